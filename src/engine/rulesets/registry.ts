import type { Decision, Parsed, Side, Step, BattleResult } from '../core/types.ts'
import type { AnyEvent, BattleView } from '../core/view.ts'
import { formatEvent } from './grand/describe.ts'
import { grand, type GrandChoice, type GrandEvent, type GrandScenario, type GrandState } from './grand/index.ts'

/**
 * Every rule system behind one door: the store, the window, the CLI and the
 * walkthroughs reach a ruleset only through this, so adding a rule system is
 * one entry here, not a change in each of them.
 */
export type AnyScenario = GrandScenario
export type BattleState = GrandState
export type BattleChoice = GrandChoice
export type BattleEvent = GrandEvent

export type RulesetId = AnyScenario['ruleset']

export interface AnyRuleset {
  id: RulesetId
  /** Shown on the start screen and in the window's title. */
  title: string
  parseScenario(input: unknown): Parsed<AnyScenario>
  setup(scenario: AnyScenario, seed: string): BattleState
  pending(state: BattleState): Decision | null
  decide(state: BattleState, side: Side, choice: BattleChoice): Step<BattleState, BattleEvent>
  advance(state: BattleState): Step<BattleState, BattleEvent>
  result(state: BattleState): BattleResult | null
  view(state: BattleState): BattleView
  /** One log line for an event, in the words of the ruleset. */
  describe(state: BattleState, event: BattleEvent): string
}

const GRAND: AnyRuleset = {
  id: 'grand',
  title: 'Grand battle with Battle Morale',
  parseScenario: grand.parseScenario,
  setup: (sc, seed) => grand.setup(sc, seed),
  pending: (s) => grand.pending(s),
  decide: (s, side, c) => grand.decide(s, side, c),
  advance: (s) => grand.advance(s),
  result: (s) => grand.result(s),
  view: (s) => grand.view(s),
  describe: (s, e) => formatEvent(s, e),
}

export const RULESETS: Readonly<Record<RulesetId, AnyRuleset>> = { grand: GRAND }

export function rulesetIds(): RulesetId[] {
  return Object.keys(RULESETS) as RulesetId[]
}

export function isRulesetId(id: unknown): id is RulesetId {
  return typeof id === 'string' && Object.hasOwn(RULESETS, id)
}

export function rulesetOf(scenario: { ruleset: RulesetId }): AnyRuleset {
  return RULESETS[scenario.ruleset]
}

/** The window's dice and log only need the generic shape of an event. */
export type { AnyEvent }
