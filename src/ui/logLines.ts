import type { ShotEvent } from '../engine/core/view.ts'
import { rulesetOf, type AnyScenario, type BattleEvent, type BattleState } from '../engine/rulesets/registry.ts'
import type { LogLine } from './BattleLog.tsx'

/** The log's lines for a battle's events, worded by its ruleset. */
export function logLines(scenario: AnyScenario, state: BattleState, events: readonly BattleEvent[]): LogLine[] {
  const rs = rulesetOf(scenario)
  return events.map((e) => ({
    text: rs.describe(state, e),
    cls: `log-${e.t}${e.t === 'shot' ? ((e as ShotEvent).hit ? ' hit' : ' miss') : ''}`,
  }))
}
