import fc from 'fast-check'
import type { BaseScenario, RulesetEngine } from '../engine/core/ruleset.ts'
import { playBattle, type Depth } from './battle.ts'
import { CHOICE_RANGE, replayRng } from './choices.ts'

/**
 * A random scenario's choices, or a random battle's decisions, as fast-check
 * draws and shrinks them. Drawn long (size 'max'), as a generator reads a few
 * hundred; a shorter sequence reads as zeros past its end, the least of
 * everything (each form's first answer).
 */
export const choicesArbitrary = (maxLength = 400) => fc.array(fc.integer({ min: 0, max: CHOICE_RANGE - 1 }), { maxLength, size: 'max' })

export interface Replay {
  seed: string
  /** Seeds the decisions of the second half of the deep check's save-and-reload (the rest is drawn from the case's decisions). */
  policySeed: string
  depth: Depth
}

/**
 * What a fuzzed battle is made of, as fast-check shrinks it: the random
 * scenario's choices (or a built-in scenario, kept as it is) and the numbers
 * its random decisions draw.
 */
export interface Case {
  scenario: readonly number[] | BaseScenario
  decisions: readonly number[]
}

/** What battle `r` of a case breaks: problems in words (an invalid scenario is one), empty when it holds; `raw` the scenario file. */
export function problemsOf(engine: RulesetEngine, c: Case, r: Replay): { raw: unknown; problems: string[] } {
  let scenario: BaseScenario
  let raw: unknown
  if (Array.isArray(c.scenario)) {
    raw = engine.fuzz!.randomScenario!(replayRng(c.scenario as readonly number[]), 'shrunk')
    const p = engine.parseScenario(raw)
    if (!p.ok) return { raw, problems: [`the generator made an invalid scenario: ${p.errors.join('; ')}`] }
    scenario = p.value
  } else {
    scenario = c.scenario as BaseScenario
    raw = scenario
  }
  const out = playBattle(engine, { scenario, ...r, decisions: c.decisions })
  return { raw, problems: out.exception ? [`exception: ${out.exception}`] : out.problems }
}

/** A case as fast-check draws it: the scenario's choices shrink where it is a random one; a built-in scenario stays. */
function caseArbitrary(c: Case): fc.Arbitrary<Case> {
  const scenario = Array.isArray(c.scenario) ? choicesArbitrary(Math.max(c.scenario.length, 1)) : fc.constant(c.scenario)
  return fc.record({ scenario, decisions: choicesArbitrary(Math.max(c.decisions.length, 1)) })
}

/**
 * Shrinks a failing battle with fast-check: the recorded case is the
 * starting example, and fast-check tries shorter sequences of smaller numbers
 * (fewer units, lower values, each form's first answers) while the battle
 * still fails. Returns the smallest failing case found, its scenario file and
 * what it breaks, or null when the failure does not come back from the case
 * alone.
 */
export function shrinkCase(engine: RulesetEngine, c: Case, r: Replay): ({ raw: unknown; problems: string[] } & Case) | null {
  const run = fc.check(
    fc.property(caseArbitrary(c), (x) => problemsOf(engine, x, r).problems.length === 0),
    { examples: [[{ scenario: c.scenario, decisions: c.decisions }]], numRuns: 1, seed: 1 },
  )
  if (!run.failed || !run.counterexample?.[0]) return null
  const smallest = run.counterexample[0]
  return { ...problemsOf(engine, smallest, r), ...smallest }
}

/** The answers a case's decisions give, step by step (what a player would click to replay it), for the failure's report. */
export function answersOf(engine: RulesetEngine, scenario: BaseScenario, seed: string, decisions: readonly number[]): { side: string; kind: string; answer: unknown }[] {
  const policy = engine.policies.random(replayRng(decisions))
  let s = engine.setup(scenario, seed)
  const out: { side: string; kind: string; answer: unknown }[] = []
  for (let k = 0; k < 20_000 && s.phase !== 'over'; k++) {
    const d = engine.pending(s)
    if (!d) {
      s = engine.advance(s).state
      continue
    }
    const c = policy(s, d)
    out.push({ side: d.side, kind: c.kind, answer: 'answer' in c ? c.answer : c })
    s = engine.decide(s, d.side, c).state
  }
  return out
}
