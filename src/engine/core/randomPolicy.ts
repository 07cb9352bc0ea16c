import seedrandom from 'seedrandom'
import { randomAnswer } from './form.ts'
import type { BaseState, Choice, Policy, PolicySeed } from './ruleset.ts'
import type { Side } from './types.ts'

/** Tries a random answer this often before it falls back on the default. */
const RANDOM_TRIES = 20

/** The generator a random policy draws from: a seed's own (`salt` makes another stream of the same seed), or the one it was given. */
export function policyRng(seed: PolicySeed, salt = ''): () => number {
  return typeof seed === 'string' ? seedrandom.alea(`${seed}${salt}`) : seed
}

/**
 * Every decision at random from its own seeded generator: an answer drawn
 * from the form (randomAnswer), kept when the rules accept it (some rules
 * reach further than a form says, e.g. which casualty must go first), else
 * drawn again; the fallback's answer after RANDOM_TRIES refusals. The golden
 * logs of the random policy were recorded with exactly this.
 */
export function randomFormPolicy<St extends BaseState>(seed: PolicySeed, decide: (state: St, side: Side, choice: Choice) => unknown, fallback: Policy<St>): Policy<St> {
  const rng = policyRng(seed)
  return (state, decision) => {
    for (let i = 0; i < RANDOM_TRIES; i++) {
      const choice: Choice = { kind: decision.kind, answer: randomAnswer(decision.options, rng), reason: 'random' }
      try {
        decide(state, decision.side, choice)
        return choice
      } catch {
        // Refused: draw again.
      }
    }
    return fallback(state, decision)
  }
}
