import { useEffect, useState } from 'react'
import type { Side } from '../../engine/core/types.ts'
import { rulesetOf, type BattleState } from '../../engine/rulesets/registry.ts'
import { EXACT_PATH_BUDGET } from '../../odds/oddsPool.ts'
import type { FromWorker, ToWorker } from '../../odds/protocol.ts'
import { luckPercentiles, TRACE_RUNS, type TraceFigure } from '../../odds/trace.ts'
import { computeTrace, inPagePort, type TracePort } from '../../odds/traceJob.ts'
import type { Session } from '../../store/session.ts'
import { tracePoints } from './tracePoints.ts'

export type WinTraceStatus =
  | { kind: 'computing'; done: number; total: number }
  | { kind: 'ready'; figures: TraceFigure[]; luck: Record<Side, number> }
  | { kind: 'failed'; message: string }

interface Entry {
  status: WinTraceStatus
  listeners: Set<(s: WinTraceStatus) => void>
  cancel(): void
}

/**
 * One computation per finished position, kept while the position is: closing
 * the summary and opening it again shows the figures at once. A new position
 * (an Undo, a Replay, another battle) stops the last one's workers.
 */
const entries = new WeakMap<object, Entry>()
let latest: { key: object; entry: Entry } | null = null

function browserPort(): TracePort {
  const w = new Worker(new URL('../../odds/odds.worker.ts', import.meta.url), { type: 'module' })
  return {
    post: (m: ToWorker) => w.postMessage(m),
    listen: (fn: (m: FromWorker) => void) => w.addEventListener('message', (e: MessageEvent<FromWorker>) => fn(e.data)),
    onError: (fn) => w.addEventListener('error', (e) => fn(new Error(e.message || 'odds worker failed'))),
    terminate: () => w.terminate(),
  }
}

/** Workers where the page has them (one per core, up to four), else the page itself in small chunks. */
function makePorts(): { ports: TracePort[]; batch: number } {
  if (typeof Worker === 'undefined') return { ports: [inPagePort()], batch: 25 }
  const n = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2))
  return { ports: Array.from({ length: n }, browserPort), batch: 125 }
}

function start(session: Session, final: BattleState): Entry {
  const entry: Entry = { status: { kind: 'computing', done: 0, total: 0 }, listeners: new Set(), cancel: () => {} }
  const set = (s: WinTraceStatus) => {
    entry.status = s
    for (const fn of entry.listeners) fn(s)
  }
  try {
    const engine = rulesetOf(session.scenario)
    const points = tracePoints(session, engine)
    const { ports, batch } = makePorts()
    const stop = () => ports.forEach((p) => p.terminate())
    const job = computeTrace(ports, points, {
      runs: TRACE_RUNS,
      batch,
      maxPaths: EXACT_PATH_BUDGET,
      tryExact: (s) => engine.exactWorthTrying(s),
      onProgress: (done, total) => {
        if (done < total) set({ kind: 'computing', done, total })
      },
    })
    entry.cancel = () => {
      job.cancel()
      stop()
    }
    job.promise.then(
      (figures) => {
        stop()
        set({ kind: 'ready', figures, luck: luckPercentiles(figures[0]!, final.result) })
      },
      (e: unknown) => {
        stop()
        set({ kind: 'failed', message: e instanceof Error ? e.message : String(e) })
      },
    )
  } catch (e) {
    set({ kind: 'failed', message: e instanceof Error ? e.message : String(e) })
  }
  return entry
}

function entryFor(session: Session, final: BattleState): Entry {
  let entry = entries.get(final)
  if (entry) return entry
  if (latest && latest.entry.status.kind === 'computing') {
    latest.entry.cancel()
    entries.delete(latest.key)
  }
  entry = start(session, final)
  entries.set(final, entry)
  latest = { key: final, entry }
  return entry
}

/**
 * The chance-to-win trace and luck of a finished battle, computed off the
 * page's thread; 'computing' (with positions done of all) until then.
 */
export function useWinTrace(session: Session, final: BattleState): WinTraceStatus {
  const [status, setStatus] = useState<WinTraceStatus>(() => entries.get(final)?.status ?? { kind: 'computing', done: 0, total: 0 })
  useEffect(() => {
    const entry = entryFor(session, final)
    entry.listeners.add(setStatus)
    setStatus(entry.status)
    return () => {
      entry.listeners.delete(setStatus)
    }
  }, [session, final])
  return status
}
