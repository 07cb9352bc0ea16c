import { describe, expect, it } from 'vitest'
import { axis } from './index.ts'
import { answer, battle, dice, many, playOut } from './testkit.ts'

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
    expect(v.location.regions.find((r) => r.battle)?.id).toBe('field')
    expect(v.launch).toBe('Fight round 1')
    expect(v.ruleset).toBe('axis')
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
    expect(v.round).toEqual({ last: '2b Defending AirCap', next: '4a Attacking TacAir' })
    expect(v.aims).toEqual([{ from: 'df', to: 'f1', hit: false }])
  })

  it('the same scenario, seed and decisions give byte-identical events', () => {
    const a = playOut(battle(spec, undefined, 'same'))
    const b = playOut(battle(spec, undefined, 'same'))
    expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events))
    expect(axis.view(a.state).over).toBe(true)
    expect(axis.describe(a.events.at(-1)!)).toMatch(/^Battle over/)
  })
})
