import { attackFigures, legalAttacks, type AttackFigures } from './combat.ts'
import { EVEN } from './crt.ts'
import type { Geometry } from './geometry.ts'
import type { NapState, Unit } from './state.ts'

/**
 * The book's default order of attacks: best odds first, and no attack below
 * 1–1. The table is diagonal (each cell is the one a column to the left a row
 * further down), so a die modifier of +1 is worth exactly one column: odds are
 * compared as column + modifiers (N15).
 */
export interface RankedAttack {
  a: Unit
  d: Unit
  f: AttackFigures
  /** Column index plus die modifiers: the column the attack is worth. */
  worth: number
}

export function rankedAttacks(s: NapState, g: Geometry): RankedAttack[] {
  const out = legalAttacks(s, g).map(([a, d]) => {
    const f = attackFigures(s, g, a, d)
    return { a, d, f, worth: f.column + f.drm }
  })
  // Stable: equal worth keeps the units' order in the scenario.
  return out.sort((x, y) => y.worth - x.worth || y.f.attack - y.f.defend - (x.f.attack - x.f.defend))
}

/** The default policy's attack, or null when it ends the phase. */
export function defaultAttack(s: NapState, g: Geometry): RankedAttack | null {
  const best = rankedAttacks(s, g)[0]
  return best && best.worth >= EVEN ? best : null
}
