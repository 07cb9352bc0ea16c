/**
 * The Combat Results Table of seed 004 ("Combat resolution procedure"), as
 * printed: eight rows (the final die result 0–7), each a run of 17 pairs, one
 * pair per odds column from 1–8 to 8–1, the attacker's cell first (the seed's
 * red columns) and the defender's second (its yellow columns). A cell is the
 * strength points lost, with "*" when the unit also takes a morale test.
 *
 * Kept as the seed's own text so that the data can be read against it line by
 * line (crt.test.ts does, column by column).
 */
const ROWS = [
  '9* 0 8* 0 7* 0 6* 0 5* 0 4* 0 3* 0 3* 1 2* 1 2* 1 1* 1 1 1 1 1 1 1* 1 2* 1 2* 1 3*',
  '8* 0 7* 0 6* 0 5* 0 4* 0 3* 0 3* 1 2* 1 2* 1 1* 1 1 1 1 1 1 1* 1 2* 1 2* 1 3* 0 3*',
  '7* 0 6* 0 5* 0 4* 0 3* 0 3* 1 2* 1 2* 1 1* 1 1 1 1 1 1 1* 1 2* 1 2* 1 3* 0 3* 0 4*',
  '6* 0 5* 0 4* 0 3* 0 3* 1 2* 1 2* 1 1* 1 1 1 1 1 1 1* 1 2* 1 2* 1 3* 0 3* 0 4* 0 5*',
  '5* 0 4* 0 3* 0 3* 1 2* 1 2* 1 1* 1 1 1 1 1 1 1* 1 2* 1 2* 1 3* 0 3* 0 4* 0 5* 0 6*',
  '4* 0 3* 0 3* 1 2* 1 2* 1 1* 1 1 1 1 1 1 1* 1 2* 1 2* 1 3* 0 3* 0 4* 0 5* 0 6* 0 7*',
  '3* 0 3* 1 2* 1 2* 1 1* 1 1 1 1 1 1 1* 1 2* 1 2* 1 3* 0 3* 0 4* 0 5* 0 6* 0 7* 0 8*',
  '3* 1 2* 1 2* 1 1* 1 1 1 1 1 1 1* 1 2* 1 2* 1 3* 0 3* 0 4* 0 5* 0 6* 0 7* 0 8* 0 9*',
] as const

/** The odds columns, lowest first, as the window writes them (the seed's header: 1/8 … 1/1,5 1/1 1,5/1 … 8/1). */
export const COLUMNS = ['1–8', '1–7', '1–6', '1–5', '1–4', '1–3', '1–2', '1–1.5', '1–1', '1.5–1', '2–1', '3–1', '4–1', '5–1', '6–1', '7–1', '8–1'] as const
/** Index of the 1–1 column. */
export const EVEN = 8
/** Final results below 0 read as 0, above 7 as 7. */
export const MIN_ROW = 0
export const MAX_ROW = 7

export interface Cell {
  attackerLoss: number
  attackerTest: boolean
  defenderLoss: number
  defenderTest: boolean
}

function parseEntry(token: string): { loss: number; test: boolean } {
  const m = /^(\d)(\*?)$/.exec(token)
  if (!m) throw new Error(`CRT: bad entry "${token}"`)
  return { loss: Number(m[1]), test: m[2] === '*' }
}

/** TABLE[row][column], parsed once. */
export const TABLE: readonly (readonly Cell[])[] = ROWS.map((line, row) => {
  const tokens = line.split(' ')
  if (tokens.length !== 2 * COLUMNS.length) throw new Error(`CRT row ${row}: ${tokens.length} entries, expected ${2 * COLUMNS.length}`)
  return COLUMNS.map((_, c) => {
    const a = parseEntry(tokens[2 * c]!)
    const d = parseEntry(tokens[2 * c + 1]!)
    return { attackerLoss: a.loss, attackerTest: a.test, defenderLoss: d.loss, defenderTest: d.test }
  })
})

export function cell(row: number, column: number): Cell {
  return TABLE[row]![column]!
}

/** A d6 face plus the modifiers, read as a row: below 0 is 0, above 7 is 7. */
export function rowOf(face: number, drm: number): number {
  return Math.min(MAX_ROW, Math.max(MIN_ROW, face + drm))
}

/**
 * The column for `attack` points against `defend`, rounded in favour of the
 * defender and capped at 8–1 and 1–8 (10 against 6 is 1.5–1; 6 against 10 is
 * 1–2; only equal totals are 1–1, so 9 against 10 is 1–1.5). Integer
 * arithmetic: 1.5 is compared as 3/2.
 */
export function columnOf(attack: number, defend: number): number {
  if (attack <= 0) return 0
  if (defend <= 0) return COLUMNS.length - 1
  if (attack >= defend) {
    // Largest ratio k with attack >= k·defend.
    for (let k = 8; k >= 2; k--) if (attack >= k * defend) return EVEN + 1 + k - 1
    return 2 * attack >= 3 * defend ? EVEN + 1 : EVEN
  }
  // Smallest ratio k with k·attack >= defend, else 1–8.
  if (2 * defend <= 3 * attack) return EVEN - 1
  for (let k = 2; k <= 8; k++) if (k * attack >= defend) return EVEN - k
  return 0
}
