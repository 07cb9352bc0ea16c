import { z } from 'zod'
import { parseWith } from '../../core/schema.ts'
import type { Parsed } from '../../core/types.ts'
import { UNIT_TYPE_BY_ID } from './units.ts'

export const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected lower-case letters, digits and dashes')
export const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #aa3322')

const areaSchema = z.strictObject({
  id,
  name: z.string().min(1),
  /** Position on the small map, 0..1 from the left and from the top. */
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  terrain: z.enum(['land', 'sea']),
  /** Who held the area at the start of the turn; 'neutral' for an empty sea zone. */
  owner: z.enum(['attacker', 'defender', 'neutral']),
  neighbours: z.array(id).default([]),
  /** Another battle is fought there this turn: the defender may not retreat into it (§5.6). */
  underAttack: z.boolean().default(false),
  /** Attacks from here cross the battle area's fortification line (§5.7.4). */
  acrossLine: z.boolean().default(false),
  /** Taken by the attacker earlier this turn (a phase's battle): not friendly "from the beginning of the turn" for its retreat (§5.6 Retreat). */
  taken: z.boolean().optional(),
})

const unitSchema = z.strictObject({
  id,
  type: z.string().min(1),
  name: z.string().min(1).optional(),
  /** Defaults to the side's nation; fortifications favour one nation's infantry (§5.7.1). */
  nation: z.string().min(1).optional(),
  /** Attackers: the area they attack from. Defensive Air Support: the adjacent area the fighter waits in. */
  from: id.optional(),
  /** A defender's fighter in an adjacent area, offered as Defensive Air Support (§5.1). */
  support: z.boolean().default(false),
  /** Tech-2 infantry may take part in Breakthrough Combat (§5.6). */
  tech2: z.boolean().default(false),
})

/** A side of a battle or of a combat phase (phase/scenario.ts), with the units each kind of scenario places. */
export const sideSchemaOf = <U extends z.ZodType>(unit: U) =>
  z.strictObject({
    name: z.string().min(1),
    nation: z.string().min(1),
    color: colour,
    flag: z.strictObject({ layout: z.enum(['vertical', 'horizontal']), colors: z.array(colour).min(1).max(4) }),
    units: z.array(unit),
    /** Standing order of loss by unit type, first lost first; types left out follow by cost. */
    order: z.array(z.string()).optional(),
  })

const sideSchema = sideSchemaOf(unitSchema)

export { FORTIFICATIONS } from './fortifications.ts'

export const axisScenarioSchema = z.strictObject({
  id,
  ruleset: z.literal('axis'),
  name: z.string().min(1),
  description: z.string().default(''),
  battle: z.strictObject({
    area: id,
    /** An amphibious assault: shore bombardment and shore defense in the first round (§5.4). */
    amphibious: z.boolean().default(false),
    fortification: z.enum(['siegfried', 'maginot', 'gibraltar']).nullable().default(null),
    /** A fortification captured earlier is useless for good (§5.7). */
    fortificationCaptured: z.boolean().default(false),
  }),
  areas: z.array(areaSchema).min(1),
  attacker: sideSchema,
  defender: sideSchema,
})

export type AxisScenario = z.infer<typeof axisScenarioSchema>
export type Area = z.infer<typeof areaSchema>
export type ScenarioUnit = z.infer<typeof unitSchema>
export type ScenarioSide = z.infer<typeof sideSchema>

function checkUnit(sc: AxisScenario, side: 'attacker' | 'defender', u: ScenarioUnit, at: string, areas: Map<string, Area>, errors: string[]): void {
  const type = UNIT_TYPE_BY_ID.get(u.type)
  if (!type) {
    errors.push(`${at}.type: unknown unit type "${u.type}"; known: ${[...UNIT_TYPE_BY_ID.keys()].join(', ')}`)
    return
  }
  const battle = areas.get(sc.battle.area)
  const naval = battle?.terrain === 'sea'
  const from = u.from === undefined ? undefined : areas.get(u.from)
  if (u.from !== undefined && !from) errors.push(`${at}.from: no area "${u.from}"`)
  if (u.tech2 && u.type !== 'infantry') errors.push(`${at}.tech2: only infantry can be Tech-2 infantry`)
  if (naval && type.domain === 'land') errors.push(`${at}.type: no land units in a naval battle`)
  if (!naval && type.domain === 'sea') {
    if (side === 'defender') errors.push(`${at}.type: a defender has no ships in a land battle`)
    else if (!sc.battle.amphibious) errors.push(`${at}.type: ships join a land battle only as shore bombardment in an amphibious assault`)
    else if (from && from.terrain !== 'sea') errors.push(`${at}.from: a bombarding ship lies in a sea zone`)
  }
  if (side === 'attacker') {
    if (u.support) errors.push(`${at}.support: only the defender has Defensive Air Support`)
    if (u.from === undefined) errors.push(`${at}.from: an attacking unit needs the area it attacks from`)
    else if (from && battle && type.domain !== 'air' && !battle.neighbours.includes(from.id)) {
      errors.push(`${at}.from: "${from.id}" is not adjacent to the battle area "${battle.id}"`)
    }
  } else if (u.support) {
    if (u.type !== 'fighter') errors.push(`${at}.support: only fighters fly Defensive Air Support`)
    if (u.from === undefined) errors.push(`${at}.from: a supporting fighter needs the adjacent area it waits in`)
    else if (from && battle && !battle.neighbours.includes(from.id)) errors.push(`${at}.from: "${from.id}" is not adjacent to the battle area "${battle.id}"`)
  }
}

/** Structure first, then what a schema cannot see: references, uniqueness, where units may be. */
export function parseAxisScenario(input: unknown): Parsed<AxisScenario> {
  const parsed = parseWith(axisScenarioSchema, input)
  if (!parsed.ok) return parsed
  const sc = parsed.value
  const errors: string[] = []
  const areas = new Map<string, Area>()
  sc.areas.forEach((a, i) => {
    if (areas.has(a.id)) errors.push(`areas[${i}].id: "${a.id}" is used twice`)
    areas.set(a.id, a)
  })
  sc.areas.forEach((a, i) =>
    a.neighbours.forEach((n, j) => {
      if (!areas.has(n)) errors.push(`areas[${i}].neighbours[${j}]: no area "${n}"`)
      else if (n === a.id) errors.push(`areas[${i}].neighbours[${j}]: an area is not its own neighbour`)
    }),
  )
  const battle = areas.get(sc.battle.area)
  if (!battle) errors.push(`battle.area: no area "${sc.battle.area}" in areas`)
  if (battle?.terrain === 'sea' && sc.battle.amphibious) errors.push('battle.amphibious: an amphibious assault is on a land area')
  if (battle?.terrain === 'sea' && sc.battle.fortification) errors.push('battle.fortification: fortifications stand on land')
  const ids = new Set<string>()
  for (const side of ['attacker', 'defender'] as const) {
    const st = sc[side]
    st.units.forEach((u, i) => {
      const at = `${side}.units[${i}]`
      if (ids.has(u.id)) errors.push(`${at}.id: "${u.id}" is used twice`)
      ids.add(u.id)
      checkUnit(sc, side, u, at, areas, errors)
    })
    const seen = new Set<string>()
    st.order?.forEach((t, i) => {
      if (!UNIT_TYPE_BY_ID.has(t)) errors.push(`${side}.order[${i}]: unknown unit type "${t}"`)
      if (seen.has(t)) errors.push(`${side}.order[${i}]: "${t}" is listed twice`)
      seen.add(t)
    })
  }
  if (sc.attacker.units.length === 0) errors.push('attacker.units: an attack needs at least one unit')
  return errors.length ? { ok: false, errors } : parsed
}
