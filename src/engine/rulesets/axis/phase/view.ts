import type { MapView } from '../../../core/map.ts'
import type { Side } from '../../../core/types.ts'
import type { BattleView, CounterView, SideView } from '../../../core/view.ts'
import { UNIT_TYPE_BY_ID } from '../units.ts'
import { areaEdges, view as battleView } from '../view.ts'
import { areaNameOf, breakthroughType, nextBattleNumber, onMap, recordLabel } from './rules.ts'
import type { PhaseState, PhaseUnit } from './state.ts'
import { battleDone, phasePending } from './steps.ts'

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/**
 * The phase in the battle window: the open battle as its own window shows
 * it, or, between battles, the area map with every unit, the attacks still
 * to fight, the retreats and the breakthroughs as arrows, and the phase's
 * question (the next battle, or a breakthrough) as the form beside it.
 */
export function phaseView(p: PhaseState): BattleView {
  if (p.battle) {
    const v = battleView(p.battle)
    const closing = battleDone(p)
    const what = p.stage === 'breakthrough' ? 'breakthrough battle' : 'battle'
    const next = p.list.length ? 'Back to the battle list' : p.stage === 'normal' ? 'On to Breakthrough Combat' : 'End the combat phase'
    return {
      ...v,
      title: `${p.name} — ${what} ${nextBattleNumber(p)}: ${p.battle.area.name}`,
      // The phase goes on after this battle: the summary is the phase's.
      over: false,
      launch: closing ? next : v.launch,
      oddsNote: closing ? 'the rest of the phase, by the default policy' : v.oddsNote,
      oddsScope: closing ? 'the phase' : 'this battle',
    }
  }
  const d = phasePending(p)
  // Each area attacked this phase, by who holds it now: taken by the attacker or held by the defender.
  const attacked = [...new Set(p.records.map((r) => r.area))]
  const taken = (side: Side) => attacked.filter((a) => (p.areas.find((x) => x.id === a)!.owner === 'attacker') === (side === 'attacker'))
  const all = p.units.map((u) => counter(p, u))
  const sideView = (side: Side): SideView => {
    const st = p.sides[side]
    const rs = taken(side)
    return {
      side,
      name: st.name,
      nation: st.nation,
      color: st.color,
      flag: st.flag,
      gauge: {
        label: side === 'attacker' ? 'Taken' : 'Held',
        title: side === 'attacker' ? 'Areas taken this phase' : 'Areas attacked this phase and held',
        value: rs.length,
        parts: rs.map((a) => ({ source: areaNameOf(p, a), value: 1 })),
        rules: 'Breakthrough Combat',
      },
      played: [],
      hand: [],
      losses: all.filter((c) => c.side === side && c.place === 'losses'),
      routs: [],
      canRetreat: false,
    }
  }
  const fought = p.records.length
  const stage = p.stage === 'normal' ? 'Normal combat' : 'Breakthrough Combat'
  return {
    ruleset: 'axis',
    title: p.name,
    location: { name: p.phase === 'over' ? 'End of the combat phase' : p.phase === 'declare' ? 'Breakthrough Combat' : p.phase === 'moves' ? 'Combat moves' : stage, terrain: 'Area map', crossing: 'none' },
    round: {
      last: fought ? recordLabel(p, p.records.at(-1)!) : null,
      // Short: the header's middle line has the width of a battle's round name.
      next: p.phase === 'moves' ? 'Combat moves' : p.phase === 'list' ? `${p.stage === 'normal' ? 'Battle' : 'Breakthrough battle'} ${nextBattleNumber(p)}` : p.phase === 'declare' ? 'Breakthrough Combat' : null,
      before: 'Start of the combat phase',
    },
    sides: { attacker: sideView('attacker'), defender: sideView('defender') },
    counters: all.filter((c) => c.place === 'field'),
    pending: d && { side: d.side, kind: d.kind, prompt: d.prompt, form: d.options },
    board: { kind: 'map' },
    map: phaseMap(p),
    routs: false,
    showMorale: false,
    oddsNote: 'the whole phase, by the default policy',
    oddsScope: 'the phase',
    launch: p.phase === 'moves' ? 'Launch the combat moves' : null,
    over: p.phase === 'over',
  }
}

function counter(p: PhaseState, u: PhaseUnit): CounterView {
  const t = UNIT_TYPE_BY_ID.get(u.type)!
  const value = u.side === 'attacker' ? t.attack : t.defense
  const notes = [`Attack ${t.attack}, defense ${t.defense}, cost ${t.cost}`, `At ${areaNameOf(p, u.area)}`]
  if (u.attacks) notes.push(`Attacks ${areaNameOf(p, u.attacks)}${u.from ? ` from ${areaNameOf(p, u.from)}` : ''}`)
  if (u.tech2) notes.push('Tech-2 infantry: may break through')
  if (u.retreated) notes.push('Retreated: no longer eligible for Breakthrough Combat (§5.6)')
  if (u.eligibleFrom && !u.brokeThrough) notes.push(`Qualified for Breakthrough Combat from ${areaNameOf(p, u.eligibleFrom)}`)
  if (u.brokeThrough) notes.push('Made its breakthrough move this phase')
  if (u.side === 'attacker' && !breakthroughType(u) && u.eligibleFrom === null && p.stage === 'breakthrough') notes.push('Not a breakthrough unit (armor, Tech-2 infantry, TacAir fighters only)')
  return {
    id: u.id,
    side: u.side,
    name: u.name,
    icon: u.type,
    zone: 'map',
    // A unit moving into combat stands in the area it attacks (as the game's pieces do), its arrow from where it came.
    at: u.attacks ?? u.area,
    attack: t.attack,
    defense: t.defense,
    morale: 0,
    strength: onMap(u) ? 1 : 0,
    maxStrength: 1,
    elite: false,
    value,
    baseValue: value,
    modifiers: [],
    tint: 'none',
    strip: { parts: [{ of: 'attack', text: String(t.attack), tint: 'none' }, { of: 'defense', text: String(t.defense), tint: 'none' }], join: '-' },
    active: u.eligibleFrom !== null && !u.brokeThrough && p.phase === 'declare' && p.groups[0] === u.eligibleFrom,
    targetable: false,
    place: onMap(u) ? 'field' : 'losses',
    panicked: false,
    leader: null,
    notes,
    rules: 'Breakthrough Combat',
  }
}

/** The area map: owners and borders; attacks still to fight, retreats and breakthroughs as arrows; each area's part in the phase as a mark. */
function phaseMap(p: PhaseState): MapView {
  const edges = areaEdges(p.areas)
  const arrows: NonNullable<MapView['arrows']> = []
  const add = (from: string, to: string, side: Side, label: string) => {
    const same = arrows.find((a) => a.from === from && a.to === to && a.side === side)
    if (same) same.label = `${same.label} · ${label}`
    else arrows.push({ from, to, side, label })
  }
  for (const r of p.records) {
    for (const m of r.retreats) add(r.area, m.to, m.side, `retreat: ${plural(m.units.length, 'unit')}`)
  }
  for (const b of p.breakouts) add(b.from, b.to, 'attacker', `breakthrough: ${plural(b.units.length, 'unit')}`)
  const attacks = new Map<string, number>()
  for (const u of p.units) {
    if (!onMap(u) || u.side !== 'attacker' || !u.attacks || u.brokeThrough) continue
    const key = `${u.from ?? u.area}|${u.attacks}`
    attacks.set(key, (attacks.get(key) ?? 0) + 1)
  }
  for (const [key, n] of attacks) {
    const [from, to] = key.split('|') as [string, string]
    add(from, to, 'attacker', `attack: ${plural(n, 'unit')}`)
  }
  const listed = new Map(p.list.map((a, i) => [a, i + 1]))
  const last = new Map(p.records.map((r) => [r.area, r]))
  return {
    grid: 'regions',
    places: p.areas.map((a) => {
      const marks: string[] = []
      const i = listed.get(a.id)
      if (i !== undefined) marks.push(`battle ${i}`)
      const r = last.get(a.id)
      if (r) marks.push(r.conquered ? (r.empty ? 'taken (empty)' : 'taken') : 'held')
      if (p.phase === 'declare' && p.groups[0] === a.id) marks.push('breakthrough from here')
      return { id: a.id, name: a.name, x: a.x * 100, y: a.y * 100, terrain: a.terrain, owner: a.owner, marks }
    }),
    edges,
    // The battle whose units break through; the list's battles are marked (yellow) by the form itself.
    focus: p.phase === 'declare' ? [p.groups[0]!] : [],
    arrows,
  }
}
