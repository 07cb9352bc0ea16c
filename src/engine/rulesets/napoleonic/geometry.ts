import { hexDistance, hexNeighbours, hexsideKey, type Hex } from '../../core/hex.ts'
import type { ScenarioMap } from '../../core/mapSchema.ts'
import type { Terrain } from './state.ts'

/**
 * The scenario's hex map as the rules read it: hexes by id and by
 * coordinates, hexside features, and the seed's "in contact" (adjacent, not
 * across a river or major river without a bridge, not up or down a slope of
 * more than one level). Built once per map object and cached, since states
 * share their map.
 */
export interface HexInfo {
  id: string
  name: string
  q: number
  r: number
  terrain: Terrain
  elevation: number
  /** Neighbour hex ids on the map, by direction (E, NE, NW, W, SW, SE); null off the map. */
  around: (string | null)[]
}

export interface Geometry {
  hexes: Map<string, HexInfo>
  features: Map<string, readonly string[]>
}

const cache = new WeakMap<ScenarioMap, Geometry>()
const NONE: readonly string[] = []

export function geometry(map: ScenarioMap): Geometry {
  let g = cache.get(map)
  if (g) return g
  const byCoord = new Map<string, string>()
  for (const p of map.places) byCoord.set(`${p.q},${p.r}`, p.id)
  const hexes = new Map<string, HexInfo>()
  for (const p of map.places) {
    const h = { q: p.q ?? 0, r: p.r ?? 0 }
    hexes.set(p.id, {
      id: p.id,
      name: p.name ?? p.id,
      q: h.q,
      r: h.r,
      terrain: p.terrain as Terrain,
      elevation: p.elevation ?? 0,
      around: hexNeighbours(h).map((n) => byCoord.get(`${n.q},${n.r}`) ?? null),
    })
  }
  const features = new Map<string, readonly string[]>()
  for (const e of map.edges) {
    const a = hexes.get(e.a)
    const b = hexes.get(e.b)
    if (a && b) features.set(hexsideKey(a, b), e.features)
  }
  g = { hexes, features }
  cache.set(map, g)
  return g
}

export function hexOf(g: Geometry, id: string): HexInfo {
  const h = g.hexes.get(id)
  if (!h) throw new Error(`no hex "${id}" on the map`)
  return h
}

function featuresBetween(g: Geometry, a: string, b: string): readonly string[] {
  return g.features.get(hexsideKey(hexOf(g, a), hexOf(g, b))) ?? NONE
}

export function adjacent(g: Geometry, a: string, b: string): boolean {
  return hexDistance(hexOf(g, a), hexOf(g, b)) === 1
}

export function distance(g: Geometry, a: string, b: string): number {
  return hexDistance(hexOf(g, a), hexOf(g, b))
}

/** Levels climbed from a to b (negative: down). */
export function climb(g: Geometry, a: string, b: string): number {
  return hexOf(g, b).elevation - hexOf(g, a).elevation
}

/** A bridge cancels whatever watercourse the hexside has ("Bridge (whatever the watercourse crossed): No effect"). */
function bridged(f: readonly string[]): boolean {
  return f.includes('bridge')
}

/** Across a river or major river with no bridge: no movement, so no combat and no contact. */
export function acrossRiver(g: Geometry, a: string, b: string): boolean {
  const f = featuresBetween(g, a, b)
  return !bridged(f) && (f.includes('river') || f.includes('major-river'))
}

/** Across a stream with no bridge: halves the attacker, and a retreat avoids it. */
export function acrossStream(g: Geometry, a: string, b: string): boolean {
  const f = featuresBetween(g, a, b)
  return !bridged(f) && f.includes('stream')
}

/** A slope of more than one level between two adjacent hexes (the seed's "double slope (or greater)"). */
export function steep(g: Geometry, a: string, b: string): boolean {
  return Math.abs(climb(g, a, b)) > 1
}

/**
 * "Units on contact": adjacent, not across a river or major river, not up or
 * down a slope of more than one level. The same test says where combat,
 * retreat and advance may go (combat is impossible wherever movement is).
 */
export function inContact(g: Geometry, a: string, b: string): boolean {
  return adjacent(g, a, b) && !acrossRiver(g, a, b) && !steep(g, a, b)
}

/** Woods and villages double an infantry defender. */
export function doublesInfantry(t: Terrain): boolean {
  return t === 'woods' || t === 'village'
}

export function hexPoint(h: Hex): { x: number; y: number } {
  return { x: h.q + h.r / 2, y: (h.r * Math.sqrt(3)) / 2 }
}
