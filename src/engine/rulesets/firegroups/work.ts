import { openDice, type Dice } from '../../core/dice.ts'
import type { Side } from '../../core/types.ts'
import type { FgEvent } from './events.ts'
import type { Center, FgState, Unit } from './state.ts'

/**
 * A private, mutable copy of a battle for the length of one public call: the
 * state is cloned once here and the rules change it freely. `ev` is null when
 * nobody reads the events (simulation, odds, the AI's playouts).
 */
export interface Work {
  s: FgState
  dice: Dice
  ev: FgEvent[] | null
  /** Shots fired in this work: a click that fired is a round. */
  shots: number
}

export function cloneState(s: FgState): FgState {
  return {
    ...s,
    units: s.units.map((u) => ({ ...u })),
    centers: s.centers.map((c) => ({ ...c })),
    ordered: { ...s.ordered },
    promotedBy: { ...s.promotedBy },
    aims: s.aims.map((a) => ({ ...a })),
    result: s.result && { ...s.result },
  }
}

export function openWork(s: FgState, withEvents = true): Work {
  const copy = cloneState(s)
  return { s: copy, dice: openDice(copy.dice), ev: withEvents ? [] : null, shots: 0 }
}

/** A work on the caller's own dice (sampling, exact enumeration): the state is still copied. */
export function workWith(s: FgState, dice: Dice, withEvents = false): Work {
  return { s: cloneState(s), dice, ev: withEvents ? [] : null, shots: 0 }
}

export function closeWork(w: Work): { state: FgState; events: FgEvent[] } {
  w.s.dice = w.dice.save()
  return { state: w.s, events: w.ev ?? [] }
}

export function emit(w: Work, e: FgEvent): void {
  if (w.ev) w.ev.push(e)
}

export function unitById(s: FgState, id: string): Unit | undefined {
  return s.units.find((u) => u.id === id)
}

export function centerAt(s: FgState, square: string): Center | undefined {
  return s.centers.find((c) => c.at === square)
}

/** A side's units alive in a square. */
export function unitsIn(s: FgState, square: string, side: Side): Unit[] {
  return s.units.filter((u) => u.alive && u.side === side && u.at === square)
}

/** Units alive: what the forecast counts (docs/rules/firegroups.md, Forecast). */
export function unitsAlive(s: FgState, side: Side): number {
  let n = 0
  for (const u of s.units) if (u.alive && u.side === side) n++
  return n
}

/** Both sides have units in the square. */
export function contested(s: FgState, square = s.square): boolean {
  return unitsIn(s, square, 'attacker').length > 0 && unitsIn(s, square, 'defender').length > 0
}
