import type { BattleResult, Ruleset } from '../../core/types.ts'
import { advance } from './advance.ts'
import { decide, pending, type AxisChoice, type AxisDecision } from './decisions.ts'
import { formatEvent } from './describe.ts'
import type { AxisEvent } from './events.ts'
import { parseAxisScenario, type AxisScenario } from './scenario.ts'
import { buildState } from './setup.ts'
import type { AxisState } from './state.ts'
import { view } from './view.ts'

export type { AxisChoice, AxisDecision, AxisKind } from './decisions.ts'
export type { AxisEvent } from './events.ts'
export type { AxisScenario } from './scenario.ts'
export type { AxisResult, AxisState, Unit as AxisUnit } from './state.ts'
export { simulateAxis, defaultChoice, answerSetup, type AxisPolicy } from './simulate.ts'
export { formatEvent } from './describe.ts'

/** Axis & Allies battles with the air, artillery and fortification rules of seed 003. */
export const axis: Ruleset<AxisScenario, AxisState, AxisChoice, AxisEvent, AxisDecision> & {
  result(state: AxisState): BattleResult | null
  describe(event: AxisEvent): string
} = {
  id: 'axis',
  parseScenario: parseAxisScenario,
  setup: buildState,
  pending,
  decide,
  advance,
  result: (state) => state.result,
  view,
  describe: (event) => formatEvent(null, event),
}
