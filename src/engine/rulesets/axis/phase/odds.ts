import type { ExactOutcomes, Outcomes } from '../../../core/ruleset.ts'
import { tallyStream } from '../../../../odds/sampling.ts'
import { exactFromState, sampleFromState } from '../oddsSampling.ts'
import { answerSetup } from '../simulate.ts'
import type { AxisState } from '../state.ts'
import { unitsLeft } from '../work.ts'
import { closePhaseBattle } from './battle.ts'
import { openPhaseWork, unitsOnMap } from './rules.ts'
import { simulatePhase } from './simulate.ts'
import type { PhaseState } from './state.ts'

/**
 * The odds of a phase: while a battle is fought, that battle's (as any
 * battle's bar); between battles, whole phases played out by the default
 * policy, each telling the phase's winner and each side's units left on
 * the map.
 */
export type PreparedPhase = { battle: AxisState } | { phase: PhaseState }

/** A battle is being fought (not yet over): the bar, the forecast and the measure are that battle's. */
export const battleLive = (p: PhaseState): boolean => p.battle !== null && p.battle.phase !== 'over'

export function phaseExact(p: PhaseState): ExactOutcomes | null {
  if (!battleLive(p)) return null
  const o = exactFromState(p.battle!)
  return o && { ...o, detail: 'this battle, exact: land units only, solved over casualties' }
}

export function preparePhase(p: PhaseState): PreparedPhase {
  return battleLive(p) ? { battle: answerSetup({ ...p.battle!, dice: p.dice }) } : { phase: p }
}

export function samplePhases(prepared: PreparedPhase, stream: string, from: number, count: number): Outcomes {
  if ('battle' in prepared) return sampleFromState(prepared.battle, stream, from, count)
  const base = prepared.phase
  return tallyStream(stream, from, count, (dice, left) => {
    const end = simulatePhase({ ...base, dice: dice.save() })
    left[0] = unitsOnMap(end, 'attacker')
    left[1] = unitsOnMap(end, 'defender')
    return end.result!.winner
  })
}

/** Units in the battle being fought; between battles, each side's units on the map. */
export function phaseMeasure(p: PhaseState): { unit: string; name: string; now: { attacker: number; defender: number } } {
  if (battleLive(p)) {
    const b = answerSetup(p.battle!)
    return { unit: 'units', name: 'units left in this battle', now: { attacker: unitsLeft(b, 'attacker'), defender: unitsLeft(b, 'defender') } }
  }
  // A battle over and not yet closed: counted as its end leaves the map (closing rolls no die).
  let s = p
  if (p.battle) {
    const w = openPhaseWork(p, false)
    closePhaseBattle(w)
    s = w.p
  }
  return { unit: 'units', name: 'units on the map', now: { attacker: unitsOnMap(s, 'attacker'), defender: unitsOnMap(s, 'defender') } }
}
