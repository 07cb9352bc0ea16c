import { z } from 'zod'
import { parseWith } from '../../core/schema.ts'
import type { Parsed } from '../../core/types.ts'
import { CARD_BY_ID } from './cards.ts'
import { TERRAIN_BY_ID } from './terrain.ts'
import { UNIT_TYPE_BY_ID, type UnitType } from './units.ts'

export const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected lower-case letters, digits and dashes')
export const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #aa3322')
const value = z.number().int().min(0).max(9)
const boosters = z.strictObject({
  attack: z.number().int().min(-3).max(3).default(0),
  defense: z.number().int().min(-3).max(3).default(0),
  morale: z.number().int().min(-3).max(3).default(0),
})

export const leaderSchema = z.strictObject({
  id,
  name: z.string().min(1),
  combat: value,
  morale: value,
  boosters: boosters.optional(),
  breakthrough: z.boolean().default(true),
})

export const unitSchema = z.strictObject({
  id,
  type: z.string().min(1),
  name: z.string().min(1).optional(),
  elite: z.boolean().default(false),
  strength: z.number().int().min(1).max(20).optional(),
  /** Strength already lost before this battle. */
  damage: z.number().int().min(0).max(19).default(0),
  attack: value.optional(),
  defense: value.optional(),
  morale: value.optional(),
  /** Region the unit entered the battle from (attackers: where it retreats to). */
  from: id.optional(),
  /** Breakthroughs this stack already made this turn (section L). */
  breakthroughsMade: z.number().int().min(0).max(2).default(0),
  /** False when the unit's nation may make only one breakthrough a turn (section L: "if allowed to its side"). */
  doubleBreakthrough: z.boolean().optional(),
})

export const flagSchema = z.strictObject({
  layout: z.enum(['vertical', 'horizontal']),
  colors: z.array(colour).min(1).max(4),
})

const sideSchema = z.strictObject({
  name: z.string().min(1),
  nation: z.string().min(1),
  color: colour,
  flag: flagSchema,
  leaders: z.array(leaderSchema).default([]),
  units: z.array(unitSchema).min(1, 'a side needs at least one unit'),
  cards: z.array(z.string()).default([]),
  scenarioMorale: z.number().int().min(-5).max(5).default(0),
  radar: z.boolean().default(false),
  entrenched: z.boolean().default(false),
  breakthrough: z
    .strictObject({ allowed: z.boolean(), double: z.boolean().default(true) })
    .default({ allowed: true, double: true }),
})

const regionSchema = z.strictObject({
  id,
  name: z.string().min(1),
  terrain: z.string().min(1),
  neighbours: z.array(id).default([]),
  owner: z.enum(['attacker', 'defender', 'neutral']),
  /** Enemy (to whom?) combat units present: the side whose units stand there. */
  occupiedBy: z.enum(['attacker', 'defender']).nullable().default(null),
  /** A battle not yet resolved this turn stands there (section A, M). */
  battle: z.boolean().default(false),
  /** Distance to each side's supply source, for the defender's retreat (section M). */
  supply: z.strictObject({ attacker: z.number().int().min(0).optional(), defender: z.number().int().min(0).optional() }).default({}),
  /** Room left there for a retreating stack (D30); 0 when full, so that a retreat jumps it. */
  stackingLimit: z.number().int().min(0).optional(),
  /** The crossing into each neighbour that has one (section M: "connections into the retreat region must be allowed"). */
  crossings: z.record(id, z.enum(['river', 'strait'])).optional(),
  /** Position on the small map of the window's "hole", 0–100. */
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
})

export const grandScenarioSchema = z.strictObject({
  id,
  ruleset: z.literal('grand'),
  /** A battle; a combat turn on a region map is kind "turn" (turn/scenario.ts). */
  kind: z.literal('battle').optional(),
  name: z.string().min(1),
  description: z.string().default(''),
  date: z.string().optional(),
  location: z.strictObject({
    region: id,
    crossing: z.enum(['none', 'river', 'strait']).default('none'),
    /** A friendly fortified structure the defender may retreat into (section M). */
    fortified: z.boolean().default(false),
  }),
  regions: z.array(regionSchema).min(1),
  attacker: sideSchema,
  defender: sideSchema,
})

export type GrandScenario = z.infer<typeof grandScenarioSchema>
export type ScenarioUnit = z.infer<typeof unitSchema>
export type ScenarioSide = z.infer<typeof sideSchema>
export type Region = z.infer<typeof regionSchema>

/** Each region's id once and its terrain known (a battle's regions and a turn's); the ids. */
export function checkRegions(regions: readonly { id: string; terrain: string }[], errors: string[]): Set<string> {
  const ids = new Set<string>()
  regions.forEach((r, i) => {
    if (ids.has(r.id)) errors.push(`regions[${i}].id: "${r.id}" is used twice`)
    ids.add(r.id)
    if (!TERRAIN_BY_ID.has(r.terrain)) errors.push(`regions[${i}].terrain: unknown terrain "${r.terrain}"; known: ${[...TERRAIN_BY_ID.keys()].join(', ')}`)
  })
  return ids
}

/** A unit's id used once (among `ids`, which it joins), its type known, its damage within its strength: its type, or null when unknown. */
export function checkUnit(at: string, u: { id: string; type: string; strength?: number | undefined; damage: number }, ids: Set<string>, errors: string[]): UnitType | null {
  if (ids.has(u.id)) errors.push(`${at}.id: "${u.id}" is used twice`)
  ids.add(u.id)
  const type = UNIT_TYPE_BY_ID.get(u.type)
  if (!type) {
    errors.push(`${at}.type: unknown unit type "${u.type}"; known: ${[...UNIT_TYPE_BY_ID.keys()].join(', ')}`)
    return null
  }
  const strength = u.strength ?? type.strength
  if (u.damage >= strength) errors.push(`${at}.damage: ${u.damage} leaves no strength of ${strength}`)
  return type
}

/** Structure first, then what a schema cannot see: references and uniqueness. */
export function parseGrandScenario(input: unknown): Parsed<GrandScenario> {
  const parsed = parseWith(grandScenarioSchema, input)
  if (!parsed.ok) return parsed
  const sc = parsed.value
  const errors: string[] = []
  const regionIds = checkRegions(sc.regions, errors)
  sc.regions.forEach((r, i) => {
    r.neighbours.forEach((n, j) => {
      if (!regionIds.has(n)) errors.push(`regions[${i}].neighbours[${j}]: no region "${n}"`)
    })
    for (const n of Object.keys(r.crossings ?? {})) if (!r.neighbours.includes(n)) errors.push(`regions[${i}].crossings.${n}: not a neighbour of "${r.id}"`)
  })
  const battle = sc.regions.find((r) => r.id === sc.location.region)
  if (!battle) errors.push(`location.region: no region "${sc.location.region}" in regions`)
  const unitIds = new Set<string>()
  for (const sideName of ['attacker', 'defender'] as const) {
    const side = sc[sideName]
    side.units.forEach((u, i) => {
      const at = `${sideName}.units[${i}]`
      if (!checkUnit(at, u, unitIds, errors)) return
      if (u.from !== undefined && battle && !battle.neighbours.includes(u.from)) {
        errors.push(`${at}.from: "${u.from}" is not a neighbour of the battle region "${battle.id}"`)
      }
      if (sideName === 'attacker' && u.from === undefined) {
        errors.push(`${at}.from: an attacking unit needs the region it entered from`)
      }
    })
    side.leaders.forEach((l, i) => {
      if (unitIds.has(l.id)) errors.push(`${sideName}.leaders[${i}].id: "${l.id}" is used twice`)
      unitIds.add(l.id)
    })
    side.cards.forEach((c, i) => {
      if (!CARD_BY_ID.has(c)) errors.push(`${sideName}.cards[${i}]: unknown card "${c}"; known: ${[...CARD_BY_ID.keys()].join(', ')}`)
    })
  }
  return errors.length ? { ok: false, errors } : parsed
}
