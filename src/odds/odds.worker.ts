/// <reference lib="webworker" />
import { exactOdds } from './exact.ts'
import type { FromWorker, ToWorker } from './protocol.ts'
import { withoutCards } from './withoutCards.ts'
import { sampleBattles } from './sampling.ts'

/** One odds worker: solves exactly when asked, or plays a batch of sampled battles. */
self.onmessage = (e: MessageEvent<ToWorker>) => {
  const m = e.data
  const t0 = performance.now()
  let out: FromWorker
  if (m.type === 'exact') {
    const odds = exactOdds(m.state, m.maxPaths)
    out = { type: 'exact', job: m.job, odds: odds && { attacker: odds.attacker, defender: odds.defender, draw: odds.draw, paths: odds.paths, positions: odds.positions }, ms: performance.now() - t0 }
  } else {
    out = { type: 'sample', job: m.job, tally: sampleBattles(withoutCards(m.state), m.stream, m.from, m.count), ms: performance.now() - t0 }
  }
  ;(self as unknown as Worker).postMessage(out)
}
