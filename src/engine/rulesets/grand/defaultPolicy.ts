import type { GrandChoice, GrandDecision } from './decisions.ts'
import type { GrandState } from './state.ts'
import { CARD_BY_ID } from './cards.ts'

/**
 * The policy the CLI plays every decision with: play each playable card that
 * does not call the battle off, never retreat, break through with everything
 * into the first region offered. Deterministic, so a seed fixes the battle.
 */
export function defaultChoice(_state: GrandState, decision: GrandDecision): GrandChoice {
  switch (decision.kind) {
    case 'cards':
      return {
        kind: 'cards',
        play: decision.options.filter((id) => CARD_BY_ID.get(id)?.effect.type !== 'cancel'),
        reason: 'default policy: play every card that keeps the battle on',
      }
    case 'retreat':
      return { kind: 'retreat', retreat: false, reason: 'default policy: stand' }
    case 'breakthrough':
      return { kind: 'breakthrough', region: decision.options.regions[0] ?? null, reason: 'default policy: first region offered' }
  }
}
