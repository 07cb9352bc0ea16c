import { simulate } from '../simulate.ts'
import type { TurnPolicy } from './defaultPolicy.ts'
import type { TurnState } from './state.ts'
import { advanceTurn, battleDone, decideTurn, openBattleOf, turnPending } from './steps.ts'

/**
 * Plays a turn to its end with a policy and no events: each battle on the
 * battle's fast path (simulate.ts, the kernel), which gives the same end
 * state as its stepped engine; the turn's own steps as they are.
 */
export function simulateTurn(state: TurnState, policy: TurnPolicy, maxSteps = 1000): TurnState {
  let t = state
  for (let i = 0; i < maxSteps; i++) {
    if (t.phase === 'over') return t
    if (t.battle && !battleDone(t)) {
      const b = simulate(openBattleOf(t), policy.battle)
      t = { ...t, battle: b, dice: b.dice }
      continue
    }
    const d = turnPending(t)
    t = d ? decideTurn(t, d.side, policy.turn(t, d), false).state : advanceTurn(t, false).state
  }
  throw new Error(`turn ${t.scenarioId} not over after ${maxSteps} steps`)
}
