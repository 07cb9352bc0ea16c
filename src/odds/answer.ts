import type { GrandState } from '../engine/rulesets/grand/state.ts'
import { exactOdds } from './exact.ts'
import type { FromWorker, ToWorker } from './protocol.ts'
import { sampleBattles } from './sampling.ts'
import { withoutCards } from './withoutCards.ts'

/** The card-free state of the job last sampled: later batches of that job come without it. */
let kept: { job: number; base: GrandState } | null = null

/**
 * What an odds worker answers to one message: the exact attempt, or a batch
 * of sampled battles. Axis battles load their engine on first use, so that a
 * worker serving grand battles does not evaluate it.
 */
export async function answer(m: ToWorker): Promise<FromWorker> {
  const ruleset = m.type === 'exact' ? m.state.ruleset : m.ruleset
  if (ruleset === 'axis') return (await import('./axisAnswer.ts')).answerAxis(m)
  return answerGrand(m)
}

function answerGrand(m: ToWorker): FromWorker {
  const t0 = performance.now()
  if (m.type === 'exact') {
    const odds = exactOdds(m.state as GrandState, m.maxPaths)
    const detail = odds && `exact: ${odds.paths.toLocaleString('en')} rounds of dice over ${odds.positions.toLocaleString('en')} positions`
    return { type: 'exact', job: m.job, odds: odds && { attacker: odds.attacker, defender: odds.defender, draw: odds.draw, detail: detail! }, ms: performance.now() - t0 }
  }
  if (m.state) kept = { job: m.job, base: withoutCards(m.state as GrandState) }
  if (!kept || kept.job !== m.job) throw new Error(`odds worker: no state for job ${m.job}`)
  return { type: 'sample', job: m.job, tally: sampleBattles(kept.base, m.stream, m.from, m.count), ms: performance.now() - t0 }
}
