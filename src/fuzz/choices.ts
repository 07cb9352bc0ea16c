import seedrandom from 'seedrandom'

/**
 * A random scenario generator draws from `rng()`; the fuzzer feeds it a
 * sequence of whole numbers instead of a bare generator, so that a failing
 * scenario is known by its sequence and fast-check can shrink the sequence
 * (shorter, smaller numbers) into a smaller scenario: a smaller number draws a
 * lower value, and a drawn-out sequence reads as zeros, the least of each.
 */
/** Choices are whole numbers below this (fast-check's integers stop at 2³¹ − 1). */
export const CHOICE_RANGE = 2 ** 31

/** Reads a sequence of choices as [0, 1) numbers; past its end, 0. */
export function replayRng(choices: readonly number[]): () => number {
  let i = 0
  return () => (i < choices.length ? choices[i++]! / CHOICE_RANGE : 0)
}

/** A seeded generator that keeps what it drew, so that the scenario it made can be replayed (and shrunk) from `choices`. */
export function recordingRng(seed: string): { rng: () => number; choices: number[] } {
  const alea = seedrandom.alea(seed)
  const choices: number[] = []
  return {
    choices,
    rng: () => {
      const c = alea.int32() >>> 1
      choices.push(c)
      return c / CHOICE_RANGE
    },
  }
}
