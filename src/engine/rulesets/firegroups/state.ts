import type { ScenarioMap } from '../../core/mapSchema.ts'
import type { BaseState } from '../../core/ruleset.ts'
import type { Side } from '../../core/types.ts'
import type { Group, Terrain, TypeCode } from './units.ts'

/**
 * The battle state of the fire-group rules: plain JSON, so that saving,
 * undoing and the odds workers copy it as is. No zod here.
 */

export interface Unit {
  id: string
  name: string
  side: Side
  type: TypeCode
  /** 0 green … 3 elite. */
  exp: number
  endurance: number
  maxEndurance: number
  /** The square it stands in (for a destroyed unit, the one it was lost in). */
  at: string
  /** Where it goes when it leaves the contested square. */
  base: string
  /** Where it stood when the battle began: an aircraft that flew into the contested square lands there at the end of a turn. */
  home: string
  alive: boolean
  /** This turn's order: 0 stays where it is; 1–3 enters the contested square in that phase. */
  order: number
  /** Leaves the contested square in phase 1 of this turn. */
  leaving: boolean
  /** Entered the contested square in this phase. */
  entered: boolean
  /** Paratroopers that jumped into the square in this phase: group 2 for its combat. */
  jumped: boolean
  /** Moved to group 2 by a leader for this phase's combat. */
  promoted: boolean
  /** Fired in this phase's combat (step 1), so it fires no ranged shot. */
  fired: boolean
  /** The scenario's planned entries into the contested square: its orders' default in those turns. */
  plan: { turn: number; phase: number }[]
}

export interface Center {
  /** Its square. */
  at: string
  name: string
  owner: Side | 'neutral'
  /** Build steps without damage. */
  steps: number
  /** Temporary bomber damage standing now. */
  damage: number
  /** The damage that cuts this turn's build steps: what stood when the turn began. */
  cut: number
  /**
   * A Production Improvement Order given this turn, and what it does, fixed
   * when it is given: "to a production center that has bomber damage" then, it
   * repairs; to one without, it adds a build step (bombs later that turn
   * change nothing).
   */
  pio: 'repair' | 'improve' | null
  /** Build steps lost to damage since the battle began (turn 2 on), for the bombing goal. */
  denied: number
}

export interface SideInfo {
  name: string
  nation: string
  color: string
  flag: { layout: 'vertical' | 'horizontal'; colors: string[] }
}

export type Goal = { kind: 'take' } | { kind: 'bomb'; center: string; steps: number }

/** What the last step fired: drawn as lines from shooter to target. */
export interface Aim {
  from: string
  to: string
  hit: boolean
}

export type Step = 'move' | 'fire' | 'ranged'

export interface FgState extends BaseState {
  phase: 'battle' | 'over'
  name: string
  description: string
  location: string
  map: ScenarioMap
  /** The contested square: where units are sent and where the fire groups fight. */
  square: string
  terrain: Record<string, Terrain>
  sides: Record<Side, SideInfo>
  units: Unit[]
  centers: Center[]
  turn: number
  turns: number
  /** The movement phase under way, 1 … PHASES. */
  phaseNo: number
  /** What the next click does: the phase's movement, a fire group's fire, the ranged fire. */
  step: Step
  /** With step 'fire': the lowest group still to fire. */
  group: Group
  /** A combat is fought in the square at the end of this phase. */
  combat: boolean
  /** Orders given for this turn (phase 1 movement waits for both). */
  ordered: Record<Side, boolean>
  /** Leaders' promotions answered for this phase's combat. */
  promotedBy: Record<Side, boolean>
  goal: Goal
  aims: Aim[]
  /** Clicks that fired at least one shot: the rounds of the summary's trace. */
  volleys: number
  /** The last group fired ("Group 2"), ranged fire or movement, for the window's round line. */
  last: string | null
}
