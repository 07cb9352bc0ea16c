import type { Dice, ScriptState } from '../engine/core/dice.ts'

/**
 * Dice that, instead of rolling, walk every outcome in turn: each run of the
 * engine follows one path of choices, and next() moves to the following path
 * (an odometer over the branch points met). A die compared with a threshold
 * branches two ways (success, failure) with their probabilities; any other
 * die branches into all its faces.
 */
export class BranchingDice implements Dice {
  private path: number[] = []
  private arity: number[] = []
  private pos = 0
  /** Probability of the path followed by the current run. */
  prob = 1

  /** Starts the current path again from its first branch point. */
  rewind(): void {
    this.pos = 0
    this.prob = 1
  }

  /** Branch points met by the run just made: a round has at least 2^depth paths. */
  get depth(): number {
    return this.pos
  }

  /** Moves to the next path; false when every path has been followed. */
  next(): boolean {
    this.path.length = this.pos
    this.arity.length = this.pos
    for (let i = this.pos - 1; i >= 0; i--) {
      if (this.path[i]! + 1 < this.arity[i]!) {
        this.path[i]!++
        this.path.length = i + 1
        this.arity.length = i + 1
        return true
      }
    }
    return false
  }

  private take(n: number): number {
    if (this.pos >= this.path.length) this.path.push(0)
    this.arity[this.pos] = n
    return this.path[this.pos++]!
  }

  roll(sides: number): number {
    const face = this.take(sides)
    this.prob /= sides
    return face
  }

  rollAgainst(sides: number, atMost: number): number {
    const success = Math.min(1, Math.max(0, (atMost + 1) / sides))
    if (success <= 0) return sides - 1
    if (success >= 1) return 0
    if (this.take(2) === 0) {
      this.prob *= success
      return Math.max(0, atMost)
    }
    this.prob *= 1 - success
    return atMost + 1
  }

  save(): ScriptState {
    // Never kept: the solver reads outcomes, not dice.
    return { kind: 'script', faces: [], next: 0, rolled: 0 }
  }
}
