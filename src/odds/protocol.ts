import type { GrandState } from '../engine/rulesets/grand/index.ts'
import type { Tally } from './interval.ts'

/** Messages between the odds pool (page) and its workers. */
export type ToWorker =
  | { type: 'exact'; job: number; state: GrandState; maxPaths: number }
  /** state: null once the worker has had this job's state (it keeps it, and its compiled kernel). */
  | { type: 'sample'; job: number; state: GrandState | null; stream: string; from: number; count: number }

export type FromWorker =
  | { type: 'exact'; job: number; odds: { attacker: number; defender: number; draw: number; paths: number; positions: number } | null; ms: number }
  | { type: 'sample'; job: number; tally: Tally; ms: number }
