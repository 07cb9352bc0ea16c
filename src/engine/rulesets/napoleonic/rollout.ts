import type { Dice } from '../../core/dice.ts'
import { Board } from './board.ts'
import { evaluateBoard, type Search } from './search.ts'
import type { NapState } from './state.ts'

/**
 * The hard AI's look past the phase: the chance to win the battle after one
 * choice (an attack, or the end of the phase). The phase look-ahead
 * (search.ts) stops at the end of the phase and weighs what it leaves in
 * points; what a phase sets up for the next ones (a unit weakened beside an
 * objective, an attack that the opponent's answer will punish, the last
 * phase still to come) shows only when the phases after it are played. So
 * each choice is played out many times: the rest of the phase as the
 * look-ahead planned it, outcome by outcome, then the default order of
 * attacks for both sides to the end (the odds bar's assumption, N29).
 *
 * The dice of a playout are not the battle's: they are a hash of the
 * playout's index and the attack they are rolled for, so the AI gives the same
 * answer for the same position and cannot see what the battle will roll.
 */

/** The 720 orders of the six faces of a d6. */
const ORDERS: number[][] = []
;(function permute(prefix: number[]) {
  if (prefix.length === 6) ORDERS.push(prefix)
  else for (let f = 0; f < 6; f++) if (!prefix.includes(f)) permute([...prefix, f])
})([])

/** Integers mixed into 32 well-spread bits (murmur3's finaliser over a running hash). */
function hash(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13) ^ b, 0xc2b2ae35)
  h = Math.imul(h ^ (h >>> 16) ^ c, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/**
 * A playout's dice. Every number is tied to the attack it is rolled for (the
 * phase and the defender: each enemy is attacked at most once a phase), not
 * to how many were rolled before it, so that playouts of two choices with the
 * same index give the same attack the same luck even when other attacks came
 * between (common random numbers that stay in step). Each attack's d6 runs
 * through the six faces in every block of six playouts, in an order of its
 * own (a Latin hypercube): the table's die is exact every six playouts, and
 * two attacks' dice stay independent.
 */
export class PlayoutDice implements Dice {
  /** The playout's index. */
  i = 0
  /** Numbers rolled for the attack under way after its d6 (its morale tests). */
  private k = 0

  constructor(private readonly b: Board) {}

  private key(): number {
    return this.b.phaseNo * 4096 + this.b.target
  }

  roll(sides: number): number {
    this.k = 0
    if (sides === 6) return ORDERS[hash(this.key(), Math.floor(this.i / 6), 1) % 720]![this.i % 6]!
    return hash(this.key(), this.i, 2) % sides
  }

  rollAgainst(sides: number, _atMost: number): number {
    return Math.floor((hash(this.key(), this.i, 3 + this.k++) / 4294967296) * sides)
  }

  save(): never {
    throw new Error('PlayoutDice is never saved')
  }
}

/** The choice to end the phase, beside attacks given as pairs a * nU + d. */
export const END_PHASE = -1

export class Playouts {
  private readonly start: Board
  private readonly b: Board
  private readonly dice: PlayoutDice
  /** The side choosing. */
  readonly me: number
  /** Playouts played so far. */
  played = 0

  /** The look-ahead whose plan the playouts follow in the phase under way, and how deep it looked from here. */
  private readonly search: Search | null
  private readonly depth: number

  constructor(s: NapState, search: Search | null = null, depth = 0) {
    this.start = new Board(s)
    this.b = new Board(s)
    this.me = this.start.phasing
    this.search = search
    this.depth = depth
    this.dice = new PlayoutDice(this.b)
  }

  /** The evaluation (search.ts) where the plan ended in the last playout, or NaN when the battle was over by then. */
  phaseEnd = 0

  /**
   * Playout i after `choice`: 1 when `me` wins, ½ a draw, 0 a loss;
   * `phaseEnd` keeps the evaluation where the look-ahead's plan ends (its
   * mean over the playouts is the look-ahead's worth of the choice).
   */
  play(choice: number, i: number): number {
    const b = this.b
    b.copyFrom(this.start)
    this.dice.i = i
    if (choice === END_PHASE) b.ended = true
    else {
      b.resolve(Math.floor(choice / b.nU), choice % b.nU, this.dice)
      // The phase goes on as the look-ahead planned it, outcome by outcome, to its horizon.
      for (let k = this.depth - 1; k >= 1 && !b.over && this.search; k--) {
        const next = this.search.planned(k, b)
        if (next === undefined || next < 0) break
        b.resolve(Math.floor(next / b.nU), next % b.nU, this.dice)
      }
    }
    this.phaseEnd = b.over ? NaN : evaluateBoard(b, this.me)
    const r = b.playOut(this.dice)
    this.played++
    return r === this.me ? 1 : r === -1 ? 0.5 : 0
  }
}

/** A choice as the phase look-ahead weighed it, and what its playouts gave. */
export interface Weighed {
  choice: number
  /** The look-ahead's worth (search.ts): the evaluation it expects where its plan after this choice ends. */
  worth: number
  /** Each playout's result (1 a win, ½ a draw, 0 a loss) and the evaluation where the plan ended, the first `n` played. */
  wins: Float64Array
  ends: Float64Array
  n: number
  /** Still in the race when the playouts stopped. */
  kept: boolean
}

/**
 * How the playouts are spent: rounds of `step` for every choice still in the
 * race, at most `most` a choice and `budget` in all; once every choice has had
 * `least`, a choice leaves the race when it is behind the best by more than
 * `z` standard errors of the difference, or surely within `tie` of it either
 * way; the choice taken and ending the phase get at least `report` (the
 * reason's figures). The budget keeps a decision to a few milliseconds.
 */
export const PLAY = { step: 12, least: 24, most: 216, budget: 900, z: 2, tie: 0.02, report: 72 }

/**
 * How much the result of a playout moves with the evaluation where the plan
 * ended: the regression slope, choice by choice, pooled (a difference between
 * choices is not luck). The look-ahead knows that evaluation's mean exactly
 * (the choice's worth), so the result less slope × (evaluation − worth) has
 * the same mean with less of the phase's luck in it (a control variate):
 * fewer playouts tell two choices apart.
 */
export function slopeOf(all: readonly Weighed[]): number {
  let sxy = 0
  let sxx = 0
  for (const w of all) {
    let n = 0
    let mx = 0
    let my = 0
    for (let i = 0; i < w.n; i++) {
      if (Number.isNaN(w.ends[i]!)) continue
      n++
      mx += w.ends[i]!
      my += w.wins[i]!
    }
    if (n < 2) continue
    mx /= n
    my /= n
    for (let i = 0; i < w.n; i++) {
      const x = w.ends[i]!
      if (Number.isNaN(x)) continue
      sxy += (x - mx) * (w.wins[i]! - my)
      sxx += (x - mx) * (x - mx)
    }
  }
  return sxx > 0 ? Math.max(0, sxy / sxx) : 0
}

/** Playout i's result less what the luck of the plan's attacks brought it, at `slope`. */
function adjusted(w: Weighed, i: number, slope: number): number {
  const e = w.ends[i]!
  return Number.isNaN(e) ? w.wins[i]! : w.wins[i]! - slope * (e - w.worth)
}

/**
 * The mean difference between `w` and `best` over their first `n` playouts
 * and its standard error: playout by playout (the same dice for the same
 * attack), either plain or both less the control variate, whichever has the
 * smaller error. Both estimate the same difference: the playouts follow the
 * look-ahead's plan, whose evaluation at its end averages `worth`.
 */
function difference(w: Weighed, best: Weighed, n: number, slope: number): [number, number] {
  let out: [number, number] = [0, Infinity]
  for (const k of slope > 0 ? [0, slope] : [0]) {
    let sum = 0
    let sq = 0
    for (let i = 0; i < n; i++) {
      const d = adjusted(w, i, k) - adjusted(best, i, k)
      sum += d
      sq += d * d
    }
    const m = sum / n
    const se = Math.sqrt(Math.max(0, sq / n - m * m) / (n - 1))
    if (se < out[1]) out = [m, se]
  }
  return out
}

/** The chance to win after `w`: its playouts' mean less the control variate at `slope` (slopeOf), within 0 and 1. */
export function chanceOf(w: Weighed, slope: number): number {
  let t = 0
  for (let i = 0; i < w.n; i++) t += adjusted(w, i, slope)
  return w.n ? Math.min(1, Math.max(0, t / w.n)) : 0
}

/**
 * The choices ranked by the chance to win the battle after them, best first
 * (chanceOf). A race: each round plays every choice still in it on the same
 * playout indices, so that the same attack meets the same dice, and a choice
 * leaves when the difference with the best, playout by playout, says it is
 * behind or as good; most playouts go to the close ones.
 */
export function rankByPlayouts(s: NapState, choices: readonly { choice: number; worth: number }[], search: Search | null = null, depth = 0): { ranked: Weighed[]; slope: number; playouts: number } {
  const p = new Playouts(s, search, depth)
  const all: Weighed[] = choices.map((c) => ({ choice: c.choice, worth: c.worth, wins: new Float64Array(PLAY.most), ends: new Float64Array(PLAY.most), n: 0, kept: true }))
  let slope = 0
  const mean = (w: Weighed) => {
    let t = 0
    for (let i = 0; i < w.n; i++) t += adjusted(w, i, slope)
    return w.n ? t / w.n : 0
  }
  let alive = all.slice()
  let n = 0
  while (alive.length > 1 && n < PLAY.most && p.played + alive.length * PLAY.step <= PLAY.budget) {
    const to = Math.min(PLAY.most, n + PLAY.step)
    for (const w of alive) {
      for (let i = n; i < to; i++) {
        w.wins[i] = p.play(w.choice, i)
        w.ends[i] = p.phaseEnd
      }
      w.n = to
    }
    n = to
    if (n < PLAY.least) continue
    slope = slopeOf(all)
    let best = alive[0]!
    for (const w of alive) if (mean(w) > mean(best) + 1e-12) best = w
    alive = alive.filter((w) => {
      if (w === best) return true
      // The difference with the best, playout by playout, as it is and less the control variate, whichever varies less.
      const [m, sd] = difference(w, best, n, slope)
      // Few playouts that happen to agree do not make a sure difference: the error is at least 1/n.
      const se = Math.max(sd, 1 / n)
      // Out when surely behind, or surely within `tie` of the best either way (then which is taken hardly matters).
      const out = m + PLAY.z * se < 0 || Math.abs(m) + PLAY.z * se < PLAY.tie
      if (out) w.kept = false
      return !out
    })
  }
  // The figures the reason gives (the chosen one's chance, and ending the phase's) from a few more playouts when the race ended early.
  for (const w of all) {
    if (w.choice !== END_PHASE && !w.kept) continue
    for (let i = w.n; i < PLAY.report; i++) {
      w.wins[i] = p.play(w.choice, i)
      w.ends[i] = p.phaseEnd
    }
    w.n = Math.max(w.n, PLAY.report)
  }
  slope = slopeOf(all)
  // The ones still in the race first, by their chance; the others by how far they got, then their chance.
  const ranked = all
    .map((w, i) => ({ w, i, v: mean(w) }))
    .sort((x, y) => +y.w.kept - +x.w.kept || (x.w.kept ? 0 : y.w.n - x.w.n) || y.v - x.v || x.i - y.i)
    .map((x) => x.w)
  return { ranked, slope, playouts: p.played }
}
