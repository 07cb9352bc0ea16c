import { describe, expect, it } from 'vitest'
import { FastAlea } from '../../core/fastAlea.ts'
import { seedDice } from '../../core/seedDice.ts'
import { engine } from './engine.ts'
import { exactBattle } from './exact.ts'
import { odds } from './odds.ts'
import { firegroupsScenarios } from './scenarios.ts'
import { simulateFiregroups, winnerOn } from './simulate.ts'
import type { FgState } from './state.ts'
import { battle, SEED } from './testkit.ts'
import { unitsAlive } from './work.ts'

/** The battle stepped through pending / decide / advance with the default policy: what the fast paths must reproduce. */
function stepped(s: FgState): FgState {
  for (let i = 0; i < 10_000 && !s.result; i++) {
    const d = engine.pending(s)
    s = (d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)).state
  }
  return s
}

describe(`${SEED}: the fast paths agree with the stepped engine`, () => {
  for (const sc of firegroupsScenarios()) {
    it(`${sc.id}: simulate and the sampling loop give the stepped end state, battle by battle, from the start and mid-battle`, () => {
      const dice = new FastAlea(seedDice('x'))
      const left = new Int32Array(2)
      for (let i = 0; i < 8; i++) {
        const start = engine.setup(sc, `sim-${i}`)
        let mid = start
        const random = engine.policies.random(`mid-${i}`)
        for (let k = 0; k < 2 + i && !mid.result; k++) {
          const d = engine.pending(mid)
          mid = (d ? engine.decide(mid, d.side, random(mid, d)) : engine.advance(mid)).state
        }
        for (const s of [start, mid]) {
          const end = stepped(s)
          expect(simulateFiregroups(s)).toEqual(end)
          dice.seed(`left#${i}`)
          const w = winnerOn(s, dice, left)
          const byHand = stepped({ ...s, dice: seedDice(`left#${i}`) })
          expect(w).toBe(byHand.result?.winner ?? null)
          expect([...left]).toEqual([unitsAlive(byHand, 'attacker'), unitsAlive(byHand, 'defender')])
        }
      }
    })
  }

  it('the exact solver of a small battle agrees with 6,000 battles of the stepped engine, by winner and units left (99.9%)', () => {
    const s = engine.setup(firegroupsScenarios().find((x) => x.id === 'firegroups-flak')!, 'exact')
    const exact = exactBattle(s, 2_000_000)!
    expect(exact).not.toBeNull()
    expect(exact.attacker + exact.defender + exact.draw).toBeCloseTo(1, 12)
    const n = 6000
    const won = { attacker: 0, defender: 0, draw: 0 }
    const leftA: number[] = []
    for (let i = 0; i < n; i++) {
      const end = stepped({ ...s, dice: seedDice(`agree-${i}`) })
      won[end.result?.winner ?? 'draw']++
      const k = unitsAlive(end, 'attacker')
      leftA[k] = (leftA[k] ?? 0) + 1
    }
    for (const k of ['attacker', 'defender'] as const) {
      const p = exact[k]
      expect(Math.abs(won[k] / n - p), k).toBeLessThan(3.29 * Math.sqrt((p * (1 - p)) / n) + 1e-9)
    }
    exact.left.attacker.forEach((p, k) => expect(Math.abs((leftA[k] ?? 0) / n - p), `attacker keeps ${k}`).toBeLessThan(3.29 * Math.sqrt((p * (1 - p)) / n) + 1e-9))
  })

  it('the odds kit: exact where small (and declining past its budget), sampled otherwise, each side\'s units left reported', () => {
    const small = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const e = odds.exact(small, 4000)!
    expect(e.detail).toMatch(/^exact over \d+ steps/)
    expect(e.left.attacker.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    expect(odds.exact(engine.setup(firegroupsScenarios()[0]!, 'big'), 4000)).toBeNull()
    const t = odds.sample(odds.prepare(small), 'kit', 0, 400)
    expect(t.attacker + t.defender + t.draw).toBe(400)
    expect(Math.abs(t.attacker / 400 - e.attacker)).toBeLessThan(0.1)
  })

  it('the same scenario, seed and decisions give the same log, byte for byte', () => {
    for (const sc of firegroupsScenarios()) {
      const play = () => {
        let s = engine.setup(sc, 'same')
        const lines: string[] = []
        while (!s.result) {
          const d = engine.pending(s)
          const st = d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)
          s = st.state
          lines.push(...st.events.map((e) => JSON.stringify(e) + engine.describe(s, e)))
        }
        return lines.join('\n')
      }
      expect(play()).toBe(play())
    }
  })
})
