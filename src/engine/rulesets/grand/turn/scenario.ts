import { z } from 'zod'
import { parseWith } from '../../../core/schema.ts'
import type { Parsed } from '../../../core/types.ts'
import { CARD_BY_ID } from '../cards.ts'
import { checkRegions, checkUnit, colour, flagSchema, id, leaderSchema, unitSchema } from '../scenario.ts'
import { KIND_TRAITS, UNIT_TYPE_BY_ID } from '../units.ts'
import { AIR_CARD_BY_ID } from './airCards.ts'

/**
 * A combat turn on a region map (seed 000 sections A, L, M, N and the Battle
 * Summary): the map, both sides' stacks with where attackers came from, the
 * air moves ordered for the turn. The attacker is the active side: every
 * battle of the turn is one it initiated (section A; docs/rules/grand.md D42).
 */

const crossing = z.enum(['none', 'river', 'strait'])

const regionSchema = z.strictObject({
  id,
  name: z.string().min(1),
  terrain: z.string().min(1),
  owner: z.enum(['attacker', 'defender', 'neutral']),
  /** Most units the region holds (section M: a retreat that overstacks it jumps on). */
  stackingLimit: z.number().int().min(1).optional(),
  /** A fortified structure of the region's owner (section M: the last refuge of a defender with nowhere to go). */
  fortified: z.boolean().default(false),
  /** An airfield: planes based there are on the ground (section N, interception +1). */
  airfield: z.boolean().default(false),
  /** Victory points to the winner of a battle fought there (Battle Summary). */
  vp: z.number().int().min(0).max(20).default(1),
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
})

const connectionSchema = z.strictObject({
  between: z.tuple([id, id]),
  crossing: crossing.default('none'),
})

const nationSchema = z.strictObject({
  id,
  name: z.string().min(1),
  /** Section N: radars help AA (+1), interceptions (−3) and fighters when only one side has them (+1). */
  radar: z.boolean().default(false),
  /** Section L: a stack may make a second breakthrough in a turn (the seed's Italians may not). */
  doubleBreakthrough: z.boolean().default(true),
})

const turnUnitSchema = unitSchema.extend({
  /** Where the unit stands (a plane: its base). */
  region: id,
  /** One of its side's nations; the first when absent. */
  nation: id.optional(),
  /** Section N: stealth (SL) planes; AA takes −3 when every plane it fires at is one. */
  stealth: z.boolean().default(false),
})

const turnLeaderSchema = leaderSchema.extend({ region: id })

const sideSchema = z.strictObject({
  name: z.string().min(1),
  nations: z.array(nationSchema).min(1),
  color: colour,
  flag: flagSchema,
  leaders: z.array(turnLeaderSchema).default([]),
  units: z.array(turnUnitSchema).min(1, 'a side needs at least one unit'),
  /** Battle cards (played in each battle) and air cards (played at the start of air movement). */
  cards: z.array(z.string()).default([]),
  scenarioMorale: z.number().int().min(-5).max(5).default(0),
  /** Regions where the side's stacks are dug in. */
  entrenched: z.array(id).default([]),
  /** Section L: breakthroughs are a scenario parameter. */
  breakthrough: z.boolean().default(true),
  /** The regions supply comes from: the retreat goes closest to them (section M). */
  supply: z.array(id).min(1),
})

const airMoveSchema = z.strictObject({
  /** Planes of the active side, all based in one region. */
  units: z.array(id).min(1),
  /** The regions entered in order, from next to the base to the destination. */
  path: z.array(id).min(1),
})

export const turnScenarioSchema = z.strictObject({
  id,
  ruleset: z.literal('grand'),
  kind: z.literal('turn'),
  name: z.string().min(1),
  description: z.string().default(''),
  date: z.string().optional(),
  regions: z.array(regionSchema).min(2),
  connections: z.array(connectionSchema).min(1),
  attacker: sideSchema,
  defender: sideSchema,
  airMoves: z.array(airMoveSchema).default([]),
})

export type TurnScenario = z.infer<typeof turnScenarioSchema>
export type TurnScenarioUnit = z.infer<typeof turnUnitSchema>
export type TurnScenarioLeader = z.infer<typeof turnLeaderSchema>
export type TurnScenarioSide = z.infer<typeof sideSchema>

/** Structure first, then what a schema cannot see: references, uniqueness, adjacency. */
export function parseTurnScenario(input: unknown): Parsed<TurnScenario> {
  const parsed = parseWith(turnScenarioSchema, input)
  if (!parsed.ok) return parsed
  const sc = parsed.value
  const errors: string[] = []
  const regionIds = checkRegions(sc.regions, errors)
  const adjacent = new Set<string>()
  sc.connections.forEach((c, i) => {
    const [a, b] = c.between
    c.between.forEach((r, j) => {
      if (!regionIds.has(r)) errors.push(`connections[${i}].between[${j}]: no region "${r}"`)
    })
    if (a === b) errors.push(`connections[${i}].between: a region is not connected to itself`)
    const key = [a, b].sort().join('|')
    if (adjacent.has(key)) errors.push(`connections[${i}].between: "${a}" and "${b}" are connected twice`)
    adjacent.add(key)
  })
  const near = (a: string, b: string) => adjacent.has([a, b].sort().join('|'))

  const where = new Map<string, { side: 'attacker' | 'defender'; region: string }>()
  const ids = new Set<string>()
  for (const sideName of ['attacker', 'defender'] as const) {
    const side = sc[sideName]
    const nations = new Set<string>()
    side.nations.forEach((n, i) => {
      if (nations.has(n.id)) errors.push(`${sideName}.nations[${i}].id: "${n.id}" is used twice`)
      nations.add(n.id)
    })
    side.units.forEach((u, i) => {
      const at = `${sideName}.units[${i}]`
      if (!regionIds.has(u.region)) errors.push(`${at}.region: no region "${u.region}"`)
      if (u.nation !== undefined && !nations.has(u.nation)) errors.push(`${at}.nation: "${u.nation}" is not one of ${sideName}'s nations (${[...nations].join(', ')})`)
      const type = checkUnit(at, u, ids, errors)
      if (!type) return
      if (u.stealth && !KIND_TRAITS[type.kind].air) errors.push(`${at}.stealth: only planes are stealth`)
      if (u.from !== undefined) {
        if (sideName === 'defender') errors.push(`${at}.from: only the active side (attacker) has moved this turn`)
        else if (!near(u.from, u.region)) errors.push(`${at}.from: "${u.from}" is not connected to its region "${u.region}"`)
      }
      where.set(u.id, { side: sideName, region: u.region })
    })
    side.leaders.forEach((l, i) => {
      if (ids.has(l.id)) errors.push(`${sideName}.leaders[${i}].id: "${l.id}" is used twice`)
      ids.add(l.id)
      if (!regionIds.has(l.region)) errors.push(`${sideName}.leaders[${i}].region: no region "${l.region}"`)
    })
    side.cards.forEach((c, i) => {
      if (!CARD_BY_ID.has(c) && !AIR_CARD_BY_ID.has(c)) {
        errors.push(`${sideName}.cards[${i}]: unknown card "${c}"; known: ${[...CARD_BY_ID.keys(), ...AIR_CARD_BY_ID.keys()].join(', ')}`)
      }
    })
    side.entrenched.forEach((r, i) => {
      if (!regionIds.has(r)) errors.push(`${sideName}.entrenched[${i}]: no region "${r}"`)
    })
    side.supply.forEach((r, i) => {
      if (!regionIds.has(r)) errors.push(`${sideName}.supply[${i}]: no region "${r}"`)
    })
  }
  // An attacker in a region the enemy holds is attacking it: it needs the region it came from (section M).
  const enemyIn = new Set(sc.defender.units.map((u) => u.region))
  sc.attacker.units.forEach((u, i) => {
    const type = UNIT_TYPE_BY_ID.get(u.type)
    if (type && !KIND_TRAITS[type.kind].air && enemyIn.has(u.region) && u.from === undefined) {
      errors.push(`attacker.units[${i}].from: "${u.id}" attacks ${u.region} and needs the region it entered from`)
    }
  })

  const flying = new Set<string>()
  sc.airMoves.forEach((m, i) => {
    const at = `airMoves[${i}]`
    let base = null as string | null
    m.units.forEach((uid, j) => {
      const w = where.get(uid)
      const type = UNIT_TYPE_BY_ID.get(sc[w?.side ?? 'attacker'].units.find((u) => u.id === uid)?.type ?? '')
      if (!w) return errors.push(`${at}.units[${j}]: no unit "${uid}"`)
      if (w.side !== 'attacker') return errors.push(`${at}.units[${j}]: "${uid}" is not the active side's (attacker)`)
      if (!type || !KIND_TRAITS[type.kind].air) return errors.push(`${at}.units[${j}]: "${uid}" is not a plane`)
      if (flying.has(uid)) return errors.push(`${at}.units[${j}]: "${uid}" already flies in another move`)
      flying.add(uid)
      if (base === null) base = w.region
      else if (w.region !== base) errors.push(`${at}.units[${j}]: "${uid}" is based at ${w.region}, not ${base} with the rest of the stack`)
    })
    let prev = base as string | null
    m.path.forEach((r, j) => {
      if (!regionIds.has(r)) return errors.push(`${at}.path[${j}]: no region "${r}"`)
      if (prev !== null && !near(prev, r)) errors.push(`${at}.path[${j}]: "${r}" is not connected to "${prev}"`)
      prev = r
    })
  })
  return errors.length ? { ok: false, errors } : parsed
}
