import { seedDice } from '../engine/core/dice.ts'
import { simulate, type GrandChoice, type GrandDecision, type GrandState } from '../engine/rulesets/grand/index.ts'
import { startBattle } from '../engine/rulesets/grand/sequence.ts'

export interface Odds {
  attacker: number
  defender: number
  draw: number
  runs: number
}

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

/**
 * Each side's chance to win from this state by plain Monte Carlo of the
 * engine: run i uses its own seed, so the figure is reproducible.
 */
export function quickOdds(state: GrandState, runs: number, seed = 'odds'): Odds {
  if (state.phase === 'over') {
    const w = state.result?.winner
    return { attacker: w === 'attacker' ? 1 : 0, defender: w === 'defender' ? 1 : 0, draw: w ? 0 : 1, runs: 0 }
  }
  const base = withoutCards(state)
  let a = 0
  let d = 0
  for (let i = 0; i < runs; i++) {
    const end = simulate({ ...base, dice: seedDice(`${seed}#${i}`) }, noCards)
    const w = end.result!.winner
    if (w === 'attacker') a++
    else if (w === 'defender') d++
  }
  return { attacker: a / runs, defender: d / runs, draw: (runs - a - d) / runs, runs }
}
