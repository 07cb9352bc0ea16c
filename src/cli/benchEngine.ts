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

/** Seeds one generator per battle and rolls `counts[i]` d10s: what the dice alone cost. */
function diceFloor(seeds: readonly string[], counts: readonly number[]): number {
  const d = new FastAlea(fastSeedDice(''))
  let sink = 0
  const rollAll = () => {
    for (let i = 0; i < seeds.length; i++) {
      d.seed(seeds[i]!)
      for (let k = counts[i]!; k > 0; k--) sink += d.roll(10)
    }
  }
  rollAll()
  const t0 = performance.now()
  rollAll()
  const ms = performance.now() - t0
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
 * Both loops seed one generator per battle, as the engine must.
 */
export function benchEngine(sc: GrandScenario, battles: number): EngineFigures {
  const base = grand.setup(sc, 'bench')
  const seeds = Array.from({ length: battles }, (_, i) => `bench#${i}`)
  // Warm up every loop so that the JIT has compiled them before timing.
  const warm = Math.min(2000, battles)
  for (let i = 0; i < warm; i++) simulate({ ...base, dice: fastSeedDice(seeds[i]!) }, defaultChoice)
  let rolled = 0
  let t0 = performance.now()
  for (let i = 0; i < battles; i++) rolled += simulate({ ...base, dice: fastSeedDice(seeds[i]!) }, defaultChoice).dice.rolled
  const engineMs = performance.now() - t0
  const diceMs = diceFloor(seeds, spread(rolled, battles))

  const free = withoutCards(base)
  const d = new FastAlea(fastSeedDice(''))
  let sink = 0
  for (let i = 0; i < warm; i++) {
    d.seed(seeds[i]!)
    sink += winnerPassing(free, d) === 'attacker' ? 1 : 0
  }
  let kRolled = 0
  t0 = performance.now()
  for (let i = 0; i < battles; i++) {
    d.seed(seeds[i]!)
    sink += winnerPassing(free, d) === 'attacker' ? 1 : 0
    kRolled += d.rolled
  }
  const kernelMs = performance.now() - t0
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
