import { describe, expect, it } from 'vitest'
import { checkAnswer, defaultAnswer } from '../../core/form.ts'
import { RuleError } from '../../core/types.ts'
import { engine } from './engine.ts'
import type { NapEvent } from './events.ts'
import { findNapoleonic } from './scenarios.ts'
import { attack, battle, endPhase, lines, ofType, SECOND_PICTURE, SEED, unit, type TestBattle } from './testkit.ts'
import type { NapState } from './state.ts'

function play(s: NapState, policy = engine.policies.default): { state: NapState; events: NapEvent[] } {
  const events: NapEvent[] = []
  for (let i = 0; i < 1000 && !s.result; i++) {
    const d = engine.pending(s)
    const step = d ? engine.decide(s, d.side, policy(s, d)) : engine.advance(s)
    s = step.state
    events.push(...step.events)
  }
  return { state: s, events }
}

const pictured: TestBattle = { units: SECOND_PICTURE }

describe(`${SEED} Declaring combat: the phasing player's form`, () => {
  it('"select a potential attacking unit by clicking on it … You validate an attack by clicking on the defending unit": two counter fields, the legal units, each label with its odds', () => {
    const d = engine.pending(battle(pictured))!
    expect(d).toMatchObject({ side: 'attacker', kind: 'attack', launch: { attacker: 'end', defender: 'end' } })
    const [a, t] = d.options.fields
    expect(a).toMatchObject({ type: 'place', id: 'attacker', targets: 'counters', none: { value: 'end', label: 'End the phase' } })
    expect(t).toMatchObject({ type: 'place', id: 'defender', targets: 'counters', none: { value: 'end', label: 'End the phase' } })
    if (a?.type !== 'place' || t?.type !== 'place') throw new Error('place fields expected')
    expect(a.choices.map((c) => ({ value: c.value, label: c.label }))).toEqual([
      { value: 'g1', label: '#g1 attacks #r1: 4 against 4, 1–1; #r2: 2 against 2, 1–1' },
      { value: 'g2', label: '#g2 attacks #r1: 2 against 2, 1–1' },
    ])
    expect(t.choices.map((c) => ({ value: c.value, label: c.label }))).toEqual([
      { value: 'r1', label: '#r1, attacked by #g1: 4 against 4, 1–1; #g2: 2 against 2, 1–1' },
      { value: 'r2', label: '#r2, attacked by #g1: 2 against 2, 1–1' },
    ])
    // "The units that may bring an offensive or a defensive support are shown with a little green square": here, in the tooltip.
    expect(a.choices[0]!.title).toBe('#g1 2 + #g2 2 in support against #r1 2 + #r2 2 in support\n#g1 2 against #r2 2')
    expect(d.prompt).toBe('Phase 1: Blue attacks. Click an attacking unit, then the enemy unit it attacks; or end the phase. Best odds: #g1 attacks #r1, 4 against 4, 1–1.')
    // The default answer is the default policy's attack, and it is a legal answer.
    expect(defaultAnswer(d.options)).toEqual({ attacker: 'g1', defender: 'r1' })
    expect(checkAnswer(d.options, { attacker: 'end', defender: 'end' })).toBeNull()
  })

  it('labels show the die modifier when there is one', () => {
    const d = engine.pending(battle({ elevation: [[[2, 3], 1]], units: SECOND_PICTURE }))!
    const a = d.options.fields[0]!
    expect(a.type === 'place' && a.choices[0]!.label).toBe('#g1 attacks #r1: 4 against 4, 1–1, die +1; #r2: 2 against 2, 1–1, die +1')
  })

  it('"The attack will take place only if the player clicks on the defending unit": decide resolves it at once; advance refuses while the phasing player may still declare', () => {
    const s = battle(pictured, [3])
    expect(() => engine.advance(s)).toThrow(RuleError)
    const { state, events } = attack(s, 'g1', 'r1')
    expect(events[0]).toEqual({ t: 'declare', side: 'attacker', attacker: 'g1', defender: 'r1' })
    expect(ofType(events, 'result')).toHaveLength(1)
    expect(state.attacks).toBe(1)
  })

  it('an illegal pair is refused with the reason, naming the units', () => {
    const s = battle({ units: [...SECOND_PICTURE, { id: 'far', side: 'defender', at: [7, 7], strength: 1 }] })
    expect(() => attack(s, 'g2', 'r2')).toThrow('#g2 cannot attack #r2: #g2 is not next to #r2')
    expect(() => attack(s, 'g1', 'far')).toThrow('#g1 cannot attack #far: #g1 is not next to #far')
    expect(() => attack(s, 'nobody', 'r1')).toThrow('attacker: no unit "nobody"')
    expect(() => attack(s, 'g1', 'end')).toThrow(/defender: choose the enemy unit #g1 attacks/)
    expect(() => engine.decide(s, 'attacker', { kind: 'attack', answer: { attacker: 3 as unknown as string, defender: 'r1' } })).toThrow('attacker: expected a unit id or "end"')
  })

  it('ending the phase: decide with "end" (the Launch button\'s answer), then advance starts the other player\'s phase', () => {
    let s = battle({ ...pictured, phases: 3 })
    s = endPhase(s)
    expect(engine.pending(s)).toBeNull()
    expect(engine.view(s).launch).toBe('Phase 2: Yellow attacks')
    const step = engine.advance(s)
    expect(step.events).toEqual([
      { t: 'phase-end', phase: 1, side: 'attacker', why: 'ended' },
      { t: 'phase', phase: 2, side: 'defender' },
    ])
    expect(lines(step.state, step.events)).toEqual(['End of phase 1', '— Phase 2: Yellow attacks —'])
    expect(engine.pending(step.state)).toMatchObject({ side: 'defender' })
    expect(engine.view(step.state).launch).toBe('End phase 2')
    expect(() => engine.decide(step.state, 'attacker', { kind: 'attack', answer: { attacker: 'g1', defender: 'r1' } })).toThrow(RuleError)
  })

  it('a phase with no attack left needs no answer: advance moves on', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: [0, 0], strength: 1 }, { id: 'd', side: 'defender', at: [5, 5], strength: 1 }], phases: 2 })
    expect(engine.pending(s)).toBeNull()
    const step = engine.advance(s)
    expect(step.events[0]).toEqual({ t: 'phase-end', phase: 1, side: 'attacker', why: 'no attack left' })
    expect(lines(step.state, step.events)[0]).toBe('End of phase 1: Blue has no attack left')
  })

  it('combat phases alternate from the side the scenario names, and the battle ends after the last', () => {
    let s = battle({ ...pictured, phases: 3, first: 'defender' })
    const sides: string[] = []
    while (!s.result) {
      sides.push(s.phasing)
      if (engine.pending(s)) s = endPhase(s)
      s = engine.advance(s).state
    }
    expect(sides).toEqual(['defender', 'attacker', 'defender'])
    expect(s.phase).toBe('over')
    expect(engine.roundsFought(s)).toBe(3)
    expect(engine.roundLabel(s)).toBe('Phase 3: Yellow attacks')
    expect(() => engine.advance(s)).toThrow('the battle is over')
  })
})

describe(`${SEED} Victory conditions (the seed's page is not given: N10)`, () => {
  const over = (b: TestBattle, faces: number[], a?: [string, string]) => {
    let s = battle({ ...b, phases: 1 }, faces)
    if (a) s = attack(s, a[0], a[1]).state
    if (engine.pending(s)) s = endPhase(s)
    return engine.advance(s).state
  }

  it('by default objective hexes held (3 points each) and enemy strength points lost (1 each): the higher score wins', () => {
    const s = over({ units: SECOND_PICTURE, objectives: [{ at: [2, 2] }] }, [5, 8], ['g1', 'r1'])
    // 1–1, die 6: attacker 1, defender 2* — r1 (2) eliminated, g1 advances onto the objective.
    expect(s.holders['2-2']).toBe('attacker')
    expect(s.result).toEqual({ winner: 'attacker', reason: 'Blue wins: Blue 5, Yellow 1 (3 a held objective plus enemy strength points lost)' })
  })

  it("'objectives': only the objective hexes count; equal is a draw", () => {
    const s = over({ units: SECOND_PICTURE, objectives: [{ at: [2, 2] }], victory: { kind: 'objectives', objectivePoints: 3 } }, [])
    expect(s.result).toEqual({ winner: 'defender', reason: 'Yellow wins: Blue 0, Yellow 1 (objective hexes held)' })
    const d = over({ units: SECOND_PICTURE, victory: { kind: 'objectives', objectivePoints: 3 } }, [])
    expect(d.result?.winner).toBeNull()
  })

  it("'strength': only the strength points lost count", () => {
    const s = over({ units: SECOND_PICTURE, objectives: [{ at: [2, 2] }], victory: { kind: 'strength', objectivePoints: 3 } }, [3], ['g1', 'r1'])
    expect(s.result).toEqual({ winner: null, reason: 'A draw: Blue 1, Yellow 1 (enemy strength points lost)' })
  })

  it('a side with no unit left loses at once', () => {
    const s = attack(battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 8 }, { id: 'd', side: 'defender', at: [3, 2], strength: 1 }], phases: 4 }, [3]), 'a', 'd').state
    expect(s.result).toEqual({ winner: 'attacker', reason: 'Yellow has no unit left: Blue wins' })
    expect(s.phase).toBe('over')
  })

  it('an objective is held by the last side to stand in it, from the side standing there at the start', () => {
    const s = battle({ units: SECOND_PICTURE, objectives: [{ at: [2, 2] }, { at: [0, 0], holder: 'attacker' }, { at: [6, 6] }] })
    expect(s.holders).toEqual({ '2-2': 'defender', '0-0': 'attacker', '6-6': null })
  })
})

describe(`${SEED}: the window's view`, () => {
  it('a map board: the scenario\'s hexes, counters at their hexes, objectives marked with their holder, slopes drawn from elevations', () => {
    const s = battle({ ...pictured, objectives: [{ at: [2, 2] }], elevation: [[[0, 0], 1], [[1, 0], 2]], edges: [[[4, 4], [4, 5], ['stream']]] })
    const v = engine.view(s)
    expect(v.board).toEqual({ kind: 'map' })
    expect(v.map!.grid).toBe('hex')
    expect(v.map!.places).toHaveLength(64)
    expect(v.map!.places.find((p) => p.id === '2-2')).toMatchObject({ owner: 'defender', marks: ['objective'] })
    expect(v.map!.edges).toContainEqual({ a: '4-4', b: '4-5', features: ['stream'] })
    expect(v.map!.edges).toContainEqual({ a: '0-0', b: '1-0', features: ['slope'] })
    expect(v.map!.edges).toContainEqual({ a: '1-0', b: '2-0', features: ['escarpment'] })
    expect(v.counters.map((c) => [c.id, c.at])).toEqual([['g1', '2-3'], ['g2', '3-2'], ['r1', '2-2'], ['r2', '1-3']])
    expect(v.routs).toBe(true)
    expect(v.showMorale).toBe(true)
  })

  it('each side\'s gauge: strength points left, by unit type; a warning past half lost', () => {
    const s = battle({ units: [...SECOND_PICTURE, { id: 'c', side: 'defender', at: [6, 6], strength: 3, type: 'cavalry' }] })
    expect(engine.view(s).sides.defender.gauge).toEqual({ label: 'Strength', title: 'Combat Strength on the field (7 at the start)', value: 7, parts: [{ source: 'Infantry', value: 4 }, { source: 'Cavalry', value: 3 }], rules: 'Victory conditions' })
    const hurt = attack(battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 8 }, { id: 'd', side: 'defender', at: [3, 2], strength: 3 }, { id: 'e', side: 'defender', at: [6, 6], strength: 2 }] }, [5]), 'a', 'd').state
    expect(engine.view(hurt).sides.defender.gauge).toMatchObject({ value: 2, warning: 'more than half its strength lost' })
    expect(engine.view(hurt).sides.defender.losses.map((c) => [c.id, c.place])).toEqual([['d', 'losses']])
  })

  it('the round labels name the phase and the side; Launch ends the phase', () => {
    const s = battle({ ...pictured, phases: 2 })
    expect(engine.view(s).round).toEqual({ last: null, next: 'Phase 1: Blue attacks', before: 'Before the first attack' })
    expect(engine.roundLabel(s)).toBeNull()
    expect(engine.roundsFought(s)).toBe(0)
    const ended = endPhase(s)
    expect(engine.view(ended).round).toEqual({ last: 'Phase 1: Blue attacks', next: 'Phase 2: Yellow attacks', before: 'Before the first attack' })
    expect(engine.view(ended).launch).toBe('Phase 2: Yellow attacks')
    const last = engine.advance(ended).state
    expect(engine.view(endPhase(last)).launch).toBe('End of the battle')
  })

  it('counters: values, morale, a leader as a unit (N19), notes, terrain doubling as a modifier, the tooltip\'s values in the seed\'s words', () => {
    const s = battle({ terrain: [[[2, 2], 'woods']], units: [...SECOND_PICTURE, { id: 'gen', side: 'defender', at: [6, 6], strength: 2, morale: 7, type: 'leader' }, { id: 'hussars', side: 'attacker', at: [0, 7], strength: 3, type: 'cavalry' }] })
    const v = engine.view(s)
    expect(v.counters.find((c) => c.id === 'r1')).toMatchObject({ attack: 2, defense: 4, modifiers: [{ source: 'Woods (infantry, in defence)', value: 2 }], morale: 4, strength: 2, maxStrength: 2, icon: 'infantry' })
    // Drawn with its star, its strength on the counter, and dimmed like any unit that can neither attack nor be attacked.
    expect(v.counters.find((c) => c.id === 'gen')).toMatchObject({ icon: 'leader', leader: null, strength: 2, morale: 7, active: false, targetable: false })
    expect(v.counters.find((c) => c.id === 'r1')!.notes).toContain('In woods: strength doubled in defence')
    // No "fires with its value" (the window's words for rule systems that fire each round): the seed's values and what the unit may do.
    expect(v.counters.find((c) => c.id === 'g1')!.values).toEqual(['Infantry: Combat Strength 2 of 2, morale 4 of 4', 'May attack now'])
    expect(v.counters.find((c) => c.id === 'r1')!.values).toEqual(['Infantry: Combat Strength 2 of 2, morale 4 of 4', 'May be attacked now'])
    expect(v.counters.find((c) => c.id === 'gen')!.values).toEqual(['Leader: Combat Strength 2 of 2, morale 7 of 7', 'Cannot be attacked now'])
    expect(v.counters.find((c) => c.id === 'hussars')).toMatchObject({ icon: 'cavalry', values: ['Cavalry: Combat Strength 3 of 3, morale 4 of 4', 'Cannot attack now'] })
  })

  it('between phases (Launch starts the next) the counters are lit for the phase it starts, not all dimmed; after the last, none', () => {
    const ended = endPhase(battle({ units: SECOND_PICTURE, phases: 2 }))
    const v = engine.view(ended)
    expect(v.pending).toBeNull()
    expect(v.counters.map((c) => [c.id, c.active, c.targetable])).toEqual([['g1', false, true], ['g2', false, true], ['r1', true, false], ['r2', true, false]])
    expect(v.counters.find((c) => c.id === 'r1')!.values).toEqual(['Infantry: Combat Strength 2 of 2, morale 4 of 4', 'May attack in phase 2'])
    expect(v.counters.find((c) => c.id === 'g1')!.values!.at(-1)).toBe('May be attacked in phase 2')
    // The state itself is untouched: still phase 1, ended.
    expect(ended).toMatchObject({ phaseNo: 1, phasing: 'attacker', ended: true })
    const last = engine.view(endPhase(engine.advance(ended).state))
    expect(last.counters.every((c) => !c.active && !c.targetable)).toBe(true)
  })

  it('after an attack the map focuses on its two hexes', () => {
    const s = attack(battle(pictured, [3]), 'g1', 'r1').state
    expect(engine.view(s).map!.focus).toEqual(['2-3', '2-2'])
  })
})

describe(`${SEED}: describe, policies, the random policy and the determinism of a battle`, () => {
  it('every event of whole battles is worded with names, never ids or undefined', () => {
    for (const seed of ['1', '2', '3']) {
      const { state, events } = play(engine.setup(findNapoleonic('napoleonic-victorious'), seed))
      const text = lines(state, events)
      expect(text.every((l) => l.length > 0 && !/undefined|\[object|\bu\d+\b/.test(l))).toBe(true)
      expect(state.result).not.toBeNull()
    }
  })

  it('the default policy: best odds first, and it ends the phase when no attack at 1–1 or better is left', () => {
    const d = engine.pending(battle(pictured))!
    expect(engine.policies.default(battle(pictured), d)).toEqual({ kind: 'attack', answer: { attacker: 'g1', defender: 'r1' }, reason: 'default: best odds first, 4 against 4, 1–1' })
    const weak = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 2 }, { id: 'd', side: 'defender', at: [3, 2], strength: 4 }] })
    expect(engine.policies.default(weak, engine.pending(weak)!)).toEqual({ kind: 'attack', answer: { attacker: 'end', defender: 'end' }, reason: 'default: no attack at 1–1 or better left' })
    // A die modifier is worth a column (N15): 2 against 3 (1–1.5) downhill counts as 1–1.
    const downhill = battle({ elevation: [[[3, 3], 1]], units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 2 }, { id: 'd', side: 'defender', at: [3, 2], strength: 3 }] })
    expect(engine.policies.default(downhill, engine.pending(downhill)!).answer).toEqual({ attacker: 'a', defender: 'd' })
  })

  it('the random policy answers only legal attacks, from its own seeded generator, and plays whole battles', () => {
    const s0 = engine.setup(findNapoleonic('napoleonic-ridge'), 'r')
    const a = play(s0, engine.policies.random('x'))
    const b = play(s0, engine.policies.random('x'))
    expect(a.state.result).not.toBeNull()
    expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events))
    expect(ofType(a.events, 'declare').every((e) => e.reason === 'random' || e.reason?.startsWith('default'))).toBe(true)
  })

  it('the same scenario, seed and answers give the same log, byte for byte; every die from the state', () => {
    const sc = findNapoleonic('napoleonic-ridge')
    const a = play(engine.setup(sc, 'same'))
    const b = play(engine.setup(sc, 'same'))
    expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events))
    expect(a.state.dice).toEqual(b.state.dice)
    const c = play(engine.setup(sc, 'other'))
    expect(JSON.stringify(c.events)).not.toBe(JSON.stringify(a.events))
  })

  it('a demoralised unit gets no form: a side with only demoralised units in contact ends its phases at once', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 4, morale: 0 }, { id: 'd', side: 'defender', at: [3, 2], strength: 4 }] })
    expect(engine.pending(s)).toBeNull()
    expect(unit(engine.advance(s).state, 'a').morale).toBe(0)
  })
})
