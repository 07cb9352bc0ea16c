import type { ScenarioMap } from '../../core/mapSchema.ts'
import type { BaseState } from '../../core/ruleset.ts'
import type { Side } from '../../core/types.ts'

/**
 * The battle state of the napoleonic rule system (seed 004, "Combat phase"):
 * plain JSON, so that saving, undoing and the odds workers copy it as is. No
 * zod here: the odds workers load this module.
 */

export const UNIT_TYPES = ['infantry', 'cavalry', 'artillery', 'leader'] as const
export type UnitType = (typeof UNIT_TYPES)[number]

/** The seed's terrain table, hex terrain first (road and track are one line of it, kept apart for the map). */
export const TERRAINS = ['clear', 'marsh', 'road', 'track', 'rough', 'coppice', 'orchards', 'woods', 'village'] as const
export type Terrain = (typeof TERRAINS)[number]

/** Hexside features a scenario may give; slopes are not among them: they come from elevations (docs/rules/napoleonic.md N1). */
export const HEXSIDE_FEATURES = ['stream', 'river', 'major-river', 'bridge', 'road', 'track'] as const

export const EDGES = ['north', 'south', 'east', 'west'] as const
export type MapEdge = (typeof EDGES)[number]

export type VictoryKind = 'objectives' | 'strength' | 'both'

export interface Unit {
  id: string
  name: string
  side: Side
  type: UnitType
  /** Combat Strength now, and at the start. */
  strength: number
  initialStrength: number
  /** Current morale (0: demoralised) and the initial value it never regains beyond. */
  morale: number
  initialMorale: number
  /** Its hex; for an eliminated unit, the hex it was lost in. */
  at: string
  place: 'field' | 'losses'
  /** Has attacked in this combat phase. */
  attacked: boolean
  /** Has been attacked in this combat phase. */
  defended: boolean
  /** Eliminated or drove back the enemy it fought earlier in this phase (seed: "victorious unit"). */
  victorious: boolean
  /** Retreated after a failed morale test in this phase: the Routs box. */
  drivenBack: boolean
}

export interface SideInfo {
  name: string
  nation: string
  color: string
  flag: { layout: 'vertical' | 'horizontal'; colors: string[] }
  /** The map edge its retreats lean towards (the seed: north for orange, south for blue). */
  edge: MapEdge
}

/** What the last attack showed on the map: its hexes, and who retreated and advanced where. */
export interface LastAttack {
  attacker: string
  defender: string
  supports: string[]
  moves: { unit: string; side: Side; from: string; to: string; kind: 'retreat' | 'advance' }[]
}

export interface NapState extends BaseState {
  phase: 'combat' | 'over'
  name: string
  description: string
  location: string
  map: ScenarioMap
  objectives: string[]
  /** Who holds each objective hex: the last side to stand in it (null: nobody yet). */
  holders: Record<string, Side | null>
  victory: { kind: VictoryKind; objectivePoints: number }
  sides: Record<Side, SideInfo>
  units: Unit[]
  /** The combat phase under way (1-based) and how many the battle has. */
  phaseNo: number
  phases: number
  /** Whose combat phase comes first; the phases alternate from it. */
  first: Side
  phasing: Side
  /** The phasing player has ended the phase: the next advance starts the other's. */
  ended: boolean
  /** Attacks declared in this phase, and in the whole battle. */
  attacks: number
  totalAttacks: number
  last: LastAttack | null
}
