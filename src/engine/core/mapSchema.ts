import { z } from 'zod'
import { hexDistance, hexToPixel } from './hex.ts'
import type { MapView, PlaceView } from './map.ts'
import { parseWith } from './schema.ts'
import { squareDistance, squareToPixel } from './square.ts'
import type { Parsed } from './types.ts'

/**
 * The map of a scenario file, shared by every rule system. Grid maps place by
 * grid coordinates and the window's positions are computed from them; region
 * maps place by x/y and may draw an outline. Terrain keys belong to each rule
 * system, so they are open strings here and the ruleset checks its own.
 */

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected lower-case letters, digits and dashes')
/** A bound no battle map comes near: past it a map cannot be drawn, and rule systems that size a grid from it would exhaust memory. */
export const MAX_COORD = 1000
const coord = z.number().int().min(-MAX_COORD, `a map coordinate is from -${MAX_COORD} to ${MAX_COORD}`).max(MAX_COORD, `a map coordinate is from -${MAX_COORD} to ${MAX_COORD}`)

const placeSchema = z.strictObject({
  id,
  name: z.string().min(1).optional(),
  /** Regions: the centre, in map units. */
  x: z.number().optional(),
  y: z.number().optional(),
  terrain: z.string().min(1),
  elevation: z.number().int().min(0).optional(),
  /** Hex maps: axial coordinates, pointy-top. */
  q: coord.optional(),
  r: coord.optional(),
  /** Square maps. */
  col: coord.optional(),
  row: coord.optional(),
  stacking: z.number().int().min(1).optional(),
  outline: z.array(z.tuple([z.number(), z.number()])).min(3).optional(),
})

const edgeSchema = z.strictObject({
  a: id,
  b: id,
  /** Empty: a plain connection, which only region maps need to list. */
  features: z.array(z.string().min(1)).default([]),
})

export const mapSchema = z.strictObject({
  grid: z.enum(['hex', 'square', 'regions']),
  /** Grid maps: the distance between neighbouring centres, in map units. */
  cell: z.number().positive().optional(),
  places: z.array(placeSchema).min(1),
  edges: z.array(edgeSchema).default([]),
})

export type ScenarioMap = z.infer<typeof mapSchema>
export type ScenarioPlace = z.infer<typeof placeSchema>

const DEFAULT_CELL = 1

/** Which fields place a place on each kind of map; the others would be silently ignored, so they are errors. */
const PLACED_BY = { hex: ['q', 'r'], square: ['col', 'row'], regions: ['x', 'y'] } as const
const ALL_PLACING = ['q', 'r', 'col', 'row', 'x', 'y'] as const

/** What a schema cannot see: unique ids and coordinates, edges that exist and, on a grid, join neighbours. */
export function checkMap(map: ScenarioMap, at = ''): string[] {
  const path = (p: string) => (at ? `${at}.${p}` : p)
  const errors: string[] = []
  const byId = new Map<string, ScenarioPlace>()
  const byCoord = new Map<string, string>()
  const needs: readonly string[] = PLACED_BY[map.grid]
  map.places.forEach((p, i) => {
    const here = path(`places[${i}]`)
    if (byId.has(p.id)) errors.push(`${here}.id: "${p.id}" is used twice`)
    else byId.set(p.id, p)
    for (const f of ALL_PLACING) {
      const given = p[f] !== undefined
      if (!given && needs.includes(f)) errors.push(`${here}.${f}: required on a ${map.grid} map`)
      if (given && !needs.includes(f)) errors.push(`${here}.${f}: a ${map.grid} map places by ${needs.join('/')}, not ${f}`)
    }
    const [u, v] = map.grid === 'hex' ? [p.q, p.r] : map.grid === 'square' ? [p.col, p.row] : [p.x, p.y]
    if (u === undefined || v === undefined) return
    const key = `${u},${v}`
    const other = byCoord.get(key)
    if (other !== undefined) errors.push(`${here}.${needs[0]}: ${needs[0]} ${u}, ${needs[1]} ${v} is also where "${other}" is`)
    else byCoord.set(key, p.id)
  })
  const seenEdges = new Map<string, number>()
  map.edges.forEach((e, j) => {
    const here = path(`edges[${j}]`)
    const a = byId.get(e.a)
    const b = byId.get(e.b)
    if (!a) errors.push(`${here}.a: no place "${e.a}"`)
    if (!b) errors.push(`${here}.b: no place "${e.b}"`)
    if (e.a === e.b) errors.push(`${here}.b: an edge joins two different places`)
    const key = [e.a, e.b].sort().join('|')
    const first = seenEdges.get(key)
    if (first !== undefined) errors.push(`${here}: the edge "${e.a}"–"${e.b}" is already edges[${first}]`)
    else seenEdges.set(key, j)
    if (!a || !b || e.a === e.b || adjacent(map.grid, a, b) !== false) return
    errors.push(`${here}.b: "${e.b}" is not next to "${e.a}" on the ${map.grid} grid`)
  })
  return errors
}

/**
 * Whether two grid places share a side; null when it cannot be told (a region
 * map, or coordinates missing, which is reported on the place). Diagonal squares
 * share only a corner, so an edge, being a side, never joins them.
 */
function adjacent(grid: ScenarioMap['grid'], a: ScenarioPlace, b: ScenarioPlace): boolean | null {
  if (grid === 'hex' && a.q !== undefined && a.r !== undefined && b.q !== undefined && b.r !== undefined) {
    return hexDistance({ q: a.q, r: a.r }, { q: b.q, r: b.r }) === 1
  }
  if (grid === 'square' && a.col !== undefined && a.row !== undefined && b.col !== undefined && b.row !== undefined) {
    return squareDistance({ x: a.col, y: a.row }, { x: b.col, y: b.row }, false) === 1
  }
  return null
}

/** Structure, then checkMap; `at` prefixes every path, for a map inside a larger file. */
export function parseMap(input: unknown, at = ''): Parsed<ScenarioMap> {
  const parsed = parseWith(mapSchema, input)
  if (!parsed.ok) return { ok: false, errors: at ? parsed.errors.map((e) => `${at}.${e}`) : parsed.errors }
  const errors = checkMap(parsed.value, at)
  return errors.length ? { ok: false, errors } : parsed
}

/** What a ruleset adds to the map from its state: owners and marks per place id, focus, arrows. */
export interface MapExtras {
  places?: Record<string, Pick<PlaceView, 'owner' | 'marks'>>
  focus?: string[]
  arrows?: MapView['arrows']
  routes?: MapView['routes']
  areas?: MapView['areas']
}

/** The centre of a square of a square map in map units, whether or not the map lists it (a flight crosses unlisted ground). */
export function squareCentre(map: ScenarioMap, col: number, row: number): [number, number] {
  const at = squareToPixel({ x: col, y: row }, map.cell ?? DEFAULT_CELL)
  return [at.x, at.y]
}

/**
 * The window's map for a checked map. Hex places sit `cell` apart centre to
 * centre (corner radius cell/√3), squares `cell` apart; only listed edges are
 * drawn, since grid neighbours need no edge to be neighbours.
 */
export function mapView(map: ScenarioMap, extras: MapExtras = {}): MapView {
  const cell = map.cell ?? DEFAULT_CELL
  const places = map.places.map((p): PlaceView => {
    const view: PlaceView = { id: p.id, name: p.name ?? p.id, x: p.x ?? 0, y: p.y ?? 0, terrain: p.terrain }
    if (map.grid === 'hex') {
      const h = { q: p.q ?? 0, r: p.r ?? 0 }
      const at = hexToPixel(h, cell / Math.sqrt(3))
      view.x = at.x
      view.y = at.y
      view.grid = { kind: 'hex', ...h }
    } else if (map.grid === 'square') {
      const s = { x: p.col ?? 0, y: p.row ?? 0 }
      const at = squareToPixel(s, cell)
      view.x = at.x
      view.y = at.y
      view.grid = { kind: 'square', ...s }
    }
    if (p.elevation !== undefined) view.elevation = p.elevation
    if (p.stacking !== undefined) view.stacking = p.stacking
    if (p.outline) view.outline = p.outline.map(([x, y]) => [x, y])
    const extra = extras.places?.[p.id]
    if (extra?.owner !== undefined) view.owner = extra.owner
    if (extra?.marks) view.marks = [...extra.marks]
    return view
  })
  const out: MapView = { grid: map.grid, places, edges: map.edges.map((e) => ({ a: e.a, b: e.b, features: [...e.features] })) }
  if (map.grid !== 'regions') out.cell = cell
  if (extras.focus) out.focus = [...extras.focus]
  if (extras.arrows) out.arrows = extras.arrows.map((a) => ({ ...a }))
  if (extras.routes?.length) out.routes = extras.routes.map((r) => ({ ...r, points: r.points.map(([x, y]) => [x, y] as [number, number]) }))
  if (extras.areas?.length) out.areas = extras.areas.map((a) => ({ ...a, outline: a.outline.map(([x, y]) => [x, y] as [number, number]) }))
  return out
}
