import type { Outcomes } from '../engine/core/ruleset.ts'
import type { Side } from '../engine/core/types.ts'

/** No battle yet. */
export function emptyOutcomes(): Outcomes {
  return { attacker: 0, defender: 0, draw: 0, runs: 0, left: { attacker: [], defender: [] } }
}

/** Adds `w` at amount k of a histogram, growing it with zeros (never holes, which a message would carry as gaps). */
export function addAt(h: number[], k: number, w = 1): void {
  while (h.length <= k) h.push(0)
  h[k]! += w
}

/** Adds one batch of battles to a running total, in place. */
export function addOutcomes(into: Outcomes, o: Outcomes): void {
  into.attacker += o.attacker
  into.defender += o.defender
  into.draw += o.draw
  into.runs += o.runs
  for (const side of ['attacker', 'defender'] as const) {
    const from = o.left[side]
    for (let k = 0; k < from.length; k++) if (from[k]) addAt(into.left[side], k, from[k])
  }
}

/** Each side's histogram as chances (each sums to 1); empty arrays when no battle was played. */
export function leftChances(o: Outcomes): Record<Side, number[]> {
  const n = o.runs
  return { attacker: o.left.attacker.map((c) => (n ? c / n : 0)), defender: o.left.defender.map((c) => (n ? c / n : 0)) }
}

/** All the chance on one amount a side: a battle that is over, or a position with one outcome. */
export function pointMass(k: number): number[] {
  const h: number[] = []
  addAt(h, k)
  return h
}
