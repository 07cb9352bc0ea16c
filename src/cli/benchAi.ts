import type { AiLevel, Policy, RulesetEngine } from '../engine/core/ruleset.ts'
import type { Side } from '../engine/core/types.ts'
import { rulesetOf, type AnyScenario, type BattleState } from '../engine/rulesets/registry.ts'

export type AiPair = 'hard-vs-random' | 'hard-vs-easy'

/** A fresh opponent per battle, so that battle i draws the same random answers whichever side hard plays. */
function opponent(engine: RulesetEngine, pair: AiPair, i: number): Policy {
  return pair === 'hard-vs-random' ? engine.policies.random(`bench-random#${i}`) : at(engine, 'easy')
}

const at = (engine: RulesetEngine, level: AiLevel): Policy => (s, d) => engine.ai(s, d, level)

/**
 * One battle stepped through the engine's own door (pending, decide, advance)
 * with each side's policy: the engine's simulate plays the default policy
 * only, and stepping gives the same end state (see each engine's simulate).
 */
function playWith(engine: RulesetEngine, state: BattleState, policies: Record<Side, Policy>, maxSteps = 5000): BattleState {
  let s = state
  for (let k = 0; k < maxSteps; k++) {
    const d = engine.pending(s)
    if (!d && s.result) return s
    s = (d ? engine.decide(s, d.side, policies[d.side](s, d)) : engine.advance(s)).state
  }
  throw new Error(`battle ${s.scenarioId} not over after ${maxSteps} steps`)
}

/**
 * Mirrored pairs i in [from, to): the same seed twice, hard attacking then
 * defending. Returns, per pair, hard's wins minus the opponent's (−2 … 2).
 */
export function playPairs(sc: AnyScenario, pair: AiPair, from: number, to: number): number[] {
  const engine = rulesetOf(sc)
  const hard = at(engine, 'hard')
  const out: number[] = []
  for (let i = from; i < to; i++) {
    let d = 0
    for (const hardSide of ['attacker', 'defender'] as Side[]) {
      const other = opponent(engine, pair, i)
      const policies = hardSide === 'attacker' ? { attacker: hard, defender: other } : { attacker: other, defender: hard }
      const w = playWith(engine, engine.setup(sc, `bench-ai#${i}`), policies).result!.winner
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
