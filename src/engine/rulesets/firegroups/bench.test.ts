import { describe, expect, it } from 'vitest'
import { fastSeedDice } from '../../core/fastAlea.ts'
import { firegroupsBench } from './bench.ts'
import { engine } from './engine.ts'
import { firegroupsScenarios } from './scenarios.ts'
import { SEED } from './testkit.ts'

describe(`${SEED}: the benchmark loops (npm run bench)`, () => {
  const seeds = Array.from({ length: 30 }, (_, i) => `bench#${i}`)

  for (const sc of firegroupsScenarios()) {
    it(`${sc.id}: the kernel and the end state roll the same dice for every battle (issue 31: fire groups in the bench), as simulate does from the battle's seed`, () => {
      const b = firegroupsBench(sc, seeds)
      expect(b.dieSides).toBe(100)
      for (let i = 0; i < seeds.length; i++) {
        const end = b.endState.play(i)
        expect(b.kernel.play(i)).toBe(end)
        expect(end).toBe(engine.simulate({ ...engine.setup(sc, 'x'), dice: fastSeedDice(seeds[i]!) }).dice.rolled)
        expect(end).toBeGreaterThan(0)
      }
    })
  }
})
