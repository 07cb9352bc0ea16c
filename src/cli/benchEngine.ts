import { FastAlea, fastSeedDice } from '../engine/core/fastAlea.ts'
import { rulesetOf, type AnyScenario } from '../engine/rulesets/registry.ts'

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
  ruleset: string
  /**
   * What the headline figures time: the rule system's kernel, its rounds on
   * typed arrays to the winner with the answers the odds assume, the loop the
   * odds run.
   */
  loop: 'kernel'
  /** The engine's simulate() with the default answers, building the whole end state (result, options, tooltips). */
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

/**
 * A scenario's figures from its engine's two loops: the kernel (the headline)
 * and simulate() to the whole end state, each against the bare dice it
 * rolled. Both seed one generator per battle, as the engine must.
 */
export function benchScenario(sc: AnyScenario, battles: number): EngineFigures {
  const engine = rulesetOf(sc)
  if (!engine.bench) throw new Error(`rule system "${engine.id}" has no benchmark loops`)
  const seeds = seedsFor(battles)
  const b = engine.bench(sc, seeds)
  const kernel = timeLoop(seeds, b.dieSides, (i) => b.kernel.play(i))
  const endState = timeLoop(seeds, b.dieSides, (i) => b.endState.play(i))
  return { scenario: sc.id, ruleset: engine.id, loop: 'kernel', ...kernel, endState }
}
