import type { LossPriority } from './units.ts'

/** What loss allocation needs to know of a target. */
export interface LossTarget {
  strength: number
  cav: boolean
  priority: LossPriority
}

export interface Allocation {
  /** Hits per target, in the targets' order, never above a target's strength. */
  hits: number[]
  /** Half of the OtherUnits' hits lost when only CavUnits remain (section I). */
  halfWasted: number
  /** Hits no unit was left to absorb (section I: "all excess balance inflicted is lost"). */
  excess: number
}

const TIERS: readonly LossPriority[] = ['first', 'normal', 'last']

/**
 * Section I, loss allocation. Hits from the enemy's CavUnits go to our CavUnits
 * in proportion to their remaining strength, the rest to our OtherUnits; then
 * hits from the enemy's OtherUnits go to our OtherUnits. When only CavUnits
 * remain, only half of the OtherUnits' balance can reach them. Loss priority
 * comes first: Take-Hits-First units absorb hits of any kind before the others,
 * Take-Hits-Last units only when nothing else can (docs/rules/grand.md).
 */
export function allocateHits(targets: readonly LossTarget[], cavHits: number, otherHits: number): Allocation {
  const n = targets.length
  const left = new Array<number>(n)
  const hits = new Array<number>(n).fill(0)
  for (let i = 0; i < n; i++) left[i] = targets[i]!.strength
  let hc = cavHits
  let ho = otherHits
  let halfWasted = 0
  // The wastage halves the balance once, not again in each later tier.
  let halved = false

  const spread = (h: number, idx: number[]): number => {
    if (h <= 0 || idx.length === 0) return h
    let cap = 0
    for (const i of idx) cap += left[i]!
    if (cap === 0) return h
    if (h >= cap) {
      for (const i of idx) {
        hits[i]! += left[i]!
        left[i] = 0
      }
      return h - cap
    }
    // Largest remainder in integers: floors of the exact shares, then one more to
    // the largest remainders (exact ties: the larger unit, then the first listed).
    const share = idx.map((i) => ({ i, floor: Math.floor((h * left[i]!) / cap), rem: (h * left[i]!) % cap }))
    let rest = h
    for (const p of share) rest -= p.floor
    share.sort((a, b) => b.rem - a.rem || left[b.i]! - left[a.i]! || a.i - b.i)
    for (const p of share) {
      const k = p.floor + (rest > 0 ? 1 : 0)
      if (rest > 0) rest--
      hits[p.i]! += k
      left[p.i]! -= k
    }
    return 0
  }

  const otherRemains = (): boolean => {
    for (let i = 0; i < n; i++) if (!targets[i]!.cav && left[i]! > 0) return true
    return false
  }

  for (const tier of TIERS) {
    const cav: number[] = []
    const other: number[] = []
    for (let i = 0; i < n; i++) {
      const t = targets[i]!
      if (t.priority !== tier || left[i]! <= 0) continue
      if (t.cav) cav.push(i)
      else other.push(i)
    }
    if (cav.length === 0 && other.length === 0) continue
    hc = spread(hc, cav)
    hc = spread(hc, other)
    ho = spread(ho, other)
    if (ho > 0 && cav.some((i) => left[i]! > 0)) {
      if (halved || otherRemains()) {
        ho = spread(ho, cav)
      } else {
        halved = true
        const usable = Math.floor(ho / 2)
        halfWasted += ho - usable
        ho = spread(usable, cav)
      }
    }
  }
  return { hits, halfWasted, excess: hc + ho }
}
