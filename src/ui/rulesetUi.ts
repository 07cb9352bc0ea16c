import { lazy, type ComponentType } from 'react'
import { isRulesetId, type BattleState, type RulesetId } from '../engine/rulesets/registry.ts'
import type { Session } from '../store/session.ts'

/**
 * The rule systems' own window parts, one line each, loaded when first shown
 * (React stays out of the engine's registry, which workers load). A rule
 * system without a line uses the generic window only.
 */
export interface RulesetUi {
  /** The summary's section of the rule system's own record (Battle Morale round by round …). */
  Summary?: ComponentType<{ session: Session; state: BattleState }>
}

const UIS: Readonly<Partial<Record<RulesetId, RulesetUi>>> = {
  grand: { Summary: lazy(() => import('../engine/rulesets/grand/ui/GrandRecord.tsx')) },
}

export function uiOf(ruleset: string): RulesetUi {
  return (isRulesetId(ruleset) && UIS[ruleset]) || {}
}
