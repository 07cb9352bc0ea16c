import type { OddsKit } from '../../core/ruleset.ts'
import { exactFromState, sampleFromState } from './oddsSampling.ts'
import { phaseExact, preparePhase, samplePhases, type PreparedPhase } from './phase/odds.ts'
import { isPhaseState, type PhaseState } from './phase/state.ts'
import { answerSetup } from './simulate.ts'
import type { AxisState } from './state.ts'

/**
 * The odds bar's figures for an axis battle, if neither side retreats and
 * casualties go cheapest first: the exact land solver between rounds of a
 * land-only battle, else battles sampled from the state (the kernel between
 * rounds, the engine mid-step). Loaded by the odds workers without the
 * scenario schema or seedrandom (odds.test.ts checks the import graph). A
 * combat phase's: its open battle's, or whole phases sampled (phase/odds.ts).
 */
export const odds: OddsKit<AxisState | PhaseState> = {
  exact(s) {
    if (isPhaseState(s)) return phaseExact(s)
    const o = exactFromState(s)
    return o && { ...o, detail: 'exact: land units only, solved over casualties' }
  },
  // The setup questions answered at their defaults, once per job: no die is rolled before round 1.
  prepare: (s) => (isPhaseState(s) ? { phase: preparePhase(s) } : answerSetup(s)),
  sample(prepared, stream, from, count) {
    const p = prepared as AxisState | { phase: PreparedPhase }
    return 'phase' in p && !('ruleset' in p) ? samplePhases(p.phase, stream, from, count) : sampleFromState(p as AxisState, stream, from, count)
  },
}
