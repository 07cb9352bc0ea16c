import { describe, expect, it } from 'vitest'
import type { BattleResult } from '../engine/core/types.ts'
import { luckPercentiles, ordinal, resultChances } from './trace.ts'

const won = (winner: BattleResult['winner']): BattleResult => ({ winner, reason: 'test' })
const chances = (attacker: number, defender: number, draw = 0) => ({ attacker, defender, draw })

describe('luck: where the result falls among the outcomes the start promised (mid-rank percentile)', () => {
  it('a forced result is as expected: the 50th percentile for both sides, whoever it favours', () => {
    expect(luckPercentiles(chances(1, 0), won('attacker'))).toEqual({ attacker: 50, defender: 50 })
    expect(luckPercentiles(chances(0, 1), won('defender'))).toEqual({ attacker: 50, defender: 50 })
    expect(luckPercentiles(chances(0, 0, 1), won(null))).toEqual({ attacker: 50, defender: 50 })
  })

  it('an outsider that wins is lucky, the favourite it beat unlucky, by how unlikely the result was', () => {
    // 20% to win and won: 80% of outcomes were worse, half of its own 20% counts: the 90th.
    const upset = luckPercentiles(chances(0.2, 0.8), won('attacker'))
    expect(upset.attacker).toBeCloseTo(90, 10)
    expect(upset.defender).toBeCloseTo(10, 10)
    // The favourite winning is a little lucky only: 60th, the loser 40th.
    const expected = luckPercentiles(chances(0.8, 0.2), won('attacker'))
    expect(expected.attacker).toBeCloseTo(60, 10)
    expect(expected.defender).toBeCloseTo(40, 10)
    // The same from the defender's side.
    const defends = luckPercentiles(chances(0.7, 0.3), won('defender'))
    expect(defends.defender).toBeCloseTo(85, 10)
    expect(defends.attacker).toBeCloseTo(15, 10)
  })

  it('a draw stands between a loss and a win for each side', () => {
    const l = luckPercentiles(chances(0.5, 0.3, 0.2), won(null))
    // The attacker: 30% worse (lost), half of the 20% draw.
    expect(l.attacker).toBeCloseTo(40, 10)
    expect(l.defender).toBeCloseTo(60, 10)
    // Losing is the worst outcome: under the draw's percentile, winning above it.
    expect(luckPercentiles(chances(0.5, 0.3, 0.2), won('defender')).attacker).toBeLessThan(l.attacker)
    expect(luckPercentiles(chances(0.5, 0.3, 0.2), won('attacker')).attacker).toBeGreaterThan(l.attacker)
  })

  it('the two sides add to 100; figures that do not add to 1 (rounding) are taken as shares', () => {
    for (const [a, d, x] of [[0.1, 0.6, 0.3], [0.33, 0.33, 0.33], [0.999, 0.001, 0]] as const) {
      for (const w of ['attacker', 'defender', null] as const) {
        const l = luckPercentiles(chances(a, d, x), won(w))
        expect(l.attacker + l.defender).toBeCloseTo(100, 10)
        expect(l.attacker).toBeGreaterThanOrEqual(0)
        expect(l.attacker).toBeLessThanOrEqual(100)
      }
    }
    expect(luckPercentiles(chances(2, 2), won('attacker')).attacker).toBeCloseTo(75, 10)
  })

  it('a standing result gives its winner certainty; ordinals read as English', () => {
    expect(resultChances(won('attacker'))).toEqual(chances(1, 0, 0))
    expect(resultChances(won('defender'))).toEqual(chances(0, 1, 0))
    expect(resultChances(won(null))).toEqual(chances(0, 0, 1))
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 50, 62, 100].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '50th', '62nd', '100th'])
  })
})
