import { Board, hexDistance, type FastFigures } from './board.ts'

/**
 * The AI's look-ahead over the attacks of one combat phase, on the board
 * (board.ts): exact expectations over every d6 face and morale test, each
 * attack applied and undone in place, no state cloned. Two memos make it
 * cheap, and neither changes a value:
 *  - what one attack brings by itself (the change of the evaluation and of
 *    the score, outcome by outcome) depends only on the units within two hexes
 *    of its two principals, so it is kept by a key of those units: an attack
 *    far from the ones before it in a line of play is weighed once, not once
 *    per line;
 *  - positions reached by two orders of the same attacks are valued once.
 *
 * The worth of a position is the evaluation (victory points by the
 * scenario's conditions, then 0.3 a strength point and 0.25 a morale point
 * kept), and in the battle's last phase, whose end is the battle's end, the
 * result above all: RESULT for a win, −RESULT for a loss.
 */

/** What a win is worth in the last phase, against the evaluation's points. */
export const RESULT = 100

/** The evaluation's weights of a strength point and a morale point kept. */
const STRENGTH = 0.3
const MORALE = 0.25

/** How good a position is for `me`: the victory points by the scenario's conditions, then 0.3 a strength point and 0.25 a morale point kept. */
export function evaluateBoard(b: Board, me: number): number {
  if (b.over) return b.winner === me ? 1000 : b.winner === (me ^ 1) ? -1000 : 0
  let str = 0
  let mor = 0
  for (let u = 0; u < b.nU; u++) {
    if (!b.alive[u]) continue
    if (b.side[u] === me) {
      str += b.str[u]!
      mor += b.mor[u]!
    } else {
      str -= b.str[u]!
      mor -= b.mor[u]!
    }
  }
  return b.score(me) - b.score(me ^ 1) + STRENGTH * str + MORALE * mor
}

/** Hashes mixed into 32 bits (two independent streams make a 53-bit key). */
function mix(h: number, v: number): number {
  h = Math.imul(h ^ v, 0x85ebca6b)
  return (h ^ (h >>> 13)) | 0
}
function mix2(h: number, v: number): number {
  h = Math.imul(h ^ v, 0xc2b2ae35)
  return (h ^ (h >>> 16)) | 0
}

/**
 * What one attack brings by itself, for side 0: the expected change of the
 * evaluation, and the distribution of the change of the score difference
 * (for the last phase, where only the sign of the final difference counts).
 */
interface Gain {
  mean: number
  n: number
  scores: Float64Array
  probs: Float64Array
}

const newGain = (): Gain => ({ mean: 0, n: 0, scores: new Float64Array(12), probs: new Float64Array(12) })

/** The key of a whole position, on any board of the scenario: units (strength, morale, hex, marks), holders, the result. */
export function positionKeyOf(b: Board): number {
  let h1 = 0x12345
  let h2 = 0x6789
  for (let u = 0; u < b.nU; u++) {
    const v = b.alive[u] ? (((b.str[u]! * 16 + b.mor[u]!) * 2 + b.victorious[u]!) * 2 + b.attacked[u]!) * 2 + b.defended[u]! : -1
    const h = b.alive[u] ? b.hex[u]! : -1
    h1 = mix(mix(h1, h), v)
    h2 = mix2(mix2(h2, h), v)
  }
  for (let k = 0; k < b.holder.length; k++) {
    h1 = mix(h1, b.holder[k]!)
    h2 = mix2(h2, b.holder[k]!)
  }
  h1 = mix(h1, b.over ? 7 + b.winner : 0)
  return (h1 >>> 0) * 2097152 + (h2 >>> 11)
}

export class Search {
  readonly b: Board
  readonly me: number
  readonly beam: number
  /** The phase under way is the battle's last: its end is the result. */
  readonly last: boolean
  private readonly nU: number
  private readonly gains = new Map<number, Gain>()
  private readonly tt: Map<number, number>[] = []
  /** The look-ahead's choice at each position it valued, by depth: a pair, or −1 to end the phase. */
  private readonly plans: Map<number, number>[] = []
  private readonly pairs: Int32Array[] = []
  private readonly worths: Int32Array[] = []
  private readonly diffs: Int32Array[] = []
  private readonly order: Int32Array[] = []
  private readonly figs: FastFigures[] = []
  /** Counters, for the tests. */
  stats = { branches: 0, gainsComputed: 0, gainHits: 0, nodes: 0, ttHits: 0 }

  constructor(b: Board, beam: number, lastPhase = b.phaseNo >= b.phases) {
    this.b = b
    this.me = b.phasing
    this.beam = beam
    this.last = lastPhase
    this.nU = b.nU
  }

  private slot(depth: number) {
    while (this.pairs.length <= depth) {
      const nn = this.nU * this.nU
      this.pairs.push(new Int32Array(nn))
      this.worths.push(new Int32Array(nn))
      this.diffs.push(new Int32Array(nn))
      this.order.push(new Int32Array(nn))
      this.figs.push({ attack: 0, defend: 0, column: 0, drm: 0 })
      this.tt.push(new Map())
      this.plans.push(new Map())
    }
  }

  /** The score difference for `me` (victory points only). */
  scoreDiff(): number {
    return this.b.score(this.me) - this.b.score(this.me ^ 1)
  }

  /** The worth of ending the phase here: the evaluation, and in the last phase the result. */
  evaluate(): number {
    const e = evaluateBoard(this.b, this.me)
    if (!this.last || this.b.over) return e
    return e + RESULT * Math.sign(this.scoreDiff())
  }

  /**
   * The legal attacks ranked best odds first (column + modifiers, then the
   * larger difference, then the state's order: policy.ts rankedAttacks), in
   * the depth's buffers; returns how many.
   */
  rank(depth: number): number {
    this.slot(depth)
    const b = this.b
    const pairs = this.pairs[depth]!
    const worths = this.worths[depth]!
    const diffs = this.diffs[depth]!
    const order = this.order[depth]!
    const f = this.figs[depth]!
    const n = b.legal(pairs)
    for (let i = 0; i < n; i++) {
      const p = pairs[i]!
      b.figures(Math.floor(p / this.nU), p % this.nU, f)
      worths[i] = f.column + f.drm
      diffs[i] = f.attack - f.defend
      // Stable insertion: after every equal one.
      let j = i
      while (j > 0) {
        const o = order[j - 1]!
        if (worths[o]! > worths[i]! || (worths[o] === worths[i] && diffs[o]! >= diffs[i]!)) break
        order[j] = o
        j--
      }
      order[j] = i
    }
    return n
  }

  /** The k-th attack of the depth's ranking, as a pair a * nU + d. */
  ranked(depth: number, k: number): number {
    return this.pairs[depth]![this.order[depth]![k]!]!
  }

  /**
   * The worth of `a` attacking `d` and ending the phase after it, less the
   * worth of ending it now (`e`, this.evaluate()). Weighed from the attack's
   * gain (kept by the units it reads), unless it may end the battle: then
   * outcome by outcome.
   */
  gain(a: number, d: number, e = this.evaluate()): number {
    const key = this.localKey(a, d)
    if (key < 0) {
      this.stats.gainsComputed++
      let v = 0
      this.slot(0)
      this.b.branches(a, d, this.figs[0]!, (p) => (v += p * this.evaluate()))
      return v - e
    }
    let g = this.gains.get(key)
    if (g) this.stats.gainHits++
    else {
      this.stats.gainsComputed++
      g = this.computeGain(a, d, newGain())
      this.gains.set(key, g)
    }
    const sg = this.me === 0 ? 1 : -1
    if (!this.last) return sg * g.mean
    // The last phase: the sign of the final difference, outcome by outcome.
    const diff = this.scoreDiff()
    let result = 0
    for (let k = 0; k < g.n; k++) result += g.probs[k]! * Math.sign(diff + sg * g.scores[k]!)
    return sg * g.mean + RESULT * (result - Math.sign(diff))
  }

  /** What `a` attacking `d` brings for side 0, outcome by outcome, from the two principals and the holders (nothing else changes); the battle must not be able to end. */
  private computeGain(a: number, d: number, g: Gain): Gain {
    const b = this.b
    const scoreW = b.kind === 0 ? 0 : 1
    const heldW = b.kind === 0 ? 1 : b.kind === 2 ? b.objectivePoints : 0
    const sgA = b.side[a] === 0 ? 1 : -1
    const sgD = -sgA
    const strA = b.alive[a] ? b.str[a]! : 0
    const morA = b.alive[a] ? b.mor[a]! : 0
    const strD = b.alive[d] ? b.str[d]! : 0
    const morD = b.alive[d] ? b.mor[d]! : 0
    const nObj = b.holder.length
    let held = 0
    for (let k = 0; k < nObj; k++) held += b.holder[k] === 0 ? 1 : b.holder[k] === 1 ? -1 : 0
    g.mean = 0
    g.n = 0
    this.slot(0)
    b.branches(a, d, this.figs[0]!, (p) => {
      // Strength on the field (an eliminated unit has none) and morale, signed for side 0.
      const str = sgA * ((b.alive[a] ? b.str[a]! : 0) - strA) + sgD * ((b.alive[d] ? b.str[d]! : 0) - strD)
      const mor = sgA * ((b.alive[a] ? b.mor[a]! : 0) - morA) + sgD * ((b.alive[d] ? b.mor[d]! : 0) - morD)
      let h = 0
      for (let k = 0; k < nObj; k++) h += b.holder[k] === 0 ? 1 : b.holder[k] === 1 ? -1 : 0
      // Victory points: the enemy's strength lost (what one side loses the other scores), objectives held.
      const score = scoreW * str + heldW * (h - held)
      g.mean += p * (score + STRENGTH * str + MORALE * mor)
      let k = 0
      while (k < g.n && g.scores[k] !== score) k++
      if (k === g.n) {
        g.scores[k] = score
        g.probs[k] = 0
        g.n++
      }
      g.probs[k]! += p
    })
    return g
  }

  /** The key of the units an attack reads; −1 when it could end the battle (the evaluation then is not local). */
  private localKey(a: number, d: number): number {
    const b = this.b
    const m = b.m
    const ha = b.hex[a]!
    const hd = b.hex[d]!
    let alive0 = 0
    let alive1 = 0
    let h1 = mix(a, d)
    let h2 = mix2(d, a)
    for (let u = 0; u < this.nU; u++) {
      if (!b.alive[u]) continue
      if (b.side[u] === 0) alive0++
      else alive1++
      const h = b.hex[u]!
      if (hexDistance(m, ha, h) > 2 && hexDistance(m, hd, h) > 2) continue
      const v = ((b.str[u]! * 16 + b.mor[u]!) * 2 + b.victorious[u]!) * 64 + u
      h1 = mix(mix(h1, h), v)
      h2 = mix2(mix2(h2, h), v)
    }
    if (alive0 < 2 || alive1 < 2) return -1
    for (let k = 0; k < b.objHex.length; k++) {
      const o = b.objHex[k]!
      // An objective whose holder is not the side standing in it (a scenario's start) changes hands at the next attack, wherever it is.
      const inIt = b.occ[o]!
      if (inIt >= 0 && b.side[inIt] !== b.holder[k]) return -1
      if (hexDistance(m, ha, o) > 2 && hexDistance(m, hd, o) > 2) continue
      h1 = mix(h1, 1000 + k * 4 + b.holder[k]! + 1)
      h2 = mix2(h2, 1000 + k * 4 + b.holder[k]! + 1)
    }
    return (h1 >>> 0) * 2097152 + (h2 >>> 11)
  }

  /** The key of the whole position (a phase's look-ahead changes only units and holders). */
  private positionKey(): number {
    return positionKeyOf(this.b)
  }

  /**
   * What the look-ahead chose at the position of board `b` (a board of the
   * same scenario), `depth` attacks from its horizon: a pair, −1 to end the
   * phase, or undefined for a position it did not value.
   */
  planned(depth: number, b: Board): number | undefined {
    return this.plans[depth]?.get(positionKeyOf(b))
  }

  /** The worth of the best play from here (ending the phase, or an attack), looking `depth` attacks ahead. */
  value(depth: number): number {
    if (depth <= 0 || this.b.over) return this.evaluate()
    this.stats.nodes++
    this.slot(depth)
    const tt = this.tt[depth]!
    const key = this.positionKey()
    const seen = tt.get(key)
    if (seen !== undefined) {
      this.stats.ttHits++
      return seen
    }
    const e = this.evaluate()
    const n = Math.min(this.beam, this.rank(depth))
    let v = e
    let plan = -1
    // The ranking's buffers of this depth stay valid: deeper calls use their own.
    for (let k = 0; k < n; k++) {
      const p = this.ranked(depth, k)
      const w = this.worth(Math.floor(p / this.nU), p % this.nU, depth, e)
      if (w > v) {
        v = w
        plan = p
      }
    }
    tt.set(key, v)
    this.plans[depth]!.set(key, plan)
    return v
  }

  /** The worth of `a` attacking `d` now, then the best play `depth − 1` attacks further; `e` the worth of ending the phase now. */
  worth(a: number, d: number, depth: number, e = this.evaluate()): number {
    if (depth <= 1) return e + this.gain(a, d, e)
    let v = 0
    this.stats.branches++
    this.slot(depth)
    this.b.branches(a, d, this.figs[depth]!, (p) => (v += p * this.value(depth - 1)))
    return v
  }
}
