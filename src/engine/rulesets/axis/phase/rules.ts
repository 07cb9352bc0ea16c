import { openDice, type Dice } from '../../../core/dice.ts'
import type { Side } from '../../../core/types.ts'
import type { PhaseEvent } from './events.ts'
import type { PhaseArea, PhaseRecord, PhaseState, PhaseUnit } from './state.ts'

/** A private, mutable copy of a phase for the length of one public call (as a battle's Work). */
export interface PhaseWork {
  p: PhaseState
  dice: Dice
  /** null when nobody reads the events (a simulated phase). */
  ev: PhaseEvent[] | null
}

export function clonePhase(p: PhaseState): PhaseState {
  return {
    ...p,
    areas: p.areas.map((a) => ({ ...a })),
    units: p.units.map((u) => ({ ...u })),
    sides: { attacker: { ...p.sides.attacker, order: p.sides.attacker.order.slice() }, defender: { ...p.sides.defender, order: p.sides.defender.order.slice() } },
    list: p.list.slice(),
    records: p.records.slice(),
    breakouts: p.breakouts.map((b) => ({ ...b, units: b.units.slice() })),
    groups: p.groups.slice(),
  }
}

export function openPhaseWork(p: PhaseState, withEvents = true): PhaseWork {
  const copy = clonePhase(p)
  return { p: copy, dice: openDice(copy.dice), ev: withEvents ? [] : null }
}

export function closePhaseWork(w: PhaseWork): { state: PhaseState; events: PhaseEvent[] } {
  w.p.dice = w.dice.save()
  return { state: w.p, events: w.ev ?? [] }
}

export function emitPhase(w: PhaseWork, e: PhaseEvent): void {
  if (w.ev) w.ev.push(e)
}

export const areaOf = (p: PhaseState, id: string): PhaseArea => p.areas.find((a) => a.id === id)!
export const areaNameOf = (p: PhaseState, id: string): string => p.areas.find((a) => a.id === id)?.name ?? id
export const onMap = (u: PhaseUnit): boolean => u.status === 'map'

/** Units on the map in an area (a side's, or both). */
export function unitsAt(p: PhaseState, area: string, side?: Side): PhaseUnit[] {
  return p.units.filter((u) => onMap(u) && u.area === area && (side === undefined || u.side === side))
}

/** §5.6: "Only armor, Tech-2 infantry and TacAir fighters may participate in Breakthrough Combat." */
export function breakthroughType(u: { type: string; tech2: boolean; mission: string | null }): boolean {
  return u.type === 'armor' || (u.type === 'infantry' && u.tech2) || (u.type === 'fighter' && u.mission === 'tacair')
}

/** The units of one battle (its area) still free to make their second combat move. */
export function eligibleIn(p: PhaseState, from: string): PhaseUnit[] {
  return p.units.filter((u) => onMap(u) && u.side === 'attacker' && u.eligibleFrom === from && !u.brokeThrough && !u.retreated)
}

/**
 * Where the units of the battle in `from` may break through (§5.6): an
 * adjacent area ("a second combat move to another adjacent area"), enemy
 * controlled and on land, and not an area the units of another battle
 * already break into ("units that took part in different battles can never
 * attack the same area"). An area the same battle already breaks into stays
 * open: more of its units may join them.
 */
export function breakthroughTargets(p: PhaseState, from: string): string[] {
  const claimed = new Set(p.breakouts.filter((b) => b.from !== from).map((b) => b.to))
  return areaOf(p, from).neighbours.filter((n) => {
    const a = areaOf(p, n)
    return a.terrain === 'land' && a.owner === 'defender' && !claimed.has(n)
  })
}

/** The side's units on the map, for the forecast's measure and the odds (as a battle counts units left). */
export function unitsOnMap(p: PhaseState, side: Side): number {
  let n = 0
  for (const u of p.units) if (u.side === side && onMap(u)) n++
  return n
}

/**
 * The number the next battle of the phase takes: battles fought so far, plus
 * one. An empty area entered at once (§5.6 way 2) is a record of the phase
 * but no battle, so it takes no number.
 */
export function nextBattleNumber(p: PhaseState): number {
  let n = 1
  for (const r of p.records) if (!r.empty) n++
  return n
}

/** A record as the header and the summary's trace name it: "Battle 2: Reims", or "Entered: Ardennes" for an empty area. */
export function recordLabel(p: PhaseState, r: PhaseRecord): string {
  return r.empty ? `Entered: ${areaNameOf(p, r.area)}` : `Battle ${r.n}: ${areaNameOf(p, r.area)}`
}
