import type { BattleView } from './view.ts'

/** Ruleset-agnostic vocabulary shared by every rule system, the store, the AI and the odds. */

export type Side = 'attacker' | 'defender'
export const SIDES: readonly Side[] = ['attacker', 'defender']

export function otherSide(side: Side): Side {
  return side === 'attacker' ? 'defender' : 'attacker'
}

/** A choice the engine needs before it can go on, with the legal options. */
export interface Decision<Kind extends string = string, Options = unknown> {
  side: Side
  kind: Kind
  /** One line a panel can show: what is being asked. */
  prompt: string
  options: Options
}

export interface BattleResult {
  /** null when the battle was cancelled or no side could win it. */
  winner: Side | null
  reason: string
}

/** What decide and advance return: the new state and what happened, in order. */
export interface Step<State, Event> {
  state: State
  events: Event[]
}

export interface ParseOk<T> {
  ok: true
  value: T
}
export interface ParseError {
  ok: false
  /** Each names the field (a dotted path) and why it is wrong. */
  errors: string[]
}
export type Parsed<T> = ParseOk<T> | ParseError

/**
 * The contract every rule system implements. Public functions are pure; a
 * ruleset may mutate a private copy inside one call.
 */
export interface Ruleset<Scenario, State, Choice, Event, Pending extends Decision = Decision> {
  id: string
  parseScenario(input: unknown): Parsed<Scenario>
  setup(scenario: Scenario, seed: string): State
  pending(state: State): Pending | null
  decide(state: State, side: Side, choice: Choice): Step<State, Event>
  /** Exactly one round: one click of the window. */
  advance(state: State): Step<State, Event>
  result(state: State): BattleResult | null
  /** Everything the battle window draws, nothing it computes. */
  view(state: State): BattleView
}

export class RuleError extends Error {}
