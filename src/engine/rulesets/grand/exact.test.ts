import { describe, expect, it } from 'vitest'
import { battle, type ScenarioSpec } from './testkit.ts'
import { BranchingDice } from '../../../odds/branchingDice.ts'
import { exactOdds } from './exact.ts'
import { quickOdds } from './quickOdds.ts'
import { sampleBattles } from './sampling.ts'
import { withoutCards } from './withoutCards.ts'

const small: ScenarioSpec[] = [
  { attacker: { units: [{ id: 'a', type: 'inf-bde' }] }, defender: { units: [{ id: 'd', type: 'inf-bde' }] } },
  { attacker: { units: [{ id: 'a', type: 'arm-bde', elite: true }] }, defender: { units: [{ id: 'd', type: 'at-bn' }], entrenched: true } },
  { attacker: { units: [{ id: 'a', type: 'recon-bn' }, { id: 'b', type: 'inf-bde', strength: 2 }] }, defender: { units: [{ id: 'd', type: 'inf-bde' }] }, terrain: 'rough' },
  { attacker: { units: [{ id: 'a', type: 'arm-bde' }] }, defender: { units: [{ id: 'd', type: 'inf-bde', strength: 2 }, { id: 'e', type: 'minefield' }] } },
]

describe('exact odds: dynamic programming over the engine’s own rounds', () => {
  it('the branching dice walk every path once, with probabilities that add up to one', () => {
    const dice = new BranchingDice()
    const seen: string[] = []
    let total = 0
    do {
      dice.rewind()
      const a = dice.rollAgainst(10, 3) // 40% / 60%
      const b = a <= 3 ? dice.roll(3) : dice.rollAgainst(10, 9) // sure success: no branch
      seen.push(`${a}/${b}`)
      total += dice.prob
    } while (dice.next())
    expect(seen).toEqual(['3/0', '3/1', '3/2', '4/0'])
    expect(total).toBeCloseTo(1, 12)
  })

  for (const [i, spec] of small.entries()) {
    it(`small battle ${i + 1}: sums to one and agrees with 20,000 simulated battles within their 99.9% interval`, () => {
      const s = battle(spec)
      const exact = exactOdds(s, 2_000_000)
      expect(exact).not.toBeNull()
      const e = exact!
      expect(e.attacker + e.defender + e.draw).toBeCloseTo(1, 9)
      const mc = quickOdds(s, 20_000, `exact-check-${i}`)
      const z = 3.29 // 99.9%
      const half = z * Math.sqrt(Math.max(e.attacker * (1 - e.attacker), 1e-4) / mc.runs)
      expect(Math.abs(mc.attacker - e.attacker)).toBeLessThan(half)
    })

    it(`small battle ${i + 1}: each side's chance of each amount of strength left agrees with 20,000 kernel battles within their 99.9% interval`, () => {
      const s = battle(spec)
      const e = exactOdds(s, 2_000_000)!
      const n = 20_000
      const t = sampleBattles(withoutCards(s), `exact-left-${i}`, 0, n)
      let amounts = 0
      for (const side of ['attacker', 'defender'] as const) {
        expect(e.left[side].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
        for (let k = 0; k < Math.max(e.left[side].length, t.left[side].length); k++) {
          const p = e.left[side][k] ?? 0
          if (p > 0) amounts++
          const half = 3.29 * Math.sqrt(Math.max(p * (1 - p), 1e-4) / n)
          expect(Math.abs((t.left[side][k] ?? 0) / n - p), `${side} with ${k} SP left`).toBeLessThan(half)
        }
      }
      // More than a point mass per side: the battle's strength left is spread.
      expect(amounts).toBeGreaterThan(3)
    })
  }

  it('gives up past its budget, so that the caller samples instead', () => {
    const s = battle({ attacker: { units: [{ id: 'a', type: 'inf-div' }, { id: 'b', type: 'inf-div' }] }, defender: { units: [{ id: 'd', type: 'inf-div' }, { id: 'e', type: 'inf-div' }] } })
    expect(exactOdds(s, 500)).toBeNull()
  })
})
