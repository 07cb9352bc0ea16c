/// <reference lib="webworker" />
import type { Decision } from '../engine/core/types.ts'
import type { BattleState, RulesetId } from '../engine/rulesets/registry.ts'
import { aiChoiceFor } from './rulesetPolicies.ts'
import type { AiLevel } from './grandAi.ts'

/** The AI thinks here, off the page's thread: one question, one answer. */
self.onmessage = (e: MessageEvent<{ id: number; ruleset: RulesetId; state: BattleState; decision: Decision; level: AiLevel }>) => {
  const { id, ruleset, state, decision, level } = e.data
  const post = (m: object) => (self as unknown as Worker).postMessage({ id, ...m })
  try {
    post({ choice: aiChoiceFor(ruleset, state, decision, level) })
  } catch (err) {
    post({ error: (err as Error).message })
  }
}
