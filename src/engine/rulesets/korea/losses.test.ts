import { describe, expect, it } from 'vitest'
import type { FormField } from '../../core/form.ts'
import { RuleError } from '../../core/types.ts'
import { engine } from './engine.ts'
import { geometry } from './geometry.ts'
import { placeRetreat } from './losses.ts'
import type { KoreaState } from './state.ts'
import { closeWork, openWork } from './work.ts'
import { answer, battle, C, E, faces, fight, FIVE, hex, NE, NW, ofType, playDefault, satisfyWith, SE, SEED, unit, W, type At, type TestBattle } from './testkit.ts'


function owing(b: TestBattle = FIVE): KoreaState {
  const r = fight(battle(b, faces(6, 1, [0, 0, 0, 0, 0])), { attacker: 'a', defender: 'd' }, 'none')
  return r.state
}

const slots = (s: KoreaState) => {
  const f = engine.pending(s)!.options.fields[0] as Extract<FormField, { type: 'allocate' }>
  return f.slots.map((x) => `${x.value}=${x.cost}/${x.max}`)
}

describe(`${SEED} 8.3 Loss Points: "All losses that are called for must be satisfied. Loss Points may be satisfied in several ways cumulatively"`, () => {
  it('the defender owes 5 and its form offers each way with its cost; a unit\'s first way is keyed by its id, so a click on the counter takes it', () => {
    const s = owing()
    expect(s.now!.owed.defender).toBe(5)
    const d = engine.pending(s)!
    expect(d).toMatchObject({ side: 'defender', kind: 'losses' })
    expect(slots(s)).toEqual(['d2=1/1', 'retreat:d2=1/1', 'd3=1/1', 'retreat:d3=1/1', 'd=1/1', 'retreat:d=1/1', 'retreat-far:d=2/1', 'dp=1/1', 'vp=1/3', 'rout:d=all/1'])
    expect((d.options.fields[0] as Extract<FormField, { type: 'allocate' }>).targets).toBe('counters')
  })

  it('"Quality B-A units may retreat 2-3 hexes to satisfy 2 losses": an A lead and a B lead are offered it, a C unit is not', () => {
    const withLead = (quality: 'A' | 'B' | 'C') => slots(owing({ ...FIVE, units: FIVE.units.map((u) => (u.id === 'd' ? { ...u, quality } : u)) }))
    expect(withLead('A')).toContain('retreat-far:d=2/1')
    expect(withLead('B')).toContain('retreat-far:d=2/1')
    expect(withLead('C')).not.toContain('retreat-far:d=2/1')
    expect(withLead('C')).toContain('retreat:d=1/1')
  })

  it('fewer points than owed are refused; so is a unit given up for nothing', () => {
    const s = owing()
    expect(() => satisfyWith(s, { d2: 1, d3: 1, dp: 1, vp: 1 })).toThrow(RuleError)
    expect(() => satisfyWith(s, { d2: 1, d3: 1, dp: 1, vp: 3 })).toThrow(/hits allocated/)
    expect(() => satisfyWith(s, { 'rout:d': 1, d2: 1 })).toThrow(RuleError)
  })

  it('any mix that satisfies every point: two statics, the depot and 2 VP', () => {
    const r = satisfyWith(owing(), { d2: 1, d3: 1, dp: 1, vp: 2 })
    expect([unit(r.state, 'd2').static, unit(r.state, 'd3').static, unit(r.state, 'd').static]).toEqual([true, true, false])
    expect(r.state.depots.find((x) => x.id === 'dp')!.place).toBe('eliminated')
    expect(r.state.sides.defender.vp).toBe(1)
    expect(ofType(r.events, 'losses')[0]).toMatchObject({ side: 'defender', owed: 5 })
  })

  it('"A defending unit may flip to static to satisfy 1 loss" (the lead too)', () => {
    const r = satisfyWith(owing(), { d: 1, d2: 1, d3: 1, vp: 2 })
    expect(['d', 'd2', 'd3'].map((id) => unit(r.state, id).static)).toEqual([true, true, true])
    expect(ofType(r.events, 'static').map((e) => e.unit)).toEqual(['d2', 'd3', 'd'])
  })

  it('"A UN Depot within supply range may be eliminated to satisfy 1 loss": one out of range is not offered, nor is a depot to the Communists', () => {
    expect(slots(owing())).not.toContain('far=1/1')
    const reds: TestBattle = { ...FIVE, attacker: { army: 'UN', air: 3, depots: [{ id: 'dp', at: [0, 2] }] }, defender: { army: 'Communist', vp: 3 } }
    expect(slots(owing(reds)).some((x) => x.startsWith('dp='))).toBe(false)
  })

  it('"All units may retreat 1 hex to satisfy 1 loss"', () => {
    const s = owing()
    let r = satisfyWith(s, { 'retreat:d2': 1, 'retreat:d3': 1, d: 1, vp: 2 })
    // Each retreat waits for its hex (a click on the map), unless it has only one.
    while (engine.pending(r.state)?.kind === 'retreat') r = answer(r.state, 'retreat')
    const g = geometry(r.state.map)
    expect(g.hexes.get(unit(r.state, 'd2').at)).toBeDefined()
    expect(unit(r.state, 'd2').at).not.toBe(hex(C))
    expect(unit(r.state, 'd3').at).not.toBe(hex(SE))
  })

  it('"Quality B-A units may retreat 2-3 hexes to satisfy 2 losses"; quality C and D may not', () => {
    const s = owing()
    expect(slots(s).filter((x) => x.startsWith('retreat-far'))).toEqual(['retreat-far:d=2/1'])
    let r = satisfyWith(s, { 'retreat-far:d': 1, d2: 1, d3: 1, dp: 1 })
    expect(engine.pending(r.state)).toMatchObject({ kind: 'retreat', side: 'defender' })
    const to = (engine.pending(r.state)!.options.fields[0] as Extract<FormField, { type: 'place' }>).choices.map((c) => c.value)
    const g = geometry(r.state.map)
    const dist = (a: string) => {
      const x = g.hexes.get(a)!
      const dq = x.q - C[0]
      const dr = x.r - C[1]
      return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2
    }
    for (const h of to) expect(dist(h), h).toBeGreaterThanOrEqual(2)
    r = answer(r.state, 'retreat', { to: to[0]! })
    expect(unit(r.state, 'd').at).toBe(to[0])
    expect(ofType(r.events, 'retreat')[0]).toMatchObject({ unit: 'd', far: true })
  })

  it('"Either side may spend 1VP to satisfy 1 loss", as many as it has', () => {
    const s = owing()
    const r = satisfyWith(s, { vp: 3, d2: 1, d3: 1 })
    expect(r.state.sides.defender.vp).toBe(0)
    expect(ofType(r.events, 'vp-spent')[0]).toMatchObject({ side: 'defender', vp: 3, left: 0 })
    expect(() => satisfyWith(s, { vp: 4, d2: 1 })).toThrow(/0\.\.3/)
  })

  it('"A supporting unit may go static to satisfy 1 loss each": the defender\'s beside the hex, the attacker\'s besides its lead; never the attacker\'s lead', () => {
    expect(slots(owing())).toContain('d3=1/1')
    // The attacker loses: its lead a has no static slot, its supporting a2 has.
    const lost = fight(battle(FIVE, faces(1, 6, [0, 0, 0, 0, 0])), { attacker: 'a', defender: 'd' }, 'none')
    const s = lost.state
    expect(s.now!.toAnswer).toEqual(['attacker'])
    const form = slots(s)
    expect(form).toContain('a2=1/1')
    expect(form.filter((x) => x.startsWith('a=') || x.startsWith('static:a='))).toEqual(['a=1/1'])
    // a's first way is its retreat, not a static flip.
    const f = engine.pending(s)!.options.fields[0] as Extract<FormField, { type: 'allocate' }>
    expect(f.slots.find((x) => x.value === 'a')!.label).toMatch(/retreat 1 hex/)
    expect(f.slots.find((x) => x.value === 'a2')!.label).toMatch(/goes to static/)
  })

  it('"The Lead unit can be eliminated to the Rout box to satisfy ALL losses"', () => {
    const r = satisfyWith(owing(), { 'rout:d': 1 })
    expect(unit(r.state, 'd').place).toBe('routs')
    expect(r.state.sides.defender.vp).toBe(1)
    expect(ofType(r.events, 'rout')[0]).toMatchObject({ unit: 'd', side: 'defender', vp: 2 })
    expect(engine.view(r.state).sides.defender.routs.map((c) => c.id)).toEqual(['d'])
    // d2 still holds the hex: no ground given up.
    expect(r.state.taken).toEqual([])
  })

  it('a defender that leaves the combat hex empty gives it up: 1 VP (K11)', () => {
    const b: TestBattle = { units: [{ id: 'a', side: 'attacker', at: W, quality: 'A' }, { id: 'd', side: 'defender', at: C }], defender: { vp: 3 }, attacker: { air: 3 } }
    const s = fight(battle(b, faces(6, 1, [0, 0]))).state
    const r = satisfyWith(s, { 'rout:d': 1 })
    expect(r.state.sides.defender.vp).toBe(0)
    expect(ofType(r.events, 'ground')[0]).toMatchObject({ hex: hex(C), vp: 1 })
    expect(r.state.taken).toEqual([hex(C)])
  })
})

describe(`${SEED} 8.0 "Note that the Defender does not go static from the combat unless it chooses to do so in order to absorb losses"`, () => {
  it('a defender that satisfies its points otherwise stays fresh', () => {
    const r = satisfyWith(owing(), { 'retreat:d3': 1, dp: 1, vp: 3 })
    const s = playDefault(r.state).state
    for (const id of ['d', 'd2', 'd3']) expect(unit(s, id).static, id).toBe(false)
  })

  it('a defender that wins takes no loss and no unit of it goes static', () => {
    const lost = fight(battle(FIVE, faces(1, 6, [0, 0, 0, 0, 0])), { attacker: 'a', defender: 'd' }, 'none')
    expect(lost.state.now!.owed.defender).toBe(0)
    const end = playDefault(lost.state).state
    for (const id of ['d', 'd2', 'd3']) expect(unit(end, id).static, id).toBe(false)
  })

  it('only the defender\'s choice turns it static: the form\'s static slots', () => {
    const r = satisfyWith(owing(), { d2: 1, vp: 3, dp: 1 })
    expect(['d', 'd2', 'd3'].map((id) => unit(r.state, id).static)).toEqual([false, true, false])
  })

  it('the lead a second combat names can be a static unit; it is then counted out of the adjacency bonus', () => {
    const b: TestBattle = { units: [{ id: 'a', side: 'attacker', at: W, static: true }, { id: 'e', side: 'attacker', at: E }, { id: 'd', side: 'defender', at: C }], combats: [{ attack: [W, E], defend: C }] }
    const r = fight(battle(b, faces(3, 3, [0, 0, 0])), { attacker: 'a' })
    expect(ofType(r.events, 'modifiers')[0]!.parts.find((p) => p.source.startsWith('Non-static'))!.value).toBe(1)
  })
})

const formSlots = (s: KoreaState) => (engine.pending(s)!.options.fields[0] as Extract<FormField, { type: 'allocate' }>).slots

describe(`${SEED} 8.3 Loss Points: the loss form says each way's cost and what it does`, () => {
  it('each slot names the unit, the way and its points ("1 point", "2 points"); a defender in the combat hex flips to static, a supporting one goes static', () => {
    expect(formSlots(owing()).map((x) => [x.value, x.label, x.title])).toEqual([
      ['d2', '#d2: flip to static (1 point)', 'A defending unit flips to static: it stays in the hex and gives no further adjacency bonus'],
      ['retreat:d2', '#d2: retreat 1 hex (1 point)', 'Towards supply and away from the enemy where possible'],
      ['d3', '#d3: goes to static (1 point)', 'A supporting unit goes static: it stays where it is'],
      ['retreat:d3', '#d3: retreat 1 hex (1 point)', 'Towards supply and away from the enemy where possible'],
      ['d', '#d: flip to static (1 point)', 'A defending unit flips to static: it stays in the hex and gives no further adjacency bonus'],
      ['retreat:d', '#d: retreat 1 hex (1 point)', 'Towards supply and away from the enemy where possible'],
      ['retreat-far:d', '#d: retreat 2–3 hexes (2 points)', 'Quality B: a retreat of 2 or 3 hexes satisfies 2 loss points'],
      ['dp', 'Eliminate the depot at Dump dp (1 point)', 'A UN depot in supply range of the combat hex'],
      ['vp', 'Spend victory points (1 point each; 3 VP left)', 'Either side may spend 1 VP to satisfy 1 loss point'],
      ['rout:d', '#d, the lead, to the Rout box (every point; −2 VP, house reading)', 'The lead unit goes to the Rout box and satisfies every loss point (8.3); 2 VP lost (house reading: the seed gives a rout no VP cost; VP it cannot pay go to the enemy)'],
    ])
  })

  it('the last defender in the combat hex is warned that retreating or routing it gives up the hex (K11); a supporting unit beside the hex is not', () => {
    const alone: TestBattle = { ...FIVE, units: FIVE.units.filter((u) => u.id !== 'd2') }
    const slots = formSlots(owing(alone))
    const title = (v: string) => slots.find((x) => x.value === v)!.title
    expect(title('retreat:d')).toBe('Towards supply and away from the enemy where possible; the last defender in the hex: it gives up the hex (−1 VP, house reading)')
    expect(title('retreat-far:d')).toBe('Quality B: a retreat of 2 or 3 hexes satisfies 2 loss points; the last defender in the hex: it gives up the hex (−1 VP, house reading)')
    expect(title('retreat:d3')).toBe('Towards supply and away from the enemy where possible')
    expect(title('rout:d')).toBe('The lead unit goes to the Rout box and satisfies every loss point (8.3); 2 VP lost (house reading: the seed gives a rout no VP cost; VP it cannot pay go to the enemy), and the hex given up (−1 VP, house reading)')
  })

  it('the attacker\'s units are never warned of giving up the hex: its lead alone in its hex', () => {
    const b: TestBattle = { units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }], attacker: { vp: 3 } }
    const s = fight(battle(b, faces(1, 6, [0, 0]))).state
    expect(formSlots(s).map((x) => [x.value, x.title])).toEqual([
      ['a', 'Towards supply and away from the enemy where possible'],
      ['vp', 'Either side may spend 1 VP to satisfy 1 loss point'],
      ['rout:a', 'The lead unit goes to the Rout box and satisfies every loss point (8.3); 2 VP lost (house reading: the seed gives a rout no VP cost; VP it cannot pay go to the enemy)'],
    ])
  })

  it('"Either side may spend 1VP": a side with no VP left is offered none', () => {
    const s = owing({ ...FIVE, defender: { ...FIVE.defender, vp: 0 } })
    expect(formSlots(s).some((x) => x.value === 'vp')).toBe(false)
  })

  it('"Quality B-A units may retreat 2-3 hexes": only where a retreat of 2 or 3 hexes exists; a 1-hex retreat is offered on its own where only it exists (K13)', () => {
    // Sea all round but the combat hex, the attacker's hex and NE, whose other neighbours are sea: 1 hex, never 2.
    const open = new Set([hex(C), hex(W), hex(NE)])
    const terrain: [At, 'sea'][] = []
    for (let r = 0; r < 5; r++) for (let q = 0; q < 7; q++) if (!open.has(hex([q, r]))) terrain.push([[q, r], 'sea'])
    const b: TestBattle = { terrain, units: [{ id: 'a', side: 'attacker', at: W, quality: 'A' }, { id: 'd', side: 'defender', at: C, quality: 'B' }], defender: { vp: 3 } }
    const s = fight(battle(b, faces(6, 1, [0, 0]))).state
    expect(formSlots(s).map((x) => x.value)).toEqual(['d', 'retreat:d', 'vp', 'rout:d'])
  })

  it('"A UN Depot within supply range may be eliminated": not one the UN side expended in this combat, it is gone', () => {
    const s = fight(battle(FIVE, faces(6, 1, [0, 0, 0, 0, 0])), { attacker: 'a', defender: 'd' }, 'dp').state
    expect(s.depots.find((x) => x.id === 'dp')!.place).toBe('expended')
    expect(formSlots(s).some((x) => x.value === 'dp')).toBe(false)
  })

  it('a lead that can neither go static nor retreat has the Rout box as its first way: a click on its counter routs it', () => {
    // The attacker's lead a at W, the sea all round but the combat hex: no retreat, and an attacking lead never goes static.
    const open = new Set([hex(W), hex(C)])
    const terrain: [At, 'sea'][] = []
    for (let r = 0; r < 5; r++) for (let q = 0; q < 7; q++) if (!open.has(hex([q, r]))) terrain.push([[q, r], 'sea'])
    const b: TestBattle = { terrain, units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }], attacker: { vp: 3 } }
    const s = fight(battle(b, faces(1, 6, [0, 0]))).state
    expect(formSlots(s).map((x) => `${x.value}=${x.cost}`)).toEqual(['vp=1', 'a=all'])
  })

  it('"Loss Points may be satisfied in several ways cumulatively": one unit may flip to static and retreat 1 hex, 2 points in all (K23)', () => {
    const r = satisfyWith(owing(), { d2: 1, 'retreat:d2': 1, d3: 1, dp: 1, vp: 1 })
    expect(unit(r.state, 'd2').static).toBe(true)
    // Its retreat is made, or asks where it goes.
    const retreating = [...ofType(r.events, 'retreat').map((e) => e.unit), ...(r.state.now?.retreats.map((x) => x.unit) ?? [])]
    expect(retreating).toEqual(['d2'])
    expect(ofType(r.events, 'losses')[0]!.picks.filter((p) => p.id === 'd2').map((p) => p.kind)).toEqual(['static', 'retreat'])
  })

  it('"Quality B-A units may retreat 2-3 hexes to satisfy 2 losses": offered only while 2 or more points are owed, never for a single point (K23)', () => {
    // One B defender against one attacker; the attacker's die from 1 to 6 gives 1, then 2 or more loss points.
    const owedTo = (die: number) => fight(battle({ units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C, quality: 'B' }], defender: { vp: 3 } }, faces(die, 1, [0, 0]))).state
    const states = [1, 2, 3, 4, 5, 6].map(owedTo).filter((s) => s.now?.step === 'losses' && s.now.toAnswer[0] === 'defender')
    const one = states.find((s) => s.now!.owed.defender === 1)!
    const two = states.find((s) => s.now!.owed.defender >= 2)!
    expect(formSlots(one).map((x) => x.value)).not.toContain('retreat-far:d')
    expect(formSlots(one).map((x) => x.value)).toContain('retreat:d')
    expect(formSlots(two).map((x) => x.value)).toContain('retreat-far:d')
  })

  it('a side at 0 VP buys nothing with a rout: the 2 VP it cannot pay go to the enemy (K22, closing the free rout)', () => {
    // The attacker's lead a at W, the sea all round: it cannot retreat or go static, and has no VP to spend, so it routs.
    const open = new Set([hex(W), hex(C)])
    const terrain: [At, 'sea'][] = []
    for (let r = 0; r < 5; r++) for (let q = 0; q < 7; q++) if (!open.has(hex([q, r]))) terrain.push([[q, r], 'sea'])
    const b: TestBattle = { terrain, units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }], attacker: { vp: 0 }, defender: { vp: 1 } }
    const s = fight(battle(b, faces(1, 6, [0, 0]))).state
    expect(formSlots(s).map((x) => x.value)).toEqual(['a'])
    const r = satisfyWith(s, { a: 1 })
    expect(ofType(r.events, 'rout')).toEqual([{ t: 'rout', unit: 'a', side: 'attacker', vp: 0, toEnemy: 2 }])
    expect([r.state.sides.attacker.vp, r.state.sides.defender.vp]).toEqual([0, 3])
    expect(engine.describe(r.state, ofType(r.events, 'rout')[0]!)).toMatch(/loses 0 VP, and .* gains the 2 it could not pay \(house reading: a rout costs 2 VP\)$/)
  })

  it('a unit retreats once: 1 hex or 2–3 hexes, not both', () => {
    expect(() => satisfyWith(owing(), { 'retreat:d': 1, 'retreat-far:d': 1, d2: 1, d3: 1 })).toThrow(new RuleError('losses: #d retreats once, 1 hex or 2–3 hexes, not both'))
  })

  it('the log records each pick and the depot eliminated', () => {
    const r = satisfyWith(owing(), { d2: 1, d3: 1, dp: 1, vp: 2 })
    expect(ofType(r.events, 'losses')[0]!.picks).toEqual([
      { kind: 'static', id: 'd2', count: 1 },
      { kind: 'static', id: 'd3', count: 1 },
      { kind: 'depot', id: 'dp', count: 1 },
      { kind: 'vp', id: '', count: 2 },
    ])
    expect(ofType(r.events, 'depot-eliminated')).toEqual([{ t: 'depot-eliminated', depot: 'dp' }])
  })

  it('a retreat with one hex to go needs no question: it is made at once, the log saying it was the only hex', () => {
    // NE and NW are open round the combat hex; only NE leads away from the enemy at W, so d2 goes there without a click.
    const open = new Set([hex(C), hex(W), hex(NE), hex(NW)])
    const terrain: [At, 'sea'][] = []
    for (let r = 0; r < 5; r++) for (let q = 0; q < 7; q++) if (!open.has(hex([q, r]))) terrain.push([[q, r], 'sea'])
    const b: TestBattle = { terrain, units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }, { id: 'd2', side: 'defender', at: C }], defender: { vp: 3 } }
    const s = fight(battle(b, faces(3, 1, [0, 0, 0]))).state
    expect(s.now!.owed.defender).toBe(3)
    const r = satisfyWith(s, { 'retreat:d2': 1, d: 1, vp: 1 })
    expect(ofType(r.events, 'retreat')[0]).toMatchObject({ unit: 'd2', from: hex(C), to: hex(NE), far: false, why: 'the only hex: away from the enemy (no hex leads towards supply)' })
    expect(engine.pending(r.state)?.kind).not.toBe('retreat')
  })

  it('when both sides owe points, the defender answers first, then the attacker\'s form comes (a tie costs each side 1)', () => {
    const b: TestBattle = { units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }], attacker: { vp: 3 }, defender: { vp: 3 } }
    const s = fight(battle(b, faces(2, 3, [0, 0]))).state
    expect(s.now!.owed).toEqual({ attacker: 1, defender: 1 })
    const r = satisfyWith(s, { vp: 1 })
    expect(engine.pending(r.state)).toMatchObject({ side: 'attacker', kind: 'losses' })
  })
})

describe(`${SEED} 8.3 "units must attempt to retreat towards a source of supply and away from enemy units" (K12): the engine refuses a hex the rules do not allow, whoever asks`, () => {
  // The retreat form offers only legal hexes; the AI and the fast playouts call placeRetreat directly, and meet the same refusals.
  const place = (s: KoreaState, to: string) => {
    const w = openWork(s)
    placeRetreat(w, to)
    return closeWork(w)
  }

  it('a hex that is no legal end of the retreat is refused, by name; so is a retreat when none waits', () => {
    const s = satisfyWith(owing(), { 'retreat-far:d': 1, d2: 1, d3: 1, dp: 1 }).state
    expect(() => place(s, hex(C))).toThrow(new RuleError('to: #d cannot retreat to H32'))
    expect(() => place(s, 'nowhere')).toThrow(new RuleError('to: #d cannot retreat to nowhere'))
    const to = (engine.pending(s)!.options.fields[0] as Extract<FormField, { type: 'place' }>).choices[0]!.value
    const r = place(s, to)
    expect(unit(r.state, 'd').at).toBe(to)
    // Before the loss form is answered, no retreat waits.
    expect(() => place(owing(), to)).toThrow(new RuleError('no retreat is waiting for its hex'))
  })
})
