import { seedDice } from '../../core/seedDice.ts'
import { startBattle } from './battleStart.ts'
import type { AxisScenario } from './scenario.ts'
import type { AxisState } from './state.ts'

/** A battle before its first round, on a generator seeded from its seed. */
export function buildState(sc: AxisScenario, seed: string): AxisState {
  return startBattle(sc, seed, seedDice(seed))
}
