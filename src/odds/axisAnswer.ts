import type { AxisState } from '../engine/rulesets/axis/state.ts'
import { exactFromState, sampleFromState } from './axisOdds.ts'
import type { FromWorker, ToWorker } from './protocol.ts'

/** The state of the axis job last sampled: later batches of that job come without it. */
let kept: { job: number; state: AxisState } | null = null

/** An odds worker's answer for an axis battle: the exact land solver where it holds, or a batch of sampled battles. */
export function answerAxis(m: ToWorker): FromWorker {
  const t0 = performance.now()
  if (m.type === 'exact') {
    const odds = exactFromState(m.state as AxisState)
    return { type: 'exact', job: m.job, odds: odds && { ...odds, detail: 'exact: land units only, solved over casualties' }, ms: performance.now() - t0 }
  }
  if (m.state) kept = { job: m.job, state: m.state as AxisState }
  if (!kept || kept.job !== m.job) throw new Error(`odds worker: no state for job ${m.job}`)
  const tally = sampleFromState(kept.state, m.stream, m.from, m.count)
  return { type: 'sample', job: m.job, tally, ms: performance.now() - t0 }
}
