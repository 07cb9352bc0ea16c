import type { DiceState } from '../../core/dice.ts'
import type { BattleResult, Side } from '../../core/types.ts'
import type { AimView } from '../../core/view.ts'
import type { Area } from './scenario.ts'
import type { Domain } from './units.ts'

/**
 * 'field': in the battle; 'losses': destroyed; 'away': retreated, or a
 * supporting fighter that stayed home.
 */
export type Place = 'field' | 'losses' | 'away'
export type Mission = 'aircap' | 'tacair' | null

/** One unit in battle, flattened from its type so the inner loop reads plain fields. */
export interface Unit {
  id: string
  type: string
  name: string
  side: Side
  nation: string
  domain: Domain
  attack: number
  defense: number
  cost: number
  /** Ships off the shore of an amphibious assault: they bombard and are never hit (X6). */
  bombard: boolean
  from: string | null
  /** Attackers kept apart because they do not cross the fortification line (§5.7.4): their hits are normal hits. */
  group: string | null
  normalHits: boolean
  tech2: boolean
  support: boolean
  mission: Mission
  /** Behind an intact fortification: must be hit twice (§5.7.3). */
  fortified: boolean
  /** Half hits taken (0 or 1): flipped on its side. */
  halfHits: number
  place: Place
  movedTo: string | null
  /** Fired or answered this round: it does not fire again (§5.3–§5.5). */
  acted: boolean
  /** Hit by aimed fire this round: removed at the end of Air Combat (X8). */
  doomed: boolean
  /** Aimed shots taken this round: who fired and whether it hit. */
  shotBy: { by: string; hit: boolean }[]
}

export type StepId =
  | 'aa'
  | '2a'
  | '2b'
  | '3a'
  | '3b'
  | '4a'
  | '4a-answer'
  | '4b'
  | '4b-answer'
  | 'air-end'
  | 'artillery'
  | 'shore'
  | 'land'
  | 'round-end'
  | 'retreat-attacker'
  | 'retreat-defender'

export const STEP_LABELS: Record<StepId, string> = {
  aa: '1 Air defense',
  '2a': '2a Attacking AirCap',
  '2b': '2b Defending AirCap',
  '3a': '3a Attacking TacAir return fire',
  '3b': '3b Defending TacAir return fire',
  '4a': '4a Attacking TacAir',
  '4a-answer': '4a Land units answer TacAir',
  '4b': '4b Defending TacAir',
  '4b-answer': '4b Land units answer TacAir',
  'air-end': 'Air combat losses',
  artillery: 'Artillery',
  shore: 'Shore defense',
  land: 'Land combat',
  'round-end': 'End of round',
  'retreat-attacker': 'Attacker retreat',
  'retreat-defender': 'Defender retreat',
}

export interface SideState {
  name: string
  nation: string
  color: string
  flag: { layout: 'vertical' | 'horizontal'; colors: string[] }
  /** Standing order of loss by unit type, first lost first. */
  order: string[]
}

/** A decision the battle waits for; pending() builds its form. */
export type Ask =
  | { kind: 'support'; side: Side }
  | { kind: 'assign'; side: Side }
  | { kind: 'aim'; side: Side; step: StepId; fields: AimField[] }
  | { kind: 'casualties'; side: Side; step: StepId }
  | { kind: 'retreat'; side: Side }

/** One shooter's choice: a target unit, or (answers) 'mission' / 'land' to do its own job instead. */
export interface AimField {
  unit: string
  choices: string[]
  default: string
}

/** Hits one side scored in an unaimed step, and how the other side spread them. */
export interface Volley {
  step: StepId
  /** Hits scored by each side: `line` are half hits on fortified infantry, `normal` full hits (§5.7.4). */
  scored: Record<Side, { line: number; normal: number }>
  /** Defender units' own hits, by unit: routed to the group that hit them (§5.7.4). */
  byUnit: Record<string, number>
  alloc: Record<Side, { line: Record<string, number>; normal: Record<string, number> } | null>
}

export interface Breakthrough {
  qualified: boolean
  reason: string
  units: string[]
  areas: string[]
}

export interface AxisResult extends BattleResult {
  /** The attacker took the area (land units in it, defender gone). */
  conquered: boolean
  breakthrough: Breakthrough | null
}

export interface AxisState {
  ruleset: 'axis'
  version: 1
  scenarioId: string
  name: string
  seed: string
  dice: DiceState
  area: { id: string; name: string; naval: boolean; amphibious: boolean }
  areas: Area[]
  fortification: { kind: string; name: string; nation: string | null; captured: boolean } | null
  sides: Record<Side, SideState>
  units: Unit[]
  /** 'setup': Defensive Air Support and mission assignment; 'battle': rounds; 'over': a result stands. */
  phase: 'setup' | 'battle' | 'over'
  round: number
  /** The step the next advance runs; null between rounds. */
  next: StepId | null
  /** Label of the last step fought, for the window. */
  last: string | null
  ask: Ask | null
  /** Answers to the aim form of the step about to fire. */
  plan: Record<string, string> | null
  volley: Volley | null
  /** §5.2 special rule 1, checked at the start of each round: TacAir without friendly land units. */
  exposed: Record<Side, boolean>
  /** Aimed shots of the current step, for the window's lines. */
  aims: AimView[]
  /** The area had no defender at the start: Breakthrough qualifies (§5.6). */
  emptyAtStart: boolean
  /** A battle of Breakthrough Combat (a phase's second combat move): it gives no breakthrough of its own (§5.6, docs/rules/axis.md P9). */
  secondMove?: boolean
  result: AxisResult | null
}
