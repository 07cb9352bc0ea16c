import { seedDice } from '../../core/seedDice.ts'
import { otherSide, SIDES, type Side } from '../../core/types.ts'
import type { FgScenario } from './scenario.ts'
import type { Center, FgState, SideInfo, Unit } from './state.ts'
import { canStand, DEFAULT_ENDURANCE, DOMAIN, TYPE_NAMES, type Terrain } from './units.ts'
import { squareOf } from './geometry.ts'

/**
 * The square each side's units leave the contested square for: its fallback,
 * else the nearest square around that every one of its units in the square
 * may stand on (ships keep to the sea), that holds none of the enemy's units
 * and is not where the enemy's units in the square fall back to (the
 * attacker's found first): units of both sides share only the contested
 * square. The contested square itself when there is none: they cannot leave.
 */
function fallbacks(sc: FgScenario, terrain: Record<string, Terrain>): Record<Side, string> {
  const here = squareOf(sc.map, sc.square)
  const inSquare = (side: Side) => sc[side].units.filter((u) => u.at === sc.square)
  const out: Partial<Record<Side, string>> = {}
  for (const side of SIDES) if (sc[side].fallback) out[side] = sc[side].fallback
  for (const side of SIDES) {
    if (out[side]) continue
    const other = otherSide(side)
    const enemy = new Set(sc[other].units.map((u) => u.at))
    if (out[other] && inSquare(other).length) enemy.add(out[other])
    const mine = inSquare(side)
    const around = sc.map.places
      .filter((p) => p.id !== sc.square && !enemy.has(p.id) && mine.every((u) => canStand(u.type, terrain[p.id]!)))
      .map((p) => ({ id: p.id, d: Math.max(Math.abs((p.col ?? 0) - here.x), Math.abs((p.row ?? 0) - here.y)) }))
      .sort((a, b) => a.d - b.d)
    out[side] = around[0]?.id ?? sc.square
  }
  return out as Record<Side, string>
}

/** The battle before its first turn's orders, the dice seeded from `seed`. */
export function buildState(sc: FgScenario, seed: string): FgState {
  const terrain: Record<string, Terrain> = {}
  for (const p of sc.map.places) terrain[p.id] = p.terrain as Terrain
  const units: Unit[] = []
  const fallback = fallbacks(sc, terrain)
  for (const side of SIDES) {
    const count = new Map<string, number>()
    // Both sides field the same types: a default name says whose it is ("Red Infantry 2").
    const tag = sc[side].name.split(/\s+/)[0]!
    for (const u of sc[side].units) {
      const n = (count.get(u.type) ?? 0) + 1
      count.set(u.type, n)
      const endurance = u.endurance ?? DEFAULT_ENDURANCE[DOMAIN[u.type]]
      units.push({
        id: u.id,
        name: u.name ?? `${tag} ${TYPE_NAMES[u.type].toLowerCase()} ${n}`,
        side,
        type: u.type,
        exp: u.exp,
        endurance,
        maxEndurance: endurance,
        at: u.at,
        base: u.at === sc.square ? fallback[side] : u.at,
        home: u.at,
        alive: true,
        order: 0,
        leaving: false,
        entered: false,
        jumped: false,
        promoted: false,
        fired: false,
        plan: u.enters.map((e) => ({ ...e })),
      })
    }
  }
  const centers: Center[] = sc.centers.map((c) => ({
    at: c.at,
    name: c.name ?? sc.map.places.find((p) => p.id === c.at)?.name ?? c.at,
    owner: c.owner,
    steps: c.steps,
    damage: c.damage,
    cut: c.damage,
    pio: null,
    denied: 0,
  }))
  const info = (x: Side): SideInfo => ({ name: sc[x].name, nation: sc[x].nation, color: sc[x].color, flag: { layout: sc[x].flag.layout, colors: sc[x].flag.colors.slice() } })
  return {
    ruleset: 'firegroups',
    scenarioId: sc.id,
    seed,
    dice: seedDice(seed),
    phase: 'battle',
    result: null,
    name: sc.name,
    description: sc.description,
    location: sc.location,
    map: sc.map,
    square: sc.square,
    terrain,
    sides: { attacker: info('attacker'), defender: info('defender') },
    units,
    centers,
    turn: 1,
    turns: sc.turns,
    phaseNo: 1,
    step: 'move',
    group: 1,
    combat: false,
    ordered: { attacker: false, defender: false },
    promotedBy: { attacker: false, defender: false },
    goal: sc.goal,
    aims: [],
    volleys: 0,
    last: null,
  }
}

