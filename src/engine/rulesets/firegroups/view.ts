import type { MapView } from '../../core/map.ts'
import type { Square } from '../../core/square.ts'
import { mapView, squareCentre, type MapExtras } from '../../core/mapSchema.ts'
import { SIDES, type Side } from '../../core/types.ts'
import type { BattleView, CounterView, HitChanceView, SideView, ZoneColumn } from '../../core/view.ts'
import { pending, squareName } from './decisions.ts'
import { combatChance, combatTargets, firersOf, groupOf, nextGroup, rangedChance, rangedShooters, rangedTargets } from './fire.ts'
import { distance, flightPath, squareOf } from './geometry.ts'
import type { Center, FgState, Unit } from './state.ts'
import { canEnter } from './turns.ts'
import { canStand, CLASS_NAMES, DOMAIN, enduranceCost, EXPERIENCE, EXPERIENCE_MOD, fires, targetClass, TYPE_ICONS, TYPE_NAMES, typeGroup, type Group } from './units.ts'
import { unitsIn } from './work.ts'

/**
 * What the battle window draws of a fire-group battle: the map of the
 * squares around is the board (every unit on its square, production
 * centres, the AA guns' reach, flights and shots between squares), and
 * beside it the close-up: the contested square's units in three columns a
 * side, one per fire group, group 2 nearest the front and group 1 (the guns)
 * farthest (docs/rules/firegroups.md, "The window").
 */
const ZONE = { around: 'around', 1: 'group-1', 2: 'group-2', 3: 'group-3' } as const
const COLUMNS: ZoneColumn[] = [
  { id: ZONE[1], weight: 1, label: 'Group 1', short: 'G1' },
  { id: ZONE[3], weight: 1, label: 'Group 3', short: 'G3' },
  { id: ZONE[2], weight: 1, label: 'Group 2', short: 'G2' },
]

const pct = (n: number) => `${Math.round(n)}%`
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)

/** What the next click does, in words: the window's "Next". */
export function nextLabel(s: FgState): string | null {
  if (s.phase === 'over') return null
  if (s.step === 'fire') return `Group ${nextGroup(s, s.group) ?? s.group} fires`
  if (s.step === 'ranged') return 'Ranged fire'
  return `Turn ${s.turn}, phase ${s.phaseNo}: movement`
}

/** The most counters each column can ever hold, so counters keep one size as units come and go. */
function columns(s: FgState): ZoneColumn[] {
  const most = Object.fromEntries(COLUMNS.map((c) => [c.id, { attacker: 0, defender: 0 }])) as Record<string, Record<Side, number>>
  for (const side of SIDES) {
    // Every unit of the battle, alive or not, wherever it stands now: the most never changes.
    const inside = s.units.filter((u) => u.side === side && canStand(u.type, s.terrain[s.square]!))
    const g3 = inside.filter((u) => typeGroup(u.type) === 3).length
    const leaders = inside.filter((u) => u.type === 'LDR').length
    most[ZONE[1]]![side] = inside.filter((u) => typeGroup(u.type) === 1).length
    most[ZONE[3]]![side] = g3
    most[ZONE[2]]![side] = inside.filter((u) => typeGroup(u.type) === 2 || u.type === 'PAR').length + Math.min(leaders, g3)
  }
  return COLUMNS.map((c) => ({ ...c, most: most[c.id]! }))
}

/** Who acts in the coming click, and who may be hit in it. */
function lit(s: FgState): { active: Set<string>; targets: Set<string> } {
  const active = new Set<string>()
  const targets = new Set<string>()
  if (s.phase === 'over') return { active, targets }
  if (s.step === 'fire') {
    const g = nextGroup(s, s.group)
    for (const u of g ? firersOf(s, g) : []) {
      active.add(u.id)
      for (const t of combatTargets(s, u)) targets.add(t.id)
    }
  } else if (s.step === 'ranged') {
    for (const u of rangedShooters(s)) {
      active.add(u.id)
      for (const t of rangedTargets(s, u)) targets.add(t.id)
    }
  } else {
    const d = pending(s)
    for (const u of s.units) {
      if (!u.alive) continue
      if (d?.kind === 'orders' ? u.side === d.side && (canEnter(s, u) || u.at === s.square) : (u.order === s.phaseNo && canEnter(s, u)) || (s.phaseNo === 1 && u.leaving)) active.add(u.id)
      else if (u.at === s.square) targets.add(u.id)
    }
  }
  return { active, targets }
}

/** The other side's orders stay hidden while a side is still giving its own. */
function ordersShown(s: FgState, side: Side): boolean {
  const d = pending(s)
  return !(d?.kind === 'orders' && d.side !== side)
}

/** The chance a shot of this unit has now: in combat in the square, ranged from around it, or, for a unit that could be sent in, what it would have there. */
function chanceNow(s: FgState, u: Unit): { mean: number; base: number; lines: string[]; mods: { source: string; value: number }[] } | null {
  if (!u.alive || !fires(u.type)) return null
  const lines = new Set<string>()
  let sum = 0
  let baseSum = 0
  let n = 0
  const mods = new Map<string, number>()
  const enemy = u.side === 'attacker' ? 'defender' : 'attacker'
  const inSquare = u.at === s.square
  const ranged = !inSquare && rangedTargets(s, u).length > 0
  const targets = inSquare ? combatTargets(s, u) : ranged ? rangedTargets(s, u) : unitsIn(s, s.square, enemy)
  for (const t of targets) {
    if (ranged) {
      const c = rangedChance(u, t)
      sum += c
      baseSum += c
      n++
      lines.add(`Ranged at ${CLASS_NAMES[targetClass(t.type)]} in ${squareName(s, t.at)}: ${c}% (unmodified, no endurance)`)
      continue
    }
    const c = combatChance(s, u, { ...t, at: s.square })
    if (!c) continue
    sum += c.chance
    baseSum += c.base
    n++
    for (const m of c.mods) mods.set(m.source, m.value)
    const parts = [String(c.base), ...c.mods.map((m) => `${m.value < 0 ? '−' : '+'} ${Math.abs(m.value)} (${m.source.toLowerCase()})`)].join(' ')
    lines.add(`${inSquare ? '' : 'If sent in: '}at ${CLASS_NAMES[targetClass(t.type)]}: ${parts} = ${c.chance}%${c.floored ? ' (never below 5%)' : ''}`)
  }
  if (!n) return null
  return { mean: sum / n, base: baseSum / n, lines: [...lines], mods: [...mods].map(([source, value]) => ({ source, value })) }
}

/**
 * A unit destroyed by the click just played stays on the field until the next
 * one, struck through, so that the line of the shot that hit it has an end;
 * it is in its side's Losses box already.
 */
function wreck(c: CounterView): CounterView {
  return { ...c, place: 'field', active: false, targetable: false, strip: { parts: [{ of: 'tohit', text: 'lost', tint: 'down' }], join: '' }, notes: ['Destroyed by the last fire: it leaves the field with the next click', ...c.notes] }
}

function unitCounter(s: FgState, u: Unit, on: ReturnType<typeof lit>): CounterView {
  const inSquare = (u.alive || s.aims.some((a) => a.hit && a.to === u.id)) && u.at === s.square
  const g = groupOf(u)
  const cost = enduranceCost(u.type)
  const now = chanceNow(s, u)
  const mean = now ? Math.round(now.mean) : 0
  const base = now ? Math.round(now.base) : 0
  const tint = mean > base ? 'up' : mean < base ? 'down' : 'none'
  const values = [`${TYPE_NAMES[u.type]} (${u.type}), fire group ${typeGroup(u.type)}${g !== typeGroup(u.type) && inSquare ? `, in group ${g} now` : ''}`]
  values.push(`Experience ${u.exp} (${EXPERIENCE[u.exp]}): ${signed(EXPERIENCE_MOD[u.exp] ?? 0)} to hit`)
  values.push(`Endurance ${u.endurance} of ${u.maxEndurance}: ${cost} charged a shot in combat; it fires all the same at 0`)
  values.push(inSquare ? `In ${squareName(s, u.at)}, the contested square` : `In ${squareName(s, u.at)}, ${distance(s.map, u.at, s.square)} square${distance(s.map, u.at, s.square) === 1 ? '' : 's'} from ${squareName(s, s.square)}`)
  const notes: string[] = []
  if (u.promoted) notes.push('Moved up to group 2 by a leader for this combat')
  if (u.jumped) notes.push('Jumped into the square in this phase: group 2')
  if (u.type === 'LDR') notes.push('A leader: never fires; each moves one group 3 unit up to group 2')
  if (ordersShown(s, u.side) && u.alive) {
    if (u.order && canEnter(s, u)) notes.push(`Ordered into ${squareName(s, s.square)} in phase ${u.order}${u.order >= s.phaseNo ? '' : ' (done)'}`)
    if (u.leaving) notes.push(`Leaves ${squareName(s, s.square)} in phase 1`)
  }
  // Where the rules reference opens from its tooltip: the rule map's row of what sets it apart.
  const rules = u.type === 'LDR' || u.promoted ? 'Each leader moves one' : u.jumped ? 'Paratroopers are group 2' : !inSquare && rangedTargets(s, u).length ? 'Each ranged unit' : u.endurance < cost ? 'What endurance 0 means' : 'Three fire groups'
  const hitChance: HitChanceView | undefined = now ? { chance: now.mean / 100, text: now.lines } : undefined
  return {
    id: u.id,
    side: u.side,
    name: u.name,
    icon: TYPE_ICONS[u.type],
    zone: inSquare ? ZONE[g] : ZONE.around,
    at: u.at,
    attack: mean,
    defense: mean,
    morale: 0,
    // The endurance gauge: one box a shot it can still pay for.
    strength: Math.floor(u.endurance / cost),
    maxStrength: Math.floor(u.maxEndurance / cost),
    elite: u.exp >= 3,
    value: mean,
    baseValue: base,
    modifiers: now?.mods ?? [],
    tint,
    strip: { parts: [{ of: 'tohit', text: now ? pct(mean) : '–', tint }, { of: 'experience', text: `E${u.exp}`, tint: 'none' }], join: ' · ' },
    ...(hitChance ? { hitChance } : {}),
    active: on.active.has(u.id),
    targetable: on.targets.has(u.id),
    place: u.alive ? 'field' : 'losses',
    panicked: false,
    leader: null,
    notes,
    values,
    rules,
  }
}

/** A production centre, drawn among its owner's squares around: its build steps this turn as the gauge, the damage in its strip. */
function centreCounter(s: FgState, c: Center, side: Side): CounterView {
  const now = Math.max(0, c.steps - c.cut)
  const next = Math.max(0, c.steps - c.damage)
  return {
    id: `centre:${c.at}`,
    side,
    name: `${c.name} (production centre)`,
    icon: 'factory',
    zone: ZONE.around,
    at: c.at,
    attack: 0,
    defense: 0,
    morale: 0,
    strength: now,
    maxStrength: c.steps,
    elite: false,
    value: now,
    baseValue: c.steps,
    modifiers: c.cut ? [{ source: 'Bomber damage from last turn', value: -Math.min(c.cut, c.steps) }] : [],
    tint: now < c.steps ? 'down' : 'none',
    strip: { parts: [{ of: 'steps', text: `${now}/${c.steps}`, tint: now < c.steps ? 'down' : 'none' }, { of: 'damage', text: `D${c.damage}`, tint: c.damage ? 'down' : 'none' }], join: ' · ' },
    active: false,
    targetable: s.units.some((u) => u.alive && u.type === 'BMR' && u.side !== side && (u.at === c.at || (u.order >= s.phaseNo && canEnter(s, u) && c.at === s.square))),
    place: 'field',
    panicked: false,
    leader: null,
    notes: [c.pio && ordersShown(s, side) ? `Production Improvement Order given this turn: ${c.pio === 'repair' ? 'it had damage, so it repairs 2 points' : 'it had no damage, so it adds a build step'}` : ''].filter(Boolean),
    values: [
      `Build steps ${now} of ${c.steps} this turn${c.cut ? ` (${c.cut} cut by last turn's bomber damage)` : ''}`,
      `Damage ${c.damage}: next turn ${next} before this turn's repairs (1 a turn, 2 more with a Production Improvement Order)`,
      ...(s.goal.kind === 'bomb' && s.goal.center === c.at ? [`Build steps lost so far: ${c.denied} (the attacker needs ${s.goal.steps})`] : []),
    ],
    rules: 'A strategic bomber over an enemy',
  }
}

function gauge(s: FgState, side: Side): SideView['gauge'] {
  const inside = unitsIn(s, s.square, side)
  const parts = ([1, 2, 3] as Group[]).map((g) => ({ source: `Group ${g}`, value: inside.filter((u) => groupOf(u) === g).length }))
  parts.push({ source: 'In the squares around', value: s.units.filter((u) => u.alive && u.side === side && u.at !== s.square).length })
  const due = ordersShown(s, side) ? s.units.filter((u) => u.side === side && u.order >= s.phaseNo && canEnter(s, u)) : []
  for (const u of due) parts.push({ source: `Due in phase ${u.order}: ${u.name}`, value: 1 })
  const g: SideView['gauge'] = { label: 'Units', title: `Units in ${squareName(s, s.square)}`, value: inside.length, parts, rules: 'How a battle ends' }
  if (!inside.length) g.warning = `no unit in ${squareName(s, s.square)}`
  return g
}

function battleMap(s: FgState): MapView {
  const places: NonNullable<MapExtras['places']> = {}
  for (const p of s.map.places) {
    const here = SIDES.filter((side) => unitsIn(s, p.id, side).length)
    const marks: string[] = []
    const c = s.centers.find((x) => x.at === p.id)
    if (c) marks.push(`${Math.max(0, c.steps - c.cut)}/${c.steps} steps${c.damage ? `, damage ${c.damage}` : ''}`)
    if (p.id === s.square) marks.push('contested')
    const owner = here.length === 1 ? here[0]! : c?.owner
    places[p.id] = { ...(owner ? { owner } : {}), ...(marks.length ? { marks } : {}) }
  }
  const arrows: NonNullable<MapExtras['arrows']> = []
  for (const a of s.aims) {
    const from = s.units.find((u) => u.id === a.from)
    const to = s.units.find((u) => u.id === a.to)
    if (from && to && from.at !== to.at) arrows.push({ from: from.at, to: to.at, side: from.side, label: a.hit ? 'hit' : 'miss' })
  }
  return mapView(s.map, { places, focus: [s.square], arrows, routes: flights(s), areas: flakReach(s) })
}

/**
 * Flights drawn on the map: each aircraft that flew into the square this
 * phase, from where it stood, and each one ordered to fly in later (dashed),
 * over the squares it crosses, where AA guns within a square of them fire (§2).
 */
function flights(s: FgState): NonNullable<MapExtras['routes']> {
  const centre = (q: Square) => squareCentre(s.map, q.x, q.y)
  const route = (from: string) => [centre(squareOf(s.map, from)), ...flightPath(s.map, from, s.square).map(centre), centre(squareOf(s.map, s.square))]
  // Aircraft on one route are drawn once, the route naming them all: planned ones by phase, flown ones by name.
  const groups = new Map<string, { from: string; side: Side; planned: boolean; units: Unit[] }>()
  for (const u of s.units) {
    if (DOMAIN[u.type] !== 'air' || !u.alive) continue
    const flown = u.entered && u.at === s.square && u.home !== s.square
    const planned = !flown && u.order >= s.phaseNo && ordersShown(s, u.side) && canEnter(s, u)
    if (!flown && !planned) continue
    const from = flown ? u.home : u.at
    const key = `${u.side}/${from}/${planned}`
    const g = groups.get(key) ?? { from, side: u.side, planned, units: [] }
    g.units.push(u)
    groups.set(key, g)
  }
  return [...groups.values()].map((g) => {
    const phases = [...new Set(g.units.map((u) => u.order))].sort()
    const label = g.planned
      ? phases.map((p) => `${g.units.filter((u) => u.order === p).length} in phase ${p}`).join(', ')
      : `${g.units.length === 1 ? g.units[0]!.name : `${g.units.length} aircraft`} flew in`
    return { points: route(g.from), side: g.side, label, planned: g.planned }
  })
}

/** Where each AA gun reaches an aircraft flying by: its own square and the eight around (§2), drawn while the enemy has aircraft. */
function flakReach(s: FgState): NonNullable<MapExtras['areas']> {
  const out: NonNullable<MapExtras['areas']> = []
  for (const g of s.units) {
    if (!g.alive || g.type !== 'AAG' || !s.units.some((u) => u.alive && u.side !== g.side && DOMAIN[u.type] === 'air')) continue
    const at = squareOf(s.map, g.at)
    const [x0, y0] = squareCentre(s.map, at.x - 1.5, at.y - 1.5)
    const [x1, y1] = squareCentre(s.map, at.x + 1.5, at.y + 1.5)
    out.push({ outline: [[x0, y0], [x1, y0], [x1, y1], [x0, y1]], side: g.side, label: 'AA reach' })
  }
  return out
}

export function view(s: FgState): BattleView {
  const d = pending(s)
  const over = s.phase === 'over'
  const on = lit(s)
  const counters = s.units.map((u) => unitCounter(s, u, on))
  const centres = s.centers.flatMap((c) => (c.owner === 'neutral' ? [] : [centreCounter(s, c, c.owner)]))
  const all = [...counters, ...centres]
  const hit = new Set(s.aims.filter((a) => a.hit).map((a) => a.to))
  const wrecks = counters.filter((c) => c.place === 'losses' && hit.has(c.id)).map(wreck)
  const sideView = (side: Side): SideView => ({
    ...s.sides[side],
    side,
    gauge: gauge(s, side),
    played: [],
    hand: [],
    losses: all.filter((c) => c.side === side && c.place === 'losses'),
    routs: [],
    canRetreat: false,
  })
  const next = nextLabel(s)
  const terrain = s.terrain[s.square]!
  const c = s.centers.find((x) => x.at === s.square)
  return {
    ruleset: 'firegroups',
    title: s.name,
    location: { name: `${s.location}, turn ${Math.min(s.turn, s.turns)} of ${s.turns}`, terrain: `${terrain}${c ? `; ${c.owner === 'neutral' ? 'neutral ' : ''}production centre ${Math.max(0, c.steps - c.cut)}/${c.steps} build steps, damage ${c.damage}` : ''}`, crossing: 'none' },
    round: { last: s.last, next, before: 'Before turn 1' },
    sides: { attacker: sideView('attacker'), defender: sideView('defender') },
    counters: [...all.filter((x) => x.place === 'field'), ...wrecks],
    pending: d && { side: d.side, kind: d.kind, prompt: d.prompt, form: d.options },
    board: { kind: 'zones', columns: columns(s), map: 'beside' },
    map: battleMap(s),
    routs: false,
    showMorale: false,
    oddsScope: s.goal.kind === 'bomb' ? 'the campaign' : 'the battle',
    oddsNote: s.goal.kind === 'bomb' ? 'the campaign played out with the default orders' : 'the rest of the battle with the default orders',
    aims: s.aims.map((a) => ({ ...a })),
    launch: over || d ? null : next,
    over,
  }
}

