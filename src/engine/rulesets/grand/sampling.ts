import { tallyStream } from '../../../odds/sampling.ts'
import type { Outcomes } from '../../core/ruleset.ts'
import { winnerPassing } from './kernel.ts'
import type { GrandState } from './state.ts'

/**
 * A grand battle's stream from a card-free state: each battle gives the winner
 * and the strength points left that simulate(…, noCards) would, through the kernel.
 */
export function sampleBattles(base: GrandState, stream: string, from: number, count: number): Outcomes {
  return tallyStream(stream, from, count, (dice, left) => winnerPassing(base, dice, left))
}
