/// <reference lib="webworker" />
import type { AxisState } from '../engine/rulesets/axis/index.ts'
import { exactFromState, sampleFromState } from './axisOdds.ts'
import { widest, type Tally } from './interval.ts'

/** Target of the progressive estimate: the 95% interval within ±0.5 points. */
const TARGET = 0.005
const MAX_RUNS = 100_000

let current = 0

/**
 * One request at a time; a newer request stops the older one between
 * batches. Sends a first figure after a small batch, then refines.
 */
self.onmessage = (e: MessageEvent<{ id: number; state: AxisState }>) => {
  const { id, state } = e.data
  current = id
  const post = (m: object) => (self as unknown as Worker).postMessage({ id, ...m })
  const t0 = performance.now()
  const exact = exactFromState(state)
  if (exact) {
    post({ ...exact, halfWidth: 0, runs: 0, method: 'exact', done: true, ms: performance.now() - t0 })
    return
  }
  const tally: Tally = { attacker: 0, defender: 0, draw: 0, runs: 0 }
  let batch = 100
  const step = () => {
    if (current !== id) return
    sampleFromState(state, tally.runs, tally.runs + batch, tally)
    const hw = widest(tally)
    const done = hw <= TARGET || tally.runs >= MAX_RUNS
    post({
      attacker: tally.attacker / tally.runs,
      defender: tally.defender / tally.runs,
      draw: tally.draw / tally.runs,
      halfWidth: hw,
      runs: tally.runs,
      method: 'sampling',
      done,
      ms: performance.now() - t0,
    })
    batch = Math.min(batch * 2, 4000)
    // Yield between batches so that a newer request is seen.
    if (!done) setTimeout(step, 0)
  }
  step()
}
