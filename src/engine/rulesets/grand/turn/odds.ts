import { tallyStream } from '../../../../odds/sampling.ts'
import type { ExactOutcomes, Outcomes } from '../../../core/ruleset.ts'
import { exactOdds } from '../exact.ts'
import { sampleBattles } from '../sampling.ts'
import type { GrandState } from '../state.ts'
import { withoutCards } from '../withoutCards.ts'
import { battleLive } from './measure.ts'
import { spOnMap } from './mapRules.ts'
import { DEFAULT_TURN_POLICY } from './defaultPolicy.ts'
import { simulateTurn } from './simulate.ts'
import type { TurnState } from './state.ts'

/**
 * The odds of a turn: while a battle is fought, that battle's (section B,
 * without cards, as any battle's bar); at the map, whole turns played out by
 * the default policy on the stepped turn and the battles' kernel, each
 * telling the turn's winner and each side's strength points left on the map.
 */
export type PreparedTurn = { battle: GrandState } | { turn: TurnState }

export function turnExact(t: TurnState, maxPaths: number): ExactOutcomes | null {
  if (!battleLive(t)) return null
  const o = exactOdds(t.battle!, maxPaths)
  return o && { attacker: o.attacker, defender: o.defender, draw: o.draw, left: o.left, detail: `this battle, exact: ${o.paths.toLocaleString('en')} rounds of dice over ${o.positions.toLocaleString('en')} positions` }
}

export function prepareTurn(t: TurnState): PreparedTurn {
  return battleLive(t) ? { battle: withoutCards(t.battle!) } : { turn: t }
}

export function sampleTurns(p: PreparedTurn, stream: string, from: number, count: number): Outcomes {
  if ('battle' in p) return sampleBattles(p.battle, stream, from, count)
  const base = p.turn
  return tallyStream(stream, from, count, (dice, left) => {
    const end = simulateTurn({ ...base, dice: dice.save() }, DEFAULT_TURN_POLICY)
    left[0] = spOnMap(end, 'attacker')
    left[1] = spOnMap(end, 'defender')
    return end.result!.winner
  })
}
