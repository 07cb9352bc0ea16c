import seedrandom from 'seedrandom'
import type { AleaState } from './dice.ts'

/**
 * A new battle's generator: seedrandom's alea seeded with the battle's seed,
 * as a plain state the battle keeps. In a module of its own so that the odds
 * workers, which only roll on from a state (openDice), do not load seedrandom.
 */
export function seedDice(seed: string): AleaState {
  const prng = seedrandom.alea(seed, { state: true })
  return { kind: 'alea', ...prng.state(), rolled: 0 }
}
