import type { ScenarioMap } from '../../core/mapSchema.ts'
import type { BaseState } from '../../core/ruleset.ts'
import type { Side } from '../../core/types.ts'

/**
 * The battle state of the korea rule system (seed 001, "8.0 Combat"): one
 * turn's combats, fought in the scenario's order on a hex map. Plain JSON, so
 * that saving, undoing and the odds workers copy it as it is. No zod here: the
 * odds workers load this module.
 */

export const UNIT_TYPES = ['infantry', 'armored', 'mechanized'] as const
export type UnitType = (typeof UNIT_TYPES)[number]

/** Unit quality, best first (8.1). */
export const QUALITIES = ['A', 'B', 'C', 'D'] as const
export type Quality = (typeof QUALITIES)[number]

export const ARMIES = ['UN', 'Communist'] as const
export type Army = (typeof ARMIES)[number]

/** The terrain chart's keys (docs/rules/korea.md K5); sea holds no unit and is never crossed. */
export const TERRAINS = ['clear', 'hills', 'forest', 'mountain', 'town', 'city', 'sea'] as const
export type Terrain = (typeof TERRAINS)[number]

/** Hexside features: a river helps the defender unless a bridge crosses it; a road is drawn only. */
export const HEXSIDE_FEATURES = ['river', 'bridge', 'road'] as const

export const COMBAT_KINDS = ['meeting', 'prepared'] as const
export type CombatKind = (typeof COMBAT_KINDS)[number]

export interface Unit {
  id: string
  name: string
  side: Side
  type: UnitType
  quality: Quality
  /** Static (flipped) rather than fresh. */
  static: boolean
  /** Its hex; for a routed unit, the hex it left. */
  at: string
  place: 'field' | 'routs'
  /** Its combat chip once turned up in the combat under way or the last one it fought; null while none is shown. */
  chip: number | null
}

/** A UN supply depot: expended for a die-roll modifier, or eliminated to satisfy a loss point. */
export interface Depot {
  id: string
  name: string
  at: string
  /** Its supply range in hexes. */
  range: number
  place: 'map' | 'expended' | 'eliminated'
}

export interface Coastline {
  name: string
  hexes: string[]
  /** A fleet is committed off it: UN combats within 2 hexes get fleet support. */
  committed: boolean
}

export interface SideInfo {
  name: string
  nation: string
  color: string
  flag: { layout: 'vertical' | 'horizontal'; colors: string[] }
  army: Army
  /** Air support's effectiveness rating for the turn, 0 to 3 (K6). */
  air: number
  /** Victory points now, and at the start. */
  vp: number
  startVp: number
  /** Its sources of supply: the hexes its retreats lean towards. */
  supply: string[]
}

/** One combat of the turn as the scenario lists it: which hexes attack which, and how. */
export interface CombatPlan {
  attack: string[]
  defend: string
  kind: CombatKind
  /** Movement points the attacker spent before a Meeting Engagement. */
  mp: number
}

/** The dice of a combat, its chips and what came of them. */
export interface RollRecord {
  dice: Record<Side, number>
  drm: Record<Side, number>
  chips: Record<Side, number>
  totals: Record<Side, number>
  differential: number
  ratio: Record<Side, number>
  lp: Record<Side, number>
}

/** Who took part in a combat, kept from its roll to its last loss point (the picture may change as units retreat). */
export interface Involved {
  /** Each side's units in the combat, in the state's order. */
  units: Record<Side, string[]>
  /** The defender's units in the combat hex (the others are its supporting units). */
  defending: string[]
}

export interface CombatNow {
  step: 'lead' | 'roll' | 'losses' | 'retreat'
  leads: Record<Side, string | null>
  /** The depot the UN side expended for this combat. */
  depot: string | null
  involved: Involved | null
  roll: RollRecord | null
  /** Loss points each side has still to satisfy. */
  owed: Record<Side, number>
  /** Sides whose loss points are still to be satisfied, the defender first. */
  toAnswer: Side[]
  /** Retreats chosen and not yet placed, first first. */
  retreats: { unit: string; far: boolean }[]
  /** Retreats made in this combat, for the map's arrows. */
  moves: { unit: string; side: Side; from: string; to: string }[]
}

export interface KoreaState extends BaseState {
  phase: 'combat' | 'over'
  name: string
  description: string
  location: string
  map: ScenarioMap
  coastlines: Coastline[]
  sides: Record<Side, SideInfo>
  units: Unit[]
  depots: Depot[]
  combats: CombatPlan[]
  /** The combat under way (0-based); combats.length once all are fought. */
  combatNo: number
  now: CombatNow | null
  /** Combats whose dice were rolled. */
  fought: number
  /** The last combat rolled, kept for the window once the next begins. */
  lastRoll: { combat: number; roll: RollRecord; leads: Record<Side, string> } | null
  /** Combat hexes the defender gave up. */
  taken: string[]
  /** The retreats of the last combat finished, for the map once the turn is over. */
  lastMoves: CombatNow['moves']
}
