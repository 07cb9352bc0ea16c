import { FORTIFICATIONS } from './fortifications.ts'
import { UNIT_TYPES, type Domain } from './units.ts'

/**
 * A random valid axis scenario as raw JSON (validated like a file), for the
 * fuzzer (issue 18): a battle (land, amphibious or naval, fortified or not)
 * or, one time in four, a combat phase (`"kind": "phase"`, phase/). `rng`
 * returns [0, 1); the fuzzer shrinks a failing scenario by replaying smaller
 * numbers, so a smaller number always chooses less or the plainer option
 * (fewer units and areas, the first type, no optional field), and rng ≡ 0
 * gives the least battle: one infantry against an empty area.
 */
export function randomScenario(rng: () => number, id = 'random'): Record<string, unknown> {
  return rng() < 0.75 ? randomBattle(rng, id) : randomPhase(rng, id)
}

/** Phase areas are all named "Area N", so that every phase's round labels ("Battle N: Area N") are one kind. */
export const areaName = (i: number): string => `Area ${i}`

const NATIONS = ['France', 'Germany', 'Britain'] as const
const PALETTE = ['#2233aa', '#aa3322', '#f2c200', '#ffffff', '#1a1a1a'] as const
const FORT_KINDS = Object.keys(FORTIFICATIONS) as (keyof typeof FORTIFICATIONS)[]

type Rng = () => number

function tools(rng: Rng) {
  const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1))
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!
  // The feature only above 1 − p: a smaller number leaves it out.
  const maybe = (p: number) => rng() >= 1 - p
  return { int, pick, maybe }
}

type Tools = ReturnType<typeof tools>

/** The unit types of some domains, in the table's order (infantry first). */
const typesOf = (...domains: Domain[]) => UNIT_TYPES.filter((t) => domains.includes(t.domain)).map((t) => t.id)

function side(t: Tools, name: string, nation: string, units: unknown[]): Record<string, unknown> {
  const colors = Array.from({ length: t.int(1, 4) }, () => t.pick(PALETTE))
  const out: Record<string, unknown> = { name, nation, color: t.pick(PALETTE), flag: { layout: t.pick(['vertical', 'horizontal']), colors }, units }
  if (t.maybe(0.2)) {
    // A standing order of loss naming a few types, each once (the rest follow by cost).
    const left = UNIT_TYPES.map((u) => u.id)
    out.order = Array.from({ length: t.int(1, 4) }, () => left.splice(t.int(0, left.length - 1), 1)[0]!)
  }
  return out
}

/** The optional fields every unit of either kind of scenario may carry. */
function unitExtras(t: Tools, type: string): Record<string, unknown> {
  return {
    ...(type === 'infantry' && t.maybe(0.3) ? { tech2: true } : {}),
    ...(t.maybe(0.1) ? { nation: t.pick(NATIONS) } : {}),
    ...(t.maybe(0.05) ? { name: `Random ${type}` } : {}),
  }
}

/** A point on a ring around the centre, for the map (0..1). */
const ring = (i: number, n: number, r = 0.4) => ({
  x: Number((0.5 + r * Math.cos((2 * Math.PI * i) / n)).toFixed(3)),
  y: Number((0.5 + r * Math.sin((2 * Math.PI * i) / n)).toFixed(3)),
})

interface Area {
  id: string
  name: string
  x: number
  y: number
  terrain: 'land' | 'sea'
  owner: 'attacker' | 'defender' | 'neutral'
  neighbours: string[]
  underAttack?: boolean
  acrossLine?: boolean
  taken?: boolean
}

/**
 * A battle: the battle area and a ring of areas around it (the attacker's,
 * where its units come from; the defender's, where its fighters wait and its
 * units retreat; a free sea zone at sea), perhaps one far off for planes.
 */
function randomBattle(rng: Rng, id: string): Record<string, unknown> {
  const t = tools(rng)
  const k = rng()
  const kind = k < 0.5 ? 'land' : k < 0.75 ? 'amphibious' : 'naval'
  if (kind === 'land' && t.maybe(0.06)) return randomSiege(t, id)
  const naval = kind === 'naval'
  const fortification = !naval && t.maybe(0.35) ? t.pick(FORT_KINDS) : null
  const around: Omit<Area, 'x' | 'y' | 'neighbours'>[] = []
  // Behind a line, two homes or more: one across it, perhaps one not (§5.7.4's groups).
  const attackerAreas = t.int(fortification ? 2 : 1, 3)
  for (let i = 0; i < attackerAreas; i++) {
    // The landing's sea zone first (ships come from there); at sea a coast now and then, where planes land.
    const terrain = kind === 'amphibious' ? (i === 0 ? 'sea' : 'land') : naval ? (i === 0 ? 'sea' : t.pick(['sea', 'land'] as const)) : 'land'
    around.push({
      id: `home-${i}`,
      name: `Home ${i}`,
      terrain,
      owner: 'attacker',
      ...(fortification && (i === 0 || t.maybe(0.4)) ? { acrossLine: true } : {}),
      ...(t.maybe(0.1) ? { taken: true } : {}),
    })
  }
  const defenderAreas = t.int(0, 2)
  for (let i = 0; i < defenderAreas; i++) {
    around.push({ id: `rear-${i}`, name: `Rear ${i}`, terrain: naval ? t.pick(['sea', 'land'] as const) : 'land', owner: 'defender', ...(t.maybe(0.3) ? { underAttack: true } : {}) })
  }
  if (naval && t.maybe(0.5)) around.push({ id: 'open-sea', name: 'Open sea', terrain: 'sea', owner: 'neutral' })
  const areas: Area[] = [
    { id: 'battle', name: 'Battle area', ...ring(0, 1, 0), terrain: naval ? 'sea' : 'land', owner: 'defender', neighbours: around.map((a) => a.id) },
    ...around.map((a, i) => ({ ...a, ...ring(i, around.length), neighbours: ['battle'] })),
  ]
  // Planes may come from an area that does not touch the battle.
  if (t.maybe(0.2)) areas.push({ id: 'far', name: 'Far away', x: 0.02, y: 0.02, terrain: 'land', owner: 'attacker', neighbours: [] })
  const homes = areas.filter((a) => a.owner === 'attacker')
  const adjacentHomes = homes.filter((a) => a.id !== 'far')
  const rears = areas.filter((a) => a.owner === 'defender' && a.id !== 'battle')
  const fortNation = fortification ? (FORTIFICATIONS[fortification].nation ?? 'Britain') : 'France'
  const defenderNation = t.maybe(0.2) ? t.pick(NATIONS) : fortNation
  let n = 0
  // Now and then a side of planes alone: raids that cannot take the area, planes made to leave, no combat possible (§5.2 table).
  const attackerTypes = t.maybe(0.15) ? typesOf('air') : naval ? typesOf('sea', 'air') : kind === 'amphibious' ? typesOf('land', 'air', 'sea') : typesOf('land', 'air')
  const attackers = Array.from({ length: t.int(1, fortification || t.maybe(0.5) ? 6 : 3) }, () => {
    const type = t.pick(attackerTypes)
    const domain = UNIT_TYPES.find((u) => u.id === type)!.domain
    // Planes fly from any home, ships sail from a sea zone, land units march (or land) from an adjacent home.
    const from = t.pick(domain === 'air' ? homes : domain === 'sea' ? adjacentHomes.filter((a) => a.terrain === 'sea') : adjacentHomes)
    return { id: `a${n++}`, type, from: from.id, ...unitExtras(t, type) }
  })
  const defenderTypes = t.maybe(0.15) ? typesOf('air') : naval ? typesOf('sea', 'air') : typesOf('land', 'air')
  const defenders = Array.from({ length: t.int(0, fortification || t.maybe(0.5) ? 6 : 3) }, () => {
    // Behind a line, infantry half the time: the units it doubles (§5.7.1).
    const type = fortification && t.maybe(0.5) ? 'infantry' : t.pick(defenderTypes)
    // Defensive Air Support (§5.1): a fighter waiting next door.
    const support = type === 'fighter' && rears.length > 0 && t.maybe(0.4)
    return { id: `d${n++}`, type, ...(support ? { support: true, from: t.pick(rears).id } : {}), ...unitExtras(t, type) }
  })
  return {
    id,
    ruleset: 'axis',
    name: 'Random battle',
    ...(t.maybe(0.1) ? { description: 'A random battle from the fuzzer' } : {}),
    battle: {
      area: 'battle',
      amphibious: kind === 'amphibious',
      fortification,
      ...(fortification && t.maybe(0.2) ? { fortificationCaptured: true } : {}),
    },
    areas,
    attacker: side(t, 'Red', t.pick(NATIONS), attackers),
    defender: side(t, 'Blue', defenderNation, defenders),
  }
}

/**
 * X13's hundred rounds: one infantry (a hit on a 1) against a crowd of AA
 * guns, which cannot fire at it, and no way out for either side; with twelve
 * to twenty guns about two battles in five are broken off.
 */
function randomSiege(t: Tools, id: string): Record<string, unknown> {
  const guns = t.int(12, 20)
  return {
    id,
    ruleset: 'axis',
    name: 'Random siege',
    battle: { area: 'battle', amphibious: false, fortification: null },
    areas: [
      { id: 'battle', name: 'Battle area', x: 0.5, y: 0.5, terrain: 'land', owner: 'defender', neighbours: ['home-0'] },
      // Taken this turn: not friendly from the beginning of the turn, so the attacker cannot retreat there (§5.6).
      { id: 'home-0', name: 'Home 0', x: 0.9, y: 0.5, terrain: 'land', owner: 'attacker', neighbours: ['battle'], taken: true },
    ],
    attacker: side(t, 'Red', 'Germany', [{ id: 'a0', type: 'infantry', from: 'home-0' }]),
    defender: side(t, 'Blue', 'France', Array.from({ length: guns }, (_, i) => ({ id: `d${i}`, type: 'aa-gun' }))),
  }
}

/**
 * A combat phase: one or two attacker areas on a chain of enemy areas (each
 * next to the one before, some next to a home too), a sea zone now and then
 * (no unit stands there); enemy areas hold up to three units, some none
 * (entered at once, §5.6 way 2); each attacker moves into an enemy area next
 * to it (planes into any), a few stay in reserve.
 */
function randomPhase(rng: Rng, id: string): Record<string, unknown> {
  const t = tools(rng)
  const homes = t.int(1, 2)
  const enemies = t.int(1, 4)
  const ids = [...Array.from({ length: homes }, (_, i) => `home-${i}`), ...Array.from({ length: enemies }, (_, i) => `enemy-${i}`)]
  const sea = t.maybe(0.2)
  if (sea) ids.push('sea')
  const links = new Map(ids.map((a) => [a, new Set<string>()]))
  const link = (a: string, b: string) => {
    links.get(a)!.add(b)
    links.get(b)!.add(a)
  }
  link('home-0', 'enemy-0')
  for (let j = 1; j < enemies; j++) {
    link(`enemy-${j - 1}`, `enemy-${j}`)
    if (t.maybe(0.4)) link(`home-${t.int(0, homes - 1)}`, `enemy-${j}`)
    if (j >= 2 && t.maybe(0.3)) link(`enemy-${j - 2}`, `enemy-${j}`)
  }
  if (homes > 1) {
    link('home-0', 'home-1')
    link('home-1', `enemy-${t.int(0, enemies - 1)}`)
  }
  if (sea) link('sea', t.pick(ids.filter((a) => a !== 'sea')))
  const areas = ids.map((a, i) => ({
    id: a,
    name: areaName(i),
    ...ring(i, ids.length),
    terrain: a === 'sea' ? 'sea' : 'land',
    owner: a === 'sea' ? 'neutral' : a.startsWith('home') ? 'attacker' : 'defender',
    neighbours: [...links.get(a)!],
  }))
  const enemyIds = ids.filter((a) => a.startsWith('enemy'))
  const types = typesOf('land', 'air')
  let n = 0
  const attackers = Array.from({ length: t.int(1, 7) }, (_, i) => {
    const type = t.pick(types)
    const at = `home-${t.int(0, homes - 1)}`
    const plane = UNIT_TYPES.find((u) => u.id === type)!.domain === 'air'
    const targets = plane ? enemyIds : enemyIds.filter((e) => links.get(at)!.has(e))
    // Every home touches an enemy area, so each unit has a target; the first always attacks (a phase needs one).
    const attacks = i === 0 || t.maybe(0.85) ? { attacks: t.pick(targets) } : {}
    return { id: `a${n++}`, type, at, ...attacks, ...unitExtras(t, type) }
  })
  const defenders = enemyIds.flatMap((at) =>
    // Empty areas are entered at once and open Breakthrough Combat (§5.6 way 2), in normal combat and in breakthroughs.
    Array.from({ length: t.maybe(0.65) ? t.int(1, 3) : 0 }, () => {
      const type = t.pick(types)
      return { id: `d${n++}`, type, at, ...unitExtras(t, type) }
    }),
  )
  return {
    id,
    ruleset: 'axis',
    kind: 'phase',
    name: 'Random combat phase',
    ...(t.maybe(0.1) ? { description: 'A random combat phase from the fuzzer' } : {}),
    areas,
    attacker: side(t, 'Red', t.pick(NATIONS), attackers),
    defender: side(t, 'Blue', t.pick(NATIONS), defenders),
  }
}
