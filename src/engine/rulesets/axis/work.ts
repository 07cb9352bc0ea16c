import { openDice, type Dice } from '../../core/dice.ts'
import type { Side } from '../../core/types.ts'
import type { AxisEvent } from './events.ts'
import type { AxisState, Unit } from './state.ts'

/**
 * A private, mutable copy of a battle for the length of one public call: the
 * state is cloned once here and everything below mutates it freely.
 */
export interface Work {
  s: AxisState
  dice: Dice
  /** null when nobody reads the events (simulation): nothing is allocated for them. */
  ev: AxisEvent[] | null
  /**
   * Every question answered with its form's default where it arises, without
   * building the form (simulateAxis with the default policy): the same answers
   * decide would be given, so the same battle.
   */
  auto?: boolean
}

export function cloneState(s: AxisState): AxisState {
  const units = new Array<Unit>(s.units.length)
  for (let i = 0; i < units.length; i++) {
    const u = s.units[i]!
    units[i] = { ...u, shotBy: u.shotBy.slice() }
  }
  return {
    ...s,
    units,
    sides: { attacker: { ...s.sides.attacker, order: s.sides.attacker.order.slice() }, defender: { ...s.sides.defender, order: s.sides.defender.order.slice() } },
    exposed: { ...s.exposed },
    aims: s.aims.slice(),
    plan: s.plan && { ...s.plan },
    volley: s.volley && structuredClone(s.volley),
    result: s.result && { ...s.result },
    fortification: s.fortification && { ...s.fortification },
  }
}

export function openWork(s: AxisState, withEvents = true): Work {
  const copy = cloneState(s)
  return { s: copy, dice: openDice(copy.dice), ev: withEvents ? [] : null }
}

export function closeWork(w: Work): { state: AxisState; events: AxisEvent[] } {
  w.s.dice = w.dice.save()
  return { state: w.s, events: w.ev ?? [] }
}

export function emit(w: Work, e: AxisEvent): void {
  if (w.ev) w.ev.push(e)
}

export function unitById(s: AxisState, id: string): Unit | undefined {
  return s.units.find((u) => u.id === id)
}

export function onField(s: AxisState, side: Side): Unit[] {
  return s.units.filter((u) => u.side === side && u.place === 'field')
}

/** Units that fight for the area: everything on the field but ships bombarding from off shore. */
export function fighting(u: Unit): boolean {
  return u.place === 'field' && !u.bombard
}

export function isPlane(u: Unit): boolean {
  return u.domain === 'air'
}

/** Ground units: land units in a land battle, ships in a naval battle (X5). */
export function isGround(s: AxisState, u: Unit): boolean {
  return !u.bombard && u.domain === (s.area.naval ? 'sea' : 'land')
}

export function countFighting(s: AxisState, side: Side): number {
  let n = 0
  for (const u of s.units) if (u.side === side && fighting(u)) n++
  return n
}

export function hasGround(s: AxisState, side: Side): boolean {
  return s.units.some((u) => u.side === side && u.place === 'field' && isGround(s, u))
}

export function areaName(s: AxisState, id: string): string {
  return s.areas.find((a) => a.id === id)?.name ?? id
}

/** A unit that fought here and left for an area in a retreat, chosen or forced: alive, out of the battle (not a plane that never joined). */
export function retreated(u: Unit): boolean {
  return u.place === 'away' && u.movedTo !== null && !(isPlane(u) && u.mission === null)
}

/**
 * The forecast's measure (docs/rules/axis.md, Forecast): the side's units in
 * the battle not destroyed, on the field or gone in a retreat. Ships
 * bombarding from off shore are never hit and do not count; a fortified unit
 * with a half hit is one unit.
 */
export function unitsLeft(s: AxisState, side: Side): number {
  let n = 0
  for (const u of s.units) if (u.side === side && (fighting(u) || retreated(u))) n++
  return n
}
