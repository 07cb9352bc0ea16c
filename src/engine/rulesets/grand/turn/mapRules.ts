import type { Side } from '../../../core/types.ts'
import { KIND_TRAITS, UNIT_TYPE_BY_ID, type KindTraits, type UnitType } from '../units.ts'
import type { Crossing, TurnRegion, TurnState, TurnUnit } from './state.ts'

/** What the turn reads of its map: who is where, what connects to what, how far supply is. */

export function typeOf(u: TurnUnit): UnitType {
  return UNIT_TYPE_BY_ID.get(u.spec.type)!
}

export function traitsOf(u: TurnUnit): KindTraits {
  return KIND_TRAITS[typeOf(u).kind]
}

export function regionOf(t: TurnState, id: string): TurnRegion {
  const r = t.regions.find((g) => g.id === id)
  if (!r) throw new Error(`no region "${id}" in turn ${t.scenarioId}`)
  return r
}

/** The regions connected to `id`, in the order the scenario lists the connections. */
export function neighbours(t: TurnState, id: string): string[] {
  const out: string[] = []
  for (const c of t.connections) {
    if (c.between[0] === id) out.push(c.between[1])
    else if (c.between[1] === id) out.push(c.between[0])
  }
  return out
}

export function crossingOf(t: TurnState, a: string, b: string): Crossing {
  for (const c of t.connections) if ((c.between[0] === a && c.between[1] === b) || (c.between[0] === b && c.between[1] === a)) return c.crossing
  return 'none'
}

export const onMap = (u: { status: string }) => u.status === 'map'

export function unitsAt(t: TurnState, region: string, side?: Side): TurnUnit[] {
  return t.units.filter((u) => onMap(u) && u.region === region && (side === undefined || u.side === side))
}

export function strengthOf(u: TurnUnit): number {
  return (u.spec.strength ?? typeOf(u).strength) - u.spec.damage
}

/** Land combat units: what holds a region and what the turn's strength points count (as a battle's, strength.ts). */
export function isLandCombat(u: TurnUnit): boolean {
  return typeOf(u).role === 'combat' && !traitsOf(u).air
}

/** Strength points of a side's land combat units on the map. */
export function spOnMap(t: TurnState, side: Side): number {
  let sp = 0
  for (const u of t.units) if (onMap(u) && u.side === side && isLandCombat(u)) sp += strengthOf(u)
  return sp
}

/**
 * Section A: "When there are stacks of two different sides in the same
 * region, there is a battle", one the active side initiated when it brought
 * land units or planes able to attack land targets (the seed's note on a
 * battle of air units alone). In the map's order.
 */
export function contestedRegions(t: TurnState): string[] {
  return t.regions
    .map((r) => r.id)
    .filter((id) => {
      const here = unitsAt(t, id)
      const attacks = here.some((u) => u.side === 'attacker' && (!traitsOf(u).air || traitsOf(u).groundAttack))
      return attacks && here.some((u) => u.side === 'defender')
    })
}

/**
 * How far each region is from the side's supply, in connections (section M:
 * the retreat goes "closest to the defender's supply source"): supply runs
 * from the side's sources it still holds, through regions it holds; a region
 * it cannot reach has no distance (D43).
 */
export function supplyDistances(t: TurnState, side: Side): Map<string, number> {
  const dist = new Map<string, number>()
  const held = (id: string) => regionOf(t, id).owner === side
  let frontier = t.sides[side].supply.filter(held)
  for (const id of frontier) dist.set(id, 0)
  for (let d = 1; frontier.length; d++) {
    const next: string[] = []
    for (const id of frontier) {
      for (const n of neighbours(t, id)) {
        if (dist.has(n)) continue
        dist.set(n, d)
        // A region reached is in supply; supply runs on only through regions the side holds.
        if (held(n)) next.push(n)
      }
    }
    frontier = next
  }
  return dist
}

export const sideRadar = (t: TurnState, side: Side): boolean => t.sides[side].nations.some((n) => n.radar)

export const nationOf = (t: TurnState, u: TurnUnit) => t.sides[u.side].nations.find((n) => n.id === u.nation)!
