import type { Dice } from '../../core/dice.ts'
import type { OddsKit } from '../../core/ruleset.ts'
import type { Side } from '../../core/types.ts'
import { addAt, pointMass } from '../../../odds/outcomes.ts'
import { tallyStream } from '../../../odds/sampling.ts'
import type { DuelState } from './engine.ts'

/**
 * The duel's arithmetic, shared by the engine (rules, AI) and the odds
 * workers: no seedrandom, no zod, so that a cold worker starts fast.
 */
export type Outcome = Record<Side | 'draw', number>
/** The chances to win, and of each number of hits left to each side (left[side][k]). */
export type DuelOdds = Outcome & { left: Record<Side, number[]> }

/** Who answers the form before the next round: the attacker before odd rounds, the defender before even ones. */
export const chooserOf = (s: DuelState): Side => (s.round % 2 === 0 ? 'attacker' : 'defender')

/** A side's aim in the next round: 'careful' lowers the chooser's by one. */
export const aimOf = (s: DuelState, side: Side): number => s.sides[side].unit.aim - (s.answer === 'careful' && chooserOf(s) === side ? 1 : 0)

/** One d6 against an aim (hits at or under it): the face 1–6, rolled from the caller's dice. */
export const rollD6 = (dice: Dice, aim: number): number => dice.rollAgainst(6, aim - 1) + 1

const chance = (aim: number): number => Math.min(6, Math.max(0, aim)) / 6
const ended = (a: number, d: number): DuelOdds => ({
  attacker: +(d <= 0 && a > 0),
  defender: +(a <= 0 && d > 0),
  draw: +(a <= 0 && d <= 0),
  left: { attacker: pointMass(Math.max(0, a)), defender: pointMass(Math.max(0, d)) },
})
const mix = (parts: [number, DuelOdds][]): DuelOdds => {
  const o: DuelOdds = { attacker: 0, defender: 0, draw: 0, left: { attacker: [], defender: [] } }
  for (const [w, x] of parts) {
    for (const k of ['attacker', 'defender', 'draw'] as const) o[k] += w * x[k]
    for (const side of ['attacker', 'defender'] as const) x.left[side].forEach((p, k) => addAt(o.left[side], k, w * p))
  }
  return o
}

/**
 * The exact chances from a position: the next round at the aims already
 * answered, every later one with both sides snap-firing (their scenario aims,
 * at least 1, so every round after the next may end the battle); and of each
 * number of hits left to each side at the end.
 */
export function exactDuel(s: DuelState): DuelOdds {
  const p = chance(s.sides.attacker.unit.aim)
  const q = chance(s.sides.defender.unit.aim)
  const memo = new Map<string, DuelOdds>()
  // A round where nobody hits comes back to the same position: solved for, not recursed into.
  const snap = (a: number, d: number): DuelOdds => {
    if (a <= 0 || d <= 0) return ended(a, d)
    const key = `${a},${d}`
    let o = memo.get(key)
    if (!o) {
      const go = 1 - (1 - p) * (1 - q)
      o = mix([[(p * q) / go, snap(a - 1, d - 1)], [(p * (1 - q)) / go, snap(a, d - 1)], [((1 - p) * q) / go, snap(a - 1, d)]])
      memo.set(key, o)
    }
    return o
  }
  const a = s.sides.attacker.unit.hits
  const d = s.sides.defender.unit.hits
  if (s.phase === 'over' || a <= 0 || d <= 0) return ended(a, d)
  const p1 = chance(aimOf(s, 'attacker'))
  const q1 = chance(aimOf(s, 'defender'))
  return mix([[p1 * q1, snap(a - 1, d - 1)], [p1 * (1 - q1), snap(a, d - 1)], [(1 - p1) * q1, snap(a - 1, d)], [(1 - p1) * (1 - q1), snap(a, d)]])
}

/**
 * Plays the duel out on `dice` as the engine would with both sides
 * snap-firing after the next round: the winner, and with `left` each side's
 * hits left at the end as [attacker, defender].
 */
export function fightOut(s: DuelState, dice: Dice, left?: Int32Array): Side | null {
  let a = s.sides.attacker.unit.hits
  let d = s.sides.defender.unit.hits
  let aimA = aimOf(s, 'attacker')
  let aimD = aimOf(s, 'defender')
  while (a > 0 && d > 0) {
    const hitD = rollD6(dice, aimA) <= aimA
    const hitA = rollD6(dice, aimD) <= aimD
    if (hitD) d--
    if (hitA) a--
    aimA = s.sides.attacker.unit.aim
    aimD = s.sides.defender.unit.aim
  }
  if (left) {
    left[0] = Math.max(0, a)
    left[1] = Math.max(0, d)
  }
  return a > 0 ? 'attacker' : d > 0 ? 'defender' : null
}

export const odds: OddsKit<DuelState> = {
  exact(s, maxPaths) {
    if ((s.sides.attacker.unit.hits + 1) * (s.sides.defender.unit.hits + 1) > maxPaths) return null
    return { ...exactDuel(s), detail: 'exact, both sides snap-fire' }
  },
  prepare: (s) => s,
  sample: (prepared, stream, from, count) => tallyStream(stream, from, count, (dice, left) => fightOut(prepared as DuelState, dice, left)),
}
