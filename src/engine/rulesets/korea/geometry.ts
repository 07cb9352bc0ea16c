import { hexDistance, hexNeighbours, hexOpposite, hexsideKey } from '../../core/hex.ts'
import type { ScenarioMap } from '../../core/mapSchema.ts'
import type { Terrain } from './state.ts'

/**
 * The scenario's hex map as the rules read it: hexes by id with their
 * neighbours in the fixed direction order, and the hexsides a river crosses
 * without a bridge. Built once per map object (states share their map).
 */
export interface HexInfo {
  id: string
  name: string
  q: number
  r: number
  terrain: Terrain
  /** Neighbours on the map by direction (E, NE, NW, W, SW, SE); null off the map. */
  around: (string | null)[]
}

export interface Geometry {
  hexes: Map<string, HexInfo>
  byCoord: Map<string, string>
  rivers: Set<string>
}

const cache = new WeakMap<ScenarioMap, Geometry>()

export function geometry(map: ScenarioMap): Geometry {
  const known = cache.get(map)
  if (known) return known
  const byCoord = new Map<string, string>()
  for (const p of map.places) byCoord.set(`${p.q},${p.r}`, p.id)
  const hexes = new Map<string, HexInfo>()
  for (const p of map.places) {
    const h = { q: p.q ?? 0, r: p.r ?? 0 }
    const around = hexNeighbours(h).map((n) => byCoord.get(`${n.q},${n.r}`) ?? null)
    hexes.set(p.id, { id: p.id, name: p.name ?? p.id, q: h.q, r: h.r, terrain: p.terrain as Terrain, around })
  }
  const rivers = new Set<string>()
  for (const e of map.edges) {
    const a = hexes.get(e.a)
    const b = hexes.get(e.b)
    if (a && b && e.features.includes('river') && !e.features.includes('bridge')) rivers.add(hexsideKey(a, b))
  }
  const g = { hexes, byCoord, rivers }
  cache.set(map, g)
  return g
}

export function hexOf(g: Geometry, id: string): HexInfo {
  const h = g.hexes.get(id)
  if (!h) throw new Error(`no hex "${id}" on the map`)
  return h
}

export function distance(g: Geometry, a: string, b: string): number {
  return hexDistance(hexOf(g, a), hexOf(g, b))
}

export function adjacent(g: Geometry, a: string, b: string): boolean {
  return distance(g, a, b) === 1
}

/** The hexes next to `id` that are on the map, in direction order. */
export function neighbours(g: Geometry, id: string): string[] {
  return hexOf(g, id).around.filter((n): n is string => n !== null)
}

/** The hex across `centre` from its neighbour `from` (8.2's "opposite side of the lead unit"); null off the map. */
export function opposite(g: Geometry, centre: string, from: string): string | null {
  const o = hexOpposite(hexOf(g, centre), hexOf(g, from))
  return o ? (g.byCoord.get(`${o.q},${o.r}`) ?? null) : null
}

export function acrossRiver(g: Geometry, a: string, b: string): boolean {
  return g.rivers.has(hexsideKey(hexOf(g, a), hexOf(g, b)))
}

/** The hex's name as the log says it. */
export function hexName(g: Geometry, id: string): string {
  return g.hexes.get(id)?.name ?? id
}
