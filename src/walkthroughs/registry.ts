import type { DiceState } from '../engine/core/dice.ts'
import type { Parsed, Ruleset, Side, Step } from '../engine/core/types.ts'
import type { BattleView } from '../engine/core/view.ts'
import { grand } from '../engine/rulesets/grand/index.ts'
import { formatEvent } from '../engine/rulesets/grand/describe.ts'

/**
 * What the walkthrough runner needs of a rule system: the core Ruleset
 * interface and one log line per event. Nothing else, so that a new ruleset
 * plugs in with one line below.
 */
export interface WalkthroughRuleset {
  id: string
  parseScenario(input: unknown): Parsed<unknown>
  setup(scenario: unknown, seed: string): DicedState
  decide(state: DicedState, side: Side, choice: unknown): Step<DicedState, unknown>
  advance(state: DicedState): Step<DicedState, unknown>
  view(state: DicedState): BattleView
  /** One log line for an event, read against the state after the step. */
  describe(state: DicedState, event: unknown): string
}

/** A battle state that keeps its dice in `dice`, as every ruleset here does (core/dice.ts). */
export interface DicedState {
  dice: DiceState
}

/**
 * Erases a ruleset's own types at the one place where the runner meets it:
 * the runner only passes back what the ruleset gave it (states, scenarios),
 * and choices come from validated walkthrough data that the ruleset checks.
 */
function adapt<Sc, St extends DicedState, Ch, Ev>(
  ruleset: Ruleset<Sc, St, Ch, Ev>,
  describe: (state: St, event: Ev) => string,
): WalkthroughRuleset {
  return {
    id: ruleset.id,
    parseScenario: (input) => ruleset.parseScenario(input),
    setup: (scenario, seed) => ruleset.setup(scenario as Sc, seed),
    decide: (state, side, choice) => ruleset.decide(state as St, side, choice as Ch),
    advance: (state) => ruleset.advance(state as St),
    view: (state) => ruleset.view(state as St),
    describe: (state, event) => describe(state as St, event as Ev),
  }
}

/** Rule systems with walkthroughs, keyed by ruleset id (a walkthrough's `ruleset`). */
export const WALKTHROUGH_RULESETS: Readonly<Record<string, WalkthroughRuleset>> = {
  grand: adapt(grand, formatEvent),
}

export function walkthroughRuleset(id: string): WalkthroughRuleset | undefined {
  return Object.hasOwn(WALKTHROUGH_RULESETS, id) ? WALKTHROUGH_RULESETS[id] : undefined
}
