import { RuleError } from '../../core/types.ts'
import type { FgEvent } from './events.ts'
import { pending } from './decisions.ts'
import type { FgState } from './state.ts'
import { playFire, playMove, playRanged } from './turns.ts'
import { closeWork, openWork, type Work } from './work.ts'

/** One click: the phase's movement, one fire group, or the ranged fire. */
export function step(w: Work): void {
  const before = w.shots
  if (w.s.step === 'move') playMove(w)
  else if (w.s.step === 'fire') playFire(w)
  else playRanged(w)
  if (w.shots > before) w.s.volleys++
}

export function advance(s: FgState): { state: FgState; events: FgEvent[] } {
  if (s.phase === 'over') throw new RuleError('the battle is over')
  if (pending(s)) throw new RuleError('a decision is pending')
  const w = openWork(s)
  step(w)
  return closeWork(w)
}
