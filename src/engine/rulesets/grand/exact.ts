import { advanceInPlace } from './advance.ts'
import { decideInPlace, pending } from './decisions.ts'
import type { GrandState } from './index.ts'
import { cloneState, type Work } from './work.ts'
import { BranchingDice } from '../../../odds/branchingDice.ts'
import type { Odds } from './quickOdds.ts'
import { strengthLeft } from './strength.ts'
import { addAt } from '../../../odds/outcomes.ts'
import type { Side } from '../../core/types.ts'
import { noCards, withoutCards } from './withoutCards.ts'

export interface ExactOdds extends Odds {
  /** Engine rounds run, one per path of dice through a round. */
  paths: number
  /** Distinct positions met after merging equal ones. */
  positions: number
  /** left[side][k]: the chance that the side ends with k strength points left (strengthLeft of the end state). */
  left: Record<Side, number[]>
}

/** What a position's future depends on: the dice and the history (log, BM by round) are left out. */
export function positionKey(s: GrandState): string {
  let k = `${s.phase}|${s.round}|${s.roundsFought}|${s.pursuer ?? '-'}|${s.crossingUsed ? 1 : 0}|${s.queue.map((q) => q.kind + q.side).join(',')}`
  for (const u of s.units) k += `|${u.strength}${u.place[0]}${u.panicked ? 'p' : ''}`
  for (const side of ['attacker', 'defender'] as const) {
    const st = s.sides[side]
    k += `|${st.bm},${st.eliminated},${st.routed},${st.panics},${st.nextRounds},${st.heavyLossRounds},${st.retreated ? 1 : 0}${st.routedOut ? 1 : 0}${st.totallyEliminated ? 1 : 0}`
  }
  return k
}

/**
 * Units on the field above which the exact walk is not tried at all. Measured
 * on the built-in scenarios' first states (about 90 µs per path of dice, cold):
 * with 4 units (skirmish) it ends in ~3,500 paths, ~310 ms, while two workers
 * sampling reach ±1 point in ~200 ms; every start with 10 or more gives up,
 * sidi-rezegh (35) only after ~250 ms of work the samplers could have done.
 * Battles shrink as they go, so later positions are still solved exactly.
 */
export const EXACT_MAX_FIELD_UNITS = 3

/** The complexity threshold: whether an exact attempt can pay off from this state. */
export function exactWorthTrying(state: GrandState): boolean {
  let n = 0
  for (const u of state.units) if (u.place === 'field' && ++n > EXACT_MAX_FIELD_UNITS) return false
  return true
}

function settle(w: Work): void {
  for (let d = pending(w.s); d; d = pending(w.s)) decideInPlace(w, d.side, noCards(w.s, d))
}

/**
 * Each side's exact chance to win from this state, without cards, by running
 * the engine itself over every outcome of every round's dice (hit or miss for
 * each shot, pass or fail for each test) and merging equal positions between
 * rounds: dynamic programming over positions. Gives up (null) past `maxPaths`
 * engine rounds, where sampling is cheaper.
 */
export function exactOdds(state: GrandState, maxPaths: number): ExactOdds | null {
  const dice = new BranchingDice()
  const start: Work = { s: cloneState(withoutCards(state)), dice, ev: null }
  settle(start)
  const won = { attacker: 0, defender: 0, draw: 0 }
  const left: Record<Side, number[]> = { attacker: [], defender: [] }
  let frontier = new Map<string, { s: GrandState; p: number }>([[positionKey(start.s), { s: start.s, p: 1 }]])
  let paths = 0
  let positions = 1
  while (frontier.size) {
    const next = new Map<string, { s: GrandState; p: number }>()
    for (const { s, p } of frontier.values()) {
      if (s.phase === 'over') {
        won[s.result?.winner ?? 'draw'] += p
        // The key holds every unit's strength and place, so merged positions agree on what is left.
        addAt(left.attacker, strengthLeft(s, 'attacker'), p)
        addAt(left.defender, strengthLeft(s, 'defender'), p)
        continue
      }
      const fresh = new BranchingDice()
      do {
        if (++paths > maxPaths) return null
        fresh.rewind()
        const w: Work = { s: cloneState(s), dice: fresh, ev: null }
        advanceInPlace(w)
        settle(w)
        // A round with more two-way dice than the budget allows cannot be walked: say so at once.
        if (2 ** Math.min(fresh.depth, 52) > maxPaths) return null
        const q = p * fresh.prob
        const key = positionKey(w.s)
        const seen = next.get(key)
        if (seen) seen.p += q
        else next.set(key, { s: w.s, p: q })
      } while (fresh.next())
    }
    positions += next.size
    frontier = next
  }
  return { attacker: won.attacker, defender: won.defender, draw: won.draw, runs: 0, paths, positions, left }
}
