import { SIDES, type Side } from '../../core/types.ts'
import type { GrandState, Unit } from './state.ts'
import type { TurnState } from './turn/state.ts'

/**
 * How a battle or a turn ended, as a short fixed name for the fuzzer's
 * coverage (issue 18), read from the end state rather than from the reason's
 * words. A battle (seed 000 sections C, J, K): cancelled by a card, a side
 * retreated, routed (and pursued or not), driven off the field (every combat
 * unit destroyed, or some panicked too), both sides emptied, or the rounds ran
 * out and the defender held. A turn (D46): more victory points, fewer strength
 * points lost, all even, or no battle at all.
 */
export const BATTLE_ENDINGS = ['cancelled', 'retreat', 'rout', 'pursuit', 'eliminated', 'driven-off', 'both-emptied', 'rounds-out'] as const
export const TURN_ENDINGS = ['turn-vp', 'turn-losses', 'turn-even', 'turn-no-battle'] as const
export type Ending = (typeof BATTLE_ENDINGS)[number] | (typeof TURN_ENDINGS)[number]

/** Section C's holders (work.ts holdsField) as the battle ended: a unit its side's retreat then lost still held, unless it had panicked. */
function heldAtEnd(u: Unit, lostInRetreat: ReadonlySet<string>): boolean {
  if (u.role !== 'combat' || u.air || u.minefield) return false
  return u.place === 'field' || (lostInRetreat.has(u.id) && !u.panicked)
}

export function battleEnding(s: GrandState): Ending | null {
  const r = s.result
  if (!r) return null
  if (r.cancelled) return 'cancelled'
  if (SIDES.some((side) => s.sides[side].retreated)) return 'retreat'
  if (s.round === 'pursuit') return 'pursuit'
  if (SIDES.some((side) => s.sides[side].routedOut)) return 'rout'
  const lost = new Set(r.retreat?.moves.filter((m) => m.to === null).map((m) => m.unit) ?? [])
  const holders = (side: Side) => s.units.some((u) => u.side === side && heldAtEnd(u, lost))
  const empty = SIDES.filter((side) => !holders(side))
  if (empty.length === 2) return 'both-emptied'
  if (empty.length === 1) {
    const loser = empty[0]!
    // Destroyed in the battle, not lost in the retreat after it (those had panicked: they held nothing).
    const destroyed = s.units.every((u) => u.side !== loser || u.role !== 'combat' || u.air || u.minefield || (u.place === 'losses' && !lost.has(u.id)))
    return destroyed ? 'eliminated' : 'driven-off'
  }
  return 'rounds-out'
}

export function turnEnding(t: TurnState): Ending | null {
  const r = t.result
  if (!r) return null
  if (!t.records.length) return 'turn-no-battle'
  if (r.vp.attacker !== r.vp.defender) return 'turn-vp'
  if (r.lost.attacker !== r.lost.defender) return 'turn-losses'
  return 'turn-even'
}
