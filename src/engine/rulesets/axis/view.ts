import type { Form } from '../../core/form.ts'
import type { Side } from '../../core/types.ts'
import type { BattleView, CounterView, SideView, Zone } from '../../core/view.ts'
import { stepLabel } from './advance.ts'
import { pending } from './decisions.ts'
import { ownValue } from './fire.ts'
import type { AxisState, Unit } from './state.ts'
import { UNIT_TYPE_BY_ID } from './units.ts'
import { fighting, isPlane } from './work.ts'

function zoneOf(s: AxisState, u: Unit): Zone {
  if (isPlane(u)) return u.mission === 'tacair' ? 'tacair' : 'aircap'
  if (u.bombard || u.type === 'artillery' || u.type === 'aa-gun') return 'support'
  return s.area.naval || u.type === 'infantry' || u.type === 'armor' ? 'front' : 'support'
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
    active: s.phase === 'battle' && u.place === 'field' && !u.acted && value > 0,
    targetable: fighting(u),
    place: u.place === 'losses' ? 'losses' : 'field',
    panicked: false,
    leader: null,
    notes: notes(s, u),
  }
  if (u.fortified) c.fortified = true
  if (u.halfHits > 0) c.flipped = true
  if (u.group) c.group = u.group
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
  return { label: 'Units', title: 'Units and hits remaining', value, parts }
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
      // The window's map is 0..100 map units; the scenario gives 0..1.
      regions: s.areas.map((a) => ({ id: a.id, name: a.name, x: a.x * 100, y: a.y * 100, terrain: a.terrain, owner: a.owner, neighbours: a.neighbours.slice(), battle: a.id === s.area.id })),
    },
    round: { last: s.last, next: over ? null : s.next ? stepLabel(s, s.next) : `Round ${s.round + 1}` },
    sides: { attacker: sideView('attacker'), defender: sideView('defender') },
    counters: all.filter((c) => c.place === 'field'),
    pending: decision && { side: decision.side, kind: decision.kind, prompt: decision.prompt, form: decision.options },
    aims: s.aims.slice(),
    // Fixed for the whole battle: counters keep their columns when the last plane falls.
    columns: ['support', 'aircap', 'tacair', 'front'],
    launch: over || decision ? null : s.next ? `Continue: ${stepLabel(s, s.next)}` : `Fight round ${s.round + 1}`,
    over,
  }
}

