import { openDice, type Dice } from '../../../core/dice.ts'
import type { TurnEvent } from './events.ts'
import type { TurnSide, TurnState } from './state.ts'

/** A private, mutable copy of a turn for the length of one public call (as a battle's Work). */
export interface TurnWork {
  t: TurnState
  dice: Dice
  /** null when nobody reads the events (simulation). */
  ev: TurnEvent[] | null
}

const cloneSide = (s: TurnSide): TurnSide => ({ ...s, hand: s.hand.slice(), played: s.played.slice(), entrenched: s.entrenched, supply: s.supply })

/** Everything a turn step may change is copied; what it never changes (connections, nations, records made) is shared. */
export function cloneTurn(t: TurnState): TurnState {
  return {
    ...t,
    regions: t.regions.map((r) => ({ ...r })),
    sides: { attacker: cloneSide(t.sides.attacker), defender: cloneSide(t.sides.defender) },
    units: t.units.map((u) => ({ ...u, spec: { ...u.spec } })),
    leaders: t.leaders.map((l) => ({ ...l })),
    airQueue: t.airQueue.slice(),
    airPlayed: t.airPlayed.slice(),
    air: t.air.slice(),
    list: t.list.slice(),
    records: t.records.slice(),
  }
}

export function openTurnWork(t: TurnState, withEvents = true): TurnWork {
  const copy = cloneTurn(t)
  return { t: copy, dice: openDice(copy.dice), ev: withEvents ? [] : null }
}

export function closeTurnWork(w: TurnWork): { state: TurnState; events: TurnEvent[] } {
  w.t.dice = w.dice.save()
  return { state: w.t, events: w.ev ?? [] }
}
