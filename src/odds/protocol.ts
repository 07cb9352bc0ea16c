import type { ExactOutcomes, Outcomes } from '../engine/core/ruleset.ts'
import type { BattleState } from '../engine/rulesets/registry.ts'

/**
 * Messages between the odds pool (page) and its workers. Each names its rule
 * system, so that a worker loads that rule system's odds (and only those)
 * before it reads the state.
 */
export type ToWorker =
  | { type: 'exact'; job: number; ruleset: string; state: BattleState; maxPaths: number }
  /** state: null once the worker has had this job's state (it keeps it). */
  | { type: 'sample'; job: number; ruleset: string; state: BattleState | null; stream: string; from: number; count: number }

/** An exact answer: the chances to win and of each amount left, with how it was found in words for the tooltip. */
export type ExactAnswer = ExactOutcomes

export type FromWorker =
  | { type: 'exact'; job: number; odds: ExactAnswer | null; ms: number }
  /** A batch of sampled battles: by winner and by each side's amount left. */
  | { type: 'sample'; job: number; outcomes: Outcomes; ms: number }
