import type { BattleResult, Side } from '../../core/types.ts'
import { GROUND_VP } from './charts.ts'
import type { CallOffReason } from './events.ts'
import type { CombatNow, KoreaState } from './state.ts'
import { emit, payVp, unitsAt, type Work } from './work.ts'

/**
 * The turn's clock (K14): the scenario's combats one after the other; a
 * combat whose attacking hexes or combat hex have been emptied by the ones
 * before it is called off, and a combat hex its defenders left is given up
 * all the same; after the last, the side with more victory points wins, equal
 * is a draw.
 */

export function freshCombat(): CombatNow {
  return { step: 'lead', leads: { attacker: null, defender: null }, depot: null, involved: null, roll: null, owed: { attacker: 0, defender: 0 }, toAnswer: [], retreats: [], moves: [] }
}

/** Why combat `i` cannot be fought in this state; null when it can. */
export function calledOff(s: KoreaState, i: number): CallOffReason | null {
  const plan = s.combats[i]!
  if (!plan.attack.some((h) => unitsAt(s, h, 'attacker').length)) return 'no attacker'
  if (!unitsAt(s, plan.defend, 'defender').length) return 'no defender'
  return null
}

/** Opens combat combatNo, or the first one after it that can be fought; ends the battle after the last. */
export function openCombat(w: Work): void {
  const s = w.s
  for (const u of s.units) u.chip = null
  while (s.combatNo < s.combats.length) {
    const why = calledOff(s, s.combatNo)
    if (!why) {
      s.now = freshCombat()
      return
    }
    const hex = s.combats[s.combatNo]!.defend
    emit(w, { t: 'cancelled', combat: s.combatNo, defend: hex, why })
    // Retreating out of a hex about to be attacked is no way to keep it: the attackers take it unopposed.
    if (why === 'no defender' && !s.taken.includes(hex)) {
      s.taken.push(hex)
      emit(w, { t: 'ground', hex, ...payVp(s, 'defender', GROUND_VP) })
    }
    s.combatNo++
  }
  s.now = null
  const result = judge(s)
  s.phase = 'over'
  s.result = result
  emit(w, { t: 'end', winner: result.winner, reason: result.reason })
}

export function finishCombat(w: Work): void {
  w.s.lastMoves = w.s.now?.moves ?? []
  w.s.combatNo++
  openCombat(w)
}

export function judge(s: KoreaState): BattleResult {
  const a = s.sides.attacker.vp
  const d = s.sides.defender.vp
  const winner: Side | null = a > d ? 'attacker' : d > a ? 'defender' : null
  const score = `${s.sides.attacker.name} ${a} VP, ${s.sides.defender.name} ${d} VP`
  return { winner, reason: `${winner ? `${s.sides[winner].name} wins` : 'A draw'}: ${score}` }
}
