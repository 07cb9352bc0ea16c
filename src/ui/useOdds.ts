import { useEffect, useState } from 'react'
import type { GrandState } from '../engine/rulesets/grand/index.ts'
import type { Odds } from '../odds/quickOdds.ts'

let worker: Worker | null = null
let nextId = 0

/** The odds of the current state, computed in a worker; null while the first figure is coming. */
export function useOdds(state: GrandState | null, runs = 400): Odds | null {
  const [odds, setOdds] = useState<Odds | null>(null)
  useEffect(() => {
    if (!state) return
    if (!worker) worker = new Worker(new URL('../odds/odds.worker.ts', import.meta.url), { type: 'module' })
    const id = ++nextId
    const w = worker
    const onMessage = (e: MessageEvent<{ id: number; odds: Odds }>) => {
      if (e.data.id === id) setOdds(e.data.odds)
    }
    w.addEventListener('message', onMessage)
    w.postMessage({ id, state, runs })
    return () => w.removeEventListener('message', onMessage)
  }, [state, runs])
  return odds
}
