import { BranchingDice } from '../../../odds/branchingDice.ts'
import { attackFigures, columnLabel } from './combat.ts'
import { cell, rowOf, type Cell } from './crt.ts'
import type { Modifier } from './events.ts'
import { geometry } from './geometry.ts'
import { resolveAttack } from './resolve.ts'
import type { NapState } from './state.ts'
import { unitById, workWith } from './work.ts'

/**
 * The exact odds of one attack as it stands, for the window (the attack being
 * declared) and the AI: every d6 face and every morale test's pass or fail,
 * run through the rules themselves. Pure; no zod, no seedrandom.
 */
export interface AttackOdds {
  attack: number
  defend: number
  column: string
  drm: number
  modifiers: Modifier[]
  /** The defending unit leaves its hex: eliminated, or driven back. */
  dislodge: number
  /** The attacking unit loses strength points, retreats or is eliminated (an advance is no harm). */
  attackerSuffers: number
  /** Neither unit loses a point or leaves its hex (every cell of the table costs someone a point, so 0). */
  nothing: number
  /**
   * The three above overlap: the defender driven out while the attacker
   * suffers too (nearly every cell costs the attacker a point) is in both
   * `dislodge` and `attackerSuffers`.
   */
  both: number
  /** Neither of the three: the defender holds its hex but loses points, the attacker unharmed. */
  defenderLossOnly: number
  /** The table's rows the d6 reaches with these modifiers, each with its chance. */
  rows: ({ row: number; p: number } & Cell)[]
}

export function attackOdds(state: NapState, attacker: string, defender: string): AttackOdds {
  const g = geometry(state.map)
  const a0 = unitById(state, attacker)
  const d0 = unitById(state, defender)
  if (!a0 || !d0) throw new Error(`attackOdds: no unit "${a0 ? defender : attacker}"`)
  const f = attackFigures(state, g, a0, d0)
  const rows: AttackOdds['rows'] = []
  for (let face = 1; face <= 6; face++) {
    const row = rowOf(face, f.drm)
    const seen = rows.find((r) => r.row === row)
    if (seen) seen.p += 1 / 6
    else rows.push({ row, p: 1 / 6, ...cell(row, f.column) })
  }
  rows.sort((x, y) => x.row - y.row)
  const out = { dislodge: 0, attackerSuffers: 0, nothing: 0, both: 0, defenderLossOnly: 0 }
  const dice = new BranchingDice()
  do {
    dice.rewind()
    const w = workWith(state, dice)
    const a = unitById(w.s, attacker)!
    const d = unitById(w.s, defender)!
    resolveAttack(w, a, d)
    const p = dice.prob
    // The defender only moves by retreating; the attacker also moves when it advances, which is no harm.
    const dMoved = d.place !== 'field' || d.at !== d0.at
    const aHurt = a.place !== 'field' || a.strength < a0.strength || (a.drivenBack && !a0.drivenBack)
    if (dMoved) out.dislodge += p
    if (aHurt) out.attackerSuffers += p
    if (dMoved && aHurt) out.both += p
    if (!dMoved && !aHurt) {
      if (d.strength === d0.strength) out.nothing += p
      else out.defenderLossOnly += p
    }
  } while (dice.next())
  return { attack: f.attack, defend: f.defend, column: columnLabel(f.column), drm: f.drm, modifiers: f.modifiers, ...out, rows }
}
