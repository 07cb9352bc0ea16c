import { describe, expect, it } from 'vitest'
import {
  type Hex,
  type HexDirection,
  hexCorners,
  hexDirection,
  hexDistance,
  hexesWithin,
  hexNeighbour,
  hexNeighbours,
  hexOpposite,
  hexsideKey,
  hexToPixel,
  oppositeDirection,
  pixelToHex,
} from './hex.ts'

/** A small seeded generator (an LCG) so the property checks repeat exactly. */
function lcg(seed: number): (lo: number, hi: number) => number {
  let s = seed >>> 0
  return (lo, hi) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return lo + (s % (hi - lo + 1))
  }
}
const DIRS: HexDirection[] = [0, 1, 2, 3, 4, 5]
const key = (h: Hex) => `${h.q},${h.r}`

describe('hex neighbours and directions', () => {
  it('lists the six neighbours east first, then counter-clockwise on screen', () => {
    expect(hexNeighbours({ q: 0, r: 0 })).toEqual([
      { q: 1, r: 0 },
      { q: 1, r: -1 },
      { q: 0, r: -1 },
      { q: -1, r: 0 },
      { q: -1, r: 1 },
      { q: 0, r: 1 },
    ])
    expect(hexNeighbours({ q: 2, r: -3 })).toEqual(hexNeighbours({ q: 0, r: 0 }).map((h) => ({ q: h.q + 2, r: h.r - 3 })))
  })

  it('direction d points 60·d degrees counter-clockwise from east on screen (y down)', () => {
    for (const d of DIRS) {
      const { x, y } = hexToPixel(hexNeighbour({ q: 0, r: 0 }, d), 1)
      const degrees = (Math.atan2(-y, x) * 180) / Math.PI
      expect((degrees + 360) % 360).toBeCloseTo(60 * d, 9)
    }
  })

  it('hexNeighbour agrees with hexNeighbours and hexDirection finds it again', () => {
    const c = { q: -4, r: 7 }
    const all = hexNeighbours(c)
    for (const d of DIRS) {
      expect(hexNeighbour(c, d)).toEqual(all[d])
      expect(hexDirection(c, all[d]!)).toBe(d)
    }
  })

  it('hexDirection is null for the same hex and for hexes two apart', () => {
    expect(hexDirection({ q: 1, r: 1 }, { q: 1, r: 1 })).toBeNull()
    expect(hexDirection({ q: 0, r: 0 }, { q: 2, r: 0 })).toBeNull()
    expect(hexDirection({ q: 0, r: 0 }, { q: 1, r: 1 })).toBeNull()
  })

  it('oppositeDirection turns half way round, and stepping there and back returns home', () => {
    expect(DIRS.map(oppositeDirection)).toEqual([3, 4, 5, 0, 1, 2])
    const h = { q: 3, r: -5 }
    for (const d of DIRS) expect(hexNeighbour(hexNeighbour(h, d), oppositeDirection(d))).toEqual(h)
  })

  it('hexOpposite gives the neighbour across the centre, and null for a hex not adjacent', () => {
    const c = { q: 3, r: -2 }
    for (const d of DIRS) {
      const across = hexOpposite(c, hexNeighbour(c, d))
      expect(across).toEqual(hexNeighbour(c, oppositeDirection(d)))
      expect(hexDistance(across!, hexNeighbour(c, d))).toBe(2)
    }
    expect(hexOpposite(c, { q: 5, r: -2 })).toBeNull()
    expect(hexOpposite(c, c)).toBeNull()
  })
})

describe('hex distance', () => {
  it('counts steps', () => {
    expect(hexDistance({ q: 0, r: 0 }, { q: 0, r: 0 })).toBe(0)
    expect(hexDistance({ q: 0, r: 0 }, { q: 3, r: -1 })).toBe(3)
    expect(hexDistance({ q: 0, r: 0 }, { q: 2, r: 2 })).toBe(4)
    expect(hexDistance({ q: 1, r: -3 }, { q: -2, r: 1 })).toBe(4)
  })

  it('is a metric with neighbours at 1, over many seeded random hexes', () => {
    const rand = lcg(20240601)
    const pick = (): Hex => ({ q: rand(-30, 30), r: rand(-30, 30) })
    for (let i = 0; i < 2000; i++) {
      const [a, b, c] = [pick(), pick(), pick()]
      const ab = hexDistance(a, b)
      expect(ab).toBe(hexDistance(b, a))
      expect(ab === 0).toBe(a.q === b.q && a.r === b.r)
      expect(Number.isInteger(ab)).toBe(true)
      expect(hexDistance(a, c)).toBeLessThanOrEqual(ab + hexDistance(b, c))
      for (const n of hexNeighbours(a)) expect(hexDistance(a, n)).toBe(1)
    }
  })

  it('equals the number of steps a breadth-first walk over neighbours takes', () => {
    const start = { q: 2, r: -1 }
    const steps = new Map([[key(start), 0]])
    let ring = [start]
    for (let k = 1; k <= 6; k++) {
      ring = ring.flatMap(hexNeighbours).filter((h) => !steps.has(key(h)))
      for (const h of ring) steps.set(key(h), k)
    }
    for (const h of hexesWithin(start, 6)) expect(hexDistance(start, h)).toBe(steps.get(key(h)))
  })
})

describe('hexesWithin', () => {
  it('holds 1, 7, 19, 37 distinct hexes for n = 0..3, all within n, the centre included', () => {
    const c = { q: -2, r: 5 }
    ;[1, 7, 19, 37].forEach((count, n) => {
      const hs = hexesWithin(c, n)
      expect(hs).toHaveLength(count)
      expect(new Set(hs.map(key)).size).toBe(count)
      expect(hs).toContainEqual(c)
      for (const h of hs) expect(hexDistance(c, h)).toBeLessThanOrEqual(n)
    })
  })

  it('at n = 1 is the centre and its six neighbours', () => {
    const c = { q: 4, r: 0 }
    expect(hexesWithin(c, 1).map(key).sort()).toEqual([c, ...hexNeighbours(c)].map(key).sort())
  })

  it('is empty below 0', () => {
    expect(hexesWithin({ q: 0, r: 0 }, -1)).toEqual([])
  })
})

describe('hex pixels', () => {
  it('puts hexes pointy-top: neighbours size·√3 apart, rows 1.5·size apart', () => {
    expect(hexToPixel({ q: 0, r: 0 }, 10)).toEqual({ x: 0, y: 0 })
    const e = hexToPixel({ q: 1, r: 0 }, 10)
    expect(e.x).toBeCloseTo(10 * Math.sqrt(3), 9)
    expect(e.y).toBeCloseTo(0, 9)
    const se = hexToPixel({ q: 0, r: 1 }, 10)
    expect(se.x).toBeCloseTo(5 * Math.sqrt(3), 9)
    expect(se.y).toBeCloseTo(15, 9)
  })

  it('round-trips every hex of a large patch through its centre', () => {
    for (const size of [1, 7.5, 40]) {
      for (const h of hexesWithin({ q: 0, r: 0 }, 12)) {
        const { x, y } = hexToPixel(h, size)
        expect(pixelToHex(x, y, size)).toEqual(h)
      }
    }
  })

  it('finds the hex with the nearest centre for seeded random points, corners included', () => {
    const rand = lcg(7)
    const size = 10
    for (let i = 0; i < 5000; i++) {
      const x = rand(-20000, 20000) / 100
      const y = rand(-20000, 20000) / 100
      const got = pixelToHex(x, y, size)
      const dist = (h: Hex) => {
        const c = hexToPixel(h, size)
        return Math.hypot(c.x - x, c.y - y)
      }
      const best = Math.min(...hexesWithin(got, 2).map(dist))
      expect(dist(got)).toBeCloseTo(best, 9)
    }
  })

  it('draws six corners at the radius, one straight up and one straight down, shared two by two with a neighbour', () => {
    const corners = hexCorners(100, 50, 10)
    expect(corners).toHaveLength(6)
    for (const [x, y] of corners) expect(Math.hypot(x - 100, y - 50)).toBeCloseTo(10, 9)
    const near = (p: [number, number], q: [number, number]) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 1e-9
    expect(corners.some((p) => near(p, [100, 40]))).toBe(true)
    expect(corners.some((p) => near(p, [100, 60]))).toBe(true)
    for (const d of DIRS) {
      const c = hexToPixel(hexNeighbour({ q: 0, r: 0 }, d), 10)
      const theirs = hexCorners(c.x, c.y, 10)
      const shared = hexCorners(0, 0, 10).filter((p) => theirs.some((t) => near(p, t)))
      expect(shared).toHaveLength(2)
    }
  })
})

describe('hexsideKey', () => {
  it('is the same from either side and different for each of a hex’s six sides', () => {
    const c = { q: 1, r: -2 }
    const keys = hexNeighbours(c).map((n) => {
      expect(hexsideKey(c, n)).toBe(hexsideKey(n, c))
      return hexsideKey(c, n)
    })
    expect(new Set(keys).size).toBe(6)
  })

  it('is symmetric for seeded random pairs and tells apart pairs sharing one hex', () => {
    const rand = lcg(99)
    for (let i = 0; i < 500; i++) {
      const a = { q: rand(-9, 9), r: rand(-9, 9) }
      const b = hexNeighbour(a, rand(0, 5) as HexDirection)
      expect(hexsideKey(a, b)).toBe(hexsideKey(b, a))
      expect(hexsideKey(a, b)).not.toBe(hexsideKey(a, hexOpposite(a, b)!))
    }
  })
})
