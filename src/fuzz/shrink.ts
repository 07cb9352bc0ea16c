import fc from 'fast-check'
import type { RulesetEngine } from '../engine/core/ruleset.ts'
import { playBattle, type Depth } from './battle.ts'
import { CHOICE_RANGE, replayRng } from './choices.ts'

/**
 * A random scenario's choices, as fast-check draws and shrinks them. Drawn
 * long (size 'max'), as a generator reads a few hundred; a shorter sequence
 * reads as zeros past its end, the least of everything.
 */
export const choicesArbitrary = (maxLength = 400) => fc.array(fc.integer({ min: 0, max: CHOICE_RANGE - 1 }), { maxLength, size: 'max' })

export interface Replay {
  seed: string
  policySeed: string
  depth: Depth
}

/** What battle `r` on the random scenario of `choices` breaks: problems in words (an invalid scenario is one), empty when it holds. */
export function problemsOf(engine: RulesetEngine, choices: readonly number[], r: Replay): { raw: unknown; problems: string[] } {
  const raw = engine.fuzz!.randomScenario!(replayRng(choices), 'shrunk')
  const p = engine.parseScenario(raw)
  if (!p.ok) return { raw, problems: [`the generator made an invalid scenario: ${p.errors.join('; ')}`] }
  const out = playBattle(engine, { scenario: p.value, ...r })
  return { raw, problems: out.exception ? [`exception: ${out.exception}`] : out.problems }
}

/**
 * Shrinks a failing random scenario with fast-check: the recorded choices are
 * the starting example, and fast-check tries shorter sequences of smaller
 * numbers (fewer units, lower values) while the battle still fails. Returns
 * the smallest failing scenario found (a scenario file) and what it breaks,
 * or null when the failure does not come back from the choices alone.
 */
export function shrinkScenario(engine: RulesetEngine, choices: readonly number[], r: Replay): { raw: unknown; problems: string[]; choices: number[] } | null {
  const run = fc.check(
    fc.property(choicesArbitrary(Math.max(choices.length, 1)), (c) => problemsOf(engine, c, r).problems.length === 0),
    { examples: [[choices.slice()]], numRuns: 1, seed: 1 },
  )
  if (!run.failed || !run.counterexample?.[0]) return null
  const smallest = run.counterexample[0]!
  return { ...problemsOf(engine, smallest, r), choices: smallest }
}
