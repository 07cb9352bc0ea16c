import { useEffect, useMemo, useState } from 'react'
import type { BattleState } from '../engine/rulesets/registry.ts'
import type { FromWorker, ToWorker } from '../odds/protocol.ts'
import { OddsPool, type OddsEstimate, type WorkerPort } from '../odds/oddsPool.ts'
import { afterFirstPaint } from './firstPaint.ts'

/** The bar's pool, and the forecast's own for a position other than the one on show (cards staged). */
const pools: Record<'bar' | 'forecast', OddsPool | null> = { bar: null, forecast: null }

function browserPort(): WorkerPort {
  const w = new Worker(new URL('../odds/odds.worker.ts', import.meta.url), { type: 'module' })
  return {
    post: (m: ToWorker) => w.postMessage(m),
    listen: (fn: (m: FromWorker) => void) => w.addEventListener('message', (e: MessageEvent<FromWorker>) => fn(e.data)),
    terminate: () => w.terminate(),
  }
}

/**
 * One worker per core, up to four, for the bar: the page itself only draws.
 * The forecast's pool (made when first asked) has two: it runs beside the bar's
 * only while a staged answer is being weighed.
 */
function getPool(which: 'bar' | 'forecast'): OddsPool {
  let pool = pools[which]
  if (!pool) {
    const n = which === 'forecast' ? 2 : Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2))
    pool = pools[which] = new OddsPool(Array.from({ length: n }, browserPort))
  }
  return pool
}

// The bar's workers start once the window is on screen: their code is not fetched before the first paint.
if (typeof window !== 'undefined' && typeof Worker !== 'undefined') void afterFirstPaint().then(() => getPool('bar'))

/**
 * The odds of the current state, refined as the workers report; null until the
 * first figure. Until the first figure for a new state arrives, the last one is
 * kept on show but marked as still refining, so the bar never calls a figure of
 * an earlier position final.
 */
export function useOdds(state: BattleState | null, which: 'bar' | 'forecast' = 'bar'): OddsEstimate | null {
  const [odds, setOdds] = useState<{ of: BattleState; estimate: OddsEstimate } | null>(null)
  useEffect(() => {
    if (!state) return
    let live = true
    const on = (estimate: OddsEstimate) => {
      if (live) setOdds({ of: state, estimate })
    }
    void afterFirstPaint().then(() => {
      if (live) getPool(which).request(state, on)
    })
    return () => {
      live = false
    }
  }, [state, which])
  return useMemo(() => {
    if (!odds) return null
    return odds.of === state ? odds.estimate : { ...odds.estimate, done: false }
  }, [odds, state])
}
