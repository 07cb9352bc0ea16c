import { describe, expect, it } from 'vitest'
import type { MapView, PlaceView } from '../engine/core/map.ts'
import {
  cellSize,
  clampView,
  discRadius,
  edgeGeometry,
  fitMap,
  hexCorners,
  insidePolygon,
  isZoomable,
  mapBounds,
  MIN_ZOOM_IN,
  pan,
  pinchView,
  placeAt,
  placePolygon,
  regionCells,
  stackOffsets,
  stepView,
  toMap,
  toScreen,
  zoomAt,
  zoomLimits,
  type MapTransform,
  type Pt,
} from './mapLayout.ts'

const SQ3 = Math.sqrt(3)
const CELL = 10

/** A pointy-top axial hex map, q across and r down, centres placed as the engine places them. */
function hexMap(cols: number, rows: number, cell = CELL): MapView {
  const places: PlaceView[] = []
  for (let r = 0; r < rows; r++) {
    for (let q = 0; q < cols; q++) {
      places.push({ id: `${q},${r}`, name: `${q},${r}`, x: cell * (q + r / 2), y: cell * (SQ3 / 2) * r, terrain: 'clear', grid: { kind: 'hex', q, r } })
    }
  }
  return { grid: 'hex', cell, places, edges: [] }
}

const at = (m: MapView, id: string) => m.places.find((p) => p.id === id)!

/** Two square regions sharing the side x = 10, and a town drawn as a disc. */
const regions: MapView = {
  grid: 'regions',
  places: [
    { id: 'west', name: 'West', x: 5, y: 5, terrain: 'clear', outline: [[0, 0], [10, 0], [10, 10], [0, 10]] },
    { id: 'east', name: 'East', x: 15, y: 5, terrain: 'woods', outline: [[10, 0], [20, 0], [20, 10], [10, 10]] },
    { id: 'town', name: 'Town', x: 30, y: 5, terrain: 'town' },
  ],
  edges: [{ a: 'west', b: 'east', features: ['river'] }],
}

describe('map board layout', () => {
  it('fits every place, cells and outlines included, inside the box less the margin, filling one axis', () => {
    const margin = 12
    for (const map of [hexMap(7, 5), hexMap(1, 1), regions]) {
      for (const [w, h] of [[800, 400], [300, 900], [1200, 1200]] as const) {
        const t = fitMap(map, w, h, margin)
        let minX = Infinity
        let maxX = -Infinity
        let minY = Infinity
        let maxY = -Infinity
        for (const p of map.places) {
          const r = discRadius(cellSize(map))
          const pts = placePolygon(map, p) ?? [[p.x - r, p.y - r], [p.x + r, p.y + r]]
          for (const [x, y] of pts) {
            const [sx, sy] = toScreen(t, x, y)
            minX = Math.min(minX, sx)
            maxX = Math.max(maxX, sx)
            minY = Math.min(minY, sy)
            maxY = Math.max(maxY, sy)
          }
        }
        expect(minX).toBeGreaterThanOrEqual(margin - 1e-6)
        expect(minY).toBeGreaterThanOrEqual(margin - 1e-6)
        expect(maxX).toBeLessThanOrEqual(w - margin + 1e-6)
        expect(maxY).toBeLessThanOrEqual(h - margin + 1e-6)
        // As large as it can be: the map reaches both margins along one axis, and is centred.
        const fillsX = Math.abs(minX - margin) < 1e-6 && Math.abs(maxX - (w - margin)) < 1e-6
        const b = mapBounds(map)
        const [bx0, by0] = toScreen(t, b.minX, b.minY)
        const fillsY = Math.abs(by0 - margin) < 1e-6 && Math.abs(maxY - (h - margin)) < 1e-6
        expect(fillsX || fillsY).toBe(true)
        expect(bx0 + (toScreen(t, b.maxX, 0)[0] - bx0) / 2).toBeCloseTo(w / 2, 6)
      }
    }
  })

  it('zooms about the cursor: the map point under it stays under it, within the limits', () => {
    const t: MapTransform = { scale: 3, x: 40, y: -25 }
    for (const [f, px, py] of [[1.5, 100, 80], [0.5, 0, 0], [2, 640, 10]] as const) {
      const z = zoomAt(t, f, px, py)
      expect(z.scale).toBeCloseTo(t.scale * f, 9)
      const [ax, ay] = toMap(t, px, py)
      const [bx, by] = toMap(z, px, py)
      expect(bx).toBeCloseTo(ax, 9)
      expect(by).toBeCloseTo(ay, 9)
    }
    const clamped = zoomAt(t, 100, 200, 150, { min: 1, max: 6 })
    expect(clamped.scale).toBe(6)
    expect(toMap(clamped, 200, 150)[0]).toBeCloseTo(toMap(t, 200, 150)[0], 9)
    expect(zoomAt(t, 0.01, 0, 0, { min: 1, max: 6 }).scale).toBe(1)
  })

  it('pans by the drag; every map of more than one place pans and zooms, at least threefold', () => {
    expect(pan({ scale: 2, x: 1, y: 2 }, 5, -7)).toEqual({ scale: 2, x: 6, y: -5 })
    const small = hexMap(6, 4)
    const smallFit = fitMap(small, 800, 400)
    expect(isZoomable(small)).toBe(true)
    expect(zoomLimits(small, smallFit).max).toBeGreaterThanOrEqual(smallFit.scale * MIN_ZOOM_IN)
    expect(zoomLimits(small, smallFit).min).toBe(smallFit.scale)
    expect(isZoomable(hexMap(1, 1))).toBe(false)
    const big = hexMap(60, 40)
    const fit = fitMap(big, 800, 400)
    expect(isZoomable(big)).toBe(true)
    // Dragged far off, the view comes back so the map still covers the box edge.
    const off = clampView(big, pan(zoomAt(fit, 4, 400, 200), 5000, 0), 800, 400)
    expect(toScreen(off, mapBounds(big).minX, 0)[0]).toBeCloseTo(12, 6)
  })

  it('a zoom keeps the map point under the cursor where the map is narrower than the box, and a drag cannot lose the map', () => {
    const map = hexMap(6, 4)
    const fit = fitMap(map, 800, 400)
    const limits = zoomLimits(map, fit)
    const b = mapBounds(map)
    // A point near the map's left edge, on the axis where the fitted map leaves room.
    const [px, py] = toScreen(fit, b.minX + (b.maxX - b.minX) * 0.1, (b.minY + b.maxY) / 2)
    const z = clampView(map, zoomAt(fit, 1.3, px, py, limits), 800, 400)
    expect(toScreen(z, ...toMap(fit, px, py))[0]).toBeCloseTo(px, 6)
    expect(toScreen(z, ...toMap(fit, px, py))[1]).toBeCloseTo(py, 6)
    // Dragged far away, the map comes back to cover the box's centre.
    const far = clampView(map, pan(z, 5000, 5000), 800, 400)
    expect(toScreen(far, b.minX, b.minY)[0]).toBeLessThanOrEqual(400 + 1e-6)
    expect(toScreen(far, b.minX, b.minY)[1]).toBeLessThanOrEqual(200 + 1e-6)
  })

  it('issue 28: a region map without outlines is land cut into regions: each a convex cell round its centre, neighbours sharing a border, none overlapping, clicks finding them', () => {
    const pts: [string, number, number][] = [['a', 0, 0], ['b', 100, 0], ['c', 50, 80], ['d', 150, 90], ['e', -60, 70]]
    const map: MapView = { grid: 'regions', places: pts.map(([id, x, y]) => ({ id, name: id, x, y, terrain: 'clear' }) as PlaceView), edges: [] }
    const cells = regionCells(map)!
    expect([...cells.keys()]).toEqual(['a', 'b', 'c', 'd', 'e'])
    for (const [id, x, y] of pts) {
      const poly = cells.get(id)!
      expect(placePolygon(map, map.places.find((p) => p.id === id)!)).toBe(poly)
      // Its own centre inside, no other centre.
      expect(insidePolygon(poly, x, y), id).toBe(true)
      for (const [other, ox, oy] of pts) if (other !== id) expect(insidePolygon(poly, ox, oy), `${other} in ${id}`).toBe(false)
      // Round its centre: no corner farther than the land's reach.
      for (const [cx, cy] of poly) expect(Math.hypot(cx - x, cy - y)).toBeLessThanOrEqual(cellSize(map) * 0.72 + 1e-6)
    }
    // a and b are neighbours: the point halfway between them lies on both cells' common border (inside one of them, a hair either way).
    const t = fitMap(map, 800, 600)
    expect(placeAt(map, t, ...toScreen(t, 49, 0))).toBe('a')
    expect(placeAt(map, t, ...toScreen(t, 51, 0))).toBe('b')
    // A map with outlines, and a grid, keep their own shapes.
    expect(regionCells({ ...map, places: map.places.map((p) => ({ ...p, outline: [[p.x, p.y], [p.x + 1, p.y], [p.x, p.y + 1]] as [number, number][] })) })).toBeNull()
    expect(regionCells(hexMap(3, 3))).toBeNull()
  })

  it('steps of the keys and buttons: zoom about the centre of the box, pan a fifth of it, fit drops the view', () => {
    const t = { scale: 2, x: 10, y: 20 }
    const limits = { min: 1, max: 8 }
    const zin = stepView(t, 'in', 800, 400, limits)!
    expect(zin.scale).toBeCloseTo(2.5, 9)
    // The map point under the centre stays there.
    expect(toMap(zin, 400, 200)[0]).toBeCloseTo(toMap(t, 400, 200)[0], 9)
    expect(toMap(zin, 400, 200)[1]).toBeCloseTo(toMap(t, 400, 200)[1], 9)
    expect(stepView(t, 'out', 800, 400, limits)!.scale).toBeCloseTo(1.6, 9)
    expect(stepView({ ...t, scale: 1 }, 'out', 800, 400, limits)!.scale).toBe(1)
    // Looking right moves the map left.
    expect(stepView(t, 'right', 800, 400, limits)).toEqual({ scale: 2, x: 10 - 160, y: 20 })
    expect(stepView(t, 'up', 800, 400, limits)).toEqual({ scale: 2, x: 10, y: 20 + 80 })
    expect(stepView(t, 'fit', 800, 400, limits)).toBeNull()
  })

  it('a pinch scales as the fingers spread and keeps the map point under their midpoint under it', () => {
    const t = { scale: 2, x: 0, y: 0 }
    const from: [Pt, Pt] = [[100, 100], [200, 100]]
    const to: [Pt, Pt] = [[50, 120], [250, 120]]
    const v = pinchView(t, from, to, { min: 1, max: 10 })
    expect(v.scale).toBeCloseTo(4, 9)
    const before = toMap(t, 150, 100)
    const after = toMap(v, 150, 120)
    expect(after[0]).toBeCloseTo(before[0], 9)
    expect(after[1]).toBeCloseTo(before[1], 9)
  })

  it('finds the hex under the pointer: anywhere inside each of several hexes, and no hex outside the map', () => {
    const map = hexMap(5, 4)
    const t = fitMap(map, 900, 500, 20)
    const apothem = CELL / 2
    const dirs = [0, 60, 120, 180, 240, 300].map((d) => [Math.cos((d * Math.PI) / 180), Math.sin((d * Math.PI) / 180)] as const)
    for (const id of ['0,0', '2,1', '4,3', '1,3', '3,2']) {
      const p = at(map, id)
      const probes: [number, number][] = [[p.x, p.y]]
      // Just inside each side and each corner.
      for (const [dx, dy] of dirs) probes.push([p.x + dx * apothem * 0.95, p.y + dy * apothem * 0.95])
      for (const [cx, cy] of hexCorners(p.x, p.y, CELL)) probes.push([p.x + (cx - p.x) * 0.9, p.y + (cy - p.y) * 0.9])
      for (const [x, y] of probes) {
        const [sx, sy] = toScreen(t, x, y)
        expect(placeAt(map, t, sx, sy), `${id} at ${x.toFixed(2)},${y.toFixed(2)}`).toBe(id)
      }
    }
    // Just past a side: the neighbour there (2,1 → 3,1 east, 2,2 south-east), or nothing past the map's edge.
    const c = at(map, '2,1')
    const past = (deg: number) => toScreen(t, c.x + Math.cos((deg * Math.PI) / 180) * apothem * 1.05, c.y + Math.sin((deg * Math.PI) / 180) * apothem * 1.05)
    expect(placeAt(map, t, ...past(0))).toBe('3,1')
    expect(placeAt(map, t, ...past(60))).toBe('2,2')
    expect(placeAt(map, t, ...past(240))).toBe('2,0')
    const corner = at(map, '0,0')
    expect(placeAt(map, t, ...toScreen(t, corner.x - apothem * 1.1, corner.y))).toBeNull()
    expect(placeAt(map, t, ...toScreen(t, corner.x, corner.y - CELL))).toBeNull()
    expect(placeAt(map, t, 1, 1)).toBeNull()
  })

  it('finds regions by their outline and discs by their centre', () => {
    const t = fitMap(regions, 600, 300)
    expect(placeAt(regions, t, ...toScreen(t, 9, 1))).toBe('west')
    expect(placeAt(regions, t, ...toScreen(t, 11, 9))).toBe('east')
    expect(placeAt(regions, t, ...toScreen(t, 31, 6))).toBe('town')
    expect(placeAt(regions, t, ...toScreen(t, 24, 5))).toBeNull()
    expect(placeAt(regions, t, ...toScreen(t, 5, 12))).toBeNull()
  })

  it('fans a stack so every counter has its own visible strip, centred on the place', () => {
    for (const size of [16, 24, 40]) {
      for (let n = 1; n <= 8; n++) {
        const offs = stackOffsets(n, size)
        expect(offs).toHaveLength(n)
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++) {
            expect(Math.abs(offs[i]![0] - offs[j]![0]), `n=${n} ${i}/${j}`).toBeGreaterThanOrEqual(Math.min(4, size * 0.2))
            expect(Math.abs(offs[i]![1] - offs[j]![1])).toBeGreaterThanOrEqual(Math.min(4, size * 0.2))
          }
        }
        const mx = offs.reduce((a, o) => a + o[0], 0) / n
        const my = offs.reduce((a, o) => a + o[1], 0) / n
        expect(mx).toBeCloseTo(0, 9)
        expect(my).toBeCloseTo(0, 9)
      }
    }
  })

  it('puts a hexside on the two corners the neighbours share, halfway between their centres', () => {
    const map = hexMap(3, 3)
    const c = at(map, '1,1')
    for (const n of ['2,1', '1,2', '0,2', '0,1', '1,0', '2,0']) {
      const o = at(map, n)
      const e = edgeGeometry(map, '1,1', n)!
      expect(e.path).toHaveLength(2)
      expect(e.mid[0]).toBeCloseTo((c.x + o.x) / 2, 9)
      expect(e.mid[1]).toBeCloseTo((c.y + o.y) / 2, 9)
      const shared = hexCorners(c.x, c.y, CELL).filter(([x, y]) => hexCorners(o.x, o.y, CELL).some(([u, v]) => Math.hypot(u - x, v - y) < 1e-9))
      expect(shared).toHaveLength(2)
      for (const [x, y] of e.path) {
        expect(Math.hypot(x - c.x, y - c.y)).toBeCloseTo(Math.hypot(x - o.x, y - o.y), 9)
        expect(shared.some(([u, v]) => Math.hypot(u - x, v - y) < 1e-9), `${n}: ${x},${y}`).toBe(true)
      }
      expect(e.across[0]).toBeCloseTo((o.x - c.x) / CELL, 9)
      expect(e.across[1]).toBeCloseTo((o.y - c.y) / CELL, 9)
    }
  })

  it('puts a border feature between regions on their shared outline', () => {
    const e = edgeGeometry(regions, 'west', 'east')!
    expect(e.path).toEqual([
      [10, 0],
      [10, 10],
    ])
    expect(e.mid).toEqual([10, 5])
  })
})
