import { z } from 'zod'
import { parseWith } from '../../../core/schema.ts'
import type { Parsed } from '../../../core/types.ts'
import { id, sideSchemaOf } from '../scenario.ts'
import { UNIT_TYPE_BY_ID } from '../units.ts'

/**
 * A combat phase of the axis variant (seed 003 §5.1, §5.6): several areas
 * attacked at once, every normal battle fought first, then Breakthrough
 * Combat. The attacker's units stand in its areas and name the area they
 * move into (`attacks`); the defender's stand where they are. Land areas
 * only: the phase has no naval or amphibious battle (docs/rules/axis.md P1).
 */

const areaSchema = z.strictObject({
  id,
  name: z.string().min(1),
  /** Position on the map, 0..1 from the left and from the top. */
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  terrain: z.enum(['land', 'sea']),
  /** Who controls it at the start of the turn. */
  owner: z.enum(['attacker', 'defender', 'neutral']),
  neighbours: z.array(id).min(1),
})

const unitSchema = z.strictObject({
  id,
  type: z.string().min(1),
  name: z.string().min(1).optional(),
  nation: z.string().min(1).optional(),
  /** The area the unit stands in at the start of the combat phase. */
  at: id,
  /** Attackers: the enemy area it moves into for normal combat; absent, it stays out of the phase's combat. */
  attacks: id.optional(),
  /** Tech-2 infantry may take part in Breakthrough Combat (§5.6). */
  tech2: z.boolean().default(false),
})

const sideSchema = sideSchemaOf(unitSchema)

export const phaseScenarioSchema = z.strictObject({
  id,
  ruleset: z.literal('axis'),
  kind: z.literal('phase'),
  name: z.string().min(1),
  description: z.string().default(''),
  areas: z.array(areaSchema).min(2),
  attacker: sideSchema,
  defender: sideSchema,
})

export type PhaseScenario = z.infer<typeof phaseScenarioSchema>
export type PhaseScenarioArea = z.infer<typeof areaSchema>
export type PhaseScenarioUnit = z.infer<typeof unitSchema>

/** Fields only a phase has: a file with them and no kind lost its "kind" (a battle has none of them). */
export const PHASE_ONLY_UNIT_FIELDS = ['at', 'attacks']

function checkUnit(side: 'attacker' | 'defender', u: PhaseScenarioUnit, at: string, areas: Map<string, PhaseScenarioArea>, errors: string[]): void {
  const type = UNIT_TYPE_BY_ID.get(u.type)
  if (!type) errors.push(`${at}.type: unknown unit type "${u.type}"; known: ${[...UNIT_TYPE_BY_ID.keys()].join(', ')}`)
  else if (type.domain === 'sea') errors.push(`${at}.type: a combat phase has no ships (land areas only)`)
  if (u.tech2 && u.type !== 'infantry') errors.push(`${at}.tech2: only infantry can be Tech-2 infantry`)
  const where = areas.get(u.at)
  if (!where) errors.push(`${at}.at: no area "${u.at}"`)
  else if (where.terrain !== 'land') errors.push(`${at}.at: "${u.at}" is a sea zone; units stand on land`)
  else if (where.owner !== side) errors.push(`${at}.at: "${u.at}" is not the ${side}'s area`)
  if (u.attacks === undefined) return
  if (side === 'defender') {
    errors.push(`${at}.attacks: only the attacker moves into combat (§5.6: the phase is the attacker's)`)
    return
  }
  const target = areas.get(u.attacks)
  if (!target) errors.push(`${at}.attacks: no area "${u.attacks}"`)
  else if (target.terrain !== 'land' || target.owner !== 'defender') errors.push(`${at}.attacks: "${u.attacks}" is not an enemy land area`)
  else if (where && type?.domain === 'land' && !where.neighbours.includes(target.id)) errors.push(`${at}.attacks: "${u.attacks}" is not adjacent to "${u.at}"`)
}

/** Structure first, then what a schema cannot see: references, symmetry of the map, where units may stand and go. */
export function parsePhaseScenario(input: unknown): Parsed<PhaseScenario> {
  const parsed = parseWith(phaseScenarioSchema, input)
  if (!parsed.ok) return parsed
  const sc = parsed.value
  const errors: string[] = []
  const areas = new Map<string, PhaseScenarioArea>()
  sc.areas.forEach((a, i) => {
    if (areas.has(a.id)) errors.push(`areas[${i}].id: "${a.id}" is used twice`)
    areas.set(a.id, a)
  })
  sc.areas.forEach((a, i) =>
    a.neighbours.forEach((n, j) => {
      const other = areas.get(n)
      if (!other) errors.push(`areas[${i}].neighbours[${j}]: no area "${n}"`)
      else if (n === a.id) errors.push(`areas[${i}].neighbours[${j}]: an area is not its own neighbour`)
      else if (!other.neighbours.includes(a.id)) errors.push(`areas[${i}].neighbours[${j}]: "${n}" does not list "${a.id}" back`)
    }),
  )
  const ids = new Set<string>()
  for (const side of ['attacker', 'defender'] as const) {
    sc[side].units.forEach((u, i) => {
      const at = `${side}.units[${i}]`
      if (ids.has(u.id)) errors.push(`${at}.id: "${u.id}" is used twice`)
      ids.add(u.id)
      checkUnit(side, u, at, areas, errors)
    })
    const seen = new Set<string>()
    sc[side].order?.forEach((t, i) => {
      if (!UNIT_TYPE_BY_ID.has(t)) errors.push(`${side}.order[${i}]: unknown unit type "${t}"`)
      if (seen.has(t)) errors.push(`${side}.order[${i}]: "${t}" is listed twice`)
      seen.add(t)
    })
  }
  if (!sc.attacker.units.some((u) => u.attacks !== undefined)) errors.push('attacker.units: a combat phase needs at least one unit that attacks')
  return errors.length ? { ok: false, errors } : parsed
}
