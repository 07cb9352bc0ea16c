/// <reference lib="webworker" />
import type { GrandDecision, GrandState } from '../engine/rulesets/grand/index.ts'
import { aiChoice, type AiLevel } from './grandAi.ts'

/** The AI thinks here, off the page's thread: one question, one answer. */
self.onmessage = (e: MessageEvent<{ id: number; state: GrandState; decision: GrandDecision; level: AiLevel }>) => {
  const { id, state, decision, level } = e.data
  ;(self as unknown as Worker).postMessage({ id, choice: aiChoice(state, decision, level) })
}
