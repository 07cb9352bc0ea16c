import { hexNeighbours } from '../../core/hex.ts'
import { EDGES, TERRAINS, UNIT_TYPES, type HEXSIDE_FEATURES } from './state.ts'

/**
 * A random valid napoleonic scenario (raw JSON, validated like a file) for
 * the fuzzer (issue 18): a small hex map of every terrain, elevations that
 * make slopes of one and of two levels, hexsides with streams, rivers, major
 * rivers, bridges, roads and tracks; units of every type placed as one
 * cluster grown hex by hex from an attacker and a defender in contact, so
 * that battles have attacks, supports on both sides, retreats (into a free
 * hex, or none: the unit is lost), advances and refusals, victorious units
 * and demoralisation; objectives, every victory kind, either side first.
 *
 * `rng` returns [0, 1). Every draw maps a smaller number to less or simpler:
 * fewer phases, hexes and units, clear flat ground, no hexside feature, no
 * optional field, the first (plainest) option. rng() ≡ 0 gives the smallest
 * battle: two hexes, one infantry unit of strength 1 and morale 0 a side, one
 * phase. The fuzzer shrinks a failing scenario by shrinking its draws.
 */

type Feature = (typeof HEXSIDE_FEATURES)[number]

/** Small enough that a battle costs no more than a built-in one (12 × 10 hexes, a dozen units). */
const MAX_COLS = 8
const MAX_ROWS = 7
const MAX_UNITS_A_SIDE = 6
const MAX_PHASES = 6
const MAX_STRENGTH = 10
/** Most hexes are clear, most flat: the features stand out against plain ground, as on a real map. */
const CLEAR_SHARE = 0.4
const FLAT_SHARE = 0.6
/** Watercourses, first the plainest (none), streams thrice (they change the odds and the retreats; rivers only forbid); a bridge over one, and a road or track along the hexside. */
const WATER: readonly (Feature | null)[] = [null, 'stream', 'stream', 'stream', 'river', 'major-river']
const WAYS: readonly (Feature | null)[] = [null, 'road', 'track']
const SIDE_NAMES = [
  ['Blue', 'Red'],
  ['French', 'Coalition'],
  ['Orange', 'Blue Army'],
] as const
const COLOURS = ['#2f5fb3', '#b33a2f', '#e0a030', '#ffffff', '#1f7a3a', '#222222'] as const

const pad = (n: number) => String(n).padStart(2, '0')

export function randomScenario(rng: () => number, id = 'random'): Record<string, unknown> {
  /** A whole number from lo to hi, smaller for a smaller draw. */
  const int = (lo: number, hi: number) => lo + Math.min(hi - lo, Math.floor(rng() * (hi - lo + 1)))
  /** True with chance p, and never for a small draw: an optional thing is left out. */
  const chance = (p: number) => rng() >= 1 - p
  const pick = <T>(xs: readonly T[]): T => xs[Math.min(xs.length - 1, Math.floor(rng() * xs.length))]!
  /** The first (plainest) choice, or `first` when given, for a draw below `plain`; the others spread over the rest. */
  const skewed = <T>(xs: readonly T[], plain: number, first: T = xs[0]!): T => {
    const r = rng()
    return r < plain ? first : xs[Math.min(xs.length - 1, Math.floor(((r - plain) / (1 - plain)) * xs.length))]!
  }

  /** Units a side: weighted towards few, so that battles down to the last unit (a side wiped out, both at once) are common. */
  const unitCount = () => 1 + Math.min(MAX_UNITS_A_SIDE - 1, Math.floor(MAX_UNITS_A_SIDE * rng() ** 1.2))

  // Weighted towards more phases: units attack again in each.
  const phases = 1 + Math.min(MAX_PHASES - 1, Math.floor(MAX_PHASES * Math.sqrt(rng())))
  const first = chance(0.5) ? pick(['attacker', 'defender'] as const) : undefined
  const victory = chance(0.6) ? { ...(chance(0.8) ? { kind: pick(['objectives', 'strength', 'both'] as const) } : {}), ...(chance(0.5) ? { objectivePoints: int(0, 10) } : {}) } : undefined
  const names = pick(SIDE_NAMES)

  // The map: a rectangle of hexes in offset rows (odd rows shifted right, ids CCRR), as the built-in maps are drawn.
  // Weighted towards the larger maps: room to retreat, and a choice of hexes for the retreat's guidelines.
  const cols = 2 + Math.min(MAX_COLS - 2, Math.floor((MAX_COLS - 1) * Math.sqrt(rng())))
  const rows = 1 + Math.min(MAX_ROWS - 1, Math.floor(MAX_ROWS * Math.sqrt(rng())))
  const hexes: { id: string; q: number; r: number }[] = []
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) hexes.push({ id: `${pad(col)}${pad(row)}`, q: col - Math.floor(row / 2), r: row })
  const at = new Map(hexes.map((h, i) => [`${h.q},${h.r}`, i]))
  const around = (i: number) => hexNeighbours(hexes[i]!).map((n) => at.get(`${n.q},${n.r}`) ?? -1)

  // Units: an attacker, a defender next to it, then each further unit next to one already placed (a free hex of the cluster's rim).
  const nA = Math.min(unitCount(), hexes.length - 1)
  // As many a side now and then (an even battle, that may end with both sides gone).
  const nD = Math.min(chance(0.3) ? nA : unitCount(), hexes.length - nA)
  const sides: ('attacker' | 'defender')[] = ['attacker', 'defender']
  for (let a = nA - 1, d = nD - 1; a + d > 0; ) {
    if (a > 0 && (d === 0 || rng() < 0.5)) {
      sides.push('attacker')
      a--
    } else {
      sides.push('defender')
      d--
    }
  }
  const taken = new Set<number>()
  const placed: number[] = []
  /** The free hexes next to the units placed so far that `keep` accepts, in map order. */
  const rim = (keep: (k: number) => boolean) => {
    const out = new Set<number>()
    placed.forEach((p, k) => keep(k) && around(p).forEach((n) => n >= 0 && !taken.has(n) && out.add(n)))
    return [...out].sort((x, y) => x - y)
  }
  for (let k = 0; k < sides.length; k++) {
    // Mostly facing an enemy (in contact from the start: no unit moves), now and then behind a friend (a support, a blocked retreat).
    const behind = chance(0.15)
    const facing = rim((j) => sides[j] !== sides[k])
    const options = k === 0 ? hexes.map((_, i) => i) : behind || !facing.length ? rim(() => true) : facing
    const h = pick(options)
    taken.add(h)
    placed.push(h)
  }

  const places = hexes.map((h) => {
    const terrain = skewed(TERRAINS, CLEAR_SHARE)
    const elevation = skewed([0, 1, 2, 3], FLAT_SHARE)
    return {
      id: h.id,
      ...(chance(0.15) ? { name: `Hex ${h.id}` } : {}),
      terrain,
      ...(elevation > 0 || chance(0.3) ? { elevation } : {}),
      q: h.q,
      r: h.r,
    }
  })

  // Hexside features where the units stand: half of them between two enemies (a stream halves the attack, a river forbids it), the others on any side of a unit's hex (retreats avoid a stream).
  const fronts: [number, number][] = []
  placed.forEach((h, i) => placed.forEach((o, j) => j > i && sides[i] !== sides[j] && around(h).includes(o) && fronts.push([h, o])))
  const edges: { a: string; b: string; features?: Feature[] }[] = []
  const sideKeys = new Set<string>()
  const featured = int(0, 2 * placed.length + 2)
  for (let k = 0; k < featured; k++) {
    const front = chance(0.5) ? pick(fronts) : null
    const unitHex = pick(placed)
    const [from, to] = front ?? [unitHex, pick(around(unitHex))]
    const water = skewed(WATER, 0.2)
    const bridge = chance(water ? 0.3 : 0.05)
    const way = skewed(WAYS, 0.6)
    if (to < 0) continue
    const key = [from, to].sort((x, y) => x - y).join('|')
    if (sideKeys.has(key)) continue
    sideKeys.add(key)
    const features = [water, bridge ? 'bridge' : null, way].filter((f): f is Feature => f !== null)
    edges.push({ a: hexes[from]!.id, b: hexes[to]!.id, ...(features.length || chance(0.5) ? { features } : {}) })
  }

  // The units' size. A battle of 1s (about one in seven) has nearly every attack take both principals: the last units fall together.
  const scale = skewed(Array.from({ length: MAX_STRENGTH - 2 }, (_, i) => i + 3), 0.15, 1)
  let n = 0
  const unit = (side: 'attacker' | 'defender', h: number) => {
    const type = skewed(UNIT_TYPES, 0.5)
    // From 1 to the battle's scale, weighted high (a unit that survives its losses tests its morale), now and then up to the schema's 30: the odds run from 1–8 to 8–1.
    const r = rng()
    const strength = r < 0.95 ? 1 + Math.min(scale - 1, Math.floor(scale * Math.sqrt(r / 0.95))) : 11 + Math.min(19, Math.floor(((r - 0.95) / 0.05) * 20))
    // Morale about 4, as in the built-in battles (a test fails more often than not: retreats); one unit in 15 demoralised, one in 12 a failed test away.
    const morale = Math.min(9, Math.max(0, Math.floor(5.5 * (rng() + rng())) - 1))
    const initialMorale = chance(0.3) ? int(morale, 9) : undefined
    n++
    return {
      id: `${side === 'attacker' ? 'a' : 'd'}${n}`,
      name: `${names[side === 'attacker' ? 0 : 1]} ${type} ${n}`,
      type,
      strength,
      morale,
      ...(initialMorale !== undefined ? { initialMorale } : {}),
      at: hexes[h]!.id,
    }
  }
  const units = sides.map((side, k) => ({ side, u: unit(side, placed[k]!) }))

  // Objectives: mostly hexes units stand in (taken when one leaves), now and then an empty one.
  const objectives: { hex: string; holder?: 'attacker' | 'defender' }[] = []
  const objectiveCount = skewed([0, 1, 2, 3], 0.3)
  for (let k = 0; k < objectiveCount; k++) {
    const h = chance(0.3) ? pick(hexes.map((_, i) => i)) : pick(placed)
    const holder = chance(0.3) ? pick(['attacker', 'defender'] as const) : undefined
    if (objectives.some((o) => o.hex === hexes[h]!.id)) continue
    objectives.push({ hex: hexes[h]!.id, ...(holder ? { holder } : {}) })
  }

  const side = (x: 'attacker' | 'defender') => ({
    name: names[x === 'attacker' ? 0 : 1],
    nation: names[x === 'attacker' ? 0 : 1],
    color: pick(COLOURS),
    flag: { layout: pick(['vertical', 'horizontal'] as const), colors: Array.from({ length: int(1, 3) }, () => pick(COLOURS)) },
    edge: pick(EDGES),
    units: units.filter((u) => u.side === x).map((u) => u.u),
  })

  return {
    id,
    ruleset: 'napoleonic',
    name: 'Random battle',
    ...(chance(0.2) ? { description: 'A random battle of the fuzzer.' } : {}),
    location: 'Random field',
    map: {
      grid: 'hex',
      ...(chance(0.3) ? { cell: pick([1, 1.5, 2]) } : {}),
      places,
      ...(edges.length ? { edges } : {}),
    },
    ...(objectives.length ? { objectives } : {}),
    phases,
    ...(first ? { first } : {}),
    ...(victory ? { victory } : {}),
    attacker: side('attacker'),
    defender: side('defender'),
  }
}
