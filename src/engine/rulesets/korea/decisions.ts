import { checkAnswer, defaultAnswer, type Form, type FormDecision } from '../../core/form.ts'
import type { Choice } from '../../core/ruleset.ts'
import { RuleError, type Side } from '../../core/types.ts'
import { DEPOT_DRM } from './charts.ts'
import { depotsInRange, leadCandidates } from './combat.ts'
import type { KoreaEvent } from './events.ts'
import { geometry, hexName, type Geometry } from './geometry.ts'
import { lossOptions, placeRetreat, satisfy } from './losses.ts'
import { defaultLead, defaultLosses } from './policy.ts'
import { chooseLead, currentPicture } from './resolve.ts'
import { retreatChoices } from './retreat.ts'
import type { KoreaState, Unit } from './state.ts'
import { closeWork, openWork, unitById, unSide } from './work.ts'

/**
 * The questions of a combat, each a form: each side's lead unit (and the UN
 * side's depot), the loss form of a side that owes loss points (slots with
 * their costs, a click on a counter puts a point on its unit's first way),
 * and where each retreat goes (a click on a lit hex).
 */
export const DECISION_KINDS = ['lead', 'losses', 'retreat'] as const
export type KoreaDecision = FormDecision<(typeof DECISION_KINDS)[number]>
export const NO_DEPOT = 'none'

const KIND_NAME = { meeting: 'Meeting Engagement', prepared: 'Prepared Attack' } as const

export function combatTitle(s: KoreaState, i = s.combatNo): string {
  const plan = s.combats[i]!
  return `Combat ${i + 1} of ${s.combats.length}, ${KIND_NAME[plan.kind]} on ${hexName(geometry(s.map), plan.defend)}`
}

/** Short, for the round in the window's top bar and the summary's trace: "Combat 1 of 2". */
export function roundTitle(s: KoreaState, i: number): string {
  return `Combat ${i + 1} of ${s.combats.length}`
}

export function unitLabel(u: Unit): string {
  return `${u.name} (${u.quality}, ${u.type}${u.static ? ', static' : ''})`
}

function leadForm(s: KoreaState, g: Geometry, side: Side): Form {
  const pic = currentPicture(s, g, side === 'attacker' ? null : undefined)
  const def = defaultLead(s, g, side)
  const fields: Form['fields'] = [
    {
      type: 'pick',
      id: 'lead',
      label: 'Lead unit',
      targets: 'counters',
      choices: leadCandidates(pic, side).map((u) => ({ value: u.id, label: unitLabel(u), title: `Its quality (${u.quality}) meets the enemy lead's; routed, it satisfies every loss point${side === 'attacker' ? '; the hex across the combat hex from it may flank' : ''}` })),
      default: def.lead,
    },
  ]
  const depots = side === unSide(s) ? depotsInRange(s, g, pic.hex) : []
  if (depots.length) {
    const drm = DEPOT_DRM[s.combats[s.combatNo]!.kind]
    fields.push({
      type: 'pick',
      id: 'depot',
      label: 'Depot',
      choices: [{ value: NO_DEPOT, label: 'Keep the depots' }, ...depots.map((d) => ({ value: d.id, label: `Expend the depot at ${d.name} (+${drm})`, title: 'Expended, it is gone: it can no longer satisfy a loss point' }))],
      default: def.depot ?? NO_DEPOT,
    })
  }
  return { fields, submit: 'Choose the lead' }
}

function lossForm(s: KoreaState, g: Geometry, side: Side): Form {
  const owed = s.now!.owed[side]
  const options = lossOptions(s, g, side)
  return {
    fields: [
      {
        type: 'allocate',
        id: 'losses',
        label: 'Loss points',
        total: owed,
        slots: options.map((o) => ({ value: o.value, label: o.label, title: o.title, max: o.max, cost: o.cost })),
        default: defaultLosses(s, side, options, owed),
        targets: 'counters',
      },
    ],
    submit: 'Satisfy the losses',
  }
}

function retreatForm(s: KoreaState, g: Geometry): Form {
  const r = s.now!.retreats[0]!
  const u = unitById(s, r.unit)!
  const choices = retreatChoices(s, g, u, r.far, s.combats[s.combatNo]!.defend)
  return {
    fields: [{ type: 'place', id: 'to', label: `${u.name} retreats to`, targets: 'places', choices: choices.map((c) => ({ value: c.hex, label: hexName(g, c.hex), title: c.why })), default: choices[0]!.hex }],
    submit: 'Retreat',
  }
}

export function pending(s: KoreaState): KoreaDecision | null {
  const now = s.now
  if (s.phase === 'over' || !now) return null
  const g = geometry(s.map)
  if (now.step === 'lead') {
    const side: Side = now.leads.attacker ? 'defender' : 'attacker'
    const form = leadForm(s, g, side)
    return { side, kind: 'lead', prompt: `${combatTitle(s)}: choose the lead unit`, options: form, launch: defaultAnswer(form) }
  }
  if (now.step === 'losses') {
    const side = now.toAnswer[0]!
    const roll = now.roll!
    const n = now.owed[side]
    return {
      side,
      kind: 'losses',
      prompt: `${combatTitle(s)}: differential ${roll.differential > 0 ? '+' : roll.differential < 0 ? '−' : ''}${Math.abs(roll.differential)}, ${roll.ratio[side]}:1 against ${s.sides[side].name}: satisfy ${n} loss point${n === 1 ? '' : 's'}`,
      options: lossForm(s, g, side),
    }
  }
  if (now.step === 'retreat') {
    const r = now.retreats[0]!
    const u = unitById(s, r.unit)!
    return { side: u.side, kind: 'retreat', prompt: `Where does ${u.name} retreat (${r.far ? '2–3 hexes' : '1 hex'})? Towards supply and away from the enemy where possible`, options: retreatForm(s, g) }
  }
  return null
}

export function decide(s: KoreaState, side: Side, c: Choice): { state: KoreaState; events: KoreaEvent[] } {
  const d = pending(s)
  if (!d) throw new RuleError(s.phase === 'over' ? 'the battle is over' : 'no decision is pending: launch the combat')
  if (side !== d.side || c.kind !== d.kind) throw new RuleError(`${s.sides[d.side].name} decides ${d.kind} now, not ${s.sides[side].name} ${c.kind}`)
  const bad = checkAnswer(d.options, c.answer)
  if (bad) throw new RuleError(bad)
  const w = openWork(s)
  if (c.kind === 'lead') {
    const depot = c.answer.depot
    chooseLead(w, side, c.answer.lead as string, typeof depot === 'string' && depot !== NO_DEPOT ? depot : null, c.reason)
  } else if (c.kind === 'losses') {
    satisfy(w, side, lossOptions(w.s, w.g, side), c.answer.losses as Record<string, number>, c.reason)
  } else placeRetreat(w, c.answer.to as string, c.reason)
  return closeWork(w)
}
