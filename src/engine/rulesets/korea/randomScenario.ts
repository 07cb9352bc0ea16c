import { hexNeighbours, hexOpposite, hexDistance } from '../../core/hex.ts'
import type { Side } from '../../core/types.ts'
import { ARMIES, COMBAT_KINDS, HEXSIDE_FEATURES, QUALITIES, TERRAINS, UNIT_TYPES, type Terrain } from './state.ts'

/**
 * A random valid korea scenario (raw JSON, validated like a file) for the
 * fuzzer (issue 18): a small hex map, the turn's combats each with a defended
 * hex and one to six attacking hexes round it (now and then the three
 * alternate ones that flank, or a unit across from one that flanks), Meeting
 * Engagement supporters, units of every type, quality and freshness, UN
 * depots, coastlines with or without a fleet, rivers, bridges and roads,
 * supply hexes, air ratings and VP from 0. Later combats may strike a hex
 * again or stand on empty hexes, so that they are called off.
 *
 * `rng` returns [0, 1); every choice reads a smaller number as less or
 * plainer (fewer hexes, units and combats, no optional feature, the first
 * option), so that fast-check shrinks towards a small file, and rng() ≡ 0
 * gives the least valid one: two clear hexes, one unit a side, one Prepared
 * Attack.
 */

/** How often each terrain is drawn, in TERRAINS' order (clear first, sea last). */
const TERRAIN_WEIGHT: Record<Terrain, number> = { clear: 40, hills: 14, forest: 12, mountain: 10, town: 10, city: 7, sea: 7 }
const LAND = TERRAINS.filter((t) => t !== 'sea')
const TYPE_WEIGHT = [6, 2, 2]
/** Worst first: D is the least a unit can be. */
const QUALITY_ORDER = [...QUALITIES].reverse()
/** The Prepared Attack first: it has no movement points to give. */
const KIND_ORDER = [...COMBAT_KINDS].reverse()
/** A hexside's features, plainest first: none, a road, a river, a bridged river, all three. */
const [RIVER, BRIDGE, ROAD] = HEXSIDE_FEATURES
const EDGE_FEATURES: [string[], number][] = [[[], 1], [[ROAD], 2], [[RIVER], 5], [[RIVER, BRIDGE], 2], [[RIVER, BRIDGE, ROAD], 1]]

interface Hex {
  id: string
  q: number
  r: number
  terrain: Terrain
}

export function randomScenario(rng: () => number, id = 'random'): Record<string, unknown> {
  const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1))
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!
  /** True with chance p; a small number says no. */
  const chance = (p: number) => rng() >= 1 - p
  /** lo, plus one for each success in a row of chance(p), up to hi. */
  const upTo = (lo: number, hi: number, p: number) => {
    let n = lo
    while (n < hi && chance(p)) n++
    return n
  }
  const weighted = <T>(table: readonly (readonly [T, number])[]): T => {
    let x = rng() * table.reduce((a, [, w]) => a + w, 0)
    for (const [v, w] of table) if ((x -= w) < 0) return v
    return table[table.length - 1]![0]
  }

  // The map: cols × rows hexes, odd rows shifted right, ids CCRR as the built-in scenarios have them.
  const cols = upTo(2, 7, 0.75)
  const rows = upTo(1, 6, 0.7)
  const hexes: Hex[] = []
  const byCoord = new Map<string, Hex>()
  const pad = (n: number) => String(n).padStart(2, '0')
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const h = { id: `${pad(col)}${pad(row)}`, q: col - Math.floor(row / 2), r: row, terrain: weighted(TERRAINS.map((t) => [t, TERRAIN_WEIGHT[t]] as const)) }
      hexes.push(h)
      byCoord.set(`${h.q},${h.r}`, h)
    }
  }
  const at = (c: { q: number; r: number } | null) => (c ? (byCoord.get(`${c.q},${c.r}`) ?? null) : null)
  /** The six neighbours in direction order, null off the map. */
  const around = (h: Hex) => hexNeighbours(h).map(at)
  const near = (h: Hex, most: number) => hexes.filter((x) => hexDistance(x, h) <= most).sort((a, b) => hexDistance(a, h) - hexDistance(b, h))
  /** What a unit, depot, supply source or coastline stands on is land: a sea hex drawn there is drawn again from the land. */
  const land = (h: Hex) => {
    if (h.terrain === 'sea') h.terrain = weighted(LAND.map((t) => [t, TERRAIN_WEIGHT[t]] as const))
    return h
  }

  const attackerArmy = pick(ARMIES)
  const un: Side = attackerArmy === 'UN' ? 'attacker' : 'defender'
  const owner = new Map<string, Side>()
  const units: Record<Side, Record<string, unknown>[]> = { attacker: [], defender: [] }
  let n = 0
  /** A unit of `side` in hex h, unless the other side holds it (no hex holds both). */
  const addUnit = (side: Side, h: Hex) => {
    const held = owner.get(h.id)
    if (held !== undefined && held !== side) return
    owner.set(h.id, side)
    land(h)
    const id = `${side === 'attacker' ? 'a' : 'd'}${++n}`
    units[side].push({
      id,
      name: `Unit ${id}`,
      type: weighted(UNIT_TYPES.map((t, i) => [t, TYPE_WEIGHT[i]!] as const)),
      quality: pick(QUALITY_ORDER),
      ...(chance(0.15) ? { static: true } : {}),
      at: h.id,
    })
  }
  const edges = new Map<string, { a: string; b: string; features: string[] }>()

  const combats: { attack: Hex[]; defend: Hex; kind: (typeof KIND_ORDER)[number]; mp: number | undefined }[] = []
  const count = upTo(1, 4, 0.55)
  for (let i = 0; i < count; i++) {
    const kind = pick(KIND_ORDER)
    // A later combat may strike a hex again from where it was struck before: its attackers or defenders may have gone meanwhile.
    const before = i > 0 && chance(0.4) ? pick(combats) : null
    const free = (h: Hex | null, side: Side): h is Hex => h !== null && owner.get(h.id) !== (side === 'attacker' ? 'defender' : 'attacker')
    const defendable = hexes.filter((h) => free(h, 'defender'))
    const defend = before ? before.defend : pick(defendable.length ? defendable : hexes)
    land(defend)
    const ring = around(defend)
    let attack: Hex[] = []
    if (before) attack = before.attack
    else {
      const open = ring.filter((h) => free(h, 'attacker'))
      const options = open.length ? open : ring.filter((h): h is Hex => h !== null)
      // Attacking hexes: one, a few, or three alternate ones (8.2's second way to flank).
      const shape = weighted([['one', 5], ['some', 4], ['trio', 2]] as const)
      if (shape === 'trio') {
        const first = int(0, 1)
        const trio = [ring[first] ?? null, ring[first + 2] ?? null, ring[first + 4] ?? null]
        if (trio.every((h) => free(h, 'attacker'))) attack = trio as Hex[]
      }
      if (!attack.length) {
        const left = options.slice()
        const k = shape === 'one' ? 1 : upTo(2, left.length, 0.4)
        for (let j = 0; j < k && left.length; j++) attack.push(left.splice(Math.floor(rng() * left.length), 1)[0]!)
      }
      attack = ring.filter((h): h is Hex => h !== null && attack.includes(h))
      attack.forEach((h, j) => {
        land(h)
        // The first combat needs an attacker and a defender; later ones may have neither, and are called off.
        const most = i === 0 && j === 0 ? 1 : 0
        for (let k = upTo(most, 3, j === 0 ? 0.6 : 0.55); k > 0; k--) addUnit('attacker', h)
        if (chance(0.25)) edges.set([h.id, defend.id].sort().join('|'), { a: h.id, b: defend.id, features: weighted(EDGE_FEATURES) })
      })
    }
    if (!before) for (let k = upTo(i === 0 ? 1 : 0, 3, i === 0 ? 0.4 : 0.8); k > 0; k--) addUnit('defender', defend)
    // A unit across the combat hex from an attacking one flanks when that one leads (8.2's first way).
    if (chance(0.3)) {
      const o = at(hexOpposite(defend, pick(attack)))
      if (o && free(o, 'attacker')) addUnit('attacker', o)
    }
    // The defender's neighbours: a Meeting Engagement's supporters, and walls against retreats.
    if (chance(0.45)) {
      const beside = ring.filter((h): h is Hex => h !== null && !attack.includes(h) && free(h, 'defender'))
      for (let k = upTo(1, 3, 0.35); k > 0 && beside.length; k--) addUnit('defender', pick(beside))
    }
    combats.push({ attack, defend, kind, mp: kind === 'meeting' ? upTo(0, 8, 0.7) : undefined })
  }
  // Units elsewhere: reserves, and enemies a retreat must step round.
  for (const side of ['attacker', 'defender'] as const) for (let k = upTo(0, 4, 0.45); k > 0; k--) addUnit(side, pick(hexes))
  for (let k = upTo(0, 3, 0.3); k > 0; k--) {
    const a = pick(hexes)
    const b = pick(around(a).filter((h): h is Hex => h !== null))
    const key = [a.id, b.id].sort().join('|')
    if (!edges.has(key)) edges.set(key, { a: a.id, b: b.id, features: weighted(EDGE_FEATURES) })
  }

  // The UN side's depots, mostly within reach of a combat hex (K8).
  const depots = Array.from({ length: upTo(0, 3, 0.6) }, (_, i) => ({
    id: `depot-${i + 1}`,
    name: `Depot ${i + 1}`,
    at: land(pick(near(pick(combats).defend, int(0, 3)))).id,
    range: upTo(0, 6, 0.7),
  }))
  // Coastlines near the combats: a committed fleet gives the UN side +2 within 2 hexes (K4).
  const coastlines = Array.from({ length: upTo(0, 2, 0.35) }, (_, i) => {
    const around = near(pick(combats).defend, 3)
    return { name: `Coast ${i + 1}`, hexes: [...new Set(Array.from({ length: upTo(1, 3, 0.4) }, () => land(pick(around)).id))], committed: chance(0.7) }
  })

  const side = (s: Side) => {
    const army = s === 'attacker' ? attackerArmy : ARMIES.find((a) => a !== attackerArmy)!
    const supply = [...new Set(Array.from({ length: upTo(0, 2, 0.6) }, () => land(pick(hexes)).id))]
    const air = upTo(0, 3, 0.35)
    return {
      name: army === 'UN' ? 'Blue' : 'Red',
      nation: army === 'UN' ? 'United Nations' : 'North Korea',
      color: army === 'UN' ? '#2f5fb3' : '#b3312f',
      flag: { layout: pick(['vertical', 'horizontal'] as const), colors: Array.from({ length: upTo(1, 3, 0.5) }, (_, i) => ['#ffffff', '#be0000', '#024fa2'][i]!) },
      army,
      vp: upTo(0, 12, 0.8),
      ...(air ? { air } : {}),
      ...(supply.length ? { supply } : {}),
      ...(s === un && depots.length ? { depots } : {}),
      units: units[s],
    }
  }
  const attacker = side('attacker')
  const defender = side('defender')
  const places = hexes.map((h) => ({
    id: h.id,
    ...(chance(0.2) ? { name: `Hex ${h.id}` } : {}),
    terrain: h.terrain,
    ...(chance(0.1) ? { elevation: int(0, 3) } : {}),
    q: h.q,
    r: h.r,
  }))
  const description = chance(0.2) ? { description: 'A random turn of combats.' } : {}
  return {
    id,
    ruleset: 'korea',
    name: 'Random turn',
    ...description,
    location: 'Random front',
    map: { grid: 'hex', ...(chance(0.2) ? { cell: 1 } : {}), places, ...(edges.size ? { edges: [...edges.values()] } : {}) },
    ...(coastlines.length ? { coastlines } : {}),
    attacker,
    defender,
    combats: combats.map((c) => ({ attack: c.attack.map((h) => h.id), defend: c.defend.id, kind: c.kind, ...(c.mp !== undefined ? { mp: c.mp } : {}) })),
  }
}
