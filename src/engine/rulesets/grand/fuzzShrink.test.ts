import { describe, expect, it } from 'vitest'
import type { BaseState, RulesetEngine } from '../../core/ruleset.ts'
import { recordingRng } from '../../../fuzz/choices.ts'
import { ScenarioSource } from '../../../fuzz/run.ts'
import { problemsOf, shrinkCase } from '../../../fuzz/shrink.ts'
import { engine as own } from './engine.ts'

/**
 * Issue 18: a fuzzed battle's random decisions are a list of choices that
 * fast-check shrinks like a random scenario's, so a failure that takes a
 * decision comes back with the fewest decisions that still make it. Seed
 * 000 section F (a side may retreat from the first Next round) is the
 * decision; a deliberately broken invariant forbids it.
 */
const engine = own as unknown as RulesetEngine

describe('000_65abfdd3be31f0b0.txt §F and issue 18: shrinking the decisions of a failing battle', () => {
  it('a retreat nobody may take: the decisions shrink to none at all, the built-in scenario stays', () => {
    const sides = (s: BaseState) => Object.values((s as { sides?: Record<string, { retreated?: boolean }> }).sides ?? {})
    const e: RulesetEngine = { ...engine, fuzz: { ...engine.fuzz!, check: (s) => (sides(s).some((x) => x.retreated) ? ['a side retreated'] : []) } }
    const scenario = new ScenarioSource(engine).scenarioOf(0).scenario
    const replay = { seed: 'retreat', policySeed: 'retreat-policy', depth: 'stepped' as const }
    let decisions: number[] = []
    for (let n = 0; n < 200 && !decisions.length; n++) {
      const r = recordingRng(`retreat/${n}`)
      const drawn = Array.from({ length: 300 }, () => Math.floor(r.rng() * 2 ** 31))
      if (problemsOf(e, { scenario, decisions: drawn }, replay).problems.length) decisions = drawn
    }
    expect(decisions.length).toBe(300)
    const shrunk = shrinkCase(e, { scenario, decisions }, replay)!
    expect(shrunk.problems.some((p) => p.endsWith('a side retreated'))).toBe(true)
    expect(shrunk.scenario).toBe(scenario)
    // Past the list's end every draw is 0, and a retreat question's 0 retreats: the least list is the empty one.
    expect(shrunk.decisions).toEqual([])
  })
})
