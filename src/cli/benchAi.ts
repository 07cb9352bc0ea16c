import { aiChoice, easyChoice } from '../ai/grandAi.ts'
import { randomPolicy } from '../ai/randomPolicy.ts'
import type { Side } from '../engine/core/types.ts'
import { grand, simulate, type GrandPolicy } from '../engine/rulesets/grand/index.ts'
import type { GrandScenario } from '../engine/rulesets/grand/index.ts'

export type AiPair = 'hard-vs-random' | 'hard-vs-easy'

function opponent(pair: AiPair, i: number): GrandPolicy {
  return pair === 'hard-vs-random' ? randomPolicy(`bench-random#${i}`) : easyChoice
}

const hard: GrandPolicy = (s, d) => aiChoice(s, d, 'hard')

/**
 * Mirrored pairs i in [from, to): the same seed twice, hard attacking then
 * defending. Returns, per pair, hard's wins minus the opponent's (−2 … 2).
 */
export function playPairs(sc: GrandScenario, pair: AiPair, from: number, to: number): number[] {
  const out: number[] = []
  for (let i = from; i < to; i++) {
    let d = 0
    for (const hardSide of ['attacker', 'defender'] as Side[]) {
      const other = opponent(pair, i)
      const end = simulate(grand.setup(sc, `bench-ai#${i}`), (s, dec) => (dec.side === hardSide ? hard : other)(s, dec))
      const w = end.result!.winner
      if (w === hardSide) d++
      else if (w !== null) d--
    }
    out.push(d)
  }
  return out
}

/** Win-rate difference per battle and its 95% interval, from the mirrored pairs' differences. */
export function pairStats(diffs: readonly number[]): { battles: number; winRateDiff: number; ci95: [number, number] } {
  const n = diffs.length
  const perBattle = diffs.map((d) => d / 2)
  const mean = perBattle.reduce((a, b) => a + b, 0) / n
  const variance = perBattle.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1)
  const half = 1.96 * Math.sqrt(variance / n)
  return { battles: 2 * n, winRateDiff: mean, ci95: [mean - half, mean + half] }
}
