/**
 * The unit types of the fire-group rules (seed 002_ab26b56cda9d194f.txt, §1)
 * and every figure the seed leaves to the rest of its game: to-hit percentages
 * by firing type and target class, terrain and experience modifiers, endurance.
 * docs/rules/firegroups.md records each figure and why. No zod here: the odds
 * workers load this module.
 */

/** The seed's type codes: group 1, group 2, then the "all other units" of group 3 this project plays. */
export const TYPE_CODES = ['ART', 'AAG', 'BAT', 'RKT', 'FTR', 'ASW', 'SUB', 'CRU', 'MIN', 'MEC', 'CAV', 'INF', 'ARM', 'PAR', 'LDR', 'BMR'] as const
export type TypeCode = (typeof TYPE_CODES)[number]

export type Group = 1 | 2 | 3

/** §1: "ART, AAG, BAT, & RKT" fire first; "FTR, ASW, SUB, CRU, MIN, MEC, & CAV" second; every other type third. */
const GROUP_1: readonly TypeCode[] = ['ART', 'AAG', 'BAT', 'RKT']
const GROUP_2: readonly TypeCode[] = ['FTR', 'ASW', 'SUB', 'CRU', 'MIN', 'MEC', 'CAV']

export function typeGroup(t: TypeCode): Group {
  return GROUP_1.includes(t) ? 1 : GROUP_2.includes(t) ? 2 : 3
}

export type Domain = 'land' | 'air' | 'sea'
export const DOMAIN: Record<TypeCode, Domain> = {
  ART: 'land', AAG: 'land', BAT: 'sea', RKT: 'land', FTR: 'air', ASW: 'sea', SUB: 'sea', CRU: 'sea', MIN: 'sea', MEC: 'land', CAV: 'land',
  INF: 'land', ARM: 'land', PAR: 'land', LDR: 'land', BMR: 'air',
}

export const TYPE_NAMES: Record<TypeCode, string> = {
  ART: 'Artillery', AAG: 'Anti-aircraft gun', BAT: 'Battleship', RKT: 'Rocket artillery', FTR: 'Fighter', ASW: 'Anti-submarine escort', SUB: 'Submarine',
  CRU: 'Cruiser', MIN: 'Minesweeper', MEC: 'Mechanized infantry', CAV: 'Cavalry', INF: 'Infantry', ARM: 'Armor', PAR: 'Paratroopers', LDR: 'Leader', BMR: 'Strategic bomber',
}

/** The window's icon for each type (src/battlefield/icons.ts). */
export const TYPE_ICONS: Record<TypeCode, string> = {
  ART: 'artillery', AAG: 'aa', BAT: 'battleship', RKT: 'rocket', FTR: 'fighter', ASW: 'escort', SUB: 'submarine', CRU: 'cruiser', MIN: 'minesweeper',
  MEC: 'mechanized', CAV: 'cavalry', INF: 'infantry', ARM: 'armor', PAR: 'paratroops', LDR: 'leader', BMR: 'bomber',
}

/** What a shot is aimed at: soft land units, armoured land units, aircraft, surface ships, submarines. */
export const TARGET_CLASSES = ['soft', 'armor', 'air', 'ship', 'sub'] as const
export type TargetClass = (typeof TARGET_CLASSES)[number]
export const CLASS_NAMES: Record<TargetClass, string> = { soft: 'soft land units', armor: 'armour', air: 'aircraft', ship: 'ships', sub: 'submarines' }

export function targetClass(t: TypeCode): TargetClass {
  if (t === 'ARM' || t === 'MEC') return 'armor'
  if (t === 'SUB') return 'sub'
  const d = DOMAIN[t]
  return d === 'air' ? 'air' : d === 'sea' ? 'ship' : 'soft'
}

/**
 * Percent to hit per shot, before modifiers, by firing type and target class
 * (soft, armor, air, ship, sub). 0: it cannot fire at that class at all (a
 * leader never fires): the 5% floor is for shots a unit can take, not a way
 * for infantry to sink a submarine.
 */
export const TO_HIT: Record<TypeCode, readonly [number, number, number, number, number]> = {
  ART: [40, 25, 0, 15, 0],
  AAG: [10, 5, 45, 0, 0],
  BAT: [45, 35, 15, 45, 0],
  RKT: [45, 20, 0, 10, 0],
  FTR: [20, 15, 40, 15, 0],
  ASW: [10, 5, 15, 25, 45],
  SUB: [0, 0, 0, 40, 15],
  CRU: [30, 20, 25, 35, 10],
  MIN: [5, 5, 5, 15, 15],
  MEC: [35, 25, 5, 0, 0],
  CAV: [30, 10, 0, 0, 0],
  INF: [30, 15, 5, 0, 0],
  ARM: [40, 35, 0, 0, 0],
  PAR: [30, 15, 0, 0, 0],
  LDR: [0, 0, 0, 0, 0],
  BMR: [15, 10, 10, 10, 0],
}

export function baseToHit(shooter: TypeCode, target: TypeCode): number {
  return TO_HIT[shooter][TARGET_CLASSES.indexOf(targetClass(target))]!
}

/** §1: "There will always be a minimum of 5% ToHit regardless of modifiers." */
export const TO_HIT_FLOOR = 5

/** §2 ranged combat: "Battleships, Anti-Aircraft Guns, and Artillery are all able to attack most units that are adjacent". */
export const RANGED_CLASSES: Partial<Record<TypeCode, readonly TargetClass[]>> = {
  ART: ['soft', 'armor', 'ship'],
  BAT: ['soft', 'armor', 'ship'],
  AAG: ['air'],
}
export const hasRanged = (t: TypeCode): boolean => RANGED_CLASSES[t] !== undefined

/** An AA gun's shot at an aircraft passing one square away: half its ToHit against aircraft, rounded down. */
export const PASSING_SHARE = 0.5

export const TERRAINS = ['clear', 'forest', 'hills', 'mountains', 'city', 'sea'] as const
export type Terrain = (typeof TERRAINS)[number]

/** The target's cover: a modifier on every shot at a land unit standing in that terrain (aircraft and ships have none). */
export const TERRAIN_MOD: Record<Terrain, number> = { clear: 0, forest: -10, hills: -10, mountains: -20, city: -15, sea: 0 }

/** The firing unit's experience, 0 (green) to 3 (elite). */
export const EXPERIENCE = ['green', 'trained', 'veteran', 'elite'] as const
export const EXPERIENCE_MOD: readonly number[] = [-10, 0, 10, 20]

/** §1: "Whenever a unit fires in combat, it will be charged 5 extra endurance (2 for aircraft units)." */
export const enduranceCost = (t: TypeCode): number => (DOMAIN[t] === 'air' ? 2 : 5)

/** A unit's endurance when the scenario gives none: four shots for a land unit or a ship's six, five sorties for aircraft. */
export const DEFAULT_ENDURANCE: Record<Domain, number> = { land: 20, air: 10, sea: 30 }

/** Where a unit may stand: ships on sea squares only, land units on land squares only, aircraft anywhere. */
export function canStand(t: TypeCode, terrain: Terrain): boolean {
  const d = DOMAIN[t]
  return d === 'air' || (d === 'sea') === (terrain === 'sea')
}

/** A leader commands and never fires; every other type fires at whatever its table reaches. */
export const fires = (t: TypeCode): boolean => t !== 'LDR'

/** Bomber damage per raid (BOMBER DAMAGE): points of temporary damage one strategic bomber inflicts. */
export const RAID_DAMAGE = 2
/** "At the end of each turn, all production centers with bomber damage will automatically repair one point." */
export const AUTO_REPAIR = 1
/** "… it will repair 2 points of temporary damage, rather than adding to the total number of build steps." */
export const PIO_REPAIR = 2
/** What a Production Improvement Order adds to an undamaged centre's build steps. */
export const PIO_STEPS = 1

/** Movement phases in a turn (docs/rules/firegroups.md: phases). */
export const PHASES = 3
