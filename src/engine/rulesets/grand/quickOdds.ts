import type { GrandState } from './index.ts'
import { sampleBattles } from './sampling.ts'
import { withoutCards } from './withoutCards.ts'

export interface Odds {
  attacker: number
  defender: number
  draw: number
  runs: number
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
  const t = sampleBattles(withoutCards(state), seed, 0, runs)
  return { attacker: t.attacker / runs, defender: t.defender / runs, draw: t.draw / runs, runs }
}
