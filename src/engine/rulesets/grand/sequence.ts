import type { Side } from '../../core/types.ts'
import { CARD_BY_ID, type Card, type Requirement } from './cards.ts'
import { ambushSide, canFire } from './fire.ts'
import { MAX_ROUNDS, ROUND_ORDER, roundKind, type RoundId } from './rounds.ts'
import type { GrandState, QueuedDecision, Unit } from './state.ts'
import { holdsField } from './work.ts'

function anyoneCanFire(s: GrandState, round: RoundId): boolean {
  for (const u of s.units) if (canFire(s, u, round)) return true
  return false
}

/** Why a round would be skipped now, or null when it takes place (section C). */
export function skipReason(s: GrandState, round: RoundId): string | null {
  switch (roundKind(round)) {
    case 'artillery':
      return anyoneCanFire(s, round) ? null : 'no artillery on either side'
    case 'air':
      return anyoneCanFire(s, round) ? null : 'no aircraft able to attack land targets'
    case 'mines':
      return anyoneCanFire(s, round) ? null : 'no minefield on either side'
    case 'recon':
      if (!s.terrain.allowsRecon) return `${s.terrain.name} does not allow recon`
      return anyoneCanFire(s, round) ? null : 'no recon unit on either side'
    case 'ambush':
      if (ambushSide(s) === null) return 'no Ambush card played'
      return anyoneCanFire(s, round) ? null : 'no unit able to spring the ambush'
    default:
      return null
  }
}

/** The next round to fight, and the rounds skipped on the way; null round when none is left. */
export function nextRound(s: GrandState): { round: RoundId | null; skipped: { round: RoundId; reason: string }[] } {
  const skipped: { round: RoundId; reason: string }[] = []
  if (s.roundsFought >= MAX_ROUNDS) return { round: null, skipped }
  const start = s.round === null ? 0 : ROUND_ORDER.indexOf(s.round) + 1
  for (let i = start; i < ROUND_ORDER.length; i++) {
    const round = ROUND_ORDER[i]!
    const why = skipReason(s, round)
    if (why === null) return { round, skipped }
    skipped.push({ round, reason: why })
  }
  return { round: null, skipped }
}

function meets(s: GrandState, side: Side, req: Requirement): boolean {
  const test = (u: Unit, what: string): boolean => {
    switch (what) {
      case 'artillery':
        return u.artillery
      case 'groundAttack':
        return u.air && u.groundAttack
      case 'antitank':
        return u.kind === 'antitank'
      case 'armor':
        return u.armor
      case 'combat':
        return holdsField(u)
      case 'minefield':
        return u.minefield
      case 'air':
        return u.air
      default:
        return false
    }
  }
  const [whose, what] = 'own' in req ? [side, req.own] : [side === 'attacker' ? 'defender' : 'attacker', req.enemy]
  return s.units.some((u) => u.side === whose && u.place === 'field' && test(u, what))
}

/** Whether a card in hand may be played now: in the Cards round (round null) or at the start of a round. */
export function isPlayable(s: GrandState, side: Side, card: Card, round: RoundId | null): boolean {
  if (card.playableBy !== 'any' && card.playableBy !== side) return false
  if (round !== null && !card.roundStart.includes(round)) return false
  return !card.requires || meets(s, side, card.requires)
}

/** The cards with a green halo: distinct ids from the hand that may be played now. */
export function playableCards(s: GrandState, side: Side, round: RoundId | null): string[] {
  const out: string[] = []
  for (const id of s.sides[side].hand) {
    if (out.includes(id)) continue
    const card = CARD_BY_ID.get(id)
    if (card && isPlayable(s, side, card, round)) out.push(id)
  }
  return out
}

/**
 * The decisions due before the next round: retreat after Recon and before each
 * Next round (sections F, I), then round-start cards (attacker first).
 */
export function decisionsBefore(s: GrandState, round: RoundId): QueuedDecision[] {
  const queue: QueuedDecision[] = []
  if (s.round === 'recon' || roundKind(round) === 'next') {
    queue.push({ kind: 'retreat', side: 'attacker', round }, { kind: 'retreat', side: 'defender', round })
  }
  for (const side of ['attacker', 'defender'] as const) {
    if (playableCards(s, side, round).length) queue.push({ kind: 'cards', side, round })
  }
  return queue
}

/** Queues what must be decided before the next round; the battle is then ready to advance. */
export function planNext(s: GrandState): void {
  const { round } = nextRound(s)
  s.queue = round === null ? [] : decisionsBefore(s, round)
}

/** The Cards round is over: fire rounds follow (section C). */
export function startBattle(s: GrandState): void {
  s.phase = 'battle'
  planNext(s)
}
