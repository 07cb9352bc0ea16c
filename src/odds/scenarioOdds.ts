import type { OddsKit, Outcomes, RulesetEngine } from '../engine/core/ruleset.ts'
import { EXACT_PATH_BUDGET } from './oddsPool.ts'
import { widest } from './interval.ts'
import { addOutcomes, emptyOutcomes } from './outcomes.ts'
import type { BattleState } from '../engine/rulesets/registry.ts'

/** The odds of a battle from a state, as `npm run sim -- <scenario> --odds` prints them. */
export interface ScenarioOdds {
  attackerWins: number
  defenderWins: number
  draws: number
  /** 'exact' where the rule system's solver takes the position, 'sampled' otherwise. */
  method: 'exact' | 'sampled'
  /** Sampled: the battles played and the widest 95% half-width of the three chances. */
  runs?: number
  halfWidth95?: number
  /** Exact: how the solver found it, in its words. */
  detail?: string
}

/** Sampling stops at this half-width (±0.5 points) or this many battles, whichever comes first. */
export const SAMPLE_HALF_WIDTH = 0.005
export const SAMPLE_CAP = 400_000
const BATCH = 2_000

/**
 * The chances of each result from `state`, with the answers the odds assume
 * (the rule system's defaults): exact where its solver takes the position,
 * else sampled on its kernel, the same streams the window's workers play,
 * until the interval is reached. Pure and on one core: the CLI's, and a test's.
 */
export function scenarioOdds(engine: RulesetEngine, kit: OddsKit, state: BattleState, opts: { stream: string; halfWidth?: number; cap?: number } = { stream: 'odds' }): ScenarioOdds {
  const exact = engine.exactWorthTrying(state) ? kit.exact(state, EXACT_PATH_BUDGET) : null
  if (exact) return { attackerWins: exact.attacker, defenderWins: exact.defender, draws: exact.draw, method: 'exact', detail: exact.detail }
  const halfWidth = opts.halfWidth ?? SAMPLE_HALF_WIDTH
  const cap = opts.cap ?? SAMPLE_CAP
  const prepared = kit.prepare(state)
  const t: Outcomes = emptyOutcomes()
  while (t.runs < cap && (t.runs === 0 || widest(t) > halfWidth)) addOutcomes(t, kit.sample(prepared, opts.stream, t.runs, Math.min(BATCH, cap - t.runs)))
  return { attackerWins: t.attacker / t.runs, defenderWins: t.defender / t.runs, draws: t.draw / t.runs, method: 'sampled', runs: t.runs, halfWidth95: widest(t) }
}
