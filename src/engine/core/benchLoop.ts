import { FastAlea, fastSeedDice } from './fastAlea.ts'
import type { BaseState, BenchLoop } from './ruleset.ts'

/**
 * The bench's kernel loop for any rule system: battle i plays `winner` on one
 * generator seeded seeds[i] and reports the dice it rolled. The winner is
 * kept, so that the loop cannot be optimised away.
 */
export function kernelLoop(seeds: readonly string[], winner: (dice: FastAlea) => unknown): BenchLoop {
  const dice = new FastAlea(fastSeedDice(''))
  let sink = 0
  return {
    play(i) {
      dice.seed(seeds[i]!)
      if (winner(dice) === 'attacker') sink++
      return dice.rolled + (sink < 0 ? 1 : 0)
    },
  }
}

/** The bench's end-state loop: the full engine from `base` to its end, on dice seeded seeds[i]. */
export function endStateLoop<St extends BaseState>(seeds: readonly string[], base: St, play: (start: St) => St): BenchLoop {
  return { play: (i) => play({ ...base, dice: fastSeedDice(seeds[i]!) }).dice.rolled }
}
