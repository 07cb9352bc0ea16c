import type { DiceState } from '../../../core/dice.ts'
import type { BattleResult, Side } from '../../../core/types.ts'
import type { AxisState, Mission, SideState } from '../state.ts'

export interface PhaseArea {
  id: string
  name: string
  x: number
  y: number
  terrain: 'land' | 'sea'
  /** Who controls it now: a battle won, or an empty area entered, gives it to the attacker. */
  owner: Side | 'neutral'
  /** Who controlled it at the start of the turn: the attacker retreats only there (§5.6 Retreat). */
  startOwner: Side | 'neutral'
  neighbours: string[]
}

/** A unit on the phase's map, kept up to date battle after battle. */
export interface PhaseUnit {
  id: string
  type: string
  name: string
  side: Side
  nation: string
  tech2: boolean
  /** The area it stands in (a plane: the area it flew its last mission over). */
  area: string
  status: 'map' | 'lost'
  /** The area it attacks this phase (normal combat, then a breakthrough), cleared once that battle is closed. */
  attacks: string | null
  /** Where it moved into combat from (the battle's `from`). */
  from: string | null
  /** Retreated from a battle: never eligible for Breakthrough Combat (§5.6). */
  retreated: boolean
  /** Eligible for Breakthrough Combat from this area (the battle it took part in), until it moves or the phase ends. */
  eligibleFrom: string | null
  /** Made its second combat move this phase. */
  brokeThrough: boolean
  /** The mission it last flew: only TacAir fighters break through (§5.6). */
  mission: Mission
  /** A defender fighter that flew Defensive Air Support this phase (once a phase: P6). */
  supported: boolean
}

/** One battle of the phase (or an empty area entered), for the map, the log and the summary. */
export interface PhaseRecord {
  /** The battle's number in the phase (rules.ts nextBattleNumber); an empty area entered carries the number of the battles fought before it. */
  n: number
  area: string
  stage: 'normal' | 'breakthrough'
  /** The area had no enemy unit: entered without a battle (§5.6 way 2). */
  empty: boolean
  /** The breakthrough group this came from: the area of the battle its units took part in. */
  origin: string | null
  winner: Side | null
  reason: string
  conquered: boolean
  rounds: number
  /** Breakthrough Combat earned here: why or why not, and the units it qualified (§5.6). */
  qualified: boolean
  why: string
  eligible: string[]
  lost: Record<Side, string[]>
  retreats: { side: Side; to: string; units: string[] }[]
}

/** A second combat move declared (§5.6): units of one battle into one adjacent area. */
export interface Breakout {
  from: string
  to: string
  units: string[]
  /** The area was empty: entered at once, no battle. */
  empty: boolean
}

export interface PhaseResult extends BattleResult {
  taken: string[]
  held: string[]
}

/**
 * 'moves': the combat moves are on the map, one Launch enters the empty
 * areas and opens the battle list; 'list': the attacker picks the next
 * battle; 'battle': one is open; 'declare': Breakthrough Combat is declared,
 * one battle's units at a time; 'over'.
 */
export type PhaseStep = 'moves' | 'list' | 'battle' | 'declare' | 'over'

export interface PhaseState {
  ruleset: 'axis'
  kind: 'phase'
  version: 1
  scenarioId: string
  name: string
  seed: string
  /** The phase's one generator: a battle rolls on it and hands it back. */
  dice: DiceState
  phase: PhaseStep
  /** Normal combat, then Breakthrough Combat (§5.6: only after all normal combat is resolved). */
  stage: 'normal' | 'breakthrough'
  result: PhaseResult | null
  areas: PhaseArea[]
  sides: Record<Side, SideState>
  units: PhaseUnit[]
  /** Areas whose battle is still to be fought, in the list's order. */
  list: string[]
  battle: AxisState | null
  records: PhaseRecord[]
  breakouts: Breakout[]
  /** The battle areas whose eligible units are still to declare their breakthroughs, in the order they were fought. */
  groups: string[]
}

export const isPhaseState = (s: object): s is PhaseState => (s as { kind?: unknown }).kind === 'phase'
