import { demoralised, inEnemyZoc } from './combat.ts'
import { acrossStream, adjacent, distance, hexOf, hexPoint, inContact, type Geometry } from './geometry.ts'
import type { MapEdge, NapState, Unit } from './state.ts'
import { occupant } from './work.ts'

/**
 * Where a unit that failed its morale test retreats: one hex, chosen by the
 * seed's guidelines in order ("Retreat after combat"), each a preference that
 * only breaks the ties the ones before it leave:
 *   1 into a village, 2 into a wood, 3 away from the attacking unit (the enemy
 *   principal), 4 not across a stream, 5 not next to the units that caused the
 *   retreat (the enemy principal and its supports: N14), 6 towards the side's
 *   own map edge, 7 farther from the enemy principal, then a fixed direction
 *   order so that the choice is always the same.
 * Only free hexes it could move to count: on the map, empty, not across a
 * river or major river (unless bridged), not up or down a slope of more than
 * one level (tracks never lead a retreat across one), and for a demoralised
 * unit not in an enemy zone of control. None: the unit is eliminated.
 */
export interface RetreatChoice {
  to: string
  why: string
}

interface Candidate {
  hex: string
  keys: number[]
}

/** The guidelines' reasons in order, as the log gives them ("{edge}": the side's edge; a trailing space: unit names follow). The fuzzer's coverage names each (invariants.ts). */
export const REASONS = ['into a village', 'into a wood', 'away from ', 'avoiding the stream', 'not next to ', 'towards the {edge} edge', 'farther from ']

/** The reason when there was no choice, and when every guideline left a tie. */
export const ONLY_FREE_HEX = 'the only free hex'
export const FIXED_ORDER = 'first in the fixed order of directions'

function edgeProgress(edge: MapEdge, from: { x: number; y: number }, to: { x: number; y: number }): number {
  switch (edge) {
    case 'north':
      return from.y - to.y
    case 'south':
      return to.y - from.y
    case 'east':
      return to.x - from.x
    case 'west':
      return from.x - to.x
  }
}

/** The free hexes `u` may retreat into, in direction order. */
export function retreatHexes(s: NapState, g: Geometry, u: Unit): string[] {
  const out: string[] = []
  for (const n of hexOf(g, u.at).around) {
    if (n === null || occupant(s, n) || !inContact(g, u.at, n)) continue
    if (demoralised(u) && inEnemyZoc(s, g, u.side, n)) continue
    out.push(n)
  }
  return out
}

export function chooseRetreat(s: NapState, g: Geometry, u: Unit, foe: Unit, causes: readonly Unit[]): RetreatChoice | null {
  const free = retreatHexes(s, g, u)
  if (free.length === 0) return null
  if (free.length === 1) return { to: free[0]!, why: ONLY_FREE_HEX }
  const here = hexPoint(hexOf(g, u.at))
  const foePoint = hexPoint(hexOf(g, foe.at))
  const near = distance(g, u.at, foe.at)
  const edge = s.sides[u.side].edge
  let tied: Candidate[] = free.map((hex) => {
    const h = hexOf(g, hex)
    const p = hexPoint(h)
    return {
      hex,
      keys: [
        +(h.terrain === 'village'),
        +(h.terrain === 'woods'),
        +(distance(g, hex, foe.at) > near),
        +!acrossStream(g, u.at, hex),
        +!causes.some((c) => c.place === 'field' && adjacent(g, hex, c.at)),
        edgeProgress(edge, here, p),
        Math.round(Math.hypot(p.x - foePoint.x, p.y - foePoint.y) * 1e6),
      ],
    }
  })
  // The reason given is the last guideline that made a difference: why this hex and not the runner-up.
  let why = FIXED_ORDER
  for (let k = 0; k < REASONS.length && tied.length > 1; k++) {
    let best = -Infinity
    for (const c of tied) best = Math.max(best, c.keys[k]!)
    const kept = tied.filter((c) => c.keys[k] === best)
    if (kept.length < tied.length) why = REASONS[k]!.replace('{edge}', edge)
    tied = kept
  }
  // Still tied after every guideline: the fixed order alone sets the chosen hex apart from the runner-up.
  if (tied.length > 1) why = FIXED_ORDER
  const names = causes.map((c) => c.name)
  if (why === 'away from ' || why === 'farther from ') why += foe.name
  else if (why === 'not next to ') why += names.join(', ')
  return { to: tied[0]!.hex, why }
}
