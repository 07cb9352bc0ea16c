import { describe, expect, it } from 'vitest'
import { answer, axis, battle, dice, eventsOf, many, unit } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

describe(`${SEED} §5.3 Artillery`, () => {
  it('§5.3 artillery fires before land combat and its casualties are removed at once: they do not fire back', () => {
    const s = battle({ attacker: [{ id: 'art', type: 'artillery' }, { id: 'ai', type: 'infantry' }], defender: many('d', 'infantry', 2) }, dice(2, 6, 6))
    const r = axis.advance(s)
    const shots = eventsOf(r.events, 'shot')
    expect(shots.map((e) => [e.unit, e.value, e.hit])).toEqual([
      ['art', 2, true],
      ['ai', 1, false],
      ['d2', 2, false],
    ])
    expect(unit(r.state, 'd1').place).toBe('losses')
  })

  it('§5.3 artillery shot at by TacAir may answer at half strength instead of its artillery shot', () => {
    let s = battle({ attacker: [{ id: 'f', type: 'fighter' }, { id: 'ai', type: 'infantry' }], defender: [{ id: 'art', type: 'artillery' }, { id: 'di', type: 'infantry' }] }, dice(6, 1, 6, 6))
    s = answer(s, { f: 'tacair' }).state
    let r = axis.advance(s)
    r = axis.advance(answer(r.state, { f: 'art' }).state) // TacAir misses the artillery
    const d = axis.pending(r.state)!
    expect(d).toMatchObject({ side: 'defender', kind: 'aim' })
    r = axis.advance(answer(r.state, { art: 'f' }).state)
    const shots = eventsOf(r.events, 'shot')
    expect(shots[0]).toMatchObject({ unit: 'art', target: 'f', value: 1, hit: true })
    // It answered: no artillery shot this round.
    expect(shots.filter((e) => e.unit === 'art')).toHaveLength(1)
    expect(unit(r.state, 'f').place).toBe('losses')
  })
})

describe(`${SEED} §5.4 Shore Defense`, () => {
  const spec = { amphibious: true, attacker: [{ id: 'bb', type: 'battleship', from: 'sea' }, ...many('a', 'infantry', 2, { from: 'sea' })], defender: many('d', 'infantry', 2) }

  it('§5.4 first round of an amphibious assault: bombardment, then the defenders fire at normal strength and the casualties go at once; they do not fire again in land combat', () => {
    const s = battle(spec, dice(6, 1, 6, 6))
    const r = axis.advance(s)
    const steps = eventsOf(r.events, 'step').map((e) => e.label)
    expect(steps).toEqual(['Artillery', 'Shore defense', 'Land combat'])
    const shots = eventsOf(r.events, 'shot')
    expect(shots.map((e) => [e.unit, e.value])).toEqual([
      ['bb', 4],
      ['d1', 2],
      ['d2', 2],
      ['a2', 1],
    ])
    expect(unit(r.state, 'a1').place).toBe('losses')
  })

  it('§5.4 shore defense and bombardment happen in the first round only', () => {
    let s = battle(spec, dice(6, 6, 6, 6, 6, 6, 6, 6, 6))
    s = axis.advance(s).state
    s = answer(s, { retreat: 'none' }).state
    s = answer(s, { retreat: 'none' }).state
    const r = axis.advance(s)
    expect(eventsOf(r.events, 'step').map((e) => e.label)).toEqual(['Land combat'])
    expect(eventsOf(r.events, 'shot').some((e) => e.unit === 'bb')).toBe(false)
  })
})

describe(`${SEED} §5.5 Land Combat casualties`, () => {
  it('§5.5 the owner chooses casualties when the choice matters; the default follows the order of loss, cheapest first', () => {
    const s = battle({ attacker: [{ id: 'ai', type: 'infantry' }, { id: 'aa', type: 'armor' }], defender: many('d', 'infantry', 2) }, dice(6, 6, 1, 6))
    const r = axis.advance(s)
    const d = axis.pending(r.state)!
    expect(d).toMatchObject({ side: 'attacker', kind: 'casualties' })
    const f = d.options.fields[0]!
    expect(f.type === 'allocate' && f.default).toEqual({ ai: 1 })
    const t = answer(r.state, { line: { aa: 1 } }).state
    expect(unit(t, 'aa').place).toBe('losses')
    expect(unit(t, 'ai').place).toBe('field')
  })

  it('§5.5 no question when every candidate is alike: the default is applied', () => {
    const s = battle({ attacker: many('a', 'infantry', 3), defender: many('d', 'infantry', 3) }, dice(1, 6, 6, 1, 1, 6))
    const r = axis.advance(s)
    expect(axis.pending(r.state)?.kind).toBe('retreat')
    expect(eventsOf(r.events, 'casualty').map((e) => e.unit)).toEqual(['d1', 'a1', 'a2'])
  })

  it('§5.5 the standing order of loss can be changed at any time before the end', () => {
    const s = battle({ attacker: [{ id: 'ai', type: 'infantry' }, { id: 'aa', type: 'armor' }], defender: many('d', 'infantry', 2) }, dice(6, 6, 1, 6))
    const order = ['armor', ...s.sides.attacker.order.filter((t) => t !== 'armor')]
    const t = axis.decide(s, 'attacker', { kind: 'order', answer: { order } })
    expect(eventsOf(t.events, 'decision')[0]).toMatchObject({ kind: 'order' })
    const r = axis.advance(t.state)
    const f = axis.pending(r.state)!.options.fields[0]!
    expect(f.type === 'allocate' && f.default).toEqual({ aa: 1 })
    expect(() => axis.decide(s, 'attacker', { kind: 'order', answer: { order: ['armor', 'armor'] } })).toThrow(/order: must list unit types, each once/)
    expect(() => axis.decide(s, 'attacker', { kind: 'order', answer: { order: ['tank'] } })).toThrow(/order: must list unit types/)
  })

  it('§5.5 a partial order ranks the types given first; the others keep their order after them', () => {
    const s = battle({ attacker: [{ id: 'ai', type: 'infantry' }, { id: 'aa', type: 'armor' }], defender: many('d', 'infantry', 2) })
    const before = s.sides.attacker.order
    const t = axis.decide(s, 'attacker', { kind: 'order', answer: { order: ['armor', 'infantry'] } })
    expect(t.state.sides.attacker.order).toEqual(['armor', 'infantry', ...before.filter((x) => x !== 'armor' && x !== 'infantry')])
    // The view offers the side's own types, in the standing order, as a form the window can show.
    const standing = axis.view(t.state).sides.attacker.standing![0]!
    expect(standing.kind).toBe('order')
    const f = standing.form.fields[0]!
    expect(f.type === 'order' && f.default).toEqual(['armor', 'infantry'])
    expect(axis.view({ ...t.state, phase: 'over' }).sides.attacker.standing).toEqual([])
  })

  it('an illegal allocation is refused with a message naming the field', () => {
    const s = battle({ attacker: [{ id: 'ai', type: 'infantry' }, { id: 'aa', type: 'armor' }], defender: many('d', 'infantry', 2) }, dice(6, 6, 1, 6))
    const r = axis.advance(s)
    expect(() => answer(r.state, { line: { aa: 1, ai: 1 } })).toThrow(/line: 2 hits allocated, 1 needed/)
    expect(() => axis.advance(r.state)).toThrow(/waiting for the attacker/)
  })
})

describe(`${SEED} who fires in the unaimed steps (§5.3–§5.5)`, () => {
  const steps = (events: Parameters<typeof eventsOf>[0]) => eventsOf(events, 'step').map((e) => e.label)
  const shots = (events: Parameters<typeof eventsOf>[0]) => eventsOf(events, 'shot').map((e) => [e.unit, e.value])

  it('§5.4 shore defense is fired by the defending infantry and armor only, at normal strength: not by a fighter flying AirCap', () => {
    const spec = { amphibious: true, attacker: [{ id: 'a', type: 'infantry', from: 'sea' }], defender: [{ id: 'di', type: 'infantry' }, { id: 'da', type: 'armor' }, { id: 'df', type: 'fighter' }] }
    const r = axis.advance(answer(battle(spec, dice(6, 6, 6)), { df: 'aircap' }).state)
    expect(steps(r.events)).toEqual(['Shore defense', 'Land combat'])
    expect(shots(r.events)).toEqual([
      ['di', 2],
      ['da', 3],
      ['a', 1],
    ])
  })

  it('X5 naval combat is fought by the ships; an AirCap fighter with no enemy plane does not fire in it', () => {
    const spec = { naval: true, attacker: [{ id: 'ad', type: 'destroyer' }, { id: 'af', type: 'fighter' }], defender: [{ id: 'dd', type: 'destroyer' }] }
    const r = axis.advance(answer(battle(spec, dice(6, 6)), { af: 'aircap' }).state)
    expect(steps(r.events)).toEqual(['Naval combat'])
    expect(shots(r.events)).toEqual([
      ['ad', 3],
      ['dd', 3],
    ])
  })

  it('X18 and §5.2 special rule 1: exposed TacAir is hit only in land combat: artillery with nothing else to fire at does not fire', () => {
    const spec = { attacker: [{ id: 'f', type: 'fighter' }], defender: [{ id: 'art', type: 'artillery' }, { id: 'di', type: 'infantry' }] }
    let r = axis.advance(answer(battle(spec, dice(6, 6)), { f: 'tacair' }).state)
    expect(eventsOf(r.events, 'exposed')).toEqual([{ t: 'exposed', side: 'attacker', units: ['f'] }])
    r = axis.advance(answer(r.state, { f: 'di' }).state)
    r = axis.advance(answer(r.state, { di: 'land' }).state)
    expect(steps(r.events)).toEqual(['Land combat'])
    expect(shots(r.events)).toEqual([['di', 2]])
  })

  it('X1 a step where only a unit of value 0 could fire (a transport) is not fought', () => {
    const spec = { naval: true, attacker: [{ id: 't', type: 'transport' }, { id: 'af', type: 'fighter' }], defender: [{ id: 'dd', type: 'destroyer' }] }
    // af flies TacAir at dd (the only target) and misses; dd answers it and misses: dd has acted, t has nothing to fire with.
    let r = axis.advance(answer(battle(spec, dice(6, 6)), { af: 'tacair' }).state)
    expect(axis.pending(r.state)).toMatchObject({ side: 'defender', kind: 'aim' })
    r = axis.advance(answer(r.state, { dd: 'af' }).state)
    expect(steps(r.events)).toEqual(['4a Land units answer TacAir'])
    expect(shots(r.events)).toEqual([['dd', 3]])
  })

  it('X6 and X20: a side with nothing to hit rolls no die: bombardment against defending artillery that has no land unit to fire at', () => {
    const spec = { amphibious: true, attacker: [{ id: 'bb', type: 'battleship', from: 'sea' }, { id: 'f', type: 'fighter' }], defender: [{ id: 'art', type: 'artillery' }, { id: 'di', type: 'infantry' }] }
    const r = axis.advance(answer(battle(spec, dice(6)), { f: 'aircap' }).state)
    expect(steps(r.events)).toEqual(['Artillery'])
    expect(shots(r.events)).toEqual([['bb', 4]])
    expect(r.state.units.filter((u) => u.acted).map((u) => u.id)).toEqual(['bb'])
  })
})
