import { RuleError } from '../../core/types.ts'
import { pending } from './decisions.ts'
import type { NapEvent } from './events.ts'
import { nextPhase } from './phases.ts'
import type { NapState } from './state.ts'
import { closeWork, openWork } from './work.ts'

/**
 * One click of Launch: the phase under way ends (the phasing player ended
 * it, or has no attack left) and the other player's begins, or the battle
 * ends after the last phase. It resolves nothing: attacks are resolved when
 * declared, so while a declaration is pending it is refused.
 */
export function advance(s: NapState): { state: NapState; events: NapEvent[] } {
  if (s.phase === 'over') throw new RuleError('the battle is over')
  if (pending(s)) throw new RuleError(`${s.sides[s.phasing].name} declares an attack or ends the phase first`)
  const w = openWork(s)
  nextPhase(w, s.ended ? 'ended' : 'no attack left')
  return closeWork(w)
}
