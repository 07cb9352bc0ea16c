/// <reference lib="webworker" />
import type { GrandState } from '../engine/rulesets/grand/index.ts'
import { quickOdds } from './quickOdds.ts'

/** Computes the odds bar off the main thread: one request, one answer. */
self.onmessage = (e: MessageEvent<{ id: number; state: GrandState; runs: number }>) => {
  const { id, state, runs } = e.data
  const odds = quickOdds(state, runs)
  ;(self as unknown as Worker).postMessage({ id, odds })
}
