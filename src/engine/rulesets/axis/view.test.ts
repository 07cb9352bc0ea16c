import { describe, expect, it } from 'vitest'
import { formatEvent } from './describe.ts'
import { answer, axis, battle, dice, many, playOut } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

describe(`${SEED} §5.1 the window's view of an axis battle`, () => {
  const spec = { attacker: [...many('a', 'infantry', 2), { id: 'art', type: 'artillery' }, { id: 'f1', type: 'fighter' }, { id: 'f2', type: 'fighter' }], defender: [...many('d', 'infantry', 2), { id: 'df', type: 'fighter' }] }

  it('zones by mission and role, gauges by unit type, the map with the battle area', () => {
    let s = battle(spec)
    s = answer(s, { f1: 'aircap', f2: 'tacair' }).state
    s = answer(s, { df: 'aircap' }).state
    const v = axis.view(s)
    const zone = (id: string) => v.counters.find((c) => c.id === id)!.zone
    expect([zone('f1'), zone('f2'), zone('a1'), zone('art'), zone('df')]).toEqual(['aircap', 'tacair', 'front', 'support', 'aircap'])
    expect(v.sides.attacker.gauge).toEqual({ label: 'Units', title: 'Units and hits remaining', value: 5, parts: [{ source: 'Infantry', value: 2 }, { source: 'Artillery', value: 1 }, { source: 'Fighter', value: 2 }] })
    expect(v.location).toEqual({ name: 'Field', terrain: 'land', crossing: 'none' })
    expect(v.launch).toBe('Fight round 1')
    expect(v.ruleset).toBe('axis')
    expect(v.round).toEqual({ last: null, next: 'Round 1', before: 'Before combat' })
    expect(v.board).toEqual({
      kind: 'zones',
      columns: [
        { id: 'support', weight: 1, semicircle: true },
        { id: 'aircap', weight: 1 },
        { id: 'tacair', weight: 1 },
        { id: 'front', weight: 2 },
      ],
    })
    expect([v.routs, v.showMorale, v.oddsNote]).toEqual([false, false, 'if neither side retreats, casualties cheapest first'])
  })

  it('the map: the areas at 0..100 map units, each border once, the battle area marked and in focus', () => {
    const v = axis.view(battle(spec))
    const m = v.map!
    expect(m.grid).toBe('regions')
    expect(m.places.find((p) => p.id === 'field')).toEqual({ id: 'field', name: 'Field', x: 50, y: 50, terrain: 'land', owner: 'defender', marks: ['battle'] })
    expect(m.places.find((p) => p.id === 'west')).toMatchObject({ x: 10, y: 50, owner: 'attacker', marks: [] })
    // Each area names the battle area as a neighbour and the battle area names them all: five borders, not ten.
    expect(m.edges).toEqual(['west', 'north', 'east', 'south', 'sea'].map((b) => ({ a: 'field', b, features: [] })))
    expect(m.focus).toEqual(['field'])
    expect(m.arrows).toEqual([])
  })

  it('a retreat is drawn as an arrow from the battle area; fighters that never joined are not', () => {
    const s = battle({ attacker: many('a', 'infantry', 2), defender: [...many('d', 'infantry', 1), { id: 's', type: 'fighter', support: true, from: 'east' }] }, dice(6, 6, 6))
    const stayHome = answer(s, { s: 'stay' }).state
    let r = axis.advance(stayHome).state
    expect(axis.pending(r)?.kind).toBe('retreat')
    expect(axis.view(r).map!.arrows).toEqual([])
    r = answer(r, { retreat: 'west' }).state
    expect(axis.view(r).map!.arrows).toEqual([{ from: 'field', to: 'west', side: 'attacker', label: 'Retreat: 2 units' }])
  })

  it('a pending decision carries its form; aims show the current step; launch continues the round', () => {
    let s = battle(spec, dice(1, 6, 6, 6, 6, 6, 6, 6, 6, 6))
    s = answer(s, { f1: 'aircap', f2: 'tacair' }).state
    s = answer(s, { df: 'aircap' }).state
    const r = axis.advance(s)
    const v = axis.view(r.state)
    expect(v.pending?.form?.fields.length).toBeGreaterThan(0)
    expect(v.launch).toBeNull()
    // 2a: f1 hits df; 2b: df must answer f1 (no question) and misses; now the attacker aims its TacAir.
    expect(v.round).toEqual({ last: '2b Defending AirCap', next: '4a Attacking TacAir', before: 'Before combat' })
    expect(v.aims).toEqual([{ from: 'df', to: 'f1', hit: false }])
  })

  it('the same scenario, seed and decisions give byte-identical events', () => {
    const a = playOut(battle(spec, undefined, 'same'))
    const b = playOut(battle(spec, undefined, 'same'))
    expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events))
    expect(axis.view(a.state).over).toBe(true)
    expect(formatEvent(null, a.events.at(-1)!)).toMatch(/^Battle over/)
  })
})
