import { useEffect, useState } from 'react'
import type { AxisState } from '../engine/rulesets/axis/index.ts'
import type { BattleState } from '../engine/rulesets/registry.ts'
import type { FromWorker, ToWorker } from '../odds/protocol.ts'
import { OddsPool, type OddsEstimate, type WorkerPort } from '../odds/oddsPool.ts'

let pool: OddsPool | null = null

function browserPort(): WorkerPort {
  const w = new Worker(new URL('../odds/odds.worker.ts', import.meta.url), { type: 'module' })
  return {
    post: (m: ToWorker) => w.postMessage(m),
    listen: (fn: (m: FromWorker) => void) => w.addEventListener('message', (e: MessageEvent<FromWorker>) => fn(e.data)),
    terminate: () => w.terminate(),
  }
}

/** One worker per core, up to four: the page itself only draws. */
function getPool(): OddsPool {
  if (!pool) {
    const n = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2))
    pool = new OddsPool(Array.from({ length: n }, browserPort))
  }
  return pool
}

// Start the workers with the page, not with the first battle: by the time a
// battle asks for odds they are up and their modules evaluated.
if (typeof window !== 'undefined' && typeof Worker !== 'undefined') setTimeout(getPool, 0)

let axisWorker: Worker | null = null
let axisRequest = 0

/** Axis battles: the exact land solver or the engine sampled, in a worker of their own. */
function requestAxis(state: AxisState, on: (e: OddsEstimate) => void): void {
  if (!axisWorker) axisWorker = new Worker(new URL('../odds/axisOdds.worker.ts', import.meta.url), { type: 'module' })
  const w = axisWorker
  const id = ++axisRequest
  const listen = (e: MessageEvent<Omit<OddsEstimate, 'detail'> & { id: number }>) => {
    // A newer request overtook this one: the worker will not answer it again.
    if (axisRequest !== id) {
      w.removeEventListener('message', listen)
      return
    }
    if (e.data.id !== id) return
    const { id: _id, ...est } = e.data
    const detail = est.method === 'exact' ? 'exact: land units only, solved over casualties' : `sampled: ${est.runs} battles of the engine`
    on({ ...est, detail })
    if (est.done) w.removeEventListener('message', listen)
  }
  w.addEventListener('message', listen)
  w.postMessage({ id, state })
}

/** The odds of the current state, refined as the workers report; null until the first figure. */
export function useOdds(state: BattleState | null): OddsEstimate | null {
  const [odds, setOdds] = useState<OddsEstimate | null>(null)
  useEffect(() => {
    if (!state) return
    let live = true
    const on = (e: OddsEstimate) => {
      if (live) setOdds(e)
    }
    if (state.ruleset === 'axis') requestAxis(state, on)
    else getPool().request(state, on)
    return () => {
      live = false
    }
  }, [state])
  return odds
}
