import type { Measure } from '../../../core/ruleset.ts'
import { strengthLeft } from '../strength.ts'
import { closeBattle } from './battle.ts'
import { spOnMap } from './mapRules.ts'
import type { TurnState } from './state.ts'
import { openTurnWork } from './work.ts'

/** A battle is being fought: the odds, the forecast and the measure are that battle's (docs/rules/grand.md, Turn). */
export const battleLive = (t: TurnState): boolean => t.battle !== null && t.battle.phase !== 'over'

/** The map once the open battle, if over, has acted on it (closing rolls no die). */
export function settled(t: TurnState): TurnState {
  if (!t.battle || battleLive(t)) return t
  const w = openTurnWork(t, false)
  closeBattle(w)
  return w.t
}

/** Strength points of land combat units: of the battle being fought, else of each side on the map. */
export function turnMeasure(t: TurnState): Measure {
  if (battleLive(t)) {
    const b = t.battle!
    return { unit: 'SP', name: 'strength points in this battle', now: { attacker: strengthLeft(b, 'attacker'), defender: strengthLeft(b, 'defender') } }
  }
  const s = settled(t)
  return { unit: 'SP', name: 'strength points on the map', now: { attacker: spOnMap(s, 'attacker'), defender: spOnMap(s, 'defender') } }
}
