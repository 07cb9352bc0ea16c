import { useEffect, useState } from 'react'
import type { Side } from '../../../core/types.ts'
import type { GrandState } from '../index.ts'
import { ROUND_NAMES } from '../rounds.ts'
import type { RoundOdds } from '../summaryStats.ts'
import type { Session } from '../../../../store/session.ts'

export interface SummaryStats {
  trace: RoundOdds[]
  luck: Record<Side, number>
}

/** The positions the trace is computed at: before the first round, then after each round fought. */
export function tracePoints(session: Session): { start: GrandState; points: { round: string; state: GrandState }[] } {
  let before = session.initial as GrandState
  let start: GrandState | null = null
  const points: { round: string; state: GrandState }[] = []
  for (const { actions, state } of session.gestures) {
    const g = { actions, state: state as GrandState }
    if (g.actions.some((a) => a.type === 'advance')) {
      if (!start) {
        start = before
        points.push({ round: 'Start', state: before })
      }
      points.push({ round: g.state.round ? ROUND_NAMES[g.state.round] : 'End', state: g.state })
    }
    before = g.state
  }
  return { start: start ?? before, points }
}

/** Computed once per finished battle, in a worker. */
export function useSummaryStats(session: Session, final: GrandState): SummaryStats | null {
  const [stats, setStats] = useState<SummaryStats | null>(null)
  useEffect(() => {
    const { start, points } = tracePoints(session)
    const w = new Worker(new URL('../summary.worker.ts', import.meta.url), { type: 'module' })
    w.onmessage = (e: MessageEvent<SummaryStats>) => {
      setStats(e.data)
      w.terminate()
    }
    w.postMessage({ points, start, actual: final })
    return () => w.terminate()
  }, [session, final])
  return stats
}
