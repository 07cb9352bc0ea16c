import type { Dice } from '../../core/dice.ts'
import type { Side } from '../../core/types.ts'
import { step } from './advance.ts'
import { decide, pending } from './decisions.ts'
import { defaultChoice } from './policy.ts'
import type { FgState } from './state.ts'
import { closeWork, openWork, unitsAlive, workWith, type Work } from './work.ts'

/**
 * The default policy played to the end: the same dice, the same end state as
 * asking through pending/decide/advance (simulate.test.ts). The odds, the AI's
 * playouts and the CLI play through it.
 */

/** Answers the pending decisions with the defaults, then plays one click, on the work's dice. */
export function defaultStep(w: Work): void {
  for (let d = pending(w.s); d; d = pending(w.s)) {
    // Decisions roll no die: answered through the public path, on a copy, and taken back.
    w.s = decide(w.s, d.side, defaultChoice(d)).state
  }
  if (w.s.phase !== 'over') step(w)
}

export function playOut(w: Work): void {
  while (w.s.phase !== 'over') defaultStep(w)
}

export function simulateFiregroups(s: FgState): FgState {
  if (s.phase === 'over') return s
  const w = openWork(s, false)
  playOut(w)
  return closeWork(w).state
}

/** The winner of the rest of the battle played by default on the caller's dice; with `left`, each side's units alive at its end. */
export function winnerOn(s: FgState, dice: Dice, left?: Int32Array): Side | null {
  let end = s
  if (s.phase !== 'over') {
    const w = workWith(s, dice)
    playOut(w)
    end = w.s
  }
  if (left) {
    left[0] = unitsAlive(end, 'attacker')
    left[1] = unitsAlive(end, 'defender')
  }
  return end.result?.winner ?? null
}
