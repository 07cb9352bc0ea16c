import type { Side } from './types.ts'

/**
 * A map as the window draws it, for any rule system: places (a grand region,
 * an axis area, a hex or a square) and the edges between them. Positions are
 * in map units; the board fits the map to the window and pans and zooms when
 * it is larger.
 */

/** Where a place sits on a grid, when the map has one. Hexes use axial coordinates (q, r), pointy-top. */
export type GridCoord = { kind: 'hex'; q: number; r: number } | { kind: 'square'; x: number; y: number }

export interface PlaceView {
  id: string
  name: string
  /** Centre, in map units. */
  x: number
  y: number
  /** Terrain key; the board shades by it and shows it in the tooltip. */
  terrain: string
  /** Levels above the lowest ground (0 when the map is flat). */
  elevation?: number
  grid?: GridCoord
  /** Most counters the place may hold (for a side), when the rules limit it. */
  stacking?: number
  /** Who holds the place, for its colour. */
  owner?: Side | 'neutral'
  /** A region drawn as a shape: its outline in map units. Grid places need none. */
  outline?: [number, number][]
  /** Short marks shown on the place (a fortification, an objective, "battle here"). */
  marks?: string[]
}

export interface EdgeView {
  a: string
  b: string
  /** Hexside or border features: river, stream, bridge, slope, road … (empty: a plain connection). */
  features: string[]
}

export interface MapView {
  grid: 'hex' | 'square' | 'regions'
  /** Hexes and squares: the distance between neighbouring centres, in map units. */
  cell?: number
  places: PlaceView[]
  edges: EdgeView[]
  /** Places drawn brighter: the battle's own region, the combat hex. */
  focus?: string[]
  /** Arrows drawn on the map: automatic retreats, advances, breakthroughs. */
  arrows?: { from: string; to: string; side: Side; label: string }[]
  /**
   * Routes in map units, which may cross ground the map leaves out: a flight
   * from its airfield to the battle. Planned ones are drawn dashed.
   */
  routes?: { points: [number, number][]; side: Side; label: string; planned: boolean }[]
  /** Areas in map units, drawn as a tinted outline: the reach of a side's guns. */
  areas?: { outline: [number, number][]; side: Side; label: string }[]
}
