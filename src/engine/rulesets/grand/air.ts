import type { Dice } from '../../core/dice.ts'
import { otherSide, SIDES, type Side } from '../../core/types.ts'
import type { ModifierPart } from './events.ts'
import { KIND_TRAITS, rateOfFire, type UnitType } from './units.ts'

/**
 * Section N: AA fire, interception tests and air combat, fought during air
 * movement without a battle window. Pure functions: every die comes from the
 * Dice passed in and every die rolled is returned in `rolls`, in the order it
 * was rolled. Interpretations: docs/rules/grand-air.md.
 *
 * Sides: 'attacker' is the active side (whose planes move), 'defender' the
 * inactive side.
 *
 * Order of the dice:
 * - AA fire: each gun's shots (input order; an elite's re-roll right after
 *   its miss), then one die per hit to place it, then the panic tests (input
 *   order), then one die per panic to place it among tied planes.
 * - Air combat: every capable plane's shots (input order), then for the
 *   attacker, then the defender: hit placement, panic tests, panic placement.
 * - A placement among a single candidate rolls no die.
 */

/** A plane as section N needs it. */
export interface Plane {
  id: string
  side: Side
  /** Base morale: a panic test fails on a die above twice it. */
  morale: number
  /** Strength points left; each hit removes one. */
  strength: number
  /** Air-to-air value; 0 when the plane has no air-to-air capability (it does not fire in air combat). */
  airCombat: number
  /** Interceptor (F). */
  fighter: boolean
  /** Stealth / invisible (SL). */
  stealth: boolean
  /** Shots per round; 1 when absent. */
  rof?: number
  /** Re-rolls a missed shot. */
  elite?: boolean
}

/** An AA unit of the region the planes enter. */
export interface AaGun {
  id: string
  side: Side
  /** AA value. */
  aa: number
  /** The gun's owning nation has radars. */
  radar: boolean
  rof?: number
  elite?: boolean
}

export type PlaneStatus = 'flying' | 'panicked' | 'destroyed'

/** A plane after the fire: 'flying' ones are still in the air where they were. */
export interface PlaneAfter {
  id: string
  side: Side
  strength: number
  hits: number
  status: PlaneStatus
}

export type AirRoll =
  /** A shot: hit when die ≤ value (value after modifiers). */
  | { kind: 'shot'; side: Side; unit: string; die: number; value: number; hit: boolean; reroll: boolean; parts: ModifierPart[] }
  /** Which of `among` (planes of `side`) takes a hit: among[die]. */
  | { kind: 'hit-placement'; side: Side; unit: string; die: number; among: string[] }
  /** A plane's panic test: failed when die > limit (2 × base morale). */
  | { kind: 'panic-test'; side: Side; unit: string; die: number; limit: number; failed: boolean }
  /** Which of the lowest-morale planes `among` panics: among[die]. */
  | { kind: 'panic-placement'; side: Side; unit: string; die: number; among: string[] }
  /** The interception test of the handling side: success when die + modifiers ≤ limit (3). */
  | { kind: 'interception'; side: Side; die: number; modified: number; limit: number; success: boolean; parts: ModifierPart[] }

/** Both fire results share these. */
export interface AirFireOutcome {
  rolls: AirRoll[]
  planes: PlaneAfter[]
  /** Non-panicked survivors that go on with their movement. */
  continuing: string[]
  /** Planes that fly back to the base they started from and can no longer move. */
  returning: string[]
  destroyed: string[]
}

export interface AaFireInput {
  /** The enemy AA units of the region entered (one side). */
  guns: readonly AaGun[]
  /** The entering planes (the other side). */
  planes: readonly Plane[]
  /** Card modifier to the AA's combat factor, played at the start of the air movement phase. */
  card?: number
}

export interface AaFireResult extends AirFireOutcome {
  /** Successful AA shots. */
  scored: number
  /** Hits left over once no plane could take them. */
  wasted: number
}

export interface AirCombatInput {
  /** Every plane of both sides in the air battle. */
  planes: readonly Plane[]
  /** A side has radars when at least one of its nations has. */
  radar: Readonly<Record<Side, boolean>>
  /** The side that intercepted; it wins ties. */
  intercepting: Side
  /** Card modifiers to each side's air combat factors. */
  card?: Readonly<Partial<Record<Side, number>>>
}

export interface AirCombatResult extends AirFireOutcome {
  /** Successful shots of each side. */
  scored: Record<Side, number>
  /** Hits each side scored that found no enemy plane left to take them. */
  wasted: Record<Side, number>
  winner: Side
}

export interface InterceptionInput {
  /** Whether each side has at least one interceptor (fighter) among the air units concerned. */
  fighters: Readonly<Record<Side, boolean>>
  /** A side has radars when at least one of its nations has. */
  radar: Readonly<Record<Side, boolean>>
  /** Whether all of a side's air units concerned were originally on the ground in an airport structure. */
  onGround: Readonly<Record<Side, boolean>>
  /** The moving (intercepted) stack has reached its final destination. */
  finalDestination: boolean
  /** The moving stack is in the same region as the enemy air units (false: an adjacent region). */
  sameRegion: boolean
  /** Card modifier to the die, played at the start of the air movement phase. */
  card?: number
}

export interface InterceptionResult {
  /** Who rolled the test; null when neither side has interceptors (no test). */
  handler: Side | null
  die: number | null
  parts: ModifierPart[]
  modified: number | null
  success: boolean
  rolls: AirRoll[]
}

/** Success on a modified die of 0 to 3 (lower results count too). */
export const INTERCEPTION_LIMIT = 3

export const INTERCEPTION_MODIFIERS = {
  finalDestination: -1,
  radar: -3,
  noInactiveFighter: 5,
  adjacentRegion: -1,
  onGround: 1,
} as const

export const AA_RADAR = 1
export const AA_ALL_STEALTH = -3
export const FIGHTER_SOLE_RADAR = 1

// ---------------------------------------------------------------------------
// Catalogue helpers

/** A plane from the unit catalogue. */
export function planeOf(
  id: string,
  side: Side,
  type: UnitType,
  opts: { strength?: number; morale?: number; stealth?: boolean; elite?: boolean } = {},
): Plane {
  const traits = KIND_TRAITS[type.kind]
  if (!traits.air) throw new Error(`${type.id} is not an air unit`)
  return {
    id,
    side,
    morale: opts.morale ?? type.morale,
    strength: opts.strength ?? type.strength,
    airCombat: type.airCombat ?? 0,
    fighter: traits.fighter,
    stealth: opts.stealth ?? false,
    rof: rateOfFire(type.size),
    elite: opts.elite ?? false,
  }
}

/** An AA gun from the unit catalogue. */
export function aaGunOf(id: string, side: Side, type: UnitType, radar: boolean, opts: { elite?: boolean } = {}): AaGun {
  if (type.aa === undefined) throw new Error(`${type.id} has no AA value`)
  return { id, side, aa: type.aa, radar, rof: rateOfFire(type.size), elite: opts.elite ?? false }
}

// ---------------------------------------------------------------------------
// Shared machinery

interface Flying {
  plane: Plane
  before: number
  strength: number
  hits: number
  status: PlaneStatus
}

function d10(dice: Dice): number {
  return dice.roll(10)
}

function total(parts: readonly ModifierPart[]): number {
  let n = 0
  for (const p of parts) n += p.value
  return n
}

/** A shooter's shots (section C): rof shots, an elite re-rolls a miss. Returns the hits. */
function shoot(
  dice: Dice,
  rolls: AirRoll[],
  side: Side,
  unit: string,
  base: number,
  parts: ModifierPart[],
  rof: number,
  elite: boolean,
): number {
  const value = base + total(parts)
  let hits = 0
  for (let shot = 0; shot < rof; shot++) {
    let die = d10(dice)
    let hit = die <= value
    rolls.push({ kind: 'shot', side, unit, die, value, hit, reroll: false, parts })
    if (!hit && elite) {
      die = d10(dice)
      hit = die <= value
      rolls.push({ kind: 'shot', side, unit, die, value, hit, reroll: true, parts })
    }
    if (hit) hits++
  }
  return hits
}

/** One of `among`, by die when there is a choice. */
function choose<T extends { plane: Plane }>(
  dice: Dice,
  rolls: AirRoll[],
  kind: 'hit-placement' | 'panic-placement',
  side: Side,
  among: T[],
): T {
  if (among.length === 1) return among[0]!
  const die = dice.roll(among.length)
  const chosen = among[die]!
  rolls.push({ kind, side, unit: chosen.plane.id, die, among: among.map((f) => f.plane.id) })
  return chosen
}

/**
 * Applies `hits` to a side's planes (section N): each hit falls at random on a
 * surviving, non-panicked plane; then every surviving plane hit for at least
 * half of its strength before the fire tests (section C); each failed test is
 * one panic, placed on the surviving non-panicked plane with the lowest base
 * morale (a die among ties). Returns the hits wasted.
 */
function resolveHits(dice: Dice, rolls: AirRoll[], fleet: Flying[], side: Side, hits: number): number {
  const own = fleet.filter((f) => f.plane.side === side)
  let wasted = 0
  for (let h = 0; h < hits; h++) {
    const among = own.filter((f) => f.status === 'flying')
    if (among.length === 0) {
      wasted = hits - h
      break
    }
    const f = choose(dice, rolls, 'hit-placement', side, among)
    f.hits++
    f.strength--
    if (f.strength <= 0) {
      f.strength = 0
      f.status = 'destroyed'
    }
  }
  let failed = 0
  for (const f of own) {
    if (f.status !== 'flying' || f.hits === 0 || 2 * f.hits < f.before) continue
    const die = d10(dice)
    const limit = 2 * f.plane.morale
    const fail = die > limit
    rolls.push({ kind: 'panic-test', side, unit: f.plane.id, die, limit, failed: fail })
    if (fail) failed++
  }
  for (let p = 0; p < failed; p++) {
    const flying = own.filter((f) => f.status === 'flying')
    if (flying.length === 0) break
    let low = Infinity
    for (const f of flying) low = Math.min(low, f.plane.morale)
    const f = choose(
      dice,
      rolls,
      'panic-placement',
      side,
      flying.filter((x) => x.plane.morale === low),
    )
    f.status = 'panicked'
  }
  return wasted
}

function start(planes: readonly Plane[]): Flying[] {
  return planes.map((plane) => {
    if (plane.strength <= 0) throw new Error(`plane ${plane.id} has no strength left`)
    return { plane, before: plane.strength, strength: plane.strength, hits: 0, status: 'flying' as PlaneStatus }
  })
}

function outcome(rolls: AirRoll[], fleet: Flying[], goesOn: (f: Flying) => boolean): AirFireOutcome {
  const continuing: string[] = []
  const returning: string[] = []
  const destroyed: string[] = []
  for (const f of fleet) {
    if (f.status === 'destroyed') destroyed.push(f.plane.id)
    else if (f.status === 'panicked' || !goesOn(f)) returning.push(f.plane.id)
    else continuing.push(f.plane.id)
  }
  return {
    rolls,
    planes: fleet.map((f) => ({ id: f.plane.id, side: f.plane.side, strength: f.strength, hits: f.hits, status: f.status })),
    continuing,
    returning,
    destroyed,
  }
}

// ---------------------------------------------------------------------------
// AA fire

/** The modifiers an AA gun fires with at these planes (section N: radar +1, all stealth −3). */
export function aaModifiers(gun: AaGun, planes: readonly Plane[], card = 0): ModifierPart[] {
  const parts: ModifierPart[] = []
  if (gun.radar) parts.push({ source: 'Radar', value: AA_RADAR })
  if (planes.length > 0 && planes.every((p) => p.stealth)) parts.push({ source: 'All planes stealth (SL)', value: AA_ALL_STEALTH })
  if (card) parts.push({ source: 'Card', value: card })
  return parts
}

/**
 * The region's AA fires at the entering enemy planes; the planes do not fire
 * back. Panicked planes fly back to base; the others go on (AA never inflicts
 * a retreat).
 */
export function aaFire(dice: Dice, input: AaFireInput): AaFireResult {
  const { guns, planes } = input
  const gunSide = guns[0]?.side
  const planeSide = planes[0]?.side
  if (guns.some((g) => g.side !== gunSide)) throw new Error('AA guns of both sides')
  if (planes.some((p) => p.side !== planeSide)) throw new Error('entering planes of both sides')
  if (gunSide !== undefined && gunSide === planeSide) throw new Error('AA fires at enemy planes only')

  const rolls: AirRoll[] = []
  const fleet = start(planes)
  let scored = 0
  let wasted = 0
  if (gunSide !== undefined && planeSide !== undefined) {
    for (const g of guns) {
      scored += shoot(dice, rolls, gunSide, g.id, g.aa, aaModifiers(g, planes, input.card), g.rof ?? 1, g.elite ?? false)
    }
    wasted = resolveHits(dice, rolls, fleet, planeSide, scored)
  }
  return { ...outcome(rolls, fleet, () => true), scored, wasted }
}

// ---------------------------------------------------------------------------
// Interception

/** Who handles the test: the only side with interceptors, or the defender when both have some. */
export function interceptionHandler(fighters: Readonly<Record<Side, boolean>>): Side | null {
  if (fighters.attacker && fighters.defender) return 'defender'
  if (fighters.attacker) return 'attacker'
  if (fighters.defender) return 'defender'
  return null
}

/** The modifiers to the handler's die (negative helps the interception). */
export function interceptionModifiers(input: InterceptionInput, handler: Side): ModifierPart[] {
  const m = INTERCEPTION_MODIFIERS
  const parts: ModifierPart[] = []
  if (input.finalDestination) parts.push({ source: 'Stack at its final destination', value: m.finalDestination })
  if (input.radar[handler]) parts.push({ source: 'Radar', value: m.radar })
  if (!input.fighters.defender) parts.push({ source: 'No fighter on the inactive side', value: m.noInactiveFighter })
  if (!input.sameRegion) parts.push({ source: 'Stack in an adjacent region', value: m.adjacentRegion })
  if (input.onGround[handler]) parts.push({ source: 'Interceptors on the ground', value: m.onGround })
  if (input.card) parts.push({ source: 'Card', value: input.card })
  return parts
}

/** One interception test: d10 + modifiers, success at 3 or less. */
export function interceptionTest(dice: Dice, input: InterceptionInput): InterceptionResult {
  const handler = interceptionHandler(input.fighters)
  if (handler === null) return { handler, die: null, parts: [], modified: null, success: false, rolls: [] }
  const parts = interceptionModifiers(input, handler)
  const die = d10(dice)
  const modified = die + total(parts)
  const success = modified <= INTERCEPTION_LIMIT
  return {
    handler,
    die,
    parts,
    modified,
    success,
    rolls: [{ kind: 'interception', side: handler, die, modified, limit: INTERCEPTION_LIMIT, success, parts }],
  }
}

/** What the interception sites need to know of the map and the moving stack. */
export interface AirMap {
  /** Regions the moving stack enters, in order; the last is its final destination (the start region is not in it). */
  path: readonly string[]
  /** The neighbours of each region. */
  adjacent: Readonly<Record<string, readonly string[]>>
  /** Regions holding enemy (inactive side) air units, flying or not. */
  enemyAir: Readonly<Record<string, { fighters: boolean; onGround: boolean }>>
  /** The moving stack holds at least one fighter. */
  movingFighters: boolean
}

/** One interception test to make; with radar and card it is an InterceptionInput. */
export interface InterceptionSite {
  /** Where the moving stack is. */
  region: string
  /** Where the enemy air units are (region itself, or an adjacent one with fighters). */
  enemyRegion: string
  sameRegion: boolean
  finalDestination: boolean
  fighters: Record<Side, boolean>
  onGround: Record<Side, boolean>
}

/**
 * Every interception test of a move, in order: for each region entered
 * (destination included), first the region itself when it holds enemy air
 * units and either side has fighters, then each adjacent region holding enemy
 * fighters (adjacency order). The moving side is the attacker.
 */
export function interceptionSites(map: AirMap): InterceptionSite[] {
  const sites: InterceptionSite[] = []
  map.path.forEach((region, i) => {
    const finalDestination = i === map.path.length - 1
    const here = map.enemyAir[region]
    if (here && (map.movingFighters || here.fighters)) {
      sites.push({
        region,
        enemyRegion: region,
        sameRegion: true,
        finalDestination,
        fighters: { attacker: map.movingFighters, defender: here.fighters },
        onGround: { attacker: false, defender: here.onGround },
      })
    }
    for (const n of map.adjacent[region] ?? []) {
      const there = map.enemyAir[n]
      if (n === region || !there?.fighters) continue
      sites.push({
        region,
        enemyRegion: n,
        sameRegion: false,
        finalDestination,
        fighters: { attacker: map.movingFighters, defender: true },
        onGround: { attacker: false, defender: there.onGround },
      })
    }
  })
  return sites
}

// ---------------------------------------------------------------------------
// Air combat

/** The modifiers a plane fires with in air combat (section N: +1 to fighters of the only side with radars). */
export function airCombatModifiers(plane: Plane, radar: Readonly<Record<Side, boolean>>, card = 0): ModifierPart[] {
  const parts: ModifierPart[] = []
  if (plane.fighter && radar[plane.side] && !radar[otherSide(plane.side)]) {
    parts.push({ source: 'Radar (only side with radars)', value: FIGHTER_SOLE_RADAR })
  }
  if (card) parts.push({ source: 'Card', value: card })
  return parts
}

/**
 * One simultaneous round: every plane with an air-to-air value fires (planes
 * hit in this round still fire), then hits and panics are applied to both
 * sides. The side that scored more hits wins; ties go to the intercepting
 * side. The winner's non-panicked survivors go on; the loser's and every
 * panicked plane fly back to base.
 */
export function airCombat(dice: Dice, input: AirCombatInput): AirCombatResult {
  const rolls: AirRoll[] = []
  const fleet = start(input.planes)
  const scored: Record<Side, number> = { attacker: 0, defender: 0 }
  for (const p of input.planes) {
    if (p.airCombat <= 0) continue
    const parts = airCombatModifiers(p, input.radar, input.card?.[p.side] ?? 0)
    scored[p.side] += shoot(dice, rolls, p.side, p.id, p.airCombat, parts, p.rof ?? 1, p.elite ?? false)
  }
  const wasted: Record<Side, number> = { attacker: 0, defender: 0 }
  for (const side of SIDES) wasted[otherSide(side)] = resolveHits(dice, rolls, fleet, side, scored[otherSide(side)])
  const winner: Side =
    scored.attacker > scored.defender ? 'attacker' : scored.defender > scored.attacker ? 'defender' : input.intercepting
  return { ...outcome(rolls, fleet, (f) => f.plane.side === winner), scored, wasted, winner }
}
