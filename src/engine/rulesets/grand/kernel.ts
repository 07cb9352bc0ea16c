import type { Dice } from '../../core/dice.ts'
import { SIDES, type Side } from '../../core/types.ts'
import { finish } from './end.ts'
import { commander } from './modifiers.ts'
import { ROUND_ORDER, MAX_ROUNDS, type RoundId, type RoundKind } from './rounds.ts'
import { attackerEntries, attackerFallback, entryOpen, placeStack, retreats, type RetreatDraw } from './retreat.ts'
import { decisionsBefore } from './sequence.ts'
import type { ActiveEffect, GrandState, Place, QueuedDecision, Unit } from './state.ts'
import { KIND_TRAITS, type UnitKind } from './units.ts'
import { strengthLeft } from './strength.ts'
import type { Work } from './work.ts'

/**
 * The fire rounds of a grand battle on typed arrays: the same rules, in the
 * same order, rolling the same dice as advance.ts/fire.ts/losses.ts/morale.ts/
 * end.ts, without an object, a string or an array allocated per shot, per
 * volley or per round. What a scenario fixes (who fires in which round, each
 * unit's value with the cards' and the terrain's modifiers, loss priority,
 * the constant part of Battle Morale) is compiled once per unit list and
 * reused battle after battle; Battle Morale is kept up to date as units leave
 * the field instead of being recounted from the units.
 *
 * Decisions (cards, retreats, breakthrough) and the end of the battle
 * (retreat moves, breakthrough options, cards back to hand) stay with the
 * ordinary code: the kernel hands the state back whenever one is due.
 * kernel.test.ts checks it against stepping decide/advance.
 */

const FIELD = 0
const LOSSES = 1
const ROUTS = 2
const PLACES: readonly Place[] = ['field', 'losses', 'routs']
const A = 0
const D = 1
const NONE = -1
const UNKNOWN = -2

// Round ids 0..8 as in ROUND_ORDER, 9 the pursuit; their kinds as numbers.
const PURSUIT_ROUND = 9
const ROUND_IDS: readonly RoundId[] = [...ROUND_ORDER, 'pursuit']
const KINDS: readonly RoundKind[] = ['artillery', 'air', 'mines', 'recon', 'ambush', 'main', 'next', 'pursuit']
const K_ARTILLERY = 0
const K_AIR = 1
const K_MINES = 2
const K_RECON = 3
const R_RECON = 3
const K_AMBUSH = 4
const K_MAIN = 5
const K_NEXT = 6
const K_PURSUIT = 7
const KIND_OF_ROUND = Int8Array.from([0, 1, 2, 3, 4, 5, 6, 6, 6, 7])
const ALL_MODIFIERS = Uint8Array.from([0, 0, 0, 1, 1, 1, 1, 1])
const UNIT_KINDS = Object.keys(KIND_TRAITS) as UnitKind[]
const NK = UNIT_KINDS.length
const UNIT_KIND_INDEX = new Map(UNIT_KINDS.map((k, i) => [k, i]))

// Static per-unit capability bits.
const F_COMBAT = 1
const F_AIR = 2
const F_ARMOR = 4
const F_CAV = 8
const F_PURSUIT = 16
const F_FIXED = 32
const F_ELITE = 64
const F_MINEFIELD = 128
/** Bit 8 + kind: the unit fires in rounds of that kind (before place, strength and side checks). */
const FIRE_SHIFT = 8

function roundIndex(r: RoundId | null): number {
  return r === null ? NONE : ROUND_IDS.indexOf(r)
}

function applies(whom: 'self' | 'enemy' | 'both', playedBy: Side, side: Side): boolean {
  return whom === 'both' || (whom === 'self') === (playedBy === side)
}

/** What the cards in play fix for the whole battle. */
interface EffectTables {
  /** Side that fires first in each round (−1: neither). */
  fireFirst: Int8Array
  ambushSide: number
  /** [side * 8 + kind]: every unit re-rolls a miss. */
  reroll: Uint8Array
  noPursuit: Uint8Array
  /** [side]: constant part of Battle Morale (leader, boosters of leaders, scenario, cards). */
  bmConst: Int32Array
  /** [kind * n + unit]: firing value before the half-strength penalty and the modifiers that move in battle. */
  value: Int32Array
}

export interface EndCall {
  winner: number
  code: number
  retreating: number
}

const END_NO_HOLDERS = 1
const END_ROUTED = 2
const END_PURSUED = 3
const END_LAST_ROUND = 4
const END_NO_ROUND = 5

export class GrandKernel {
  readonly n: number
  private readonly side: Uint8Array
  private readonly flags: Int32Array
  private readonly support: Uint8Array
  private readonly rof: Uint8Array
  private readonly morale: Int32Array
  private readonly maxStr: Int32Array
  private readonly prio: Uint8Array
  private readonly boostKey: Int32Array
  private readonly boostMorale: Int32Array
  private readonly unitKind: Uint8Array
  private readonly base: Int32Array
  /** Units of each side in the state's order. */
  private readonly ofSide: [Int32Array, Int32Array]
  private readonly leaders: GrandState['sides']['attacker']['leaders'][]
  private readonly leaderMorale = new Int32Array(2)
  private readonly leaderDiff = new Int32Array(2)
  private readonly leaderBoostKey = new Int32Array(2)
  private readonly leaderBoostMorale = new Int32Array(2)
  private readonly scenarioMorale = new Int32Array(2)
  private readonly defenderEntrenched: boolean
  private readonly terrainDefender: number
  private readonly terrainAttacker: number
  private readonly allowsRecon: boolean
  private readonly allowsPursuit: boolean
  private readonly crossing: number
  // What the loser's retreat (retreat.ts retreatSide) does, fixed by the scenario's map.
  private readonly regions: GrandState['regions']
  private readonly region: GrandState['region']
  /** [unit]: takes part in a retreat (retreat.ts `retreats`: not fixed works, not planes). */
  private readonly movable: Uint8Array
  /** [unit]: an attacker whose region of entry a retreat may not enter (retreat.ts `entryOpen`). */
  private readonly closedEntry: Uint8Array
  private readonly anyClosed: boolean
  /** The regions an attacker may not retreat into (its entries) for the defender's retreat. */
  private readonly entries: Set<string>

  private tables: EffectTables
  private tablesFor: readonly ActiveEffect[]
  private readonly tableCache = new Map<string, EffectTables>()

  // The battle as it stands.
  readonly str: Int32Array
  readonly place: Uint8Array
  readonly panicked: Uint8Array
  readonly eliminated = new Int32Array(2)
  readonly routed = new Int32Array(2)
  readonly panics = new Int32Array(2)
  readonly nextRounds = new Int32Array(2)
  readonly heavy = new Int32Array(2)
  readonly bm = new Int32Array(2)
  readonly totallyEliminated = new Uint8Array(2)
  readonly routedOut = new Uint8Array(2)
  round = NONE
  /** The round after the one just played, worked out at its end; UNKNOWN otherwise. */
  private upcoming = UNKNOWN
  roundsFought = 0
  crossingUsed = false
  pursuer = NONE
  over = false
  /** Set when the battle ended in the kernel: who won, why, who retreats. */
  readonly end: EndCall = { winner: NONE, code: 0, retreating: NONE }

  // Kept as units leave the field: what Battle Morale and the modifiers count.
  private readonly mSum = new Int32Array(2)
  private readonly mN = new Int32Array(2)
  private readonly airN = new Int32Array(2)
  private readonly armorN = new Int32Array(2)
  private readonly fieldBoostMorale = new Int32Array(2)
  private readonly fieldBoostKey = new Int32Array(2)
  /** Land combat units on the field that hold it (not minefields), and their strength (with minefields). */
  private readonly holdersN = new Int32Array(2)
  private readonly fieldStr = new Int32Array(2)
  /** Land combat units not in the Losses box, and those in it, for Total Elimination. */
  private readonly combatAlive = new Int32Array(2)
  private readonly combatDead = new Int32Array(2)
  /** The strength of the land combat units not in the Losses box (strength.ts strengthLeft). */
  private readonly aliveStr = new Int32Array(2)
  /** [side * 8 + kind]: the side's units that may fire in rounds of that kind, in order. */
  private readonly firers: Int32Array[] = []
  /**
   * [side]: the side's land combat units (the only ones that can be hit),
   * grouped by loss priority (first, normal, last), each group in the state's
   * order; landTier[side * 4 + t] is where group t starts.
   */
  private readonly landCombat: [Int32Array, Int32Array]
  private readonly landTier = new Int32Array(8)
  /** Where each priority group starts among a volley's targets. */
  private readonly targetTier = new Int32Array(4)
  /** The unchanging unit list last read with a snapshot, and its units and running counts. */
  private snapOf: readonly Unit[] | null = null
  private readonly snapStr: Int32Array
  private readonly snapPlace: Uint8Array
  private readonly snapPanicked: Uint8Array
  private readonly snapCounts = new Int32Array(2 * 11)
  /** The state whose units the arrays hold since store(), until the next load. */
  private heldIn: GrandState | null = null

  // Scratch, reused by every volley.
  private readonly targets: Int32Array
  private readonly left: Int32Array
  private readonly hits: Int32Array
  private readonly cavIdx: Int32Array
  private readonly otherIdx: Int32Array
  private readonly order: Int32Array
  private readonly floors: Int32Array
  private readonly rems: Int32Array
  /** Positions already given a hit in this spread: picked[j] === stamp. */
  private readonly picked: Int32Array
  private stamp = 0
  private readonly lost = new Int32Array(2)
  private readonly present = new Int32Array(2)

  /** When not null, each round's Battle Morale is appended here as the state's bmHistory is. */
  history: GrandState['bmHistory'] | null = null

  constructor(s: GrandState) {
    const units = s.units
    const n = units.length
    this.n = n
    this.side = new Uint8Array(n)
    this.flags = new Int32Array(n)
    this.support = new Uint8Array(n)
    this.rof = new Uint8Array(n)
    this.morale = new Int32Array(n)
    this.maxStr = new Int32Array(n)
    this.prio = new Uint8Array(n)
    this.boostKey = new Int32Array(n)
    this.boostMorale = new Int32Array(n)
    this.unitKind = new Uint8Array(n)
    this.base = new Int32Array(n)
    this.str = new Int32Array(n)
    this.place = new Uint8Array(n)
    this.panicked = new Uint8Array(n)
    this.targets = new Int32Array(n)
    this.left = new Int32Array(n)
    this.hits = new Int32Array(n)
    this.cavIdx = new Int32Array(n)
    this.otherIdx = new Int32Array(n)
    this.order = new Int32Array(n)
    this.floors = new Int32Array(n)
    this.rems = new Int32Array(n)
    this.picked = new Int32Array(n)
    const count = [0, 0]
    for (let i = 0; i < n; i++) {
      const u = units[i]!
      const sd = u.side === 'attacker' ? A : D
      count[sd]!++
      this.side[i] = sd
      let f = 0
      const combat = u.role === 'combat'
      if (combat) f |= F_COMBAT
      if (u.air) f |= F_AIR
      if (u.armor) f |= F_ARMOR
      if (u.cav) f |= F_CAV
      if (u.pursuit) f |= F_PURSUIT
      if (u.fixed) f |= F_FIXED
      if (u.elite) f |= F_ELITE
      if (u.minefield) f |= F_MINEFIELD
      // fire.ts canFire, less the place, strength and side checks.
      if (u.artillery) f |= 1 << (FIRE_SHIFT + K_ARTILLERY)
      if (u.air && u.groundAttack) f |= 1 << (FIRE_SHIFT + K_AIR)
      if (u.minefield) f |= 1 << (FIRE_SHIFT + K_MINES)
      if (u.recon) f |= 1 << (FIRE_SHIFT + K_RECON)
      if (combat && !u.air && !u.minefield) f |= 1 << (FIRE_SHIFT + K_AMBUSH)
      if (combat && !u.minefield && (!u.air || u.closeSupport)) f |= (1 << (FIRE_SHIFT + 5)) | (1 << (FIRE_SHIFT + K_NEXT))
      if (u.pursuit && combat && !u.air) f |= 1 << (FIRE_SHIFT + K_PURSUIT)
      this.flags[i] = f
      this.support[i] = u.role === 'support' ? 1 : 0
      this.rof[i] = u.rof
      this.morale[i] = u.morale
      this.maxStr[i] = u.maxStrength
      this.prio[i] = u.priority === 'first' ? 0 : u.priority === 'normal' ? 1 : 2
      this.boostKey[i] = sd === A ? u.boosters.attack : u.boosters.defense
      this.boostMorale[i] = u.boosters.morale
      this.unitKind[i] = UNIT_KIND_INDEX.get(u.kind)!
      this.base[i] = sd === A ? u.attack : u.defense
    }
    this.ofSide = [new Int32Array(count[A]!), new Int32Array(count[D]!)]
    const at = [0, 0]
    for (let i = 0; i < n; i++) this.ofSide[this.side[i]!]![at[this.side[i]!]!++] = i
    const pick = (sd: number, test: (i: number) => boolean) => Int32Array.from(this.ofSide[sd]!.filter(test))
    for (let sd = 0; sd < 2; sd++) for (let k = 0; k < 8; k++) this.firers.push(pick(sd, (i) => (this.flags[i]! & (1 << (FIRE_SHIFT + k))) !== 0))
    const land = (sd: number) => {
      const units = this.ofSide[sd]!.filter((i) => (this.flags[i]! & (F_COMBAT | F_AIR)) === F_COMBAT)
      const byTier: number[] = []
      for (let t = 0; t < 3; t++) {
        this.landTier[sd * 4 + t] = byTier.length
        for (const i of units) if (this.prio[i] === t) byTier.push(i)
      }
      this.landTier[sd * 4 + 3] = byTier.length
      return Int32Array.from(byTier)
    }
    this.landCombat = [land(A), land(D)]
    this.snapStr = new Int32Array(n)
    this.snapPlace = new Uint8Array(n)
    this.snapPanicked = new Uint8Array(n)

    this.leaders = [s.sides.attacker.leaders, s.sides.defender.leaders]
    for (const sd of [A, D]) {
      const leaders = this.leaders[sd]!
      const own = commander(leaders)
      const theirs = commander(this.leaders[1 - sd]!)
      this.leaderMorale[sd] = own?.morale ?? 0
      this.leaderDiff[sd] = Math.max(0, (own?.combat ?? 0) - (theirs?.combat ?? 0))
      let key = 0
      let mor = 0
      for (const l of leaders) {
        key += sd === A ? l.boosters.attack : l.boosters.defense
        mor += l.boosters.morale
      }
      this.leaderBoostKey[sd] = key
      this.leaderBoostMorale[sd] = mor
      this.scenarioMorale[sd] = s.sides[SIDES[sd]!].scenarioMorale
    }
    this.defenderEntrenched = s.sides.defender.entrenched
    this.terrainDefender = s.terrain.defenderBonus
    this.terrainAttacker = s.terrain.attackerPenalty
    this.allowsRecon = s.terrain.allowsRecon
    this.allowsPursuit = s.terrain.allowsPursuit
    this.crossing = s.crossing
    this.regions = s.regions
    this.region = s.region
    this.movable = Uint8Array.from(units, (u) => (retreats(u) ? 1 : 0))
    this.closedEntry = Uint8Array.from(units, (u) => (u.side === 'attacker' && retreats(u) && !entryOpen(s, u.from) ? 1 : 0))
    this.anyClosed = this.closedEntry.includes(1)
    this.entries = attackerEntries(s)
    this.tablesFor = s.effects.slice()
    this.tables = this.compileTables(s.effects)
  }

  /** Whether this kernel was compiled for the battle a state is in (same units, leaders, terrain). */
  fits(s: GrandState): boolean {
    return (
      s.units.length === this.n &&
      s.sides.attacker.leaders === this.leaders[A] &&
      s.sides.defender.leaders === this.leaders[D] &&
      s.terrain.defenderBonus === this.terrainDefender &&
      s.terrain.attackerPenalty === this.terrainAttacker &&
      s.terrain.allowsRecon === this.allowsRecon &&
      s.terrain.allowsPursuit === this.allowsPursuit &&
      s.crossing === this.crossing &&
      s.sides.defender.entrenched === this.defenderEntrenched &&
      s.sides.attacker.scenarioMorale === this.scenarioMorale[A] &&
      s.sides.defender.scenarioMorale === this.scenarioMorale[D] &&
      s.regions === this.regions &&
      s.region === this.region
    )
  }

  private compileTables(effects: readonly ActiveEffect[]): EffectTables {
    const n = this.n
    const fireFirst = new Int8Array(ROUND_IDS.length).fill(NONE)
    for (let r = 0; r < ROUND_IDS.length; r++) {
      let who = NONE
      for (const e of effects) {
        if (e.effect.type !== 'fireFirst' || !e.effect.rounds.includes(ROUND_IDS[r]!)) continue
        const sd = e.side === 'attacker' ? A : D
        if (who !== NONE && who !== sd) {
          who = NONE
          break
        }
        who = sd
      }
      fireFirst[r] = who
    }
    let ambushSide = NONE
    for (const e of effects) {
      if (e.effect.type === 'ambush') {
        ambushSide = e.side === 'attacker' ? A : D
        break
      }
    }
    const reroll = new Uint8Array(16)
    const noPursuit = new Uint8Array(2)
    const bmConst = new Int32Array(2)
    const cardMod = new Int32Array(2 * 8 * NK)
    let entrench = this.defenderEntrenched
    for (const e of effects) {
      const eff = e.effect
      const by = e.side === 'attacker' ? A : D
      if (eff.type === 'entrench' && e.side === 'defender') entrench = true
      if (eff.type === 'noPursuit') noPursuit[by] = 1
      if (eff.type === 'reroll') for (let k = 0; k < 8; k++) if (eff.rounds.includes(KINDS[k]!)) reroll[by * 8 + k] = 1
      for (const sd of [A, D]) {
        const side = SIDES[sd]!
        if (eff.type === 'morale' && applies(eff.whom, e.side, side)) bmConst[sd]! += eff.value
        if (eff.type !== 'modifier' || !applies(eff.whom, e.side, side)) continue
        for (let k = 0; k < 8; k++) {
          if (!eff.rounds.includes(KINDS[k]!)) continue
          for (let uk = 0; uk < NK; uk++) if (!eff.kinds || eff.kinds.includes(UNIT_KINDS[uk]!)) cardMod[(sd * 8 + k) * NK + uk]! += eff.value
        }
      }
    }
    for (const sd of [A, D]) bmConst[sd]! += this.leaderMorale[sd]! + this.leaderBoostMorale[sd]! + this.scenarioMorale[sd]!
    // modifiers.ts sideModifiers, less what moves in battle (boosters on the field, crossing, armor superiority).
    const sideStatic = new Int32Array(16)
    for (const sd of [A, D]) {
      for (let k = 0; k < 8; k++) {
        let v = 0
        if (k !== K_MINES) {
          if (sd === D) v += this.terrainDefender
          if (sd === A) v -= this.terrainAttacker
          if (sd === A && entrench) v -= 1
        }
        if (ALL_MODIFIERS[k]) v += this.leaderDiff[sd]! + this.leaderBoostKey[sd]!
        sideStatic[sd * 8 + k] = v
      }
    }
    const value = new Int32Array(8 * n)
    for (let k = 0; k < 8; k++) {
      for (let i = 0; i < n; i++) {
        const sd = this.side[i]!
        value[k * n + i] = this.base[i]! + sideStatic[sd * 8 + k]! + cardMod[(sd * 8 + k) * NK + this.unitKind[i]!]!
      }
    }
    return { fireFirst, ambushSide, reroll, noPursuit, bmConst, value }
  }

  /** The tables for the cards in play; recompiled only when they differ from the last ones. */
  private useEffects(effects: readonly ActiveEffect[]): void {
    // A private copy: the state's own array may be the one a card play pushes to.
    const last = this.tablesFor
    let same = last.length === effects.length
    for (let i = 0; same && i < effects.length; i++) same = last[i] === effects[i]
    if (same) return
    this.tablesFor = effects.slice()
    let key = ''
    for (const e of effects) key += `${e.side}:${e.card};`
    let t = this.tableCache.get(key)
    if (!t) {
      t = this.compileTables(effects)
      if (this.tableCache.size < 64) this.tableCache.set(key, t)
    }
    this.tables = t
  }

  /**
   * Loads the battle as it stands in a state (a battle in its fire rounds).
   * `units` says where its units are read from, fastest first:
   *  - 'held': as this kernel last stored them into this very state
   *    (store(s)) and untouched since: nothing to read;
   *  - a unit list that never changes and whose units equal the state's (the
   *    first state the odds and the AI replay battle after battle): restored
   *    from the snapshot taken when that list was last read, when there is one;
   *  - 'read' (and otherwise): from the state's unit objects.
   * The sides' counters are always read from the state.
   */
  load(s: GrandState, units: 'read' | 'held' | readonly Unit[] = 'read'): void {
    this.useEffects(s.effects)
    if (units === 'held' && this.heldIn === s) {
      // The arrays already are the state's units.
    } else if (units !== 'read' && units !== 'held' && units === this.snapOf) this.restore()
    else this.loadUnits(s, units !== 'read' && units !== 'held' ? units : null)
    this.heldIn = null
    for (let sd = 0; sd < 2; sd++) {
      const st = s.sides[SIDES[sd]!]
      this.eliminated[sd] = st.eliminated
      this.routed[sd] = st.routed
      this.panics[sd] = st.panics
      this.nextRounds[sd] = st.nextRounds
      this.heavy[sd] = st.heavyLossRounds
      this.bm[sd] = st.bm
      this.totallyEliminated[sd] = st.totallyEliminated ? 1 : 0
      this.routedOut[sd] = st.routedOut ? 1 : 0
    }
    this.round = roundIndex(s.round)
    this.upcoming = UNKNOWN
    this.roundsFought = s.roundsFought
    this.crossingUsed = s.crossingUsed
    this.pursuer = s.pursuer === null ? NONE : s.pursuer === 'attacker' ? A : D
    this.over = s.phase === 'over'
    this.end.winner = NONE
    this.end.code = 0
    this.end.retreating = NONE
  }

  /** What the units put in the running counts, in the snapshot's order. */
  private readonly unitCounts: readonly Int32Array[] = [
    this.mSum, this.mN, this.airN, this.armorN, this.fieldBoostMorale, this.fieldBoostKey, this.holdersN, this.fieldStr, this.combatAlive, this.combatDead, this.aliveStr,
  ]

  /** Back to the units as they stood when the snapshot's unit list was read. */
  private restore(): void {
    this.str.set(this.snapStr)
    this.place.set(this.snapPlace)
    this.panicked.set(this.snapPanicked)
    const counts = this.unitCounts
    const snap = this.snapCounts
    for (let c = 0; c < counts.length; c++) {
      counts[c]![0] = snap[2 * c]!
      counts[c]![1] = snap[2 * c + 1]!
    }
  }

  /** Reads the units of a state; `pristine`: an unchanging list equal to them, kept with the snapshot. */
  private loadUnits(s: GrandState, pristine: readonly Unit[] | null): void {
    const units = s.units
    for (const c of this.unitCounts) c.fill(0)
    for (let i = 0; i < this.n; i++) {
      const u = units[i]!
      this.str[i] = u.strength
      const p = u.place === 'field' ? FIELD : u.place === 'losses' ? LOSSES : ROUTS
      this.place[i] = p
      this.panicked[i] = u.panicked ? 1 : 0
      if (p === FIELD) this.joinField(i)
      if ((this.flags[i]! & (F_COMBAT | F_AIR)) === F_COMBAT) {
        if (p === LOSSES) this.combatDead[this.side[i]!]!++
        else {
          this.combatAlive[this.side[i]!]!++
          this.aliveStr[this.side[i]!]! += u.strength
        }
      }
    }
    if (!pristine) return
    this.snapStr.set(this.str)
    this.snapPlace.set(this.place)
    this.snapPanicked.set(this.panicked)
    const counts = this.unitCounts
    for (let c = 0; c < counts.length; c++) {
      this.snapCounts[2 * c] = counts[c]![0]!
      this.snapCounts[2 * c + 1] = counts[c]![1]!
    }
    this.snapOf = pristine
  }

  private joinField(i: number): void {
    const sd = this.side[i]!
    const f = this.flags[i]!
    if (f & F_COMBAT && !(f & F_AIR) && !(f & F_FIXED)) {
      this.mSum[sd]! += this.morale[i]!
      this.mN[sd]!++
    }
    if ((f & (F_COMBAT | F_AIR)) === F_COMBAT) {
      this.fieldStr[sd]! += this.str[i]!
      if (!(f & F_MINEFIELD)) this.holdersN[sd]!++
    }
    if (f & F_AIR) this.airN[sd]!++
    if (f & F_ARMOR) this.armorN[sd]!++
    this.fieldBoostMorale[sd]! += this.boostMorale[i]!
    this.fieldBoostKey[sd]! += this.boostKey[i]!
  }

  /** Moves a unit off the field (units never come back during the fire rounds). */
  private setPlace(i: number, p: number): void {
    const sd = this.side[i]!
    const f = this.flags[i]!
    const land = (f & (F_COMBAT | F_AIR)) === F_COMBAT
    if (this.place[i] === FIELD) {
      if (f & F_COMBAT && !(f & F_AIR) && !(f & F_FIXED)) {
        this.mSum[sd]! -= this.morale[i]!
        this.mN[sd]!--
      }
      if (land) {
        this.fieldStr[sd]! -= this.str[i]!
        if (!(f & F_MINEFIELD)) this.holdersN[sd]!--
      }
      if (f & F_AIR) this.airN[sd]!--
      if (f & F_ARMOR) this.armorN[sd]!--
      this.fieldBoostMorale[sd]! -= this.boostMorale[i]!
      this.fieldBoostKey[sd]! -= this.boostKey[i]!
    }
    if (land && p === LOSSES && this.place[i] !== LOSSES) {
      this.combatAlive[sd]!--
      this.combatDead[sd]!++
    }
    this.place[i] = p
  }

  /** Writes the battle back into a state's own (already cloned) units and sides. */
  store(s: GrandState): void {
    const units = s.units
    for (let i = 0; i < this.n; i++) {
      const u: Unit = units[i]!
      u.strength = this.str[i]!
      u.place = PLACES[this.place[i]!]!
      u.panicked = this.panicked[i] === 1
    }
    for (let sd = 0; sd < 2; sd++) {
      const st = s.sides[SIDES[sd]!]
      st.eliminated = this.eliminated[sd]!
      st.routed = this.routed[sd]!
      st.panics = this.panics[sd]!
      st.nextRounds = this.nextRounds[sd]!
      st.heavyLossRounds = this.heavy[sd]!
      st.bm = this.bm[sd]!
      st.totallyEliminated = this.totallyEliminated[sd] === 1
      st.routedOut = this.routedOut[sd] === 1
    }
    s.round = this.round === NONE ? null : ROUND_IDS[this.round]!
    s.roundsFought = this.roundsFought
    s.crossingUsed = this.crossingUsed
    s.pursuer = this.pursuer === NONE ? null : SIDES[this.pursuer]!
    this.heldIn = s
  }

  // --- Battle Morale (morale.ts), from the running counts ---

  private mean(sd: number): number {
    const n = this.mN[sd]!
    return n ? Math.round(this.mSum[sd]! / n) : 0
  }

  private updateMorale(sd: number): void {
    const armor = this.armorN[sd]!
    let v = this.tables.bmConst[sd]! + this.mean(sd) + this.fieldBoostMorale[sd]!
    if (this.airN[sd]! > 0) v++
    if (armor > 0) v++
    if (armor >= 2 && armor >= 2 * this.armorN[1 - sd]!) v++
    v -= this.eliminated[sd]! + this.routed[sd]! + this.panics[sd]! + this.nextRounds[sd]! + this.heavy[sd]!
    this.bm[sd] = v
  }

  private recordMorale(round: number): void {
    if (this.history) this.history.push({ round: ROUND_IDS[round]!, attacker: this.bm[A]!, defender: this.bm[D]! })
  }

  // --- Rounds (sequence.ts) ---

  private anyoneCanFire(kind: number): boolean {
    const amb = this.tables.ambushSide
    for (let sd = 0; sd < 2; sd++) {
      if (kind === K_AMBUSH && sd !== amb) continue
      const list = this.firers[sd * 8 + kind]!
      for (let j = 0; j < list.length; j++) {
        const i = list[j]!
        if (this.place[i] === FIELD && this.str[i]! > 0) return true
      }
    }
    return false
  }

  /** sequence.ts nextRound: the next round to fight, or −1. */
  nextRound(): number {
    if (this.roundsFought >= MAX_ROUNDS) return NONE
    for (let r = this.round === NONE ? 0 : this.round + 1; r < ROUND_ORDER.length; r++) {
      const k = KIND_OF_ROUND[r]!
      if (k === K_RECON && !this.allowsRecon) continue
      if (k === K_AMBUSH && this.tables.ambushSide === NONE) continue
      if (k >= 5 || this.anyoneCanFire(k)) return r
    }
    return NONE
  }

  // --- Fire (fire.ts) and loss allocation (losses.ts) ---

  /** Fires a side's capable units; returns cav hits × 65536 + other hits. */
  private fireSide(sd: number, kind: number, dice: Dice): number {
    const t = this.tables
    const reroll = t.reroll[sd * 8 + kind] === 1
    // Counted when the side fires, not when the round began: an answer to a first volley fires from the field that volley left (D39).
    let dyn = 0
    if (ALL_MODIFIERS[kind]) {
      dyn += this.fieldBoostKey[sd]!
      if (sd === D && this.crossing && !this.crossingUsed) dyn += this.crossing
      const own = this.armorN[sd]!
      if (own >= 2 && own >= 2 * this.armorN[1 - sd]!) dyn += 1
    }
    const values = t.value
    const off = kind * this.n
    const mine = this.firers[sd * 8 + kind]!
    let cav = 0
    let other = 0
    for (let j = 0; j < mine.length; j++) {
      const i = mine[j]!
      const f = this.flags[i]!
      if (this.place[i] !== FIELD || this.str[i]! <= 0) continue
      let value = values[off + i]! + dyn
      if (this.str[i]! * 2 <= this.maxStr[i]!) value -= 1
      const again = reroll || (f & F_ELITE) !== 0
      for (let shot = this.rof[i]!; shot > 0; shot--) {
        let hit = dice.rollAgainst(10, value) <= value
        if (!hit && again) hit = dice.rollAgainst(10, value) <= value
        if (hit) {
          if (f & F_CAV) cav++
          else other++
        }
      }
    }
    return cav * 65536 + other
  }

  /** losses.ts spread over positions idx[0..m) of the targets. */
  private spread(h: number, idx: Int32Array, m: number): number {
    if (h <= 0 || m === 0) return h
    const left = this.left
    const hits = this.hits
    if (m === 1) {
      // One unit: it takes what it can, the rest goes on.
      const p = idx[0]!
      const k = h < left[p]! ? h : left[p]!
      hits[p]! += k
      left[p]! -= k
      return h - k
    }
    let cap = 0
    let most = 0
    for (let j = 0; j < m; j++) {
      const l = left[idx[j]!]!
      cap += l
      if (l > most) most = l
    }
    if (cap === 0) return h
    if (h >= cap) {
      for (let j = 0; j < m; j++) {
        const i = idx[j]!
        hits[i]! += left[i]!
        left[i] = 0
      }
      return h - cap
    }
    // Largest remainder: sorted by remainder, then the larger unit, then the first listed.
    const order = this.order
    if (h * most < cap) {
      // Every share rounds down to nothing, so each remainder is h × the unit's
      // strength: the h strongest units, the first listed among equals, take a hit.
      const picked = this.picked
      // Stamps instead of clearing marks; before they outgrow the Int32Array, start again.
      if (++this.stamp > 0x7fffffff) {
        picked.fill(0)
        this.stamp = 1
      }
      const stamp = this.stamp
      for (let k = 0; k < h; k++) {
        let best = -1
        let bestLeft = 0
        for (let j = 0; j < m; j++) {
          if (picked[j] !== stamp && left[idx[j]!]! > bestLeft) {
            best = j
            bestLeft = left[idx[j]!]!
          }
        }
        picked[best] = stamp
        hits[idx[best]!]!++
        left[idx[best]!]!--
      }
      return 0
    }
    const floors = this.floors
    const rems = this.rems
    let rest = h
    for (let j = 0; j < m; j++) {
      const i = idx[j]!
      const x = h * left[i]!
      const fl = Math.floor(x / cap)
      floors[j] = fl
      rems[j] = x - fl * cap
      rest -= fl
      // Insertion sort of j among order[0..j).
      let p = j
      while (p > 0) {
        const q = order[p - 1]!
        const qi = idx[q]!
        const before = rems[q]! > rems[j]! || (rems[q] === rems[j] && (left[qi]! > left[i]! || (left[qi] === left[i] && qi < i)))
        if (before) break
        order[p] = q
        p--
      }
      order[p] = j
    }
    for (let p = 0; p < m; p++) {
      const j = order[p]!
      const i = idx[j]!
      const k = floors[j]! + (rest > 0 ? 1 : 0)
      if (rest > 0) rest--
      hits[i]! += k
      left[i]! -= k
    }
    return 0
  }

  /** fire.ts applyVolley: allocates and applies a volley; returns the strength points lost. */
  private applyVolley(target: number, kind: number, volley: number, dice: Dice): number {
    if (volley === 0) return 0
    const cavHits = Math.floor(volley / 65536)
    const otherHits = volley - cavHits * 65536
    const pursuit = kind === K_PURSUIT
    const targets = this.targets
    const left = this.left
    const hits = this.hits
    // The targets grouped by loss priority: positions keep the state's order within a group,
    // which is all the largest-remainder tie-break compares.
    const mine = this.landCombat[target]!
    const tiers = this.landTier
    const at = this.targetTier
    let tn = 0
    for (let t = 0; t < 3; t++) {
      at[t] = tn
      for (let j = tiers[target * 4 + t]!, end = tiers[target * 4 + t + 1]!; j < end; j++) {
        const i = mine[j]!
        if (this.str[i]! <= 0) continue
        if (pursuit ? this.place[i] === LOSSES : this.place[i] !== FIELD) continue
        targets[tn] = i
        left[tn] = this.str[i]!
        hits[tn] = 0
        tn++
      }
    }
    at[3] = tn
    // losses.ts allocateHits.
    let hc = cavHits
    let ho = otherHits
    let halved = false
    const cavIdx = this.cavIdx
    const otherIdx = this.otherIdx
    for (let tier = 0; tier < 3 && (hc > 0 || ho > 0); tier++) {
      let nc = 0
      let no = 0
      for (let p = at[tier]!, end = at[tier + 1]!; p < end; p++) {
        if (this.flags[targets[p]!]! & F_CAV) cavIdx[nc++] = p
        else otherIdx[no++] = p
      }
      if (nc === 0 && no === 0) continue
      hc = this.spread(hc, cavIdx, nc)
      hc = this.spread(hc, otherIdx, no)
      ho = this.spread(ho, otherIdx, no)
      if (ho > 0) {
        let cavLeft = false
        for (let j = 0; j < nc; j++) if (left[cavIdx[j]!]! > 0) cavLeft = true
        if (cavLeft) {
          let otherRemains = false
          for (let p = 0; p < tn; p++) if (!(this.flags[targets[p]!]! & F_CAV) && left[p]! > 0) otherRemains = true
          if (halved || otherRemains) {
            ho = this.spread(ho, cavIdx, nc)
          } else {
            halved = true
            ho = this.spread(Math.floor(ho / 2), cavIdx, nc)
          }
        }
      }
    }
    let lost = 0
    for (let p = 0; p < tn; p++) {
      const h = hits[p]!
      if (h === 0) continue
      const i = targets[p]!
      const before = this.str[i]!
      const after = before - h
      lost += h
      if (this.place[i] === FIELD) this.fieldStr[target]! -= h
      if (after <= 0) {
        this.str[i] = 0
        this.setPlace(i, LOSSES)
        this.eliminated[target]!++
      } else {
        this.str[i] = after
        if (!(this.flags[i]! & F_FIXED) && !pursuit && 2 * h >= before) {
          const limit = 2 * this.morale[i]!
          if (dice.rollAgainst(10, limit) > limit) {
            this.setPlace(i, ROUTS)
            this.panicked[i] = 1
            this.panics[target]!++
          }
        }
      }
    }
    // A unit takes no more hits than its strength (spread), so the strength alive falls by the hits.
    this.aliveStr[target]! -= lost
    return lost
  }

  // --- Rout, pursuit and the end (end.ts) ---

  private holders(sd: number): number {
    return this.holdersN[sd]!
  }

  private totalElimination(dice: Dice): void {
    // end.ts totalElimination: only after Main, Next or Pursuit (D38).
    if (this.round === NONE || KIND_OF_ROUND[this.round]! < K_MAIN) return
    for (let sd = 0; sd < 2; sd++) {
      if (this.totallyEliminated[sd] || this.combatAlive[sd]! > 0 || this.combatDead[sd] === 0) continue
      this.totallyEliminated[sd] = 1
      const mine = this.ofSide[sd]!
      const support = this.order
      let m = 0
      for (let j = 0; j < mine.length; j++) {
        const i = mine[j]!
        if (this.support[i] && this.place[i] !== LOSSES) support[m++] = i
      }
      for (let k = Math.ceil(m / 2); k > 0; k--) {
        const at = m === 1 ? 0 : dice.roll(m)
        const i = support[at]!
        for (let q = at; q < m - 1; q++) support[q] = support[q + 1]!
        m--
        this.setPlace(i, LOSSES)
        this.str[i] = 0
        this.eliminated[sd]!++
      }
    }
  }

  private finish(winner: number, code: number, retreating: number): void {
    this.over = true
    this.end.winner = winner
    this.end.code = code
    this.end.retreating = retreating
  }

  private routTest(sd: number, dice: Dice): boolean {
    const limit = 2 * this.mean(sd) + this.bm[sd]!
    return dice.rollAgainst(10, limit) > limit
  }

  private rout(sd: number): void {
    this.routedOut[sd] = 1
    const mine = this.ofSide[sd]!
    for (let j = 0; j < mine.length; j++) {
      const i = mine[j]!
      if (this.place[i] === FIELD && !(this.flags[i]! & F_AIR)) {
        this.setPlace(i, ROUTS)
        this.routed[sd]!++
      }
    }
    this.updateMorale(sd)
    const victor = 1 - sd
    let blocked = !this.allowsPursuit || this.tables.noPursuit[sd] === 1
    if (!blocked) {
      blocked = true
      const theirs = this.ofSide[victor]!
      for (let j = 0; j < theirs.length; j++) {
        const i = theirs[j]!
        const f = this.flags[i]!
        if (this.place[i] === FIELD && f & F_PURSUIT && f & F_COMBAT && !(f & F_AIR) && this.str[i]! > 0) {
          blocked = false
          break
        }
      }
    }
    if (blocked) this.finish(victor, END_ROUTED, sd)
    else this.pursuer = victor
  }

  /** Which side takes the rout test (end.ts sideToTest), or −1. */
  private sideToTest(): number {
    const aDown = this.bm[A]! < 0
    const dDown = this.bm[D]! < 0
    if (!aDown && !dDown) return NONE
    if (aDown !== dDown) return aDown ? A : D
    const aLoss = this.eliminated[A]! + this.panics[A]!
    const dLoss = this.eliminated[D]! + this.panics[D]!
    if (aLoss !== dLoss) return aLoss > dLoss ? A : D
    if (this.panics[A] !== this.panics[D]) return this.panics[A]! > this.panics[D]! ? A : D
    return NONE
  }

  /** end.ts endOfRound; true when the battle goes on. */
  private endOfRound(roundsLeft: boolean, tested: number, dice: Dice): boolean {
    this.totalElimination(dice)
    const a = this.holders(A)
    const d = this.holders(D)
    if (a === 0 || d === 0) {
      const winner = a > 0 ? A : D
      this.finish(winner, END_NO_HOLDERS, 1 - winner)
      return false
    }
    const side = this.sideToTest()
    if (side !== NONE && side !== tested && this.routTest(side, dice)) {
      this.rout(side)
      return false
    }
    if (!roundsLeft) {
      this.finish(D, END_LAST_ROUND, A)
      return false
    }
    return true
  }

  private heavyLosses(sd: number): void {
    if (this.lost[sd]! * 2 > this.present[sd]!) this.heavy[sd]!++
  }

  /** advance.ts playRound; returns true when the battle goes on. */
  private playRound(round: number, dice: Dice): boolean {
    const kind = KIND_OF_ROUND[round]!
    this.round = round
    this.roundsFought++
    if (kind === K_NEXT) {
      for (let sd = 0; sd < 2; sd++) {
        this.nextRounds[sd]!++
        this.updateMorale(sd)
      }
    }
    this.present[A] = this.fieldStr[A]!
    this.present[D] = this.fieldStr[D]!
    this.lost[A] = 0
    this.lost[D] = 0
    let tested = NONE
    const first = kind === K_AMBUSH ? NONE : this.tables.fireFirst[round]!
    if (kind === K_AMBUSH) {
      const ambusher = this.tables.ambushSide
      this.lost[1 - ambusher]! += this.applyVolley(1 - ambusher, kind, this.fireSide(ambusher, kind, dice), dice)
    } else if (first !== NONE) {
      const second = 1 - first
      this.lost[second]! += this.applyVolley(second, kind, this.fireSide(first, kind, dice), dice)
      this.heavyLosses(second)
      this.updateMorale(second)
      const canAnswer = this.holders(second) > 0
      if (canAnswer && this.bm[second]! < 0) {
        tested = second
        if (this.routTest(second, dice)) {
          // As the engine (advance.ts): the side that fired first counts the field its volley left.
          this.updateMorale(first)
          this.recordMorale(round)
          this.totalElimination(dice)
          this.rout(second)
          return false
        }
      } else if (canAnswer) {
        this.lost[first]! += this.applyVolley(first, kind, this.fireSide(second, kind, dice), dice)
      }
    } else {
      const va = this.fireSide(A, kind, dice)
      const vd = this.fireSide(D, kind, dice)
      this.lost[D]! += this.applyVolley(D, kind, va, dice)
      this.lost[A]! += this.applyVolley(A, kind, vd, dice)
    }
    if (first !== NONE) this.heavyLosses(first)
    else {
      this.heavyLosses(A)
      this.heavyLosses(D)
    }
    this.updateMorale(A)
    this.updateMorale(D)
    this.recordMorale(round)
    if (ALL_MODIFIERS[kind]) this.crossingUsed = true
    // Kept for run(): when the battle goes on, endOfRound changed nothing the next round depends on
    // (Total Elimination or a rout would have ended it).
    this.upcoming = this.nextRound()
    return this.endOfRound(this.upcoming !== NONE, tested, dice)
  }

  private playPursuit(dice: Dice): void {
    const pursuer = this.pursuer
    const routed = 1 - pursuer
    this.round = PURSUIT_ROUND
    this.applyVolley(routed, K_PURSUIT, this.fireSide(pursuer, K_PURSUIT, dice), dice)
    this.totalElimination(dice)
    this.updateMorale(A)
    this.updateMorale(D)
    this.recordMorale(PURSUIT_ROUND)
    this.finish(pursuer, END_PURSUED, routed)
  }

  /**
   * advance.ts advanceInPlace, one round (or the pursuit) at a time, until
   * the battle ends or, when `untilDecision`, until the rules queue a decision
   * (a retreat before Recon's follow-up and each Next round, or round-start
   * cards when a hand holds one): returns true when the battle is over.
   */
  run(dice: Dice, untilDecision: boolean): boolean {
    for (;;) {
      if (this.over) return true
      if (this.pursuer !== NONE) {
        this.playPursuit(dice)
        return true
      }
      const round = this.upcoming === UNKNOWN ? this.nextRound() : this.upcoming
      this.upcoming = UNKNOWN
      if (round === NONE) {
        this.finish(D, END_NO_ROUND, A)
        return true
      }
      if (!this.playRound(round, dice)) {
        if (this.over) return true
        continue // a rout with a pursuit to come
      }
      if (untilDecision) return false
    }
  }

  // --- Strength left (strength.ts strengthLeft), for the odds' forecast ---

  /**
   * Each side's strength points left once the battle has ended here, as
   * strengthLeft reads the end state finishState leads to: the units the
   * loser's retreat destroys (retreatSide: nowhere to go) taken off, with the
   * die it rolls between equally close regions rolled the same. `out` is
   * [attacker, defender]; nothing is allocated.
   */
  strengthLeftAtEnd(dice: Dice, out: Int32Array): void {
    out[A] = this.aliveStr[A]!
    out[D] = this.aliveStr[D]!
    const sd = this.end.retreating
    if (sd !== A && sd !== D) return
    const map = { regions: this.regions, region: this.region }
    // The stepped engine's retreat dice, rolled alike and not logged.
    const draw: RetreatDraw = (among) => dice.roll(among)
    if (sd === A) {
      // Attacking units whose entry is closed go to one fallback region, or are lost with the fixed works.
      const fallback = this.anyClosed ? attackerFallback(map, draw) : null
      out[A]! -= this.lostInRetreat(A, this.anyClosed && fallback === null ? 0 : Number.MAX_SAFE_INTEGER, true, true)
      return
    }
    let n = 0
    for (const i of this.ofSide[D]!) if (this.place[i] !== LOSSES && this.movable[i]) n++
    const placed = placeStack(map, 'defender', n, this.entries, draw)
    const sheltered = this.region.fortified ? n - placed : 0
    out[D]! -= this.lostInRetreat(D, this.region.fortified ? Number.MAX_SAFE_INTEGER : placed, false, sheltered === 0)
  }

  /**
   * Strength of the side's land combat units that a retreat loses: the
   * movable ones from the `from`-th on (state order; with `closedOnly`, only
   * attackers whose entry is closed), and its fixed works when `fixedLost`.
   */
  private lostInRetreat(sd: number, from: number, closedOnly: boolean, fixedLost: boolean): number {
    const mine = this.ofSide[sd]!
    let seen = 0
    let sp = 0
    for (let j = 0; j < mine.length; j++) {
      const i = mine[j]!
      if (this.place[i] === LOSSES) continue
      const f = this.flags[i]!
      const land = (f & (F_COMBAT | F_AIR)) === F_COMBAT
      if (f & F_FIXED) {
        if (fixedLost && land) sp += this.str[i]!
        continue
      }
      if (!this.movable[i] || seen++ < from || (closedOnly && !this.closedEntry[i])) continue
      if (land) sp += this.str[i]!
    }
    return sp
  }

  /** The finish() call the battle ended on, made on the state with its reason in words. */
  finishState(w: Work): void {
    const s = w.s
    const e = this.end
    const winner = SIDES[e.winner]!
    const retreating = SIDES[e.retreating]!
    const a = this.holders(A)
    const d = this.holders(D)
    let reason: string
    switch (e.code) {
      case END_NO_HOLDERS:
        reason = a === 0 && d === 0 ? 'neither side has combat units left: the defender holds' : `${s.sides[retreating].name} has no combat units left on the field`
        break
      case END_ROUTED:
        reason = `${s.sides[retreating].name} routed`
        break
      case END_PURSUED:
        reason = `${s.sides[retreating].name} routed and was pursued`
        break
      case END_LAST_ROUND:
        reason = 'the last round is over and both sides stand: the defender holds'
        break
      default:
        reason = 'no round is left and both sides stand: the defender holds'
    }
    finish(w, winner, reason, retreating)
  }

  /** sequence.ts planNext after a round: retreats before a Next round or after Recon, then round-start cards. */
  planNext(s: GrandState): QueuedDecision[] {
    const next = this.nextRound()
    if (next === NONE) return []
    if (s.sides.attacker.hand.length || s.sides.defender.hand.length) return decisionsBefore(s, ROUND_IDS[next]!)
    if (this.round === R_RECON || KIND_OF_ROUND[next] === K_NEXT) {
      const round = ROUND_IDS[next]!
      return [
        { kind: 'retreat', side: 'attacker', round },
        { kind: 'retreat', side: 'defender', round },
      ]
    }
    return []
  }
}

const kernels = new WeakMap<readonly Unit[], GrandKernel>()

/**
 * The kernel for a state's battle, compiled once per unit list: states that
 * share their units (the odds' and the AI's `{ ...base, dice }`) share it.
 * States are never changed in place, so a unit list stands for one battle.
 */
export function kernelFor(s: GrandState): GrandKernel {
  let k = kernels.get(s.units)
  if (!k || !k.fits(s)) {
    k = new GrandKernel(s)
    kernels.set(s.units, k)
  }
  return k
}

/**
 * The winner of a battle played on from `s` with every decision passed (no
 * card played, nobody retreats), rolling `dice`: the same winner as
 * simulate(s, passing policy), without building the end state. With `left`,
 * also each side's strength points left in that end state (strengthLeft),
 * written as [attacker, defender]. The odds' inner loop: nothing is allocated
 * per battle.
 */
export function winnerPassing(s: GrandState, dice: Dice, left?: Int32Array): Side | null {
  if (s.phase === 'over') {
    if (left) {
      left[A] = strengthLeft(s, 'attacker')
      left[D] = strengthLeft(s, 'defender')
    }
    return s.result?.winner ?? null
  }
  const k = kernelFor(s)
  // States are never changed in place: the same unit list is the same units.
  k.load(s, s.units)
  k.run(dice, false)
  if (left) k.strengthLeftAtEnd(dice, left)
  return k.end.winner < 0 ? null : SIDES[k.end.winner]!
}
