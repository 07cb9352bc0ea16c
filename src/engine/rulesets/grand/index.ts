import type { Ruleset } from '../../core/types.ts'
import { advance } from './advance.ts'
import { decide, pending, type GrandChoice, type GrandDecision } from './decisions.ts'
import type { GrandEvent } from './events.ts'
import { parseGrandScenario, type GrandScenario } from './scenario.ts'
import { buildState } from './setup.ts'
import type { GrandResult, GrandState } from './state.ts'
import { view } from './view.ts'

export type { GrandChoice, GrandDecision } from './decisions.ts'
export { simulate, type GrandPolicy } from './simulate.ts'
export type { GrandEvent } from './events.ts'
export type { GrandScenario } from './scenario.ts'
export type { GrandResult, GrandState, Unit } from './state.ts'

/** The grand battle with Battle Morale (seed 000). */
export const grand: Ruleset<GrandScenario, GrandState, GrandChoice, GrandEvent, GrandDecision> & {
  result(state: GrandState): GrandResult | null
} = {
  id: 'grand',
  parseScenario: parseGrandScenario,
  setup: buildState,
  pending,
  decide,
  advance,
  result: (state) => state.result,
  view,
}
