import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import { napoleonicScenarios } from './scenarios.ts'
import { FastAlea } from '../../core/fastAlea.ts'
import { seedDice } from '../../core/seedDice.ts'
import { simulateNapoleonic, winnerOn } from './simulate.ts'
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

  for (const sc of napoleonicScenarios()) {
    it(`${sc.id}: the sampling loop (winnerOn) reports the winner and the strength left of the stepped end state (engine.measure), 24 seeds from the start and mid-battle`, () => {
      const dice = new FastAlea(seedDice('x'))
      const left = new Int32Array(2)
      const start = engine.setup(sc, 'left')
      let mid = start
      for (let k = 0; k < 4 && !mid.result; k++) {
        const d = engine.pending(mid)
        mid = (d ? engine.decide(mid, d.side, engine.policies.default(mid, d)) : engine.advance(mid)).state
      }
      for (const s of [start, mid]) {
        for (let i = 0; i < 12; i++) {
          const seed = `left#${i}`
          const end = stepped({ ...s, dice: seedDice(seed) })
          dice.seed(seed)
          left.fill(-1)
          expect(winnerOn(s, dice, left)).toBe(end.result?.winner ?? null)
          const { now } = engine.measure(end)
          expect([left[0], left[1]], `${seed}`).toEqual([now.attacker, now.defender])
        }
      }
    })
  }

  it('an ended battle is returned as it is', () => {
    const end = simulateNapoleonic(engine.setup(napoleonicScenarios()[0]!, 'x'))
    expect(simulateNapoleonic(end)).toBe(end)
  })
})
