import { openDice, type Dice } from '../../core/dice.ts'
import type { Side } from '../../core/types.ts'
import type { KoreaEvent } from './events.ts'
import { geometry, type Geometry } from './geometry.ts'
import type { Depot, KoreaState, Unit } from './state.ts'

/**
 * A private, mutable copy of a battle for the length of one public call: the
 * state is cloned once here and the rules change it freely. `ev` is null when
 * nobody reads the events (simulation, odds, the AI's look-ahead).
 */
export interface Work {
  s: KoreaState
  g: Geometry
  dice: Dice
  ev: KoreaEvent[] | null
}

export function cloneState(s: KoreaState): KoreaState {
  const now = s.now
  return {
    ...s,
    sides: { attacker: { ...s.sides.attacker }, defender: { ...s.sides.defender } },
    units: s.units.map((u) => ({ ...u })),
    depots: s.depots.map((d) => ({ ...d })),
    taken: s.taken.slice(),
    lastMoves: s.lastMoves.map((m) => ({ ...m })),
    result: s.result && { ...s.result },
    now: now && {
      ...now,
      leads: { ...now.leads },
      owed: { ...now.owed },
      toAnswer: now.toAnswer.slice(),
      retreats: now.retreats.map((r) => ({ ...r })),
      moves: now.moves.map((m) => ({ ...m })),
    },
  }
}

export function openWork(s: KoreaState, withEvents = true): Work {
  const copy = cloneState(s)
  return { s: copy, g: geometry(copy.map), dice: openDice(copy.dice), ev: withEvents ? [] : null }
}

/** A work on the caller's own dice (sampling, enumeration): the state is still copied. */
export function workWith(s: KoreaState, dice: Dice): Work {
  const copy = cloneState(s)
  return { s: copy, g: geometry(copy.map), dice, ev: null }
}

export function closeWork(w: Work): { state: KoreaState; events: KoreaEvent[] } {
  w.s.dice = w.dice.save()
  return { state: w.s, events: w.ev ?? [] }
}

export function emit(w: Work, e: KoreaEvent): void {
  if (w.ev) w.ev.push(e)
}

export function unitById(s: KoreaState, id: string): Unit | undefined {
  return s.units.find((u) => u.id === id)
}

export function depotById(s: KoreaState, id: string): Depot | undefined {
  return s.depots.find((d) => d.id === id)
}

export function unitsAt(s: KoreaState, hex: string, side?: Side): Unit[] {
  return s.units.filter((u) => u.place === 'field' && u.at === hex && (side === undefined || u.side === side))
}

/** The side whose army is the UN's (fleet support and depots are theirs alone). */
export function unSide(s: KoreaState): Side {
  return s.sides.attacker.army === 'UN' ? 'attacker' : 'defender'
}

/** Takes VP from a side, never below 0; returns how many it lost. */
export function loseVp(s: KoreaState, side: Side, vp: number): number {
  const lost = Math.min(vp, s.sides[side].vp)
  s.sides[side].vp -= lost
  return lost
}

/**
 * A VP penalty (a rout, ground given up: K11, house readings): paid from the
 * side's VP, and what it cannot pay goes to the enemy, so that a side at
 * 0 VP buys nothing with its routs and lost hexes (K22).
 */
export function payVp(s: KoreaState, side: Side, vp: number): { vp: number; toEnemy: number } {
  const paid = loseVp(s, side, vp)
  const toEnemy = vp - paid
  s.sides[side === 'attacker' ? 'defender' : 'attacker'].vp += toEnemy
  return { vp: paid, toEnemy }
}
