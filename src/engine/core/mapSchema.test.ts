import { describe, expect, it } from 'vitest'
import { checkMap, mapSchema, mapView, parseMap, type ScenarioMap } from './mapSchema.ts'

function hexMap(): unknown {
  return {
    grid: 'hex',
    cell: 10,
    places: [
      { id: 'a', q: 0, r: 0, terrain: 'clear' },
      { id: 'b', q: 1, r: 0, terrain: 'woods', elevation: 1, name: 'Hill 12' },
      { id: 'c', q: 0, r: 1, terrain: 'marsh-of-the-author', stacking: 3 },
    ],
    edges: [{ a: 'a', b: 'b', features: ['river'] }],
  }
}
function squareMap(): unknown {
  return {
    grid: 'square',
    cell: 5,
    places: [
      { id: 's1', col: 0, row: 0, terrain: 'open' },
      { id: 's2', col: 1, row: 0, terrain: 'open' },
      { id: 's3', col: 1, row: 1, terrain: 'town' },
    ],
    edges: [{ a: 's1', b: 's2', features: ['hedge'] }],
  }
}
function regionsMap(): unknown {
  return {
    grid: 'regions',
    places: [
      { id: 'north', x: 0.5, y: 0.2, terrain: 'hills', outline: [[0, 0], [1, 0], [0.5, 0.4]] },
      { id: 'south', x: 0.5, y: 0.8, terrain: 'plain' },
    ],
    edges: [{ a: 'north', b: 'south' }],
  }
}
/** Parses structurally (which must pass) and returns checkMap's errors. */
function check(input: unknown, at?: string): string[] {
  return checkMap(mapSchema.parse(input), at)
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any
function edit(make: () => unknown, change: (m: Loose) => void): unknown {
  const m = make()
  change(m)
  return m
}

describe('map schema: what passes', () => {
  it('accepts a hex, a square and a region map, terrain being any rule system’s string', () => {
    for (const m of [hexMap(), squareMap(), regionsMap()]) expect(parseMap(m)).toMatchObject({ ok: true })
  })

  it('gives a listed edge no features by default and a missing edges list as empty', () => {
    const r = parseMap(regionsMap())
    expect(r.ok && r.value.edges).toEqual([{ a: 'north', b: 'south', features: [] }])
    const bare = parseMap({ grid: 'hex', places: [{ id: 'x', q: 0, r: 0, terrain: 't' }] })
    expect(bare.ok && bare.value.edges).toEqual([])
  })
})

describe('map schema: structural errors name the field', () => {
  it('a missing terrain', () => {
    expect(parseMap(edit(hexMap, (m) => delete m.places[1].terrain))).toEqual({ ok: false, errors: ['places[1].terrain: required (string)'] })
  })

  it('a fractional hex coordinate, an unknown grid, a negative elevation', () => {
    expect(parseMap(edit(hexMap, (m) => (m.places[2].r = 0.5)))).toMatchObject({ ok: false, errors: [expect.stringMatching(/^places\[2\]\.r: /)] })
    expect(parseMap(edit(hexMap, (m) => (m.grid = 'octagon')))).toMatchObject({ ok: false, errors: [expect.stringMatching(/^grid: /)] })
    expect(parseMap(edit(hexMap, (m) => (m.places[0].elevation = -1)))).toMatchObject({ ok: false, errors: [expect.stringMatching(/^places\[0\]\.elevation: /)] })
  })

  it('an outline of two points, a feature that is not a string', () => {
    expect(parseMap(edit(regionsMap, (m) => m.places[0].outline.pop()))).toMatchObject({ ok: false, errors: [expect.stringMatching(/^places\[0\]\.outline: /)] })
    expect(parseMap(edit(hexMap, (m) => (m.edges[0].features = [3])))).toMatchObject({ ok: false, errors: [expect.stringMatching(/^edges\[0\]\.features\[0\]: /)] })
  })

  it('prefixes every path for a map inside a scenario', () => {
    expect(parseMap(edit(hexMap, (m) => delete m.places[1].terrain), 'map')).toEqual({ ok: false, errors: ['map.places[1].terrain: required (string)'] })
    expect(parseMap(edit(hexMap, (m) => (m.places[2].id = 'a')), 'map')).toEqual({ ok: false, errors: ['map.places[2].id: "a" is used twice'] })
  })
})

describe('checkMap: what a schema cannot see', () => {
  it('finds nothing wrong with good maps', () => {
    for (const m of [hexMap(), squareMap(), regionsMap()]) expect(check(m)).toEqual([])
  })

  it('a place id used twice', () => {
    expect(check(edit(hexMap, (m) => (m.places[2].id = 'a')))).toEqual(['places[2].id: "a" is used twice'])
    // Edges resolve to the first place of that id, so the far duplicate adds no adjacency error.
    const far = edit(hexMap, (m) => m.places.push({ id: 'b', q: 5, r: 0, terrain: 'clear' }))
    expect(check(far)).toEqual(['places[3].id: "b" is used twice'])
  })

  it('edges naming unknown places, or one place twice', () => {
    expect(check(edit(hexMap, (m) => (m.edges[0].a = 'zz')))).toEqual(['edges[0].a: no place "zz"'])
    expect(check(edit(hexMap, (m) => (m.edges[0].b = 'yy')))).toEqual(['edges[0].b: no place "yy"'])
    expect(check(edit(regionsMap, (m) => (m.edges[0].b = 'north')))).toEqual(['edges[0].b: an edge joins two different places'])
  })

  it('the same edge listed twice, either way round', () => {
    expect(check(edit(hexMap, (m) => m.edges.push({ a: 'b', b: 'a', features: ['road'] })))).toEqual(['edges[1]: the edge "b"–"a" is already edges[0]'])
  })

  it('an edge between hexes that are not adjacent', () => {
    const m = edit(hexMap, (m) => {
      m.places.push({ id: 'far', q: 2, r: 0, terrain: 'clear' })
      m.edges.push({ a: 'a', b: 'far', features: ['river'] }, { a: 'b', b: 'c', features: ['stream'] })
    })
    expect(check(m)).toEqual(['edges[1].b: "far" is not next to "a" on the hex grid'])
  })

  it('an edge between squares that only touch at a corner, or are apart', () => {
    const m = edit(squareMap, (m) => {
      m.places.push({ id: 's4', col: 3, row: 0, terrain: 'open' })
      m.edges.push({ a: 's1', b: 's3', features: ['wall'] }, { a: 's2', b: 's3', features: ['wall'] }, { a: 's2', b: 's4', features: [] })
    })
    expect(check(m)).toEqual(['edges[1].b: "s3" is not next to "s1" on the square grid', 'edges[3].b: "s4" is not next to "s2" on the square grid'])
  })

  it('region edges join any two places: adjacency is what they declare', () => {
    const m = edit(regionsMap, (m) => {
      m.places.push({ id: 'far', x: 9, y: 9, terrain: 'plain' })
      m.edges.push({ a: 'north', b: 'far', features: [] })
    })
    expect(check(m)).toEqual([])
  })

  it('a hex place without q or r', () => {
    expect(check(edit(hexMap, (m) => delete m.places[1].q))).toEqual(['places[1].q: required on a hex map'])
    expect(check(edit(hexMap, (m) => delete m.places[2].r))).toEqual(['places[2].r: required on a hex map'])
  })

  it('a square place without col or row', () => {
    expect(check(edit(squareMap, (m) => delete m.places[0].col))).toEqual(['places[0].col: required on a square map'])
    expect(check(edit(squareMap, (m) => delete m.places[2].row))).toEqual(['places[2].row: required on a square map'])
  })

  it('a region without x or y', () => {
    expect(check(edit(regionsMap, (m) => delete m.places[0].x))).toEqual(['places[0].x: required on a regions map'])
    expect(check(edit(regionsMap, (m) => delete m.places[1].y))).toEqual(['places[1].y: required on a regions map'])
  })

  it('coordinates of another kind of map, which would be ignored', () => {
    expect(check(edit(hexMap, (m) => (m.places[0].x = 3)))).toEqual(['places[0].x: a hex map places by q/r, not x'])
    expect(check(edit(squareMap, (m) => (m.places[1].q = 0)))).toEqual(['places[1].q: a square map places by col/row, not q'])
    expect(check(edit(regionsMap, (m) => (m.places[1].row = 2)))).toEqual(['places[1].row: a regions map places by x/y, not row'])
  })

  it('two places on the same coordinates', () => {
    expect(check(edit(hexMap, (m) => (m.places[2] = { id: 'c', q: 1, r: 0, terrain: 'clear' })))).toEqual(['places[2].q: q 1, r 0 is also where "b" is'])
    expect(check(edit(squareMap, (m) => Object.assign(m.places[2], { col: 0, row: 0 })))).toEqual(['places[2].col: col 0, row 0 is also where "s1" is'])
    expect(check(edit(regionsMap, (m) => (m.places[1].y = 0.2)))).toEqual(['places[1].x: x 0.5, y 0.2 is also where "north" is'])
  })

  it('an edge to a place lacking coordinates is reported on the place only', () => {
    expect(check(edit(hexMap, (m) => delete m.places[1].r))).toEqual(['places[1].r: required on a hex map'])
  })
})

describe('mapView', () => {
  const parsed = (m: unknown): ScenarioMap => mapSchema.parse(m)

  it('places hexes cell apart centre to centre, with their grid coordinates', () => {
    const v = mapView(parsed(hexMap()))
    expect(v.grid).toBe('hex')
    expect(v.cell).toBe(10)
    const [a, b, c] = v.places
    expect(a).toEqual({ id: 'a', name: 'a', x: 0, y: 0, terrain: 'clear', grid: { kind: 'hex', q: 0, r: 0 } })
    expect(b).toMatchObject({ name: 'Hill 12', elevation: 1, grid: { kind: 'hex', q: 1, r: 0 } })
    expect(b!.x).toBeCloseTo(10, 9)
    expect(b!.y).toBeCloseTo(0, 9)
    expect(Math.hypot(c!.x - a!.x, c!.y - a!.y)).toBeCloseTo(10, 9)
    expect(Math.hypot(c!.x - b!.x, c!.y - b!.y)).toBeCloseTo(10, 9)
    expect(c!.y).toBeGreaterThan(0)
    expect(c).toMatchObject({ stacking: 3, terrain: 'marsh-of-the-author' })
    expect(v.edges).toEqual([{ a: 'a', b: 'b', features: ['river'] }])
  })

  it('places squares col·cell, row·cell', () => {
    const v = mapView(parsed(squareMap()))
    expect(v.cell).toBe(5)
    expect(v.places.map((p) => [p.x, p.y, p.grid])).toEqual([
      [0, 0, { kind: 'square', x: 0, y: 0 }],
      [5, 0, { kind: 'square', x: 1, y: 0 }],
      [5, 5, { kind: 'square', x: 1, y: 1 }],
    ])
  })

  it('defaults the cell to 1 on a grid map and leaves it off a region map', () => {
    const v = mapView(parsed(edit(squareMap, (m) => delete m.cell)))
    expect(v.cell).toBe(1)
    expect(v.places[2]).toMatchObject({ x: 1, y: 1 })
    expect(mapView(parsed(regionsMap()))).not.toHaveProperty('cell')
  })

  it('keeps region positions and outlines, and adds the ruleset’s owners, marks, focus and arrows', () => {
    const v = mapView(parsed(regionsMap()), {
      places: { north: { owner: 'attacker', marks: ['objective'] }, south: { owner: 'neutral' } },
      focus: ['south'],
      arrows: [{ from: 'north', to: 'south', side: 'attacker', label: 'advance' }],
    })
    expect(v.places).toEqual([
      { id: 'north', name: 'north', x: 0.5, y: 0.2, terrain: 'hills', outline: [[0, 0], [1, 0], [0.5, 0.4]], owner: 'attacker', marks: ['objective'] },
      { id: 'south', name: 'south', x: 0.5, y: 0.8, terrain: 'plain', owner: 'neutral' },
    ])
    expect(v.focus).toEqual(['south'])
    expect(v.arrows).toEqual([{ from: 'north', to: 'south', side: 'attacker', label: 'advance' }])
    expect(v.edges).toEqual([{ a: 'north', b: 'south', features: [] }])
  })

  it('shares no arrays with the parsed map, so the view cannot change the scenario', () => {
    const m = parsed(regionsMap())
    const v = mapView(m)
    v.places[0]!.outline![0]![0] = 99
    v.edges[0]!.features.push('river')
    expect(m.places[0]!.outline![0]).toEqual([0, 0])
    expect(m.edges[0]!.features).toEqual([])
  })
})
