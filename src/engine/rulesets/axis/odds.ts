import type { OddsKit } from '../../core/ruleset.ts'
import { exactFromState, sampleFromState } from './oddsSampling.ts'
import { answerSetup } from './simulate.ts'
import type { AxisState } from './state.ts'

/**
 * The odds bar's figures for an axis battle, if neither side retreats and
 * casualties go cheapest first: the exact land solver between rounds of a
 * land-only battle, else battles sampled from the state (the kernel between
 * rounds, the engine mid-step). Loaded by the odds workers without the
 * scenario schema or seedrandom (odds.test.ts checks the import graph).
 */
export const odds: OddsKit<AxisState> = {
  exact(s) {
    const o = exactFromState(s)
    return o && { ...o, detail: 'exact: land units only, solved over casualties' }
  },
  // The setup questions answered at their defaults, once per job: no die is rolled before round 1.
  prepare: answerSetup,
  sample: (prepared, stream, from, count) => sampleFromState(prepared as AxisState, stream, from, count),
}
