import { openDice, type Dice } from '../../core/dice.ts'
import type { Side } from '../../core/types.ts'
import type { GrandEvent } from './events.ts'
import type { GrandState, SideState, Unit } from './state.ts'

/**
 * A private, mutable copy of a battle for the length of one public call. The
 * state is cloned once here; everything below mutates it freely.
 */
export interface Work {
  s: GrandState
  dice: Dice
  /** null when nobody reads the events (simulation): nothing is allocated for them. */
  ev: GrandEvent[] | null
}

function cloneSide(side: SideState): SideState {
  return { ...side, hand: side.hand.slice(), played: side.played.slice(), bmParts: side.bmParts }
}

export function cloneState(s: GrandState): GrandState {
  const units = new Array<Unit>(s.units.length)
  for (let i = 0; i < units.length; i++) units[i] = { ...s.units[i]! }
  return {
    ...s,
    units,
    sides: { attacker: cloneSide(s.sides.attacker), defender: cloneSide(s.sides.defender) },
    effects: s.effects.slice(),
    queue: s.queue.slice(),
    bmHistory: s.bmHistory.slice(),
    result: s.result && { ...s.result },
  }
}

export function openWork(s: GrandState, withEvents = true): Work {
  const copy = cloneState(s)
  return { s: copy, dice: openDice(copy.dice), ev: withEvents ? [] : null }
}

export function closeWork(w: Work): { state: GrandState; events: GrandEvent[] } {
  w.s.dice = w.dice.save()
  return { state: w.s, events: w.ev ?? [] }
}

/** A d10 (faces 0–9, D1) that succeeds when it shows at most `atMost`. */
export function d10(w: Work, atMost: number): number {
  return w.dice.rollAgainst(10, atMost)
}

export function unitsOf(s: GrandState, side: Side): Unit[] {
  return s.units.filter((u) => u.side === side)
}

/** Land combat units that hold the field (section C, End of Battle); minefields do not. */
export function holdsField(u: Unit): boolean {
  return u.place === 'field' && u.role === 'combat' && !u.air && !u.minefield
}

export function countHolders(s: GrandState, side: Side): number {
  let n = 0
  for (const u of s.units) if (u.side === side && holdsField(u)) n++
  return n
}
