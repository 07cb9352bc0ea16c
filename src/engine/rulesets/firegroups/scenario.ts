import { z } from 'zod'
import { checkMap, mapSchema } from '../../core/mapSchema.ts'
import { parseWith } from '../../core/schema.ts'
import { otherSide, SIDES, type Parsed } from '../../core/types.ts'
import { canStand, DOMAIN, EXPERIENCE, PHASES, TERRAINS, TYPE_CODES, type Terrain } from './units.ts'

/**
 * A fire-group scenario file: a few squares of a square grid (the shared map
 * schema, with this rule system's terrain), the contested square, production
 * centres with their build steps, two sides' units (type code, experience,
 * endurance, square, and the turn and phase each is planned to enter the
 * contested square), how many turns and what the attacker is after. Every
 * error names its field.
 */
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected lower-case letters, digits and dashes')
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #2f5fb3')

const unitSchema = z.strictObject({
  id,
  /** Shown in the log and tooltips; "<type name> <n>" when absent. */
  name: z.string().min(1).optional(),
  type: z.enum(TYPE_CODES),
  /** 0 green, 1 trained, 2 veteran, 3 elite. */
  exp: z.number().int().min(0).max(EXPERIENCE.length - 1).default(1),
  /** Endurance points; by domain when absent (land 20, air 10, sea 30). */
  endurance: z.number().int().min(0).max(99).optional(),
  /** The square it stands in. */
  at: id,
  /** Planned entries into the contested square, a turn and phase each: the default of its side's orders that turn. */
  enters: z.array(z.strictObject({ turn: z.number().int().min(1), phase: z.number().int().min(1).max(PHASES) })).default([]),
})

const sideSchema = z.strictObject({
  name: z.string().min(1),
  nation: z.string().min(1),
  color: colour,
  flag: z.strictObject({ layout: z.enum(['vertical', 'horizontal']), colors: z.array(colour).min(1) }),
  /** Where its units in the contested square go when they leave it (and its aircraft there land). */
  fallback: id.optional(),
  units: z.array(unitSchema).min(1, 'a side needs at least one unit'),
})

const centerSchema = z.strictObject({
  at: id,
  name: z.string().min(1).optional(),
  owner: z.enum(['attacker', 'defender', 'neutral']),
  steps: z.number().int().min(0).max(50),
  damage: z.number().int().min(0).max(50).default(0),
})

const goalSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('take') }),
  /** The attacker wins when the centre's build steps lost to damage reach `steps`. */
  z.strictObject({ kind: z.literal('bomb'), center: id, steps: z.number().int().min(1).max(200) }),
])

const schema = z.strictObject({
  id,
  ruleset: z.literal('firegroups'),
  name: z.string().min(1),
  description: z.string().default(''),
  location: z.string().min(1),
  map: mapSchema,
  /** The contested square. */
  square: id,
  turns: z.number().int().min(1).max(6),
  centers: z.array(centerSchema).default([]),
  goal: goalSchema.default({ kind: 'take' }),
  attacker: sideSchema,
  defender: sideSchema,
})

export type FgScenario = z.infer<typeof schema>
export type FgScenarioUnit = z.infer<typeof unitSchema>

/** What the schema cannot see: a square map of known terrain, units where they may stand, one side a square outside the contested one, ids unique. */
function check(sc: FgScenario): string[] {
  const errors: string[] = []
  if (sc.map.grid !== 'square') errors.push(`map.grid: a fire-group map is a square map, not "${sc.map.grid}"`)
  errors.push(...checkMap(sc.map, 'map'))
  const terrain = new Map<string, Terrain>()
  sc.map.places.forEach((p, i) => {
    if ((TERRAINS as readonly string[]).includes(p.terrain)) terrain.set(p.id, p.terrain as Terrain)
    else errors.push(`map.places[${i}].terrain: "${p.terrain}" is not one of ${TERRAINS.join(', ')}`)
  })
  const known = (sq: string) => terrain.has(sq) || sc.map.places.some((p) => p.id === sq)
  if (!known(sc.square)) errors.push(`square: no square "${sc.square}" on the map`)
  const ids = new Map<string, string>()
  const holder = new Map<string, string>()
  for (const side of SIDES) {
    const fb = sc[side].fallback
    const other = otherSide(side)
    if (fb !== undefined && !known(fb)) errors.push(`${side}.fallback: no square "${fb}" on the map`)
    else if (fb === sc.square) errors.push(`${side}.fallback: units leave the contested square for another square, not "${fb}" itself`)
    else if (fb !== undefined) {
      // Units of both sides share only the contested square: a fallback is the side's own ground.
      if (sc[other].units.some((u) => u.at === fb)) errors.push(`${side}.fallback: "${fb}" holds ${other} units; units fall back to a square free of the enemy`)
      else if (side === 'defender' && sc.attacker.fallback === fb) errors.push(`${side}.fallback: "${fb}" is also the attacker's fallback; each side falls back to a square of its own`)
      const t = terrain.get(fb)
      const stuck = t && sc[side].units.find((u) => u.at === sc.square && !canStand(u.type, t))
      if (stuck) errors.push(`${side}.fallback: a ${DOMAIN[stuck.type]} unit (${stuck.type}) in the contested square cannot stand on ${t} ("${fb}")`)
    }
    sc[side].units.forEach((u, i) => {
      const here = `${side}.units[${i}]`
      if (ids.has(u.id)) errors.push(`${here}.id: "${u.id}" is also ${ids.get(u.id)}`)
      else ids.set(u.id, here)
      const t = terrain.get(u.at)
      if (!known(u.at)) errors.push(`${here}.at: no square "${u.at}" on the map`)
      else if (t && !canStand(u.type, t)) errors.push(`${here}.at: a ${DOMAIN[u.type]} unit (${u.type}) cannot stand on ${t} ("${u.at}")`)
      if (u.at !== sc.square) {
        const other = holder.get(u.at)
        if (other && other !== side) errors.push(`${here}.at: "${u.at}" holds units of both sides; only the contested square "${sc.square}" may`)
        holder.set(u.at, side)
      }
      u.enters.forEach((e, j) => {
        if (e.turn > sc.turns) errors.push(`${here}.enters[${j}].turn: ${e.turn} is past the battle's ${sc.turns} turn${sc.turns === 1 ? '' : 's'}`)
        if (u.enters.findIndex((x) => x.turn === e.turn) !== j) errors.push(`${here}.enters[${j}].turn: turn ${e.turn} is planned twice`)
      })
      if (u.enters.length) {
        if (u.at === sc.square) errors.push(`${here}.enters: it already stands in the contested square`)
        const st = terrain.get(sc.square)
        if (st && !canStand(u.type, st)) errors.push(`${here}.enters: a ${DOMAIN[u.type]} unit (${u.type}) cannot enter ${st} ("${sc.square}")`)
      }
    })
  }
  const centres = new Set<string>()
  sc.centers.forEach((c, i) => {
    if (!known(c.at)) errors.push(`centers[${i}].at: no square "${c.at}" on the map`)
    if (centres.has(c.at)) errors.push(`centers[${i}].at: "${c.at}" already has a production centre`)
    centres.add(c.at)
  })
  const goal = sc.goal
  if (goal.kind === 'bomb') {
    const target = sc.centers.find((c) => c.at === goal.center)
    if (!target) errors.push(`goal.center: no production centre at "${goal.center}"`)
    else if (target.owner !== 'defender') errors.push(`goal.center: the centre at "${goal.center}" is ${target.owner === 'neutral' ? 'neutral' : "the attacker's own"}; bombers damage only an enemy centre`)
    else if (target.at !== sc.square) errors.push(`goal.center: bombers raid the contested square "${sc.square}", not "${goal.center}"`)
  }
  return errors
}

export function parseFiregroupsScenario(input: unknown): Parsed<FgScenario> {
  const parsed = parseWith(schema, input)
  if (!parsed.ok) return parsed
  const errors = check(parsed.value)
  return errors.length ? { ok: false, errors } : parsed
}
