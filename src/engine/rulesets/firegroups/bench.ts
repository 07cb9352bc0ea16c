import { endStateLoop, kernelLoop } from '../../core/benchLoop.ts'
import type { BenchLoop } from '../../core/ruleset.ts'
import type { FgScenario } from './scenario.ts'
import { buildState } from './setup.ts'
import { simulateFiregroups, winnerOn } from './simulate.ts'

/**
 * The fire-group benchmark loops for `npm run bench` (RulesetEngine.bench,
 * issue 31): the kernel is the sampling loop's play (winnerOn: the default
 * orders on the caller's dice, no form, no event), the end state is
 * simulate(). Both play battle i on dice seeded seeds[i]; the floor rolls
 * percentile dice (seed 002's to-hit chances are percentages).
 */
export function firegroupsBench(sc: FgScenario, seeds: readonly string[]): { dieSides: number; kernel: BenchLoop; endState: BenchLoop } {
  const base = buildState(sc, 'bench')
  return {
    dieSides: 100,
    kernel: kernelLoop(seeds, (dice) => winnerOn(base, dice)),
    endState: endStateLoop(seeds, base, simulateFiregroups),
  }
}
