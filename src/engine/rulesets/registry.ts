import type { BattleResult, Decision, Parsed, Ruleset, Side, Step } from '../core/types.ts'
import type { AnyEvent, BattleView } from '../core/view.ts'
import { axis, formatEvent as formatAxisEvent, type AxisChoice, type AxisEvent, type AxisScenario, type AxisState } from './axis/index.ts'
import { formatEvent } from './grand/describe.ts'
import { grand, type GrandChoice, type GrandEvent, type GrandScenario, type GrandState } from './grand/index.ts'

/**
 * Every rule system behind one door: the store, the window, the CLI and the
 * walkthroughs reach a ruleset only through this, so adding a rule system is
 * one entry here, not a change in each of them.
 */
export type AnyScenario = GrandScenario | AxisScenario
export type BattleState = GrandState | AxisState
export type BattleChoice = GrandChoice | AxisChoice
export type BattleEvent = GrandEvent | AxisEvent

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

/**
 * Wraps one ruleset for the registry: the shared types are narrowed to its
 * own, since the registry hands a ruleset only states, choices and events it
 * made itself.
 */
function entry<Sc extends AnyScenario, St extends BattleState, Ch extends BattleChoice, Ev extends BattleEvent>(
  rs: Ruleset<Sc, St, Ch, Ev, Decision>,
  title: string,
  describe: (s: St, e: Ev) => string,
): AnyRuleset {
  return {
    id: rs.id as RulesetId,
    title,
    parseScenario: rs.parseScenario,
    setup: (sc, seed) => rs.setup(sc as Sc, seed),
    pending: (s) => rs.pending(s as St),
    decide: (s, side, c) => rs.decide(s as St, side, c as Ch),
    advance: (s) => rs.advance(s as St),
    result: (s) => rs.result(s as St),
    view: (s) => rs.view(s as St),
    describe: (s, e) => describe(s as St, e as Ev),
  }
}

export const RULESETS: Readonly<Record<RulesetId, AnyRuleset>> = {
  grand: entry(grand, 'Grand battle with Battle Morale', formatEvent),
  axis: entry(axis, 'Axis & Allies with AirCap and TacAir', formatAxisEvent),
}

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
