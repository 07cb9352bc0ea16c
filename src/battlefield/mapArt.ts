import type { Graphics } from 'pixi.js'
import type { EdgeGeometry, Pt } from './mapLayout.ts'

/**
 * The map board's own art, all drawn in code: terrain colours, small terrain
 * glyphs, and the styles of hexside and border features.
 */

// Muted, paper-map colours, so side-coloured counters and the yellow of legal choices stand out on any of them.
const TERRAIN: Record<string, number> = {
  clear: 0xd4cf98,
  open: 0xd4cf98,
  plain: 0xd4cf98,
  grass: 0xc7d08c,
  fields: 0xd9cc8a,
  farmland: 0xd9cc8a,
  woods: 0x5f8a45,
  forest: 0x4a7538,
  jungle: 0x3f6e3a,
  coppice: 0x86a45c,
  scrub: 0x9fae6c,
  brush: 0x9fae6c,
  orchard: 0x9dbb64,
  vineyard: 0xa7ad62,
  village: 0xc9ab86,
  town: 0xb8977a,
  city: 0xa58a78,
  urban: 0xa58a78,
  marsh: 0x8fae98,
  swamp: 0x7d9f8a,
  rough: 0xb4a577,
  broken: 0xb4a577,
  hill: 0xc2a56a,
  hills: 0xc2a56a,
  mountain: 0x9a7f60,
  mountains: 0x9a7f60,
  desert: 0xe6d49d,
  sand: 0xe8d9a4,
  dunes: 0xe0cc8e,
  road: 0xd8c497,
  sea: 0x5e8fbd,
  ocean: 0x4f80b0,
  water: 0x6c9bc8,
  lake: 0x6c9bc8,
  river: 0x77a5d0,
  beach: 0xe9dcae,
  snow: 0xeef0f0,
  steppe: 0xd1c489,
}

/** Any terrain the palette does not know still draws, in a plain ground tone. */
export const NEUTRAL_TERRAIN = 0xbdb491

// Higher ground reads darker, as on contour-shaded wargame maps; the cap keeps counters legible on top.
const ELEVATION_STEP = 0.1
const ELEVATION_CAP = 0.45
const HIGH_GROUND = 0x3b2c1a

function baseColor(terrain: string): number {
  const key = terrain.trim().toLowerCase()
  const exact = TERRAIN[key]
  if (exact !== undefined) return exact
  // "light woods", "woods-hills", "Orchards": the first word the palette knows, singular or plural.
  for (const word of key.split(/[^a-z]+/)) {
    if (!word) continue
    const c = TERRAIN[word] ?? TERRAIN[word.replace(/s$/, '')]
    if (c !== undefined) return c
  }
  return NEUTRAL_TERRAIN
}

export function mix(a: number, b: number, t: number): number {
  const ch = (s: number) => Math.round(((a >> s) & 255) + (((b >> s) & 255) - ((a >> s) & 255)) * t)
  return (ch(16) << 16) | (ch(8) << 8) | ch(0)
}

export function terrainFill(terrain: string, elevation = 0): number {
  const base = baseColor(terrain)
  if (!elevation) return base
  const t = Math.min(ELEVATION_CAP, Math.abs(elevation) * ELEVATION_STEP)
  // Ground below the base level (a sunken road, a valley floor) reads lighter.
  return elevation > 0 ? mix(base, HIGH_GROUND, t) : mix(base, 0xffffff, t)
}

export type TerrainGlyph = 'trees' | 'houses' | 'tufts' | 'peaks' | 'bumps' | 'waves' | 'dots' | null

/** A small symbol repeated on the place, so terrain reads without relying on colour alone. */
export function terrainGlyph(terrain: string): TerrainGlyph {
  const k = terrain.toLowerCase()
  if (/wood|forest|jungle|coppice|orchard/.test(k)) return 'trees'
  if (/village|town|city|urban/.test(k)) return 'houses'
  if (/marsh|swamp/.test(k)) return 'tufts'
  if (/mountain/.test(k)) return 'peaks'
  if (/hill|rough|broken/.test(k)) return 'bumps'
  if (/sea|ocean|water|lake/.test(k)) return 'waves'
  if (/desert|sand|dune/.test(k)) return 'dots'
  return null
}

/** Draws a glyph of size s (pixels) centred on (x, y), in a darker shade of the place's fill. */
export function drawTerrainGlyph(g: Graphics, glyph: TerrainGlyph, x: number, y: number, s: number, fill: number): void {
  if (!glyph) return
  const ink = mix(fill, 0x000000, 0.38)
  const w = Math.max(1, s * 0.08)
  switch (glyph) {
    case 'trees':
      for (const [dx, dy] of [[-0.22, 0.05], [0.22, 0.05], [0, -0.2]] as Pt[]) g.circle(x + dx * s, y + dy * s, s * 0.16).fill({ color: ink, alpha: 0.55 })
      break
    case 'houses':
      for (const [dx, dy] of [[-0.2, 0.08], [0.14, -0.14], [0.2, 0.16]] as Pt[]) g.rect(x + dx * s - s * 0.09, y + dy * s - s * 0.09, s * 0.18, s * 0.18).fill({ color: ink, alpha: 0.7 })
      break
    case 'tufts':
      for (const dx of [-0.25, 0, 0.25]) {
        const bx = x + dx * s
        g.moveTo(bx - s * 0.08, y - s * 0.1).lineTo(bx, y + s * 0.08).lineTo(bx + s * 0.08, y - s * 0.1)
      }
      g.moveTo(x - s * 0.38, y + s * 0.12).lineTo(x + s * 0.38, y + s * 0.12).stroke({ color: ink, width: w, alpha: 0.7 })
      break
    case 'peaks':
      g.poly([x - s * 0.35, y + s * 0.2, x - s * 0.1, y - s * 0.22, x + s * 0.1, y + s * 0.05, x + s * 0.2, y - s * 0.1, x + s * 0.38, y + s * 0.2], false).stroke({
        color: ink,
        width: w * 1.3,
        alpha: 0.7,
      })
      break
    case 'bumps':
      // Each arc its own subpath, or Pixi would join the two with a line.
      for (const dx of [-0.18, 0.18]) g.moveTo(x + (dx - 0.16) * s, y + s * 0.1).arc(x + dx * s, y + s * 0.1, s * 0.16, Math.PI, 0)
      g.stroke({ color: ink, width: w, alpha: 0.6 })
      break
    case 'waves':
      for (const dy of [-0.1, 0.12]) {
        g.moveTo(x - s * 0.3, y + dy * s)
        g.quadraticCurveTo(x - s * 0.15, y + (dy - 0.1) * s, x, y + dy * s)
        g.quadraticCurveTo(x + s * 0.15, y + (dy + 0.1) * s, x + s * 0.3, y + dy * s)
      }
      g.stroke({ color: 0xffffff, width: w, alpha: 0.55 })
      break
    case 'dots':
      for (const [dx, dy] of [[-0.2, -0.1], [0.15, -0.18], [0, 0.12], [0.24, 0.14], [-0.22, 0.2]] as Pt[]) g.circle(x + dx * s, y + dy * s, s * 0.035 + 0.5).fill({ color: ink, alpha: 0.6 })
      break
  }
}

/**
 * How a feature is drawn: along the common side (rivers, slopes), across it
 * (a bridge spanning the river), or from centre to centre (roads run through
 * the places they join, as on hex maps).
 */
export interface EdgeStyle {
  along: 'side' | 'across' | 'centres'
  color: number
  /** Line width as a share of the cell, and its least and most in pixels (a region map's cells are huge). */
  width: number
  minWidth: number
  maxWidth: number
  dash?: [number, number]
  /** Ticks toward the lower place: a slope. */
  ticks?: boolean
  /** Drawn in this order, low first: roads under rivers, bridges over them. */
  layer: number
}

const EDGE_STYLES: Record<string, EdgeStyle> = {
  road: { along: 'centres', color: 0x8a5a2b, width: 0.07, minWidth: 2, maxWidth: 5, dash: [7, 4], layer: 0 },
  track: { along: 'centres', color: 0x9c7446, width: 0.045, minWidth: 1.5, maxWidth: 3, dash: [4, 4], layer: 0 },
  trail: { along: 'centres', color: 0x9c7446, width: 0.045, minWidth: 1.5, maxWidth: 3, dash: [4, 4], layer: 0 },
  railway: { along: 'centres', color: 0x2b2b2b, width: 0.04, minWidth: 1.5, maxWidth: 3, dash: [10, 3], layer: 0 },
  river: { along: 'side', color: 0x2f6db3, width: 0.13, minWidth: 3, maxWidth: 8, layer: 1 },
  stream: { along: 'side', color: 0x4f8fd0, width: 0.05, minWidth: 1.5, maxWidth: 3.5, layer: 1 },
  creek: { along: 'side', color: 0x4f8fd0, width: 0.05, minWidth: 1.5, maxWidth: 3.5, layer: 1 },
  ford: { along: 'side', color: 0x7fb0e0, width: 0.08, minWidth: 2, maxWidth: 5, dash: [5, 3], layer: 1 },
  slope: { along: 'side', color: 0x6b4a2a, width: 0.03, minWidth: 1.5, maxWidth: 2.5, ticks: true, layer: 1 },
  escarpment: { along: 'side', color: 0x4a3320, width: 0.045, minWidth: 2, maxWidth: 3, ticks: true, layer: 1 },
  cliff: { along: 'side', color: 0x3a2816, width: 0.06, minWidth: 2.5, maxWidth: 4, ticks: true, layer: 1 },
  wall: { along: 'side', color: 0x6e6a62, width: 0.05, minWidth: 2, maxWidth: 3.5, layer: 1 },
  hedge: { along: 'side', color: 0x3f6b2e, width: 0.06, minWidth: 2, maxWidth: 4, dash: [3, 2], layer: 1 },
  bridge: { along: 'across', color: 0x7a4f28, width: 0.09, minWidth: 3, maxWidth: 6, layer: 2 },
  // A plain link between regions drawn as discs (a region map's connections), and a sea crossing between them.
  connection: { along: 'centres', color: 0x3a3328, width: 0.02, minWidth: 1.5, maxWidth: 2.5, layer: 0 },
  strait: { along: 'side', color: 0x2a5d9f, width: 0.16, minWidth: 4, maxWidth: 10, dash: [6, 4], layer: 1 },
}

/** An unknown feature still shows where it is: a plain dark line on the side. */
const FALLBACK_EDGE: EdgeStyle = { along: 'side', color: 0x3a3328, width: 0.03, minWidth: 1.5, maxWidth: 3, layer: 1 }

export function edgeStyle(feature: string): EdgeStyle {
  const k = feature.trim().toLowerCase()
  return EDGE_STYLES[k] ?? EDGE_STYLES[k.split(/[^a-z]+/).find((w) => EDGE_STYLES[w]) ?? ''] ?? FALLBACK_EDGE
}

/** A dashed polyline in screen pixels (Pixi draws no dashes itself). */
export function dashedPath(g: Graphics, path: readonly Pt[], dash: number, gap: number): void {
  let on = true
  let left = dash
  for (let i = 1; i < path.length; i++) {
    let [x0, y0] = path[i - 1]!
    const [x1, y1] = path[i]!
    let d = Math.hypot(x1 - x0, y1 - y0)
    while (d > 0) {
      const step = Math.min(left, d)
      const nx = x0 + ((x1 - x0) * step) / d
      const ny = y0 + ((y1 - y0) * step) / d
      if (on) g.moveTo(x0, y0).lineTo(nx, ny)
      x0 = nx
      y0 = ny
      d -= step
      left -= step
      if (left <= 1e-9) {
        on = !on
        left = on ? dash : gap
      }
    }
  }
}

/**
 * Draws one feature of an edge, the geometry already in screen pixels.
 * `downhill` is +1 when b is lower than a, -1 when a is, 0 on level ground.
 */
export function drawEdgeFeature(g: Graphics, style: EdgeStyle, e: EdgeGeometry, cellPx: number, downhill: number): void {
  const width = Math.min(style.maxWidth, Math.max(style.minWidth, style.width * cellPx))
  const stroke = { color: style.color, width, cap: 'round' as const, join: 'round' as const }
  if (style.along === 'centres') {
    if (style.dash) dashedPath(g, e.centres, style.dash[0], style.dash[1])
    else g.moveTo(e.centres[0][0], e.centres[0][1]).lineTo(e.centres[1][0], e.centres[1][1])
    g.stroke({ ...stroke, cap: 'butt' })
    return
  }
  if (style.along === 'across') {
    // Just long enough to span the widest river.
    const half = Math.min(12, Math.max(6, cellPx * 0.2))
    const [mx, my] = e.mid
    const [ax, ay] = e.across
    g.moveTo(mx - ax * half, my - ay * half).lineTo(mx + ax * half, my + ay * half).stroke({ ...stroke, cap: 'butt', width: width + 2, color: 0x1b1a17 })
    g.moveTo(mx - ax * half, my - ay * half).lineTo(mx + ax * half, my + ay * half).stroke({ ...stroke, cap: 'butt' })
    return
  }
  if (style.dash) dashedPath(g, e.path, style.dash[0], style.dash[1])
  else {
    g.moveTo(e.path[0]![0], e.path[0]![1])
    for (let i = 1; i < e.path.length; i++) g.lineTo(e.path[i]![0], e.path[i]![1])
  }
  g.stroke(stroke)
  if (style.ticks) {
    // Hachures point down the slope; with no elevation given they point from a toward b.
    const dir = downhill === 0 ? 1 : downhill
    const len = Math.min(8, Math.max(3, cellPx * 0.1))
    const [ax, ay] = e.across
    for (let i = 1; i < e.path.length; i++) {
      const [x0, y0] = e.path[i - 1]!
      const [x1, y1] = e.path[i]!
      const n = Math.max(2, Math.round(Math.hypot(x1 - x0, y1 - y0) / 5))
      for (let k = 0; k <= n; k++) {
        const x = x0 + ((x1 - x0) * k) / n
        const y = y0 + ((y1 - y0) * k) / n
        g.moveTo(x, y).lineTo(x + ax * len * dir, y + ay * len * dir)
      }
    }
    g.stroke({ color: style.color, width: Math.max(1, width * 0.6) })
  }
}
