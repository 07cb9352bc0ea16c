import { FastAlea } from '../engine/core/fastAlea.ts'
import type { Outcomes } from '../engine/core/ruleset.ts'
import type { Side } from '../engine/core/types.ts'
import { addAt, emptyOutcomes } from './outcomes.ts'

/** Where a play callback writes each side's amount left: [attacker, defender]. */
export const LEFT_ATTACKER = 0
export const LEFT_DEFENDER = 1

/**
 * Tallies battles `from` to `from + count − 1` of a sampling stream: battle i
 * is `play` with one generator seeded `${stream}#${i}`, so any split of a
 * stream between workers gives the same figures as one worker. Every rule
 * system's sampling goes through this, so that they all agree on what a
 * stream is. `play` returns the winner and writes the amount each side has
 * left at the end (the rule system's measure) into `left`, one array reused
 * for every battle, so that the loop allocates nothing per battle.
 */
export function tallyStream(stream: string, from: number, count: number, play: (dice: FastAlea, left: Int32Array) => Side | null): Outcomes {
  const t = emptyOutcomes()
  t.runs = count
  const dice = new FastAlea({ kind: 'alea', c: 0, s0: 0, s1: 0, s2: 0, rolled: 0 })
  const left = new Int32Array(2)
  for (let i = from; i < from + count; i++) {
    dice.seed(`${stream}#${i}`)
    // A play that forgets to report would otherwise repeat the last battle's amounts unnoticed.
    left[LEFT_ATTACKER] = -1
    left[LEFT_DEFENDER] = -1
    const w = play(dice, left)
    if (w === 'attacker') t.attacker++
    else if (w === 'defender') t.defender++
    else t.draw++
    const a = left[LEFT_ATTACKER]!
    const d = left[LEFT_DEFENDER]!
    if (a < 0 || d < 0) throw new Error(`${stream}#${i}: the battle did not report what each side has left`)
    addAt(t.left.attacker, a)
    addAt(t.left.defender, d)
  }
  return t
}
