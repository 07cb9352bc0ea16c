import { defaultAnswer, type FormDecision } from '../../../core/form.ts'
import type { Choice } from '../../../core/ruleset.ts'
import { defaultChoice, simulateAxis, type AxisPolicy } from '../simulate.ts'
import type { PhaseState } from './state.ts'
import { advancePhase, battleDone, decidePhase, openBattleOf, phasePending, type PhaseKind } from './steps.ts'

/** How a phase is played through: its own questions, and its battles' (a battle's policy). */
export interface PhasePolicy {
  phase(p: PhaseState, d: FormDecision<PhaseKind>): Choice
  battle: AxisPolicy
}

/** The forms' defaults: the first battle of the list; every eligible unit of a battle into the first area open to it. */
export function defaultPhaseChoice(_p: PhaseState, d: FormDecision<PhaseKind>): Choice {
  const reason = d.kind === 'next-battle' ? 'default policy: the first battle on the list' : 'default policy: every eligible unit into the first area open'
  return { kind: d.kind, answer: defaultAnswer(d.options), reason }
}

export const DEFAULT_PHASE_POLICY: PhasePolicy = { phase: defaultPhaseChoice, battle: defaultChoice }

/**
 * Plays a phase to its end with a policy and no events: each battle on the
 * battle's fast path (simulateAxis), the phase's own steps as they are.
 */
export function simulatePhase(state: PhaseState, policy: PhasePolicy = DEFAULT_PHASE_POLICY, maxSteps = 500): PhaseState {
  let p = state
  for (let i = 0; i < maxSteps; i++) {
    if (p.phase === 'over') return p
    if (p.battle && !battleDone(p)) {
      const b = simulateAxis(openBattleOf(p), policy.battle)
      p = { ...p, battle: b, dice: b.dice }
      continue
    }
    const d = phasePending(p)
    p = d ? decidePhase(p, d.side, policy.phase(p, d), false).state : advancePhase(p, false).state
  }
  throw new Error(`phase ${p.scenarioId} not over after ${maxSteps} steps`)
}
