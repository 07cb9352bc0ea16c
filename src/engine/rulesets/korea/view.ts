import type { Preview } from '../../core/ruleset.ts'
import type { MapView } from '../../core/map.ts'
import { mapView, type MapExtras } from '../../core/mapSchema.ts'
import { SIDES, type Side } from '../../core/types.ts'
import type { BattleView, CounterView, GaugeView, SideView } from '../../core/view.ts'
import { HOUSE, qualityRank } from './charts.ts'
import { figures, type Picture } from './combat.ts'
import { pending, roundTitle } from './decisions.ts'
import { rollPreview } from './preview.ts'
import { geometry, type Geometry } from './geometry.ts'
import { defaultLead } from './policy.ts'
import { currentPicture } from './resolve.ts'
import type { Depot, KoreaState, Unit } from './state.ts'
import { depotById, unitById, unSide } from './work.ts'

/**
 * What the window draws of a korea battle: the hex map with the combat hex,
 * arrows from the attacking, flanking and supporting hexes, the units and UN
 * depots as counters; each side's modified roll (or, before the dice, its
 * die-roll modifiers) in its diamond; VP beside the location; the Rout box.
 */

const ICON: Record<Unit['type'], string> = { infantry: 'infantry', armored: 'armor', mechanized: 'mechanized' }
const TYPE: Record<Unit['type'], string> = { infantry: 'Infantry', armored: 'Armored', mechanized: 'Mechanized' }

/** The combat on show: its picture with the leads named, or those the defaults would name; null between combats. */
interface Shown {
  pic: Picture
  leads: Record<Side, Unit>
  /** Who is in it: fixed by its roll once rolled. */
  inCombat: Record<Side, Set<string>>
  rolled: boolean
}

function shown(s: KoreaState, g: Geometry): Shown | null {
  const now = s.now
  if (!now) return null
  const a = now.leads.attacker ?? defaultLead(s, g, 'attacker').lead
  const d = now.leads.defender ?? defaultLead(s, g, 'defender', a).lead
  const pic = currentPicture(s, g, a)
  const rolled = now.involved !== null
  const inCombat = rolled
    ? { attacker: new Set(now.involved!.units.attacker), defender: new Set(now.involved!.units.defender) }
    : { attacker: new Set(pic.inCombat.attacker.map((u) => u.id)), defender: new Set(pic.inCombat.defender.map((u) => u.id)) }
  return { pic, leads: { attacker: unitById(s, a)!, defender: unitById(s, d)! }, inCombat, rolled }
}

function role(s: KoreaState, c: Shown, u: Unit): string[] {
  if (u.place !== 'field' || !c.inCombat[u.side].has(u.id)) return []
  const out: string[] = []
  if (c.leads[u.side].id === u.id) out.push(`Lead unit of the ${u.side === 'attacker' ? 'attack' : 'defence'}`)
  else if (u.side === 'defender') out.push(c.pic.defending.some((x) => x.id === u.id) ? 'Defending the combat hex' : 'Supporting the defence from next to the combat hex')
  if (c.pic.flanking.some((x) => x.id === u.id)) out.push('Flanking the defender')
  else if (u.side === 'attacker' && c.leads.attacker.id !== u.id) out.push('Attacking in support of the lead')
  out.push(u.chip === null ? 'Combat chip: face down until the combat is resolved' : `Combat chip: ${u.chip > 0 ? '+' : ''}${u.chip} (${HOUSE}: a chip holds −1, 0 or +1)`)
  return out
}

function unitCounter(s: KoreaState, c: Shown | null, u: Unit): CounterView {
  const rank = qualityRank(u.quality) + 1
  const inIt = !!c && u.place === 'field' && c.inCombat[u.side].has(u.id)
  const notes = c ? role(s, c, u) : []
  if (u.static) notes.push('Static: gives no adjacency bonus and cannot go static again')
  return {
    id: u.id,
    side: u.side,
    name: u.name,
    icon: ICON[u.type],
    zone: 'map',
    at: u.at,
    attack: rank,
    defense: rank,
    morale: 0,
    // The map counter prints this figure: the quality, D 1 to A 4.
    strength: rank,
    maxStrength: 4,
    elite: false,
    value: rank,
    baseValue: rank,
    modifiers: u.chip ? [{ source: 'Combat chip', value: u.chip }] : [],
    tint: 'none',
    strip: { parts: [{ of: 'quality', text: u.quality, tint: 'none' }], join: '' },
    active: inIt && u.side === 'attacker',
    targetable: inIt && u.side === 'defender',
    place: u.place === 'routs' ? 'routs' : 'field',
    panicked: u.static,
    leader: null,
    notes,
    values: [`${TYPE[u.type]}, quality ${u.quality} (${rank} of 4), ${u.static ? 'static' : 'fresh'}`],
    rules: u.static ? 'Static units' : 'Unit quality',
  }
}

function depotCounter(s: KoreaState, d: Depot): CounterView {
  const side = unSide(s)
  return {
    id: d.id,
    side,
    name: `Depot at ${d.name}`,
    icon: 'logistics',
    zone: 'map',
    at: d.at,
    attack: 0,
    defense: 0,
    morale: 0,
    strength: d.range,
    maxStrength: d.range,
    elite: false,
    value: 0,
    baseValue: 0,
    modifiers: [],
    tint: 'none',
    strip: { parts: [{ of: 'range', text: String(d.range), tint: 'none' }], join: '' },
    active: false,
    targetable: false,
    place: d.place === 'map' ? 'field' : 'losses',
    panicked: false,
    leader: null,
    notes: [d.place === 'expended' ? 'Expended for a combat' : d.place === 'eliminated' ? 'Eliminated to satisfy a loss point' : 'Expended: +2 in a Meeting Engagement, +3 in a Prepared Attack; eliminated: 1 loss point'],
    values: [`UN depot, supply range ${d.range} hexes`],
    rules: 'Depots',
  }
}

function gauge(s: KoreaState, g: Geometry, c: Shown | null, side: Side): GaugeView {
  const now = s.now
  const last = s.lastRoll
  // During the losses of a combat, and once the battle is over, the roll stands; before the dice, the modifiers.
  const roll = now?.roll ?? (now ? null : last?.roll)
  if (roll) {
    const f = now && c ? figures(s, g, c.pic, c.leads, now.depot ? depotById(s, now.depot)! : null) : null
    // The modifiers worked out again from the state as it stands: once losses are being satisfied (a unit gone static or
    // retreated) they may no longer be those the roll was made with, and the parts must add up to the roll shown.
    const itemized = f && f.parts[side].reduce((a, p) => a + p.value, 0) === roll.drm[side] ? f.parts[side] : null
    const parts = [{ source: 'Die', value: roll.dice[side] }, ...(itemized ?? [{ source: 'Die-roll modifiers', value: roll.drm[side] }]), { source: 'Combat chips', value: roll.chips[side] }]
    const owed = now?.owed[side] ?? 0
    return { label: 'Roll', title: `Modified roll (${c ? c.leads[side].name : 'the last combat'})`, value: roll.totals[side], parts, ...(owed ? { warning: `${owed} loss point${owed === 1 ? '' : 's'} to satisfy` } : {}), rules: 'Combat' }
  }
  if (!now || !c) return { label: 'Roll', title: 'Modified roll', value: 0, parts: [], rules: 'Combat' }
  const f = figures(s, g, c.pic, c.leads, now.depot ? depotById(s, now.depot)! : null)
  return { label: 'DRM', title: `Die-roll modifiers (${c.leads[side].name} leading${now.leads[side] ? '' : ' by default'})`, value: f.drm[side], parts: f.parts[side], rules: 'Combat' }
}

function battleMap(s: KoreaState, c: Shown | null): MapView {
  const places: NonNullable<MapExtras['places']> = {}
  const mark = (hex: string, m: string, owner?: Side) => {
    const p = (places[hex] ??= { marks: [] })
    if (!p.marks!.includes(m)) p.marks!.push(m)
    if (owner) p.owner = owner
  }
  for (const side of SIDES) for (const h of s.sides[side].supply) mark(h, 'supply', side)
  for (const coast of s.coastlines) if (coast.committed) for (const h of coast.hexes) mark(h, 'fleet')
  for (const h of s.taken) mark(h, 'taken', 'attacker')
  // A static unit is a flipped counter: the hex says how many of its units are.
  const statics = new Map<string, number>()
  for (const u of s.units) if (u.place === 'field' && u.static) statics.set(u.at, (statics.get(u.at) ?? 0) + 1)
  for (const [h, n] of statics) mark(h, s.units.filter((u) => u.place === 'field' && u.at === h).length === n ? 'static' : `${n} static`)
  const extras: MapExtras = { places }
  const arrows: NonNullable<MapView['arrows']> = []
  if (c) {
    extras.focus = [c.pic.hex]
    const leadHex = c.leads.attacker.at
    const from = new Set([...c.pic.attacking.map((u) => u.at), ...c.pic.flankHexes])
    for (const h of from) {
      const label = h === leadHex ? 'Lead' : c.pic.flankHexes.includes(h) ? 'Flank' : 'Attack'
      if (label === 'Flank') mark(h, 'flank')
      arrows.push({ from: h, to: c.pic.hex, side: 'attacker', label })
    }
    for (const h of new Set(c.pic.supporters.filter((u) => c.inCombat.defender.has(u.id)).map((u) => u.at))) arrows.push({ from: h, to: c.pic.hex, side: 'defender', label: 'Support' })
    for (const m of s.now?.moves ?? []) arrows.push({ from: m.from, to: m.to, side: m.side, label: 'Retreat' })
    // The chips turned up, on the board: each hex of the combat says what its units drew.
    const drawn = new Map<string, string[]>()
    for (const u of s.units) if (u.place === 'field' && u.chip !== null) drawn.set(u.at, [...(drawn.get(u.at) ?? []), u.chip > 0 ? `+${u.chip}` : u.chip < 0 ? `−${-u.chip}` : '0'])
    for (const [h, chips] of drawn) mark(h, `chip${chips.length > 1 ? 's' : ''} ${chips.join(' ')}`)
  }
  // Once the turn is over, the last combat's retreats stay drawn.
  if (!c) for (const m of s.lastMoves) arrows.push({ from: m.from, to: m.to, side: m.side, label: 'Retreat' })
  if (arrows.length) extras.arrows = arrows
  return mapView(s.map, extras)
}

/** The roll's exact outcomes once both leads are named (no form is open then, only Launch). */
function withLaunchPreview(s: KoreaState): { launchPreview?: Preview } {
  const p = rollPreview(s)
  return p ? { launchPreview: p } : {}
}

export function view(s: KoreaState): BattleView {
  const g = geometry(s.map)
  const c = shown(s, g)
  const decision = pending(s)
  const over = s.phase === 'over'
  const counters = [...s.units.map((u) => unitCounter(s, c, u)), ...s.depots.map((d) => depotCounter(s, d))]
  const sideView = (side: Side): SideView => {
    const info = s.sides[side]
    return {
      side,
      name: info.name,
      nation: info.nation,
      color: info.color,
      flag: info.flag,
      gauge: gauge(s, g, c, side),
      played: [],
      hand: [],
      losses: counters.filter((x) => x.side === side && x.place === 'losses'),
      routs: counters.filter((x) => x.side === side && x.place === 'routs'),
      canRetreat: false,
    }
  }
  const vp = SIDES.map((x) => `${s.sides[x].name} ${s.sides[x].vp} VP`).join(' · ')
  const last = s.lastRoll ? roundTitle(s, s.lastRoll.combat) : null
  const rolled = !!s.now?.roll
  const next = over || !s.now ? null : roundTitle(s, s.combatNo)
  return {
    ruleset: 'korea',
    title: s.name,
    location: { name: s.location, terrain: vp, crossing: 'none' },
    round: { last: rolled ? next : last, next, before: 'Before the first combat' },
    sides: { attacker: sideView('attacker'), defender: sideView('defender') },
    counters: counters.filter((x) => x.place === 'field'),
    pending: decision && { side: decision.side, kind: decision.kind, prompt: decision.prompt, form: decision.options },
    board: { kind: 'map' },
    map: battleMap(s, c),
    routs: true,
    showMorale: false,
    oddsScope: 'the turn',
    oddsNote: 'the rest of the turn with the default choices (best lead, losses cheapest in VP first)',
    launch: over || !s.now || (s.now.step !== 'lead' && s.now.step !== 'roll') ? null : `Roll combat ${s.combatNo + 1}`,
    ...withLaunchPreview(s),
    over,
  }
}
