import { columnOf, COLUMNS } from './crt.ts'
import type { Modifier, StrengthPart } from './events.ts'
import { acrossStream, adjacent, climb, doublesInfantry, hexOf, inContact, steep, type Geometry } from './geometry.ts'
import type { NapState, Unit } from './state.ts'

/**
 * Who may fight whom, who supports, and the totals, column and die modifiers
 * of an attack (seed 004: "Combat phase", "Support during combat", "Terrain
 * effects on combat", "Combat resolution procedure"). Pure: reads the state.
 */

/** Demoralised (morale 0): no attack, no support, no zone of control. */
export function demoralised(u: Unit): boolean {
  return u.morale <= 0
}

/**
 * A unit's zone of control is the hexes it is in contact with. Movement has
 * no place here, so the zone of control means one thing only (napoleonic.md
 * N9): a demoralised unit may not retreat or advance into one. Demoralised
 * units exert none. (Support looks at contact with any enemy unit instead.)
 */
export function exertsZoc(u: Unit): boolean {
  return u.place === 'field' && !demoralised(u)
}

/** Is `hex` in the zone of control of an enemy of `side`. */
export function inEnemyZoc(s: NapState, g: Geometry, side: Unit['side'], hex: string): boolean {
  for (const e of s.units) if (e.side !== side && exertsZoc(e) && inContact(g, hex, e.at)) return true
  return false
}

function canAttack(s: NapState, u: Unit): boolean {
  return u.place === 'field' && u.side === s.phasing && !u.attacked && !demoralised(u) && u.strength > 0
}

/** Every legal attack of the phasing player now, attackers and defenders in the state's unit order. */
export function legalAttacks(s: NapState, g: Geometry): [Unit, Unit][] {
  if (s.phase !== 'combat' || s.ended) return []
  const out: [Unit, Unit][] = []
  for (const a of s.units) {
    if (!canAttack(s, a)) continue
    for (const d of s.units) if (d.place === 'field' && d.side !== a.side && !d.defended && inContact(g, a.at, d.at)) out.push([a, d])
  }
  return out
}

/** Why `a` may not attack `d` now; null when it may. */
export function whyNot(s: NapState, g: Geometry, a: Unit, d: Unit): string | null {
  if (a.place !== 'field') return `${a.name} is no longer on the field`
  if (d.place !== 'field') return `${d.name} is no longer on the field`
  if (a.side !== s.phasing) return `${a.name} is not the phasing player's`
  if (d.side === a.side) return `${d.name} is a friendly unit`
  if (a.attacked) return `${a.name} has already attacked in this phase`
  if (demoralised(a)) return `${a.name} is demoralised (morale 0) and cannot attack`
  if (d.defended) return `${d.name} has already been attacked in this phase`
  if (!inContact(g, a.at, d.at)) {
    if (!adjacent(g, a.at, d.at)) return `${a.name} is not next to ${d.name}`
    if (steep(g, a.at, d.at)) return `a slope of more than one level lies between ${a.name} and ${d.name}`
    return `a river lies between ${a.name} and ${d.name}`
  }
  return null
}

/**
 * The supports of `friend`'s side in an attack where `foe` is the enemy
 * principal: units in contact with `foe`, not demoralised, and either in
 * contact with no other enemy unit, or victorious (N23: a demoralised
 * victorious unit does not support).
 */
export function supportsOf(s: NapState, g: Geometry, friend: Unit, foe: Unit): Unit[] {
  const out: Unit[] = []
  for (const u of s.units) {
    if (u.place !== 'field' || u.side !== friend.side || u.id === friend.id || demoralised(u)) continue
    if (!inContact(g, u.at, foe.at)) continue
    if (u.victorious || !engagedElsewhere(s, g, u, foe)) out.push(u)
  }
  return out
}

/**
 * "If it is not on contact with another enemy unit" (Support during combat):
 * any enemy on the field, demoralised or not, other than `foe` (N9).
 */
function engagedElsewhere(s: NapState, g: Geometry, u: Unit, foe: Unit): boolean {
  for (const e of s.units) if (e.side !== u.side && e.id !== foe.id && e.place === 'field' && inContact(g, u.at, e.at)) return true
  return false
}

export interface AttackFigures {
  attack: number
  defend: number
  attackParts: StrengthPart[]
  defendParts: StrengthPart[]
  column: number
  modifiers: Modifier[]
  drm: number
}

/** Attacking across a stream: the principal halved when above 1, a supporter always (down to 0); halves round down. */
function attackingValue(g: Geometry, u: Unit, d: Unit, principal: boolean): StrengthPart {
  const part: StrengthPart = { unit: u.id, base: u.strength, value: u.strength, role: principal ? 'attacker' : 'support', note: null }
  if (acrossStream(g, u.at, d.at) && (!principal || u.strength > 1)) {
    part.value = Math.floor(u.strength / 2)
    part.note = 'across a stream: halved'
  }
  return part
}

/** Infantry in woods or a village doubled, the defender and its supports alike. */
function defendingValue(g: Geometry, u: Unit, principal: boolean): StrengthPart {
  const part: StrengthPart = { unit: u.id, base: u.strength, value: u.strength, role: principal ? 'defender' : 'support', note: null }
  const t = hexOf(g, u.at).terrain
  if (u.type === 'infantry' && doublesInfantry(t)) {
    part.value = u.strength * 2
    part.note = `infantry in ${t === 'woods' ? 'woods' : 'a village'}: doubled`
  }
  return part
}

/** The morale difference between the two principals, as the seed's ±1 (2 or 3) or ±2 (4 or more). */
export function moraleModifier(a: Unit, d: Unit): number {
  const diff = a.morale - d.morale
  const size = Math.abs(diff) >= 4 ? 2 : Math.abs(diff) >= 2 ? 1 : 0
  return Math.sign(diff) * size
}

/** The modifiers to the die: the slope between the principals (one rule with the elevation bonus: N2) and morale. */
export function dieModifiers(g: Geometry, a: Unit, d: Unit): Modifier[] {
  const out: Modifier[] = []
  const up = climb(g, a.at, d.at)
  if (up < 0) out.push({ source: 'attacking down the slope (higher ground)', value: 1 })
  if (up > 0) out.push({ source: 'attacking up the slope (lower ground)', value: -1 })
  const m = moraleModifier(a, d)
  if (m !== 0) out.push({ source: `morale ${a.morale} against ${d.morale}`, value: m })
  return out
}

/** Totals, column and modifiers of `a` attacking `d` in the state as it stands. */
export function attackFigures(s: NapState, g: Geometry, a: Unit, d: Unit): AttackFigures {
  const attackParts = [attackingValue(g, a, d, true)]
  for (const u of supportsOf(s, g, a, d)) attackParts.push({ ...attackingValue(g, u, d, false), ...(u.victorious ? { victorious: true } : {}) })
  const defendParts = [defendingValue(g, d, true)]
  for (const u of supportsOf(s, g, d, a)) defendParts.push({ ...defendingValue(g, u, false), ...(u.victorious ? { victorious: true } : {}) })
  let attack = 0
  let defend = 0
  for (const p of attackParts) attack += p.value
  for (const p of defendParts) defend += p.value
  const modifiers = dieModifiers(g, a, d)
  let drm = 0
  for (const m of modifiers) drm += m.value
  return { attack, defend, attackParts, defendParts, column: columnOf(attack, defend), modifiers, drm }
}

export function columnLabel(column: number): string {
  return COLUMNS[column]!
}
