import { openDice } from '../../core/dice.ts'
import { decideInPlace, pending, type GrandChoice, type GrandDecision } from './decisions.ts'
import { kernelFor } from './kernel.ts'
import { refreshMoraleParts } from './morale.ts'
import type { GrandState, Unit } from './state.ts'
import { cloneState, closeWork, type Work } from './work.ts'

export type GrandPolicy = (state: GrandState, decision: GrandDecision) => GrandChoice

/**
 * Plays a battle to its end with one clone and no events: the loop the odds,
 * the AI and the CLI's --runs use. Gives the same end state as stepping
 * through decide and advance: decisions go through decide's own code, the
 * fire rounds through the typed-array kernel (kernel.ts), which hands the
 * state back whenever a decision is due or the battle ends.
 */
export function simulate(state: GrandState, policy: GrandPolicy, maxSteps = 500): GrandState {
  const s = cloneState(state)
  const w: Work = { s, dice: openDice(s.dice), ev: null }
  const k = kernelFor(state)
  // Where the kernel finds the units: until its first round they are the input's
  // (decisions before then only play cards), afterwards as it stored them, since
  // the only decisions that move units (a retreat, a breakthrough) end the battle.
  let units: 'held' | readonly Unit[] = state.units
  for (let i = 0; i < maxSteps; i++) {
    if (s.queue.length) {
      // The prompt and options are only built when a decision is due.
      const d = pending(s)!
      decideInPlace(w, d.side, policy(s, d))
    } else if (s.phase === 'over') {
      refreshMoraleParts(s)
      return closeWork(w).state
    } else {
      k.load(s, units)
      units = 'held'
      k.history = s.bmHistory
      const over = k.run(w.dice, true)
      k.history = null
      k.store(s)
      if (over) k.finishState(w)
      else s.queue = k.planNext(s)
    }
  }
  throw new Error(`battle ${s.scenarioId} not over after ${maxSteps} steps`)
}
