/// <reference lib="webworker" />
import type { GrandState } from './index.ts'
import { luckPercentiles, winTrace } from './summaryStats.ts'

/** The summary's win-probability trace and luck, computed off the page's thread. */
self.onmessage = (e: MessageEvent<{ points: { round: string; state: GrandState }[]; start: GrandState; actual: GrandState }>) => {
  const { points, start, actual } = e.data
  ;(self as unknown as Worker).postMessage({ trace: winTrace(points, 600), luck: luckPercentiles(start, actual, 600) })
}
