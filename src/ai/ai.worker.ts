/// <reference lib="webworker" />
import type { AiLevel } from '../engine/core/ruleset.ts'
import type { FormDecision } from '../engine/core/form.ts'
import { engineOf, loadRulesets, type BattleState, type RulesetId } from '../engine/rulesets/registry.ts'

/**
 * The AI thinks here, off the page's thread: one question, one answer. Only
 * the engine of the battle's rule system is loaded, on its first question.
 */
self.onmessage = async (e: MessageEvent<{ id: number; ruleset: RulesetId; state: BattleState; decision: FormDecision; level: AiLevel }>) => {
  const { id, ruleset, state, decision, level } = e.data
  const post = (m: object) => (self as unknown as Worker).postMessage({ id, ...m })
  try {
    await loadRulesets([ruleset])
    post({ choice: engineOf(ruleset).ai(state, decision, level) })
  } catch (err) {
    post({ error: (err as Error).message })
  }
}
