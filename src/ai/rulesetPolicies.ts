import type { Decision } from '../engine/core/types.ts'
import { axis, defaultChoice as axisDefault, simulateAxis, type AxisDecision, type AxisState } from '../engine/rulesets/axis/index.ts'
import { grand, simulate, type GrandDecision, type GrandState } from '../engine/rulesets/grand/index.ts'
import type { AnyScenario, BattleChoice, BattleState, RulesetId } from '../engine/rulesets/registry.ts'
import { defaultChoice as grandDefault } from './defaultPolicy.ts'
import { chooseAxis } from './axisAi.ts'
import { aiChoice as grandChoice, type AiLevel } from './grandAi.ts'

/** Each rule system's default answer (the book's choice, e.g. cheapest casualties first): the CLI's and the odds' policy. */
export function defaultChoiceFor(ruleset: RulesetId, state: BattleState, decision: Decision): BattleChoice {
  switch (ruleset) {
    case 'grand':
      return grandDefault(state as GrandState, decision as GrandDecision)
    case 'axis':
      return axisDefault(state as AxisState, decision as AxisDecision)
  }
}

/** One battle played to its end by the default policy on the fast path, from a scenario and a seed. */
export function simulateFor(scenario: AnyScenario, seed: string): BattleState {
  switch (scenario.ruleset) {
    case 'grand':
      return simulate(grand.setup(scenario, seed), grandDefault)
    case 'axis':
      return simulateAxis(axis.setup(scenario, seed))
  }
}

/** The AI of each rule system behind one call: what the worker runs. */
export function aiChoiceFor(ruleset: RulesetId, state: BattleState, decision: Decision, level: AiLevel): BattleChoice {
  switch (ruleset) {
    case 'grand':
      return grandChoice(state as GrandState, decision as GrandDecision, level)
    case 'axis': {
      const { choice, reason } = chooseAxis(state as AxisState, decision as AxisDecision, level)
      return { ...choice, reason }
    }
  }
}
