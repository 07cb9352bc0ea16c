import type { Dice } from '../../core/dice.ts'
import { SIDES, type Side } from '../../core/types.ts'
import { MAX_ROUNDS } from './advance.ts'
import { airDestinations } from './retreat.ts'
import type { AxisState, Unit } from './state.ts'
import { BOMBARDS } from './units.ts'
import { retreated } from './work.ts'

/**
 * The rounds of an axis battle on typed arrays, every question answered with
 * its form's default (aims spread over the most valuable targets, casualties
 * in the side's order of loss, nobody retreats): the same rules in the same
 * order, rolling the same dice as advance.ts, air.ts, volley.ts and end.ts
 * under simulateAxis with the default policy, down to the winner. The odds
 * and the benchmark run it; kernel.test.ts checks it against simulateAxis.
 * It starts between rounds; betweenRounds() says whether a state is there.
 */

const A = 0
const D = 1
const FIELD = 0
const LOSSES = 1
const AWAY = 2
const LAND = 0
const AIR = 1
const SEA = 2
const NO_MISSION = 0
const AIRCAP = 1
const TACAIR = 2
const NONE = -1

// The aimed steps of §5.2, in order; their shooters' side and what they do.
const S_2A = 0
const S_2B = 1
const S_3A = 2
const S_3B = 3
const S_4A = 4
const S_4A_ANSWER = 5
const S_4B = 6
const S_4B_ANSWER = 7
// What a unit counts as (kindOf), fixed for a battle once its mission is read.
const K_GROUND = 1
const K_VALUE = 2
const K_AA = 4
const K_AIR = 8
const K_AIRCAP = 16
const K_TACAIR = 32
const V_ARTILLERY = 0
const V_SHORE = 1
const V_LAND = 2

/** Whether a state is between rounds with nothing but staying left to answer: where the kernel starts. */
export function betweenRounds(s: AxisState): boolean {
  if (s.phase !== 'battle' || s.volley || s.plan) return false
  if (s.next === null) return s.ask === null
  // A retreat question open: staying runs no dice to the round's end.
  return (s.next === 'retreat-attacker' || s.next === 'retreat-defender') && (s.ask === null || s.ask.kind === 'retreat')
}

export class AxisKernel {
  readonly n: number
  private readonly side: Uint8Array
  private readonly domain: Uint8Array
  private readonly attack: Int32Array
  private readonly defense: Int32Array
  private readonly cost: Int32Array
  private readonly bombard: Uint8Array
  private readonly normalHits: Uint8Array
  private readonly fortified: Uint8Array
  private readonly isArtillery: Uint8Array
  private readonly isInfOrArmor: Uint8Array
  private readonly isAaGun: Uint8Array
  private readonly bombards: Uint8Array
  private readonly naval: boolean
  private readonly amphibious: boolean
  private readonly ground: number

  // The battle as it stands.
  private readonly mission: Uint8Array
  private readonly kindOf: Uint8Array
  private readonly rank: Int32Array
  private readonly place: Uint8Array
  private readonly halfHits: Uint8Array
  /** acted[i] === actedMark: the unit fired or answered this round (§5.3–§5.5); a new mark each round. */
  private readonly acted: Int32Array
  private actedMark = 0
  private readonly doomed: Uint8Array
  /** Aimed shots taken this round: shotBy[u * n + k] fired the k-th, shotHit whether it hit. */
  private readonly shotN: Int32Array
  private readonly shotBy: Int32Array
  private readonly shotHit: Uint8Array
  private round = 0
  /** Aimed shots were fired this round: there are marks to clear. */
  private aimedShots = false
  /** Units hit by aimed fire this round, to go at the end of Air Combat (X8). */
  private readonly doomedList: Int32Array
  private doomedN = 0
  private readonly exposed = new Uint8Array(2)
  // Fighting units of each side, kept as units are lost (they never come back within the battle).
  private readonly fightN = new Int32Array(2)
  private readonly groundN = new Int32Array(2)
  /** Ground units that fire with a value above 0 in their own role; and those that do not (AA guns aside). */
  private readonly groundValN = new Int32Array(2)
  private readonly groundZeroN = new Int32Array(2)
  private readonly airN = new Int32Array(2)
  private readonly aircapF = new Int32Array(2)
  private readonly tacairF = new Int32Array(2)
  private readonly aaN = new Int32Array(2)
  /** Ships off shore that bombard (X6: battleships and cruisers): never hit, so counted once. */
  private bombardN = 0
  /** After run(): 0 attacker, 1 defender, −1 nobody (both destroyed). */
  winner = NONE
  /** After run(): the battle ended with the defending planes made to leave (end.ts endIfNoCombat). */
  private planesSent = false
  /** [side]: units that left in an earlier retreat, alive out of the battle (work.ts unitsLeft counts them). */
  private readonly gone = new Int32Array(2)
  /** The defending planes have no area to fly to: made to leave, they are lost (retreat.ts retreatDefendingPlanes). */
  private planesNowhere = false

  // Scratch.
  /** The aimed step's shots, in scenario order: planFrom[k] fires at planAt[k]. */
  private readonly planFrom: Int32Array
  private readonly planAt: Int32Array
  private planN = 0
  private readonly list: Int32Array
  private readonly listD: Int32Array
  private readonly ranked: Int32Array
  private readonly pool: Int32Array
  private readonly byUnit: Int32Array
  private readonly allocNormal: Uint8Array
  private readonly allocLine: Int32Array
  /** [step * 2 + side]: the units that may fire in the artillery, shore defense and land combat steps, by type and role. */
  private readonly shooters: Int32Array[]
  /** Each side's candidates for the volley's hits. */
  private readonly cand: [Int32Array, Int32Array]
  /** The units each side chose to take the volley's hits. */
  private readonly hitUnits: [Int32Array, Int32Array]
  private readonly hitN = new Int32Array(2)
  /** No unit of the side is fortified (so none is ever flipped): casualties go in the order of loss. */
  private readonly noFortified = new Uint8Array(2)
  /** Some attackers do not cross the fortification line: their hits are normal hits (§5.7.4). */
  private readonly anyNormalHits: boolean
  /** Each side's units by its order of loss, then in scenario order (read with the orders). */
  private readonly lossOrder: [Int32Array, Int32Array]
  /** Each side's planes, and its ground units (isGround), in scenario order. */
  private readonly planesOf: [Int32Array, Int32Array]
  private readonly groundOf: [Int32Array, Int32Array]
  /** [side * 2 + (ground ? 1 : 0)]: the side's planes or ground units, most valuable first, then in scenario order. */
  private readonly byCost: Int32Array[]

  constructor(s: AxisState) {
    const n = s.units.length
    this.n = n
    const u8 = () => new Uint8Array(n)
    const i32 = () => new Int32Array(n)
    this.side = u8()
    this.domain = u8()
    this.attack = i32()
    this.defense = i32()
    this.cost = i32()
    this.bombard = u8()
    this.normalHits = u8()
    this.fortified = u8()
    this.isArtillery = u8()
    this.isInfOrArmor = u8()
    this.isAaGun = u8()
    this.bombards = u8()
    this.mission = u8()
    this.kindOf = u8()
    this.rank = i32()
    this.place = u8()
    this.halfHits = u8()
    this.acted = i32()
    this.doomed = u8()
    this.shotN = i32()
    this.shotBy = new Int32Array(n * n)
    this.shotHit = new Uint8Array(n * n)
    this.planFrom = i32()
    this.planAt = i32()
    this.list = i32()
    this.listD = i32()
    this.doomedList = i32()
    this.ranked = i32()
    this.pool = i32()
    this.byUnit = i32()
    this.allocNormal = u8()
    this.allocLine = i32()
    this.cand = [i32(), i32()]
    this.hitUnits = [i32(), i32()]
    this.snapPlace = u8()
    this.snapHalf = u8()
    this.naval = s.area.naval
    this.amphibious = s.area.amphibious
    this.ground = this.naval ? SEA : LAND
    for (let i = 0; i < n; i++) {
      const u = s.units[i]!
      this.side[i] = u.side === 'attacker' ? A : D
      this.domain[i] = u.domain === 'land' ? LAND : u.domain === 'air' ? AIR : SEA
      this.attack[i] = u.attack
      this.defense[i] = u.defense
      this.cost[i] = u.cost
      this.bombard[i] = u.bombard ? 1 : 0
      this.normalHits[i] = u.normalHits ? 1 : 0
      this.fortified[i] = u.fortified ? 1 : 0
      this.isArtillery[i] = u.type === 'artillery' ? 1 : 0
      this.isInfOrArmor[i] = u.type === 'infantry' || u.type === 'armor' ? 1 : 0
      this.isAaGun[i] = u.type === 'aa-gun' ? 1 : 0
      this.bombards[i] = BOMBARDS.has(u.type) ? 1 : 0
    }
    const all = Array.from({ length: n }, (_, i) => i)
    this.noFortified[A] = all.some((i) => this.side[i] === A && this.fortified[i]) ? 0 : 1
    this.noFortified[D] = all.some((i) => this.side[i] === D && this.fortified[i]) ? 0 : 1
    this.anyNormalHits = all.some((i) => this.normalHits[i] === 1)
    this.lossOrder = [Int32Array.from(all.filter((i) => this.side[i] === A)), Int32Array.from(all.filter((i) => this.side[i] === D))]
    this.planesOf = [Int32Array.from(all.filter((i) => this.side[i] === A && this.domain[i] === AIR)), Int32Array.from(all.filter((i) => this.side[i] === D && this.domain[i] === AIR))]
    this.groundOf = [Int32Array.from(all.filter((i) => this.side[i] === A && this.isGround(i))), Int32Array.from(all.filter((i) => this.side[i] === D && this.isGround(i)))]
    // Array.prototype.sort is stable: equal costs keep scenario order.
    const byCost = (list: Int32Array) => Int32Array.from(Array.from(list).sort((a, b) => this.cost[b]! - this.cost[a]!))
    this.byCost = [byCost(this.planesOf[A]), byCost(this.groundOf[A]), byCost(this.planesOf[D]), byCost(this.groundOf[D])]
    // volley.ts shooters, less the checks that move in battle (on the field, not yet acted, round 1 for bombardment).
    const steps = [
      (i: number) => this.isArtillery[i] === 1 || (this.bombard[i] === 1 && this.bombards[i] === 1),
      (i: number) => this.side[i] === D && this.isInfOrArmor[i] === 1,
      (i: number) => this.bombard[i] === 0 && (this.naval ? this.domain[i] === SEA : this.isInfOrArmor[i] === 1),
    ]
    this.shooters = steps.flatMap((fires) => [A, D].map((sd) => Int32Array.from(all.filter((i) => this.side[i] === sd && fires(i)))))
  }

  /** Whether this kernel was compiled for the battle a state is in: its unit list (never changed in place) fixes the rest but the area. */
  fits(s: AxisState): boolean {
    return s.units.length === this.n && s.area.naval === this.naval && s.area.amphibious === this.amphibious
  }

  /** The state last read, and its units' places and half hits as they were then. */
  private loadedFrom: AxisState | null = null
  private readonly snapPlace: Uint8Array
  private readonly snapHalf: Uint8Array

  /** The counts, in the order they are snapshotted. */
  private readonly counts: readonly Int32Array[] = [this.fightN, this.groundN, this.groundValN, this.groundZeroN, this.airN, this.aircapF, this.tacairF, this.aaN]
  private readonly snapCounts = new Int32Array(16)

  /**
   * Loads a state that is between rounds (betweenRounds(s)). States are never
   * changed in place, so the state read last time is restored from its snapshot.
   */
  load(s: AxisState): void {
    this.round = s.round
    this.exposed[A] = s.exposed.attacker ? 1 : 0
    this.exposed[D] = s.exposed.defender ? 1 : 0
    this.winner = NONE
    this.planesSent = false
    // A battle always ends at a round's start or end, after Air Combat cleared its marks.
    this.aimedShots = true
    if (s === this.loadedFrom) {
      this.place.set(this.snapPlace)
      this.halfHits.set(this.snapHalf)
      for (let c = 0; c < this.counts.length; c++) {
        this.counts[c]![0] = this.snapCounts[2 * c]!
        this.counts[c]![1] = this.snapCounts[2 * c + 1]!
      }
      return
    }
    const orders = [s.sides.attacker.order, s.sides.defender.order]
    this.gone.fill(0)
    for (const u of s.units) if (retreated(u)) this.gone[u.side === 'attacker' ? A : D]!++
    this.planesNowhere = airDestinations(s, 'defender').length === 0
    for (let i = 0; i < this.n; i++) {
      const u: Unit = s.units[i]!
      this.place[i] = u.place === 'field' ? FIELD : u.place === 'losses' ? LOSSES : AWAY
      this.halfHits[i] = u.halfHits
      this.mission[i] = u.mission === 'aircap' ? AIRCAP : u.mission === 'tacair' ? TACAIR : NO_MISSION
      const r = orders[this.side[i]!]!.indexOf(u.type)
      this.rank[i] = r < 0 ? 99 : r
      let k = 0
      if (this.isGround(i)) k |= K_GROUND
      if (this.ownValue(i) > 0) k |= K_VALUE
      if (this.isAaGun[i]) k |= K_AA
      if (this.domain[i] === AIR) k |= K_AIR | (this.mission[i] === AIRCAP ? K_AIRCAP : this.mission[i] === TACAIR ? K_TACAIR : 0)
      this.kindOf[i] = k
    }
    for (const order of this.lossOrder) {
      // Insertion sort by rank, stable: units keep scenario order within a type.
      for (let j = 1; j < order.length; j++) {
        const i = order[j]!
        let p = j
        while (p > 0 && (this.rank[order[p - 1]!]! > this.rank[i]! || (this.rank[order[p - 1]!] === this.rank[i] && order[p - 1]! > i))) {
          order[p] = order[p - 1]!
          p--
        }
        order[p] = i
      }
    }
    for (const c of this.counts) c.fill(0)
    this.bombardN = 0
    for (let i = 0; i < this.n; i++) {
      if (this.place[i] !== FIELD) continue
      if (this.bombard[i]) this.bombardN += this.bombards[i]!
      else this.count(i, 1)
    }
    this.snapPlace.set(this.place)
    this.snapHalf.set(this.halfHits)
    for (let c = 0; c < this.counts.length; c++) {
      this.snapCounts[2 * c] = this.counts[c]![0]!
      this.snapCounts[2 * c + 1] = this.counts[c]![1]!
    }
    this.loadedFrom = s
  }

  /** Adds (+1) or removes (−1) a fighting unit from the counts its kind (kindOf) falls in. */
  private count(i: number, by: number): void {
    const sd = this.side[i]!
    const k = this.kindOf[i]!
    this.fightN[sd]! += by
    if (k & K_GROUND) {
      this.groundN[sd]! += by
      if (k & K_VALUE) this.groundValN[sd]! += by
      else if (!(k & K_AA)) this.groundZeroN[sd]! += by
    }
    if (k & K_AIR) {
      this.airN[sd]! += by
      if (k & K_AIRCAP) this.aircapF[sd]! += by
      else if (k & K_TACAIR) this.tacairF[sd]! += by
    }
    if (k & K_AA) this.aaN[sd]! += by
  }

  /** A fighting unit is lost. */
  private kill(i: number): void {
    this.place[i] = LOSSES
    this.count(i, -1)
  }

  // --- What the units are (work.ts) ---

  private fighting(i: number): boolean {
    return this.place[i] === FIELD && this.bombard[i] === 0
  }

  private isGround(i: number): boolean {
    return this.bombard[i] === 0 && this.domain[i] === this.ground
  }

  private hasGround(sd: number): boolean {
    return this.groundN[sd]! > 0
  }

  private ownValue(i: number): number {
    return this.side[i] === A ? this.attack[i]! : this.defense[i]!
  }

  private shoot(value: number, dice: Dice): boolean {
    if (value <= 0) return false
    return dice.rollAgainst(6, value - 1) + 1 <= value
  }

  // --- The end (end.ts) ---

  /** checkEnd: true when a side has no units left. */
  private checkEnd(): boolean {
    const a = this.fightN[A]!
    const d = this.fightN[D]!
    if (a > 0 && d > 0) return false
    this.winner = a === 0 && d === 0 ? NONE : d === 0 ? A : D
    return true
  }

  /** end.ts combatPossible, from the counts: unit by unit, whether any could fire at anything this round. */
  private combatPossible(): boolean {
    for (let sd = 0; sd < 2; sd++) {
      const en = 1 - sd
      if (this.aircapF[sd]! > 0 && this.airN[en]! > 0) return true
      if (this.tacairF[sd]! > 0 && this.groundN[en]! > 0) return true
      if (sd === D && this.aaN[D]! > 0 && !this.naval && this.airN[A]! > 0) return true
      if (this.groundValN[sd]! > 0 && (this.groundN[en]! > 0 || (this.exposed[en] === 1 && this.tacairF[en]! > 0))) return true
      if (this.groundZeroN[sd]! > 0 && this.tacairF[en]! > 0) return true
    }
    return this.amphibious && this.round === 1 && this.bombardN > 0 && this.hasGround(D)
  }

  /** advance.ts startRound; false when the battle ended. */
  private startRound(): boolean {
    this.round++
    if (++this.actedMark > 0x7fffffff) {
      this.acted.fill(0)
      this.actedMark = 1
    }
    // Doomed units are gone and the marks cleared at the end of each Air Combat (removeDoomed).
    if (this.aimedShots) {
      this.shotN.fill(0)
      this.aimedShots = false
    }
    if (this.checkEnd()) return false
    if (this.round > MAX_ROUNDS) {
      this.winner = D
      return false
    }
    for (let sd = 0; sd < 2; sd++) this.exposed[sd] = this.tacairF[sd]! > 0 && !this.hasGround(sd) ? 1 : 0
    if (!this.combatPossible()) {
      // Attacking land units against planes alone: the planes leave and the attacker wins; else the defender holds.
      this.planesSent = this.hasGround(A) && !this.hasGround(D)
      this.winner = this.planesSent ? A : D
      return false
    }
    return true
  }

  // --- Air combat (air.ts) ---

  private airDefense(dice: Dice): void {
    if (this.naval) return
    let gun = NONE
    for (let i = 0; i < this.n && gun === NONE; i++) if (this.side[i] === D && this.fighting(i) && this.isAaGun[i]) gun = i
    if (gun === NONE) return
    let m = 0
    const planes = this.planesOf[A]!
    for (let j = 0; j < planes.length; j++) if (this.fighting(planes[j]!)) this.list[m++] = planes[j]!
    for (let j = 0; j < m; j++) {
      if (!this.shoot(1, dice)) continue
      const p = this.list[j]!
      this.kill(p)
      this.doomed[p] = 0
    }
  }

  /** The side's fighting planes (or ground units), most valuable first, then in scenario order (air.ts byValue), into `ranked`. */
  private byValue(sd: number, ground: boolean): number {
    const r = this.ranked
    const from = this.byCost[2 * sd + (ground ? 1 : 0)]!
    let m = 0
    for (let j = 0; j < from.length; j++) if (this.fighting(from[j]!)) r[m++] = from[j]!
    return m
  }

  /** The first shooter that hit unit i this round, or −1. */
  private firstHitter(i: number): number {
    const base = i * this.n
    for (let k = 0; k < this.shotN[i]!; k++) if (this.shotHit[base + k]) return this.shotBy[base + k]!
    return NONE
  }

  /** Whether one of the side's planes fights with this mission. */
  private flies(i: number, mission: number): boolean {
    return this.mission[i] === mission && this.fighting(i)
  }

  private aim(i: number, target: number): void {
    if (target === NONE) return
    this.planFrom[this.planN] = i
    this.planAt[this.planN++] = target
  }

  /** air.ts aimFields with each field at its default, into the plan; the ones that keep their own job are left out. */
  private aimPlan(step: number): void {
    this.planN = 0
    let turn = 0
    switch (step) {
      case S_2A:
      case S_2B: {
        const sd = step === S_2A ? A : D
        if (this.aircapF[sd] === 0) return
        const m = this.byValue(1 - sd, false)
        const planes = this.planesOf[sd]!
        for (let j = 0; j < planes.length; j++) {
          const i = planes[j]!
          if (!this.flies(i, AIRCAP)) continue
          const hit = this.firstHitter(i)
          // Hit: it must answer; shot at and missed: it answers the first shooter by default.
          if (hit !== NONE) this.aim(i, hit)
          else if (this.shotN[i]! > 0) this.aim(i, this.shotBy[i * this.n]!)
          else if (m > 0) this.aim(i, this.ranked[turn++ % m]!)
        }
        return
      }
      case S_3A:
      case S_3B: {
        const sd = step === S_3A ? A : D
        if (this.tacairF[sd] === 0) return
        const planes = this.planesOf[sd]!
        for (let j = 0; j < planes.length; j++) {
          // Missed TacAir flies its mission by default.
          const i = planes[j]!
          if (this.shotN[i]! > 0 && this.flies(i, TACAIR)) this.aim(i, this.firstHitter(i))
        }
        return
      }
      case S_4A:
      case S_4B: {
        const sd = step === S_4A ? A : D
        if (this.tacairF[sd] === 0) return
        const m = this.byValue(1 - sd, true)
        if (m === 0) return
        const planes = this.planesOf[sd]!
        for (let j = 0; j < planes.length; j++) if (this.acted[planes[j]!] !== this.actedMark && this.flies(planes[j]!, TACAIR)) this.aim(planes[j]!, this.ranked[turn++ % m]!)
        return
      }
      default: {
        // 4a-answer: the defender's ground units answer; 4b-answer: the attacker's. Missed ones fight in land combat by default.
        const sd = step === S_4A_ANSWER ? D : A
        if (this.tacairF[1 - sd] === 0) return
        const ground = this.groundOf[sd]!
        for (let j = 0; j < ground.length; j++) {
          const i = ground[j]!
          if (this.shotN[i] === 0 || !this.fighting(i)) continue
          if (this.versusTacAir(i) > 0) this.aim(i, this.firstHitter(i))
        }
      }
    }
  }

  private versusTacAir(i: number): number {
    return this.domain[i] === LAND ? Math.floor(this.defense[i]! / 2) : this.defense[i]!
  }

  private aimedValue(i: number, step: number): number {
    if (step === S_3A || step === S_3B) return this.defense[i]!
    if (step === S_4A || step === S_4B) return this.attack[i]!
    if (step === S_4A_ANSWER || step === S_4B_ANSWER) return this.versusTacAir(i)
    return this.ownValue(i)
  }

  /** air.ts fireAimed: in scenario order; hits flip fortified infantry or doom the target (X8). */
  private fireAimed(step: number, dice: Dice): void {
    const n = this.n
    this.aimedShots = true
    for (let k = 0; k < this.planN; k++) {
      const i = this.planFrom[k]!
      const t = this.planAt[k]!
      this.acted[i] = this.actedMark
      const hit = this.shoot(this.aimedValue(i, step), dice)
      const at = this.shotN[t]!++
      this.shotBy[t * n + at] = i
      this.shotHit[t * n + at] = hit ? 1 : 0
      if (!hit) continue
      if (this.fortified[t] && !this.normalHits[i] && this.halfHits[t] === 0 && !this.doomed[t]) this.halfHits[t] = 1
      else if (!this.doomed[t]) {
        this.doomed[t] = 1
        this.doomedList[this.doomedN++] = t
      }
    }
  }

  private removeDoomed(): void {
    for (let j = 0; j < this.doomedN; j++) {
      const i = this.doomedList[j]!
      if (this.place[i] === FIELD) this.kill(i)
      this.doomed[i] = 0
    }
    this.doomedN = 0
  }


  // --- Artillery, shore defense, land combat (volley.ts) ---

  /** Whether a unit on the static shooter list of a step fires in it now. */
  private shooter(i: number, step: number): boolean {
    if (this.place[i] !== FIELD || this.acted[i] === this.actedMark) return false
    return step !== V_ARTILLERY || !this.bombard[i] || this.round === 1
  }

  private candidate(i: number, sd: number, step: number): boolean {
    if (this.side[i] !== sd || !this.fighting(i)) return false
    return this.isGround(i) || (step === V_LAND && this.exposed[sd] === 1 && this.domain[i] === AIR && this.mission[i] === TACAIR)
  }

  private hasCandidates(sd: number, step: number): boolean {
    return this.groundN[sd]! > 0 || (step === V_LAND && this.exposed[sd] === 1 && this.tacairF[sd]! > 0)
  }

  /** The side's units that can take this step's hits, in scenario order, into cand[sd]; returns how many. */
  private gatherCandidates(sd: number, step: number): number {
    const c = this.cand[sd]!
    let m = 0
    if (step === V_LAND && this.exposed[sd] === 1 && this.tacairF[sd]! > 0) {
      // Exposed TacAir among the ground units, in scenario order.
      for (let i = 0; i < this.n; i++) if (this.candidate(i, sd, step)) c[m++] = i
      return m
    }
    const ground = this.groundOf[sd]!
    for (let j = 0; j < ground.length; j++) if (this.fighting(ground[j]!)) c[m++] = ground[j]!
    return m
  }

  /** One unaimed step: both sides roll, the defender then the attacker spread their hits, then all go at once. */
  private volley(step: number, dice: Dice): void {
    // Who fires: each side's units on the step's static list still on the field and not yet acted.
    const fromA = this.shooters[2 * step]!
    const fromD = this.shooters[2 * step + 1]!
    const listA = this.list
    const listD = this.listD
    let mA = 0
    let mD = 0
    for (let j = 0; j < fromA.length; j++) if (this.shooter(fromA[j]!, step)) listA[mA++] = fromA[j]!
    for (let j = 0; j < fromD.length; j++) if (this.shooter(fromD[j]!, step)) listD[mD++] = fromD[j]!
    if (mA + mD === 0) return
    const canHitA = this.hasCandidates(A, step)
    const canHitD = this.hasCandidates(D, step)
    let due = false
    if (canHitD) for (let j = 0; j < mA && !due; j++) due = this.attack[listA[j]!]! > 0
    if (canHitA) for (let j = 0; j < mD && !due; j++) due = this.defense[listD[j]!]! > 0
    if (!due) return
    // Hits scored by each side, the attacker's units first: line (half hits on fortified infantry) and normal (§5.7.4).
    let aLineScored = 0
    let aNormalScored = 0
    let dHitsScored = 0
    if (canHitD) {
      for (let j = 0; j < mA; j++) {
        const i = listA[j]!
        this.acted[i] = this.actedMark
        if (!this.shoot(this.attack[i]!, dice)) continue
        if (this.normalHits[i]) aNormalScored++
        else aLineScored++
      }
    }
    if (canHitA) {
      for (let j = 0; j < mD; j++) {
        const i = listD[j]!
        this.acted[i] = this.actedMark
        if (!this.shoot(this.defense[i]!, dice)) continue
        dHitsScored++
        // Who scored matters only when some attackers do not cross the line (§5.7.4).
        if (this.anyNormalHits) this.byUnit[i]!++
      }
    }
    const dHits = aLineScored + aNormalScored
    if (dHits + dHitsScored === 0) return
    if (dHits > 0) this.allocate(D, step, aLineScored, aNormalScored)
    if (dHitsScored > 0 && !this.anyNormalHits) this.allocate(A, step, dHitsScored, 0)
    else if (dHitsScored > 0) {
      // volley.ts incoming for the attacker: a defender destroyed by a normal hit fires at the group that did not cross the line.
      let toNormal = 0
      let toLine = 0
      for (let j = 0; j < mD; j++) {
        const i = listD[j]!
        if (this.allocNormal[i]) toNormal += this.byUnit[i]!
        else toLine += this.byUnit[i]!
        this.byUnit[i] = 0
      }
      let hasNormal = false
      let hasLine = false
      const c = this.cand[A]!
      const mA = this.gatherCandidates(A, step)
      for (let j = 0; j < mA; j++) {
        if (this.normalHits[c[j]!]) hasNormal = true
        else hasLine = true
      }
      const line = !hasNormal ? toLine + toNormal : !hasLine ? 0 : toLine
      const normal = !hasNormal ? 0 : !hasLine ? toLine + toNormal : toNormal
      this.allocate(A, step, line, normal)
    }
    if (dHits > 0) this.apply(D)
    if (dHitsScored > 0) this.apply(A)
  }

  /** Records a casualty choice: the unit takes `line` half hits, or (line 0) a normal hit. */
  private take(sd: number, i: number, line: number): void {
    if (line) this.allocLine[i] = line
    else this.allocNormal[i] = 1
    this.hitUnits[sd]![this.hitN[sd]!++] = i
  }

  /** volley.ts defaultAlloc into allocNormal / allocLine and the side's hit list. */
  private allocate(sd: number, step: number, line: number, normal: number): void {
    this.hitN[sd] = 0
    if (this.noFortified[sd]) {
      // Nobody fortified or flipped: both sorts come down to the order of loss, then scenario order.
      const order = this.lossOrder[sd]!
      for (let j = 0; j < order.length && (normal > 0 || line > 0); j++) {
        const i = order[j]!
        if (!this.candidate(i, sd, step)) continue
        const normalOne = sd === D || this.normalHits[i] === 1
        if (normal > 0 && normalOne) {
          this.take(sd, i, 0)
          normal--
        } else if (line > 0 && (sd === D || !normalOne)) {
          this.take(sd, i, 1)
          line--
        }
      }
      return
    }
    this.sortAllocate(sd, this.gatherCandidates(sd, step), line, normal)
  }

  /** volley.ts defaultAlloc over the side's m candidates, sorted as the book's default orders them. */
  private sortAllocate(sd: number, m: number, line: number, normal: number): void {
    const cand = this.cand[sd]!
    const pool = this.pool
    const rank = this.rank
    // Normal hits: cheapest type first, then flipped, unfortified, fortified (stable).
    let k = 0
    for (let j = 0; j < m && normal > 0; j++) {
      const i = cand[j]!
      if (sd === A && !this.normalHits[i]) continue
      const key = this.normalKey(i)
      let p = k++
      while (p > 0) {
        const q = pool[p - 1]!
        if (rank[q]! < rank[i]! || (rank[q] === rank[i] && this.normalKey(q) <= key)) break
        pool[p] = q
        p--
      }
      pool[p] = i
    }
    for (let j = 0; j < k && j < normal; j++) this.take(sd, pool[j]!, 0)
    // Line hits: flipped units first, then cheapest type first, fortified before unfortified (stable).
    k = 0
    for (let j = 0; j < m && line > 0; j++) {
      const i = cand[j]!
      if ((sd === A && this.normalHits[i]) || this.allocNormal[i]) continue
      let p = k++
      while (p > 0 && this.lineBefore(i, pool[p - 1]!)) {
        pool[p] = pool[p - 1]!
        p--
      }
      pool[p] = i
    }
    let left = line
    for (let j = 0; j < k && left > 0; j++) {
      const i = pool[j]!
      const cap = this.fortified[i] ? 2 - this.halfHits[i]! : 1
      const h = cap < left ? cap : left
      this.take(sd, i, h)
      left -= h
    }
  }

  private normalKey(i: number): number {
    return this.halfHits[i] ? 0 : this.fortified[i] ? 2 : 1
  }

  /** Whether unit a sorts strictly before unit b among line casualties. */
  private lineBefore(a: number, b: number): boolean {
    if (this.halfHits[a] !== this.halfHits[b]) return this.halfHits[a]! > this.halfHits[b]!
    if (this.rank[a] !== this.rank[b]) return this.rank[a]! < this.rank[b]!
    return this.fortified[a]! > this.fortified[b]!
  }

  /** volley.ts applyAlloc over the side's hit list; the marks are cleared for the next volley. */
  private apply(sd: number): void {
    const hit = this.hitUnits[sd]!
    for (let j = 0; j < this.hitN[sd]!; j++) {
      const i = hit[j]!
      if (this.allocNormal[i]) this.kill(i)
      else if (!this.fortified[i]) this.kill(i)
      else {
        this.halfHits[i]! += this.allocLine[i]!
        if (this.halfHits[i]! >= 2) this.kill(i)
      }
      this.allocNormal[i] = 0
      this.allocLine[i] = 0
    }
  }

  // --- A round (advance.ts), with every question at its default ---

  /** Plays rounds to the end of the battle; the winner is in `winner`. */
  run(dice: Dice): void {
    for (;;) {
      if (!this.startRound()) return
      if (this.airN[A]! > 0 && this.aaN[D]! > 0) this.airDefense(dice)
      // Only planes aim, or answer planes (§5.2): without them steps 2a–4b pass.
      if (this.aircapF[A]! + this.aircapF[D]! + this.tacairF[A]! + this.tacairF[D]! > 0) {
        for (let step = S_2A; step <= S_4B_ANSWER; step++) {
          this.aimPlan(step)
          if (this.planN) this.fireAimed(step, dice)
        }
        this.removeDoomed()
      }
      if (this.shooters[2 * V_ARTILLERY]!.length + this.shooters[2 * V_ARTILLERY + 1]!.length) this.volley(V_ARTILLERY, dice)
      if (this.amphibious && this.round === 1) this.volley(V_SHORE, dice)
      this.volley(V_LAND, dice)
      if (this.checkEnd()) return
      // Retreats: the default is to stay.
    }
  }

  /** After run(): each side's units left in the end state (work.ts unitsLeft), into out[attacker, defender]. */
  unitsLeft(out: Int32Array): void {
    out[A] = this.fightN[A]! + this.gone[A]!
    // Made to leave with nowhere to go, the defending planes are destroyed; else they fly off alive.
    out[D] = this.fightN[D]! + this.gone[D]! - (this.planesSent && this.planesNowhere ? this.airN[D]! : 0)
  }
}

const kernels = new WeakMap<readonly Unit[], AxisKernel>()

/**
 * The winner of an axis battle played on from a state between rounds with
 * the default answers, rolling `dice`: the winner simulateAxis(s) gives,
 * without building the end state; with `left`, also each side's units left
 * in it (unitsLeft) as [attacker, defender]. Compiled once per unit list.
 */
export function axisWinner(s: AxisState, dice: Dice, left?: Int32Array): Side | null {
  let k = kernels.get(s.units)
  if (!k || !k.fits(s)) {
    k = new AxisKernel(s)
    kernels.set(s.units, k)
  }
  k.load(s)
  k.run(dice)
  if (left) k.unitsLeft(left)
  return k.winner === NONE ? null : SIDES[k.winner]!
}
