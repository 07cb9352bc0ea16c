import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BaseState, RulesetEngine } from '../engine/core/ruleset.ts'
import { engineOf, loadRulesets, manifestOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { DEFAULT_OPTIONS, depthOf, fuzzRuleset, ScenarioSource, type FuzzFigures } from './run.ts'
import { recordingRng, replayRng } from './choices.ts'
import { choicesArbitrary, problemsOf, shrinkCase } from './shrink.ts'

/**
 * The short version of `npm run fuzz` (issue 18): the same code on a few
 * hundred battles per rule system, and the checker itself shown to catch
 * deliberately broken engines, so that a green run means something.
 */
const shown = () => rulesetIds().filter((id) => !manifestOf(id).hidden)
const BATTLES = 300

beforeAll(async () => {
  await loadRulesets()
})

/** The failures in words, for the assertion's message. */
const why = (f: FuzzFigures) => f.failures.map((x) => `${x.ruleset} #${x.battle} ${x.scenario} (${x.depth}): ${[...x.problems, x.exception ?? ''].join('; ')}`).join('\n')

describe('fuzz: random battles of every rule system', () => {
  for (const id of shown()) {
    it(`${id}: ${BATTLES} battles (every 5th stepped, every 50th deep): no exception, no broken invariant, and the battles reach decisions and ends`, () => {
      const f = fuzzRuleset(engineOf(id), { from: 0, count: BATTLES, steppedEvery: 5, deepEvery: 50 })
      expect(f.battles).toBe(BATTLES)
      expect(f.exceptions, why(f)).toBe(0)
      expect(f.invariantFailures, why(f)).toBe(0)
      expect(f.byDepth).toEqual({ fast: 240, stepped: 54, deep: 6 })
      const labels = Object.keys(f.coverage)
      expect(labels.filter((l) => l.startsWith('decision:')).length).toBeGreaterThan(0)
      expect(labels.filter((l) => l.startsWith('end:')).length).toBeGreaterThan(0)
      expect(labels.filter((l) => l.startsWith('winner:')).length).toBeGreaterThanOrEqual(2)
    })
  }

  it('random scenarios and random decisions (fast-check over both lists of choices): every battle keeps every invariant', () => {
    for (const id of shown()) {
      const engine = engineOf(id)
      if (!engine.fuzz?.randomScenario) continue
      fc.assert(
        fc.property(choicesArbitrary(), choicesArbitrary(), fc.nat(1000), (scenario, decisions, n) => {
          const { problems } = problemsOf(engine, { scenario, decisions }, { seed: `fc/${n}`, policySeed: `fc-policy/${n}`, depth: n % 4 === 0 ? 'deep' : 'stepped' })
          expect(problems).toEqual([])
        }),
        { numRuns: 40, seed: 18 },
      )
    }
  })
})

/** An engine whose every step (a decision or a round) is passed through `change` (the rest as the original). */
function broken(engine: RulesetEngine, change: (before: BaseState, after: BaseState, events: { t: string }[]) => { state: BaseState; events: { t: string }[] }): RulesetEngine {
  return {
    ...engine,
    decide: (s, side, choice) => {
      const r = engine.decide(s, side, choice)
      return change(s, r.state, r.events)
    },
    advance: (s) => {
      const r = engine.advance(s)
      return change(s, r.state, r.events)
    },
  }
}

const run = (e: RulesetEngine) => fuzzRuleset(e, { from: 0, count: 12, steppedEvery: 1, deepEvery: 3 })
const problems = (f: FuzzFigures) => f.failures.flatMap((x) => [...x.problems, x.exception ?? ''])

/** The first shown rule system whose fuzz kit has `part` (the registry's order). */
function withKit(part: 'check' | 'randomScenario'): RulesetEngine {
  const id = shown().find((x) => engineOf(x).fuzz?.[part])
  if (!id) throw new Error(`no rule system has a fuzz kit with ${part}`)
  return engineOf(id)
}

describe('fuzz: which battles are stepped', () => {
  it('a built-in battle (2k) and the random one beside it (2k + 1) share a depth, so random scenarios are stepped and checked deep as often', () => {
    const depths = Array.from({ length: 2000 }, (_, i) => depthOf(i, DEFAULT_OPTIONS))
    for (let k = 0; k < 1000; k++) expect(depths[2 * k + 1]).toBe(depths[2 * k])
    const odd = depths.filter((_, i) => i % 2 === 1)
    expect(odd.filter((d) => d === 'stepped').length).toBe(95)
    expect(odd.filter((d) => d === 'deep').length).toBe(5)
  })

  it('the stepped battles on built-in scenarios reach every built-in scenario of every rule system, not one in five', () => {
    for (const id of shown()) {
      const engine = engineOf(id)
      const source = new ScenarioSource(engine)
      const reached = new Set<string>()
      for (let i = 0; i < 4000; i += 2) if (depthOf(i, DEFAULT_OPTIONS) !== 'fast') reached.add(source.scenarioOf(i).scenario.id)
      expect([...reached].sort(), id).toEqual(engine.scenarios.map((s) => (s as { id: string }).id).sort())
    }
  })
})

describe('fuzz: the checker catches broken engines', () => {
  it('a die rolled and not logged', () => {
    const e = broken(withKit('check'), (_b, s, events) => ({ state: { ...s, dice: { ...s.dice, rolled: s.dice.rolled + 1 } }, events }))
    const f = run(e)
    // Every battle with a round fails (a decision may end one before its first).
    expect(f.invariantFailures).toBeGreaterThan(6)
    expect(problems(f).some((p) => /\d+ dice rolled, \d+ in the log/.test(p))).toBe(true)
  })

  it('every rule system\'s own invariants: a unit put nowhere (no place, no hex or square, no status) is caught', () => {
    for (const id of shown()) {
      const engine = engineOf(id)
      if (!engine.fuzz) continue
      const e = broken(engine, (_b, s, events) => {
        const units = (s as { units?: object[] }).units
        if (!units?.length) return { state: s, events }
        return { state: { ...s, units: units.map((u, i) => (i === 0 ? { ...u, place: 'nowhere', at: 'nowhere', status: 'nowhere' } : u)) } as BaseState, events }
      })
      const f = run(e)
      // The rule system's own check names it, whether or not its view later throws on it.
      expect(problems(f).some((p) => /^step \d+: .*nowhere/.test(p)), id).toBe(true)
    }
  })

  it('a number that is not finite anywhere in the state', () => {
    const e = broken(withKit('check'), (_b, s, events) => ({ state: { ...s, drift: Number.NaN } as BaseState, events }))
    expect(problems(run(e)).some((p) => p.includes('not finite at state.drift'))).toBe(true)
  })

  it('a fast path that ends elsewhere than the stepped engine', () => {
    const engine = withKit('check')
    const e: RulesetEngine = { ...engine, simulate: (s) => ({ ...engine.simulate(s), phase: 'over', result: { winner: null, reason: 'made up' } }) }
    expect(problems(run(e)).some((p) => p.startsWith('simulate() ends elsewhere than the stepped engine'))).toBe(true)
  })

  it('the same seed giving another log (a rule that keeps a count outside the state)', () => {
    let calls = 0
    const e = broken(withKit('check'), (_b, s, events) => ({ state: s, events: [...events, { t: `call-${calls++}` }] }))
    expect(problems(run(e)).some((p) => p.startsWith('the same seed gave another log'))).toBe(true)
  })

  it('a state that does not survive JSON (a Set kept in it) playing on differently once reloaded', () => {
    const e = broken(withKit('check'), (_b, s, events) => {
      const memo = (s as { memo?: unknown }).memo
      return { state: { ...s, memo: new Set([1]) } as BaseState, events: memo !== undefined && !(memo instanceof Set) ? [...events, { t: 'lost-memo' }] : events }
    })
    expect(problems(run(e)).some((p) => p.startsWith('a state saved at step'))).toBe(true)
  })

  it('a round that changes the state it was given (the engine must be pure)', () => {
    const e = broken(withKit('check'), (b, s, events) => {
      ;(b as { touched?: boolean }).touched = true
      return { state: s, events }
    })
    expect(problems(run(e)).some((p) => /^step \d+ changed the state it was given/.test(p))).toBe(true)
  })

  it('an exception is counted apart from broken invariants', () => {
    const e = broken(withKit('check'), () => {
      throw new Error('boom')
    })
    const f = run(e)
    expect(f.exceptions).toBeGreaterThan(6)
    expect(f.invariantFailures).toBe(0)
    expect(f.failures[0]!.exception).toMatch(/^boom/)
  })

  it('a failing random scenario shrinks to the smallest one that still fails, a valid scenario file', () => {
    const engine = withKit('randomScenario')
    const attackers = (s: BaseState) => ((s as { units?: { side: string }[] }).units ?? []).filter((u) => u.side === 'attacker').length
    // A deliberately broken invariant: no attacker may field three units or more.
    const e: RulesetEngine = { ...engine, fuzz: { ...engine.fuzz!, check: (s) => (attackers(s) >= 3 ? ['three attackers'] : []) } }
    const replay = { seed: 'shrink', policySeed: 'shrink-policy', depth: 'stepped' as const }
    let choices: number[] = []
    for (let n = 0; n < 100 && !choices.length; n++) {
      const r = recordingRng(`shrink/${n}`)
      engine.fuzz!.randomScenario!(r.rng, 'x')
      if (problemsOf(e, { scenario: r.choices, decisions: [] }, replay).problems.length) choices = r.choices
    }
    expect(choices.length).toBeGreaterThan(0)
    const shrunk = shrinkCase(e, { scenario: choices, decisions: [] }, replay)!
    expect(shrunk.problems).toContain('step 1: three attackers')
    expect((shrunk.scenario as number[]).length).toBeLessThan(choices.length)
    // The file as printed reads back, and its battle starts with three attacking units: the least that fails.
    const parsed = engine.parseScenario(JSON.parse(JSON.stringify(shrunk.raw)))
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(attackers(engine.setup(parsed.value, 'x'))).toBe(3)
    // Smaller than where it started: every choice it kept is at most the one it replaced.
    expect(JSON.stringify(shrunk.raw).length).toBeLessThan(JSON.stringify(engine.fuzz!.randomScenario!(replayRng(choices), 'shrunk')).length)
  })
})
