import { describe, expect, it } from 'vitest'
import { pixelToSquare, type Square, squareDistance, squareNeighbours, squareOpposite, squareSideKey, squaresWithin, squareToPixel } from './square.ts'

function lcg(seed: number): (lo: number, hi: number) => number {
  let s = seed >>> 0
  return (lo, hi) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return lo + (s % (hi - lo + 1))
  }
}
const key = (s: Square) => `${s.x},${s.y}`

describe('square neighbours', () => {
  it('lists four orthogonal neighbours E, N, W, S', () => {
    expect(squareNeighbours({ x: 2, y: 3 }, false)).toEqual([
      { x: 3, y: 3 },
      { x: 2, y: 2 },
      { x: 1, y: 3 },
      { x: 2, y: 4 },
    ])
  })

  it('lists eight with diagonals, E first, counter-clockwise on screen', () => {
    expect(squareNeighbours({ x: 0, y: 0 }, true)).toEqual([
      { x: 1, y: 0 },
      { x: 1, y: -1 },
      { x: 0, y: -1 },
      { x: -1, y: -1 },
      { x: -1, y: 0 },
      { x: -1, y: 1 },
      { x: 0, y: 1 },
      { x: 1, y: 1 },
    ])
  })
})

describe('square distance', () => {
  it('is Manhattan without diagonals and Chebyshev with them', () => {
    expect(squareDistance({ x: 0, y: 0 }, { x: 3, y: -2 }, false)).toBe(5)
    expect(squareDistance({ x: 0, y: 0 }, { x: 3, y: -2 }, true)).toBe(3)
    expect(squareDistance({ x: -1, y: 4 }, { x: -1, y: 4 }, true)).toBe(0)
  })

  it('is a metric with neighbours at 1 both ways, over many seeded random squares', () => {
    const rand = lcg(31337)
    const pick = (): Square => ({ x: rand(-30, 30), y: rand(-30, 30) })
    for (const diagonals of [false, true]) {
      for (let i = 0; i < 2000; i++) {
        const [a, b, c] = [pick(), pick(), pick()]
        const ab = squareDistance(a, b, diagonals)
        expect(ab).toBe(squareDistance(b, a, diagonals))
        expect(ab === 0).toBe(a.x === b.x && a.y === b.y)
        expect(squareDistance(a, c, diagonals)).toBeLessThanOrEqual(ab + squareDistance(b, c, diagonals))
        for (const n of squareNeighbours(a, diagonals)) expect(squareDistance(a, n, diagonals)).toBe(1)
      }
    }
  })
})

describe('squaresWithin', () => {
  it('holds 1, 5, 13, 25 squares without diagonals and 1, 9, 25, 49 with them, all within n', () => {
    const c = { x: 5, y: -2 }
    for (const [diagonals, counts] of [
      [false, [1, 5, 13, 25]],
      [true, [1, 9, 25, 49]],
    ] as const) {
      counts.forEach((count, n) => {
        const ss = squaresWithin(c, n, diagonals)
        expect(ss).toHaveLength(count)
        expect(new Set(ss.map(key)).size).toBe(count)
        expect(ss).toContainEqual(c)
        for (const s of ss) expect(squareDistance(c, s, diagonals)).toBeLessThanOrEqual(n)
      })
    }
  })

  it('at n = 1 is the centre and its neighbours', () => {
    const c = { x: 0, y: 0 }
    for (const diagonals of [false, true]) {
      expect(squaresWithin(c, 1, diagonals).map(key).sort()).toEqual([c, ...squareNeighbours(c, diagonals)].map(key).sort())
    }
  })
})

describe('squareOpposite', () => {
  it('reflects each of the eight neighbours through the centre', () => {
    const c = { x: 4, y: 4 }
    const around = squareNeighbours(c, true)
    around.forEach((s, i) => expect(squareOpposite(c, s)).toEqual(around[(i + 4) % 8]))
  })

  it('is null for the centre itself and for a square two away', () => {
    expect(squareOpposite({ x: 0, y: 0 }, { x: 0, y: 0 })).toBeNull()
    expect(squareOpposite({ x: 0, y: 0 }, { x: 2, y: 0 })).toBeNull()
    expect(squareOpposite({ x: 0, y: 0 }, { x: 2, y: 1 })).toBeNull()
  })
})

describe('squareSideKey', () => {
  it('is the same from either side and different for each of the four sides', () => {
    const c = { x: -3, y: 2 }
    const keys = squareNeighbours(c, false).map((n) => {
      expect(squareSideKey(c, n)).toBe(squareSideKey(n, c))
      return squareSideKey(c, n)
    })
    expect(new Set(keys).size).toBe(4)
  })
})

describe('square pixels', () => {
  it('puts centres a cell apart and finds the square under any point inside it', () => {
    expect(squareToPixel({ x: 3, y: -2 }, 10)).toEqual({ x: 30, y: -20 })
    for (const s of squaresWithin({ x: 0, y: 0 }, 5, true)) {
      const { x, y } = squareToPixel(s, 10)
      expect(pixelToSquare(x, y, 10)).toEqual(s)
      expect(pixelToSquare(x + 4.9, y - 4.9, 10)).toEqual(s)
      expect(pixelToSquare(x + 5.1, y, 10)).toEqual({ x: s.x + 1, y: s.y })
    }
  })
})
