import { defaultChoice } from '../ai/defaultPolicy.ts'
import { FastAlea, fastSeedDice } from '../engine/rulesets/grand/fastAlea.ts'
import { grand, simulate } from '../engine/rulesets/grand/index.ts'
import { winnerPassing } from '../engine/rulesets/grand/kernel.ts'
import { withoutCards } from '../odds/withoutCards.ts'
import type { GrandScenario } from '../engine/rulesets/grand/index.ts'

export interface EngineFigures {
  scenario: string
  battlesPerSecond: number
  diceRollsPerBattle: number
  /** The floor: the same generator, seeded the same way, rolling as many dice alone. */
  diceMsPerBattle: number
  engineMsPerBattle: number
  engineToDiceRatio: number
  /** The odds' loop: the winner alone, every decision passed, from the card-free first state. */
  kernel: { battlesPerSecond: number; diceRollsPerBattle: number; diceMsPerBattle: number; msPerBattle: number; toDiceRatio: number }
}

/** Timed passes per loop; the median is reported, so that one descheduled pass does not count. */
const PASSES = 5
/** Untimed work before timing, so that the JIT has compiled the loop (its first passes run several times slower). */
const WARM_MS = 200

/** The median time of PASSES runs of `pass`, after running it untimed for WARM_MS. */
function medianMs(pass: () => void): number {
  const warmUntil = performance.now() + WARM_MS
  do pass()
  while (performance.now() < warmUntil)
  const times: number[] = []
  for (let r = 0; r < PASSES; r++) {
    const t0 = performance.now()
    pass()
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  return times[PASSES >> 1]!
}

/** One generator seeded per battle, rolling `counts[i]` d10s: what the dice alone cost. */
function diceFloor(seeds: readonly string[], counts: readonly number[]): number {
  const d = new FastAlea(fastSeedDice(''))
  let sink = 0
  const ms = medianMs(() => {
    for (let i = 0; i < seeds.length; i++) {
      d.seed(seeds[i]!)
      for (let k = counts[i]!; k > 0; k--) sink += d.roll(10)
    }
  })
  if (sink < 0) throw new Error('unreachable')
  return ms
}

/** Whole dice per battle that add up to the total, spread evenly. */
function spread(total: number, battles: number): number[] {
  const per = total / battles
  return Array.from({ length: battles }, (_, i) => Math.round(per * (i + 1)) - Math.round(per * i))
}

/**
 * Plays `battles` battles of a scenario headless and times the bare dice the
 * same battles roll, with the generator the engine rolls (FastAlea: seedrandom's
 * alea, written out). Two figures: simulate() with the default policy (the
 * whole end state: decisions, retreat, breakthrough, the morale tooltip), and
 * the kernel alone as the odds run it (the winner, every decision passed).
 * Both loops seed one generator per battle, as the engine must; each figure
 * is the median of five passes over the same battles after a warm-up.
 */
export function benchEngine(sc: GrandScenario, battles: number): EngineFigures {
  const base = grand.setup(sc, 'bench')
  const seeds = Array.from({ length: battles }, (_, i) => `bench#${i}`)
  let rolled = 0
  const engineMs = medianMs(() => {
    rolled = 0
    for (let i = 0; i < battles; i++) rolled += simulate({ ...base, dice: fastSeedDice(seeds[i]!) }, defaultChoice).dice.rolled
  })
  const diceMs = diceFloor(seeds, spread(rolled, battles))

  const free = withoutCards(base)
  const d = new FastAlea(fastSeedDice(''))
  let sink = 0
  let kRolled = 0
  const kernelMs = medianMs(() => {
    kRolled = 0
    for (let i = 0; i < battles; i++) {
      d.seed(seeds[i]!)
      sink += winnerPassing(free, d) === 'attacker' ? 1 : 0
      kRolled += d.rolled
    }
  })
  if (sink < 0) throw new Error('unreachable')
  const kDiceMs = diceFloor(seeds, spread(kRolled, battles))
  return {
    scenario: sc.id,
    battlesPerSecond: (battles / engineMs) * 1000,
    diceRollsPerBattle: rolled / battles,
    diceMsPerBattle: diceMs / battles,
    engineMsPerBattle: engineMs / battles,
    engineToDiceRatio: engineMs / diceMs,
    kernel: {
      battlesPerSecond: (battles / kernelMs) * 1000,
      diceRollsPerBattle: kRolled / battles,
      diceMsPerBattle: kDiceMs / battles,
      msPerBattle: kernelMs / battles,
      toDiceRatio: kernelMs / kDiceMs,
    },
  }
}
