import type { MapView } from '../../../core/map.ts'
import { SIDES, type Side } from '../../../core/types.ts'
import type { BattleView, CardView, CounterView, SideView } from '../../../core/view.ts'
import { CARD_BY_ID } from '../cards.ts'
import { TERRAIN_BY_ID } from '../terrain.ts'
import { view as battleView } from '../view.ts'
import { AIR_CARD_BY_ID } from './airCards.ts'
import { toTurnForm } from './forms.ts'
import { onMap, regionOf, strengthOf, traitsOf, typeOf } from './mapRules.ts'
import type { TurnLeader, TurnState, TurnUnit } from './state.ts'
import { settled } from './measure.ts'
import { battleDone, playableAirCards, turnPending } from './steps.ts'

/**
 * The turn in the battle window: the open battle as its own window shows it
 * (its zones, forms and dice), or, between battles, the region map with
 * every stack, the air moves, retreats and breakthroughs as arrows, and the
 * Battles List as the form beside it (section A).
 */
export function turnView(t: TurnState): BattleView {
  if (t.battle) {
    const v = battleView(t.battle)
    const n = t.records.length + 1
    const closing = battleDone(t)
    const inBattle: BattleView = {
      ...v,
      title: `${t.name} — battle ${n}: ${t.battle.region.name}`,
      // The turn goes on after this battle: its end is the turn's, with the Battle Summary.
      over: false,
      launch: closing ? (t.list.length ? 'Back to the Battles List' : 'End the turn') : v.launch,
      oddsNote: closing ? 'the rest of the turn, by the default policy' : 'this battle, without cards',
      oddsScope: closing ? 'the turn' : 'this battle',
    }
    if (t.battle.phase !== 'over') return inBattle
    // Over: the region map as its end leaves it (the loser's retreat drawn), where a breakthrough is chosen (section L).
    const after = settled(t)
    const map = turnMap(after)
    return {
      ...inBattle,
      board: { kind: 'map' },
      map: { ...map, focus: [t.battle.region.id] },
      counters: [...after.units.filter(onMap).map((u) => unitCounter(after, u)), ...after.leaders.filter(onMap).map(leaderCounter)],
    }
  }
  const d = turnPending(t)
  const form = d && toTurnForm(t, d)
  const counters = [...t.units.map((u) => unitCounter(t, u)), ...t.leaders.filter(onMap).map(leaderCounter)]
  const vp = { attacker: 0, defender: 0 }
  for (const r of t.records) for (const s of SIDES) vp[s] += r.sides[s].vp
  const sideView = (side: Side): SideView => {
    const st = t.sides[side]
    const playable = d?.kind === 'air-cards' && d.side === side ? playableAirCards(t, side) : []
    return {
      side,
      name: st.name,
      nation: st.nations.map((x) => x.name).join(' and '),
      color: st.color,
      flag: st.flag,
      gauge: {
        label: 'VP',
        title: 'Victory points of the battles won this turn',
        value: vp[side],
        parts: t.records.filter((r) => r.sides[side].vp > 0).map((r) => ({ source: `Battle ${r.n}: ${regionOf(t, r.region).name}`, value: r.sides[side].vp })),
        rules: 'The combat turn',
      },
      played: st.played.map((id) => cardView(id, false)),
      hand: st.hand.map((id) => cardView(id, playable.includes(id))),
      losses: counters.filter((c) => c.side === side && c.place === 'losses'),
      routs: [],
      canRetreat: false,
    }
  }
  const next =
    t.phase === 'air-cards' || t.phase === 'air'
      ? 'Air movement'
      : t.phase === 'list'
        ? `Battle ${t.records.length + 1} of ${t.records.length + t.list.length}`
        : null
  const last = t.records.length ? `Battle ${t.records.length}: ${regionOf(t, t.records.at(-1)!.region).name}` : t.phase === 'list' && t.airMoves.length ? 'Air movement' : null
  return {
    ruleset: 'grand',
    title: t.name,
    location: { name: t.phase === 'over' ? 'End of turn' : t.phase === 'list' ? 'Battles List' : 'Air movement', terrain: 'Region map', crossing: 'none' },
    round: { last, next, before: 'Start of turn' },
    sides: { attacker: sideView('attacker'), defender: sideView('defender') },
    counters: counters.filter((c) => c.place === 'field'),
    pending: form && { side: form.side, kind: form.kind, prompt: form.prompt, form: form.options, ...(form.secret ? { secret: true } : {}) },
    board: { kind: 'map' },
    map: turnMap(t),
    routs: false,
    showMorale: false,
    oddsNote: 'the whole turn, by the default policy',
    oddsScope: 'the turn',
    launch: t.phase === 'air' ? 'Launch air movement' : null,
    over: t.phase === 'over',
  }
}

function cardView(id: string, playable: boolean): CardView {
  const c = CARD_BY_ID.get(id) ?? AIR_CARD_BY_ID.get(id)!
  return { id, name: c.name, text: c.text, playable, reusable: 'reusable' in c ? c.reusable : false }
}

function unitCounter(t: TurnState, u: TurnUnit): CounterView {
  const type = typeOf(u)
  const attack = u.spec.attack ?? type.attack
  const defense = u.spec.defense ?? type.defense
  const morale = u.spec.morale ?? type.morale
  const value = u.side === 'attacker' ? attack : defense
  const tr = traitsOf(u)
  const notes = [`At ${regionOf(t, u.region).name}`]
  if (tr.air) notes.push(`Based at ${regionOf(t, u.base).name}`)
  if (u.spec.from) notes.push(`Attacking from ${regionOf(t, u.spec.from).name}`)
  if (type.aa !== undefined) notes.push(`AA ${type.aa}: fires at enemy planes entering its region (section N)`)
  if (type.airCombat) notes.push(`Air combat ${type.airCombat}${tr.fighter ? ', interceptor' : ''}`)
  if (u.stealth) notes.push('Stealth (SL)')
  if (u.spec.breakthroughsMade) notes.push(`Breakthroughs made this turn: ${u.spec.breakthroughsMade}`)
  if (u.spec.doubleBreakthrough === false) notes.push('Its nation makes one breakthrough a turn')
  return {
    id: u.id,
    side: u.side,
    name: u.name,
    icon: type.kind,
    zone: 'map',
    at: u.region,
    attack,
    defense,
    morale,
    strength: u.status === 'map' ? strengthOf(u) : 0,
    maxStrength: u.spec.strength ?? type.strength,
    elite: u.spec.elite,
    value,
    baseValue: value,
    modifiers: [],
    tint: 'none',
    strip: { parts: [{ of: 'attack', text: String(attack), tint: 'none' }, { of: 'defense', text: String(defense), tint: 'none' }], join: '-' },
    active: true,
    targetable: false,
    place: u.status === 'map' ? 'field' : 'losses',
    panicked: false,
    leader: null,
    notes,
    rules: 'The combat turn',
  }
}

function leaderCounter(l: TurnLeader): CounterView {
  const { combat, morale } = l.spec
  return {
    id: l.id,
    side: l.side,
    name: l.name,
    icon: 'leader',
    zone: 'map',
    at: l.region,
    attack: combat,
    defense: combat,
    morale,
    strength: 0,
    maxStrength: 0,
    elite: false,
    value: combat,
    baseValue: combat,
    modifiers: [],
    tint: 'none',
    strip: { parts: [{ of: 'combat', text: String(combat), tint: 'none' }, { of: 'morale', text: String(morale), tint: 'none' }], join: '·' },
    active: true,
    targetable: false,
    place: 'field',
    panicked: false,
    leader: { combat, morale },
    notes: [`Combat ${combat}, morale ${morale}`],
    rules: 'Commanding leader',
  }
}

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`

/** The region map: terrain, owners, connections with their crossings; the turn's moves as arrows. */
function turnMap(t: TurnState): MapView {
  const arrows: NonNullable<MapView['arrows']> = []
  const listed = new Map(t.list.map((e, i) => [e.region, i + 1]))
  for (const a of t.air) {
    let from = a.from
    a.reached.forEach((r, i) => {
      const lastHop = i === a.reached.length - 1
      const fate = [a.returned.length ? `${a.returned.length} back` : '', a.destroyed.length ? `${a.destroyed.length} lost` : ''].filter(Boolean).join(', ')
      arrows.push({ from, to: r, side: 'attacker', label: lastHop ? `air: ${plural(a.units.length, 'plane')}${fate ? ` (${fate})` : ''}` : '' })
      from = r
    })
  }
  for (const r of t.records) {
    if (r.retreat) {
      const to = new Map<string, number>()
      for (const m of r.retreat.moves) if (m.to && m.to !== r.region) to.set(m.to, (to.get(m.to) ?? 0) + 1)
      for (const [region, n] of to) arrows.push({ from: r.region, to: region, side: r.retreat.side, label: `retreat: ${plural(n, 'unit')}` })
    }
    if (r.breakthrough) arrows.push({ from: r.region, to: r.breakthrough.region, side: 'attacker', label: `breakthrough: ${plural(r.breakthrough.units.length, 'unit')}` })
  }
  // Where each battle still to fight is attacked from.
  const attacks = new Map<string, number>()
  for (const u of t.units) {
    if (!onMap(u) || u.side !== 'attacker' || !u.spec.from || !listed.has(u.region) || traitsOf(u).air) continue
    const key = `${u.spec.from}|${u.region}`
    attacks.set(key, (attacks.get(key) ?? 0) + 1)
  }
  for (const [key, n] of attacks) {
    const [from, to] = key.split('|') as [string, string]
    // A breakthrough's arrow already says who attacks there from where.
    if (!arrows.some((a) => a.from === from && a.to === to && a.side === 'attacker')) arrows.push({ from, to, side: 'attacker', label: `attack: ${plural(n, 'unit')}` })
  }
  const fought = new Map(t.records.map((r) => [r.region, r]))
  return {
    grid: 'regions',
    places: t.regions.map((g) => {
      const marks: string[] = []
      const i = listed.get(g.id)
      if (i !== undefined) marks.push(`battle ${i}`)
      const rec = fought.get(g.id)
      if (rec) marks.push(rec.winner ? `won by ${t.sides[rec.winner].name}` : 'no winner')
      if (g.fortified) marks.push('fort')
      if (g.airfield) marks.push('airfield')
      for (const s of SIDES) if (t.sides[s].supply.includes(g.id)) marks.push('supply')
      return {
        id: g.id,
        name: g.name,
        x: g.x,
        y: g.y,
        terrain: TERRAIN_BY_ID.get(g.terrain)?.id ?? g.terrain,
        owner: g.owner,
        ...(g.stackingLimit ? { stacking: g.stackingLimit } : {}),
        marks,
      }
    }),
    edges: t.connections.map((c) => ({ a: c.between[0], b: c.between[1], features: c.crossing === 'none' ? ['connection'] : ['connection', c.crossing] })),
    focus: t.records.length && t.phase !== 'over' ? [t.records.at(-1)!.region] : [],
    arrows: merged(arrows),
  }
}

/** Arrows along the same way for the same side drawn once, their labels joined: two on one line would hide each other. */
function merged(arrows: NonNullable<MapView['arrows']>): NonNullable<MapView['arrows']> {
  const out: NonNullable<MapView['arrows']> = []
  for (const a of arrows) {
    const same = out.find((o) => o.from === a.from && o.to === a.to && o.side === a.side)
    if (!same) out.push({ ...a })
    else if (a.label) same.label = same.label ? `${same.label} · ${a.label}` : a.label
  }
  return out
}
