import type { FastAlea } from '../../core/fastAlea.ts'
import { tallyStream } from '../../../odds/sampling.ts'
import type { Tally } from '../../core/ruleset.ts'
import { winnerPassing } from './kernel.ts'
import type { GrandState } from './state.ts'

/** A grand battle's stream from a card-free state: each battle gives the winner simulate(…, noCards) would, through the kernel. */
export function sampleBattles(base: GrandState, stream: string, from: number, count: number): Tally {
  return tallyStream(stream, from, count, (dice: FastAlea) => winnerPassing(base, dice))
}
