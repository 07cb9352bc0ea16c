import type { Dice } from '../../core/dice.ts'
import type { Side } from '../../core/types.ts'
import { lossOptions, placeRetreat, satisfy } from './losses.ts'
import { defaultLead, defaultLosses } from './policy.ts'
import { chooseLead, rollCombat } from './resolve.ts'
import { retreatChoices } from './retreat.ts'
import type { KoreaState } from './state.ts'
import { closeWork, openWork, unitById, workWith, type Work } from './work.ts'

/**
 * The default policy without its forms: the same answers, the same dice, the
 * same end state as asking through pending/decide/advance (simulate.test.ts),
 * without building a form or an event. The odds and the AI play through it.
 */

/** One step of the default play: a lead named, the dice rolled, a side's losses satisfied or a retreat placed. */
export function defaultStep(w: Work): void {
  const s = w.s
  const now = s.now
  if (s.phase === 'over' || !now) return
  if (now.step === 'lead') {
    const side: Side = now.leads.attacker ? 'defender' : 'attacker'
    const c = defaultLead(s, w.g, side)
    chooseLead(w, side, c.lead, c.depot)
  } else if (now.step === 'roll') rollCombat(w)
  else if (now.step === 'losses') {
    const side = now.toAnswer[0]!
    const options = lossOptions(s, w.g, side)
    satisfy(w, side, options, defaultLosses(s, side, options, now.owed[side]))
  } else {
    const r = now.retreats[0]!
    placeRetreat(w, retreatChoices(s, w.g, unitById(s, r.unit)!, r.far, s.combats[s.combatNo]!.defend)[0]!.hex)
  }
}

export function playOut(w: Work): void {
  while (w.s.phase !== 'over') defaultStep(w)
}

export function simulateKorea(s: KoreaState): KoreaState {
  if (s.phase === 'over') return s
  const w = openWork(s, false)
  playOut(w)
  return closeWork(w).state
}

/** What the forecast counts: each side's victory points (docs/rules/korea.md, Forecast). */
export function vpLeft(s: KoreaState, side: Side): number {
  return s.sides[side].vp
}

/**
 * The winner of the rest of the battle played by default on the caller's dice
 * (sampling); with `left`, each side's VP at its end, as [attacker, defender].
 */
export function winnerOn(s: KoreaState, dice: Dice, left?: Int32Array): Side | null {
  let end = s
  if (s.phase !== 'over') {
    const w = workWith(s, dice)
    playOut(w)
    end = w.s
  }
  if (left) {
    left[0] = vpLeft(end, 'attacker')
    left[1] = vpLeft(end, 'defender')
  }
  return end.result?.winner ?? null
}
