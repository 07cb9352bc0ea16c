import { advanceInPlace } from './advance.ts'
import { decideInPlace, pending, type AxisChoice, type AxisDecision } from './decisions.ts'
import type { AxisState } from './state.ts'
import { defaultAnswer } from '../../core/form.ts'
import { closeWork, openWork } from './work.ts'

export type AxisPolicy = (state: AxisState, decision: AxisDecision) => AxisChoice

/** Accepts the form's defaults: order of loss, default aims, stay. */
export function defaultChoice(_state: AxisState, d: AxisDecision): AxisChoice {
  return { kind: d.kind, answer: defaultAnswer(d.options), reason: 'default' }
}

/**
 * Plays a battle to its end with one clone and no events: the loop the odds
 * and the AI use. Gives the same end state as stepping through decide and
 * advance with the same answers.
 */
export function simulateAxis(state: AxisState, policy: AxisPolicy = defaultChoice, maxSteps = 5000): AxisState {
  const w = openWork(state, false)
  w.auto = policy === defaultChoice
  for (let i = 0; i < maxSteps; i++) {
    if (w.s.phase === 'over') return closeWork(w).state
    if (w.s.ask) {
      const d = pending(w.s)!
      decideInPlace(w, d.side, policy(w.s, d))
    } else advanceInPlace(w)
  }
  throw new Error(`battle ${w.s.scenarioId} not over after ${maxSteps} steps`)
}

/**
 * The state with its setup questions (Defensive Air Support, missions)
 * answered at their defaults. No die is rolled before round 1, so the odds
 * and the benchmark do this once per state rather than once per battle.
 */
export function answerSetup(s: AxisState): AxisState {
  if (s.phase !== 'setup') return s
  const w = openWork(s, false)
  w.auto = true
  for (let d = pending(w.s); d && w.s.phase === 'setup'; d = pending(w.s)) decideInPlace(w, d.side, defaultChoice(w.s, d))
  return closeWork(w).state
}
