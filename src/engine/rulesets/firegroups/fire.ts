import { otherSide } from '../../core/types.ts'
import type { Aim, FgState, Unit } from './state.ts'
import { adjacent, distance, flightPath, squareOf } from './geometry.ts'
import {
  baseToHit,
  DOMAIN,
  enduranceCost,
  EXPERIENCE,
  EXPERIENCE_MOD,
  fires,
  PASSING_SHARE,
  RANGED_CLASSES,
  targetClass,
  TERRAIN_MOD,
  TO_HIT_FLOOR,
  typeGroup,
  type Group,
} from './units.ts'
import { emit, unitsIn, type Work } from './work.ts'
import type { FireKind } from './events.ts'

/**
 * The seed's combat (002_ab26b56cda9d194f.txt): step 1, the three fire groups
 * in turn, simultaneous inside a group, casualties at random from all the
 * enemy's units; step 2, ranged fire into adjacent squares by units that did
 * not fire; and the AA gun's shot at an aircraft passing one square away.
 */

/** §1: the type's group, group 2 for a unit a leader moved up or paratroopers in the phase they jump. */
export function groupOf(u: Unit): Group {
  return u.promoted || u.jumped ? 2 : typeGroup(u.type)
}

export interface ChanceParts {
  /** Percent to hit, floored at 5. */
  chance: number
  base: number
  mods: { source: string; value: number }[]
  /** The modifiers took it below the floor. */
  floored: boolean
}

/** §1: the to-hit of a shot in combat, modified by the target's terrain and the shooter's experience, never below 5%; null when it cannot fire at that target. */
export function combatChance(s: FgState, shooter: Unit, target: Unit): ChanceParts | null {
  const base = baseToHit(shooter.type, target.type)
  if (base <= 0 || !fires(shooter.type)) return null
  const mods: ChanceParts['mods'] = []
  const terrain = s.terrain[target.at]!
  // Cover is the holder's: the defender's land units dug into the square (docs/rules/firegroups.md, terrain).
  if (target.side === 'defender' && DOMAIN[target.type] === 'land' && TERRAIN_MOD[terrain]) mods.push({ source: `Target in ${terrain}`, value: TERRAIN_MOD[terrain] })
  const exp = EXPERIENCE_MOD[shooter.exp] ?? 0
  if (exp) mods.push({ source: `${EXPERIENCE[shooter.exp]} (experience ${shooter.exp})`, value: exp })
  const raw = base + mods.reduce((a, m) => a + m.value, 0)
  return { chance: Math.min(100, Math.max(TO_HIT_FLOOR, raw)), base, mods, floored: raw < TO_HIT_FLOOR }
}

/**
 * §2: ranged fire is at the unmodified ToHit, only at the classes the type
 * reaches from a square away. An AA gun's ranged shot at an aircraft is the
 * seed's "single shot at the Fighter (at reduced ToHit%)": the gun's full
 * ToHit is for a normal combat in its own square (F8).
 */
export function rangedChance(shooter: Unit, target: Unit): number {
  const reach = RANGED_CLASSES[shooter.type]
  if (!reach?.includes(targetClass(target.type))) return 0
  if (shooter.type === 'AAG' && DOMAIN[target.type] === 'air') return passingChance(shooter, target)
  return baseToHit(shooter.type, target.type)
}

/** §2: the AA gun's single shot at an aircraft passing one square away, at a reduced ToHit. */
export function passingChance(gun: Unit, aircraft: Unit): number {
  return Math.floor(baseToHit(gun.type, aircraft.type) * PASSING_SHARE)
}

/** The enemy units in the square a unit could hit. */
export function combatTargets(s: FgState, u: Unit): Unit[] {
  return unitsIn(s, u.at, otherSide(u.side)).filter((t) => baseToHit(u.type, t.type) > 0)
}

/** Fires in its group now: alive, in the contested square, a firing type, something to aim at. Endurance never stops it (F4). */
export function wouldFire(s: FgState, u: Unit): boolean {
  return u.alive && u.at === s.square && fires(u.type) && combatTargets(s, u).length > 0
}

/** The units of a group that fire now. */
export function firersOf(s: FgState, g: Group): Unit[] {
  return s.units.filter((u) => groupOf(u) === g && wouldFire(s, u))
}

/** The lowest group from `from` on with a unit that fires now; null when none is left. */
export function nextGroup(s: FgState, from: number): Group | null {
  for (let g = from; g <= 3; g++) if (firersOf(s, g as Group).length) return g as Group
  return null
}

/** What drew a target: the die's face (1 … among), so that the log shows every die; null when there was one target and no die. */
type Drawn = { face: number; among: number } | null

/** A target at random from a list (no die when there is only one), with the die that drew it. */
function pick(w: Work, list: Unit[]): { t: Unit; drawn: Drawn } {
  if (list.length === 1) return { t: list[0]!, drawn: null }
  const i = w.dice.roll(list.length)
  return { t: list[i]!, drawn: { face: i + 1, among: list.length } }
}

/** One percentile die against a chance: 1–100, a hit at or under it. */
function shoot(w: Work, shooter: Unit, target: Unit, chance: number, fire: FireKind, endurance?: number, drawn: Drawn = null): boolean {
  w.shots++
  const die = w.dice.rollAgainst(100, chance - 1) + 1
  const hit = die <= chance
  emit(w, { t: 'shot', side: shooter.side, unit: shooter.id, die, value: chance, hit, target: target.id, fire, ...(endurance !== undefined ? { endurance } : {}), ...(drawn ? { drawn } : {}) })
  return hit
}

function destroy(w: Work, hits: Unit[]): void {
  for (const t of hits) {
    if (!t.alive) continue
    t.alive = false
    emit(w, { t: 'destroyed', unit: t.id })
  }
}

/**
 * §1: every unit of group g on both sides fires at once ("all units in a
 * group will get to fire unless they were destroyed"), each at one target
 * drawn from all the enemy's units it can hit, whatever their group, and is
 * charged its endurance; the hits are applied after the last shot of the group.
 */
export function fireGroup(w: Work, g: Group): void {
  const s = w.s
  emit(w, { t: 'group', group: g })
  const firers = firersOf(s, g)
  const shots = firers.map((u) => ({ u, targets: combatTargets(s, u) }))
  const hits: Unit[] = []
  const aims: Aim[] = []
  for (const { u, targets } of shots) {
    const { t, drawn } = pick(w, targets)
    const { chance } = combatChance(s, u, t)!
    // "Whenever a unit fires in combat, it will be charged 5 extra endurance (2 for aircraft units)": charged, down to 0, never a reason not to fire (F4).
    u.endurance = Math.max(0, u.endurance - enduranceCost(u.type))
    u.fired = true
    const hit = shoot(w, u, t, chance, 'combat', u.endurance, drawn)
    aims.push({ from: u.id, to: t.id, hit })
    if (hit) hits.push(t)
  }
  destroy(w, hits)
  s.aims = aims
}

/**
 * §2: the enemy units in squares adjacent to its own that a ranged unit
 * reaches. An aircraft that flew in this phase is no AA gun's ranged target:
 * every gun next to the square it flew into had its single passing shot at it
 * on the way ("the Fighter does not have to stop").
 */
export function rangedTargets(s: FgState, u: Unit): Unit[] {
  const enemy = otherSide(u.side)
  const aa = u.type === 'AAG'
  return s.units.filter((t) => t.alive && t.side === enemy && adjacent(s.map, u.at, t.at) && rangedChance(u, t) > 0 && !(aa && t.entered && DOMAIN[t.type] === 'air'))
}

/** §2: "Each unit with ranged combat ability which did not fire in step 1 (i.e. it does not have enemy units in its square)". */
export function rangedShooters(s: FgState): Unit[] {
  return s.units.filter((u) => u.alive && RANGED_CLASSES[u.type] && !u.fired && unitsIn(s, u.at, otherSide(u.side)).length === 0 && rangedTargets(s, u).length > 0)
}

/** §2: every eligible ranged unit fires once, at one random eligible target, at its unmodified ToHit; no endurance, no pinning. */
export function fireRanged(w: Work): void {
  const s = w.s
  emit(w, { t: 'ranged' })
  const shots = rangedShooters(s).map((u) => ({ u, targets: rangedTargets(s, u) }))
  const hits: Unit[] = []
  const aims: Aim[] = []
  for (const { u, targets } of shots) {
    const { t, drawn } = pick(w, targets)
    const hit = shoot(w, u, t, rangedChance(u, t), 'ranged', undefined, drawn)
    aims.push({ from: u.id, to: t.id, hit })
    if (hit) hits.push(t)
  }
  destroy(w, hits)
  s.aims = aims
}

/**
 * §2, the fighter and the AA gun: an aircraft flying to the contested square
 * draws one shot at the reduced ToHit from each enemy AA gun within one square
 * of a square it flies over on the way, the one it starts from included (a
 * gun next to its airfield sees it go: F8). Returns whether it survives to go
 * on; no endurance is charged.
 */
export function passingFire(w: Work, aircraft: Unit, aims: Aim[]): boolean {
  const s = w.s
  // The squares it is over before it arrives: where it starts, then each one crossed (flightPath leaves out both ends).
  const path = [squareOf(s.map, aircraft.at), ...flightPath(s.map, aircraft.at, s.square)]
  for (const gun of s.units) {
    if (!gun.alive || gun.type !== 'AAG' || gun.side === aircraft.side) continue
    const at = squareOf(s.map, gun.at)
    if (!path.some((p) => Math.max(Math.abs(p.x - at.x), Math.abs(p.y - at.y)) <= 1)) continue
    const hit = shoot(w, gun, aircraft, passingChance(gun, aircraft), 'passing')
    aims.push({ from: gun.id, to: aircraft.id, hit })
    if (hit) {
      destroy(w, [aircraft])
      return false
    }
  }
  return true
}

/** How far a unit is from the contested square, for the window. */
export const squaresAway = (s: FgState, u: Unit): number => distance(s.map, u.at, s.square)
