import type { Dice } from '../../core/dice.ts'
import type { Side } from '../../core/types.ts'
import { legalAttacks } from './combat.ts'
import { nextPhase } from './phases.ts'
import { defaultAttack } from './policy.ts'
import { resolveAttack } from './resolve.ts'
import type { NapState } from './state.ts'
import { closeWork, openWork, strengthLeft, workWith, type Work } from './work.ts'

/**
 * The default policy without its forms: the same attacks in the same order,
 * the same dice, the same end state as asking through pending/decide/advance
 * (simulate.test.ts), without building a form or an event. The odds and the
 * AI play through it.
 */

/** One step of the default play: an attack, the end of the phase declared, or the next phase. */
export function defaultStep(w: Work): void {
  const s = w.s
  if (!s.ended && legalAttacks(s, w.g).length) {
    const best = defaultAttack(s, w.g)
    if (best) resolveAttack(w, best.a, best.d)
    else s.ended = true
    return
  }
  nextPhase(w, s.ended ? 'ended' : 'no attack left')
}

export function playOut(w: Work): void {
  while (w.s.phase !== 'over') defaultStep(w)
}

export function simulateNapoleonic(s: NapState): NapState {
  if (s.phase === 'over') return s
  const w = openWork(s, false)
  playOut(w)
  return closeWork(w).state
}

/**
 * The winner of the rest of the battle played by default on the caller's dice
 * (sampling); with `left`, also each side's strength points left on the field
 * at its end (strengthLeft), as [attacker, defender].
 */
export function winnerOn(s: NapState, dice: Dice, left?: Int32Array): Side | null {
  let end = s
  if (s.phase !== 'over') {
    const w = workWith(s, dice)
    playOut(w)
    end = w.s
  }
  if (left) {
    left[0] = strengthLeft(end, 'attacker')
    left[1] = strengthLeft(end, 'defender')
  }
  return end.result?.winner ?? null
}
