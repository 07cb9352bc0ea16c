import { describe, expect, it } from 'vitest'
import { answer, axis, battle, dice, eventsOf, many, unit } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

describe(`${SEED} §5.7.3 double defense (Reims, Munchen)`, () => {
  // Six German infantry and two armor from Frankfurt ("west", across the Maginot Line) against four French and two British infantry.
  const reims = {
    fortification: 'maginot' as const,
    attacker: [...many('g', 'infantry', 6), ...many('ga', 'armor', 2)],
    defender: [...many('f', 'infantry', 4), ...many('b', 'infantry', 2, { nation: 'United Kingdom' })],
  }
  const threeHits = dice(1, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6)

  it('§5.7.1 only the French infantry is fortified behind the Maginot Line', () => {
    const s = battle(reims)
    expect(s.units.filter((u) => u.fortified).map((u) => u.id)).toEqual(['f1', 'f2', 'f3', 'f4'])
  })

  it('§5.7.3 three hits: one French infantry removed (2 hits) and one flipped (1 hit) — the default', () => {
    const r = axis.advance(battle(reims, threeHits))
    const d = axis.pending(r.state)!
    expect(d).toMatchObject({ side: 'defender', kind: 'casualties' })
    const t = answer(r.state, {}).state
    expect(unit(t, 'f1').place).toBe('losses')
    expect(unit(t, 'f2')).toMatchObject({ place: 'field', halfHits: 1 })
    expect(axis.view(t).counters.find((c) => c.id === 'f2')).toMatchObject({ fortified: true, flipped: true })
  })

  it('§5.7.3 or one British infantry removed and one French infantry flipped', () => {
    const r = axis.advance(battle(reims, threeHits))
    const t = answer(r.state, { line: { b1: 1, f1: 1, f2: 1 } }).state
    expect(unit(t, 'b1').place).toBe('losses')
    expect([unit(t, 'f1').halfHits, unit(t, 'f2').halfHits]).toEqual([1, 1])
  })

  it('§5.7.3 a flipped unit must take the next hit first (Munchen, second round)', () => {
    let s = battle({ fortification: 'siegfried', attackerNation: 'United States', defenderNation: 'Germany', attacker: many('u', 'infantry', 2), defender: [...many('g', 'infantry', 2), { id: 'ga', type: 'armor' }] }, dice(1, 6, 6, 6, 6, 1, 1, 6, 6, 6))
    s = answer(axis.advance(s).state, {}).state // one half hit: g1 flipped
    expect(unit(s, 'g1').halfHits).toBe(1)
    s = answer(s, { retreat: 'none' }).state
    s = answer(s, { retreat: 'none' }).state
    const r = axis.advance(s)
    expect(axis.pending(r.state)?.kind).toBe('casualties')
    expect(() => answer(r.state, { line: { ga: 1, g2: 1 } })).toThrow(/already flipped must take its second hit/)
    const t = answer(r.state, { line: { g1: 1, ga: 1 } }).state
    expect(unit(t, 'g1').place).toBe('losses')
  })

  it('§5.7.3 when the defender retreats, a flipped unit is removed; when the attacker retreats it is set upright', () => {
    const r = axis.advance(battle(reims, threeHits))
    let t = answer(r.state, {}).state
    const stay = answer(t, { retreat: 'none' }).state
    const fled = answer(stay, { retreat: 'all:east' })
    expect(eventsOf(fled.events, 'casualty')).toMatchObject([{ unit: 'f2', reason: 'half hit: lost in the retreat' }])
    expect(fled.state.result).toMatchObject({ winner: 'attacker', conquered: true })
    t = answer(t, { retreat: 'all:west' }).state
    expect(unit(t, 'f2')).toMatchObject({ place: 'field', halfHits: 0 })
    expect(t.result?.winner).toBe('defender')
  })
})

describe(`${SEED} §5.7.4 attacks from an area not adjacent to the line (Frankfurt and Calais)`, () => {
  const spec = {
    fortification: 'maginot' as const,
    attacker: [...many('fa', 'armor', 4), { id: 'ca', type: 'armor', from: 'north' }, { id: 'ci', type: 'infantry', from: 'north' }],
    defender: many('d', 'infantry', 5),
  }

  it('§5.7.4 the attackers are kept in two groups; normal hits remove units, half hits flip them; hits go to the group that hit the firer', () => {
    // Frankfurt: 3 hits of 4; Calais: 2 of 2; French: d1 hits, d2 misses, d3 and d4 hit, d5 misses.
    const s = battle(spec, dice(1, 1, 1, 6, 1, 1, 1, 6, 1, 1, 6))
    expect(axis.view(s).counters.find((c) => c.id === 'ca')?.group).toBe('from North')
    const r = axis.advance(s)
    // The defender's five alike units: its allocation is the default; d1 and d2 take the normal hits.
    expect(unit(r.state, 'd1').place).toBe('field')
    const d = axis.pending(r.state)!
    expect(d).toMatchObject({ side: 'attacker', kind: 'casualties' })
    const fields = Object.fromEntries(d.options.fields.map((f) => [f.id, f.type === 'allocate' ? f.total : null]))
    // d1's hit goes to the Calais group, d3's and d4's to the Frankfurt group.
    expect(fields).toEqual({ line: 2, normal: 1 })
    const t = answer(r.state, {}).state
    expect(['d1', 'd2', 'd3'].map((id) => unit(t, id).place)).toEqual(['losses', 'losses', 'losses'])
    expect(unit(t, 'd4')).toMatchObject({ place: 'field', halfHits: 1 })
    expect(unit(t, 'ci').place).toBe('losses')
    expect(['fa1', 'fa2'].map((id) => unit(t, id).place)).toEqual(['losses', 'losses'])
  })

  it('§5.7 a captured fortification is useless for good', () => {
    const s = battle({ fortification: 'maginot', attacker: many('a', 'armor', 2), defender: [{ id: 'd', type: 'infantry' }] }, dice(1, 1, 6))
    const r = axis.advance(s)
    expect(eventsOf(r.events, 'fortification-captured')).toHaveLength(1)
    expect(r.state.fortification?.captured).toBe(true)
  })
})
