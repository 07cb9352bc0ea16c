import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cell, columnOf, COLUMNS, rowOf, TABLE } from './crt.ts'
import { SEED } from './testkit.ts'

const seedPath = fileURLToPath(new URL(`../../../../../shared/seeds/${SEED}`, import.meta.url))
const text = (c: { attackerLoss: number; attackerTest: boolean; defenderLoss: number; defenderTest: boolean }) =>
  `${c.attackerLoss}${c.attackerTest ? '*' : ''} ${c.defenderLoss}${c.defenderTest ? '*' : ''}`

/** Each column of the seed's table read top to bottom (rows 0–7), attacker cell then defender cell. */
const BY_COLUMN: [string, string[]][] = [
  ['1–8', ['9* 0', '8* 0', '7* 0', '6* 0', '5* 0', '4* 0', '3* 0', '3* 1']],
  ['1–7', ['8* 0', '7* 0', '6* 0', '5* 0', '4* 0', '3* 0', '3* 1', '2* 1']],
  ['1–6', ['7* 0', '6* 0', '5* 0', '4* 0', '3* 0', '3* 1', '2* 1', '2* 1']],
  ['1–5', ['6* 0', '5* 0', '4* 0', '3* 0', '3* 1', '2* 1', '2* 1', '1* 1']],
  ['1–4', ['5* 0', '4* 0', '3* 0', '3* 1', '2* 1', '2* 1', '1* 1', '1 1']],
  ['1–3', ['4* 0', '3* 0', '3* 1', '2* 1', '2* 1', '1* 1', '1 1', '1 1']],
  ['1–2', ['3* 0', '3* 1', '2* 1', '2* 1', '1* 1', '1 1', '1 1', '1 1*']],
  ['1–1.5', ['3* 1', '2* 1', '2* 1', '1* 1', '1 1', '1 1', '1 1*', '1 2*']],
  ['1–1', ['2* 1', '2* 1', '1* 1', '1 1', '1 1', '1 1*', '1 2*', '1 2*']],
  ['1.5–1', ['2* 1', '1* 1', '1 1', '1 1', '1 1*', '1 2*', '1 2*', '1 3*']],
  ['2–1', ['1* 1', '1 1', '1 1', '1 1*', '1 2*', '1 2*', '1 3*', '0 3*']],
  ['3–1', ['1 1', '1 1', '1 1*', '1 2*', '1 2*', '1 3*', '0 3*', '0 4*']],
  ['4–1', ['1 1', '1 1*', '1 2*', '1 2*', '1 3*', '0 3*', '0 4*', '0 5*']],
  ['5–1', ['1 1*', '1 2*', '1 2*', '1 3*', '0 3*', '0 4*', '0 5*', '0 6*']],
  ['6–1', ['1 2*', '1 2*', '1 3*', '0 3*', '0 4*', '0 5*', '0 6*', '0 7*']],
  ['7–1', ['1 2*', '1 3*', '0 3*', '0 4*', '0 5*', '0 6*', '0 7*', '0 8*']],
  ['8–1', ['1 3*', '0 3*', '0 4*', '0 5*', '0 6*', '0 7*', '0 8*', '0 9*']],
]

describe(`${SEED} Combat Results Table: 8 rows (final result 0–7) × 17 odds columns, attacker and defender cells alternating`, () => {
  it('has the seventeen columns of the seed, 1/8 to 8/1, in order', () => {
    expect(COLUMNS.map((c) => c)).toEqual(BY_COLUMN.map(([c]) => c))
    expect(TABLE).toHaveLength(8)
    for (const row of TABLE) expect(row).toHaveLength(17)
  })

  it.each(BY_COLUMN.map(([c, cells], i) => [c, i, cells] as const))('column %s, rows 0–7', (_, column, cells) => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((row) => text(cell(row, column)))).toEqual(cells)
  })

  it('reads the red (attacker) cell before the yellow (defender) one: at 8–1 the attacker loses nothing from row 1, at 1–8 the defender nothing up to row 6', () => {
    expect(cell(7, 16)).toEqual({ attackerLoss: 0, attackerTest: false, defenderLoss: 9, defenderTest: true })
    expect(cell(0, 0)).toEqual({ attackerLoss: 9, attackerTest: true, defenderLoss: 0, defenderTest: false })
  })

  it('is as printed: each row is the row above moved one column left, and the table is the same for both sides read backwards', () => {
    for (let row = 1; row < 8; row++) for (let c = 0; c < 16; c++) expect(cell(row, c)).toEqual(cell(row - 1, c + 1))
    for (let row = 0; row < 8; row++) {
      for (let c = 0; c < 17; c++) {
        const x = cell(row, c)
        const y = cell(7 - row, 16 - c)
        expect([x.attackerLoss, x.attackerTest]).toEqual([y.defenderLoss, y.defenderTest])
      }
    }
  })

  it.skipIf(!existsSync(seedPath))('matches the rows of the seed file itself, token for token', () => {
    const rows = readFileSync(seedPath, 'utf8')
      .split('\n')
      .map((l) => /^([0-7]) ((?:\d\*? ){33}\d\*?)\s*$/.exec(l.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
    expect(rows.map((m) => Number(m[1]))).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    for (const m of rows) {
      const tokens = m[2]!.split(' ')
      const row = Number(m[1])
      expect(TABLE[row]!.map((c) => text(c).split(' ')).flat()).toEqual(tokens)
    }
  })
})

describe(`${SEED} Combat resolution procedure: the ratio reduced to a column, rounded in favour of the defender`, () => {
  it('10 against 6 is 1.5–1 and 6 against 10 is 1–2 (the seed\'s own examples)', () => {
    expect(COLUMNS[columnOf(10, 6)]).toBe('1.5–1')
    expect(COLUMNS[columnOf(6, 10)]).toBe('1–2')
  })

  it('the worked examples: 6 against 2 is 3–1, 8 against 6 is 1–1, 3 against 6 is 1–2, 4 against 2 is 2–1, 4 against 4 is 1–1', () => {
    expect([columnOf(6, 2), columnOf(8, 6), columnOf(3, 6), columnOf(4, 2), columnOf(4, 4)].map((c) => COLUMNS[c])).toEqual(['3–1', '1–1', '1–2', '2–1', '1–1'])
  })

  it('only equal totals are 1–1: 9 against 10 rounds to 1–1.5, 11 against 10 to 1–1, 15 against 10 is 1.5–1, 29 against 10 is 2–1', () => {
    expect([columnOf(9, 10), columnOf(11, 10), columnOf(15, 10), columnOf(29, 10), columnOf(10, 15), columnOf(10, 16)].map((c) => COLUMNS[c])).toEqual(['1–1.5', '1–1', '1.5–1', '2–1', '1–1.5', '1–2'])
  })

  it('odds beyond 8–1 are 8–1, below 1–8 are 1–8', () => {
    expect(COLUMNS[columnOf(100, 1)]).toBe('8–1')
    expect(COLUMNS[columnOf(8, 1)]).toBe('8–1')
    expect(COLUMNS[columnOf(1, 100)]).toBe('1–8')
    expect(COLUMNS[columnOf(1, 8)]).toBe('1–8')
    expect(COLUMNS[columnOf(1, 7)]).toBe('1–7')
    expect(COLUMNS[columnOf(2, 15)]).toBe('1–8')
  })

  it('a final result below 0 is read as 0, above 7 as 7', () => {
    expect([rowOf(1, -3), rowOf(1, -1), rowOf(3, 0), rowOf(6, 1), rowOf(6, 2), rowOf(6, 4)]).toEqual([0, 0, 3, 7, 7, 7])
  })
})
