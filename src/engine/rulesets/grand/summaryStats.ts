import { seedDice } from '../../core/seedDice.ts'
import { otherSide, type Side } from '../../core/types.ts'
import { simulate } from './simulate.ts'
import type { GrandState } from './state.ts'
import { strengthLeft } from './strength.ts'
import { exactOdds } from './exact.ts'
import { EXACT_PATH_BUDGET } from '../../../odds/oddsPool.ts'
import { noCards, withoutCards } from './withoutCards.ts'
import { sampleBattles } from './sampling.ts'

export interface RoundOdds {
  round: string
  attacker: number
  defender: number
  draw: number
  method: 'exact' | 'sampling'
}

/** Each side's chance to win as it stood before the first round and after each round. */
export function winTrace(points: readonly { round: string; state: GrandState }[], runs: number): RoundOdds[] {
  return points.map(({ round, state }, i) => {
    if (state.phase === 'over') {
      const w = state.result?.winner
      return { round, attacker: w === 'attacker' ? 1 : 0, defender: w === 'defender' ? 1 : 0, draw: w ? 0 : 1, method: 'exact' }
    }
    const exact = exactOdds(state, EXACT_PATH_BUDGET)
    if (exact) return { round, attacker: exact.attacker, defender: exact.defender, draw: exact.draw, method: 'exact' }
    const t = sampleBattles(withoutCards(state), `trace/${state.seed}/${i}`, 0, runs)
    return { round, attacker: t.attacker / t.runs, defender: t.defender / t.runs, draw: t.draw / t.runs, method: 'sampling' }
  })
}

/** How a battle went for a side: the share of its strength kept minus the share the enemy kept. */
export function outcomeScore(start: GrandState, end: GrandState, side: Side): number {
  const enemy = otherSide(side)
  const own0 = Math.max(1, strengthLeft(start, side))
  const enemy0 = Math.max(1, strengthLeft(start, enemy))
  return strengthLeft(end, side) / own0 - strengthLeft(end, enemy) / enemy0
}

/**
 * Luck: where the actual outcome falls among battles simulated from the same
 * start with the same cards played, as a percentile (50: as expected; high:
 * the dice favoured that side). Ties count half.
 */
export function luckPercentiles(start: GrandState, actual: GrandState, runs: number): Record<Side, number> {
  const base = withoutCards(start)
  const out = { attacker: 0, defender: 0 }
  for (const side of ['attacker', 'defender'] as const) {
    const mine = outcomeScore(start, actual, side)
    let below = 0
    for (let i = 0; i < runs; i++) {
      const sim = outcomeScore(start, simulate({ ...base, dice: seedDice(`luck/${start.seed}#${i}`) }, noCards), side)
      if (sim < mine - 1e-12) below += 1
      else if (Math.abs(sim - mine) <= 1e-12) below += 0.5
    }
    out[side] = (100 * below) / runs
  }
  return out
}
