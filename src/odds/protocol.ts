import type { BattleState } from '../engine/rulesets/registry.ts'
import type { Tally } from './interval.ts'

/** Messages between the odds pool (page) and its workers, for a battle of either rule system. */
export type ToWorker =
  | { type: 'exact'; job: number; state: BattleState; maxPaths: number }
  /** state: null once the worker has had this job's state (it keeps it); ruleset says whose it is. */
  | { type: 'sample'; job: number; ruleset: BattleState['ruleset']; state: BattleState | null; stream: string; from: number; count: number }

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
