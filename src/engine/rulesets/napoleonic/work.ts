import { openDice, type Dice } from '../../core/dice.ts'
import type { Side } from '../../core/types.ts'
import type { NapEvent } from './events.ts'
import { geometry, type Geometry } from './geometry.ts'
import type { NapState, Unit } from './state.ts'

/**
 * A private, mutable copy of a battle for the length of one public call: the
 * state is cloned once here and the rules below change it freely. `ev` is
 * null when nobody reads the events (simulation, odds, the AI's look-ahead).
 */
export interface Work {
  s: NapState
  g: Geometry
  dice: Dice
  ev: NapEvent[] | null
}

export function cloneState(s: NapState): NapState {
  return {
    ...s,
    holders: { ...s.holders },
    units: s.units.map((u) => ({ ...u })),
    result: s.result && { ...s.result },
    last: s.last && { ...s.last, supports: s.last.supports.slice(), moves: s.last.moves.map((m) => ({ ...m })) },
  }
}

export function openWork(s: NapState, withEvents = true): Work {
  const copy = cloneState(s)
  return { s: copy, g: geometry(copy.map), dice: openDice(copy.dice), ev: withEvents ? [] : null }
}

/** A work on the caller's own dice (sampling, exact enumeration): the state is still copied. */
export function workWith(s: NapState, dice: Dice, withEvents = false): Work {
  const copy = cloneState(s)
  return { s: copy, g: geometry(copy.map), dice, ev: withEvents ? [] : null }
}

export function closeWork(w: Work): { state: NapState; events: NapEvent[] } {
  w.s.dice = w.dice.save()
  return { state: w.s, events: w.ev ?? [] }
}

export function emit(w: Work, e: NapEvent): void {
  if (w.ev) w.ev.push(e)
}

export function unitById(s: NapState, id: string): Unit | undefined {
  return s.units.find((u) => u.id === id)
}

/** The unit standing in a hex (one unit a hex: docs/rules/napoleonic.md N12). */
export function occupant(s: NapState, hex: string): Unit | undefined {
  return s.units.find((u) => u.place === 'field' && u.at === hex)
}

/** Strength points a side still has on the field. */
export function strengthLeft(s: NapState, side: Side): number {
  let n = 0
  for (const u of s.units) if (u.side === side && u.place === 'field') n += u.strength
  return n
}

export function strengthLost(s: NapState, side: Side): number {
  let n = 0
  for (const u of s.units) if (u.side === side) n += u.initialStrength - (u.place === 'field' ? u.strength : 0)
  return n
}
