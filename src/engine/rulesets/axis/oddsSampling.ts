import type { Tally } from '../../core/ruleset.ts'
import { tallyStream } from '../../../odds/sampling.ts'
import { LAND_TYPES, solveAxisLand } from './exact.ts'
import { axisWinner, betweenRounds } from './kernel.ts'
import { answerSetup, simulateAxis } from './simulate.ts'
import type { AxisState } from './state.ts'

/**
 * The exact odds from a state, when the exact solver's model holds there:
 * between rounds (a retreat question open counts: the odds are those of
 * staying, as the bar says), land units only, nobody behind a fortification
 * or holding a half hit. Null otherwise (the caller samples).
 */
export function exactFromState(s: AxisState): { attacker: number; defender: number; draw: number } | null {
  if (s.result) {
    const w = s.result.winner
    return { attacker: w === 'attacker' ? 1 : 0, defender: w === 'defender' ? 1 : 0, draw: w === null ? 1 : 0 }
  }
  const betweenRounds = (s.next === null && s.ask === null) || (s.ask?.kind === 'retreat' && s.next !== null && s.next.startsWith('retreat-'))
  if (s.phase !== 'battle' || !betweenRounds) return null
  const counts = { attacker: {} as Record<string, number>, defender: {} as Record<string, number> }
  for (const u of s.units) {
    if (u.place !== 'field') continue
    if (!LAND_TYPES.includes(u.type) || u.fortified || u.halfHits > 0 || u.group !== null) return null
    counts[u.side][u.type] = (counts[u.side][u.type] ?? 0) + 1
  }
  const r = solveAxisLand(counts.attacker, counts.defender, { attackOrder: s.sides.attacker.order, defendOrder: s.sides.defender.order })
  return { attacker: r.attackerWins, defender: r.defenderWins, draw: r.draws }
}

const settledOf = new WeakMap<AxisState, AxisState>()

/**
 * Battles `from` to `from + count − 1` of a sampling stream (sampling.ts
 * tallyStream), played from the state to their end with the book's default
 * answers. Between rounds the kernel plays them (the same winners as
 * simulateAxis, kernel.test.ts); mid-round, the engine.
 */
export function sampleFromState(s: AxisState, stream: string, from: number, count: number): Tally {
  const start = settledOf.get(s) ?? answerSetup(s)
  settledOf.set(s, start)
  if (betweenRounds(start)) return tallyStream(stream, from, count, (dice) => axisWinner(start, dice))
  return tallyStream(stream, from, count, (dice) => simulateAxis({ ...start, dice: dice.save() }).result?.winner ?? null)
}
