import type { Outcomes } from '../../core/ruleset.ts'
import type { Side } from '../../core/types.ts'
import { pointMass } from '../../../odds/outcomes.ts'
import { tallyStream } from '../../../odds/sampling.ts'
import { LAND_TYPES, solveAxisLand } from './exact.ts'
import { axisWinner, betweenRounds } from './kernel.ts'
import { answerSetup, simulateAxis } from './simulate.ts'
import type { AxisState } from './state.ts'
import { unitsLeft } from './work.ts'

/**
 * The exact odds from a state, when the exact solver's model holds there:
 * between rounds (a retreat question open counts: the odds are those of
 * staying, as the bar says), land units only, nobody behind a fortification
 * or holding a half hit. Null otherwise (the caller samples). `left` is the
 * chance of each number of units left (unitsLeft) to each side.
 */
export function exactFromState(s: AxisState): { attacker: number; defender: number; draw: number; left: Record<Side, number[]> } | null {
  if (s.result) {
    const w = s.result.winner
    return { attacker: w === 'attacker' ? 1 : 0, defender: w === 'defender' ? 1 : 0, draw: w === null ? 1 : 0, left: { attacker: pointMass(unitsLeft(s, 'attacker')), defender: pointMass(unitsLeft(s, 'defender')) } }
  }
  const betweenRounds = (s.next === null && s.ask === null) || (s.ask?.kind === 'retreat' && s.next !== null && s.next.startsWith('retreat-'))
  if (s.phase !== 'battle' || !betweenRounds) return null
  const counts = { attacker: {} as Record<string, number>, defender: {} as Record<string, number> }
  const fighting = { attacker: 0, defender: 0 }
  for (const u of s.units) {
    if (u.place !== 'field') continue
    if (!LAND_TYPES.includes(u.type) || u.fortified || u.halfHits > 0 || u.group !== null) return null
    counts[u.side][u.type] = (counts[u.side][u.type] ?? 0) + 1
    fighting[u.side]++
  }
  const r = solveAxisLand(counts.attacker, counts.defender, { attackOrder: s.sides.attacker.order, defendOrder: s.sides.defender.order })
  // Units that left in an earlier retreat stay alive whatever happens here.
  const shift = (h: number[], side: Side) => [...new Array<number>(unitsLeft(s, side) - fighting[side]).fill(0), ...h]
  return { attacker: r.attackerWins, defender: r.defenderWins, draw: r.draws, left: { attacker: shift(r.attackerLeft, 'attacker'), defender: shift(r.defenderLeft, 'defender') } }
}

const settledOf = new WeakMap<AxisState, AxisState>()

/**
 * Battles `from` to `from + count − 1` of a sampling stream (sampling.ts
 * tallyStream), played from the state to their end with the book's default
 * answers: the winner and the units each side has left (unitsLeft). Between
 * rounds the kernel plays them (the same as simulateAxis, kernel.test.ts);
 * mid-round, the engine.
 */
export function sampleFromState(s: AxisState, stream: string, from: number, count: number): Outcomes {
  const start = settledOf.get(s) ?? answerSetup(s)
  settledOf.set(s, start)
  if (betweenRounds(start)) return tallyStream(stream, from, count, (dice, left) => axisWinner(start, dice, left))
  return tallyStream(stream, from, count, (dice, left) => {
    const end = simulateAxis({ ...start, dice: dice.save() })
    left[0] = unitsLeft(end, 'attacker')
    left[1] = unitsLeft(end, 'defender')
    return end.result?.winner ?? null
  })
}
