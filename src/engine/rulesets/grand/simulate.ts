import { advanceInPlace } from './advance.ts'
import { decideInPlace, pending, type GrandChoice, type GrandDecision } from './decisions.ts'
import { refreshMoraleParts } from './morale.ts'
import type { GrandState } from './state.ts'
import { closeWork, openWork } from './work.ts'

export type GrandPolicy = (state: GrandState, decision: GrandDecision) => GrandChoice

/**
 * Plays a battle to its end with one clone and no events: the loop the odds,
 * the AI and the CLI's --runs use. Gives the same end state as stepping
 * through decide and advance.
 */
export function simulate(state: GrandState, policy: GrandPolicy, maxSteps = 500): GrandState {
  const w = openWork(state, false)
  for (let i = 0; i < maxSteps; i++) {
    // The prompt and options are only built when a decision is due.
    const d = w.s.queue.length ? pending(w.s) : null
    if (d) decideInPlace(w, d.side, policy(w.s, d))
    else if (w.s.phase === 'over') {
      refreshMoraleParts(w.s)
      return closeWork(w).state
    }
    else advanceInPlace(w)
  }
  throw new Error(`battle ${w.s.scenarioId} not over after ${maxSteps} steps`)
}
