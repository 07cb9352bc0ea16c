import type { Measure, Outcomes } from '../engine/core/ruleset.ts'
import type { Side } from '../engine/core/types.ts'
import { engineOf, type BattleState } from '../engine/rulesets/registry.ts'
import { widest } from './interval.ts'
import { addOutcomes, emptyOutcomes, leftChances, pointMass } from './outcomes.ts'
import type { FromWorker, ToWorker } from './protocol.ts'

/** A worker as the pool sees it: the browser's Worker or Node's worker_threads behind the same face. */
export interface WorkerPort {
  post(m: ToWorker): void
  listen(fn: (m: FromWorker) => void): void
  terminate(): void
}

export interface OddsEstimate {
  attacker: number
  defender: number
  draw: number
  /** 95% half-width of the widest outcome; 0 when exact. */
  halfWidth: number
  runs: number
  method: 'exact' | 'sampling'
  detail: string
  done: boolean
  /** Since the request. */
  ms: number
  /**
   * left[side][k]: the chance that the side ends the battle with k of the
   * measure left (exact, or the share of the `runs` battles); each side's
   * array sums to 1. src/odds/forecast.ts reads it.
   */
  left: Record<Side, number[]>
  /** What `left` counts, and each side's amount in the state asked about. */
  measure: Measure
}

/**
 * Engine rounds the exact solver may run before sampling takes over. Measured:
 * about 20–70 µs per round of dice (npm run bench), so this keeps an exact
 * answer under ~150 ms; beyond it sampling reaches ±1 point sooner.
 */
export const EXACT_PATH_BUDGET = 4000
/** Stop when every outcome's 95% interval is within ±0.5 points. */
export const TARGET_HALF_WIDTH = 0.005
/**
 * The first batch a worker plays: small, so that a first figure comes within
 * the builder's 250 ms of an edit even where a battle costs 10 ms (fire
 * groups or napoleonic, 20 units a side; npm run bench -- --builder).
 */
export const FIRST_BATCH = 12
const BATCH_MS = 40
const LONGEST_BATCH_MS = 120
const MAX_BATCH = 2000

/**
 * Odds for the bar, computed by several workers: the first worker tries the
 * exact solver while the others start sampling, so that a first figure comes
 * at once and is refined until ±0.5 points (or replaced by the exact one).
 */
export class OddsPool {
  private job = 0
  private readonly busy: boolean[]
  /** The last job whose state each worker was sent. */
  private readonly hasJob: number[]

  constructor(private readonly workers: WorkerPort[]) {
    this.busy = workers.map(() => false)
    this.hasJob = workers.map(() => 0)
    workers.forEach((w, i) => w.listen((m) => this.onMessage(i, m)))
  }

  private current: {
    job: number
    state: BattleState
    stream: string
    next: number
    /** Size of the last batch sent. */
    batch: number
    outcomes: Outcomes
    measure: Measure
    msPerBattle: number
    started: number
    done: boolean
    exactAsked: boolean
    onUpdate: (e: OddsEstimate) => void
  } | null = null

  /** Starts computing the odds of a state; a new request cancels the previous one. */
  request(state: BattleState, onUpdate: (e: OddsEstimate) => void): void {
    const job = ++this.job
    const started = performance.now()
    // On the page, where the engines are loaded: the workers load only the odds kits.
    const measure = engineOf(state.ruleset).measure(state)
    if (state.phase === 'over') {
      const w = state.result?.winner
      const left = { attacker: pointMass(measure.now.attacker), defender: pointMass(measure.now.defender) }
      onUpdate({ attacker: w === 'attacker' ? 1 : 0, defender: w === 'defender' ? 1 : 0, draw: w ? 0 : 1, halfWidth: 0, runs: 0, method: 'exact', detail: 'the battle is over', done: true, ms: 0, left, measure })
      this.current = null
      return
    }
    this.current = { job, state, stream: `odds/${state.seed}/${state.dice.rolled}`, next: 0, batch: 0, outcomes: emptyOutcomes(), measure, msPerBattle: 0.2, started, done: false, exactAsked: false, onUpdate }
    this.workers.forEach((_, i) => {
      if (!this.busy[i]) this.dispatch(i)
    })
  }

  /** Gives a free worker its next task: the exact attempt first (once), then batches of battles. */
  private dispatch(i: number): void {
    const c = this.current
    if (!c || c.done) return
    // Asked on the page (where the engines are loaded), so that a position too large to
    // solve keeps no worker from sampling.
    if (!c.exactAsked && !engineOf(c.state.ruleset).exactWorthTrying(c.state)) c.exactAsked = true
    if (!c.exactAsked && (this.workers.length === 1 || c.next > 0 || i === 0)) {
      c.exactAsked = true
      this.busy[i] = true
      this.workers[i]!.post({ type: 'exact', job: c.job, ruleset: c.state.ruleset, state: c.state, maxPaths: EXACT_PATH_BUDGET })
      return
    }
    // Batches of about BATCH_MS, at least doubling from the first (the first batches run before the JIT
    // has compiled the kernel and overstate its cost), but never past LONGEST_BATCH_MS at the cost last
    // measured: a worker finishes its batch before it sees a new job, so a long batch delays the next
    // position's first figure (an edit in the builder, the next round).
    const timed = Math.max(Math.round(BATCH_MS / c.msPerBattle), c.batch * 2)
    const count = c.next === 0 ? FIRST_BATCH : Math.min(MAX_BATCH, Math.max(FIRST_BATCH, Math.min(timed, Math.round(LONGEST_BATCH_MS / c.msPerBattle))))
    this.busy[i] = true
    const state = this.hasJob[i] === c.job ? null : c.state
    this.hasJob[i] = c.job
    this.workers[i]!.post({ type: 'sample', job: c.job, ruleset: c.state.ruleset, state, stream: c.stream, from: c.next, count })
    c.next += count
    c.batch = count
  }

  private onMessage(i: number, m: FromWorker): void {
    this.busy[i] = false
    const c = this.current
    if (!c || m.job !== c.job || c.done) {
      if (c && !c.done) this.dispatch(i)
      return
    }
    const ms = performance.now() - c.started
    if (m.type === 'exact') {
      if (m.odds) {
        c.done = true
        const o = m.odds
        c.onUpdate({ attacker: o.attacker, defender: o.defender, draw: o.draw, halfWidth: 0, runs: 0, method: 'exact', detail: o.detail, done: true, ms, left: o.left, measure: c.measure })
        return
      }
      this.dispatch(i)
      return
    }
    const t = c.outcomes
    addOutcomes(t, m.outcomes)
    c.msPerBattle = Math.max(0.005, m.ms / Math.max(1, m.outcomes.runs))
    // The stopping rule stays the chance to win's: the amounts left ride along on the same battles.
    const h = widest(t)
    c.done = h <= TARGET_HALF_WIDTH
    c.onUpdate({
      attacker: t.attacker / t.runs,
      defender: t.defender / t.runs,
      draw: t.draw / t.runs,
      halfWidth: h,
      runs: t.runs,
      method: 'sampling',
      detail: `Monte Carlo: ${t.runs.toLocaleString('en')} simulated battles`,
      done: c.done,
      ms,
      left: leftChances(t),
      measure: c.measure,
    })
    if (!c.done) this.dispatch(i)
  }

  terminate(): void {
    this.current = null
    for (const w of this.workers) w.terminate()
  }
}
