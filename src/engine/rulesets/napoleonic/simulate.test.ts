import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import { napoleonicScenarios } from './scenarios.ts'
import { simulateNapoleonic } from './simulate.ts'
import { SEED } from './testkit.ts'
import type { NapState } from './state.ts'

/** The battle stepped through pending / decide / advance with the default policy: what simulate must reproduce. */
function stepped(s: NapState, maxSteps = 10_000): NapState {
  for (let i = 0; i < maxSteps && !s.result; i++) {
    const d = engine.pending(s)
    s = (d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)).state
  }
  return s
}

describe(`${SEED}: simulate plays the default policy without forms`, () => {
  for (const sc of napoleonicScenarios()) {
    it(`${sc.id}: the same end state as asking through the forms, from the start and from mid-battle, 8 seeds`, () => {
      for (let i = 0; i < 8; i++) {
        const start = engine.setup(sc, `sim-${i}`)
        expect(simulateNapoleonic(start)).toEqual(stepped(start))
        // From a few steps in, under the random policy (a position the default would not reach).
        let mid = start
        const random = engine.policies.random(`mid-${i}`)
        for (let k = 0; k < 3 + i && !mid.result; k++) {
          const d = engine.pending(mid)
          mid = (d ? engine.decide(mid, d.side, random(mid, d)) : engine.advance(mid)).state
        }
        expect(simulateNapoleonic(mid)).toEqual(stepped(mid))
      }
    })
  }

  it('an ended battle is returned as it is', () => {
    const end = simulateNapoleonic(engine.setup(napoleonicScenarios()[0]!, 'x'))
    expect(simulateNapoleonic(end)).toBe(end)
  })
})
