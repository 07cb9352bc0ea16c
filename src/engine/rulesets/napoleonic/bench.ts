import { endStateLoop, kernelLoop } from '../../core/benchLoop.ts'
import type { BenchLoop } from '../../core/ruleset.ts'
import { Board } from './board.ts'
import type { NapScenario } from './scenario.ts'
import { buildState } from './setup.ts'
import { simulateNapoleonic } from './simulate.ts'

/**
 * The napoleonic benchmark loops for `npm run bench` (RulesetEngine.bench):
 * the kernel, the default order of attacks played to the end on the board
 * (board.ts: typed arrays, one board copied back per battle, no state, no
 * event), and simulate() with the default policy to the whole end state. Both
 * play battle i on dice seeded seeds[i], roll the same dice in the same order
 * (bench.test.ts) and return how many they rolled: d6 for the table, numbers
 * from 1 to 9 for morale tests.
 */
export function napoleonicBench(sc: NapScenario, seeds: readonly string[]): { dieSides: number; kernel: BenchLoop; endState: BenchLoop } {
  const base = buildState(sc, 'bench')
  const start = new Board(base)
  const board = new Board(base)
  return {
    dieSides: 6,
    kernel: kernelLoop(seeds, (dice) => {
      board.copyFrom(start)
      return board.playOut(dice)
    }),
    endState: endStateLoop(seeds, base, simulateNapoleonic),
  }
}
