import { useEffect, useMemo, useState } from 'react'
import type { BattleState } from '../engine/rulesets/registry.ts'
import type { FromWorker, ToWorker } from '../odds/protocol.ts'
import { OddsPool, type OddsEstimate, type WorkerPort } from '../odds/oddsPool.ts'
import { afterFirstPaint } from './firstPaint.ts'

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

// The workers start once the window is on screen: their code is not fetched before the first paint.
if (typeof window !== 'undefined' && typeof Worker !== 'undefined') void afterFirstPaint().then(getPool)

/**
 * The odds of the current state, refined as the workers report; null until the
 * first figure. Until the first figure for a new state arrives, the last one is
 * kept on show but marked as still refining, so the bar never calls a figure of
 * an earlier position final.
 */
export function useOdds(state: BattleState | null): OddsEstimate | null {
  const [odds, setOdds] = useState<{ of: BattleState; estimate: OddsEstimate } | null>(null)
  useEffect(() => {
    if (!state) return
    let live = true
    const on = (estimate: OddsEstimate) => {
      if (live) setOdds({ of: state, estimate })
    }
    void afterFirstPaint().then(() => {
      if (live) getPool().request(state, on)
    })
    return () => {
      live = false
    }
  }, [state])
  return useMemo(() => {
    if (!odds) return null
    return odds.of === state ? odds.estimate : { ...odds.estimate, done: false }
  }, [odds, state])
}
