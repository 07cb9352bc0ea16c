import type { Form, FormChoice } from '../../core/form.ts'
import { otherSide, type Side } from '../../core/types.ts'
import { destroy } from './fire.ts'
import { finish } from './end.ts'
import type { Area } from './scenario.ts'
import type { AxisState, Unit } from './state.ts'
import { areaName, countFighting, emit, fighting, isPlane, type Work } from './work.ts'

/**
 * §5.6 Retreat, after each round: first the attacker (none, air units only,
 * or all units), then the defender. The attacker goes back to an area friendly
 * since the start of the turn, the defender to a friendly area not under
 * attack, ships to an empty or friendly sea zone; all adjacent (X10).
 */

function adjacent(s: AxisState): Area[] {
  const battle = s.areas.find((a) => a.id === s.area.id)!
  return battle.neighbours.map((id) => s.areas.find((a) => a.id === id)!).filter(Boolean)
}

function friendly(a: Area, side: Side): boolean {
  return side === 'attacker' ? a.owner === 'attacker' && !a.taken : a.owner === 'defender' && !a.underAttack
}

/** Land areas the side's planes may fly back to. */
export function airDestinations(s: AxisState, side: Side): string[] {
  return adjacent(s).filter((a) => a.terrain === 'land' && friendly(a, side)).map((a) => a.id)
}

/** Where all the side's units may go: land areas in a land battle, empty or friendly sea zones at sea. */
export function allDestinations(s: AxisState, side: Side): string[] {
  if (!s.area.naval) return airDestinations(s, side)
  return adjacent(s)
    .filter((a) => a.terrain === 'sea' && (a.owner === side || (a.owner === 'neutral' && !a.underAttack)))
    .map((a) => a.id)
}

/** 'none', 'air:<area>', 'all:<area>'; only what a legal destination allows. */
export function retreatOptions(s: AxisState, side: Side): string[] {
  // "You cannot retreat from nothing": with no enemy units left the side stays.
  if (countFighting(s, otherSide(side)) === 0) return []
  const mine = s.units.filter((u) => u.side === side && fighting(u))
  const air = mine.some(isPlane)
  const surface = mine.some((u) => !isPlane(u))
  const out = ['none']
  if (air && surface) for (const d of airDestinations(s, side)) out.push(`air:${d}`)
  for (const d of surface ? allDestinations(s, side) : airDestinations(s, side)) out.push(`all:${d}`)
  return out.length > 1 ? out : []
}

/**
 * The form's value for a retreat option: the destination area's id for "all
 * units to X" (a click on the map), the option itself otherwise ('none',
 * 'air:<area>').
 */
export function retreatValue(option: string): string {
  return option.startsWith('all:') ? option.slice(4) : option
}

/**
 * The retreat option an answer stands for: the form's values, and the older
 * 'all:<area>' answers of saved games and walkthroughs; the battle's own area
 * (a click on it) means stay.
 */
export function retreatOption(s: AxisState, value: string): string {
  if (value === 'none' || value === s.area.id) return 'none'
  if (value.startsWith('air:') || value.startsWith('all:')) return value
  return `all:${value}`
}

/**
 * One place field: the destinations of "all units" are areas of the map (a
 * click there answers), the battle's own area is "stay"; the air-only
 * retreats keep their 'air:<area>' values. The choices keep the options'
 * order, stay first.
 */
export function retreatForm(s: AxisState, side: Side): Form {
  const choices: FormChoice[] = retreatOptions(s, side).map((v) => {
    if (v === 'none') return { value: v, label: 'Stay', title: 'Fight on into the next round' }
    const [what, to] = v.split(':') as [string, string]
    return what === 'air'
      ? { value: v, label: `Air units to ${areaName(s, to)}`, title: 'The planes leave; the rest fights on' }
      : { value: retreatValue(v), label: `All units to ${areaName(s, to)}`, title: 'Every unit leaves and the battle ends' }
  })
  return {
    fields: [{ type: 'place', id: 'retreat', label: 'Retreat', targets: 'places', choices, default: 'none', none: { value: 'none', label: 'Stay and fight', place: s.area.id } }],
    submit: 'Confirm',
  }
}

function leave(w: Work, units: Unit[], side: Side, what: 'air' | 'all', to: string): void {
  for (const u of units) {
    u.place = 'away'
    u.movedTo = to
  }
  emit(w, { t: 'retreat', side, what, to, units: units.map((u) => u.id) })
}

export function applyRetreat(w: Work, side: Side, option: string): void {
  const s = w.s
  if (option === 'none') return
  const [what, to] = option.split(':') as ['air' | 'all', string]
  const mine = s.units.filter((u) => u.side === side && fighting(u))
  if (what === 'air') {
    leave(w, mine.filter(isPlane), side, 'air', to)
    return
  }
  if (side === 'defender') {
    // §5.7.3: a unit with a half hit does not survive the defender's retreat.
    for (const u of mine) if (u.halfHits > 0) destroy(w, u, 'half hit: lost in the retreat')
  }
  leave(w, mine.filter((u) => u.place === 'field'), side, 'all', to)
  if (side === 'attacker') finish(w, 'defender', `${s.sides.attacker.name} retreated: the defender stays in control`)
  else finish(w, 'attacker', `${s.sides.defender.name} retreated: the attacker gains control`)
}

/** §5.2 table: defending planes facing land units alone leave (lost when nowhere to go). */
export function retreatDefendingPlanes(w: Work): void {
  const planes = w.s.units.filter((u) => u.side === 'defender' && fighting(u) && isPlane(u))
  const to = airDestinations(w.s, 'defender')[0]
  if (!planes.length) return
  if (to) leave(w, planes, 'defender', 'all', to)
  else for (const u of planes) destroy(w, u, 'no friendly area to retreat to')
}
