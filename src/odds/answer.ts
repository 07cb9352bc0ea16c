import { oddsOf } from '../engine/rulesets/registry.ts'
import type { FromWorker, ToWorker } from './protocol.ts'

/**
 * The prepared state of the job last sampled: later batches of that job come
 * without a state, and preparing (dropping cards, answering the setup) once
 * per job rather than per batch keeps batches cheap.
 */
let kept: { job: number; prepared: unknown } | null = null

/**
 * What an odds worker answers to one message: the exact attempt, or a batch
 * of sampled battles. The rule system's odds load on its first message, so
 * that a worker evaluates only the odds of the battles it serves.
 */
export async function answer(m: ToWorker): Promise<FromWorker> {
  const kit = await oddsOf(m.ruleset)
  const t0 = performance.now()
  if (m.type === 'exact') return { type: 'exact', job: m.job, odds: kit.exact(m.state, m.maxPaths), ms: performance.now() - t0 }
  if (m.state) kept = { job: m.job, prepared: kit.prepare(m.state) }
  if (!kept || kept.job !== m.job) throw new Error(`odds worker: no state for job ${m.job}`)
  return { type: 'sample', job: m.job, outcomes: kit.sample(kept.prepared, m.stream, m.from, m.count), ms: performance.now() - t0 }
}
