import { otherSide, RuleError, SIDES, type Side } from '../../core/types.ts'
import { endOfRound, finish, routTest, rout, totalElimination } from './end.ts'
import type { GrandEvent, ModifierPart } from './events.ts'
import { applyVolley, fireSide } from './fire.ts'
import { strengthInFight } from './strength.ts'
import { sideModifiers } from './modifiers.ts'
import { demoralized, updateMorale } from './morale.ts'
import { allModifiersApply, ROUND_NAMES, roundKind, type RoundId } from './rounds.ts'
import { nextRound, planNext } from './sequence.ts'
import type { GrandState } from './state.ts'
import { closeWork, countHolders, openWork, type Work } from './work.ts'

/** The side that fires first this round by a card (section J); none when both or neither hold one. */
function firesFirst(s: GrandState, round: RoundId): Side | null {
  let who: Side | null = null
  for (const e of s.effects) {
    if (e.effect.type !== 'fireFirst' || !e.effect.rounds.includes(round)) continue
    if (who !== null && who !== e.side) return null
    who = e.side
  }
  return who
}

function sameParts(a: readonly ModifierPart[], b: readonly ModifierPart[]): boolean {
  return a.length === b.length && a.every((p, i) => p.source === b[i]!.source && p.value === b[i]!.value && p.kinds === b[i]!.kinds)
}

function recordMorale(s: GrandState, round: RoundId): void {
  s.bmHistory.push({ round, attacker: s.sides.attacker.bm, defender: s.sides.defender.bm })
}

/** One fire round, from its start to the end-of-round checks. */
function playRound(w: Work, round: RoundId): void {
  const s = w.s
  const kind = roundKind(round)
  s.round = round
  s.roundsFought++
  if (w.ev) w.ev.push({ t: 'round', round, name: ROUND_NAMES[round], number: s.roundsFought })
  // Between rounds only a Next round's −1 moves BM: card plays and retreats recompute it when decided.
  if (kind === 'next') {
    for (const side of SIDES) {
      s.sides[side].nextRounds++
      updateMorale(w, side, 'Next round: −1')
    }
  }

  const parts = { attacker: sideModifiers(s, 'attacker', round), defender: sideModifiers(s, 'defender', round) }
  if (w.ev) for (const side of SIDES) if (parts[side].length) w.ev.push({ t: 'modifiers', side, round, parts: parts[side] })
  const present = { attacker: strengthInFight(s, 'attacker'), defender: strengthInFight(s, 'defender') }
  const lost = { attacker: 0, defender: 0 }
  let tested: Side | null = null

  const first = kind === 'ambush' ? null : firesFirst(s, round)
  if (kind === 'ambush') {
    const ambusher = s.effects.find((e) => e.effect.type === 'ambush')!.side
    const target = otherSide(ambusher)
    lost[target] += applyVolley(w, target, round, fireSide(w, ambusher, round, parts[ambusher]))
  } else if (first) {
    const second = otherSide(first)
    lost[second] += applyVolley(w, second, round, fireSide(w, first, round, parts[first]))
    // Its losses for the round are final: heavy losses count before it may answer (D28).
    heavyLosses(w, [second], present, lost)
    updateMorale(w, second, 'losses before firing back')
    // With nothing left to fire back with, the end-of-round checks settle it (section C).
    const canAnswer = countHolders(s, second) > 0
    if (canAnswer && demoralized(s, second)) {
      // Section K, reminder: demoralized before it can shoot back, it does not fire and tests at once.
      tested = second
      if (routTest(w, second)) {
        // Section B: the side that fired first counts the field its volley left too (armor superiority
        // won or lost by the eliminations) before the round's BM is recorded, as after any round.
        updateMorale(w, first, `losses of ${ROUND_NAMES[round]}`)
        recordMorale(s, round)
        totalElimination(w)
        rout(w, second)
        return
      }
    } else if (canAnswer) {
      // Section J: it answers "with its surviving unit(s)", from the field the first volley left, so the
      // modifiers that count what is on the field (armor superiority, boosters) are counted again (D39).
      const answer = sideModifiers(s, second, round)
      if (w.ev && !sameParts(answer, parts[second])) w.ev.push({ t: 'modifiers', side: second, round, parts: answer, answer: true })
      lost[first] += applyVolley(w, first, round, fireSide(w, second, round, answer))
    }
  } else {
    const va = fireSide(w, 'attacker', round, parts.attacker)
    const vd = fireSide(w, 'defender', round, parts.defender)
    lost.defender += applyVolley(w, 'defender', round, va)
    lost.attacker += applyVolley(w, 'attacker', round, vd)
  }
  heavyLosses(w, first ? [first] : SIDES, present, lost)
  for (const side of SIDES) updateMorale(w, side, `losses of ${ROUND_NAMES[round]}`)
  recordMorale(s, round)
  if (allModifiersApply(kind)) s.crossingUsed = true
  if (endOfRound(w, nextRound(s).round !== null, tested)) planNext(s)
}

/** Section B: a side that loses more than half the strength it had at the start of the round loses 1 BM. */
function heavyLosses(w: Work, sides: readonly Side[], present: Record<Side, number>, lost: Record<Side, number>): void {
  for (const side of sides) {
    if (lost[side] * 2 > present[side]) {
      w.s.sides[side].heavyLossRounds++
      if (w.ev) w.ev.push({ t: 'heavy-losses', side, lost: lost[side], present: present[side] })
    }
  }
}

/** Section K: the victor's pursuit-capable units fire once more at the routed side, who cannot answer. */
function playPursuit(w: Work): void {
  const s = w.s
  const pursuer = s.pursuer!
  const routed = otherSide(pursuer)
  s.round = 'pursuit'
  if (w.ev) w.ev.push({ t: 'round', round: 'pursuit', name: ROUND_NAMES.pursuit, number: s.roundsFought + 1 })
  applyVolley(w, routed, 'pursuit', fireSide(w, pursuer, 'pursuit', sideModifiers(s, pursuer, 'pursuit')))
  totalElimination(w)
  for (const side of SIDES) updateMorale(w, side, 'losses of the pursuit')
  recordMorale(s, 'pursuit')
  finish(w, pursuer, `${s.sides[routed].name} routed and was pursued`, routed)
}

/** Advances exactly one round, in place. */
export function advanceInPlace(w: Work): void {
  const s = w.s
  if (s.phase === 'over') throw new RuleError('the battle is over')
  const head = s.queue[0]
  if (head) throw new RuleError(`waiting for the ${head.side} to decide ${head.kind}`)
  if (s.pursuer) {
    playPursuit(w)
    return
  }
  const { round, skipped } = nextRound(s)
  if (w.ev) for (const k of skipped) w.ev.push({ t: 'skip', round: k.round, reason: k.reason })
  if (round === null) {
    finish(w, 'defender', 'no round is left and both sides stand: the defender holds', 'attacker')
    return
  }
  playRound(w, round)
}

/** Exactly one round: one click of the window. Pure. */
export function advance(state: GrandState): { state: GrandState; events: GrandEvent[] } {
  const w = openWork(state)
  advanceInPlace(w)
  return closeWork(w)
}
