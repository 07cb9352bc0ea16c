import { z } from 'zod'
import { checkMap, mapSchema } from '../../core/mapSchema.ts'
import { parseWith } from '../../core/schema.ts'
import type { Parsed } from '../../core/types.ts'
import { ARMIES, COMBAT_KINDS, HEXSIDE_FEATURES, QUALITIES, TERRAINS, UNIT_TYPES } from './state.ts'
import { hexDistance } from '../../core/hex.ts'

/**
 * A korea scenario file: a hex map (the shared map schema, with this rule
 * system's terrain and hexside features), its coastlines and whether a fleet
 * is committed off them, the UN and Communist sides with their victory
 * points, air rating, supply sources, depots (UN) and units, and the turn's
 * combats. Every error names its field.
 */
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected lower-case letters, digits and dashes')
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #2f5fb3')

const unitSchema = z.strictObject({
  id,
  name: z.string().min(1),
  type: z.enum(UNIT_TYPES),
  quality: z.enum(QUALITIES),
  /** Static rather than fresh at the start. */
  static: z.boolean().default(false),
  at: id,
})

const depotSchema = z.strictObject({
  id,
  name: z.string().min(1),
  at: id,
  /** Supply range in hexes. */
  range: z.number().int().min(0).max(20).default(4),
})

const sideSchema = z.strictObject({
  name: z.string().min(1),
  nation: z.string().min(1),
  color: colour,
  flag: z.strictObject({ layout: z.enum(['vertical', 'horizontal']), colors: z.array(colour).min(1) }),
  army: z.enum(ARMIES),
  vp: z.number().int().min(0).max(99),
  /** Air support's effectiveness rating for the turn. */
  air: z.number().int().min(0).max(3).default(0),
  supply: z.array(id).default([]),
  depots: z.array(depotSchema).default([]),
  units: z.array(unitSchema).min(1, 'a side needs at least one unit'),
})

const combatSchema = z.strictObject({
  attack: z.array(id).min(1, 'a combat needs at least one attacking hex'),
  defend: id,
  kind: z.enum(COMBAT_KINDS),
  /** Movement points the attacker spent (a Meeting Engagement's). */
  mp: z.number().int().min(0).max(20).optional(),
})

const schema = z.strictObject({
  id,
  ruleset: z.literal('korea'),
  name: z.string().min(1),
  description: z.string().default(''),
  location: z.string().min(1),
  map: mapSchema,
  coastlines: z.array(z.strictObject({ name: z.string().min(1), hexes: z.array(id).min(1), committed: z.boolean() })).default([]),
  attacker: sideSchema,
  defender: sideSchema,
  combats: z.array(combatSchema).min(1, 'a turn needs at least one combat'),
})

export type KoreaScenario = z.infer<typeof schema>

/** What the schema cannot see: a hex map of known terrain, units and depots on land, one UN and one Communist side, combats between neighbours. */
function check(sc: KoreaScenario): string[] {
  const errors: string[] = []
  if (sc.map.grid !== 'hex') errors.push(`map.grid: a korea map is a hex map, not "${sc.map.grid}"`)
  errors.push(...checkMap(sc.map, 'map'))
  const places = new Map(sc.map.places.map((p) => [p.id, p]))
  sc.map.places.forEach((p, i) => {
    if (!(TERRAINS as readonly string[]).includes(p.terrain)) errors.push(`map.places[${i}].terrain: "${p.terrain}" is not one of ${TERRAINS.join(', ')}`)
    if (p.stacking !== undefined) errors.push(`map.places[${i}].stacking: korea has no stacking limit`)
  })
  sc.map.edges.forEach((e, i) => {
    e.features.forEach((f, j) => {
      if (!(HEXSIDE_FEATURES as readonly string[]).includes(f)) errors.push(`map.edges[${i}].features[${j}]: "${f}" is not one of ${HEXSIDE_FEATURES.join(', ')}`)
    })
  })
  /** A land hex of the map, or the error naming the field. */
  const land = (hex: string, field: string) => {
    const p = places.get(hex)
    if (!p) errors.push(`${field}: no hex "${hex}" on the map`)
    else if (p.terrain === 'sea') errors.push(`${field}: "${hex}" is sea`)
    return p
  }
  sc.coastlines.forEach((c, i) => c.hexes.forEach((h, j) => land(h, `coastlines[${i}].hexes[${j}]`)))
  if (sc.attacker.army === sc.defender.army) errors.push(`defender.army: one side is the UN's and the other the Communists', both are "${sc.attacker.army}"`)
  const ids = new Map<string, string>()
  const claim = (x: string, here: string) => {
    if (ids.has(x)) errors.push(`${here}: "${x}" is also ${ids.get(x)}`)
    else ids.set(x, here)
  }
  const standing = new Map<string, string>()
  for (const side of ['attacker', 'defender'] as const) {
    const s = sc[side]
    s.units.forEach((u, i) => {
      claim(u.id, `${side}.units[${i}].id`)
      if (land(u.at, `${side}.units[${i}].at`)) standing.set(u.at, standing.get(u.at) === undefined || standing.get(u.at) === side ? side : 'both')
    })
    s.supply.forEach((h, i) => land(h, `${side}.supply[${i}]`))
    if (s.depots.length && s.army !== 'UN') errors.push(`${side}.depots: only the UN side has depots`)
    s.depots.forEach((d, i) => {
      claim(d.id, `${side}.depots[${i}].id`)
      land(d.at, `${side}.depots[${i}].at`)
    })
  }
  for (const [hex, who] of standing) if (who === 'both') errors.push(`defender.units: "${hex}" holds units of both sides`)
  sc.combats.forEach((c, i) => {
    const here = `combats[${i}]`
    const d = land(c.defend, `${here}.defend`)
    c.attack.forEach((h, j) => {
      const a = land(h, `${here}.attack[${j}]`)
      if (a && d && hexDistance({ q: a.q ?? 0, r: a.r ?? 0 }, { q: d.q ?? 0, r: d.r ?? 0 }) !== 1) errors.push(`${here}.attack[${j}]: "${h}" is not next to the combat hex "${c.defend}"`)
      if (c.attack.indexOf(h) !== j) errors.push(`${here}.attack[${j}]: "${h}" is listed twice`)
    })
    if (c.kind === 'meeting' && c.mp === undefined) errors.push(`${here}.mp: a Meeting Engagement needs the movement points the attacker spent`)
    if (c.kind === 'prepared' && c.mp !== undefined) errors.push(`${here}.mp: only a Meeting Engagement counts movement points spent`)
  })
  const first = sc.combats[0]!
  if (!errors.length) {
    if (!first.attack.some((h) => standing.get(h) === 'attacker')) errors.push(`combats[0].attack: no attacking unit stands in ${first.attack.join(', ')}`)
    if (standing.get(first.defend) !== 'defender') errors.push(`combats[0].defend: no defending unit stands in "${first.defend}"`)
  }
  return errors
}

export function parseKoreaScenario(input: unknown): Parsed<KoreaScenario> {
  const parsed = parseWith(schema, input)
  if (!parsed.ok) return parsed
  const errors = check(parsed.value)
  return errors.length ? { ok: false, errors } : parsed
}
