import { RuleError } from '../../core/types.ts'
import type { KoreaEvent } from './events.ts'
import { rollCombat } from './resolve.ts'
import type { KoreaState } from './state.ts'
import { closeWork, openWork } from './work.ts'

/** Launch: the dice of the combat whose leads are named. */
export function advance(s: KoreaState): { state: KoreaState; events: KoreaEvent[] } {
  if (s.phase === 'over') throw new RuleError('the battle is over')
  if (s.now?.step !== 'roll') throw new RuleError('a decision is pending: answer it first')
  const w = openWork(s)
  rollCombat(w)
  return closeWork(w)
}
