import type { Tally } from '../engine/core/ruleset.ts'
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

/** An exact answer, with how it was found in words for the tooltip. */
export interface ExactAnswer {
  attacker: number
  defender: number
  draw: number
  detail: string
}

export type FromWorker =
  | { type: 'exact'; job: number; odds: ExactAnswer | null; ms: number }
  | { type: 'sample'; job: number; tally: Tally; ms: number }
