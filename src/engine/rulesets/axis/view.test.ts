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
    expect(v.sides.attacker.gauge).toEqual({ label: 'Units', title: 'Units and hits remaining', value: 5, parts: [{ source: 'Infantry', value: 2 }, { source: 'Artillery', value: 1 }, { source: 'Fighter', value: 2 }], rules: 'Casualties chosen by the owner' })
    expect(v.location).toEqual({ name: 'Field', terrain: 'land', crossing: 'none' })
    expect(v.launch).toBe('Fight round 1')
    expect(v.ruleset).toBe('axis')
    expect(v.round).toEqual({ last: null, next: 'Round 1', before: 'Before combat' })
    // Each column with the most counters a side can ever have there: a plane counts in both missions.
    expect(v.board).toEqual({
      kind: 'zones',
      columns: [
        { id: 'support', weight: 1, semicircle: true, most: { attacker: 1, defender: 0 } },
        { id: 'aircap', weight: 1, most: { attacker: 2, defender: 1 } },
        { id: 'tacair', weight: 1, most: { attacker: 2, defender: 1 } },
        { id: 'front', weight: 2, most: { attacker: 2, defender: 2 } },
      ],
    })
    expect([v.routs, v.showMorale, v.oddsNote]).toEqual([false, false, 'if neither side retreats, casualties cheapest first'])
  })

  it('X1 the strip shows attack and defense, white: no modifier moves an axis value', () => {
    const v = axis.view(battle(spec))
    expect(v.counters.find((c) => c.id === 'a1')!.strip).toEqual({ parts: [{ of: 'attack', text: '1', tint: 'none' }, { of: 'defense', text: '2', tint: 'none' }], join: '-' })
    expect(v.counters.find((c) => c.id === 'df')!.strip.parts.map((p) => p.text)).toEqual(['3', '4'])
  })

  it("line 38: an AA gun's counter shows its shot at planes (AA 1: a plane down on a 1), never 0-0", () => {
    const v = axis.view(battle({ attacker: many('a', 'infantry', 1), defender: [{ id: 'aa', type: 'aa-gun' }] }))
    const strip = v.counters.find((c) => c.id === 'aa')!.strip
    expect(strip.parts.map((p) => p.text).join(strip.join)).toBe('AA 1')
  })

  it('X1 (one d6, a hit when the die is at most the value), §5.2 step 1, X15, X4: the chance of each shot, for each way a unit fires', () => {
    let s = battle({ attacker: [...many('a', 'infantry', 1), { id: 'f1', type: 'fighter' }, { id: 'f2', type: 'fighter' }, { id: 'ag', type: 'aa-gun' }], defender: [...many('d', 'infantry', 1), { id: 'df', type: 'fighter' }, { id: 'aa', type: 'aa-gun' }] })
    s = answer(s, { f1: 'aircap', f2: 'tacair' }).state
    s = answer(s, { df: 'tacair' }).state
    const v = axis.view(s)
    const c = (id: string) => v.counters.find((x) => x.id === id)!
    // Land units fire at their own value, and answer TacAir at half their defense, rounded down (X4).
    expect(c('a1').hitChance).toEqual({ chance: 1 / 6, text: ['Hits on a 1 of a d6: 17% a shot', 'Answering TacAir at half its defense (1): hits on a 1 of a d6, 17% a shot'] })
    expect(c('d1').hitChance).toEqual({ chance: 2 / 6, text: ['Hits on 1–2 of a d6: 33% a shot', 'Answering TacAir at half its defense (1): hits on a 1 of a d6, 17% a shot'] })
    // An attacking AirCap fires at its attack (X15).
    expect(c('f1').hitChance).toEqual({ chance: 3 / 6, text: ['Hits on 1–3 of a d6: 50% a shot'] })
    // TacAir fires at land units as an attacker, and answers AirCap at its defense (§5.2 3a/3b, X15).
    expect(c('df').hitChance).toEqual({ chance: 3 / 6, text: ['Against land units at its attack (3): hits on 1–3 of a d6, 50% a shot', 'Answering AirCap at its defense (4): hits on 1–4 of a d6, 67% a shot'] })
    // §5.2 step 1: "At a die roll of 1 an enemy plane is shot down" — one die a plane for the area (X14).
    expect(c('aa').hitChance).toEqual({ chance: 1 / 6, text: ['Air defense: each attacking plane is shot down on a 1 of a d6, 17% a die (one die a plane, whatever the number of guns)'] })
    // An attacking AA gun (attack 0, half defense 0) never rolls.
    expect(c('ag').hitChance).toBeUndefined()
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
