import { defaultChoice } from '../ai/defaultPolicy.ts'
import { openDice, seedDice } from '../engine/core/dice.ts'
import { grand, simulate } from '../engine/rulesets/grand/index.ts'
import type { AnyScenario } from '../scenarios/load.ts'

export interface EngineFigures {
  scenario: string
  battlesPerSecond: number
  diceRollsPerBattle: number
  /** The floor: the same generator, seeded the same way, rolling as many dice alone. */
  diceMsPerBattle: number
  engineMsPerBattle: number
  engineToDiceRatio: number
}

/**
 * Plays `battles` battles of a scenario headless (the simulate fast path, one
 * clone per battle, no events) and times the bare dice the same battles roll.
 * Both loops seed one generator per battle, as the engine must.
 */
export function benchEngine(sc: AnyScenario, battles: number): EngineFigures {
  const base = grand.setup(sc, 'bench')
  const seeds = Array.from({ length: battles }, (_, i) => `bench#${i}`)
  // Warm up both loops so that the JIT has compiled them before timing.
  for (let i = 0; i < Math.min(200, battles); i++) simulate({ ...base, dice: seedDice(seeds[i]!) }, defaultChoice)
  let rolled = 0
  let t0 = performance.now()
  for (let i = 0; i < battles; i++) rolled += simulate({ ...base, dice: seedDice(seeds[i]!) }, defaultChoice).dice.rolled
  const engineMs = performance.now() - t0
  const perBattle = rolled / battles
  const counts = Array.from({ length: battles }, (_, i) => Math.round(perBattle * (i + 1)) - Math.round(perBattle * i))
  let sink = 0
  const rollAll = () => {
    for (let i = 0; i < battles; i++) {
      const d = openDice(seedDice(seeds[i]!))
      for (let k = counts[i]!; k > 0; k--) sink += d.roll(10)
    }
  }
  rollAll()
  t0 = performance.now()
  rollAll()
  const diceMs = performance.now() - t0
  if (sink < 0) throw new Error('unreachable')
  return {
    scenario: sc.id,
    battlesPerSecond: (battles / engineMs) * 1000,
    diceRollsPerBattle: perBattle,
    diceMsPerBattle: diceMs / battles,
    engineMsPerBattle: engineMs / battles,
    engineToDiceRatio: engineMs / diceMs,
  }
}
