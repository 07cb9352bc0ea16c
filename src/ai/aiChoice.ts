import type { Decision } from '../engine/core/types.ts'
import type { GrandDecision, GrandState } from '../engine/rulesets/grand/index.ts'
import type { BattleChoice, BattleState, RulesetId } from '../engine/rulesets/registry.ts'
import { aiChoice as grandChoice, type AiLevel } from './grandAi.ts'

/** The AI of each rule system behind one call: what the worker runs. */
export function aiChoiceFor(ruleset: RulesetId, state: BattleState, decision: Decision, level: AiLevel): BattleChoice {
  switch (ruleset) {
    case 'grand':
      return grandChoice(state as GrandState, decision as GrandDecision, level)
  }
}
