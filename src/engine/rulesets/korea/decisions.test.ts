import { describe, expect, it } from 'vitest'
import type { FormField } from '../../core/form.ts'
import { RuleError } from '../../core/types.ts'
import { engine } from './engine.ts'
import { answer, battle, C, E, faces, fight, FIVE, ofType, playDefault, rawScenario, satisfyWith, SEED, W, type TestBattle } from './testkit.ts'

/**
 * What each question of a combat reads to the player (seed 001, 8.0 and 8.3):
 * the prompts, the forms' fields, their labels and defaults, and the refusals
 * of answers out of turn.
 */


const pick = (f: FormField) => f as Extract<FormField, { type: 'pick' }>

describe(`${SEED} 8.0 "each side names its lead unit": the lead forms`, () => {
  it('the attacker is asked first, the combat named by its number, kind and hex; each unit in an attacking hex is a choice, its quality and type on its label', () => {
    const s = battle(FIVE)
    const d = engine.pending(s)!
    expect(d).toMatchObject({ side: 'attacker', kind: 'lead', prompt: 'Combat 1 of 1, Meeting Engagement on H32: choose the lead unit' })
    expect(d.options.submit).toBe('Choose the lead')
    expect(d.options.fields).toHaveLength(1)
    const f = pick(d.options.fields[0]!)
    expect(f).toMatchObject({ id: 'lead', label: 'Lead unit', targets: 'counters', default: 'a' })
    expect(f.choices).toEqual([
      { value: 'a', label: '#a (A, infantry)', title: "Its quality (A) meets the enemy lead's; routed, it satisfies every loss point; the hex across the combat hex from it may flank" },
      { value: 'a2', label: '#a2 (C, infantry)', title: "Its quality (C) meets the enemy lead's; routed, it satisfies every loss point; the hex across the combat hex from it may flank" },
    ])
    expect(d.launch).toEqual({ lead: 'a' })
  })

  it('the defender, the UN side, names a lead in the combat hex and may expend a depot in supply range (K8): the depot field lists it with its modifier, never one out of range', () => {
    const s = answer(battle(FIVE), 'lead', { lead: 'a' }).state
    const d = engine.pending(s)!
    expect(d).toMatchObject({ side: 'defender', kind: 'lead', prompt: 'Combat 1 of 1, Meeting Engagement on H32: choose the lead unit' })
    const [lead, depot] = d.options.fields.map(pick)
    expect(lead!.choices).toEqual([
      { value: 'd', label: '#d (B, infantry)', title: "Its quality (B) meets the enemy lead's; routed, it satisfies every loss point" },
      { value: 'd2', label: '#d2 (C, infantry)', title: "Its quality (C) meets the enemy lead's; routed, it satisfies every loss point" },
    ])
    expect(depot).toMatchObject({ id: 'depot', label: 'Depot', default: 'dp' })
    expect(depot!.choices).toEqual([
      { value: 'none', label: 'Keep the depots' },
      { value: 'dp', label: 'Expend the depot at Dump dp (+2)', title: 'Expended, it is gone: it can no longer satisfy a loss point' },
    ])
    expect(d.launch).toEqual({ lead: 'd', depot: 'dp' })
  })

  it('a static unit may lead and says so on its label; a Prepared Attack is named as such', () => {
    const b: TestBattle = { units: [{ id: 'a', side: 'attacker', at: W, static: true, type: 'armored' }, { id: 'd', side: 'defender', at: C }] }
    const d = engine.pending(battle(b))!
    expect(d.prompt).toBe('Combat 1 of 1, Prepared Attack on H32: choose the lead unit')
    expect(pick(d.options.fields[0]!).choices.map((c) => c.label)).toEqual(['#a (C, armored, static)'])
  })
})

describe(`${SEED} 8.3 "Units suffer Loss Points in combat in relation to the Combat Differential and the applicable Loss Ratio": the loss form`, () => {
  it('the prompt gives the signed differential, the side\'s ratio and the points it owes; the form allocates them', () => {
    const s = fight(battle(FIVE, faces(6, 1, [0, 0, 0, 0, 0])), { attacker: 'a', defender: 'd' }, 'none').state
    const d = engine.pending(s)!
    expect(d).toMatchObject({ side: 'defender', kind: 'losses', prompt: 'Combat 1 of 1, Meeting Engagement on H32: differential +9, 2:1 against Blues: satisfy 5 loss points' })
    expect(d.options.submit).toBe('Satisfy the losses')
    expect(d.options.fields[0]).toMatchObject({ type: 'allocate', id: 'losses', label: 'Loss points', total: 5, targets: 'counters' })
  })

  it('a negative differential is the attacker\'s, shown with a minus sign; one point is "1 loss point"', () => {
    const b: TestBattle = { units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }] }
    const s = fight(battle(b, faces(1, 4, [0, 0]))).state
    expect(engine.pending(s)!.prompt).toBe('Combat 1 of 1, Prepared Attack on H32: differential −2, 1:1 against Reds: satisfy 2 loss points')
    const lost1 = fight(battle(b, faces(2, 3, [0, 0]))).state
    expect(engine.pending(lost1)!.prompt).toBe('Combat 1 of 1, Prepared Attack on H32: differential 0, 1:1 against Blues: satisfy 1 loss point')
  })
})

describe(`${SEED} 8.3 "units must attempt to retreat towards a source of supply and away from enemy units. If possible." (K12): the retreat question`, () => {
  it('a retreat with more than one hex asks where, the hexes lit on the map, each with why it is legal', () => {
    let r = satisfyWith(fight(battle(FIVE, faces(6, 1, [0, 0, 0, 0, 0])), { attacker: 'a', defender: 'd' }, 'none').state, { 'retreat-far:d': 1, d2: 1, d3: 1, dp: 1 })
    const d = engine.pending(r.state)!
    expect(d).toMatchObject({ side: 'defender', kind: 'retreat', prompt: 'Where does #d retreat (2–3 hexes)? Towards supply and away from the enemy where possible' })
    expect(d.options.submit).toBe('Retreat')
    const f = d.options.fields[0] as Extract<FormField, { type: 'place' }>
    expect(f).toMatchObject({ type: 'place', id: 'to', label: '#d retreats to', targets: 'places' })
    expect(f.default).toBe(f.choices[0]!.value)
    for (const c of f.choices) {
      expect(c.label).toBe(`H${c.value.replace('-', '')}`)
      expect(c.title).toBe('towards supply and away from the enemy')
    }
    r = answer(r.state, 'retreat', { to: f.choices[0]!.value })
    expect(ofType(r.events, 'retreat')[0]).toMatchObject({ unit: 'd', to: f.choices[0]!.value, why: 'towards supply and away from the enemy' })
  })

  it('a 1-hex retreat says "1 hex"', () => {
    const s = fight(battle(FIVE, faces(6, 1, [0, 0, 0, 0, 0])), { attacker: 'a', defender: 'd' }, 'none').state
    const r = satisfyWith(s, { 'retreat:d2': 1, d3: 1, d: 1, dp: 1, vp: 1 })
    expect(engine.pending(r.state)!.prompt).toBe('Where does #d2 retreat (1 hex)? Towards supply and away from the enemy where possible')
  })
})

describe(`${SEED} 8.0 the questions come in turn: answers out of turn are refused`, () => {
  it('only the side asked answers, and only the question asked', () => {
    const s = battle(FIVE)
    expect(() => engine.decide(s, 'defender', { kind: 'lead', answer: { lead: 'd' } })).toThrow(new RuleError('Reds decides lead now, not Blues lead'))
    expect(() => engine.decide(s, 'attacker', { kind: 'losses', answer: { losses: {} } })).toThrow(new RuleError('Reds decides lead now, not Reds losses'))
  })

  it('with both leads named the dice are next: no decision is pending; after the last combat the battle is over', () => {
    const named = answer(answer(battle(FIVE), 'lead').state, 'lead').state
    expect(engine.pending(named)).toBeNull()
    expect(() => engine.decide(named, 'attacker', { kind: 'lead', answer: { lead: 'a' } })).toThrow(new RuleError('no decision is pending: launch the combat'))
    const over = playDefault(battle(FIVE)).state
    expect(over.phase).toBe('over')
    expect(engine.pending(over)).toBeNull()
    expect(() => engine.decide(over, 'attacker', { kind: 'lead', answer: { lead: 'a' } })).toThrow(new RuleError('the battle is over'))
  })

  it('a choice\'s reason is kept on its events, for the log', () => {
    let s = battle(FIVE, faces(6, 1, [0, 0, 0, 0, 0]))
    const lead = engine.decide(s, 'attacker', { kind: 'lead', answer: { lead: 'a' }, reason: 'why a' })
    expect(ofType(lead.events, 'lead')[0]).toMatchObject({ unit: 'a', reason: 'why a' })
    s = answer(lead.state, 'lead', { lead: 'd', depot: 'none' }).state
    s = engine.advance(s).state
    const losses = engine.decide(s, 'defender', { kind: 'losses', answer: { losses: { 'retreat-far:d': 1, d2: 1, d3: 1, dp: 1 } }, reason: 'why losses' })
    expect(ofType(losses.events, 'losses')[0]).toMatchObject({ side: 'defender', reason: 'why losses' })
    const to = (engine.pending(losses.state)!.options.fields[0] as Extract<FormField, { type: 'place' }>).choices[0]!.value
    const moved = engine.decide(losses.state, 'defender', { kind: 'retreat', answer: { to }, reason: 'why there' })
    expect(ofType(moved.events, 'retreat')[0]).toMatchObject({ unit: 'd', reason: 'why there' })
  })
})

describe(`${SEED} the scenario card and the engine's door`, () => {
  it('the card counts each side\'s units, the combats by kind in the order they come, and the VP', () => {
    const parse = (b: TestBattle) => {
      const p = engine.parseScenario(rawScenario(b))
      if (!p.ok) throw new Error(p.errors.join('; '))
      return engine.scenarioCard!(p.value)
    }
    const units: TestBattle['units'] = [{ id: 'a', side: 'attacker', at: W }, { id: 'b', side: 'attacker', at: [5, 1] }, { id: 'x', side: 'attacker', at: [4, 3] }, { id: 'd', side: 'defender', at: C }, { id: 'e', side: 'defender', at: E }]
    const card = parse({
      units,
      combats: [{ attack: [W], defend: C, kind: 'meeting' }, { attack: [[5, 1]], defend: E }, { attack: [[4, 3]], defend: E }],
      attacker: { vp: 4 },
      defender: { vp: 6 },
    })
    expect(card).toMatchObject({ sides: { attacker: 'Reds', defender: 'Blues' }, line: '3 against 2 units · 1 Meeting Engagement, 2 Prepared Attacks · 4 VP against 6' })
    expect(parse({ units, combats: [{ attack: [W], defend: C }] }).line).toBe('3 against 2 units · 1 Prepared Attack · 5 VP against 5')
  })

  it('the default policy answers with the form\'s defaults and says why; the measure is each side\'s victory points; exact odds are always worth a try', () => {
    const s = battle(FIVE)
    const d = engine.pending(s)!
    expect(engine.policies.default(s, d)).toEqual({ kind: 'lead', answer: { lead: 'a' }, reason: 'default: the lead with the best net modifier' })
    expect(engine.measure!(s)).toEqual({ unit: 'VP', name: 'victory points', now: { attacker: 5, defender: 3 } })
    expect(engine.exactWorthTrying!(s)).toBe(true)
  })
  it('the random policy draws answers until the rules take one; when none is taken it falls back on the default, and says so', () => {
    const s = battle(FIVE)
    const d = engine.pending(s)!
    const drawn = engine.policies.random('seed')(s, d)
    expect(drawn.reason).toBe('random')
    expect(() => engine.decide(s, d.side, drawn)).not.toThrow()
    // Put to a finished battle, every draw is refused.
    const over = playDefault(battle(FIVE)).state
    expect(engine.policies.random('seed')(over, d)).toEqual({ kind: 'lead', answer: { lead: 'a' }, reason: 'random: no legal draw, the default' })
  })
})
