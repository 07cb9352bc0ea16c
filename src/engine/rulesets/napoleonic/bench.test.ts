import { describe, expect, it } from 'vitest'
import { fastSeedDice, FastAlea } from '../../core/fastAlea.ts'
import { napoleonicBench } from './bench.ts'
import { Board } from './board.ts'
import { engine } from './engine.ts'
import { napoleonicScenarios } from './scenarios.ts'
import { simulateNapoleonic } from './simulate.ts'
import { SEED } from './testkit.ts'

describe(`${SEED}: the benchmark loops (npm run bench)`, () => {
  const seeds = Array.from({ length: 30 }, (_, i) => `bench#${i}`)

  for (const sc of napoleonicScenarios()) {
    it(`${sc.id}: the kernel and the end state roll the same dice for every battle, as simulate does from the battle's seed`, () => {
      const b = napoleonicBench(sc, seeds)
      expect(b.dieSides).toBe(6)
      for (let i = 0; i < seeds.length; i++) {
        const kernel = b.kernel.play(i)
        const end = b.endState.play(i)
        expect(kernel).toBe(end)
        // The same battle set up from its own seed rolls as many.
        const s = { ...engine.setup(sc, 'x'), dice: fastSeedDice(seeds[i]!) }
        const full = simulateNapoleonic(s)
        expect(end).toBe(full.dice.rolled)
        expect(end).toBeGreaterThan(0)
      }
      // Played again, the same: nothing is left over from the battle before.
      expect(seeds.map((_, i) => b.kernel.play(i))).toEqual(seeds.map((_, i) => b.endState.play(i)))
    })
  }

  it('the kernel finds simulate\'s winner', () => {
    const sc = napoleonicScenarios()[1]!
    const dice = new FastAlea(fastSeedDice(''))
    for (let i = 0; i < 20; i++) {
      const s = { ...engine.setup(sc, 'x'), dice: fastSeedDice(`w${i}`) }
      const b = new Board(s)
      dice.seed(`w${i}`)
      const w = b.playOut(dice)
      expect(w === 0 ? 'attacker' : w === 1 ? 'defender' : null).toBe(simulateNapoleonic(s).result!.winner)
    }
  })
})
