import { otherSide, SIDES, type BattleResult, type Side } from '../../core/types.ts'
import type { NapState } from './state.ts'
import { emit, occupant, strengthLost, type Work } from './work.ts'

/**
 * The battle's clock and its end: combat phases alternating between the
 * players from the one the scenario names; victorious marks and the Routs
 * box last until the end of the phase (N8); objective hexes held by the last
 * side to stand in them; the result by the scenario's victory conditions
 * (N10) once the last phase is over, or at once when a side has no unit left.
 */

export function phaseLabel(s: NapState, phase = s.phaseNo): string {
  const side = phase % 2 === 1 ? s.first : otherSide(s.first)
  return `Phase ${phase}: ${s.sides[side].name} attacks`
}

export function updateHolders(w: Work): void {
  for (const hex of w.s.objectives) {
    const u = occupant(w.s, hex)
    if (u && w.s.holders[hex] !== u.side) {
      w.s.holders[hex] = u.side
      emit(w, { t: 'objective', hex, side: u.side })
    }
  }
}

export function objectivesHeld(s: NapState, side: Side): number {
  let n = 0
  for (const hex of s.objectives) if (s.holders[hex] === side) n++
  return n
}

/** Victory points by the scenario's conditions: objectives held and/or the enemy's strength points lost. */
export function score(s: NapState, side: Side): number {
  const held = objectivesHeld(s, side)
  const killed = strengthLost(s, otherSide(side))
  switch (s.victory.kind) {
    case 'objectives':
      return held
    case 'strength':
      return killed
    case 'both':
      return held * s.victory.objectivePoints + killed
  }
}

function finish(w: Work, result: BattleResult): void {
  w.s.phase = 'over'
  w.s.result = result
  emit(w, { t: 'end', winner: result.winner, reason: result.reason })
}

function scoreLine(s: NapState): string {
  const what = s.victory.kind === 'objectives' ? 'objective hexes held' : s.victory.kind === 'strength' ? 'enemy strength points lost' : `${s.victory.objectivePoints} a held objective plus enemy strength points lost`
  return `${s.sides.attacker.name} ${score(s, 'attacker')}, ${s.sides.defender.name} ${score(s, 'defender')} (${what})`
}

export function judge(s: NapState): BattleResult {
  const a = score(s, 'attacker')
  const d = score(s, 'defender')
  const winner: Side | null = a > d ? 'attacker' : d > a ? 'defender' : null
  return { winner, reason: `${winner ? `${s.sides[winner].name} wins` : 'A draw'}: ${scoreLine(s)}` }
}

/** A side with no unit on the field has lost at once. */
export function checkWipedOut(w: Work): void {
  if (w.s.phase === 'over') return
  for (const side of SIDES) {
    if (w.s.units.some((u) => u.side === side && u.place === 'field')) continue
    const other = otherSide(side)
    const none = !w.s.units.some((u) => u.side === other && u.place === 'field')
    finish(w, none ? { winner: null, reason: 'Both armies are destroyed: a draw' } : { winner: other, reason: `${w.s.sides[side].name} has no unit left: ${w.s.sides[other].name} wins` })
    return
  }
}

/**
 * Ends the phase under way and starts the next one, or ends the battle after
 * the last. The phase's marks go: victorious units, driven-back units, who
 * attacked and who was attacked.
 */
export function nextPhase(w: Work, why: 'ended' | 'no attack left'): void {
  const s = w.s
  emit(w, { t: 'phase-end', phase: s.phaseNo, side: s.phasing, why })
  for (const u of s.units) {
    u.attacked = false
    u.defended = false
    u.victorious = false
    u.drivenBack = false
  }
  s.last = null
  if (s.phaseNo >= s.phases) {
    finish(w, judge(s))
    return
  }
  s.phaseNo++
  s.phasing = otherSide(s.phasing)
  s.ended = false
  s.attacks = 0
  emit(w, { t: 'phase', phase: s.phaseNo, side: s.phasing })
}
