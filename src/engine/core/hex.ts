/**
 * Axial hex coordinates, pointy-top, screen y growing downward.
 *
 * Hand-written rather than honeycomb-grid (4.1.5, MIT, no dependencies, ~17 kB
 * ESM, last published a year ago): the library is built around Hex classes
 * made by defineHex and a Grid of hex instances, while the rules need only
 * pure functions on plain {q, r} records that travel in JSON and state. Its
 * eight compass directions (N and S are no side of a pointy-top hex; it
 * resolves them by row parity) do not give the fixed six-index order that
 * flanking needs, and it has no hexside key and no opposite-across-a-hex.
 * What we need is about sixty tested lines, so the dependency would cost more
 * than it saves.
 */

export interface Hex {
  q: number
  r: number
}

/** 0 east, then counter-clockwise on screen: 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east. */
export type HexDirection = 0 | 1 | 2 | 3 | 4 | 5

const DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
]

const SQRT3 = Math.sqrt(3)

// `+ 0` turns -0 into 0, so equal hexes compare and print alike.
const hex = (q: number, r: number): Hex => ({ q: q + 0, r: r + 0 })

export function hexNeighbour(h: Hex, d: HexDirection): Hex {
  const step = DIRECTIONS[d]!
  return hex(h.q + step.q, h.r + step.r)
}

/** The six neighbours, indexed by HexDirection. */
export function hexNeighbours(h: Hex): Hex[] {
  return DIRECTIONS.map((s) => hex(h.q + s.q, h.r + s.r))
}

/** Which side of `from` the adjacent hex `to` lies on; null when they are not adjacent. */
export function hexDirection(from: Hex, to: Hex): HexDirection | null {
  const i = DIRECTIONS.findIndex((s) => from.q + s.q === to.q && from.r + s.r === to.r)
  return i < 0 ? null : (i as HexDirection)
}

export function oppositeDirection(d: HexDirection): HexDirection {
  return ((d + 3) % 6) as HexDirection
}

/** The hex across `centre` from its neighbour `h` (flanking); null when h is not adjacent to centre. */
export function hexOpposite(centre: Hex, h: Hex): Hex | null {
  return hexDirection(centre, h) === null ? null : hex(2 * centre.q - h.q, 2 * centre.r - h.r)
}

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q
  const dr = a.r - b.r
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2
}

/** Every hex at distance <= n from h, h included (1 + 3n(n+1) of them), by q then r. */
export function hexesWithin(h: Hex, n: number): Hex[] {
  const out: Hex[] = []
  for (let dq = -n; dq <= n; dq++) {
    for (let dr = Math.max(-n, -dq - n); dr <= Math.min(n, -dq + n); dr++) out.push(hex(h.q + dq, h.r + dr))
  }
  return out
}

/** Centre of h; `size` is the centre-to-corner radius, so neighbouring centres lie size·√3 apart. */
export function hexToPixel(h: Hex, size: number): { x: number; y: number } {
  return { x: size * SQRT3 * (h.q + h.r / 2), y: size * 1.5 * h.r }
}

/** The hex containing the point; rounding in cube coordinates keeps points near a corner in the right hex. */
export function pixelToHex(x: number, y: number, size: number): Hex {
  const fq = ((SQRT3 / 3) * x - y / 3) / size
  const fr = ((2 / 3) * y) / size
  const fs = -fq - fr
  let q = Math.round(fq)
  let r = Math.round(fr)
  const s = Math.round(fs)
  const dq = Math.abs(q - fq)
  const dr = Math.abs(r - fr)
  const ds = Math.abs(s - fs)
  // Rounding each alone can break q + r + s = 0; recompute the one that moved most.
  if (dq > dr && dq > ds) q = -r - s
  else if (dr > ds) r = -q - s
  return hex(q, r)
}

/** The six corners of a pointy-top hex, clockwise on screen from the lower right; `size` as in hexToPixel. */
export function hexCorners(cx: number, cy: number, size: number): [number, number][] {
  const out: [number, number][] = []
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i + 30)
    out.push([cx + size * Math.cos(a), cy + size * Math.sin(a)])
  }
  return out
}

/** The same key whichever hex is named first, for hexside features; it does not check adjacency. */
export function hexsideKey(a: Hex, b: Hex): string {
  const [lo, hi] = a.q < b.q || (a.q === b.q && a.r <= b.r) ? [a, b] : [b, a]
  return `${lo.q},${lo.r}|${hi.q},${hi.r}`
}
