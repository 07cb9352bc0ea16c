import { describe, expect, it } from 'vitest'
import { answer, axis, battle, dice, eventsOf } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

describe(`${SEED} §5.2 Air Combat steps`, () => {
  it('§5.2 step 1 and X14: the gun that fires is the defender\'s AA gun on the field, not the attacker\'s nor another defending unit', () => {
    const spec = {
      attacker: [{ id: 'xa', type: 'aa-gun' }, { id: 'f', type: 'fighter' }, { id: 'i', type: 'infantry' }],
      defender: [{ id: 'd', type: 'infantry' }, { id: 'da', type: 'aa-gun' }],
    }
    const r = axis.advance(answer(battle(spec, dice(6)), { f: 'tacair' }).state)
    expect(eventsOf(r.events, 'step').map((e) => e.label)).toEqual(['1 Air defense'])
    expect(eventsOf(r.events, 'shot')).toStrictEqual([{ t: 'shot', side: 'defender', unit: 'da', die: 6, value: 1, hit: false, target: 'f' }])
    expect(axis.pending(r.state)).toMatchObject({ side: 'attacker', kind: 'aim' })
  })

  it('§5.2 step 2b (X16): an AirCap shot at and missed may answer its own shooter or fire at an enemy TacAir, not at another AirCap', () => {
    const spec = {
      attacker: [{ id: 'a1', type: 'fighter' }, { id: 'a2', type: 'fighter' }, { id: 'ab', type: 'bomber' }, { id: 'ai', type: 'infantry' }],
      defender: [{ id: 'd1', type: 'fighter' }, { id: 'd2', type: 'fighter' }, { id: 'di', type: 'infantry' }],
    }
    let s = battle(spec, dice(6, 6))
    s = answer(s, { a1: 'aircap', a2: 'aircap' }).state
    s = answer(s, { d1: 'aircap', d2: 'aircap' }).state
    const r = axis.advance(answer(axis.advance(s).state, { a1: 'd1', a2: 'd2' }).state)
    const fields = axis.pending(r.state)!.options.fields.map((f) => (f.type === 'pick' ? [f.id, f.choices.map((c) => c.value), f.default] : null))
    expect(fields).toEqual([
      ['d1', ['a1', 'ab'], 'a1'],
      ['d2', ['a2', 'ab'], 'a2'],
    ])
  })

  it('§5.2 step 4b and X15: defending TacAir fires at its attack value (fighter 3); attacking land units answer it at half defense (X4, armor 3 → 1)', () => {
    const spec = { attacker: [{ id: 'aa', type: 'armor' }, { id: 'ai', type: 'infantry' }], defender: [{ id: 'df', type: 'fighter' }, { id: 'di', type: 'infantry' }] }
    let r = axis.advance(answer(battle(spec, dice(6, 6, 6, 6)), { df: 'tacair' }).state)
    expect(axis.pending(r.state)).toMatchObject({ side: 'defender', kind: 'aim' })
    r = axis.advance(answer(r.state, { df: 'aa' }).state)
    const fired = eventsOf(r.events, 'shot')
    expect(axis.pending(r.state)).toMatchObject({ side: 'attacker', kind: 'aim' })
    r = axis.advance(answer(r.state, { aa: 'df' }).state)
    expect([...fired, ...eventsOf(r.events, 'shot')].slice(0, 2)).toStrictEqual([
      { t: 'shot', side: 'defender', unit: 'df', die: 6, value: 3, hit: false, target: 'aa' },
      { t: 'shot', side: 'attacker', unit: 'aa', die: 6, value: 1, hit: false, target: 'df' },
    ])
  })

  it('§5.2 step 2a: an AirCap aims at the enemy planes most valuable first (the default aim), whatever the scenario\'s order', () => {
    const spec = {
      attacker: [{ id: 'af', type: 'fighter' }, { id: 'ai', type: 'infantry' }],
      defender: [{ id: 'df', type: 'fighter' }, { id: 'db', type: 'bomber' }, { id: 'di', type: 'infantry' }],
    }
    let s = answer(battle(spec), { af: 'aircap' }).state
    s = answer(s, { df: 'aircap', db: 'tacair' }).state
    const d = axis.pending(axis.advance(s).state)!
    expect(d).toMatchObject({ side: 'attacker', kind: 'aim' })
    // A bomber costs 15, a fighter 10 (X1).
    expect(d.options.fields.map((f) => (f.type === 'pick' ? [f.id, f.choices.map((c) => c.value), f.default] : null))).toEqual([['af', ['db', 'df'], 'db']])
  })

  describe('§5.2 step 3a: TacAir shot at by AirCap answers its shooter', () => {
    const spec = {
      attacker: [{ id: 't1', type: 'fighter' }, { id: 't2', type: 'fighter' }, { id: 'ai', type: 'infantry' }],
      defender: [{ id: 'dc', type: 'fighter' }, { id: 'di', type: 'infantry' }],
    }
    // 2b: the defending AirCap fires at t1 and misses; t2 is not shot at.
    const at3a = () => {
      let s = answer(battle(spec, dice(6, 6, 6, 6, 6, 6, 6)), { t1: 'tacair', t2: 'tacair' }).state
      s = answer(s, { dc: 'aircap' }).state
      return axis.advance(answer(axis.advance(s).state, { dc: 't1' }).state)
    }

    it('only the TacAir units shot at are asked: t2, not shot at, flies its mission without a word', () => {
      const d = axis.pending(at3a().state)!
      expect(d).toMatchObject({ side: 'attacker', kind: 'aim' })
      expect(d.options.fields.map((f) => (f.type === 'pick' ? [f.id, f.choices.map((c) => c.value), f.default] : null))).toEqual([['t1', ['dc', 'mission'], 'mission']])
    })

    it('the attacker\'s TacAir answers at its defensive value (fighter 4, not its attack 3)', () => {
      const r = axis.advance(answer(at3a().state, { t1: 'dc' }).state)
      expect(eventsOf(r.events, 'shot')[0]).toStrictEqual({ t: 'shot', side: 'attacker', unit: 't1', die: 6, value: 4, hit: false, target: 'dc' })
    })
  })

  it('§5.2 step 4a answer and X4: an AA gun (defense 0, half of it 0 against TacAir) shot at by TacAir is not asked to answer', () => {
    const spec = { attacker: [{ id: 'f', type: 'fighter' }, { id: 'ai', type: 'infantry' }], defender: [{ id: 'da', type: 'aa-gun' }, { id: 'di', type: 'infantry' }] }
    // The gun misses the fighter (step 1); the fighter aims at the gun and misses (4a); land combat: all miss.
    let r = axis.advance(answer(battle(spec, dice(6, 6, 6, 6, 6, 6)), { f: 'tacair' }).state)
    expect(axis.pending(r.state)).toMatchObject({ side: 'attacker', kind: 'aim' })
    r = axis.advance(answer(r.state, { f: 'da' }).state)
    expect(axis.pending(r.state)).toMatchObject({ side: 'attacker', kind: 'retreat' })
    expect(eventsOf(r.events, 'shot').map((e) => e.unit)).toEqual(['f', 'ai', 'di'])
  })
})
