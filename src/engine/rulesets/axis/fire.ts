import type { Unit } from './state.ts'
import { emit, type Work } from './work.ts'

/**
 * One to-hit die: a d6 rolled with rollAgainst(6, value − 1), so face 0..5
 * shows die face + 1 and hits when the die is at most the value (classic
 * A&A). A value of 0 does not roll. Every roll is a `shot` event.
 */
export function shoot(w: Work, shooter: Unit, value: number, target?: string): boolean {
  if (value <= 0) return false
  const die = w.dice.rollAgainst(6, value - 1) + 1
  const hit = die <= value
  if (w.ev) w.ev.push(target === undefined ? { t: 'shot', side: shooter.side, unit: shooter.id, die, value, hit } : { t: 'shot', side: shooter.side, unit: shooter.id, die, value, hit, target })
  return hit
}

/** The value a unit fires with in its own side's role: attack for the attacker, defense for the defender. */
export function ownValue(u: Unit): number {
  return u.side === 'attacker' ? u.attack : u.defense
}

/**
 * An aimed hit (§5.2): the target is marked and removed at the end of Air
 * Combat (X8), after it has answered. Fortified infantry hit through the line
 * is flipped instead, unless already flipped (§5.7.3, §5.7.4).
 */
export function aimedHit(w: Work, shooter: Unit, target: Unit): void {
  if (target.fortified && !shooter.normalHits && target.halfHits === 0 && !target.doomed) {
    target.halfHits = 1
    emit(w, { t: 'flip', side: target.side, unit: target.id })
  } else target.doomed = true
}

export function destroy(w: Work, u: Unit, reason: string): void {
  u.place = 'losses'
  u.doomed = false
  emit(w, { t: 'casualty', side: u.side, unit: u.id, reason })
}

/** End of Air Combat: every unit hit by aimed fire this round goes (X8). */
export function removeDoomed(w: Work): boolean {
  let any = false
  for (const u of w.s.units) {
    if (u.doomed && u.place === 'field') {
      destroy(w, u, 'hit in air combat')
      any = true
    }
  }
  return any
}
