/**
 * Square-grid coordinates: x the column, y the row, screen y growing downward.
 * Whether diagonal squares count as neighbours is the rule system's choice, so
 * the functions that depend on it take it as an argument.
 */

export interface Square {
  x: number
  y: number
}

// East first, then counter-clockwise on screen, as hex directions run.
const ORTHOGONAL: readonly Square[] = [
  { x: 1, y: 0 },
  { x: 0, y: -1 },
  { x: -1, y: 0 },
  { x: 0, y: 1 },
]
const ALL_EIGHT: readonly Square[] = [
  { x: 1, y: 0 },
  { x: 1, y: -1 },
  { x: 0, y: -1 },
  { x: -1, y: -1 },
  { x: -1, y: 0 },
  { x: -1, y: 1 },
  { x: 0, y: 1 },
  { x: 1, y: 1 },
]

// `+ 0` turns -0 into 0, so equal squares compare and print alike.
const square = (x: number, y: number): Square => ({ x: x + 0, y: y + 0 })

/** Orthogonal: E, N, W, S. With diagonals: E, NE, N, NW, W, SW, S, SE. */
export function squareNeighbours(s: Square, diagonals: boolean): Square[] {
  return (diagonals ? ALL_EIGHT : ORTHOGONAL).map((d) => square(s.x + d.x, s.y + d.y))
}

/** Steps between squares: Manhattan without diagonal moves, Chebyshev with them. */
export function squareDistance(a: Square, b: Square, diagonals: boolean): number {
  const dx = Math.abs(a.x - b.x)
  const dy = Math.abs(a.y - b.y)
  return diagonals ? Math.max(dx, dy) : dx + dy
}

/** Every square at distance <= n from s, s included: a diamond, or a (2n+1)² block with diagonals; by x then y. */
export function squaresWithin(s: Square, n: number, diagonals: boolean): Square[] {
  const out: Square[] = []
  for (let dx = -n; dx <= n; dx++) {
    const reach = diagonals ? n : n - Math.abs(dx)
    for (let dy = -reach; dy <= reach; dy++) out.push(square(s.x + dx, s.y + dy))
  }
  return out
}

/**
 * The square across `centre` from its neighbour `s` (flanking); null when s is
 * not one of centre's eight neighbours. A diagonal neighbour's opposite is
 * diagonal too, so rules without diagonals simply never ask about one.
 */
export function squareOpposite(centre: Square, s: Square): Square | null {
  const near = squareDistance(centre, s, true) === 1
  return near ? square(2 * centre.x - s.x, 2 * centre.y - s.y) : null
}

/** The same key whichever square is named first, for side features; it does not check adjacency. */
export function squareSideKey(a: Square, b: Square): string {
  const [lo, hi] = a.x < b.x || (a.x === b.x && a.y <= b.y) ? [a, b] : [b, a]
  return `${lo.x},${lo.y}|${hi.x},${hi.y}`
}

/** Centre of a square, `cell` map units across, square (0, 0) centred on the origin. */
export function squareToPixel(s: Square, cell: number): { x: number; y: number } {
  return { x: s.x * cell, y: s.y * cell }
}

export function pixelToSquare(x: number, y: number, cell: number): Square {
  return square(Math.round(x / cell), Math.round(y / cell))
}
