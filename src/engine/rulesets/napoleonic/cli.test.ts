import { describe, expect, it } from 'vitest'
import { commandLineOdds } from './commandLineOdds.ts'
import { SEED } from './testkit.ts'

const odds = (attack: string, defend: string, extra: Record<string, string> = {}) => commandLineOdds({ attack, defend, seed: 'cli', extra })

describe(`${SEED}: npm run sim -- --ruleset napoleonic --attack A --defend D [--drm N] --odds --json`, () => {
  it('{column, outcomes}: the column of A against D and, for each row the d6 reaches, its chance and the cell (attackerMorale where the cell has an asterisk)', () => {
    const { report } = odds('6', '2')
    expect(Object.keys(report)).toEqual(['column', 'outcomes'])
    expect(report.column).toBe('3-1')
    expect(report.outcomes).toEqual([
      { row: 1, p: 1 / 6, attackerLoss: 1, attackerMorale: false, defenderLoss: 1, defenderMorale: false },
      { row: 2, p: 1 / 6, attackerLoss: 1, attackerMorale: false, defenderLoss: 1, defenderMorale: true },
      { row: 3, p: 1 / 6, attackerLoss: 1, attackerMorale: false, defenderLoss: 2, defenderMorale: true },
      { row: 4, p: 1 / 6, attackerLoss: 1, attackerMorale: false, defenderLoss: 2, defenderMorale: true },
      { row: 5, p: 1 / 6, attackerLoss: 1, attackerMorale: false, defenderLoss: 3, defenderMorale: true },
      { row: 6, p: 1 / 6, attackerLoss: 0, attackerMorale: false, defenderLoss: 3, defenderMorale: true },
    ])
  })

  it('the seed\'s rounding: 10 against 6 is 1.5-1, 6 against 10 is 1-2; the attacker\'s asterisk at 1-8', () => {
    expect(odds('10', '6').report.column).toBe('1.5-1')
    expect(odds('6', '10').report.column).toBe('1-2')
    const low = odds('1', '9').report
    expect(low.column).toBe('1-8')
    expect(low.outcomes[0]).toEqual({ row: 1, p: 1 / 6, attackerLoss: 8, attackerMorale: true, defenderLoss: 0, defenderMorale: false })
  })

  it('--drm moves the rows; results below 0 are row 0 and above 7 row 7, their chances added', () => {
    expect(odds('4', '4', { drm: '-1' }).report.outcomes.map((o) => [o.row, o.p])).toEqual([0, 1, 2, 3, 4, 5].map((r) => [r, 1 / 6]))
    expect(odds('4', '4', { drm: '-3' }).report.outcomes.map((o) => [o.row, o.p])).toEqual([[0, 3 / 6], [1, 1 / 6], [2, 1 / 6], [3, 1 / 6]])
    expect(odds('4', '4', { drm: '+3' }).report.outcomes.map((o) => [o.row, o.p])).toEqual([[4, 1 / 6], [5, 1 / 6], [6, 1 / 6], [7, 3 / 6]])
    const sum = odds('5', '3', { drm: '2' }).report.outcomes.reduce((a, o) => a + o.p, 0)
    expect(sum).toBeCloseTo(1, 12)
  })

  it('the same in one line of words', () => {
    expect(odds('4', '4', { drm: '2' }).text).toBe(
      '4 against 4, die +2: column 1-1; row 3 16.7%: attacker 1, defender 1; row 4 16.7%: attacker 1, defender 1; row 5 16.7%: attacker 1, defender 1*; row 6 16.7%: attacker 1, defender 2*; row 7 33.3%: attacker 1, defender 2*',
    )
  })

  it.each([
    [['x', '2', {}], '--attack: expected a whole number of strength points, at least 1, not "x"'],
    [['0', '2', {}], '--attack: expected a whole number of strength points, at least 1, not "0"'],
    [['3', '-1', {}], '--defend: expected a whole number of strength points, at least 1, not "-1"'],
    [['3', '2.5', {}], '--defend: expected a whole number of strength points, at least 1, not "2.5"'],
    [['3', '2', { drm: 'one' }], '--drm: expected a whole number (the sum of the die modifiers), not "one"'],
    [['3', '2', { charge: '1' }], '--charge is not an option of a napoleonic attack (only --drm)'],
  ] as [[string, string, Record<string, string>], string][])('bad arguments throw an Error naming the argument: %j', ([a, d, extra], message) => {
    expect(() => odds(a, d, extra)).toThrow(message)
  })
})
