import type { BattleSpec, BuilderKit } from '../engine/core/builder.ts'
import type { Side } from '../engine/core/types.ts'

/** One answer of "What would it take": the units added, their cost, and the chance to win with them. */
export interface Addition {
  added: Record<string, number>
  cost: number
  p: number
}

export interface SearchReport {
  /** The cheapest additions found that reach the target, cheapest first. */
  answers: Addition[]
  /** Positions weighed. */
  tried: number
  /** True when the budget ran out before `want` answers were found. */
  exhausted: boolean
}

/**
 * The cheapest additions to a side's forces that bring its chance to win to
 * `target` (aacalc2's question, for any rule system): a uniform-cost search
 * over multisets of catalogue entries the side may field, cheapest first, so
 * that the first answers found are the cheapest; a position that already
 * reaches the target is not grown further. `chance` gives the side's chance
 * to win a spec (null when the spec cannot be played); it is the caller's
 * (exact where the rule system solves, else sampled), and may pause between
 * calls so that the page stays live. Stops after `want` answers or `budget`
 * positions, or when `cancelled()` says so.
 */
export async function whatItTakes(
  spec: BattleSpec,
  kit: BuilderKit,
  side: Side,
  target: number,
  chance: (spec: BattleSpec) => Promise<number | null>,
  opts: { want?: number; budget?: number; cancelled?: () => boolean } = {},
): Promise<SearchReport> {
  const want = opts.want ?? 3
  const budget = opts.budget ?? 60
  const entries = kit.catalogue.filter((e) => !e.sides || e.sides.includes(side))
  // Each open position: what was added, as counts per entry index, and the index of its last entry (children add that one or later ones, so a multiset is reached once).
  type Node = { counts: number[]; last: number; cost: number }
  const open: Node[] = entries.map((e, i) => ({ counts: entries.map((_, j) => (j === i ? 1 : 0)), last: i, cost: e.cost }))
  const answers: Addition[] = []
  let tried = 0
  while (open.length && answers.length < want && tried < budget && !opts.cancelled?.()) {
    open.sort((a, b) => a.cost - b.cost || a.last - b.last)
    const node = open.shift()!
    const units = { ...spec.units[side] }
    const added: Record<string, number> = {}
    node.counts.forEach((n, i) => {
      if (n > 0) {
        const id = entries[i]!.id
        units[id] = (units[id] ?? 0) + n
        added[id] = n
      }
    })
    if (Object.values(units).some((n) => n > kit.maxCount)) continue
    tried++
    const p = await chance({ ...spec, units: { ...spec.units, [side]: units } })
    if (p === null) continue
    if (p >= target) {
      answers.push({ added, cost: node.cost, p })
      continue
    }
    for (let i = node.last; i < entries.length; i++) open.push({ counts: node.counts.map((n, j) => (j === i ? n + 1 : n)), last: i, cost: node.cost + entries[i]!.cost })
  }
  return { answers, tried, exhausted: answers.length < want && !opts.cancelled?.() }
}
