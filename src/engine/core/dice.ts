import { FastAlea } from './fastAlea.ts'

/**
 * Dice whose whole state is plain JSON, so that a battle state carries its own
 * generator: saving, undoing or cloning a battle also saves, undoes or clones
 * what it will roll next.
 */
export type DiceState = AleaState | ScriptState

export interface AleaState {
  kind: 'alea'
  c: number
  s0: number
  s1: number
  s2: number
  /** Dice rolled so far: the benchmark's floor and the log's cross-check. */
  rolled: number
}

/** Walkthroughs replay the rulebook's own dice through the same interface. */
export interface ScriptState {
  kind: 'script'
  faces: number[]
  next: number
  rolled: number
}

export interface Dice {
  /** A face from 0 to sides − 1. */
  roll(sides: number): number
  /**
   * A face from 0 to sides − 1 that the caller will only compare with
   * `atMost` (success when face ≤ atMost). Rolls one die like roll(); the exact
   * odds solver's dice use the comparison to branch two ways instead of `sides`.
   */
  rollAgainst(sides: number, atMost: number): number
  /** The state to keep in the battle once the caller is done rolling. */
  save(): DiceState
}

export class ScriptExhausted extends Error {
  constructor(public readonly rolled: number) {
    super(`the scripted dice ran out after ${rolled} rolls`)
  }
}


export function scriptDice(faces: number[]): ScriptState {
  return { kind: 'script', faces: faces.slice(), next: 0, rolled: 0 }
}

/**
 * Opens the generator kept in a state; call save() to write it back. Alea
 * states open as FastAlea: seedrandom's numbers (fastAlea.test.ts), without
 * its closures in the loop.
 */
export function openDice(state: DiceState): Dice {
  if (state.kind === 'script') return openScript(state)
  return new FastAlea(state)
}

function openScript(state: ScriptState): Dice {
  let next = state.next
  const roll = (sides: number): number => {
    if (next >= state.faces.length) throw new ScriptExhausted(next)
    const face = state.faces[next++]!
    if (!Number.isInteger(face) || face < 0 || face >= sides) {
      throw new Error(`scripted die ${next} is ${face}, outside 0..${sides - 1}`)
    }
    return face
  }
  return {
    roll,
    rollAgainst: roll,
    save(): ScriptState {
      return { kind: 'script', faces: state.faces, next, rolled: next }
    },
  }
}
