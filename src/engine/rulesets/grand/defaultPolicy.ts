import type { GrandChoice, GrandDecision } from './decisions.ts'
import type { GrandState } from './state.ts'
import { CARD_BY_ID } from './cards.ts'
import { forwardRegions } from './retreat.ts'

/**
 * The policy the CLI plays every decision with: play each playable card that
 * does not call the battle off, never retreat, break through with everything
 * into the first region offered that carries the front forward (D58). Deterministic, so a seed fixes the battle.
 */
export function defaultChoice(state: GrandState, decision: GrandDecision): GrandChoice {
  switch (decision.kind) {
    case 'cards':
      return {
        kind: 'cards',
        play: decision.options.filter((id) => CARD_BY_ID.get(id)?.effect.type !== 'cancel'),
        reason: 'default policy: play every card that keeps the battle on',
      }
    case 'retreat':
      return { kind: 'retreat', retreat: false, reason: 'default policy: stand' }
    case 'breakthrough': {
      const region = forwardRegions(state, decision.side, decision.options.regions)[0] ?? null
      return { kind: 'breakthrough', region, reason: region ? 'default policy: first region offered that carries the front forward' : 'default policy: no region offered carries the front forward' }
    }
  }
}
