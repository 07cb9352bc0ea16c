import type { DiceState } from '../../core/dice.ts'
import type { BattleResult, Side } from '../../core/types.ts'
import type { CardEffect } from './cards.ts'
import type { RoundId } from './rounds.ts'
import type { Region } from './scenario.ts'
import type { Terrain } from './terrain.ts'
import type { Boosters, LossPriority, UnitKind } from './units.ts'

/** Where a unit is: on the field, in the Losses box (skull) or in the Routs box (white flag). */
export type Place = 'field' | 'losses' | 'routs'

/**
 * One unit in battle, flattened from its type so that the inner loop reads
 * plain fields (no lookups per shot) and a clone is one spread per unit.
 */
export interface Unit {
  /** Index in GrandState.units. */
  uid: number
  id: string
  type: string
  name: string
  side: Side
  kind: UnitKind
  role: 'combat' | 'support'
  rof: number
  attack: number
  defense: number
  morale: number
  strength: number
  maxStrength: number
  elite: boolean
  air: boolean
  armor: boolean
  cav: boolean
  pursuit: boolean
  artillery: boolean
  recon: boolean
  minefield: boolean
  groundAttack: boolean
  closeSupport: boolean
  fixed: boolean
  priority: LossPriority
  boosters: Boosters
  from: string | null
  breakthroughsMade: number
  /** false: its nation makes one breakthrough a turn (section L); absent: as its side allows. */
  doubleBreakthrough?: false
  place: Place
  /** Left the field by a failed panic test (section C); they come back for pursuit. */
  panicked: boolean
  /** Where the unit went after the battle, if it retreated or broke through. */
  movedTo: string | null
}

export interface Leader {
  id: string
  name: string
  combat: number
  morale: number
  boosters: Boosters
  breakthrough: boolean
}

/** One line of the Battle Morale tooltip. */
export interface MoralePart {
  source: string
  value: number
}

export interface SideState {
  name: string
  nation: string
  color: string
  flag: { layout: 'vertical' | 'horizontal'; colors: string[] }
  leaders: Leader[]
  hand: string[]
  played: string[]
  scenarioMorale: number
  radar: boolean
  entrenched: boolean
  breakthrough: { allowed: boolean; double: boolean }
  /** Battle Morale now, and the parts it is the sum of. */
  bm: number
  bmParts: MoralePart[]
  /** Units eliminated, routed or panicked so far (each −1 BM, section B). */
  eliminated: number
  routed: number
  panics: number
  /** Next rounds fought (each −1 BM). */
  nextRounds: number
  /** Rounds with heavy losses (each −1 BM). */
  heavyLossRounds: number
  retreated: boolean
  routedOut: boolean
  /** Section K's total elimination has taken its half of the support units. */
  totallyEliminated: boolean
}

export interface ActiveEffect {
  card: string
  side: Side
  effect: CardEffect
}

export type PendingKind = 'cards' | 'retreat' | 'breakthrough'

export interface QueuedDecision {
  kind: PendingKind
  side: Side
  /** The round whose start the decision precedes; null in the Cards round or after the battle. */
  round: RoundId | null
}

export interface BreakthroughOptions {
  units: string[]
  leaders: string[]
  regions: string[]
}

export interface GrandResult extends BattleResult {
  cancelled: boolean
  /** Side that must leave the region, and where each of its surviving units went. */
  retreat: { side: Side; moves: { unit: string; to: string | null }[] } | null
  breakthrough: (BreakthroughOptions & { chosen: { region: string; units: string[]; leaders: string[] } | null }) | null
}

export interface GrandState {
  ruleset: 'grand'
  version: 1
  scenarioId: string
  name: string
  seed: string
  dice: DiceState
  terrain: Terrain
  crossing: number
  crossingName: 'none' | 'river' | 'strait'
  region: { id: string; name: string; fortified: boolean }
  regions: Region[]
  sides: Record<Side, SideState>
  units: Unit[]
  effects: ActiveEffect[]
  /** 'cards': the Cards round; 'battle': fire rounds; 'over': a result stands. */
  phase: 'cards' | 'battle' | 'over'
  queue: QueuedDecision[]
  /** The last round fought, and how many fire rounds so far (Pursuit not counted). */
  round: RoundId | null
  roundsFought: number
  /** Whether the first round the crossing bonus can apply in has passed. */
  crossingUsed: boolean
  /** The side a rout left on the field alone, if it may pursue. */
  pursuer: Side | null
  /** Battle Morale after each round, for the summary. */
  bmHistory: { round: RoundId | 'cards'; attacker: number; defender: number }[]
  result: GrandResult | null
}
