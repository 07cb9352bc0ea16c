import { FastAlea } from '../engine/core/fastAlea.ts'
import type { Tally } from '../engine/core/ruleset.ts'
import type { Side } from '../engine/core/types.ts'

/**
 * Tallies battles `from` to `from + count − 1` of a sampling stream: battle i
 * is `winner` played with one generator seeded `${stream}#${i}`, so any split
 * of a stream between workers gives the same figures as one worker. Every
 * rule system's sampling goes through this, so that they all agree on what a
 * stream is.
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
