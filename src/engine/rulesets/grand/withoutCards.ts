import type { GrandChoice, GrandDecision, GrandState } from './index.ts'
import { startBattle } from './sequence.ts'

/** Without cards (section B: the bar "does not factor luck or cards"): no card is played, nobody retreats. */
export function noCards(_s: GrandState, d: GrandDecision): GrandChoice {
  if (d.kind === 'cards') return { kind: 'cards', play: [] }
  if (d.kind === 'retreat') return { kind: 'retreat', retreat: false }
  return { kind: 'breakthrough', region: null }
}

/** The state with the hands emptied and card decisions dropped: what the odds are computed from. */
export function withoutCards(state: GrandState): GrandState {
  const s: GrandState = {
    ...state,
    sides: {
      attacker: { ...state.sides.attacker, hand: [] },
      defender: { ...state.sides.defender, hand: [] },
    },
    queue: state.queue.filter((q) => q.kind !== 'cards'),
  }
  if (s.phase === 'cards' && s.queue.length === 0) startBattle(s)
  return s
}
