import type { BaseScenario, RulesetEngine } from '../../engine/core/ruleset.ts'

/** The seeds a scenario's length is measured with: fixed, so that every visit shows the same figure. */
const SEEDS = ['len-1', 'len-2', 'len-3', 'len-4', 'len-5', 'len-6']
/** A battle that runs longer is cut off there: the figure then says "more than". */
const MAX_ROUNDS = 400

export interface ExpectedLength {
  /** Rounds (clicks of Launch: the engine's `advance`) from the first state to the result, averaged over the seeds. */
  mean: number
  min: number
  max: number
}

/**
 * How many rounds a scenario takes, both sides answering as the book's
 * defaults do: each seed's battle is stepped to its end and its rounds counted.
 * A round is what the contract calls one: one click of the window.
 */
export function measureLength(engine: RulesetEngine, scenario: BaseScenario, seeds: readonly string[] = SEEDS): ExpectedLength {
  const counts = seeds.map((seed) => {
    let s = engine.setup(scenario, seed)
    let rounds = 0
    for (let guard = 0; s.phase !== 'over' && rounds < MAX_ROUNDS && guard < 20 * MAX_ROUNDS; guard++) {
      const d = engine.pending(s)
      if (d) s = engine.decide(s, d.side, engine.policies.default(s, d)).state
      else {
        s = engine.advance(s).state
        rounds++
      }
    }
    return rounds
  })
  return { mean: counts.reduce((a, b) => a + b, 0) / counts.length, min: Math.min(...counts), max: Math.max(...counts) }
}

/** "about 9 rounds (6–12)", for a scenario card. */
export function lengthWords(l: ExpectedLength): string {
  const n = Math.max(1, Math.round(l.mean))
  const range = l.min === l.max ? '' : ` (${l.min}–${l.max})`
  return `about ${n} round${n === 1 ? '' : 's'}${range}`
}
