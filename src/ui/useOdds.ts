import { useEffect, useState } from 'react'
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

/** The odds of the current state, refined as the workers report; null until the first figure. */
export function useOdds(state: BattleState | null): OddsEstimate | null {
  const [odds, setOdds] = useState<OddsEstimate | null>(null)
  useEffect(() => {
    if (!state) return
    let live = true
    const on = (e: OddsEstimate) => {
      if (live) setOdds(e)
    }
    getPool().request(state, on)
    return () => {
      live = false
    }
  }, [state])
  return odds
}
