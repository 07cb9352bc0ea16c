import { defaultChoice } from '../ai/defaultPolicy.ts'
import { FastAlea, fastSeedDice } from '../engine/core/fastAlea.ts'
import type { Side } from '../engine/core/types.ts'
import { answerSetup, axis, simulateAxis, type AxisScenario } from '../engine/rulesets/axis/index.ts'
import { axisWinner } from '../engine/rulesets/axis/kernel.ts'
import { grand, simulate, type GrandScenario } from '../engine/rulesets/grand/index.ts'
import { winnerPassing } from '../engine/rulesets/grand/kernel.ts'
import { withoutCards } from '../odds/withoutCards.ts'

/** One loop of battles against the bare dice it rolled. */
export interface LoopFigures {
  battlesPerSecond: number
  diceRollsPerBattle: number
  /** The floor: the same generator, seeded the same way per battle, rolling as many dice alone. */
  diceMsPerBattle: number
  engineMsPerBattle: number
  engineToDiceRatio: number
}

export interface EngineFigures extends LoopFigures {
  scenario: string
  ruleset: 'grand' | 'axis'
  /**
   * What the headline figures time: the ruleset's kernel, its rounds on typed
   * arrays to the winner (grand: every decision passed; axis: every question
   * at its default), the loop the odds run.
   */
  loop: 'kernel'
  /** simulate() (grand: with the default policy) or simulateAxis, building the whole end state (result, breakthrough, tooltips). */
  endState: LoopFigures
}

/** Timed passes per loop; the medians are reported, so that a descheduled pass does not count. */
export const PASSES = 9
/** Untimed work before timing, so that the JIT has compiled both loops (their first passes run several times slower). */
const WARM_MS = 300
/** The least time a timed pass takes: the battles are played again within a pass until it does. */
const PASS_MS = 40

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b)
  return s[s.length >> 1]!
}

/**
 * Times `play` over the battles (it plays battle i with dice seeded seeds[i]
 * and returns the dice it rolled) against the same generator rolling as many
 * `sides`-sided dice alone, seeded the same way once per battle. The two
 * loops alternate pass by pass, so that a slow spell of the machine falls on
 * both; each figure is a median per battle over PASSES passes.
 */
function timeLoop(seeds: readonly string[], sides: number, play: (i: number) => number): LoopFigures {
  const n = seeds.length
  let rolled = 0
  const engine = () => {
    rolled = 0
    for (let i = 0; i < n; i++) rolled += play(i)
  }
  engine()
  // Whole dice per battle that add up to the total, spread evenly.
  const per = rolled / n
  const counts = Array.from({ length: n }, (_, i) => Math.round(per * (i + 1)) - Math.round(per * i))
  const d = new FastAlea(fastSeedDice(''))
  let sink = 0
  const dice = () => {
    for (let i = 0; i < n; i++) {
      d.seed(seeds[i]!)
      for (let k = counts[i]!; k > 0; k--) sink += d.roll(sides)
    }
  }
  const warmUntil = performance.now() + WARM_MS
  let reps = 0
  do {
    engine()
    dice()
    reps++
  } while (performance.now() < warmUntil)
  // Passes of whole loops, long enough to time: as many as the warm-up ran in PASS_MS.
  const perPass = Math.max(1, Math.round((reps * PASS_MS) / WARM_MS))
  const timed = (loop: () => void) => {
    const t0 = performance.now()
    for (let r = 0; r < perPass; r++) loop()
    return (performance.now() - t0) / perPass
  }
  const engineMs: number[] = []
  const diceMs: number[] = []
  for (let p = 0; p < PASSES; p++) {
    engineMs.push(timed(engine))
    diceMs.push(timed(dice))
  }
  if (sink < 0) throw new Error('unreachable')
  const e = median(engineMs)
  const f = median(diceMs)
  return {
    battlesPerSecond: (n / e) * 1000,
    diceRollsPerBattle: per,
    diceMsPerBattle: f / n,
    engineMsPerBattle: e / n,
    engineToDiceRatio: e / f,
  }
}

const seedsFor = (battles: number) => Array.from({ length: battles }, (_, i) => `bench#${i}`)

/** timeLoop over a kernel: battle i is `winner` played with one generator seeded seeds[i]. */
function timeKernel(seeds: readonly string[], sides: number, winner: (dice: FastAlea) => Side | null): LoopFigures {
  const d = new FastAlea(fastSeedDice(''))
  let sink = 0
  const figures = timeLoop(seeds, sides, (i) => {
    d.seed(seeds[i]!)
    sink += winner(d) === 'attacker' ? 1 : 0
    return d.rolled
  })
  if (sink < 0) throw new Error('unreachable')
  return figures
}

/**
 * A grand scenario: the kernel from the first state with every decision
 * passed (the headline), and simulate() with the default policy to the whole
 * end state. Both seed one generator per battle, as the engine must.
 */
export function benchGrand(sc: GrandScenario, battles: number): EngineFigures {
  const base = grand.setup(sc, 'bench')
  const seeds = seedsFor(battles)
  const free = withoutCards(base)
  const kernel = timeKernel(seeds, 10, (d) => winnerPassing(free, d))
  const endState = timeLoop(seeds, 10, (i) => simulate({ ...base, dice: fastSeedDice(seeds[i]!) }, defaultChoice).dice.rolled)
  return { scenario: sc.id, ruleset: 'grand', loop: 'kernel', ...kernel, endState }
}

/**
 * An axis scenario: the kernel from the first round with the default answers
 * (the headline), and simulateAxis to the whole end state.
 */
export function benchAxis(sc: AxisScenario, battles: number): EngineFigures {
  const base = axis.setup(sc, 'bench')
  const start = answerSetup(base)
  const seeds = seedsFor(battles)
  const kernel = timeKernel(seeds, 6, (d) => axisWinner(start, d))
  const endState = timeLoop(seeds, 6, (i) => simulateAxis({ ...base, dice: fastSeedDice(seeds[i]!) }).dice.rolled)
  return { scenario: sc.id, ruleset: 'axis', loop: 'kernel', ...kernel, endState }
}
