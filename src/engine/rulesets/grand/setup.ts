import { seedDice } from '../../core/seedDice.ts'
import { startState } from './battleStart.ts'
import type { GrandScenario } from './scenario.ts'
import type { GrandState } from './state.ts'

export { cardsRoundQueue } from './battleStart.ts'

/** A fresh battle from a validated scenario, at the Cards round, its dice seeded from `seed`. */
export function buildState(sc: GrandScenario, seed: string): GrandState {
  return startState(sc, seed, seedDice(seed))
}
