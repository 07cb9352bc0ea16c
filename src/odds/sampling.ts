import { FastAlea } from '../engine/core/fastAlea.ts'
import type { Side } from '../engine/core/types.ts'
import { winnerPassing } from '../engine/rulesets/grand/kernel.ts'
import type { GrandState } from '../engine/rulesets/grand/state.ts'
import type { Tally } from './interval.ts'

/**
 * Tallies battles `from` to `from + count − 1` of a sampling stream: battle i
 * is `winner` played with one generator seeded `${stream}#${i}`, so any split
 * of a stream between workers gives the same figures as one worker.
 */
export function tallyStream(stream: string, from: number, count: number, winner: (dice: FastAlea) => Side | null): Tally {
  const t: Tally = { attacker: 0, defender: 0, draw: 0, runs: count }
  const dice = new FastAlea({ kind: 'alea', c: 0, s0: 0, s1: 0, s2: 0, rolled: 0 })
  for (let i = from; i < from + count; i++) {
    dice.seed(`${stream}#${i}`)
    const w = winner(dice)
    if (w === 'attacker') t.attacker++
    else if (w === 'defender') t.defender++
    else t.draw++
  }
  return t
}

/** A grand battle's stream from a card-free state: each battle gives the winner simulate(…, noCards) would, through the kernel. */
export function sampleBattles(base: GrandState, stream: string, from: number, count: number): Tally {
  return tallyStream(stream, from, count, (dice) => winnerPassing(base, dice))
}
