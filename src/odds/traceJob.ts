import type { OddsKit } from '../engine/core/ruleset.ts'
import { oddsOf } from '../engine/rulesets/registry.ts'
import type { Tally } from './interval.ts'
import type { WorkerPort } from './oddsPool.ts'
import type { FromWorker, ToWorker } from './protocol.ts'
import { exactFigure, sampledFigure, settledFigure, traceStream, type TraceFigure, type TracePoint } from './trace.ts'

/**
 * The summary's trace computed by odds workers (the odds pool's worker and
 * messages, a set of its own so that the bar's pool is left alone): every
 * position is one job, its exact attempt first where worth trying, then, if
 * the solver declines, a fixed number of battles in batches spread over the
 * workers. Battle i of a stream is the same whichever worker plays it, so the
 * figures do not depend on the number of workers nor on their timing: the
 * same as pointFigure's in one thread.
 */

/** A port that may also report a worker's failure (a browser Worker's 'error'). */
export interface TracePort extends WorkerPort {
  onError?(fn: (e: Error) => void): void
}

export interface TraceJobOptions {
  runs: number
  /** Battles per message: small enough that a worker (or the page, in chunks) answers within a few tens of ms. */
  batch: number
  maxPaths: number
  /** The engine's exactWorthTrying, asked on the page. */
  tryExact(state: TracePoint['state']): boolean
  /** Positions done so far, of all. */
  onProgress?(done: number, total: number): void
}

type Task = { point: number; kind: 'exact' } | { point: number; kind: 'sample'; from: number; count: number }

export interface TraceJob {
  promise: Promise<TraceFigure[]>
  /** Stops asking the workers (the promise then never settles); the caller terminates its ports. */
  cancel(): void
}

export function computeTrace(ports: readonly TracePort[], points: readonly TracePoint[], opts: TraceJobOptions): TraceJob {
  if (ports.length === 0) throw new Error('computeTrace: no worker')
  const figures: (TraceFigure | null)[] = points.map(settledFigure)
  const tallies: Tally[] = points.map(() => ({ attacker: 0, defender: 0, draw: 0, runs: 0 }))
  const batchesLeft = points.map(() => 0)
  const queue: Task[] = []
  const busy = ports.map(() => false)
  /** The position whose state each worker was last sent for sampling (it keeps it prepared). */
  const hasPoint = ports.map(() => -1)
  const inFlight: (Task | null)[] = ports.map(() => null)
  let cancelled = false
  let settle!: { resolve(f: TraceFigure[]): void; reject(e: Error): void }
  const promise = new Promise<TraceFigure[]>((resolve, reject) => (settle = { resolve, reject }))

  const samples = (point: number): Task[] => {
    const out: Task[] = []
    for (let from = 0; from < opts.runs; from += opts.batch) out.push({ point, kind: 'sample', from, count: Math.min(opts.batch, opts.runs - from) })
    batchesLeft[point] = out.length
    return out
  }
  points.forEach((p, i) => {
    if (figures[i]) return
    if (opts.tryExact(p.state)) queue.push({ point: i, kind: 'exact' })
    else queue.push(...samples(i))
  })

  const doneCount = () => figures.filter(Boolean).length
  const finishIfDone = (): boolean => {
    if (figures.every(Boolean)) {
      settle.resolve(figures as TraceFigure[])
      return true
    }
    return false
  }

  const dispatch = (w: number) => {
    if (cancelled || busy[w]) return
    const task = queue.shift()
    if (!task) return
    const p = points[task.point]!
    const job = task.point + 1
    busy[w] = true
    inFlight[w] = task
    if (task.kind === 'exact') {
      ports[w]!.post({ type: 'exact', job, ruleset: p.state.ruleset, state: p.state, maxPaths: opts.maxPaths })
      return
    }
    const state = hasPoint[w] === task.point ? null : p.state
    hasPoint[w] = task.point
    ports[w]!.post({ type: 'sample', job, ruleset: p.state.ruleset, state, stream: traceStream(p.state), from: task.from, count: task.count })
  }
  const dispatchAll = () => ports.forEach((_, w) => dispatch(w))

  const onMessage = (w: number, m: FromWorker) => {
    if (cancelled) return
    const task = inFlight[w]
    busy[w] = false
    inFlight[w] = null
    if (!task || m.job !== task.point + 1) return settle.reject(new Error(`trace: worker ${w} answered job ${m.job}, asked ${task ? task.point + 1 : 'nothing'}`))
    const p = points[task.point]!
    if (m.type === 'exact') {
      // Declined: this position's batches go first, so that positions finish in order.
      if (m.odds) figures[task.point] = exactFigure(p, m.odds)
      else queue.unshift(...samples(task.point))
    } else {
      const t = tallies[task.point]!
      t.attacker += m.outcomes.attacker
      t.defender += m.outcomes.defender
      t.draw += m.outcomes.draw
      t.runs += m.outcomes.runs
      if (--batchesLeft[task.point]! === 0) figures[task.point] = sampledFigure(p, t)
    }
    opts.onProgress?.(doneCount(), points.length)
    if (!finishIfDone()) dispatchAll()
  }

  ports.forEach((port, w) => {
    port.listen((m) => onMessage(w, m))
    port.onError?.((e) => {
      if (!cancelled) settle.reject(e)
    })
  })
  opts.onProgress?.(doneCount(), points.length)
  if (!finishIfDone()) dispatchAll()
  return {
    promise,
    cancel() {
      cancelled = true
    },
  }
}

/**
 * An odds worker's answers computed on the page, one message per macrotask
 * (where there is no Worker: tests, an old browser). Keeps its own prepared
 * state, as a worker does, apart from any other port's. `kitOf` is the
 * registry's oddsOf unless a test gives its own.
 */
export function inPagePort(kitOf: (ruleset: string) => Promise<OddsKit> = oddsOf): TracePort {
  let listener: ((m: FromWorker) => void) | null = null
  let failed: ((e: Error) => void) | null = null
  let kept: { job: number; prepared: unknown } | null = null
  let closed = false
  const answer = async (m: ToWorker): Promise<FromWorker> => {
    const kit = await kitOf(m.ruleset)
    const t0 = performance.now()
    if (m.type === 'exact') return { type: 'exact', job: m.job, odds: kit.exact(m.state, m.maxPaths), ms: performance.now() - t0 }
    if (m.state) kept = { job: m.job, prepared: kit.prepare(m.state) }
    if (!kept || kept.job !== m.job) throw new Error(`trace: no state for job ${m.job}`)
    return { type: 'sample', job: m.job, outcomes: kit.sample(kept.prepared, m.stream, m.from, m.count), ms: performance.now() - t0 }
  }
  return {
    post(m) {
      setTimeout(() => {
        if (closed) return
        answer(m).then(
          (r) => !closed && listener?.(r),
          (e: unknown) => !closed && failed?.(e instanceof Error ? e : new Error(String(e))),
        )
      }, 0)
    },
    listen(fn) {
      listener = fn
    },
    onError(fn) {
      failed = fn
    },
    terminate() {
      closed = true
    },
  }
}
