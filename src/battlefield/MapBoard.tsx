import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useApplication } from '@pixi/react'
import { Point, Rectangle, type Container, type FederatedPointerEvent, type Graphics, type TextStyle } from 'pixi.js'
import type { MapView, PlaceView } from '../engine/core/map.ts'
import type { Side } from '../engine/core/types.ts'
import type { CounterView } from '../engine/core/view.ts'
import { COLORS, hex, lighten } from './colors.ts'
import { DiceLayer, type DiceLayerProps } from './DiceLayer.tsx'
import { ICONS } from './icons.ts'
import type { BattlefieldLayout } from './layout.ts'
import { placeArrowLabels, textSize } from './labelPlacement.ts'
import { dashedPath, drawEdgeFeature, drawTerrainGlyph, edgeStyle, terrainFill, terrainGlyph, type EdgeStyle } from './mapArt.ts'
import { sharedTextStyle } from './pixiParts.ts'
import {
  cellSize,
  clampView,
  discRadius,
  edgeGeometry,
  fitMap,
  isZoomable,
  pan,
  pinchView,
  placeAt,
  placePolygon,
  stackOffsets,
  stepView,
  zoomAt,
  zoomLimits,
  type EdgeGeometry,
  type MapStep,
  type MapTransform,
  type Pt,
} from './mapLayout.ts'

export type Pin = 'chosen' | 'support'
const PIN_COLOR: Record<Pin, number> = { chosen: COLORS.pinChosen, support: COLORS.pinSupport }

export interface MapBoardProps {
  map: MapView
  /** Counters on the board: those in the field with `at` set to a place of the map. */
  counters: CounterView[]
  width: number
  height: number
  sideColors: Record<Side, string>
  /** Places to glow yellow: the legal choices. */
  highlight: ReadonlySet<string>
  /** Places of the counters a click may choose now (the attackers, then the enemies in reach): drawn with a rim, not made clickable. */
  reach?: ReadonlySet<string>
  /** Counters to glow (a decision's supports, a walkthrough step's units). */
  marked?: ReadonlySet<string>
  /** Counters drawn faded: they can neither act nor be acted on in the coming round. While some are, the others get a white frame. */
  dimmed?: ReadonlySet<string>
  /** A place lit (its name hovered in the log). */
  spot?: string | null
  /** The places' names shown on a grid map, as the log writes them. */
  names?: boolean
  /** Little squares on counters: red on those an answer chose, green on those that would support it. */
  pins?: ReadonlyMap<string, Pin>
  selected?: string | null
  /** Any place clicked (not only highlighted ones): the caller decides what a click means. */
  onPlaceClick?(id: string): void
  onPlaceHover?(id: string | null, x: number, y: number): void
  /** A counter under the pointer; over a closed stack, its top counter and the ids of the whole stack, top first. */
  onCounterHover?(id: string | null, x: number, y: number, stack?: readonly string[]): void
  onCounterClick?(id: string): void
  /** Where each counter stands on the canvas (its top left corner and size), after each fit, pan, zoom or move. */
  onLayout?(layout: BattlefieldLayout): void
  /** The map's current transform (map units to canvas pixels), after each fit, pan or zoom. */
  onTransform?(t: MapTransform): void
  /** A step asked by the keyboard or the map's buttons (zoom, pan, fit): applied once per new `seq`. */
  step?: { seq: number; step: MapStep }
  /** The last gesture's dice, drawn on their shooters' counters as on the zone board (DiceLayer's props but the layout). */
  dice?: Omit<DiceLayerProps, 'layout'>
}

const FONT = 'Arial, Helvetica, sans-serif'
const MARGIN = 14
/** Kept free below a region map: the names of its lowest places hang under them. */
const NAME_ROOM = 14
/** A press that moves less than this is a click, not a drag. */
const DRAG_SLOP = 4
const NEUTRAL_OWNER = 0x8c877a
const COUNTER_LABEL = 'mapcounter:'
/** A stack of this many counters or more no longer fans readably in its place: it is drawn closed, its top counter and its count, and a click spreads it. */
export const CLOSED_STACK = 4
/** A spread stack: counters a little apart, in rows of at most this many. */
const SPREAD_ROW = 5
const SPREAD_GAP = 1.18
// Dark text on a paper halo stays legible on every terrain colour.
// Shared styles: a stroked bitmap text gets a font of its own per TextStyle instance (pixiParts.ts).
const NAME_STYLE = sharedTextStyle({ fontFamily: FONT, fontSize: 11, fill: COLORS.ink, fontWeight: 'bold', stroke: { color: COLORS.paper, width: 3 } })
const GRID_NAME_STYLE = sharedTextStyle({ fontFamily: FONT, fontSize: 9, fill: COLORS.ink, stroke: { color: COLORS.paper, width: 2 } })
const MARK_STYLE = sharedTextStyle({ fontFamily: FONT, fontSize: 9, fill: 0x7a1f16, fontWeight: 'bold', stroke: { color: COLORS.paper, width: 3 } })

/** White words outlined in a side's colour: an arrow's, a flight's or a gun's reach's label. */
const sideLabelStyle = (color: number): TextStyle => sharedTextStyle({ fontFamily: FONT, fontSize: 10, fill: 0xffffff, fontWeight: 'bold', stroke: { color, width: 3 } })

const sameTransform = (a: MapTransform, b: MapTransform) => a.scale === b.scale && a.x === b.x && a.y === b.y

/** Screen points of a place's shape at scale s (the content container adds the pan offset). */
function tracePlace(g: Graphics, map: MapView, p: PlaceView, cell: number, s: number, inset = 0): Graphics {
  const poly = placePolygon(map, p, cell)
  if (!poly) return g.circle(p.x * s, p.y * s, Math.max(1, discRadius(cell) * s - inset))
  const pts: number[] = []
  for (const [x, y] of poly) {
    // Pulled toward the centre so a border stroke stays inside its own place and is not hidden by a neighbour's.
    const dx = (x - p.x) * s
    const dy = (y - p.y) * s
    const k = inset > 0 ? Math.max(0, 1 - inset / Math.max(1e-9, Math.hypot(dx, dy))) : 1
    pts.push(p.x * s + dx * k, p.y * s + dy * k)
  }
  return g.poly(pts)
}

function counterSize(map: MapView, cellPx: number): number {
  // Small enough that a fanned stack of three stays inside its hex; regions are roomier but need space for names.
  const k = map.grid === 'regions' ? cellPx * 0.34 : cellPx * 0.44
  return Math.round(Math.min(44, Math.max(14, k)))
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2)).toUpperCase()
}

/**
 * The board for rule systems on maps (hexes, squares, regions): terrain,
 * hexside features, legal choices in yellow, arrows, and counters stacked at
 * their places. A large map pans by dragging and zooms with the wheel;
 * geometry is drawn at the zoom's scale and only moved while panning.
 */
export function MapBoard(props: MapBoardProps) {
  const { map, counters, width, height, sideColors, highlight, selected, onCounterClick, marked, dimmed, dice, reach, pins, spot, names: showNames } = props
  const anyDimmed = !!dimmed && dimmed.size > 0
  const cell = useMemo(() => cellSize(map), [map])
  const fit = useMemo(() => fitMap(map, width, map.grid === 'regions' ? height - NAME_ROOM : height, MARGIN), [map, width, height])
  const zoomable = isZoomable(map)
  const limits = useMemo(() => zoomLimits(map, fit), [map, fit])
  // The player's pan and zoom, kept while the fitted view stays the same: a fresh view
  // object for the same map after each decision must not throw the player back to the overview.
  const [user, setUser] = useState<{ base: MapTransform; t: MapTransform } | null>(null)
  const t = zoomable && user && sameTransform(user.base, fit) ? user.t : fit
  const { onTransform } = props
  useEffect(() => onTransform?.(t), [t, onTransform])
  const s = t.scale
  const cellPx = cell * s
  const k = counterSize(map, cellPx)

  const places = useMemo(() => new Map(map.places.map((p) => [p.id, p])), [map])
  const root = useRef<Container>(null)
  const [mask, setMask] = useState<Graphics | null>(null)
  const hitArea = useMemo(() => new Rectangle(0, 0, width, height), [width, height])

  const drawBackground = useCallback(
    (g: Graphics) => {
      g.clear()
      g.rect(0, 0, width, height).fill({ color: COLORS.groundDark })
    },
    [width, height],
  )
  const drawMask = useCallback(
    (g: Graphics) => {
      g.clear()
      g.rect(0, 0, width, height).fill({ color: 0xffffff })
    },
    [width, height],
  )

  const drawTerrain = useCallback(
    (g: Graphics) => {
      g.clear()
      const glyphs = cellPx >= 36
      for (const p of map.places) {
        const fill = terrainFill(p.terrain, p.elevation)
        tracePlace(g, map, p, cell, s).fill({ color: fill }).stroke({ color: COLORS.ink, width: 1, alpha: 0.35 })
        if (glyphs) drawTerrainGlyph(g, terrainGlyph(p.terrain), p.x * s, p.y * s - Math.min(cellPx * 0.26, 40), Math.min(cellPx * 0.4, 36), fill)
      }
      // Owners after every fill, so no neighbour paints over a border.
      const bw = Math.min(4, Math.max(2, cellPx * 0.06))
      for (const p of map.places) {
        if (!p.owner) continue
        const color = p.owner === 'neutral' ? NEUTRAL_OWNER : hex(sideColors[p.owner])
        tracePlace(g, map, p, cell, s, bw / 2 + 0.5).stroke({ color, width: bw, alpha: 0.9 })
      }
    },
    [map, cell, s, cellPx, sideColors],
  )

  const drawEdges = useCallback(
    (g: Graphics) => {
      g.clear()
      const items: { style: EdgeStyle; e: EdgeGeometry; downhill: number }[] = []
      for (const edge of map.edges) {
        if (!edge.features.length) continue
        const geo = edgeGeometry(map, edge.a, edge.b, places)
        if (!geo) continue
        const scr = (p: Pt): Pt => [p[0] * s, p[1] * s]
        const e: EdgeGeometry = { path: geo.path.map(scr), mid: scr(geo.mid), across: geo.across, centres: [scr(geo.centres[0]), scr(geo.centres[1])] }
        const ea = places.get(edge.a)?.elevation ?? 0
        const eb = places.get(edge.b)?.elevation ?? 0
        for (const f of edge.features) items.push({ style: edgeStyle(f), e, downhill: Math.sign(ea - eb) })
      }
      items.sort((x, y) => x.style.layer - y.style.layer)
      for (const it of items) drawEdgeFeature(g, it.style, it.e, cellPx, it.downhill)
    },
    [map, places, s, cellPx],
  )

  const drawOverlay = useCallback(
    (g: Graphics) => {
      g.clear()
      for (const id of highlight) {
        const p = places.get(id)
        if (!p) continue
        tracePlace(g, map, p, cell, s).fill({ color: COLORS.highlight, alpha: 0.3 })
        // A wide faint stroke under a firm one reads as a glow without animating.
        tracePlace(g, map, p, cell, s, 1.5).stroke({ color: COLORS.highlight, width: 7, alpha: 0.35 })
        tracePlace(g, map, p, cell, s, 1.5).stroke({ color: COLORS.highlight, width: 2.5 })
      }
      for (const id of map.focus ?? []) {
        const p = places.get(id)
        // Inside the yellow rim, so a focus place that is also a legal choice shows both.
        if (p) tracePlace(g, map, p, cell, s, highlight.has(id) ? 6 : 1.5).stroke({ color: COLORS.arrow, width: Math.max(3, Math.min(5, cellPx * 0.08)) })
      }
      // Places of the counters a click may choose now: a rim only; clicks still go to the counters.
      for (const id of reach ?? []) {
        const p = places.get(id)
        if (p && !highlight.has(id)) tracePlace(g, map, p, cell, s, 1.5).stroke({ color: COLORS.highlight, width: 2.5, alpha: 0.9 })
      }
      const lit = spot ? places.get(spot) : undefined
      if (lit) {
        tracePlace(g, map, lit, cell, s).fill({ color: COLORS.spot, alpha: 0.25 })
        tracePlace(g, map, lit, cell, s, 2.5).stroke({ color: COLORS.spot, width: 4 })
      }
      const sel = selected ? places.get(selected) : undefined
      if (sel) {
        tracePlace(g, map, sel, cell, s, 2).stroke({ color: COLORS.ink, width: 5 })
        tracePlace(g, map, sel, cell, s, 2).stroke({ color: COLORS.paper, width: 2.5 })
      }
    },
    [map, places, cell, s, cellPx, highlight, selected, reach, spot],
  )

  const arrows = useMemo(() => {
    const out: { from: Pt; to: Pt; color: number; label: string; style: TextStyle }[] = []
    for (const a of map.arrows ?? []) {
      const p = places.get(a.from)
      const q = places.get(a.to)
      if (!p || !q) continue
      const dx = (q.x - p.x) * s
      const dy = (q.y - p.y) * s
      const len = Math.hypot(dx, dy)
      if (len < 1) continue
      // Stop short of both centres so the arrow does not hide the counters it is about.
      const cut = Math.min(k * 0.6, len * 0.25)
      const ux = dx / len
      const uy = dy / len
      const from: Pt = [p.x * s + ux * cut, p.y * s + uy * cut]
      const to: Pt = [q.x * s - ux * cut, q.y * s - uy * cut]
      const color = hex(sideColors[a.side])
      const style = sideLabelStyle(color)
      out.push({ from, to, color, label: a.label, style })
    }
    return out
  }, [map, places, s, k, sideColors])

  const drawArrows = useCallback(
    (g: Graphics) => {
      g.clear()
      const w = Math.max(3, Math.min(7, cellPx * 0.08))
      const head = w * 3
      for (const a of arrows) {
        const [x0, y0] = a.from
        const [x1, y1] = a.to
        const len = Math.hypot(x1 - x0, y1 - y0)
        const ux = (x1 - x0) / len
        const uy = (y1 - y0) / len
        const bx = x1 - ux * head
        const by = y1 - uy * head
        g.moveTo(x0, y0).lineTo(bx, by).stroke({ color: COLORS.ink, width: w + 2, cap: 'round' })
        g.moveTo(x0, y0).lineTo(bx, by).stroke({ color: a.color, width: w, cap: 'round' })
        g.poly([x1, y1, bx - uy * head * 0.6, by + ux * head * 0.6, bx + uy * head * 0.6, by - ux * head * 0.6])
          .fill({ color: a.color })
          .stroke({ color: COLORS.ink, width: 1 })
      }
    },
    [arrows, cellPx],
  )

  // A gun's reach: tinted, with a dashed rim in its side's colour.
  const drawAreas = useCallback(
    (g: Graphics) => {
      g.clear()
      for (const a of map.areas ?? []) {
        const color = hex(sideColors[a.side])
        const pts = a.outline.map(([x, y]): Pt => [x * s, y * s])
        g.poly(pts.flat()).fill({ color, alpha: 0.12 })
        dashedPath(g, [...pts, pts[0]!], 8, 5)
        g.stroke({ color, width: 2, alpha: 0.9 })
      }
    },
    [map, s, sideColors],
  )
  // Flights: a line in the side's colour over the squares crossed, dashed while only ordered, with a head at the battle.
  const drawRoutes = useCallback(
    (g: Graphics) => {
      g.clear()
      const w = Math.max(2, Math.min(4, cellPx * 0.05))
      for (const r of map.routes ?? []) {
        const color = hex(sideColors[r.side])
        const pts = r.points.map(([x, y]): Pt => [x * s, y * s])
        if (pts.length < 2) continue
        if (r.planned) dashedPath(g, pts, 9, 6)
        else {
          g.moveTo(...pts[0]!)
          for (const p of pts.slice(1)) g.lineTo(...p)
        }
        g.stroke({ color: COLORS.ink, width: w + 2, alpha: 0.5 }).stroke({ color, width: w })
        for (const p of pts.slice(0, -1)) g.circle(p[0], p[1], w * 1.2).fill({ color }).stroke({ color: COLORS.ink, width: 1 })
        const [x1, y1] = pts.at(-1)!
        const [x0, y0] = pts.at(-2)!
        const len = Math.hypot(x1 - x0, y1 - y0) || 1
        const ux = (x1 - x0) / len
        const uy = (y1 - y0) / len
        const head = w * 3.5
        // The head stops short of the square's centre, where the stack stands.
        const tx = x1 - ux * Math.min(k * 0.7, len * 0.4)
        const ty = y1 - uy * Math.min(k * 0.7, len * 0.4)
        g.poly([tx, ty, tx - ux * head - uy * head * 0.6, ty - uy * head + ux * head * 0.6, tx - ux * head + uy * head * 0.6, ty - uy * head - ux * head * 0.6])
          .fill({ color })
          .stroke({ color: COLORS.ink, width: 1 })
      }
    },
    [map, s, cellPx, k, sideColors],
  )
  // Each route's and area's words where they start: which flight, whose reach.
  const routeLabels = useMemo(() => {
    const out: { key: string; text: string; x: number; y: number; anchor: { x: number; y: number }; style: TextStyle }[] = []
    ;(map.areas ?? []).forEach((a, i) => {
      const color = hex(sideColors[a.side])
      const x = Math.min(...a.outline.map((p) => p[0])) * s
      const y = Math.max(...a.outline.map((p) => p[1])) * s
      out.push({ key: `a${i}`, text: a.label, x: x + 4, y: y - 3, anchor: { x: 0, y: 1 }, style: sideLabelStyle(color) })
    })
    const seen = new Map<string, number>()
    ;(map.routes ?? []).forEach((r, i) => {
      if (r.points.length < 2) return
      // Routes along the same squares (flown and still planned from one airfield) write their words above, then below the line.
      const key = JSON.stringify(r.points)
      const nth = seen.get(key) ?? 0
      seen.set(key, nth + 1)
      // Over the middle leg, clear of the stacks at both ends.
      const mid = Math.floor((r.points.length - 1) / 2)
      const [[xa, ya], [xb, yb]] = [r.points[mid]!, r.points[mid + 1]!]
      const color = hex(sideColors[r.side])
      out.push({ key: `r${i}`, text: r.label, x: ((xa + xb) / 2) * s, y: ((ya + yb) / 2) * s + (nth % 2 ? 6 : -6), anchor: { x: 0.5, y: nth % 2 ? 0 : 1 }, style: sideLabelStyle(color) })
    })
    return out
  }, [map, s, sideColors])

  const stacks = useMemo(() => {
    const m = new Map<string, CounterView[]>()
    for (const c of counters) {
      if (c.place !== 'field' || !c.at || !places.has(c.at)) continue
      const list = m.get(c.at)
      if (list) list.push(c)
      else m.set(c.at, [c])
    }
    return m
  }, [counters, places])
  // The stack spread by a click (VASSAL's way): closed again by a click elsewhere, Escape, or when it is no longer a closed stack.
  const [spreadAt, setSpreadAt] = useState<string | null>(null)
  const spread = spreadAt && (stacks.get(spreadAt)?.length ?? 0) >= CLOSED_STACK ? spreadAt : null
  useEffect(() => {
    if (!spread) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setSpreadAt(null)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [spread])
  // Where each counter's centre stands in the board's content coordinates: fanned in its place, under its closed stack's top, or in the spread.
  const spots = useMemo(() => {
    const out = new Map<string, Pt>()
    for (const [at, list] of stacks) {
      const p = places.get(at)!
      const cx = p.x * s
      const cy = p.y * s
      if (list.length < CLOSED_STACK) {
        const offs = stackOffsets(list.length, k)
        list.forEach((c, i) => out.set(c.id, [cx + offs[i]![0], cy + offs[i]![1]]))
      } else if (at !== spread) {
        for (const c of list) out.set(c.id, [cx, cy])
      } else {
        const cols = Math.min(SPREAD_ROW, list.length)
        const rows = Math.ceil(list.length / cols)
        const gap = k * SPREAD_GAP
        // Kept on the board: the block is moved in from an edge it would cross.
        const halfW = ((cols - 1) * gap) / 2 + k / 2 + 6
        const halfH = ((rows - 1) * gap) / 2 + k / 2 + 6
        const mx = Math.min(Math.max(cx, halfW - t.x), width - halfW - t.x)
        const my = Math.min(Math.max(cy, halfH - t.y), height - halfH - t.y)
        list.forEach((c, i) => out.set(c.id, [mx - ((cols - 1) * gap) / 2 + (i % cols) * gap, my - ((rows - 1) * gap) / 2 + Math.floor(i / cols) * gap]))
      }
    }
    return out
  }, [stacks, places, k, s, spread, t.x, t.y, width, height])
  // Where each counter stands in the board's content coordinates, as the dice layer reads a zone board's layout.
  const diceLayout = useMemo((): BattlefieldLayout => {
    const out: BattlefieldLayout['places'] = [...spots].map(([id, [x, y]]) => ({ id, x: x - k / 2, y: y - k / 2 }))
    return { width, height, counterW: k, counterH: k, places: out, bands: [], centre: { x: 0, w: 0 } }
  }, [spots, k, width, height])
  const { onLayout } = props
  useEffect(() => onLayout?.({ ...diceLayout, places: diceLayout.places.map((p) => ({ ...p, x: p.x + t.x, y: p.y + t.y })) }), [diceLayout, t, onLayout])

  // Names on region maps, and marks once cells are big enough to read them: only places that have something to say.
  const labels = useMemo(() => {
    const names = map.grid === 'regions'
    const marks = cellPx >= 28
    const out: { key: string; text: string; x: number; y: number; anchor: { x: number; y: number }; style: TextStyle }[] = []
    for (const p of map.places) {
      const x = p.x * s
      const y = p.y * s
      // Clear of a disc's rim, or of the stack sitting on the centre (it fans by as much up as down).
      const n = stacks.get(p.id)?.length ?? 0
      // A closed stack rises by the edges of the counters under its top one.
      const fan = n >= CLOSED_STACK ? k / 2 + 3 * Math.max(2, k * 0.07) + 1 : n ? Math.abs(stackOffsets(n, k)[0]![1]) + k / 2 + 1 : 0
      const r = names && !placePolygon(map, p, cell) ? Math.max(discRadius(cell) * s, fan) : Math.max(fan, k * 0.3)
      if (names) out.push({ key: `n:${p.id}`, text: p.name, x, y: y + r + 2, anchor: { x: 0.5, y: 0 }, style: NAME_STYLE })
      // A grid map's names on demand, at the top of each cell where a counter leaves them room.
      else if (showNames) out.push({ key: `n:${p.id}`, text: p.name, x, y: y - cellPx * 0.47, anchor: { x: 0.5, y: 0 }, style: GRID_NAME_STYLE })
      if (marks && p.marks?.length) {
        out.push({ key: `m:${p.id}`, text: p.marks.join(' · '), x, y: names ? y - r - 2 : y - cellPx * 0.3, anchor: { x: 0.5, y: names ? 1 : 0.5 }, style: MARK_STYLE })
      }
    }
    return out
  }, [map, cell, s, cellPx, k, stacks, showNames])

  // Each arrow's label beside its shaft, clear of the places' names and of the other labels.
  const arrowLabelAt = useMemo(() => {
    const taken = labels.map((l) => {
      const size = textSize(l.text, Number(l.style.fontSize ?? 10))
      return { x: l.x - size.w * l.anchor.x, y: l.y - size.h * l.anchor.y, ...size }
    })
    const labelled = arrows.filter((a) => a.label)
    const at = placeArrowLabels(labelled.map((a) => ({ from: a.from, to: a.to, size: textSize(a.label, 10) })), taken)
    return new Map(labelled.map((a, i) => [a, at[i]!]))
  }, [arrows, labels])

  // Latest props and view for the pointer handlers, which Pixi keeps between renders.
  const live = useRef({ t, props, zoomable, stacks, spread })
  useEffect(() => {
    live.current = { t, props, zoomable, stacks, spread }
  })
  const hovered = useRef<string | null>(null)
  const drag = useRef<{ x: number; y: number; t: MapTransform; moved: boolean } | null>(null)
  // Pointers down on the board (touch), by id: two of them pinch.
  const pointers = useRef(new Map<number, Pt>())
  const pinch = useRef<{ from: [Pt, Pt]; t: MapTransform } | null>(null)
  const twoPointers = (): [Pt, Pt] => {
    const [a, b] = [...pointers.current.values()]
    return [a!, b!]
  }

  const { step } = props
  const lastStep = useRef(step?.seq ?? 0)
  useEffect(() => {
    if (!step || step.seq === lastStep.current) return
    lastStep.current = step.seq
    if (!zoomable) return
    setUser((u) => {
      const cur = u && sameTransform(u.base, fit) ? u.t : fit
      const next = stepView(cur, step.step, width, height, limits)
      return next ? { base: fit, t: clampView(map, next, width, height, MARGIN) } : null
    })
  }, [step, zoomable, fit, limits, map, width, height])

  const restCursor = useCallback((id: string | null) => {
    const r = root.current
    if (!r) return
    r.cursor = id && live.current.props.highlight.has(id) ? 'pointer' : live.current.zoomable ? 'grab' : 'default'
  }, [])

  const counterOf = (target: unknown): string | null => {
    for (let o = target as Container | null; o && o !== root.current; o = o.parent) {
      if (o.label?.startsWith(COUNTER_LABEL)) return o.label.slice(COUNTER_LABEL.length)
    }
    return null
  }

  const setHover = (id: string | null, x: number, y: number) => {
    if (hovered.current === id) return
    hovered.current = id
    restCursor(id)
    live.current.props.onPlaceHover?.(id, x, y)
  }

  const onPointerDown = (e: FederatedPointerEvent) => {
    if (e.button > 0 || !root.current) return
    const p = e.getLocalPosition(root.current)
    pointers.current.set(e.pointerId, [p.x, p.y])
    if (pointers.current.size === 2 && live.current.zoomable) {
      // A second finger: the drag becomes a pinch, and no click follows.
      pinch.current = { from: twoPointers(), t: live.current.t }
      drag.current = null
      setHover(null, 0, 0)
      return
    }
    drag.current = { x: p.x, y: p.y, t: live.current.t, moved: false }
  }

  const onGlobalPointerMove = (e: FederatedPointerEvent) => {
    if (!root.current) return
    const p = e.getLocalPosition(root.current)
    if (pointers.current.has(e.pointerId)) pointers.current.set(e.pointerId, [p.x, p.y])
    const pc = pinch.current
    if (pc && pointers.current.size === 2) {
      setUser({ base: fit, t: clampView(map, pinchView(pc.t, pc.from, twoPointers(), limits), width, height, MARGIN) })
      return
    }
    const d = drag.current
    if (!d || !live.current.zoomable) return
    const dx = p.x - d.x
    const dy = p.y - d.y
    if (!d.moved && Math.hypot(dx, dy) < DRAG_SLOP) return
    if (!d.moved) setHover(null, 0, 0)
    d.moved = true
    root.current.cursor = 'grabbing'
    setUser({ base: fit, t: clampView(map, pan(d.t, dx, dy), width, height, MARGIN) })
  }

  const onPointerMove = (e: FederatedPointerEvent) => {
    if (drag.current?.moved || !root.current) return
    // Over a counter its own tooltip shows, not the place's.
    if (counterOf(e.target)) return setHover(null, 0, 0)
    const p = e.getLocalPosition(root.current)
    setHover(placeAt(map, live.current.t, p.x, p.y), e.global.x, e.global.y)
  }

  const onPointerUp = (e: FederatedPointerEvent) => {
    pointers.current.delete(e.pointerId)
    if (pinch.current) {
      // The pinch ends when the first finger lifts; the other one lifting later is no click.
      if (pointers.current.size === 0) pinch.current = null
      drag.current = null
      return
    }
    const d = drag.current
    drag.current = null
    if (!d || !root.current) return
    if (d.moved) return restCursor(hovered.current)
    const { props: now, stacks: nowStacks, spread: open } = live.current
    const cid = counterOf(e.target)
    if (cid) {
      const at = now.counters.find((c) => c.id === cid)?.at
      if (at && at !== open && (nowStacks.get(at)?.length ?? 0) >= CLOSED_STACK) {
        // A closed stack stands for its place where the place is a legal choice; elsewhere a click spreads it.
        if (now.highlight.has(at)) now.onPlaceClick?.(at)
        else setSpreadAt(at)
        return
      }
      // A counter on a legal choice stands for its place: players click the enemy stack they attack.
      if (at && (now.highlight.has(at) || !now.onCounterClick)) now.onPlaceClick?.(at)
      else now.onCounterClick?.(cid)
      return
    }
    const p = e.getLocalPosition(root.current)
    const id = placeAt(map, live.current.t, p.x, p.y)
    // A click off a spread stack closes it; on a legal choice it also counts, so no second click is needed.
    if (open) setSpreadAt(null)
    if (id && (!open || now.highlight.has(id))) now.onPlaceClick?.(id)
  }

  const onPointerUpOutside = (e: FederatedPointerEvent) => {
    pointers.current.delete(e.pointerId)
    if (pointers.current.size === 0) pinch.current = null
    drag.current = null
    restCursor(hovered.current)
  }

  // The wheel is handled on the canvas itself: Pixi listens passively, so it could not keep the page from scrolling.
  const { app, isInitialised } = useApplication()
  useEffect(() => {
    if (!isInitialised || !zoomable) return
    const canvas = app.canvas
    const onWheel = (ev: WheelEvent) => {
      const r = root.current
      if (!r) return
      const pt = new Point()
      app.renderer.events.mapPositionToPoint(pt, ev.clientX, ev.clientY)
      const local = r.toLocal(pt)
      if (local.x < 0 || local.y < 0 || local.x > width || local.y > height) return
      ev.preventDefault()
      const delta = ev.deltaMode === 1 ? ev.deltaY * 16 : ev.deltaMode === 2 ? ev.deltaY * height : ev.deltaY
      const factor = Math.exp(-delta * 0.0015)
      setUser((u) => {
        const cur = u && sameTransform(u.base, fit) ? u.t : fit
        return { base: fit, t: clampView(map, zoomAt(cur, factor, local.x, local.y, limits), width, height, MARGIN) }
      })
    }
    canvas.addEventListener('wheel', onWheel, { passive: false })
    return () => canvas.removeEventListener('wheel', onWheel)
  }, [app, isInitialised, zoomable, fit, limits, map, width, height])

  useEffect(() => restCursor(hovered.current), [zoomable, highlight, restCursor])

  const hoverCounter = useCallback((id: string | null, x: number, y: number) => {
    const { props: now, stacks: nowStacks, spread: open } = live.current
    const at = id ? now.counters.find((c) => c.id === id)?.at : undefined
    const list = at && at !== open ? nowStacks.get(at) : undefined
    now.onCounterHover?.(id, x, y, list && list.length >= CLOSED_STACK ? list.map((c) => c.id) : undefined)
  }, [])
  const drawSpreadBack = useCallback(
    (g: Graphics) => {
      g.clear()
      const list = spread ? stacks.get(spread) : undefined
      if (!list) return
      const pts = list.map((c) => spots.get(c.id)!)
      const pad = k * 0.5 + 6
      const x0 = Math.min(...pts.map((q) => q[0])) - pad
      const y0 = Math.min(...pts.map((q) => q[1])) - pad
      const x1 = Math.max(...pts.map((q) => q[0])) + pad
      const y1 = Math.max(...pts.map((q) => q[1])) + pad
      const p = places.get(spread!)!
      // A line back to the place the stack stands on, then the tray the counters are laid out on.
      g.moveTo(p.x * s, p.y * s).lineTo((x0 + x1) / 2, (y0 + y1) / 2).stroke({ color: COLORS.ink, width: 2, alpha: 0.6 })
      g.circle(p.x * s, p.y * s, 4).fill({ color: COLORS.ink })
      g.roundRect(x0, y0, x1 - x0, y1 - y0, 8).fill({ color: COLORS.paper, alpha: 0.92 }).stroke({ color: COLORS.ink, width: 1.5 })
    },
    [spread, stacks, spots, k, places, s],
  )
  const clickable = !!onCounterClick

  return (
    <pixiContainer
      ref={root}
      label="map-board"
      eventMode="static"
      hitArea={hitArea}
      onPointerDown={onPointerDown}
      onGlobalPointerMove={onGlobalPointerMove}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerUpOutside={onPointerUpOutside}
      onPointerLeave={() => setHover(null, 0, 0)}
    >
      <pixiGraphics draw={drawBackground} eventMode="none" />
      <pixiGraphics ref={setMask} draw={drawMask} eventMode="none" />
      <pixiContainer x={t.x} y={t.y} mask={mask}>
        <pixiGraphics draw={drawTerrain} eventMode="none" />
        {/* Rivers and roads over the yellow of legal choices, so a choice never hides what lies on its sides. */}
        <pixiGraphics draw={drawOverlay} eventMode="none" />
        <pixiGraphics draw={drawAreas} eventMode="none" label="map-areas" />
        <pixiGraphics draw={drawEdges} eventMode="none" />
        {labels.map((l) => (
          <pixiBitmapText key={l.key} text={l.text} x={l.x} y={l.y} anchor={l.anchor} style={l.style} eventMode="none" />
        ))}
        <pixiGraphics draw={drawRoutes} eventMode="none" label="map-routes" />
        {routeLabels.map((l) => (
          <pixiBitmapText key={l.key} text={l.text} x={l.x} y={l.y} anchor={l.anchor} style={l.style} eventMode="none" />
        ))}
        <pixiGraphics draw={drawArrows} eventMode="none" />
        {arrows.map((a, i) =>
          a.label ? (
            <pixiBitmapText
              key={i}
              text={a.label}
              x={arrowLabelAt.get(a)![0]}
              y={arrowLabelAt.get(a)![1]}
              anchor={0.5}
              eventMode="none"
              style={a.style}
            />
          ) : null,
        )}
        {/* The spread stack last, over every other counter. */}
        {[...stacks].sort(([a], [b]) => Number(a === spread) - Number(b === spread)).flatMap(([at, list]) => {
          const closed = list.length >= CLOSED_STACK && at !== spread
          // Of a closed stack only its top counter is drawn, with the stack's count.
          const shown = closed ? list.slice(0, 1) : list
          const tray = at === spread ? [<pixiGraphics key={`tray:${at}`} draw={drawSpreadBack} eventMode="none" />] : []
          return [...tray, ...shown.map((c) => (
            <MapCounter
              key={c.id}
              view={c}
              color={sideColors[c.side]}
              x={spots.get(c.id)![0]}
              y={spots.get(c.id)![1]}
              count={closed ? list.length : 0}
              size={k}
              glow={marked?.has(c.id) ?? false}
              // A counter the answer chose or that would support it takes part, whatever it may do alone.
              faded={(dimmed?.has(c.id) ?? false) && !pins?.has(c.id)}
              able={anyDimmed && (!dimmed!.has(c.id) || !!pins?.has(c.id))}
              pin={pins?.get(c.id) ?? null}
              cursor={highlight.has(at) || clickable ? 'pointer' : 'help'}
              onHover={hoverCounter}
            />
          ))]
        })}
        {dice && <DiceLayer {...dice} layout={diceLayout} />}
      </pixiContainer>
    </pixiContainer>
  )
}

interface CounterProps {
  view: CounterView
  color: string
  /** Centre of the counter, in the board's content coordinates. */
  x: number
  y: number
  size: number
  /** Marked by the caller: a yellow ring round the counter. */
  glow: boolean
  /** Can neither act nor be acted on now: drawn faded. */
  faded: boolean
  /** Can act or be acted on while others cannot: a white frame. */
  able: boolean
  pin: Pin | null
  /** A closed stack's count, drawn on its top counter (0: a counter alone). */
  count: number
  cursor: string
  onHover(id: string | null, x: number, y: number): void
}

/**
 * A compact counter for map cells, where the zone board's full counter
 * (values, morale, gauge) would not fit: a side-coloured square with the
 * unit's icon, or its initials, over its strength.
 */
function MapCounterImpl({ view: v, color, x, y, size: k, glow, faded, able, pin, count, cursor, onHover }: CounterProps) {
  const face = hex(color)
  const drawBody = useCallback(
    (g: Graphics) => {
      g.clear()
      const h = k / 2
      if (glow) {
        g.roundRect(-h - 4, -h - 4, k + 8, k + 8, k * 0.2).stroke({ color: COLORS.highlight, width: 6, alpha: 0.35 })
        g.roundRect(-h - 3, -h - 3, k + 6, k + 6, k * 0.18).stroke({ color: COLORS.highlight, width: 2.5 })
      }
      // A closed stack: the edges of the counters under the top one.
      for (let i = Math.min(3, count - 1); i > 0 && count > 1; i--) {
        const d = i * Math.max(2, k * 0.07)
        g.roundRect(-h + d, -h - d, k, k, k * 0.12).fill({ color: lighten(face, 0.3) }).stroke({ color: COLORS.ink, width: 1 })
      }
      g.roundRect(-h + 1, -h + 1.5, k, k, k * 0.12).fill({ color: 0x000000, alpha: 0.35 })
      if (able) {
        const f = Math.max(2.5, k * 0.09)
        g.roundRect(-h - f, -h - f, k + 2 * f, k + 2 * f, k * 0.16).fill({ color: 0xffffff })
      }
      g.roundRect(-h, -h, k, k, k * 0.12).fill({ color: lighten(face, 0.55) }).stroke({ color: COLORS.ink, width: 1 })
      g.rect(-h + 0.5, k * 0.12, k - 1, h - k * 0.12 - 0.5).fill({ color: face })
      // The grey line across the counter (a victorious unit), over its upper half so the value stays readable.
      if (v.stripe) g.rect(-h + 1, -k * 0.08, k - 2, Math.max(2, k * 0.1)).fill({ color: COLORS.stripe })
      if (pin) {
        const r = Math.max(4, Math.round(k * 0.2))
        g.rect(-h - 2, -h - 2, r, r).fill({ color: PIN_COLOR[pin] }).stroke({ color: COLORS.ink, width: 1 })
      }
      // The medal of an elite unit on the corner, big enough to see on a small counter.
      if (v.elite) {
        const r = Math.max(3, k * 0.15)
        g.circle(h - r * 0.6, -h + r * 0.6, r).fill({ color: COLORS.medal }).stroke({ color: COLORS.ink, width: 1 })
      }
    },
    [k, face, v.elite, v.stripe, glow, able, pin, count],
  )
  const svg = ICONS[v.icon]
  const drawIcon = useCallback(
    (g: Graphics) => {
      g.clear()
      if (svg) g.svg(`<svg viewBox="0 0 40 26">${svg}</svg>`)
    },
    [svg],
  )
  // The count of a closed stack in a dark disc on its lower right corner.
  const drawBadge = useCallback(
    (g: Graphics) => {
      g.clear()
      g.circle(k / 2, k / 2, Math.max(7, k * 0.24)).fill({ color: COLORS.ink }).stroke({ color: 0xffffff, width: 1.5 })
    },
    [k],
  )
  const iconScale = Math.min((k * 0.78) / 40, (k * 0.5) / 26)
  const top = -k / 2 + (k * 0.62 - 26 * iconScale) / 2
  const value = v.leader ? String(v.leader.combat) : String(v.strength)
  // The whole square is the target: its children are not hit-tested (interactiveChildren off), so clicks report the counter.
  const hitArea = useMemo(() => new Rectangle(-k / 2, -k / 2, k, k), [k])
  return (
    <pixiContainer
      x={x}
      y={y}
      eventMode="static"
      interactiveChildren={false}
      hitArea={hitArea}
      cursor={cursor}
      alpha={faded ? 0.45 : 1}
      label={`${COUNTER_LABEL}${v.id}`}
      onPointerOver={(e: FederatedPointerEvent) => onHover(v.id, e.global.x, e.global.y)}
      onPointerOut={() => onHover(null, 0, 0)}
    >
      <pixiGraphics draw={drawBody} />
      {svg ? (
        <pixiGraphics draw={drawIcon} x={-20 * iconScale} y={top} scale={iconScale} />
      ) : (
        <pixiBitmapText
          text={initials(v.name)}
          x={0}
          y={-k * 0.19}
          anchor={0.5}
          style={{ fontFamily: FONT, fontSize: Math.max(7, Math.round(k * 0.3)), fill: COLORS.ink, fontWeight: 'bold' }}
        />
      )}
      {count > 1 && (
        <>
          <pixiGraphics draw={drawBadge} />
          <pixiBitmapText text={String(count)} x={k / 2} y={k * 0.5} anchor={0.5} style={{ fontFamily: FONT, fontSize: Math.max(9, Math.round(k * 0.3)), fill: 0xffffff, fontWeight: 'bold' }} />
        </>
      )}
      <pixiBitmapText
        text={value}
        x={0}
        y={k * 0.31}
        anchor={0.5}
        style={{ fontFamily: FONT, fontSize: Math.max(7, Math.round(k * 0.32)), fill: 0xffffff, fontWeight: 'bold' }}
      />
    </pixiContainer>
  )
}

/** Re-drawn only when its own view, place or size changes, not when the pointer moves. */
const MapCounter = memo(MapCounterImpl)
