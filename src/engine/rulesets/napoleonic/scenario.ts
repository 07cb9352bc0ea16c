import { z } from 'zod'
import { checkMap, mapSchema } from '../../core/mapSchema.ts'
import { parseWith } from '../../core/schema.ts'
import type { Parsed, Side } from '../../core/types.ts'
import { EDGES, HEXSIDE_FEATURES, TERRAINS, UNIT_TYPES } from './state.ts'

/**
 * A napoleonic scenario file: a hex map (the shared map schema, with this
 * rule system's terrain and hexside features), two sides with their units,
 * objective hexes, how many combat phases and whose comes first, and how the
 * battle is won. Every error names its field.
 */
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected lower-case letters, digits and dashes')
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #2f5fb3')

const unitSchema = z.strictObject({
  id,
  name: z.string().min(1),
  type: z.enum(UNIT_TYPES),
  /** Combat Strength. */
  strength: z.number().int().min(1).max(30),
  /** Current morale; 0 is demoralised. */
  morale: z.number().int().min(0).max(9),
  /** The morale it was raised with (it never regains beyond it); the current morale when absent. */
  initialMorale: z.number().int().min(0).max(9).optional(),
  /** The hex it stands in. */
  at: id,
})

const sideSchema = z.strictObject({
  name: z.string().min(1),
  nation: z.string().min(1),
  color: colour,
  flag: z.strictObject({ layout: z.enum(['vertical', 'horizontal']), colors: z.array(colour).min(1) }),
  /** The map edge its retreats lean towards. */
  edge: z.enum(EDGES),
  units: z.array(unitSchema).min(1, 'a side needs at least one unit'),
})

const schema = z.strictObject({
  id,
  ruleset: z.literal('napoleonic'),
  name: z.string().min(1),
  description: z.string().default(''),
  location: z.string().min(1),
  map: mapSchema,
  /** Objective hexes, each with who holds it at the start (by default the side standing in it, else nobody). */
  objectives: z.array(z.strictObject({ hex: id, holder: z.enum(['attacker', 'defender']).optional() })).default([]),
  /** Combat phases in the battle, alternating between the sides. */
  phases: z.number().int().min(1).max(40),
  first: z.enum(['attacker', 'defender']).default('attacker'),
  victory: z.strictObject({ kind: z.enum(['objectives', 'strength', 'both']).default('both'), objectivePoints: z.number().int().min(0).max(100).default(3) }).default({ kind: 'both', objectivePoints: 3 }),
  attacker: sideSchema,
  defender: sideSchema,
})

export type NapScenario = z.infer<typeof schema>

/** What the schema cannot see: the map is a hex map of known terrain and features, units stand on it one a hex, ids unique. */
function check(sc: NapScenario): string[] {
  const errors: string[] = []
  if (sc.map.grid !== 'hex') errors.push(`map.grid: a napoleonic map is a hex map, not "${sc.map.grid}"`)
  errors.push(...checkMap(sc.map, 'map'))
  const hexes = new Set(sc.map.places.map((p) => p.id))
  sc.map.places.forEach((p, i) => {
    if (!(TERRAINS as readonly string[]).includes(p.terrain)) errors.push(`map.places[${i}].terrain: "${p.terrain}" is not one of ${TERRAINS.join(', ')}`)
  })
  sc.map.edges.forEach((e, i) => {
    e.features.forEach((f, j) => {
      if (!(HEXSIDE_FEATURES as readonly string[]).includes(f)) errors.push(`map.edges[${i}].features[${j}]: "${f}" is not one of ${HEXSIDE_FEATURES.join(', ')} (slopes come from elevations)`)
    })
  })
  const unitIds = new Map<string, string>()
  const standing = new Map<string, string>()
  for (const side of ['attacker', 'defender'] as const) {
    sc[side].units.forEach((u, i) => {
      const here = `${side}.units[${i}]`
      if (unitIds.has(u.id)) errors.push(`${here}.id: "${u.id}" is also ${unitIds.get(u.id)}`)
      else unitIds.set(u.id, here)
      if (!hexes.has(u.at)) errors.push(`${here}.at: no hex "${u.at}" on the map`)
      else if (standing.has(u.at)) errors.push(`${here}.at: "${u.at}" already holds ${standing.get(u.at)} (one unit a hex)`)
      else standing.set(u.at, u.id)
      if (u.initialMorale !== undefined && u.morale > u.initialMorale) errors.push(`${here}.morale: ${u.morale} is above its initial morale ${u.initialMorale}`)
    })
  }
  const seen = new Set<string>()
  sc.objectives.forEach((o, i) => {
    if (!hexes.has(o.hex)) errors.push(`objectives[${i}].hex: no hex "${o.hex}" on the map`)
    if (seen.has(o.hex)) errors.push(`objectives[${i}].hex: "${o.hex}" is listed twice`)
    seen.add(o.hex)
  })
  return errors
}

export function parseNapoleonicScenario(input: unknown): Parsed<NapScenario> {
  const parsed = parseWith(schema, input)
  if (!parsed.ok) return parsed
  const errors = check(parsed.value)
  return errors.length ? { ok: false, errors } : parsed
}

/** Who holds an objective hex at the start. */
export function startHolder(sc: NapScenario, hex: string, given: Side | undefined): Side | null {
  if (given) return given
  for (const side of ['attacker', 'defender'] as const) if (sc[side].units.some((u) => u.at === hex)) return side
  return null
}
