import { Delaunay } from 'd3-delaunay'
import type { MapView, PlaceView } from '../engine/core/map.ts'

/**
 * Geometry of the map board, kept free of Pixi so it can be tested: fitting
 * the map to the canvas, zoom and pan, which place is under the pointer, how
 * a stack fans out, and where a hexside lies.
 *
 * A transform maps map units to canvas pixels: screen = map × scale + (x, y).
 */
export interface MapTransform {
  scale: number
  x: number
  y: number
}

export type Pt = [number, number]

export type PlaceShape = 'hex' | 'square' | 'outline' | 'disc'

const SQRT3 = Math.sqrt(3)

/** Zooming in stops once a cell is this big: beyond it nothing more becomes readable. */
export const MAX_CELL_PX = 140
/** A region drawn as a disc, as a share of the spacing between places: leaves a gap between neighbours. */
const DISC_SHARE = 0.4
/** The smallest pointer target for a disc place, in pixels, so tiny discs stay clickable. */
const MIN_HIT_PX = 14

// Maps are immutable views, so a spacing computed once per map stays right.
const spacingCache = new WeakMap<MapView, number>()

/**
 * Distance between neighbouring centres in map units: the map's own cell, or
 * for region maps the median nearest-neighbour distance (the median so that
 * one far-flung region does not shrink or swell every disc).
 */
export function cellSize(map: MapView): number {
  if (map.cell && map.cell > 0) return map.cell
  const cached = spacingCache.get(map)
  if (cached !== undefined) return cached
  const ps = map.places
  const nearest: number[] = []
  for (let i = 0; i < ps.length; i++) {
    let best = Infinity
    for (let j = 0; j < ps.length; j++) {
      if (i === j) continue
      const d = Math.hypot(ps[i]!.x - ps[j]!.x, ps[i]!.y - ps[j]!.y)
      if (d > 0 && d < best) best = d
    }
    if (best < Infinity) nearest.push(best)
  }
  nearest.sort((a, b) => a - b)
  const spacing = nearest.length ? nearest[Math.floor(nearest.length / 2)]! : 1
  spacingCache.set(map, spacing)
  return spacing
}

/** How far a region's land reaches from its centre, as a share of the spacing, where no neighbour's border comes first. */
const LAND_SHARE = 0.72
const LAND_SIDES = 20
const regionCache = new WeakMap<MapView, Map<string, Pt[]> | null>()

/** The part of a convex polygon on the inner side of each edge of a convex clip polygon (Sutherland–Hodgman). */
function clipConvex(poly: readonly Pt[], clip: readonly Pt[]): Pt[] {
  let out: Pt[] = [...poly]
  for (let i = 0; i < clip.length && out.length; i++) {
    const [ax, ay] = clip[i]!
    const [bx, by] = clip[(i + 1) % clip.length]!
    const side = (p: Pt) => (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)
    const input = out
    out = []
    for (let j = 0; j < input.length; j++) {
      const p = input[j]!
      const q = input[(j + 1) % input.length]!
      const sp = side(p)
      const sq = side(q)
      if (sp >= 0) out.push(p)
      if (sp >= 0 !== sq >= 0) {
        const t = sp / (sp - sq)
        out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t])
      }
    }
  }
  return out
}

/**
 * A region map whose places have no outlines of their own is drawn as land
 * cut into regions: each place's Voronoi cell among all places (d3-delaunay),
 * kept within a round reach of its centre, so that neighbours share a border
 * and the map's edge is a coast rather than a rectangle. Null for other maps.
 */
export function regionCells(map: MapView): Map<string, Pt[]> | null {
  if (regionCache.has(map)) return regionCache.get(map)!
  let cells: Map<string, Pt[]> | null = null
  const ps = map.places
  if (map.grid === 'regions' && ps.length >= 2 && !ps.some((p) => p.outline?.length)) {
    const reach = cellSize(map) * LAND_SHARE
    const xs = ps.map((p) => p.x)
    const ys = ps.map((p) => p.y)
    const box: [number, number, number, number] = [Math.min(...xs) - reach, Math.min(...ys) - reach, Math.max(...xs) + reach, Math.max(...ys) + reach]
    const voronoi = Delaunay.from(ps, (p) => p.x, (p) => p.y).voronoi(box)
    cells = new Map()
    ps.forEach((p, i) => {
      // d3 closes its polygons by repeating the first point.
      const raw = (voronoi.cellPolygon(i) ?? []).slice(0, -1) as Pt[]
      const round: Pt[] = Array.from({ length: LAND_SIDES }, (_, k) => [p.x + reach * Math.cos((2 * Math.PI * k) / LAND_SIDES), p.y + reach * Math.sin((2 * Math.PI * k) / LAND_SIDES)])
      const cell = clipConvex(raw.length >= 3 ? raw : round, round)
      cells!.set(p.id, cell.length >= 3 ? cell : round)
    })
  }
  regionCache.set(map, cells)
  return cells
}

export function shapeOf(map: MapView, p: PlaceView): PlaceShape {
  if (p.outline && p.outline.length >= 3) return 'outline'
  if (regionCells(map)?.has(p.id)) return 'outline'
  const grid = p.grid?.kind ?? map.grid
  if (grid === 'hex') return 'hex'
  if (grid === 'square') return 'square'
  return 'disc'
}

export function discRadius(cell: number): number {
  return cell * DISC_SHARE
}

/** Pointy-top hex corners; `cell` is the distance between neighbouring centres (the hex's width across the flats). */
export function hexCorners(cx: number, cy: number, cell: number): Pt[] {
  const r = cell / SQRT3
  const out: Pt[] = []
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30)
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
  }
  return out
}

export function squareCorners(cx: number, cy: number, cell: number): Pt[] {
  const h = cell / 2
  return [
    [cx - h, cy - h],
    [cx + h, cy - h],
    [cx + h, cy + h],
    [cx - h, cy + h],
  ]
}

/** A place's outline in map units, or null when it is drawn as a disc. */
export function placePolygon(map: MapView, p: PlaceView, cell = cellSize(map)): Pt[] | null {
  switch (shapeOf(map, p)) {
    case 'outline':
      return p.outline?.length ? p.outline : regionCells(map)!.get(p.id)!
    case 'hex':
      return hexCorners(p.x, p.y, cell)
    case 'square':
      return squareCorners(p.x, p.y, cell)
    default:
      return null
  }
}

export interface Bounds {
  minX: number
  minY: number
  maxX: number
  maxY: number
}

/** The map's extent in map units, cells and outlines included, not just centres. */
export function mapBounds(map: MapView): Bounds {
  const cell = cellSize(map)
  const b: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }
  const add = (x: number, y: number) => {
    if (x < b.minX) b.minX = x
    if (y < b.minY) b.minY = y
    if (x > b.maxX) b.maxX = x
    if (y > b.maxY) b.maxY = y
  }
  for (const p of map.places) {
    const poly = placePolygon(map, p, cell)
    if (poly) for (const [x, y] of poly) add(x, y)
    else {
      const r = discRadius(cell)
      add(p.x - r, p.y - r)
      add(p.x + r, p.y + r)
    }
  }
  if (!map.places.length) return { minX: 0, minY: 0, maxX: 0, maxY: 0 }
  return b
}

/** The transform that shows the whole map, centred, `margin` pixels clear of every side of the box. */
export function fitMap(map: MapView, width: number, height: number, margin = 12): MapTransform {
  const b = mapBounds(map)
  const bw = Math.max(b.maxX - b.minX, 1e-9)
  const bh = Math.max(b.maxY - b.minY, 1e-9)
  const aw = Math.max(width - 2 * margin, 1)
  const ah = Math.max(height - 2 * margin, 1)
  const scale = map.places.length ? Math.min(aw / bw, ah / bh) : 1
  return {
    scale,
    x: width / 2 - ((b.minX + b.maxX) / 2) * scale,
    y: height / 2 - ((b.minY + b.maxY) / 2) * scale,
  }
}

export function toScreen(t: MapTransform, x: number, y: number): Pt {
  return [x * t.scale + t.x, y * t.scale + t.y]
}

export function toMap(t: MapTransform, px: number, py: number): Pt {
  return [(px - t.x) / t.scale, (py - t.y) / t.scale]
}

export interface ZoomLimits {
  min: number
  max: number
}

/** Zooming in as far as MAX_CELL_PX cells, and at least threefold; out to the whole map and no further. */
export const MIN_ZOOM_IN = 3

/** From the whole map (no point zooming out past it) to cells of MAX_CELL_PX, or three times the fit where cells are that big already. */
export function zoomLimits(map: MapView, fit: MapTransform): ZoomLimits {
  return { min: fit.scale, max: Math.max(fit.scale * MIN_ZOOM_IN, MAX_CELL_PX / cellSize(map)) }
}

/** Every map of more than one place pans and zooms (a wargamer reads a stack or a hexside up close). */
export function isZoomable(map: MapView): boolean {
  return map.places.length > 1
}

/** A step of the keyboard or the map's buttons. */
export type MapStep = 'in' | 'out' | 'fit' | 'left' | 'right' | 'up' | 'down'
/** How much one step zooms, and pans (a share of the box). */
const ZOOM_STEP = 1.25
const PAN_STEP = 0.2

/** The view after one step, about the box's centre; null for *fit* (the caller drops its own view). */
export function stepView(t: MapTransform, step: MapStep, width: number, height: number, limits: ZoomLimits): MapTransform | null {
  switch (step) {
    case 'fit':
      return null
    case 'in':
    case 'out':
      return zoomAt(t, step === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP, width / 2, height / 2, limits)
    // The arrow shows where the player looks: the map moves the other way.
    case 'left':
      return pan(t, width * PAN_STEP, 0)
    case 'right':
      return pan(t, -width * PAN_STEP, 0)
    case 'up':
      return pan(t, 0, height * PAN_STEP)
    case 'down':
      return pan(t, 0, -height * PAN_STEP)
  }
}

/** Two pointers pinching: the view that keeps the map point under their first midpoint under their midpoint now, scaled as their spread. */
export function pinchView(start: MapTransform, from: readonly [Pt, Pt], to: readonly [Pt, Pt], limits: ZoomLimits): MapTransform {
  const spread = (q: readonly [Pt, Pt]) => Math.max(1, Math.hypot(q[1][0] - q[0][0], q[1][1] - q[0][1]))
  const mid = (q: readonly [Pt, Pt]): Pt => [(q[0][0] + q[1][0]) / 2, (q[0][1] + q[1][1]) / 2]
  const [ax, ay] = mid(from)
  const [bx, by] = mid(to)
  return pan(zoomAt(start, spread(to) / spread(from), ax, ay, limits), bx - ax, by - ay)
}

/** Zooms by `factor` about the screen point (px, py), which stays over the same map point. */
export function zoomAt(t: MapTransform, factor: number, px: number, py: number, limits: ZoomLimits = { min: 1e-4, max: 1e4 }): MapTransform {
  const scale = Math.min(limits.max, Math.max(limits.min, t.scale * factor))
  const [mx, my] = toMap(t, px, py)
  return { scale, x: px - mx * scale, y: py - my * scale }
}

export function pan(t: MapTransform, dx: number, dy: number): MapTransform {
  return { scale: t.scale, x: t.x + dx, y: t.y + dy }
}

/**
 * Keeps a panned map in view: along an axis where the map is wider than the
 * box no empty ground shows past its edge; where it is narrower it may move
 * as long as it stays inside the box or covers its centre, so that a zoom
 * keeps the point under the cursor where it is.
 */
export function clampView(map: MapView, t: MapTransform, width: number, height: number, margin = 12): MapTransform {
  const b = mapBounds(map)
  const axis = (lo: number, hi: number, size: number, off: number) => {
    const first = margin - lo * t.scale
    const last = size - margin - hi * t.scale
    if ((hi - lo) * t.scale + 2 * margin > size) return Math.min(first, Math.max(last, off))
    return Math.min(Math.max(last, size / 2 - lo * t.scale), Math.max(Math.min(first, size / 2 - hi * t.scale), off))
  }
  return { scale: t.scale, x: axis(b.minX, b.maxX, width, t.x), y: axis(b.minY, b.maxY, height, t.y) }
}

/** Exact cell test for grids: a pointy-top hex is where the offset along each of its three neighbour directions is at most half a cell. */
function insideCell(shape: 'hex' | 'square', cx: number, cy: number, cell: number, x: number, y: number): boolean {
  const dx = x - cx
  const dy = y - cy
  const h = cell / 2
  if (shape === 'square') return Math.abs(dx) <= h && Math.abs(dy) <= h
  return Math.abs(dx) <= h && Math.abs(dx * 0.5 + dy * (SQRT3 / 2)) <= h && Math.abs(dx * 0.5 - dy * (SQRT3 / 2)) <= h
}

export function insidePolygon(poly: readonly Pt[], x: number, y: number): boolean {
  let inside = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!
    const [xj, yj] = poly[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

function polygonArea(poly: readonly Pt[]): number {
  let a = 0
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) a += (poly[j]![0] + poly[i]![0]) * (poly[j]![1] - poly[i]![1])
  return Math.abs(a / 2)
}

/**
 * The place under a screen point, or null. Discs are drawn on top of shapes
 * (a town marker inside a province), so they are tried first; among shapes
 * the smallest that holds the point wins, so a region nested in another is
 * still reachable.
 */
export function placeAt(map: MapView, t: MapTransform, px: number, py: number): string | null {
  const [x, y] = toMap(t, px, py)
  const cell = cellSize(map)
  const hitR = Math.max(discRadius(cell), MIN_HIT_PX / t.scale)
  let disc: { id: string; d: number } | null = null
  let shape: { id: string; area: number } | null = null
  for (const p of map.places) {
    const kind = shapeOf(map, p)
    if (kind === 'disc') {
      const d = Math.hypot(x - p.x, y - p.y)
      if (d <= hitR && (!disc || d < disc.d)) disc = { id: p.id, d }
    } else if (kind === 'outline') {
      const poly = placePolygon(map, p, cell)!
      if (!insidePolygon(poly, x, y)) continue
      const area = polygonArea(poly)
      if (!shape || area < shape.area) shape = { id: p.id, area }
    } else if (!shape && insideCell(kind, p.x, p.y, cell, x, y)) {
      // Grid cells tile without overlap, so the first that holds the point is the one.
      shape = { id: p.id, area: Infinity }
    }
  }
  return disc?.id ?? shape?.id ?? null
}

/**
 * Screen offsets, bottom counter first, for a stack of n counters of side
 * `size` centred on their place: a diagonal cascade up and to the right, so
 * each lower counter keeps a strip on its left and bottom edges to see and
 * point at. Big stacks close up, but never below a strip of a fifth of a counter.
 */
export function stackOffsets(n: number, size: number): Pt[] {
  if (n <= 0) return []
  if (n === 1) return [[0, 0]]
  const step = Math.max(4, size * 0.2, Math.min(size * 0.32, (size * 0.9) / (n - 1)))
  const out: Pt[] = []
  for (let i = 0; i < n; i++) {
    const k = i - (n - 1) / 2
    out.push([k * step, -k * step])
  }
  return out
}

/**
 * Where a feature between two places is drawn, in map units: `path` runs
 * along their common side (a hexside, a square side, or the shared stretch
 * of two region outlines), `mid` is its middle and `across` the unit vector
 * from a toward b (a bridge lies along it; a slope's ticks point along it).
 */
export interface EdgeGeometry {
  path: Pt[]
  mid: Pt
  across: Pt
  /** From centre a to centre b: where a road runs. */
  centres: [Pt, Pt]
}

export function edgeGeometry(map: MapView, aId: string, bId: string, places?: ReadonlyMap<string, PlaceView>): EdgeGeometry | null {
  const a = places ? places.get(aId) : map.places.find((p) => p.id === aId)
  const b = places ? places.get(bId) : map.places.find((p) => p.id === bId)
  if (!a || !b) return null
  const dx = b.x - a.x
  const dy = b.y - a.y
  const len = Math.hypot(dx, dy)
  if (len === 0) return null
  const across: Pt = [dx / len, dy / len]
  const centres: [Pt, Pt] = [
    [a.x, a.y],
    [b.x, b.y],
  ]
  const cell = cellSize(map)
  const sa = shapeOf(map, a)
  const sb = shapeOf(map, b)
  if (sa === 'outline' && sb === 'outline') {
    const shared = sharedRun(placePolygon(map, a, cell)!, placePolygon(map, b, cell)!, cell * 1e-3)
    if (shared.length >= 2) return { path: shared, mid: alongPath(shared, 0.5), across, centres }
  }
  // Grids: the side is perpendicular to the line of centres, through its middle,
  // as long as a hexside (cell/√3) or a square side (cell).
  const side = sa === 'hex' && sb === 'hex' ? cell / SQRT3 : sa === 'square' && sb === 'square' ? cell : Math.min(len, cell) * 0.5
  const mid: Pt = [(a.x + b.x) / 2, (a.y + b.y) / 2]
  const nx = -across[1] * (side / 2)
  const ny = across[0] * (side / 2)
  return {
    path: [
      [mid[0] - nx, mid[1] - ny],
      [mid[0] + nx, mid[1] + ny],
    ],
    mid,
    across,
    centres,
  }
}

/** The contiguous run of a's outline vertices that b's outline also has: their common border. */
function sharedRun(a: readonly Pt[], b: readonly Pt[], eps: number): Pt[] {
  const has = a.map(([x, y]) => b.some(([u, v]) => Math.abs(u - x) <= eps && Math.abs(v - y) <= eps))
  const n = a.length
  if (!has.some(Boolean)) return []
  let start = has.findIndex((h, i) => h && !has[(i - 1 + n) % n])
  if (start < 0) start = 0
  const out: Pt[] = []
  for (let k = 0; k < n && has[(start + k) % n]; k++) out.push(a[(start + k) % n]!)
  return out
}

function alongPath(path: readonly Pt[], share: number): Pt {
  let total = 0
  for (let i = 1; i < path.length; i++) total += Math.hypot(path[i]![0] - path[i - 1]![0], path[i]![1] - path[i - 1]![1])
  let left = total * share
  for (let i = 1; i < path.length; i++) {
    const [x0, y0] = path[i - 1]!
    const [x1, y1] = path[i]!
    const d = Math.hypot(x1 - x0, y1 - y0)
    if (d >= left && d > 0) return [x0 + ((x1 - x0) * left) / d, y0 + ((y1 - y0) * left) / d]
    left -= d
  }
  return path[path.length - 1]!
}
