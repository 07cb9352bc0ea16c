import { otherSide, SIDES, type Side } from '../../core/types.ts'
import { canStand, DEFAULT_ENDURANCE, DOMAIN, EXPERIENCE, PHASES, type Terrain, type TypeCode } from './units.ts'

/** Draw weights, the plainest first: a draw of 0 takes the first that may stand in the square. */
const TYPE_WEIGHTS: Record<TypeCode, number> = {
  INF: 4, ARM: 2, MEC: 2, CAV: 2, LDR: 4, PAR: 2, ART: 3, RKT: 1, AAG: 3, FTR: 3, BMR: 2,
  CRU: 2, BAT: 2, ASW: 2, SUB: 2, MIN: 1,
}
/** Bombers are the point of a bombing campaign: its attacker draws them this much more often. */
const BOMB_GOAL_BMR = 5
/** Clear ground first; sea often enough for naval battles and battleships off a coast. */
const TERRAIN_WEIGHTS: Record<Terrain, number> = { clear: 5, forest: 1, hills: 1, city: 1, mountains: 1, sea: 2 }
/** Who holds a square other than the contested one: nobody (first), or one side. */
const HOLDERS = ['none', 'attacker', 'defender'] as const

/**
 * A random valid fire-group scenario (raw JSON, validated like a file) for the
 * fuzzer (issue 18): a small square map with the contested square somewhere
 * on it, squares held by either side (airfields, gun lines, harbours) or by
 * nobody, units of every type placed where they may stand, planned entries,
 * production centres and either goal. Every draw is made so that a smaller
 * rng() chooses less or the plainer option (the shrinker's direction), and
 * rng() ≡ 0 gives one clear square with an infantry unit of each side in it.
 */
export function randomScenario(rng: () => number, id = 'random'): Record<string, unknown> {
  const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1))
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!
  /** An optional feature, present with chance p: a small draw leaves it out. */
  const maybe = (p: number) => rng() >= 1 - p
  const weighted = <T extends string>(weights: readonly (readonly [T, number])[]): T => {
    let r = rng() * weights.reduce((a, [, w]) => a + w, 0)
    for (const [x, w] of weights) if ((r -= w) < 0) return x
    return weights[weights.length - 1]![0]
  }

  const cols = int(1, 4)
  const rows = int(1, 3)
  const places = Array.from({ length: cols * rows }, (_, i) => ({
    id: `s${i}`,
    ...(maybe(0.2) ? { name: `Square ${i}` } : {}),
    terrain: weighted(Object.entries(TERRAIN_WEIGHTS) as [Terrain, number][]),
    ...(maybe(0.1) ? { elevation: int(0, 3) } : {}),
    col: i % cols,
    row: Math.floor(i / cols),
  }))
  // The rules read no edge; the map schema has them, so the window draws a few.
  const edges = places.filter((p) => p.col + 1 < cols && maybe(0.1)).map((p) => ({ a: p.id, b: places[places.indexOf(p) + 1]!.id, features: maybe(0.5) ? ['river'] : [] }))
  const square = pick(places)
  const terrain = (at: string) => places.find((p) => p.id === at)!.terrain
  const holder = new Map(places.filter((p) => p !== square).map((p) => [p.id, weighted(HOLDERS.map((h, i) => [h, i ? 2 : 1] as const))]))
  const held = (side: Side) => [...holder].filter(([, h]) => h === side).map(([at]) => at)

  const turns = maybe(0.05) ? int(4, 6) : int(1, 3)
  // A centre on the contested square first: what bombers raid and what the bombing goal needs.
  const centerSquares = [square.id, ...places.filter((p) => p !== square).map((p) => p.id)]
  const centers = Array.from({ length: Math.min(int(0, 3), centerSquares.length) }, (_, i) => {
    const at = i === 0 && !maybe(0.3) ? centerSquares.splice(0, 1)[0]! : centerSquares.splice(int(0, centerSquares.length - 1), 1)[0]!
    return {
      at,
      ...(maybe(0.2) ? { name: `Works ${i}` } : {}),
      owner: pick(['defender', 'attacker', 'neutral'] as const),
      steps: int(0, 8),
      ...(maybe(0.3) ? { damage: int(1, 6) } : {}),
    }
  })
  const target = centers.find((c) => c.at === square.id && c.owner === 'defender')
  const bombGoal = target !== undefined && maybe(0.6)

  let n = 0
  let fallbackTaken: string | undefined
  const side = (x: Side) => {
    const own = held(x)
    const units = Array.from({ length: int(1, 6) }, () => {
      // The defender mostly holds the square, the attacker mostly comes from outside.
      const outside = own.length > 0 && rng() >= (x === 'defender' ? 0.65 : 0.15)
      const at = outside ? pick(own) : square.id
      const ground = terrain(at)
      const weights = (Object.entries(TYPE_WEIGHTS) as [TypeCode, number][])
        .filter(([t]) => canStand(t, ground))
        .map(([t, w]) => [t, bombGoal && x === 'attacker' && t === 'BMR' ? w * BOMB_GOAL_BMR : w] as const)
      const type = weighted(weights)
      const goesIn = at !== square.id && canStand(type, square.terrain)
      const enters = goesIn
        ? Array.from({ length: turns }, (_, t) => t + 1).filter(() => maybe(0.5)).map((turn) => ({ turn, phase: int(1, PHASES) }))
        : []
      const endurance = DEFAULT_ENDURANCE[DOMAIN[type]]
      return {
        id: `u${n++}`,
        ...(maybe(0.05) ? { name: `Unit ${n}` } : {}),
        type,
        ...(maybe(0.4) ? { exp: int(0, EXPERIENCE.length - 1) } : {}),
        // Low endurance now and then, so that units run out in a short battle.
        ...(maybe(0.2) ? { endurance: int(0, endurance) } : {}),
        at,
        ...(enters.length ? { enters } : {}),
      }
    })
    // A fallback of its own (no enemy there, not the enemy's fallback) where its units in the square may stand: what the scenario check asks.
    const inSquare = units.filter((u) => u.at === square.id)
    const free = places
      .filter((p) => p !== square && holder.get(p.id) !== otherSide(x) && p.id !== fallbackTaken && inSquare.every((u) => canStand(u.type, p.terrain)))
      .map((p) => p.id)
    const fallback = free.length && maybe(0.3) ? pick(free) : undefined
    if (fallback) fallbackTaken = fallback
    return {
      name: x === 'attacker' ? 'Red' : 'Blue',
      nation: x === 'attacker' ? 'Red' : 'Blue',
      color: x === 'attacker' ? '#aa3322' : '#2233aa',
      flag: { layout: pick(['vertical', 'horizontal'] as const), colors: ['#ffffff'] },
      ...(fallback ? { fallback } : {}),
      units,
    }
  }
  const [attacker, defender] = SIDES.map(side) as [ReturnType<typeof side>, ReturnType<typeof side>]
  return {
    id,
    ruleset: 'firegroups',
    name: 'Random battle',
    ...(maybe(0.1) ? { description: 'A random battle' } : {}),
    location: 'Random square',
    map: { grid: 'square', ...(maybe(0.2) ? { cell: 40 } : {}), places, ...(edges.length ? { edges } : {}) },
    square: square.id,
    turns,
    ...(centers.length ? { centers } : {}),
    ...(bombGoal ? { goal: { kind: 'bomb', center: target.at, steps: int(1, 3) } } : {}),
    attacker,
    defender,
  }
}

