import { SIDES, type Side } from '../../core/types.ts'
import { ARMOR_DRM, DEPOT_DRM, FLANK_DRM, FLEET_DRM, FLEET_RANGE, HOUSE, mpModifier, qualityRank, RIVER_DRM, TERRAIN_CHART } from './charts.ts'
import { acrossRiver, adjacent, distance, hexOf, opposite, type Geometry } from './geometry.ts'
import type { CombatPlan, Depot, KoreaState, Unit } from './state.ts'
import { unitsAt, unSide } from './work.ts'

/**
 * Who takes part in a combat and what each side adds to its die (seed 001,
 * 8.0 "Meeting Engagement" and "Prepared Attack", 8.1, 8.2). Pure: reads the
 * state.
 */

/** Each kind of die-roll modifier (8.0, 8.1, 8.2) and the words its part's source begins with. */
export const MODIFIERS = {
  mp: 'Movement points spent',
  air: 'Air support',
  fleet: 'Fleet support',
  depot: 'Depot expended',
  armor: 'Armored or mechanized unit present',
  attackers: 'Non-static attacking units',
  supporters: 'Non-static defenders at the combat hex',
  flank: 'Flanking attackers',
  quality: 'Unit quality',
  terrain: 'Terrain',
  river: 'Attacked across a river',
} as const

export interface Part {
  source: string
  value: number
}

export interface Picture {
  plan: CombatPlan
  /** The combat hex: the defender's. */
  hex: string
  /** The attacker's units in the attacking hexes. */
  attacking: Unit[]
  /** The defender's units in the combat hex. */
  defending: Unit[]
  /** Hexes whose attacking-side units flank the defender (8.2, K3), the lead's own left out. */
  flankHexes: string[]
  flanking: Unit[]
  /** Meeting Engagement: the defender's non-static units next to the combat hex. */
  supporters: Unit[]
  /** Everyone in the combat: each draws a chip (K1) and may satisfy its side's loss points. */
  inCombat: Record<Side, Unit[]>
}

const onField = (u: Unit) => u.place === 'field'
const armored = (u: Unit) => u.type !== 'infantry'

/**
 * 8.2 as K3 reads it: the hex across the combat hex from the lead's, when a
 * unit of the attacker's stands there (fresh or static, attacking or not);
 * and the three hexes of every other hexside round the combat hex when
 * attacking units stand in all three (none of them touches another).
 */
export function flankHexes(s: KoreaState, g: Geometry, plan: CombatPlan, leadHex: string | null): string[] {
  const out = new Set<string>()
  if (leadHex) {
    const o = opposite(g, plan.defend, leadHex)
    if (o && unitsAt(s, o, 'attacker').length) out.add(o)
  }
  const around = hexOf(g, plan.defend).around
  const held = (h: string | null) => h !== null && plan.attack.includes(h) && unitsAt(s, h, 'attacker').length > 0
  for (const first of [0, 1]) {
    const trio = [around[first]!, around[first + 2]!, around[first + 4]!]
    if (trio.every(held)) for (const h of trio) out.add(h!)
  }
  if (leadHex) out.delete(leadHex)
  // In the fixed order of directions round the combat hex, so that every reading gives the same list.
  return around.filter((h): h is string => h !== null && out.has(h))
}

export function picture(s: KoreaState, g: Geometry, plan: CombatPlan, leadA: string | null): Picture {
  const attacking = s.units.filter((u) => onField(u) && u.side === 'attacker' && plan.attack.includes(u.at))
  const defending = unitsAt(s, plan.defend, 'defender')
  const lead = leadA ? s.units.find((u) => u.id === leadA) : undefined
  const hexes = flankHexes(s, g, plan, lead?.at ?? null)
  const flanking = s.units.filter((u) => onField(u) && u.side === 'attacker' && hexes.includes(u.at))
  const supporters = plan.kind === 'meeting' ? s.units.filter((u) => onField(u) && u.side === 'defender' && !u.static && adjacent(g, u.at, plan.defend)) : []
  const inA = new Set([...attacking, ...flanking])
  const inD = new Set([...defending, ...supporters])
  return {
    plan,
    hex: plan.defend,
    attacking,
    defending,
    flankHexes: hexes,
    flanking,
    supporters,
    inCombat: { attacker: s.units.filter((u) => inA.has(u)), defender: s.units.filter((u) => inD.has(u)) },
  }
}

/** Who may lead: the attacker's units in the attacking hexes, the defender's in the combat hex. */
export function leadCandidates(pic: Picture, side: Side): Unit[] {
  return side === 'attacker' ? pic.attacking : pic.defending
}

/** Depots on the map whose supply range reaches the combat hex (K8). */
export function depotsInRange(s: KoreaState, g: Geometry, hex: string): Depot[] {
  return s.depots.filter((d) => d.place === 'map' && distance(g, d.at, hex) <= d.range)
}

/** A committed coastline within 2 hexes of the combat hex: its name, else null. */
export function fleetOff(s: KoreaState, g: Geometry, hex: string): string | null {
  for (const c of s.coastlines) if (c.committed && c.hexes.some((h) => distance(g, h, hex) <= FLEET_RANGE)) return c.name
  return null
}

/**
 * The coastline whose fleet supports the UN side in this combat (K4): in a
 * Meeting Engagement one within 2 hexes ("+2 DRM if within 2 hexes of a
 * committed coastline"); in a Prepared Attack any committed one, the line
 * giving "+2 DRM" with no range.
 */
export function fleetSupport(s: KoreaState, g: Geometry, kind: CombatPlan['kind'], hex: string): string | null {
  if (kind === 'meeting') return fleetOff(s, g, hex)
  return s.coastlines.find((c) => c.committed)?.name ?? null
}

export interface Figures {
  parts: Record<Side, Part[]>
  drm: Record<Side, number>
  /** Each side's loss ratio n:1 (K9). */
  ratio: Record<Side, number>
  /** Why the defender's ratio is what it is. */
  ratioWhy: string
}

/** Meeting Engagement: armour attacking infantry in clear terrain takes the defender's ratio to 1:1 (K10 reads "infantry" as every defender in the combat hex). */
export function armorAgainstInfantry(g: Geometry, pic: Picture): boolean {
  return pic.plan.kind === 'meeting' && hexOf(g, pic.hex).terrain === 'clear' && pic.inCombat.attacker.some(armored) && pic.defending.length > 0 && !pic.defending.some(armored)
}

/** Each side's die-roll modifiers with their sources, given the two lead units and the depot the UN side expended. */
export function figures(s: KoreaState, g: Geometry, pic: Picture, leads: Record<Side, Unit>, depot: Depot | null): Figures {
  const { plan, hex } = pic
  const terrain = hexOf(g, hex).terrain as keyof typeof TERRAIN_CHART
  const chart = TERRAIN_CHART[terrain]
  const parts: Record<Side, Part[]> = { attacker: [], defender: [] }
  const add = (side: Side, source: string, value: number) => {
    if (value !== 0) parts[side].push({ source, value })
  }
  if (plan.kind === 'meeting') add('attacker', `${MODIFIERS.mp}: ${plan.mp} (${HOUSE}: the seed gives −1 to +2, not the scale)`, mpModifier(plan.mp))
  const un = unSide(s)
  for (const side of SIDES) {
    // "Air Support: Effectiveness Rating" (Meeting Engagement), "+ER" (Prepared Attack): the rating itself, whatever the ground (K6).
    add(side, `${MODIFIERS.air}, rating ${s.sides[side].air}`, s.sides[side].air)
    if (side === un) {
      const coast = fleetSupport(s, g, plan.kind, hex)
      if (coast) add(side, `${MODIFIERS.fleet} off ${coast}`, FLEET_DRM)
      if (depot) add(side, `${MODIFIERS.depot} at ${depot.name}`, DEPOT_DRM[plan.kind])
    }
    if (pic.inCombat[side].some(armored)) add(side, MODIFIERS.armor, ARMOR_DRM)
  }
  if (plan.kind === 'prepared') {
    // Every attacking unit next to the combat hex, flankers too: "the Flanking bonuses are cumulative with the bonuses for unit adjacency" (8.2, K21).
    const n = pic.inCombat.attacker.filter((u) => !u.static).length
    add('attacker', `${MODIFIERS.attackers}: ${n}, the lead included`, n)
  } else {
    const n = [...pic.defending, ...pic.supporters].filter((u) => !u.static && u.id !== leads.defender.id).length
    add('defender', `${MODIFIERS.supporters}, the lead left out: ${n}`, n)
  }
  const flank = FLANK_DRM[plan.kind]
  const nf = pic.flanking.length
  add('attacker', `${MODIFIERS.flank}: ${nf} (+${flank.each} each, at most +${flank.most})`, Math.min(flank.most, nf * flank.each))
  const q = qualityRank(leads.attacker.quality) - qualityRank(leads.defender.quality)
  const quality = `${MODIFIERS.quality}: ${leads.attacker.quality} against ${leads.defender.quality}`
  if (q > 0) add('attacker', quality, q)
  else add('defender', quality, -q)
  add('defender', `${MODIFIERS.terrain}: ${terrain} (${HOUSE}: the terrain chart is not given)`, chart.drm)
  if (acrossRiver(g, leads.attacker.at, hex)) add('defender', MODIFIERS.river, RIVER_DRM)
  const drm = { attacker: 0, defender: 0 }
  for (const side of SIDES) for (const p of parts[side]) drm[side] += p.value
  let ratio = { attacker: 1, defender: chart.ratio }
  let ratioWhy = chart.ratio === 1 ? 'Prepared Attack: 1:1' : `Prepared Attack in ${terrain}: ${chart.ratio}:1 against the defender (${HOUSE}: the terrain chart)`
  if (plan.kind === 'meeting') {
    const tanks = armorAgainstInfantry(g, pic)
    ratio = { attacker: 1, defender: tanks ? 1 : 2 }
    ratioWhy = tanks ? 'Meeting Engagement, armour against infantry in clear terrain: 1:1' : 'Meeting Engagement: 2:1 against the defender'
  }
  return { parts, drm, ratio, ratioWhy }
}
