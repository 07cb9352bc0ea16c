/**
 * The unit catalogue of a 1940–42 desert war. Values are ours (the seed gives
 * none): combat values are on the d10 with faces 0–9, a hit when the die is at
 * most the value; morale is the base morale (panic fails on a die > 2 × morale).
 */

export type UnitKind =
  | 'infantry'
  | 'motorized'
  | 'mechanized'
  | 'armor'
  | 'recon'
  | 'artillery'
  | 'antitank'
  | 'fortification'
  | 'minefield'
  | 'fighter'
  | 'fighter-bomber'
  | 'dive-bomber'
  | 'bomber'
  | 'hq'
  | 'logistics'
  | 'aa'

export type UnitSize = 'division' | 'brigade' | 'regiment' | 'battalion' | 'group'
export type LossPriority = 'first' | 'normal' | 'last'

export interface Boosters {
  attack: number
  defense: number
  morale: number
}

export interface UnitType {
  id: string
  name: string
  kind: UnitKind
  size: UnitSize
  /** Combat units fight in Main and Next; support units stand in the rear. */
  role: 'combat' | 'support'
  attack: number
  defense: number
  morale: number
  strength: number
  boosters?: Boosters
  /** AA value for section N (AA fire at planes crossing the region). */
  aa?: number
  /** Air-to-air value for section N (air combat). */
  airCombat?: number
}

/** What a kind can do, derived once so that scenarios only name a type. */
export interface KindTraits {
  air: boolean
  /** Counts for the Armor bonus and Armor Superiority. */
  armor: boolean
  /** CavUnits of section I: armor and heavy mechanized. */
  cav: boolean
  /** Pursues after a rout and may break through (sections K, L). */
  pursuit: boolean
  /** Fires in Artillery Preparation (section E). */
  artillery: boolean
  recon: boolean
  minefield: boolean
  /** Air that can shoot at land targets: fires in Air Support (section D). */
  groundAttack: boolean
  /** Air that also fires in Main and Next (section I: fighter-bombers, dive-bombers). */
  closeSupport: boolean
  /** Fixed works: no panic test, not in the morale mean. */
  fixed: boolean
  priority: LossPriority
  /** Interceptor for section N. */
  fighter: boolean
}

const BASE: KindTraits = {
  air: false,
  armor: false,
  cav: false,
  pursuit: false,
  artillery: false,
  recon: false,
  minefield: false,
  groundAttack: false,
  closeSupport: false,
  fixed: false,
  priority: 'normal',
  fighter: false,
}

export const KIND_TRAITS: Record<UnitKind, KindTraits> = {
  infantry: BASE,
  motorized: { ...BASE, pursuit: true },
  mechanized: { ...BASE, cav: true, pursuit: true },
  armor: { ...BASE, armor: true, cav: true, pursuit: true },
  recon: { ...BASE, cav: true, pursuit: true, recon: true },
  artillery: { ...BASE, artillery: true },
  antitank: BASE,
  fortification: { ...BASE, artillery: true, fixed: true, priority: 'last' },
  minefield: { ...BASE, minefield: true, fixed: true, priority: 'first' },
  fighter: { ...BASE, air: true, fighter: true },
  'fighter-bomber': { ...BASE, air: true, groundAttack: true, closeSupport: true, fighter: true },
  'dive-bomber': { ...BASE, air: true, groundAttack: true, closeSupport: true },
  bomber: { ...BASE, air: true, groundAttack: true },
  hq: { ...BASE, artillery: true },
  logistics: BASE,
  aa: BASE,
}

/** Rate of fire (section C): 2 for divisions, 1 for all others. */
export function rateOfFire(size: UnitSize): number {
  return size === 'division' ? 2 : 1
}

const NO_BOOST: Boosters = { attack: 0, defense: 0, morale: 0 }

function type(t: Omit<UnitType, 'boosters'> & { boosters?: Partial<Boosters> }): UnitType {
  return { ...t, boosters: { ...NO_BOOST, ...t.boosters } }
}

export const UNIT_TYPES: readonly UnitType[] = [
  type({ id: 'inf-div', name: 'Infantry Division', kind: 'infantry', size: 'division', role: 'combat', attack: 2, defense: 3, morale: 3, strength: 6 }),
  type({ id: 'inf-bde', name: 'Infantry Brigade', kind: 'infantry', size: 'brigade', role: 'combat', attack: 2, defense: 3, morale: 3, strength: 3 }),
  type({ id: 'mot-div', name: 'Motorized Division', kind: 'motorized', size: 'division', role: 'combat', attack: 3, defense: 3, morale: 3, strength: 6 }),
  type({ id: 'mech-bde', name: 'Mechanized Brigade', kind: 'mechanized', size: 'brigade', role: 'combat', attack: 3, defense: 3, morale: 4, strength: 3 }),
  type({ id: 'arm-div', name: 'Armoured Division', kind: 'armor', size: 'division', role: 'combat', attack: 4, defense: 3, morale: 4, strength: 6 }),
  type({ id: 'arm-bde', name: 'Armoured Brigade', kind: 'armor', size: 'brigade', role: 'combat', attack: 4, defense: 3, morale: 4, strength: 3 }),
  type({ id: 'recon-bn', name: 'Recon Battalion', kind: 'recon', size: 'battalion', role: 'combat', attack: 2, defense: 2, morale: 4, strength: 2 }),
  type({ id: 'arty-rgt', name: 'Artillery Regiment', kind: 'artillery', size: 'regiment', role: 'support', attack: 3, defense: 3, morale: 3, strength: 2 }),
  type({ id: 'fl-arty-rgt', name: 'Frontline Artillery Regiment', kind: 'artillery', size: 'regiment', role: 'combat', attack: 3, defense: 3, morale: 3, strength: 2 }),
  type({ id: 'at-bn', name: 'Anti-tank Battalion', kind: 'antitank', size: 'battalion', role: 'combat', attack: 2, defense: 4, morale: 3, strength: 2 }),
  type({ id: 'fort', name: 'Fortified Position', kind: 'fortification', size: 'regiment', role: 'combat', attack: 2, defense: 4, morale: 4, strength: 4 }),
  type({ id: 'minefield', name: 'Minefield', kind: 'minefield', size: 'battalion', role: 'combat', attack: 2, defense: 2, morale: 5, strength: 2 }),
  type({ id: 'ftr-grp', name: 'Fighter Group', kind: 'fighter', size: 'group', role: 'combat', attack: 0, defense: 0, morale: 4, strength: 2, airCombat: 4 }),
  type({ id: 'fb-grp', name: 'Fighter-Bomber Group', kind: 'fighter-bomber', size: 'group', role: 'combat', attack: 2, defense: 2, morale: 4, strength: 2, airCombat: 2 }),
  type({ id: 'db-grp', name: 'Dive-Bomber Group', kind: 'dive-bomber', size: 'group', role: 'combat', attack: 3, defense: 3, morale: 4, strength: 2, airCombat: 1 }),
  type({ id: 'bmb-grp', name: 'Bomber Group', kind: 'bomber', size: 'group', role: 'combat', attack: 3, defense: 3, morale: 3, strength: 2, airCombat: 1 }),
  type({ id: 'corps-hq', name: 'Corps HQ', kind: 'hq', size: 'regiment', role: 'support', attack: 2, defense: 2, morale: 4, strength: 2, boosters: { morale: 1 } }),
  type({ id: 'supply-col', name: 'Supply Column', kind: 'logistics', size: 'battalion', role: 'support', attack: 0, defense: 0, morale: 2, strength: 1, boosters: { morale: 1 } }),
  type({ id: 'aa-bn', name: 'AA Battalion', kind: 'aa', size: 'battalion', role: 'support', attack: 0, defense: 0, morale: 3, strength: 2, aa: 3 }),
]

export const UNIT_TYPE_BY_ID: ReadonlyMap<string, UnitType> = new Map(UNIT_TYPES.map((t) => [t.id, t]))
