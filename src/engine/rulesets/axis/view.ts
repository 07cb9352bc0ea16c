import type { Form } from '../../core/form.ts'
import type { MapView } from '../../core/map.ts'
import type { Side } from '../../core/types.ts'
import type { BattleView, CounterView, HitChanceView, SideView, ZoneColumn } from '../../core/view.ts'
import { stepLabel } from './advance.ts'
import { pending } from './decisions.ts'
import { ownValue } from './fire.ts'
import type { AxisState, Unit } from './state.ts'
import { UNIT_TYPE_BY_ID, versusTacAir } from './units.ts'
import { fighting, isPlane } from './work.ts'

/**
 * The columns of the field, far edge to front: support behind the line, the
 * two missions, the front. Fixed for the whole battle: counters keep their
 * columns when the last plane falls.
 */
const COLUMNS: ZoneColumn[] = [
  { id: 'support', weight: 1, semicircle: true },
  { id: 'aircap', weight: 1 },
  { id: 'tacair', weight: 1 },
  { id: 'front', weight: 2 },
]

function zoneOf(s: AxisState, u: Unit): string {
  if (isPlane(u)) return u.mission === 'tacair' ? 'tacair' : 'aircap'
  if (u.bombard || u.type === 'artillery' || u.type === 'aa-gun') return 'support'
  return s.area.naval || u.type === 'infantry' || u.type === 'armor' ? 'front' : 'support'
}

/**
 * The most counters each side can ever have in each column: every unit of the
 * battle, gone or not yet joined (support fighters) included, and a plane in
 * both mission columns, since it stands in AirCap until it is assigned. The
 * window sizes counters from this, so they keep one size while units fall.
 */
function columns(s: AxisState): ZoneColumn[] {
  const most = new Map(COLUMNS.map((c) => [c.id, { attacker: 0, defender: 0 }]))
  for (const u of s.units) for (const zone of isPlane(u) ? ['aircap', 'tacair'] : [zoneOf(s, u)]) most.get(zone)![u.side]++
  return COLUMNS.map((c) => ({ ...c, most: most.get(c.id)! }))
}

const percent = (p: number) => `${Math.round(p * 100)}%`
const chanceOf = (value: number) => Math.min(6, Math.max(0, value)) / 6
const faces = (value: number) => (value >= 6 ? 'every face' : value === 1 ? 'a 1' : `1–${value}`)

/** One way a unit fires, at a value: X1, one d6 that hits when it shows at most the value (a value of 0 does not roll). */
function shotLine(value: number, lead?: string): string {
  return lead ? `${lead}: hits on ${faces(value)} of a d6, ${percent(chanceOf(value))} a shot` : `Hits on ${faces(value)} of a d6: ${percent(chanceOf(value))} a shot`
}

/**
 * Each way the unit fires and its chance a shot: its own value (X15), TacAir
 * at its attack against land units and its defense against AirCap (§5.2
 * 3a–4b), land units answering TacAir at half defense (X4), the defender's AA
 * gun downing each attacking plane on a 1 (§5.2 step 1, X14).
 */
function hitChance(s: AxisState, u: Unit): HitChanceView | undefined {
  if (s.phase === 'over' || u.place !== 'field') return undefined
  const ways: { value: number; text: string }[] = []
  const way = (value: number, lead?: string) => {
    if (value > 0) ways.push({ value, text: shotLine(value, lead) })
  }
  if (u.type === 'aa-gun' && u.side === 'defender' && !s.area.naval && s.units.some((p) => p.side === 'attacker' && isPlane(p) && fighting(p))) {
    ways.push({ value: 1, text: `Air defense: each attacking plane is shot down on a 1 of a d6, ${percent(chanceOf(1))} a die (one die a plane, whatever the number of guns)` })
  }
  if (isPlane(u) && u.mission === 'tacair') {
    way(u.attack, `Against land units at its attack (${u.attack})`)
    way(u.defense, `Answering AirCap at its defense (${u.defense})`)
  } else {
    way(ownValue(u))
    if (u.domain === 'land' && !s.area.naval && !u.bombard) {
      const half = versusTacAir(u.domain, u.defense)
      way(half, `Answering TacAir at half its defense (${half})`)
    }
  }
  return ways.length ? { chance: chanceOf(ways[0]!.value), text: ways.map((w) => w.text) } : undefined
}

function notes(s: AxisState, u: Unit): string[] {
  const out = [`Attack ${u.attack}, defense ${u.defense}, cost ${u.cost}`]
  if (u.mission === 'aircap') out.push('AirCap: fires at enemy planes (2a/2b)')
  if (u.mission === 'tacair') out.push('TacAir: fires at chosen land units (4a/4b); answers AirCap at its defense')
  if (u.domain === 'land') out.push(`Against TacAir: ${Math.floor(u.defense / 2)} (half defense)`)
  if (u.bombard) out.push('Shore bombardment in the first round; never hit')
  if (u.fortified) out.push(`${s.fortification?.name ?? 'Fortification'}: must be hit twice`)
  if (u.tech2) out.push('Tech-2 infantry: may break through')
  if (u.acted) out.push('Has acted this round')
  return out
}

/** Where the rules reference opens from a unit's tooltip: what it does in the battle, else its values (X1). */
function rulesTopic(u: Unit): string {
  if (u.fortified) return 'Double defense: hit twice'
  if (u.bombard) return 'Shore bombardment'
  if (u.mission === 'aircap') return 'AirCap aimed fire'
  if (u.mission === 'tacair') return 'TacAir fires (attack value)'
  if (u.type === 'aa-gun') return 'AA guns'
  return 'Values and costs'
}

function counter(s: AxisState, u: Unit): CounterView {
  const value = ownValue(u)
  const c: CounterView = {
    id: u.id,
    side: u.side,
    name: u.name,
    icon: u.type,
    zone: zoneOf(s, u),
    attack: u.attack,
    defense: u.defense,
    morale: 0,
    strength: u.fortified ? 2 - u.halfHits : 1,
    maxStrength: u.fortified ? 2 : 1,
    elite: false,
    value,
    baseValue: value,
    modifiers: [],
    tint: 'none',
    // No modifier moves an axis value (X1): the strip is the unit's own attack and defense.
    // An AA gun has no land values (0-0 would read as a unit that cannot fight): it shows its shot at planes, a 1 on the die (003 line 38).
    strip:
      u.type === 'aa-gun'
        ? { parts: [{ of: 'anti-aircraft', text: 'AA', tint: 'none' }, { of: 'anti-aircraft', text: '1', tint: 'none' }], join: ' ' }
        : { parts: [{ of: 'attack', text: String(u.attack), tint: 'none' }, { of: 'defense', text: String(u.defense), tint: 'none' }], join: '-' },
    active: s.phase === 'battle' && u.place === 'field' && !u.acted && value > 0,
    targetable: fighting(u),
    place: u.place === 'losses' ? 'losses' : 'field',
    panicked: false,
    leader: null,
    notes: notes(s, u),
    rules: rulesTopic(u),
  }
  if (u.fortified) c.fortified = true
  if (u.halfHits > 0) c.flipped = true
  if (u.group) c.group = u.group
  const chance = hitChance(s, u)
  if (chance) c.hitChance = chance
  return c
}

function gauge(s: AxisState, side: Side): SideView['gauge'] {
  const parts: { source: string; value: number }[] = []
  let value = 0
  for (const u of s.units) {
    if (u.side !== side || !fighting(u)) continue
    // Units and hits remaining: fortified infantry counts its second hit.
    const n = u.fortified ? 2 - u.halfHits : 1
    value += n
    const source = UNIT_TYPE_BY_ID.get(u.type)!.name
    const p = parts.find((x) => x.source === source)
    if (p) p.value += n
    else parts.push({ source, value: n })
  }
  return { label: 'Units', title: 'Units and hits remaining', value, parts, rules: 'Casualties chosen by the owner' }
}

/** §5.5: the side's standing order of loss over the types it has, first lost first. */
function orderOfLoss(s: AxisState, side: Side): { kind: string; title: string; form: Form } {
  const types = new Set(s.units.filter((u) => u.side === side).map((u) => u.type))
  const order = s.sides[side].order.filter((t) => types.has(t))
  return {
    kind: 'order',
    title: 'Order of loss',
    form: {
      fields: [{ type: 'order', id: 'order', label: 'Casualties are proposed in this order, first lost first', items: order.map((t) => ({ value: t, label: UNIT_TYPE_BY_ID.get(t)?.name ?? t })), default: order }],
      submit: 'Keep this order',
    },
  }
}

/** Units that left the battle for an area: retreats, chosen or automatic (not planes that never joined). */
/** Each border once, from the areas' neighbour lists (a border is listed from both sides). */
export function areaEdges(areas: readonly { id: string; neighbours: readonly string[] }[]): MapView['edges'] {
  const edges: MapView['edges'] = []
  const seen = new Set<string>()
  for (const a of areas) {
    for (const n of a.neighbours) {
      const key = a.id < n ? `${a.id} ${n}` : `${n} ${a.id}`
      if (seen.has(key)) continue
      seen.add(key)
      edges.push({ a: a.id, b: n, features: [] })
    }
  }
  return edges
}

function retreated(u: Unit): boolean {
  return u.place === 'away' && u.movedTo !== null && !(isPlane(u) && u.mission === null)
}

/**
 * The scenario's areas as the window's map (the scenario gives positions
 * 0..1, the map is 0..100 map units), the battle area in focus; an arrow from
 * it for each side's retreat to an area.
 */
function areaMap(s: AxisState): MapView {
  const edges = areaEdges(s.areas)
  const arrows: NonNullable<MapView['arrows']> = []
  const units = new Map<string, number>()
  for (const u of s.units) {
    if (!retreated(u)) continue
    const key = `${u.side} ${u.movedTo}`
    if (!units.has(key)) arrows.push({ from: s.area.id, to: u.movedTo!, side: u.side, label: '' })
    units.set(key, (units.get(key) ?? 0) + 1)
  }
  for (const a of arrows) {
    const n = units.get(`${a.side} ${a.to}`)!
    a.label = `Retreat: ${n} unit${n === 1 ? '' : 's'}`
  }
  return {
    grid: 'regions',
    places: s.areas.map((a) => ({ id: a.id, name: a.name, x: a.x * 100, y: a.y * 100, terrain: a.terrain, owner: a.owner, marks: a.id === s.area.id ? ['battle'] : [] })),
    edges,
    focus: [s.area.id],
    arrows,
  }
}

/** The window's view of an axis battle. */
export function view(s: AxisState): BattleView {
  const decision = pending(s)
  const all = s.units.filter((u) => u.place !== 'away').map((u) => counter(s, u))
  const sideView = (side: Side): SideView => {
    const st = s.sides[side]
    return {
      side,
      name: st.name,
      nation: st.nation,
      color: st.color,
      flag: st.flag,
      gauge: gauge(s, side),
      played: [],
      hand: [],
      losses: all.filter((c) => c.side === side && c.place === 'losses'),
      routs: [],
      canRetreat: false,
      standing: s.phase === 'over' ? [] : [orderOfLoss(s, side)],
    }
  }
  const over = s.phase === 'over'
  return {
    ruleset: 'axis',
    title: s.name,
    location: {
      name: s.area.name,
      terrain: s.area.naval ? 'sea' : 'land',
      crossing: s.fortification && !s.fortification.captured ? s.fortification.name : 'none',
    },
    round: { last: s.last, next: over ? null : s.next ? stepLabel(s, s.next) : `Round ${s.round + 1}`, before: 'Before combat' },
    sides: { attacker: sideView('attacker'), defender: sideView('defender') },
    counters: all.filter((c) => c.place === 'field'),
    pending: decision && { side: decision.side, kind: decision.kind, prompt: decision.prompt, form: decision.options },
    board: { kind: 'zones', columns: columns(s) },
    map: areaMap(s),
    routs: false,
    showMorale: false,
    oddsNote: 'if neither side retreats, casualties cheapest first',
    aims: s.aims.slice(),
    launch: over || decision ? null : s.next ? `Continue: ${stepLabel(s, s.next)}` : `Fight round ${s.round + 1}`,
    over,
  }
}

