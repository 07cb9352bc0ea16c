import { seedDice } from '../engine/core/dice.ts'
import { simulate, type GrandState } from '../engine/rulesets/grand/index.ts'
import type { Tally } from './interval.ts'
import { noCards } from './withoutCards.ts'

/**
 * Plays battles `from` to `from + count − 1` of a sampling stream from a
 * card-free state; battle i uses seed `${stream}#${i}`, so any split of a
 * stream between workers gives the same figures as one worker.
 */
export function sampleBattles(base: GrandState, stream: string, from: number, count: number): Tally {
  const t: Tally = { attacker: 0, defender: 0, draw: 0, runs: count }
  for (let i = from; i < from + count; i++) {
    const w = simulate({ ...base, dice: seedDice(`${stream}#${i}`) }, noCards).result!.winner
    if (w === 'attacker') t.attacker++
    else if (w === 'defender') t.defender++
    else t.draw++
  }
  return t
}
