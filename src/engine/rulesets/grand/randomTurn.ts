import type { Side } from '../../core/types.ts'
import { CARDS } from './cards.ts'
import { TERRAINS } from './terrain.ts'
import { AIR_CARDS } from './turn/airCards.ts'
import { KIND_TRAITS, UNIT_TYPES, type UnitType } from './units.ts'

const LAND = UNIT_TYPES.filter((t) => !KIND_TRAITS[t.kind].air)
const AIR = UNIT_TYPES.filter((t) => KIND_TRAITS[t.kind].air)
const AA = UNIT_TYPES.find((t) => t.aa !== undefined)!

/**
 * A random valid combat turn (seed 000 sections A, L, M, N) as raw JSON, for
 * the fuzzer (issue 18): a ladder of regions, the attacker's ground west in
 * column 0 and the defender's east, the attacker's stacks attacking the front
 * column (and now and then one deeper), the defender's stacks, AA guns and
 * planes on the way of the attacker's air moves, air cards in both hands, and
 * free ground behind the front so that retreats and breakthroughs land on the
 * map.
 *
 * For fast-check's shrinking (src/fuzz/choices.ts) a smaller rng() always
 * chooses less: a feature is drawn only by a number near 1 (`chance`), counts
 * and picks start at their least and first. rng() ≡ 0 gives the least turn:
 * two regions, an infantry division on each side of their border, no air,
 * no card, no battle.
 */
export function randomTurn(rng: () => number, id = 'random-turn'): Record<string, unknown> {
  const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1))
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!
  const chance = (p: number) => rng() >= 1 - p

  const cols = int(2, 4)
  const rows = int(1, 2)
  const rid = (c: number, r: number) => `r${c}-${r}`
  const cells: { c: number; r: number; id: string }[] = []
  for (let c = 0; c < cols; c++) for (let r = 0; r < rows; r++) cells.push({ c, r, id: rid(c, r) })
  const colOf = new Map(cells.map((x) => [x.id, x.c]))

  const regions = cells.map(({ c, r, id: region }) => ({
    id: region,
    name: `Region ${c}${'NS'[r]}`,
    terrain: pick(TERRAINS).id,
    owner: c === 0 ? 'attacker' : c >= 2 && chance(0.15) ? 'neutral' : 'defender',
    ...(chance(0.2) ? { stackingLimit: int(1, 3) } : {}),
    ...(chance(0.2) ? { fortified: true } : {}),
    ...(chance(0.3) ? { airfield: true } : {}),
    ...(chance(0.3) ? { vp: int(2, 4) } : {}),
    x: 10 + Math.round((c * 80) / (cols - 1)),
    y: rows === 1 ? 50 : 25 + r * 50,
  }))

  const connections: { between: [string, string]; crossing?: string }[] = []
  const connect = (a: string, b: string) => connections.push({ between: [a, b], ...(chance(0.2) ? { crossing: pick(['river', 'strait']) } : {}) })
  for (const { c, r, id: a } of cells) {
    if (c + 1 < cols) connect(a, rid(c + 1, r))
    if (r === 0 && rows === 2) connect(a, rid(c, 1))
    if (r === 0 && rows === 2 && c + 1 < cols && chance(0.25)) connect(a, rid(c + 1, 1))
  }
  const neighbours = (region: string) =>
    connections.flatMap((k) => (k.between[0] === region ? [k.between[1]] : k.between[1] === region ? [k.between[0]] : []))

  let n = 0
  const nations = (side: Side) => {
    const name = side === 'attacker' ? 'red' : 'blue'
    const out: Record<string, unknown>[] = [{ id: name, name, ...(chance(0.4) ? { radar: true } : {}) }]
    if (chance(0.3)) out.push({ id: `${name}-ally`, name: `${name} ally`, ...(chance(0.4) ? { radar: true } : {}), ...(chance(0.5) ? { doubleBreakthrough: false } : {}) })
    return out
  }
  const sideNations = { attacker: nations('attacker'), defender: nations('defender') }
  const unit = (side: Side, t: UnitType, region: string, more: Record<string, unknown> = {}) => ({
    id: `u${n++}`,
    type: t.id,
    region,
    ...more,
    ...(sideNations[side].length > 1 && chance(0.3) ? { nation: `${sideNations[side][1]!.id}` } : {}),
    ...(chance(0.15) ? { elite: true } : {}),
    ...(chance(0.15) ? { damage: int(0, t.strength - 1) } : {}),
    ...(KIND_TRAITS[t.kind].air && chance(0.15) ? { stealth: true } : {}),
  })

  const attackers: Record<string, unknown>[] = []
  const defenders: Record<string, unknown>[] = []
  const attacked: string[] = []
  for (const { c, r, id: region } of cells) {
    if (c === 0) continue
    // The front's first region is attacked but by the least draw (a quiet turn, without a battle); the others now and then.
    const size = c === 1 && r === 0 ? int(0, 4) : chance(c === 1 ? 0.6 : 0.25) ? int(1, 4) : 0
    const attack = size > 0
    if (attack) {
      attacked.push(region)
      const from = pick(neighbours(region).filter((x) => colOf.get(x)! < c))
      for (let k = size; k > 0; k--) attackers.push(unit('attacker', pick(LAND), region, { from, ...(chance(0.1) ? { breakthroughsMade: int(1, 2) } : {}) }))
    }
    for (let k = attack ? int(1, 4) : int(0, 3); k > 0; k--) defenders.push(unit('defender', pick(LAND), region))
    if (chance(0.3)) defenders.push(unit('defender', AA, region))
    if (chance(0.3)) for (let k = int(1, 2); k > 0; k--) defenders.push(unit('defender', pick(AIR), region))
  }

  // Each air move: a stack of the attacker's planes from a base in column 0, flying a path of connected regions eastward.
  const airMoves: { units: string[]; path: string[] }[] = []
  for (let m = int(0, 2); m > 0; m--) {
    const base = rid(0, int(0, rows - 1))
    const planes = Array.from({ length: int(1, 3) }, () => unit('attacker', pick(AIR), base))
    attackers.push(...planes)
    const path: string[] = []
    let at = base
    for (let k = int(1, cols - 1); k > 0; k--) {
      const ahead = neighbours(at).filter((x) => x !== base && !path.includes(x))
      if (!ahead.length) break
      at = pick(ahead)
      path.push(at)
    }
    if (path.length) airMoves.push({ units: planes.map((p) => p.id), path })
  }

  // A side needs a unit: the least is a division on each side of the front.
  if (!attackers.length) attackers.push(unit('attacker', LAND[0]!, rid(0, 0)))
  if (!defenders.length) defenders.push(unit('defender', LAND[0]!, rid(1, 0)))

  const airCards = (side: Side) => AIR_CARDS.filter((c) => c.playableBy === 'any' || c.playableBy === side).map((c) => c.id)
  const side = (s: Side, units: Record<string, unknown>[], supply: string[]) => {
    const mine = [...new Set(units.map((u) => u.region as string))]
    return {
      name: s === 'attacker' ? 'Red' : 'Blue',
      nations: sideNations[s],
      color: s === 'attacker' ? '#aa3322' : '#2233aa',
      flag: { layout: 'vertical', colors: [s === 'attacker' ? '#aa3322' : '#2233aa'] },
      leaders: Array.from({ length: int(0, 2) }, () => ({
        id: `l${n++}`,
        name: 'Leader',
        region: pick(s === 'attacker' && attacked.length ? attacked : mine),
        combat: int(0, 4),
        morale: int(0, 4),
        ...(chance(0.3) ? { boosters: { attack: int(-1, 2), defense: int(-1, 2), morale: int(-1, 2) } } : {}),
        ...(chance(0.3) ? { breakthrough: false } : {}),
      })),
      units,
      cards: [...Array.from({ length: int(0, 3) }, () => pick(CARDS).id), ...Array.from({ length: int(0, 3) }, () => pick(airCards(s)))],
      ...(chance(0.3) ? { scenarioMorale: int(-2, 2) } : {}),
      ...(s === 'defender' ? { entrenched: mine.filter(() => chance(0.2)) } : {}),
      ...(chance(0.2) ? { breakthrough: false } : {}),
      supply,
    }
  }
  const column = (c: number) => cells.filter((x) => x.c === c).map((x) => x.id)
  return {
    id,
    ruleset: 'grand',
    kind: 'turn',
    name: 'Random turn',
    regions,
    connections,
    attacker: side('attacker', attackers, column(0)),
    defender: side('defender', defenders, column(cols - 1)),
    airMoves,
  }
}
