import { endStateLoop, kernelLoop } from '../../core/benchLoop.ts'
import type { BenchLoop } from '../../core/ruleset.ts'
import type { KoreaScenario } from './scenario.ts'
import { buildState } from './setup.ts'
import { simulateKorea, winnerOn } from './simulate.ts'

/**
 * The korea benchmark loops for `npm run bench` (RulesetEngine.bench): the
 * kernel is the sampling loop's play (winnerOn: the default answers on the
 * caller's dice, no form, no event, no state handed back), the end state is
 * simulate(). Both play battle i on dice seeded seeds[i] and roll the same
 * dice (bench.test.ts): two d6 a combat and a d6 for each chip.
 */
export function koreaBench(sc: KoreaScenario, seeds: readonly string[]): { dieSides: number; kernel: BenchLoop; endState: BenchLoop } {
  const base = buildState(sc, 'bench')
  return {
    dieSides: 6,
    kernel: kernelLoop(seeds, (dice) => winnerOn(base, dice)),
    endState: endStateLoop(seeds, base, simulateKorea),
  }
}
