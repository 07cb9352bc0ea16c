import { otherSide, type Side } from '../../core/types.ts'
import { aimedHit, destroy, ownValue, shoot } from './fire.ts'
import type { AimField, AxisState, StepId, Unit } from './state.ts'
import { versusTacAir } from './units.ts'
import { fighting, isGround, isPlane, unitById, type Work } from './work.ts'

/**
 * Phase I, Air Combat (§5.2). Steps 2a–4b are aimed: each shooter picks a
 * target. A unit hit by a shooter must answer that shooter; a unit shot at but
 * missed may answer or do its own job; hits are removed at the end of the
 * phase, after every answer (X8).
 */

/** Most valuable first, then in scenario order: the default aim spreads over these in turn. */
function byValue(units: Unit[]): Unit[] {
  return units.slice().sort((a, b) => b.cost - a.cost)
}

function planes(s: AxisState, side: Side, mission?: 'aircap' | 'tacair'): Unit[] {
  return s.units.filter((u) => u.side === side && fighting(u) && isPlane(u) && (mission === undefined || u.mission === mission))
}

function uniq(ids: string[]): string[] {
  return [...new Set(ids)]
}

function hitters(u: Unit): string[] {
  return uniq(u.shotBy.filter((x) => x.hit).map((x) => x.by))
}

function shooters(u: Unit): string[] {
  return uniq(u.shotBy.map((x) => x.by))
}

/** Step 1: the defender's AA gun fires unaimed at each attacking plane; a 1 downs it, at once. */
export function airDefense(w: Work): boolean {
  const s = w.s
  if (s.area.naval) return false
  const gun = s.units.find((u) => u.side === 'defender' && fighting(u) && u.type === 'aa-gun')
  const targets = planes(s, 'attacker')
  if (!gun || !targets.length) return false
  for (const p of targets) if (shoot(w, gun, 1, p.id)) destroy(w, p, 'downed by the AA gun')
  return true
}

/** Who fires in an aimed step, and at whom they may aim. */
export function aimFields(s: AxisState, step: StepId): AimField[] {
  const fields: AimField[] = []
  let turn = 0
  const free = (u: Unit, targets: Unit[]) => {
    if (!targets.length) return
    const ranked = byValue(targets)
    fields.push({ unit: u.id, choices: ranked.map((t) => t.id), default: ranked[turn++ % ranked.length]!.id })
  }
  switch (step) {
    case '2a':
    case '2b': {
      const side: Side = step === '2a' ? 'attacker' : 'defender'
      const enemy = planes(s, otherSide(side))
      for (const u of planes(s, side, 'aircap')) {
        const hit = hitters(u)
        if (hit.length) fields.push({ unit: u.id, choices: hit, default: hit[0]! })
        else if (u.shotBy.length) {
          // Missed: answer a shooter, or ignore it and fire at an enemy TacAir unit.
          const choices = uniq([...shooters(u), ...byValue(enemy.filter((e) => e.mission === 'tacair')).map((e) => e.id)])
          fields.push({ unit: u.id, choices, default: choices[0]! })
        } else free(u, enemy)
      }
      break
    }
    case '3a':
    case '3b': {
      const side: Side = step === '3a' ? 'attacker' : 'defender'
      for (const u of planes(s, side, 'tacair')) {
        if (!u.shotBy.length) continue
        const hit = hitters(u)
        if (hit.length) fields.push({ unit: u.id, choices: hit, default: hit[0]! })
        else fields.push({ unit: u.id, choices: [...shooters(u), 'mission'], default: 'mission' })
      }
      break
    }
    case '4a':
    case '4b': {
      const side: Side = step === '4a' ? 'attacker' : 'defender'
      const targets = s.units.filter((u) => u.side !== side && fighting(u) && isGround(s, u))
      for (const u of planes(s, side, 'tacair')) if (!u.acted) free(u, targets)
      break
    }
    case '4a-answer':
    case '4b-answer': {
      const side: Side = step === '4a-answer' ? 'defender' : 'attacker'
      for (const u of s.units) {
        if (u.side !== side || !fighting(u) || !isGround(s, u) || !u.shotBy.length) continue
        if (versusTacAir(u.domain, u.defense) <= 0) continue
        const hit = hitters(u)
        if (hit.length) fields.push({ unit: u.id, choices: hit, default: hit[0]! })
        else fields.push({ unit: u.id, choices: [...shooters(u), 'land'], default: 'land' })
      }
      break
    }
    default:
      break
  }
  return fields
}

/** The value a shooter fires with in an aimed step. */
function aimedValue(u: Unit, step: StepId): number {
  if (step === '3a' || step === '3b') return u.defense // §5.2: TacAir answers at its defensive value
  if (step === '4a' || step === '4b') return u.attack // TacAir counts as the attacker against land units
  if (step === '4a-answer' || step === '4b-answer') return versusTacAir(u.domain, u.defense)
  return ownValue(u)
}

/** Fires an aimed step with the plan (unit → target, or 'mission' / 'land' to keep its own job). */
export function fireAimed(w: Work, step: StepId, plan: Record<string, string>): void {
  const s = w.s
  for (const u of s.units) {
    const target = plan[u.id]
    if (target === undefined || target === 'mission' || target === 'land') continue
    const t = unitById(s, target)!
    u.acted = true
    const hit = shoot(w, u, aimedValue(u, step), t.id)
    s.aims.push({ from: u.id, to: t.id, hit })
    t.shotBy.push({ by: u.id, hit })
    if (hit) aimedHit(w, u, t)
  }
}
