import type { Dice } from '../../core/dice.ts'
import type { ScenarioMap } from '../../core/mapSchema.ts'
import type { Side } from '../../core/types.ts'
import { cell, columnOf, EVEN, rowOf, type Cell } from './crt.ts'
import { acrossStream, adjacent, distance, geometry, hexOf, hexPoint, inContact } from './geometry.ts'
import type { MapEdge, NapState } from './state.ts'

/**
 * The rules of one combat phase on typed arrays, for the loops that run them
 * thousands of times: the AI's look-ahead (apply an attack, look further,
 * undo it: no state is cloned) and the bench's kernel (the default policy to
 * the end). The same rules as combat.ts, resolve.ts, retreat.ts and phases.ts,
 * read the same way, rolling the same dice in the same order: board.test.ts
 * plays every built-in scenario both ways and compares the end states, and
 * compares every attack's outcomes with the engine's over every die.
 *
 * Sides are 0 (attacker) and 1 (defender); units keep the state's order; a
 * hex is an index into the map's places.
 */

/** The map as the rules read it, built once per map object. */
export interface FastMap {
  n: number
  ids: string[]
  index: Map<string, number>
  /** Neighbours by direction (E, NE, NW, W, SW, SE), −1 off the map: around[h * 6 + k]. */
  around: Int32Array
  /** In contact with the neighbour in each direction (no river, no slope of two levels): contact[h * 6 + k]. */
  contact: Uint8Array
  /** Across an unbridged stream from the neighbour in each direction: stream[h * 6 + k]. */
  stream: Uint8Array
  elevation: Int32Array
  village: Uint8Array
  woods: Uint8Array
  q: Int32Array
  r: Int32Array
  x: Float64Array
  y: Float64Array
}

const maps = new WeakMap<ScenarioMap, FastMap>()

export function fastMap(map: ScenarioMap): FastMap {
  const cached = maps.get(map)
  if (cached) return cached
  const g = geometry(map)
  const ids = [...g.hexes.keys()]
  const n = ids.length
  const index = new Map(ids.map((id, i) => [id, i]))
  const m: FastMap = {
    n,
    ids,
    index,
    around: new Int32Array(n * 6).fill(-1),
    contact: new Uint8Array(n * 6),
    stream: new Uint8Array(n * 6),
    elevation: new Int32Array(n),
    village: new Uint8Array(n),
    woods: new Uint8Array(n),
    q: new Int32Array(n),
    r: new Int32Array(n),
    x: new Float64Array(n),
    y: new Float64Array(n),
  }
  for (let i = 0; i < n; i++) {
    const h = hexOf(g, ids[i]!)
    h.around.forEach((id, k) => {
      if (id === null) return
      const j = index.get(id)!
      m.around[i * 6 + k] = j
      if (inContact(g, h.id, id)) m.contact[i * 6 + k] = 1
      if (acrossStream(g, h.id, id)) m.stream[i * 6 + k] = 1
    })
    m.elevation[i] = h.elevation
    m.village[i] = +(h.terrain === 'village')
    m.woods[i] = +(h.terrain === 'woods')
    m.q[i] = h.q
    m.r[i] = h.r
    const p = hexPoint(h)
    m.x[i] = p.x
    m.y[i] = p.y
  }
  // Spot-check the tables against the rules' own functions (cheap, once per map).
  if (n > 1) {
    const a = ids[0]!
    const b = ids[n - 1]!
    if (distance(g, a, b) !== hexDistance(m, 0, n - 1) || adjacent(g, a, b) !== (hexDistance(m, 0, n - 1) === 1)) throw new Error('fastMap: distance mismatch')
  }
  maps.set(map, m)
  return m
}

export function hexDistance(m: FastMap, a: number, b: number): number {
  const dq = m.q[a]! - m.q[b]!
  const dr = m.r[a]! - m.r[b]!
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2
}

const VICTORY_KIND = { objectives: 0, strength: 1, both: 2 } as const

/** What an attack looks like before its die: the totals, the column and the die modifier. */
export interface FastFigures {
  attack: number
  defend: number
  column: number
  drm: number
}

/**
 * The dice of one branch of an attack: the d6 is fixed (`face`); the i-th
 * morale test passes or fails by bit i of `mask`, with its chance, as the odds
 * solver's BranchingDice branches a comparison two ways.
 */
class TestDice implements Dice {
  face = 1
  mask = 0
  tests = 0
  prob = 1

  roll(_sides: number): number {
    return this.face - 1
  }

  rollAgainst(sides: number, atMost: number): number {
    const success = Math.min(1, Math.max(0, (atMost + 1) / sides))
    if (success <= 0) return sides - 1
    if (success >= 1) return 0
    if (((this.mask >> this.tests++) & 1) === 0) {
      this.prob *= success
      return Math.max(0, atMost)
    }
    this.prob *= 1 - success
    return atMost + 1
  }

  save(): never {
    throw new Error('TestDice is never saved')
  }
}

/** What an attack may change, kept to undo it: the two principals, the holders, the clock, and its supports. */
interface Frame {
  units: Int32Array
  holders: Int8Array
  aSup: Int32Array
  dSup: Int32Array
  nA: number
  nD: number
  over: boolean
  winner: number
  attacks: number
  total: number
  dice: TestDice
}

export class Board {
  readonly m: FastMap
  readonly nU: number
  readonly ids: string[]
  readonly side: Uint8Array
  readonly infantry: Uint8Array
  readonly leader: Uint8Array
  readonly str: Int32Array
  readonly str0: Int32Array
  readonly mor: Int32Array
  readonly mor0: Int32Array
  readonly hex: Int32Array
  readonly alive: Uint8Array
  readonly attacked: Uint8Array
  readonly defended: Uint8Array
  readonly victorious: Uint8Array
  readonly drivenBack: Uint8Array
  /** The unit standing in each hex, −1 for none. */
  readonly occ: Int32Array
  readonly objHex: Int32Array
  /** Who holds each objective: −1 nobody, 0, 1. */
  readonly holder: Int8Array
  readonly isObjective: Uint8Array
  readonly edge: [MapEdge, MapEdge]
  readonly kind: 0 | 1 | 2
  readonly objectivePoints: number
  phaseNo = 1
  phases = 1
  phasing = 0
  ended = false
  over = false
  /** −1 a draw (or none yet), else the winning side. */
  winner = -1
  attacks = 0
  totalAttacks = 0
  /** The defender of the attack being resolved: the AI's playout dice (rollout.ts) tie their numbers to it. */
  target = -1

  // Scratch for one attack: its supports, as the rules compute them before the die.
  private readonly aSup: Int32Array
  private readonly dSup: Int32Array
  private nASup = 0
  private nDSup = 0

  constructor(s: NapState) {
    const m = fastMap(s.map)
    const n = s.units.length
    this.m = m
    this.nU = n
    this.ids = s.units.map((u) => u.id)
    this.side = new Uint8Array(n)
    this.infantry = new Uint8Array(n)
    this.leader = new Uint8Array(n)
    this.str = new Int32Array(n)
    this.str0 = new Int32Array(n)
    this.mor = new Int32Array(n)
    this.mor0 = new Int32Array(n)
    this.hex = new Int32Array(n)
    this.alive = new Uint8Array(n)
    this.attacked = new Uint8Array(n)
    this.defended = new Uint8Array(n)
    this.victorious = new Uint8Array(n)
    this.drivenBack = new Uint8Array(n)
    this.occ = new Int32Array(m.n)
    this.objHex = new Int32Array(s.objectives.map((h) => m.index.get(h)!))
    this.holder = new Int8Array(s.objectives.length)
    this.isObjective = new Uint8Array(m.n)
    for (const h of this.objHex) this.isObjective[h] = 1
    this.edge = [s.sides.attacker.edge, s.sides.defender.edge]
    this.kind = VICTORY_KIND[s.victory.kind]
    this.objectivePoints = s.victory.objectivePoints
    this.aSup = new Int32Array(6)
    this.dSup = new Int32Array(6)
    this.load(s)
  }

  /** Reads a state's changing fields into this board (same scenario). */
  load(s: NapState): void {
    this.occ.fill(-1)
    s.units.forEach((u, i) => {
      this.side[i] = u.side === 'attacker' ? 0 : 1
      this.infantry[i] = +(u.type === 'infantry')
      this.leader[i] = +(u.type === 'leader')
      this.str[i] = u.strength
      this.str0[i] = u.initialStrength
      this.mor[i] = u.morale
      this.mor0[i] = u.initialMorale
      this.hex[i] = this.m.index.get(u.at)!
      this.alive[i] = +(u.place === 'field')
      this.attacked[i] = +u.attacked
      this.defended[i] = +u.defended
      this.victorious[i] = +u.victorious
      this.drivenBack[i] = +u.drivenBack
      if (u.place === 'field') this.occ[this.hex[i]!] = i
    })
    s.objectives.forEach((h, k) => {
      const who = s.holders[h]
      this.holder[k] = who === 'attacker' ? 0 : who === 'defender' ? 1 : -1
    })
    this.phaseNo = s.phaseNo
    this.phases = s.phases
    this.phasing = s.phasing === 'attacker' ? 0 : 1
    this.ended = s.ended
    this.over = s.phase === 'over'
    this.winner = s.result?.winner === 'attacker' ? 0 : s.result?.winner === 'defender' ? 1 : -1
    this.attacks = s.attacks
    this.totalAttacks = s.totalAttacks
  }

  /** Copies another board of the same scenario into this one (no allocation). */
  copyFrom(b: Board): void {
    this.str.set(b.str)
    this.mor.set(b.mor)
    this.hex.set(b.hex)
    this.alive.set(b.alive)
    this.attacked.set(b.attacked)
    this.defended.set(b.defended)
    this.victorious.set(b.victorious)
    this.drivenBack.set(b.drivenBack)
    this.occ.set(b.occ)
    this.holder.set(b.holder)
    this.phaseNo = b.phaseNo
    this.phases = b.phases
    this.phasing = b.phasing
    this.ended = b.ended
    this.over = b.over
    this.winner = b.winner
    this.attacks = b.attacks
    this.totalAttacks = b.totalAttacks
  }

  unitIndex(id: string): number {
    return this.ids.indexOf(id)
  }

  /** Is `h` in the zone of control of an enemy of `side` (a unit in contact with it, not demoralised). */
  inEnemyZoc(side: number, h: number): boolean {
    const { around, contact } = this.m
    for (let k = 0; k < 6; k++) {
      const nb = around[h * 6 + k]!
      if (nb < 0 || contact[h * 6 + k] === 0) continue
      const e = this.occ[nb]!
      if (e >= 0 && this.side[e] !== side && this.mor[e]! > 0) return true
    }
    return false
  }

  /** In contact with an enemy unit other than `foe`, demoralised or not (combat.ts engagedElsewhere). */
  private engagedElsewhere(u: number, foe: number): boolean {
    const { around, contact } = this.m
    const h = this.hex[u]!
    const side = this.side[u]!
    for (let k = 0; k < 6; k++) {
      const nb = around[h * 6 + k]!
      if (nb < 0 || contact[h * 6 + k] === 0) continue
      const e = this.occ[nb]!
      if (e >= 0 && e !== foe && this.side[e] !== side) return true
    }
    return false
  }

  /** The supports of `friend`'s side against `foe`, written into `out`; returns how many. Direction order, not the state's order. */
  supports(friend: number, foe: number, out: Int32Array): number {
    const { around, contact } = this.m
    const h = this.hex[foe]!
    const side = this.side[friend]!
    let k = 0
    for (let dir = 0; dir < 6; dir++) {
      const nb = around[h * 6 + dir]!
      if (nb < 0 || contact[h * 6 + dir] === 0) continue
      const u = this.occ[nb]!
      if (u < 0 || u === friend || this.side[u] !== side || this.mor[u]! <= 0) continue
      if (this.victorious[u] || !this.engagedElsewhere(u, foe)) out[k++] = u
    }
    return k
  }

  private attackingValue(u: number, d: number, principal: boolean): number {
    const s = this.str[u]!
    if (this.acrossStream(this.hex[u]!, this.hex[d]!) && (!principal || s > 1)) return Math.floor(s / 2)
    return s
  }

  /** Across an unbridged stream between two neighbouring hexes. */
  private acrossStream(a: number, b: number): boolean {
    const { around, stream } = this.m
    for (let k = 0; k < 6; k++) if (around[a * 6 + k] === b) return stream[a * 6 + k] === 1
    return false
  }

  private defendingValue(u: number): number {
    const h = this.hex[u]!
    return this.infantry[u] && (this.m.village[h] || this.m.woods[h]) ? 2 * this.str[u]! : this.str[u]!
  }

  dieModifier(a: number, d: number): number {
    const up = this.m.elevation[this.hex[d]!]! - this.m.elevation[this.hex[a]!]!
    let drm = up < 0 ? 1 : up > 0 ? -1 : 0
    const diff = this.mor[a]! - this.mor[d]!
    const size = Math.abs(diff) >= 4 ? 2 : Math.abs(diff) >= 2 ? 1 : 0
    drm += Math.sign(diff) * size
    return drm
  }

  /** Totals, column and die modifier of `a` attacking `d` now; the supports are left in the scratch lists. */
  figures(a: number, d: number, out: FastFigures): FastFigures {
    let attack = this.attackingValue(a, d, true)
    this.nASup = this.supports(a, d, this.aSup)
    for (let i = 0; i < this.nASup; i++) attack += this.attackingValue(this.aSup[i]!, d, false)
    let defend = this.defendingValue(d)
    this.nDSup = this.supports(d, a, this.dSup)
    for (let i = 0; i < this.nDSup; i++) defend += this.defendingValue(this.dSup[i]!)
    out.attack = attack
    out.defend = defend
    out.column = columnOf(attack, defend)
    out.drm = this.dieModifier(a, d)
    return out
  }

  private canAttack(a: number): boolean {
    return this.alive[a] === 1 && this.side[a] === this.phasing && !this.attacked[a] && this.mor[a]! > 0 && this.str[a]! > 0
  }

  /** The enemies `a` may attack now (in contact, not yet attacked), in the state's order, into `out`; returns how many. */
  private targetsOf(a: number, out: Int32Array): number {
    const { around, contact } = this.m
    const h = this.hex[a]!
    const side = this.side[a]!
    let k = 0
    for (let dir = 0; dir < 6; dir++) {
      const nb = around[h * 6 + dir]!
      if (nb < 0 || contact[h * 6 + dir] === 0) continue
      const e = this.occ[nb]!
      if (e < 0 || this.side[e] === side || this.defended[e]) continue
      // Insertion by unit order.
      let j = k++
      while (j > 0 && out[j - 1]! > e) {
        out[j] = out[j - 1]!
        j--
      }
      out[j] = e
    }
    return k
  }

  /**
   * Every legal attack now, as pairs a * nU + d, attackers then defenders in
   * the state's order (combat.ts legalAttacks); returns how many.
   */
  legal(out: Int32Array): number {
    if (this.over || this.ended) return 0
    const nU = this.nU
    const targets = scratchTargets
    let k = 0
    for (let a = 0; a < nU; a++) {
      if (!this.canAttack(a)) continue
      const t = this.targetsOf(a, targets)
      for (let i = 0; i < t; i++) out[k++] = a * nU + targets[i]!
    }
    return k
  }

  hasLegal(): boolean {
    if (this.over || this.ended) return false
    for (let a = 0; a < this.nU; a++) if (this.canAttack(a) && this.targetsOf(a, scratchTargets) > 0) return true
    return false
  }

  // ---- Resolution (resolve.ts) ----

  /** Resolves `a` attacking `d` with `dice` (a d6, then the morale tests), as resolveAttack does. */
  resolve(a: number, d: number, dice: Dice): void {
    this.target = d
    this.attacked[a] = 1
    this.defended[d] = 1
    this.attacks++
    this.totalAttacks++
    const f = this.figures(a, d, scratchFigures)
    const face = dice.roll(6) + 1
    const c = cell(rowOf(face, f.drm), f.column)
    this.apply(a, d, c, dice)
  }

  /** The result of the table's cell, with the tests' numbers from `dice`; the supports are in the scratch lists. */
  private apply(a: number, d: number, c: Cell, dice: Dice): void {
    const fromA = this.hex[a]!
    const fromD = this.hex[d]!
    this.takeLoss(a, c.attackerLoss)
    this.takeLoss(d, c.defenderLoss)
    if (c.defenderTest) this.moraleTest(d, a, a, this.aSup, this.nASup, dice)
    if (c.attackerTest) this.moraleTest(a, d, d, this.dSup, this.nDSup, dice)
    const dGone = !this.alive[d] || this.hex[d] !== fromD
    const aGone = !this.alive[a] || this.hex[a] !== fromA
    if (dGone && !aGone) this.win(a, d, fromD)
    else if (aGone && !dGone) this.win(d, a, fromA)
    this.updateHolders()
    this.checkWipedOut()
  }

  private takeLoss(u: number, points: number): void {
    if (points <= 0) return
    this.str[u] = Math.max(0, this.str[u]! - points)
    if (this.str[u] === 0) this.eliminate(u)
  }

  private eliminate(u: number): void {
    this.alive[u] = 0
    if (this.occ[this.hex[u]!] === u) this.occ[this.hex[u]!] = -1
  }

  private moraleTest(u: number, foe: number, cause: number, causes: Int32Array, nCauses: number, dice: Dice): void {
    if (!this.alive[u] || this.leader[u]) return
    const roll = dice.rollAgainst(9, this.mor[u]! - 1) + 1
    if (roll <= this.mor[u]!) return
    const to = this.chooseRetreat(u, foe, cause, causes, nCauses)
    this.drivenBack[u] = 1
    if (to < 0) {
      this.eliminate(u)
      return
    }
    this.occ[this.hex[u]!] = -1
    this.hex[u] = to
    this.occ[to] = u
    if (this.mor[u]! > 0) this.mor[u]!--
  }

  /** retreat.ts chooseRetreat: the free hex by the seed's guidelines in order, −1 for none. */
  chooseRetreat(u: number, foe: number, cause: number, causes: Int32Array, nCauses: number): number {
    const m = this.m
    const here = this.hex[u]!
    const demoralised = this.mor[u]! <= 0
    let nFree = 0
    for (let k = 0; k < 6; k++) {
      const nb = m.around[here * 6 + k]!
      if (nb < 0 || this.occ[nb]! >= 0 || !m.contact[here * 6 + k]) continue
      if (demoralised && this.inEnemyZoc(this.side[u]!, nb)) continue
      freeDirs[nFree] = k
      freeHexes[nFree++] = nb
    }
    if (nFree === 0) return -1
    if (nFree === 1) return freeHexes[0]!
    const foeHex = this.hex[foe]!
    const near = hexDistance(m, here, foeHex)
    const edge = this.edge[this.side[u]!]!
    const hx = m.x[here]!
    const hy = m.y[here]!
    const fx = m.x[foeHex]!
    const fy = m.y[foeHex]!
    for (let i = 0; i < nFree; i++) tied[i] = i
    // Each guideline breaks the ties the ones before it leave: weighed only for the hexes still tied.
    let nTied = nFree
    for (let k = 0; k < KEYS && nTied > 1; k++) {
      let best = -Infinity
      for (let t = 0; t < nTied; t++) {
        const i = tied[t]!
        const h = freeHexes[i]!
        let v: number
        if (k === 0) v = m.village[h]!
        else if (k === 1) v = m.woods[h]!
        else if (k === 2) v = +(hexDistance(m, h, foeHex) > near)
        else if (k === 3) v = +!m.stream[here * 6 + freeDirs[i]!]
        else if (k === 4) {
          let nextTo = this.alive[cause] === 1 && hexDistance(m, h, this.hex[cause]!) === 1
          for (let c = 0; c < nCauses && !nextTo; c++) {
            const cu = causes[c]!
            if (this.alive[cu] && hexDistance(m, h, this.hex[cu]!) === 1) nextTo = true
          }
          v = +!nextTo
        } else if (k === 5) v = edge === 'north' ? hy - m.y[h]! : edge === 'south' ? m.y[h]! - hy : edge === 'east' ? m.x[h]! - hx : hx - m.x[h]!
        else v = Math.round(Math.hypot(m.x[h]! - fx, m.y[h]! - fy) * 1e6)
        keys[t] = v
        if (v > best) best = v
      }
      let kept = 0
      for (let t = 0; t < nTied; t++) if (keys[t] === best) tied[kept++] = tied[t]!
      nTied = kept
    }
    return freeHexes[tied[0]!]!
  }

  /** resolve.ts win: marked victorious, a morale point back for an elimination, the advance unless refused. */
  private win(v: number, loser: number, vacated: number): void {
    if (!this.alive[loser] && this.mor[v]! < this.mor0[v]!) this.mor[v]!++
    this.victorious[v] = 1
    if (this.refuses(v, vacated)) return
    this.occ[this.hex[v]!] = -1
    this.hex[v] = vacated
    this.occ[vacated] = v
  }

  /** resolve.ts refusal: a village or wood, higher ground, an objective hex kept; a demoralised victor stays out of enemy zones of control. */
  refuses(v: number, to: number): boolean {
    const m = this.m
    const here = this.hex[v]!
    if ((m.village[here] || m.woods[here]) && !(m.village[to] || m.woods[to])) return true
    if (m.elevation[here]! > m.elevation[to]!) return true
    if (this.isObjective[here]) return true
    if (this.mor[v]! <= 0 && this.inEnemyZoc(this.side[v]!, to)) return true
    return false
  }

  private updateHolders(): void {
    for (let k = 0; k < this.objHex.length; k++) {
      const u = this.occ[this.objHex[k]!]!
      if (u >= 0) this.holder[k] = this.side[u]!
    }
  }

  private checkWipedOut(): void {
    if (this.over) return
    let a = false
    let d = false
    for (let u = 0; u < this.nU; u++) {
      if (!this.alive[u]) continue
      if (this.side[u] === 0) a = true
      else d = true
    }
    if (a && d) return
    this.over = true
    this.winner = !a && !d ? -1 : a ? 0 : 1
  }

  // ---- The clock and the score (phases.ts) ----

  nextPhase(): void {
    this.attacked.fill(0)
    this.defended.fill(0)
    this.victorious.fill(0)
    this.drivenBack.fill(0)
    if (this.phaseNo >= this.phases) {
      const a = this.score(0)
      const d = this.score(1)
      this.over = true
      this.winner = a > d ? 0 : d > a ? 1 : -1
      return
    }
    this.phaseNo++
    this.phasing ^= 1
    this.ended = false
    this.attacks = 0
  }

  held(side: number): number {
    let n = 0
    for (let k = 0; k < this.holder.length; k++) if (this.holder[k] === side) n++
    return n
  }

  /** Strength points `side` has lost: an eliminated unit counts all its initial strength. */
  lost(side: number): number {
    let n = 0
    for (let u = 0; u < this.nU; u++) if (this.side[u] === side) n += this.str0[u]! - (this.alive[u] ? this.str[u]! : 0)
    return n
  }

  score(side: number): number {
    const held = this.held(side)
    const killed = this.lost(side ^ 1)
    return this.kind === 0 ? held : this.kind === 1 ? killed : held * this.objectivePoints + killed
  }

  // ---- The default policy (policy.ts, simulate.ts) ----

  /** The default attack (best column + modifiers, then the larger difference, then the state's order), or −1 below 1–1. */
  defaultAttack(): number {
    const nU = this.nU
    let best = -1
    let bestWorth = -Infinity
    let bestDiff = -Infinity
    const f = scratchFigures
    const targets = scratchTargets
    for (let a = 0; a < nU; a++) {
      if (!this.canAttack(a)) continue
      const t = this.targetsOf(a, targets)
      for (let i = 0; i < t; i++) {
        const d = targets[i]!
        this.figures(a, d, f)
        const worth = f.column + f.drm
        const diff = f.attack - f.defend
        if (worth > bestWorth || (worth === bestWorth && diff > bestDiff)) {
          best = a * nU + d
          bestWorth = worth
          bestDiff = diff
        }
      }
    }
    return best >= 0 && bestWorth >= EVEN ? best : -1
  }

  /** simulate.ts defaultStep: an attack, the end of the phase declared, or the next phase. */
  defaultStep(dice: Dice): void {
    if (!this.ended && this.hasLegal()) {
      const best = this.defaultAttack()
      if (best >= 0) this.resolve(Math.floor(best / this.nU), best % this.nU, dice)
      else this.ended = true
      return
    }
    this.nextPhase()
  }

  /** Plays to the end with the default policy on `dice`; the winner (−1 a draw). */
  playOut(dice: Dice): number {
    while (!this.over) this.defaultStep(dice)
    return this.winner
  }

  // ---- Branches of one attack, applied and undone in place (the AI) ----

  private readonly frames: Frame[] = []
  private frameTop = 0

  /**
   * Calls `visit(p)` once for every outcome of `a` attacking `d` (each row of
   * the table the d6 reaches, each morale test passed or failed), with the
   * board in that outcome; the board is as it was after the call. Returns the
   * figures the attack was made at. `visit` may look further (branches again).
   */
  branches(a: number, d: number, f: FastFigures, visit: (p: number) => void): FastFigures {
    this.figures(a, d, f)
    if (this.frameTop === this.frames.length) {
      this.frames.push({ units: new Int32Array(16), holders: new Int8Array(this.holder.length), aSup: new Int32Array(6), dSup: new Int32Array(6), nA: 0, nD: 0, over: false, winner: -1, attacks: 0, total: 0, dice: new TestDice() })
    }
    const fr = this.frames[this.frameTop++]!
    this.saveUnit(a, fr.units, 0)
    this.saveUnit(d, fr.units, 8)
    fr.holders.set(this.holder)
    fr.over = this.over
    fr.winner = this.winner
    fr.attacks = this.attacks
    fr.total = this.totalAttacks
    // The scratch supports are overwritten by deeper calls: keep this attack's.
    fr.aSup.set(this.aSup.subarray(0, 6))
    fr.dSup.set(this.dSup.subarray(0, 6))
    fr.nA = this.nASup
    fr.nD = this.nDSup
    const dice = fr.dice
    let lastRow = -1
    for (let face = 1; face <= 6; face++) {
      const row = rowOf(face, f.drm)
      if (row === lastRow) continue
      lastRow = row
      // Faces that reach the same row are one branch.
      let same = 1
      while (face + same <= 6 && rowOf(face + same, f.drm) === row) same++
      const c = cell(row, f.column)
      dice.face = face
      let branchCount = 1
      for (let mask = 0; mask < branchCount; mask++) {
        dice.mask = mask
        dice.tests = 0
        dice.prob = 1
        this.attacked[a] = 1
        this.defended[d] = 1
        this.attacks = fr.attacks + 1
        this.totalAttacks = fr.total + 1
        this.aSup.set(fr.aSup)
        this.nASup = fr.nA
        this.dSup.set(fr.dSup)
        this.nDSup = fr.nD
        this.apply(a, d, c, dice)
        // The tests met on the first run set how many branches this row has.
        if (mask === 0) branchCount = 1 << dice.tests
        visit((same / 6) * dice.prob)
        this.restoreUnit(d, fr.units, 8)
        this.restoreUnit(a, fr.units, 0)
        this.holder.set(fr.holders)
        this.over = fr.over
        this.winner = fr.winner
        this.attacks = fr.attacks
        this.totalAttacks = fr.total
      }
    }
    this.frameTop--
    return f
  }

  private saveUnit(u: number, to: Int32Array, at: number): void {
    to[at] = this.str[u]!
    to[at + 1] = this.mor[u]!
    to[at + 2] = this.hex[u]!
    to[at + 3] = this.alive[u]!
    to[at + 4] = this.attacked[u]!
    to[at + 5] = this.defended[u]!
    to[at + 6] = this.victorious[u]!
    to[at + 7] = this.drivenBack[u]!
  }

  private restoreUnit(u: number, v: Int32Array, at: number): void {
    if (this.alive[u] && this.occ[this.hex[u]!] === u) this.occ[this.hex[u]!] = -1
    this.str[u] = v[at]!
    this.mor[u] = v[at + 1]!
    this.hex[u] = v[at + 2]!
    this.alive[u] = v[at + 3]!
    this.attacked[u] = v[at + 4]!
    this.defended[u] = v[at + 5]!
    this.victorious[u] = v[at + 6]!
    this.drivenBack[u] = v[at + 7]!
    if (v[at + 3]) this.occ[v[at + 2]!] = u
  }
}

const KEYS = 7
const freeHexes = new Int32Array(6)
const freeDirs = new Int32Array(6)
const tied = new Int32Array(6)
const keys = new Float64Array(6)
const scratchTargets = new Int32Array(6)
const scratchFigures: FastFigures = { attack: 0, defend: 0, column: 0, drm: 0 }

export const sideIndex = (s: Side): number => (s === 'attacker' ? 0 : 1)
