import { describe, expect, it } from 'vitest'
import { FastAlea } from '../../core/fastAlea.ts'
import { seedDice } from '../../core/seedDice.ts'
import { engine } from './engine.ts'
import { koreaScenarios } from './scenarios.ts'
import { simulateKorea, winnerOn } from './simulate.ts'
import type { KoreaState } from './state.ts'
import { SEED } from './testkit.ts'

/** The battle stepped through pending / decide / advance with the default policy: what simulate must reproduce. */
function stepped(s: KoreaState): KoreaState {
  for (let i = 0; i < 1000 && !s.result; i++) {
    const d = engine.pending(s)
    s = (d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)).state
  }
  return s
}

/** A few steps in under the random policy: a position the default would not reach. */
function midway(s: KoreaState, seed: string, steps: number): KoreaState {
  const random = engine.policies.random(seed)
  for (let k = 0; k < steps && !s.result; k++) {
    const d = engine.pending(s)
    s = (d ? engine.decide(s, d.side, random(s, d)) : engine.advance(s)).state
  }
  return s
}

describe(`${SEED}: simulate plays the default answers without forms`, () => {
  for (const sc of koreaScenarios()) {
    it(`${sc.id}: the same end state as asking through the forms, from the start and from mid-battle, 10 seeds`, () => {
      for (let i = 0; i < 10; i++) {
        const start = engine.setup(sc, `sim-${i}`)
        expect(simulateKorea(start)).toEqual(stepped(start))
        const mid = midway(start, `mid-${i}`, 2 + i)
        expect(simulateKorea(mid)).toEqual(stepped(mid))
      }
    })

    it(`${sc.id}: the sampling loop (winnerOn) gives the winner and each side's VP of the stepped end state, 20 seeds`, () => {
      const dice = new FastAlea(seedDice('x'))
      const left = new Int32Array(2)
      for (let i = 0; i < 20; i++) {
        const start = i % 2 ? midway(engine.setup(sc, `w-${i}`), `m-${i}`, i % 5) : engine.setup(sc, `w-${i}`)
        dice.seed(`stream#${i}`)
        const winner = winnerOn(start, dice, left)
        const end = stepped({ ...start, dice: seedDice(`stream#${i}`) })
        expect(winner).toBe(end.result!.winner)
        expect([...left]).toEqual([end.sides.attacker.vp, end.sides.defender.vp])
        expect(engine.measure(end).now).toEqual({ attacker: left[0], defender: left[1] })
      }
    })
  }
})
