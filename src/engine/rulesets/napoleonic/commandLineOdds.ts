import { columnOf, COLUMNS, cell, rowOf } from './crt.ts'

/**
 * The CLI's odds of one attack given by its totals (`npm run sim -- --ruleset
 * napoleonic --attack A --defend D [--drm N] --odds [--json]`): the CRT column
 * of A against D, and for each final row the d6 with the modifier N reaches,
 * its chance and the table's cell. Bad arguments throw an Error naming the
 * argument (the CLI prints it on one line and exits 2).
 */
export interface Outcome {
  row: number
  p: number
  attackerLoss: number
  attackerMorale: boolean
  defenderLoss: number
  defenderMorale: boolean
}

export interface AttackReport {
  /** The column as the seed's worked example writes it: "3-1", "1.5-1", "1-2". */
  column: string
  outcomes: Outcome[]
}

function points(name: string, raw: string): number {
  const t = raw.trim()
  if (!/^\d+$/.test(t) || Number(t) < 1) throw new Error(`${name}: expected a whole number of strength points, at least 1, not "${raw}"`)
  return Number(t)
}

function drmOf(raw: string | undefined): number {
  if (raw === undefined) return 0
  const t = raw.trim()
  if (!/^[+-]?\d+$/.test(t)) throw new Error(`--drm: expected a whole number (the sum of the die modifiers), not "${raw}"`)
  return Number(t)
}

export function attackReport(attack: number, defend: number, drm: number): AttackReport {
  const column = columnOf(attack, defend)
  const outcomes: Outcome[] = []
  for (let face = 1; face <= 6; face++) {
    const row = rowOf(face, drm)
    const seen = outcomes.find((o) => o.row === row)
    if (seen) {
      seen.p += 1 / 6
      continue
    }
    const c = cell(row, column)
    outcomes.push({ row, p: 1 / 6, attackerLoss: c.attackerLoss, attackerMorale: c.attackerTest, defenderLoss: c.defenderLoss, defenderMorale: c.defenderTest })
  }
  outcomes.sort((a, b) => a.row - b.row)
  return { column: COLUMNS[column]!.replace('–', '-'), outcomes }
}

export function commandLineOdds(args: { attack: string; defend: string; seed: string; extra: Record<string, string> }): { report: AttackReport; text: string } {
  for (const key of Object.keys(args.extra)) if (key !== 'drm') throw new Error(`--${key} is not an option of a napoleonic attack (only --drm)`)
  const attack = points('--attack', args.attack)
  const defend = points('--defend', args.defend)
  const drm = drmOf(args.extra.drm)
  const report = attackReport(attack, defend, drm)
  const cellText = (loss: number, test: boolean) => `${loss}${test ? '*' : ''}`
  const rows = report.outcomes.map((o) => `row ${o.row} ${(100 * o.p).toFixed(1)}%: attacker ${cellText(o.attackerLoss, o.attackerMorale)}, defender ${cellText(o.defenderLoss, o.defenderMorale)}`)
  const text = `${attack} against ${defend}${drm ? `, die ${drm > 0 ? '+' : ''}${drm}` : ''}: column ${report.column}; ${rows.join('; ')}`
  return { report, text }
}
