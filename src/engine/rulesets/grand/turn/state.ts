import type { DiceState } from '../../../core/dice.ts'
import type { BattleResult, Side } from '../../../core/types.ts'
import type { ScenarioUnit } from '../scenario.ts'
import type { GrandState, MoralePart } from '../state.ts'
import type { TurnScenarioLeader } from './scenario.ts'

export type Crossing = 'none' | 'river' | 'strait'

export interface TurnRegion {
  id: string
  name: string
  terrain: string
  /** Who holds it now: a battle won by the attacker, or a breakthrough into empty ground, takes it. */
  owner: Side | 'neutral'
  stackingLimit?: number
  fortified: boolean
  airfield: boolean
  vp: number
  x: number
  y: number
}

export interface Connection {
  between: [string, string]
  crossing: Crossing
}

export interface Nation {
  id: string
  name: string
  radar: boolean
  doubleBreakthrough: boolean
}

export interface TurnSide {
  name: string
  nations: Nation[]
  color: string
  flag: { layout: 'vertical' | 'horizontal'; colors: string[] }
  /** Battle cards and air cards; a battle gets the battle cards and hands back what it leaves. */
  hand: string[]
  /** Every card played this turn, air and battle, in order. */
  played: string[]
  scenarioMorale: number
  entrenched: string[]
  breakthrough: boolean
  supply: string[]
}

/** A unit on the turn's map: its scenario entry (damage, `from`, breakthroughs made) kept up to date battle after battle. */
export interface TurnUnit {
  id: string
  name: string
  side: Side
  region: string
  /** A plane's base: where it flies back to. */
  base: string
  nation: string
  stealth: boolean
  /** 'lost': eliminated (in a battle, in a retreat, in the air); it stays listed for the summary's names. */
  status: 'map' | 'lost'
  /** Flew into a battle this turn: goes back to its base once the battle is over (grand-air.md T4). */
  flown: boolean
  spec: ScenarioUnit
}

export interface TurnLeader {
  id: string
  name: string
  side: Side
  region: string
  status: 'map' | 'lost'
  spec: TurnScenarioLeader
}

export interface AirMove {
  units: string[]
  path: string[]
}

/** How an air move went, for the map's arrows and the summary. */
export interface AirRecord {
  units: string[]
  from: string
  /** The regions the stack entered, in order, before it stopped. */
  reached: string[]
  /** Where the planes that went on ended. */
  arrived: string[]
  returned: string[]
  destroyed: string[]
  /** Where the stack ended its flight: its destination, or the region it turned back from. */
  end: string
}

/** An entry of the Battles List. */
export interface ListEntry {
  region: string
  /** The battle region a breakthrough came from, when a breakthrough made this battle (section L). */
  origin: string | null
}

export interface SideRecord {
  units: string[]
  /** Units eliminated, in the battle or its retreat. */
  lost: string[]
  /** Units that routed or panicked (section C, K). */
  routed: string[]
  /** Strength points lost. */
  sp: number
  cards: string[]
  vp: number
}

/** One battle of the Battle Summary window: what it was, who won, what it cost, what moved. */
export interface BattleRecord {
  n: number
  region: string
  origin: string | null
  winner: Side | null
  reason: string
  cancelled: boolean
  rounds: number
  sides: Record<Side, SideRecord>
  retreat: { side: Side; moves: { unit: string; to: string | null }[] } | null
  breakthrough: { region: string; units: string[]; leaders: string[]; battle: boolean } | null
  /** The region changed hands: taken by the attacker. */
  taken: boolean
  bmHistory: GrandState['bmHistory']
  /** Each side's Battle Morale at the end and what it was made of. */
  bm: Record<Side, { value: number; parts: MoralePart[] }>
}

export interface TurnResult extends BattleResult {
  vp: Record<Side, number>
  /** Strength points of land combat units lost over the turn. */
  lost: Record<Side, number>
}

export type TurnPhase = 'air-cards' | 'air' | 'list' | 'battle' | 'over'

export interface TurnState {
  ruleset: 'grand'
  kind: 'turn'
  version: 1
  scenarioId: string
  name: string
  seed: string
  /** The turn's one generator: a battle rolls on it and hands it back (kept equal to the open battle's). */
  dice: DiceState
  phase: TurnPhase
  result: TurnResult | null
  regions: TurnRegion[]
  connections: Connection[]
  sides: Record<Side, TurnSide>
  units: TurnUnit[]
  leaders: TurnLeader[]
  airMoves: AirMove[]
  /** Sides still to answer the air cards question, in order. */
  airQueue: Side[]
  airPlayed: { side: Side; card: string }[]
  air: AirRecord[]
  list: ListEntry[]
  /** The battle open now (section A: resolved one at a time, in the window of a battle). */
  battle: GrandState | null
  battleOrigin: string | null
  records: BattleRecord[]
  /** Strength points of land combat units each side had at the start. */
  startSp: Record<Side, number>
}

export const isTurnState = (s: object): s is TurnState => (s as { kind?: unknown }).kind === 'turn'
