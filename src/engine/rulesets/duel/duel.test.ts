import { describe, expect, it } from 'vitest'
import { openDice, scriptDice } from '../../core/dice.ts'
import type { Choice, Policy } from '../../core/ruleset.ts'
import { RuleError, type Side } from '../../core/types.ts'
import { halfWidth95 } from '../../../odds/interval.ts'
import { findBuiltIn } from '../../../scenarios/load.ts'
import { engineOf, isRulesetId, loadRulesets, manifestOf, oddsOf, rulesetIds } from '../registry.ts'
import basic from './duel-basic.json' with { type: 'json' }
import { engine, type DuelEvent, type DuelScenario, type DuelState } from './engine.ts'
import { exactDuel, fightOut, odds } from './odds.ts'

/** The basic duel with other figures: hits and aim per side. */
function scenario(a: { hits: number; aim: number } = { hits: 3, aim: 4 }, d: { hits: number; aim: number } = { hits: 3, aim: 3 }): DuelScenario {
  const raw = structuredClone(basic)
  Object.assign(raw.attacker.unit, a)
  Object.assign(raw.defender.unit, d)
  const p = engine.parseScenario(raw)
  if (!p.ok) throw new Error(p.errors.join('; '))
  return p.value
}

/** A battle whose dice are the given faces (0–5: a d6 showing 1–6). */
const scripted = (sc: DuelScenario, faces: number[]): DuelState => ({ ...engine.setup(sc, 'script'), dice: scriptDice(faces) })
const answer = (s: DuelState, aim: 'snap' | 'careful'): DuelState => engine.decide(s, engine.pending(s)!.side, { kind: 'aim', answer: { aim } }).state
const round = (s: DuelState, aim: 'snap' | 'careful' = 'snap') => engine.advance(answer(s, aim))

function play(s: DuelState, policy: Policy<DuelState>): { state: DuelState; events: DuelEvent[] } {
  const events: DuelEvent[] = []
  for (let i = 0; i < 1000 && !s.result; i++) {
    const d = engine.pending(s)
    const step = d ? engine.decide(s, d.side, policy(s, d)) : engine.advance(s)
    s = step.state
    events.push(...step.events)
  }
  return { state: s, events }
}

describe('the duel rules', () => {
  it('a hit removes one strength; a miss none; both dice are rolled each round, from the state', () => {
    const { state, events } = round(scripted(scenario(), [0, 5]))
    expect(events).toEqual([
      { t: 'round', round: 1 },
      { t: 'shot', side: 'attacker', unit: 'red-gun', die: 1, value: 4, hit: true },
      { t: 'shot', side: 'defender', unit: 'blue-gun', die: 6, value: 3, hit: false },
      { t: 'hit', side: 'defender', unit: 'blue-gun', left: 2 },
    ])
    expect(state.sides.defender.unit.hits).toBe(2)
    expect(state.sides.attacker.unit.hits).toBe(3)
    expect(state.dice).toMatchObject({ kind: 'script', next: 2 })
    expect(state.result).toBeNull()
    expect(engine.view(state).sides.defender.gauge).toMatchObject({ label: 'Hits', value: 2 })
  })

  it('the battle ends when a unit is at 0: the other side wins', () => {
    const { state, events } = round(scripted(scenario({ hits: 2, aim: 4 }, { hits: 1, aim: 3 }), [3, 0]))
    expect(state.sides.defender.unit.hits).toBe(0)
    expect(state.phase).toBe('over')
    expect(state.result).toEqual({ winner: 'attacker', reason: 'Blue gun is destroyed: Red wins' })
    expect(events.at(-1)).toEqual({ t: 'end', winner: 'attacker', reason: 'Blue gun is destroyed: Red wins' })
    expect(engine.pending(state)).toBeNull()
    expect(() => engine.advance(state)).toThrow(RuleError)
    const v = engine.view(state)
    expect(v).toMatchObject({ over: true, launch: null, pending: null })
    expect(v.sides.defender.losses.map((c) => c.id)).toEqual(['blue-gun'])
    expect(v.counters.map((c) => c.id)).toEqual(['red-gun'])
  })

  it('a draw when both are at 0 in the same round: no winner', () => {
    const { state } = round(scripted(scenario({ hits: 1, aim: 4 }, { hits: 1, aim: 3 }), [0, 0]))
    expect(state.result).toEqual({ winner: null, reason: 'Both units are destroyed: a draw' })
  })

  it('the choosing side alternates: the attacker before odd rounds, the defender before even ones; no round while a decision is pending', () => {
    let s = scripted(scenario(), [5, 5, 5, 5, 5, 5])
    const sides: Side[] = []
    for (let r = 1; r <= 3; r++) {
      const d = engine.pending(s)!
      sides.push(d.side)
      expect(d.prompt).toBe(`Round ${r}: how does ${d.side === 'attacker' ? 'Red gun' : 'Blue gun'} fire?`)
      expect(engine.view(s)).toMatchObject({ launch: null, pending: { side: d.side, kind: 'aim' } })
      expect(() => engine.advance(s)).toThrow(RuleError)
      expect(() => engine.decide(s, d.side === 'attacker' ? 'defender' : 'attacker', { kind: 'aim', answer: { aim: 'snap' } })).toThrow(RuleError)
      s = answer(s, 'snap')
      expect(engine.view(s)).toMatchObject({ launch: 'Fire', pending: null })
      expect(() => engine.decide(s, d.side, { kind: 'aim', answer: { aim: 'snap' } })).toThrow(RuleError)
      s = engine.advance(s).state
    }
    expect(sides).toEqual(['attacker', 'defender', 'attacker'])
    expect(engine.roundsFought(s)).toBe(3)
    expect(engine.roundLabel(s)).toBe('Round 3')
  })

  it("'careful' lowers the chooser's aim by one for that round only; the other side's stays", () => {
    const s0 = answer(scripted(scenario(), [3, 2, 3, 5]), 'careful')
    const v = engine.view(s0)
    expect(v.counters.find((c) => c.id === 'red-gun')).toMatchObject({ value: 3, baseValue: 4, tint: 'down' })
    expect(v.counters.find((c) => c.id === 'blue-gun')).toMatchObject({ value: 3, baseValue: 3, tint: 'none' })
    const r1 = engine.advance(s0)
    // A 4 against aim 4 − 1 misses; the defender's 3 against its own 3 hits.
    expect(r1.events.filter((e) => e.t === 'shot')).toEqual([
      { t: 'shot', side: 'attacker', unit: 'red-gun', die: 4, value: 3, hit: false },
      { t: 'shot', side: 'defender', unit: 'blue-gun', die: 3, value: 3, hit: true },
    ])
    // Round 2, the defender's choice: snap; the attacker fires at 4 again.
    const r2 = round(r1.state, 'snap')
    expect(r2.events.find((e) => e.t === 'shot' && e.side === 'attacker')).toMatchObject({ die: 4, value: 4, hit: true })
  })

  it('refuses an answer that is not one of the choices, naming the field', () => {
    const s = engine.setup(scenario(), '1')
    expect(() => engine.decide(s, 'attacker', { kind: 'aim', answer: { aim: 'wild' } })).toThrow(/aim: "wild" is not one of snap, careful/)
    expect(() => engine.decide(s, 'attacker', { kind: 'retreat', answer: { aim: 'snap' } })).toThrow(RuleError)
  })

  it('words every event, and records who decided and why', () => {
    const { state, events } = play(engine.setup(scenario(), 'words'), (s, d) => engine.ai(s, d, 'easy'))
    const lines = events.map((e) => engine.describe(state, e))
    expect(lines.every((l) => l.length > 0 && !/undefined|\[object/.test(l))).toBe(true)
    expect(lines[0]).toMatch(/^Red orders snap fire \(snap: aim 4 against 3, \d+% to win\)$/)
    expect(lines).toContain('— Round 1 —')
    expect(lines.find((l) => / rolls /.test(l))).toMatch(/^(Red|Blue) gun rolls [1-6] needing [34] or less: (hit|miss)$/)
    expect(lines.at(-1)).toBe(state.result!.reason)
  })

  it('the view: one front column, counters in it, hits as the gauge, no routs or morale', () => {
    const v = engine.view(engine.setup(scenario(), 'v'))
    expect(v.board).toEqual({ kind: 'zones', columns: [{ id: 'front', weight: 1 }] })
    expect(v.counters.map((c) => [c.id, c.side, c.zone, c.strength, c.maxStrength])).toEqual([
      ['red-gun', 'attacker', 'front', 3, 3],
      ['blue-gun', 'defender', 'front', 3, 3],
    ])
    expect(v).toMatchObject({ routs: false, showMorale: false, oddsNote: 'fought to the end', round: { last: null, next: 'Round 1', before: 'Before the first round' }, launch: null, over: false })
    expect(v.pending!.form.fields[0]).toMatchObject({ type: 'pick', id: 'aim', default: 'snap' })
    expect(v.pending!.form.fields[0]!.type === 'pick' && v.pending!.form.fields[0]!.choices.map((c) => c.value)).toEqual(['snap', 'careful'])
  })

  it('checks its scenarios: a bad aim or a shared unit id is refused, naming the field', () => {
    const bad = structuredClone(basic)
    bad.attacker.unit.aim = 7
    const r = engine.parseScenario(bad)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors[0]).toMatch(/^attacker\.unit\.aim: /)
    const same = structuredClone(basic)
    same.defender.unit.id = same.attacker.unit.id
    const r2 = engine.parseScenario(same)
    expect(r2.ok).toBe(false)
    if (!r2.ok) expect(r2.errors).toEqual(['defender.unit.id: the two units need different ids'])
  })
})

describe('the duel is deterministic', () => {
  it('the same seed and answers give the same events; the state carries its dice', () => {
    const a = play(engine.setup(scenario(), 'seed-1'), engine.policies.random('r'))
    const b = play(engine.setup(scenario(), 'seed-1'), engine.policies.random('r'))
    expect(b.events).toEqual(a.events)
    expect(b.state).toEqual(a.state)
    expect(a.state.dice.rolled).toBe(a.events.filter((e) => e.t === 'shot').length)
    const others = ['seed-2', 'seed-3', 'seed-4'].map((seed) => JSON.stringify(play(engine.setup(scenario(), seed), engine.policies.random('r')).events))
    expect(new Set([JSON.stringify(a.events), ...others]).size).toBeGreaterThan(1)
  })

  it('a step leaves its input untouched (pure)', () => {
    const s = answer(engine.setup(scenario(), 'pure'), 'careful')
    const copy = structuredClone(s)
    engine.advance(s)
    engine.decide(engine.setup(scenario(), 'pure'), 'attacker', { kind: 'aim', answer: { aim: 'snap' } })
    expect(s).toEqual(copy)
  })

  it('the random policy answers from the form, from its own seed', () => {
    const s = engine.setup(scenario(), 'x')
    const d = engine.pending(s)!
    const pick = (seed: string) => Array.from({ length: 40 }, ((p) => () => (p(s, d).answer.aim as string))(engine.policies.random(seed)))
    expect(pick('a')).toEqual(pick('a'))
    expect(new Set(pick('a'))).toEqual(new Set(['snap', 'careful']))
  })

  it('simulate plays to the end with snap fire, rolling what the sampling loop rolls', () => {
    for (const seed of ['1', '2', '3', '42', 'sim']) {
      const s = engine.setup(scenario(), seed)
      const end = engine.simulate(s)
      expect(end.result).not.toBeNull()
      expect(end).toEqual(play(s, engine.policies.default).state)
      expect(fightOut(s, openDice(s.dice))).toBe(end.result!.winner)
    }
  })

  it('the sampling loop’s hits left are those of simulate’s end state (engine.measure), battle by battle', () => {
    const left = new Int32Array(2)
    const seen = new Set<string>()
    for (let i = 0; i < 300; i++) {
      const s = engine.setup(scenario({ hits: 1 + (i % 4), aim: 3 + (i % 3) }, { hits: 1 + (i % 5), aim: 4 - (i % 2) }), `left-${i}`)
      const end = engine.simulate(s)
      left.fill(-1)
      expect(fightOut(s, openDice(s.dice), left)).toBe(end.result!.winner)
      const { now } = engine.measure(end)
      expect([left[0], left[1]], `battle ${i}`).toEqual([now.attacker, now.defender])
      seen.add(`${left[0]}/${left[1]}`)
    }
    // Both sides were seen to survive with various hits, and to be destroyed.
    expect(seen.size).toBeGreaterThan(8)
  })
})

describe('the duel odds', () => {
  it('exact by hand: one hit each, aims 4 and 3 (2/5, 1/5 and a draw 2/5)', () => {
    const o = exactDuel(engine.setup(scenario({ hits: 1, aim: 4 }, { hits: 1, aim: 3 }), 'h'))
    expect(o.attacker).toBeCloseTo(0.4, 12)
    expect(o.defender).toBeCloseTo(0.2, 12)
    expect(o.draw).toBeCloseTo(0.4, 12)
    // A side keeps its one hit exactly when it wins.
    expect(o.left.attacker.map((p) => +p.toFixed(12))).toEqual([0.6, 0.4])
    expect(o.left.defender.map((p) => +p.toFixed(12))).toEqual([0.8, 0.2])
  })

  it('the exact odds sum to 1 and say what they assume', () => {
    const o = odds.exact(engine.setup(scenario(), 'e'), 4000)!
    expect(o.attacker + o.defender + o.draw).toBeCloseTo(1, 12)
    expect(o.detail).toBe('exact, both sides snap-fire')
    expect(odds.exact(engine.setup(scenario(), 'e'), 10)).toBeNull()
  })

  const starts: [string, () => DuelState][] = [
    ['the first round', () => engine.setup(scenario(), 'odds')],
    ['after a careful answer, mid-battle', () => answer(round(engine.setup(scenario({ hits: 4, aim: 2 }, { hits: 3, aim: 3 }), 'odds-2')).state, 'careful')],
  ]
  for (const [name, start] of starts) {
    it(`the exact odds equal a large sampled estimate within its interval (${name})`, () => {
      const s = start()
      const exact = odds.exact(s, 4000)!
      const n = 200_000
      const t = odds.sample(odds.prepare(s), 'duel-check', 0, n)
      expect(t.runs).toBe(n)
      for (const k of ['attacker', 'defender', 'draw'] as const) {
        const p = t[k] / n
        expect(Math.abs(p - exact[k]), `${k}: sampled ${p}, exact ${exact[k]}`).toBeLessThanOrEqual(halfWidth95(p, n) * 1.5)
      }
      // Each number of hits left to each side, within the same interval; each side's chances sum to 1.
      for (const side of ['attacker', 'defender'] as const) {
        expect(exact.left[side].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
        expect(exact.left[side].filter((p) => p > 0.01).length).toBeGreaterThan(1)
        for (let k = 0; k < Math.max(exact.left[side].length, t.left[side].length); k++) {
          const p = (t.left[side][k] ?? 0) / n
          const want = exact.left[side][k] ?? 0
          expect(Math.abs(p - want), `${side} ${k} left: sampled ${p}, exact ${want}`).toBeLessThanOrEqual(halfWidth95(p, n) * 1.5)
        }
      }
      // Any split of a stream gives the same figures.
      const parts = [odds.sample(s, 'duel-check', 0, 700), odds.sample(s, 'duel-check', 700, 300)]
      expect(parts[0]!.attacker + parts[1]!.attacker).toBe(odds.sample(s, 'duel-check', 0, 1000).attacker)
    })
  }

  it('the AI snap-fires and gives the exact odds as its reason', () => {
    const s = engine.setup(scenario(), 'ai')
    const pct = Math.round(exactDuel(s).attacker * 100)
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const c: Choice = engine.ai(s, engine.pending(s)!, level)
      expect(c).toEqual({ kind: 'aim', answer: { aim: 'snap' }, reason: `snap: aim 4 against 3, ${pct}% to win` })
    }
    const s2 = round(s).state
    expect(engine.ai(s2, engine.pending(s2)!, 'easy').reason).toBe(`snap: aim 3 against 4, ${Math.round(exactDuel(s2).defender * 100)}% to win`)
  })
})

describe('the duel through the registry', () => {
  it('is registered, hidden, and loads its engine and odds by id', async () => {
    expect(rulesetIds()).toContain('duel')
    expect(isRulesetId('duel')).toBe(true)
    expect(manifestOf('duel')).toMatchObject({ id: 'duel', hidden: true })
    await loadRulesets(['duel'])
    expect(engineOf('duel')).toBe(engine)
    expect(await oddsOf('duel')).toBe(odds)
  })

  it('plays its built-in scenario found by the generic loader, through the registry alone', () => {
    const sc = findBuiltIn('duel-basic')!
    expect(sc).toMatchObject({ id: 'duel-basic', ruleset: 'duel' })
    const e = engineOf(sc.ruleset)
    let s = e.setup(sc, '7')
    for (let i = 0; i < 1000 && !s.result; i++) {
      const d = e.pending(s)
      s = (d ? e.decide(s, d.side, e.policies.default(s, d)) : e.advance(s)).state
    }
    expect(s.result).not.toBeNull()
    expect(e.simulate(e.setup(sc, '7'))).toEqual(s)
    expect(e.scenarioCard(sc)).toEqual({ sides: { attacker: 'Red', defender: 'Blue' }, line: 'Red gun: 3 hits, aim 4 against Blue gun: 3 hits, aim 3', description: basic.description })
  })
})
