import { describe, expect, it } from 'vitest'
import { RuleError } from '../../core/types.ts'
import { engine } from './engine.ts'
import { answer, battle, C, E, faces, fight, hex, NW, ofType, playDefault, satisfyWith, SE, SEED, W, type TestBattle } from './testkit.ts'

/** Two combats: a at W against d at C, then b at NE against e at E. */
const TWO: TestBattle = {
  units: [
    { id: 'a', side: 'attacker', at: W },
    { id: 'b', side: 'attacker', at: [5, 1] },
    { id: 'd', side: 'defender', at: C },
    { id: 'e', side: 'defender', at: E },
  ],
  combats: [
    { attack: [W], defend: C },
    { attack: [[5, 1]], defend: E, kind: 'meeting', mp: 2 },
  ],
  attacker: { vp: 3 },
  defender: { vp: 3 },
}

describe(`${SEED} 8.0 the flow of a turn's combats (K14)`, () => {
  it('each combat asks the attacker\'s lead, then the defender\'s, then Launch rolls; the loss forms follow, the defender\'s first', () => {
    let s = battle(TWO, [...faces(1, 6, [0, 0]), ...faces(3, 3, [0, 0])])
    expect(engine.pending(s)).toMatchObject({ side: 'attacker', kind: 'lead' })
    expect(engine.view(s).launch).toBe('Roll combat 1')
    // Launch answers each lead with its default, as the button does.
    expect(engine.pending(s)!.launch).toEqual({ lead: 'a' })
    s = answer(s, 'lead').state
    expect(engine.pending(s)).toMatchObject({ side: 'defender', kind: 'lead' })
    s = answer(s, 'lead').state
    expect(engine.pending(s)).toBeNull()
    expect(() => engine.decide(s, 'attacker', { kind: 'lead', answer: { lead: 'a' } })).toThrow(RuleError)
    const r = engine.advance(s)
    expect(ofType(r.events, 'combat')).toEqual([])
    expect(engine.pending(r.state)).toMatchObject({ side: 'attacker', kind: 'losses' })
    expect(engine.view(r.state).launch).toBeNull()
    expect(() => engine.advance(r.state)).toThrow(RuleError)
  })

  it('the combats are fought in the scenario\'s order; the turn ends after the last, and the side with more VP wins', () => {
    let s = battle(TWO, [...faces(1, 6, [0, 0]), ...faces(3, 3, [0, 0, 0, 0])])
    const first = fight(s)
    expect(ofType(first.events, 'combat')[0]).toMatchObject({ combat: 0, defend: hex(C), kind: 'prepared' })
    // The attacker lost by 4 (1 + 1 against 6): its lead alone pays with 3 VP and a retreat.
    s = satisfyWith(first.state, { vp: 3, a: 1 }).state
    while (engine.pending(s)?.kind === 'retreat') s = answer(s, 'retreat').state
    expect(s.combatNo).toBe(1)
    expect(engine.view(s).round).toMatchObject({ last: 'Combat 1 of 2', next: 'Combat 2 of 2' })
    const end = playDefault(s).state
    expect(end.phase).toBe('over')
    expect(end.sides.attacker.vp).toBe(0)
    expect(end.result).toEqual({ winner: 'defender', reason: `Blues wins: Reds 0 VP, Blues ${end.sides.defender.vp} VP` })
    expect(engine.roundsFought(end)).toBe(2)
    expect(engine.roundLabel(end)).toBe('Combat 2 of 2')
  })

  it('equal VP at the end is a draw', () => {
    const s = playDefault(battle({ ...TWO, combats: [TWO.combats![0]!] }, faces(1, 1, [0, 0]))).state
    // A tie: each side satisfies its one point without VP.
    expect(s.result).toEqual({ winner: null, reason: 'A draw: Reds 3 VP, Blues 3 VP' })
  })

  it('a combat whose attacking hexes were emptied is called off; one whose defenders left gives the hex up unopposed (1 VP)', () => {
    // e, the second combat's defender, supports d in the first (a Meeting Engagement) and retreats to satisfy a point.
    const b: TestBattle = {
      units: [{ id: 'a', side: 'attacker', at: W }, { id: 'b', side: 'attacker', at: [5, 1] }, { id: 'd', side: 'defender', at: C }, { id: 'e', side: 'defender', at: E }],
      combats: [{ attack: [W], defend: C, kind: 'meeting', mp: 0 }, { attack: [[5, 1]], defend: E, kind: 'meeting', mp: 2 }],
      defender: { vp: 3, supply: [[6, 4]] },
    }
    let s = fight(battle(b, faces(6, 1, [0, 0, 0])), { defender: 'd' }).state
    expect(s.now!.owed.defender).toBe(3)
    const paid = satisfyWith(s, { 'retreat:e': 1, d: 1, vp: 1 })
    s = paid.state
    const events = [...paid.events]
    while (engine.pending(s)?.kind === 'retreat') {
      const r = answer(s, 'retreat')
      events.push(...r.events)
      s = r.state
    }
    expect(ofType(events, 'cancelled')[0]).toMatchObject({ combat: 1, why: 'no defender' })
    expect(ofType(events, 'ground')[0]).toMatchObject({ hex: hex(E), vp: 1 })
    expect(s.phase).toBe('over')
    expect(s.sides.defender.vp).toBe(1)
    // The attacker routed from its only hex: a second attack from it is called off for want of an attacker, and costs nothing.
    const c = fight(battle({ ...TWO, combats: [TWO.combats![0]!, { attack: [W], defend: C }] }, faces(1, 6, [0, 0]))).state
    const r = satisfyWith(c, { 'rout:a': 1 })
    expect(ofType(r.events, 'cancelled')).toEqual([{ t: 'cancelled', combat: 1, defend: hex(C), why: 'no attacker' }])
    expect(ofType(r.events, 'ground')).toEqual([])
  })

  it('a lead must be one of the side\'s units in the combat; only the UN side may expend a depot', () => {
    const s = battle(TWO)
    expect(() => engine.decide(s, 'attacker', { kind: 'lead', answer: { lead: 'b' } })).toThrow(/lead: "b" is not one of a/)
    expect(() => engine.decide(s, 'defender', { kind: 'lead', answer: { lead: 'd' } })).toThrow(RuleError)
    const un = battle({ ...TWO, defender: { depots: [{ id: 'dp', at: [3, 4] }] } })
    const d = engine.pending(answer(un, 'lead').state)!
    expect(d.options.fields.map((f) => f.id)).toEqual(['lead', 'depot'])
    expect(engine.pending(un)!.options.fields.map((f) => f.id)).toEqual(['lead'])
    const r = answer(answer(un, 'lead').state, 'lead', { depot: 'dp' })
    expect(ofType(r.events, 'depot-expended')[0]).toMatchObject({ depot: 'dp' })
    expect(r.state.depots[0]!.place).toBe('expended')
  })
})

describe(`${SEED} the battle window's view`, () => {
  it('the map marks the combat hex, the lead\'s and the supporting hexes\' arrows, supply, the fleet\'s coast and static units; VP beside the location', () => {
    const b: TestBattle = {
      units: [{ id: 'a', side: 'attacker', at: W }, { id: 'a2', side: 'attacker', at: NW, static: true }, { id: 'd', side: 'defender', at: C }, { id: 'd2', side: 'defender', at: SE }],
      combats: [{ attack: [W, NW], defend: C, kind: 'meeting', mp: 3 }],
      defender: { supply: [[6, 4]], vp: 4 },
      coast: [{ hexes: [[6, 0]], committed: true }],
    }
    const v = engine.view(battle(b))
    expect(v.board).toEqual({ kind: 'map' })
    expect(v.map!.focus).toEqual([hex(C)])
    expect(v.map!.arrows!.map((a) => [a.from, a.side, a.label])).toEqual([[hex(W), 'attacker', 'Lead'], [hex(NW), 'attacker', 'Attack'], [hex(SE), 'defender', 'Support']])
    const place = (at: [number, number]) => v.map!.places.find((p) => p.id === hex(at))!
    expect(place([6, 4])).toMatchObject({ owner: 'defender', marks: ['supply'] })
    expect(place([6, 0]).marks).toEqual(['fleet'])
    expect(place(NW).marks).toEqual(['static'])
    expect(v.location).toEqual({ name: 'Testland', terrain: 'Reds 5 VP · Blues 4 VP', crossing: 'none' })
    // Those in the combat are lit, the rest dimmed; a static counter says so.
    expect(v.counters.map((c) => [c.id, c.active, c.targetable])).toEqual([['a', true, false], ['a2', true, false], ['d', false, true], ['d2', false, true]])
    expect(v.counters.find((c) => c.id === 'a2')!.notes).toContain('Static: gives no adjacency bonus and cannot go static again')
    expect(v.routs).toBe(true)
  })

  it('before the dice each diamond holds its side\'s modifiers, after them its modified roll, with every source on hover', () => {
    let s = battle({ units: [{ id: 'a', side: 'attacker', at: W, quality: 'A' }, { id: 'd', side: 'defender', at: C }], terrain: [[C, 'hills']] }, faces(4, 2, [1, 0]))
    let v = engine.view(s)
    expect(v.sides.attacker.gauge).toMatchObject({ label: 'DRM', value: 3, title: 'Die-roll modifiers (#a leading by default)' })
    expect(v.sides.defender.gauge.parts).toEqual([{ source: 'Terrain: hills (house reading: the terrain chart is not given)', value: 1 }])
    s = fight(s).state
    v = engine.view(s)
    expect(v.sides.attacker.gauge).toMatchObject({ label: 'Roll', value: 4 + 3 + 1, title: 'Modified roll (#a)' })
    expect(v.sides.attacker.gauge.parts).toEqual([
      { source: 'Die', value: 4 },
      { source: 'Non-static attacking units: 1, the lead included', value: 1 },
      { source: 'Unit quality: A against C', value: 2 },
      { source: 'Combat chips', value: 1 },
    ])
    expect(v.sides.defender.gauge.warning).toBe('5 loss points to satisfy')
  })

  it('UN depots are counters on the map, and in the Losses box once expended or eliminated', () => {
    let s = battle({ ...TWO, defender: { depots: [{ id: 'dp', at: [3, 4] }] } })
    expect(engine.view(s).counters.find((c) => c.id === 'dp')).toMatchObject({ icon: 'logistics', side: 'defender', at: hex([3, 4]) })
    s = answer(answer(s, 'lead').state, 'lead', { depot: 'dp' }).state
    expect(engine.view(s).sides.defender.losses.map((c) => c.id)).toEqual(['dp'])
    expect(engine.view(s).counters.some((c) => c.id === 'dp')).toBe(false)
  })

  it('the log words every event with names, never ids', () => {
    const { state, events } = playDefault(battle(TWO))
    const lines = events.map((e) => engine.describe(state, e))
    expect(lines[0]).toBe('— Combat 1 of 2: Prepared Attack, Reds attacks H32 from H22 —')
    for (const line of lines) expect(line).not.toMatch(/\b(a|b|d|e)\b(?! )/)
    expect(lines.at(-1)).toMatch(/^Battle over: /)
  })
})


describe(`${SEED} 8.0 the end of the turn and the Launch button (K14)`, () => {
  it('the attacker with more VP at the end wins', () => {
    const s = playDefault(battle({ ...TWO, combats: [TWO.combats![0]!], attacker: { vp: 5 } }, faces(1, 1, [0, 0]))).state
    expect(s.result).toEqual({ winner: 'attacker', reason: 'Reds wins: Reds 5 VP, Blues 3 VP' })
  })

  it('a combat with units in one of its attacking hexes is fought, though another attacking hex stands empty', () => {
    // The second combat attacks E from [5, 1], where b stands, and from [5, 2], empty.
    const { events } = playDefault(battle({ ...TWO, combats: [TWO.combats![0]!, { attack: [[5, 1], [5, 2]], defend: E }] }))
    expect(ofType(events, 'cancelled')).toEqual([])
    expect(ofType(events, 'combat').map((e) => e.combat)).toEqual([0, 1])
  })

  it('Launch is refused while a question is open, and after the battle is over, each saying why', () => {
    const s = battle(TWO)
    expect(() => engine.advance(s)).toThrow(new RuleError('a decision is pending: answer it first'))
    const over = playDefault(battle(TWO)).state
    expect(() => engine.advance(over)).toThrow(new RuleError('the battle is over'))
  })
})
