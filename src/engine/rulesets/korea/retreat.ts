import { otherSide } from '../../core/types.ts'
import { distance, hexOf, neighbours, type Geometry } from './geometry.ts'
import type { KoreaState, Unit } from './state.ts'

/**
 * Where a unit may retreat (8.3: "units must attempt to retreat towards a
 * source of supply and away from enemy units. If possible."), as K12 reads
 * it: a retreat steps from hex to hex, never into the sea or a hex holding an
 * enemy unit, and an attacking unit never into the hex it attacked. Of the
 * hexes where it may end, those nearer a source of supply and farther from
 * the nearest enemy unit are the legal ones; when there are none, those
 * nearer supply; else those farther from the enemy; else any. No hex at all:
 * the retreat is not offered (K13).
 */
export interface RetreatChoice {
  hex: string
  why: string
}

/** K12's classes of retreat hex, best first, each with what the log says of it. */
export const RETREAT_WAYS = [
  { key: 'supply-and-away', why: 'towards supply and away from the enemy' },
  { key: 'supply', why: 'towards supply (no hex leads away from the enemy as well)' },
  { key: 'away', why: 'away from the enemy (no hex leads towards supply)' },
  { key: 'neither', why: 'no hex leads towards supply or away from the enemy' },
] as const

function nearest(g: Geometry, from: string, targets: readonly string[]): number {
  let best = Infinity
  for (const t of targets) best = Math.min(best, distance(g, from, t))
  return best
}

/** The hexes a retreat of 1 hex (far: 2 or 3 hexes) may end in, best first; empty when it cannot retreat. */
export function retreatChoices(s: KoreaState, g: Geometry, u: Unit, far: boolean, combatHex: string): RetreatChoice[] {
  const enemy = otherSide(u.side)
  const enemies = new Set<string>()
  for (const e of s.units) if (e.place === 'field' && e.side === enemy) enemies.add(e.at)
  const open = (h: string) => hexOf(g, h).terrain !== 'sea' && !enemies.has(h) && !(u.side === 'attacker' && h === combatHex)
  // Breadth first, in the fixed order of directions: each end hex once, at the fewest steps.
  const steps = new Map<string, number>([[u.at, 0]])
  let ring = [u.at]
  for (let k = 1; k <= (far ? 3 : 1); k++) {
    const next: string[] = []
    for (const h of ring) {
      for (const n of neighbours(g, h)) {
        if (steps.has(n) || !open(n)) continue
        steps.set(n, k)
        next.push(n)
      }
    }
    ring = next
  }
  const ends = [...steps].filter(([, k]) => (far ? k >= 2 : k === 1)).map(([h]) => h)
  if (!ends.length) return []
  const supply = s.sides[u.side].supply
  const foes = [...enemies]
  const supplyHere = nearest(g, u.at, supply)
  const enemyHere = nearest(g, u.at, foes)
  const rated = ends.map((hex, i) => {
    const toSupply = nearest(g, hex, supply)
    const toEnemy = nearest(g, hex, foes)
    const towards = toSupply < supplyHere
    const away = toEnemy > enemyHere
    return { hex, i, toSupply, toEnemy, klass: towards && away ? 0 : towards ? 1 : away ? 2 : 3 }
  })
  const best = Math.min(...rated.map((r) => r.klass))
  return rated
    .filter((r) => r.klass === best)
    .sort((a, b) => a.toSupply - b.toSupply || b.toEnemy - a.toEnemy || a.i - b.i)
    .map((r) => ({ hex: r.hex, why: RETREAT_WAYS[best]!.why }))
}
