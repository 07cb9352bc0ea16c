import type { BattleState } from '../engine/rulesets/registry.ts'
import { answer } from './answer.ts'
import type { OddsEstimate, OddsPool, WorkerPort } from './oddsPool.ts'
import type { FromWorker, ToWorker } from './protocol.ts'

/** A worker that answers on the next tick, in this thread: the pool cannot tell the difference. `sent` records what it was asked. */
export function inProcess(sent?: ToWorker[]): WorkerPort {
  let listener: ((m: FromWorker) => void) | null = null
  return {
    post(m: ToWorker) {
      sent?.push(m)
      setTimeout(() => void answer(m).then((r) => listener?.(r)), 0)
    },
    listen(fn) {
      listener = fn
    },
    terminate() {},
  }
}

/** Every estimate the pool gives for a state, up to and with the final one. */
export function collect(pool: OddsPool, s: BattleState): Promise<OddsEstimate[]> {
  return new Promise((resolve) => {
    const seen: OddsEstimate[] = []
    pool.request(s, (e) => {
      seen.push(e)
      if (e.done) resolve(seen)
    })
  })
}
