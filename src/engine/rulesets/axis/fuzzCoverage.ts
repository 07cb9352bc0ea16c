import type { Side } from '../../core/types.ts'
import { MAX_ROUNDS, ROUND_STEPS } from './advance.ts'
import type { AxisKind } from './decisions.ts'
import type { AxisEvent } from './events.ts'
import { FORTIFICATIONS } from './fortifications.ts'
import type { PhaseEvent, PhaseOwnEvent } from './phase/events.ts'
import { isPhaseState, type PhaseState } from './phase/state.ts'
import type { PhaseKind } from './phase/steps.ts'
import { areaName } from './randomScenario.ts'
import type { AxisState, StepId } from './state.ts'
import { UNIT_TYPES } from './units.ts'
import { countFighting } from './work.ts'

/**
 * What the fuzzer counts as reached in an axis battle or combat phase
 * (issue 18), and every such label the rule system has. The lists come from
 * the code's own tables, or from its types through records the compiler holds
 * complete.
 */

type AnyEvent = AxisEvent | PhaseEvent

/** Every event type of a battle and of a phase (the compiler wants each, and no other). */
const EVENT_TYPES: Record<AnyEvent['t'], true> = {
  round: true,
  step: true,
  decision: true,
  support: true,
  assign: true,
  exposed: true,
  shot: true,
  hits: true,
  casualty: true,
  flip: true,
  unflip: true,
  wasted: true,
  retreat: true,
  'fortification-captured': true,
  breakthrough: true,
  end: true,
  'combat-move': true,
  'area-taken': true,
  'battle-list': true,
  'battle-open': true,
  'battle-closed': true,
  'breakthrough-stage': true,
  'phase-decision': true,
  'breakthrough-move': true,
  'no-breakthrough': true,
  'phase-end': true,
}

/** Every question a battle or a phase asks (pending's kinds). */
const DECISION_KINDS: Record<AxisKind | PhaseKind, true> = { support: true, assign: true, aim: true, casualties: true, retreat: true, 'next-battle': true, breakthrough: true }

/** How an area of a phase changes hands. */
const TAKEN_HOW: Record<Extract<PhaseOwnEvent, { t: 'area-taken' }>['how'], true> = { empty: true, battle: true, breakthrough: true }

/** Each way a battle ends (the finish() calls of end.ts, advance.ts and retreat.ts), and a phase (P10). */
const BATTLE_ENDINGS = [
  'both-destroyed',
  'attacker-destroyed',
  'defender-destroyed',
  'empty-area',
  'planes-alone',
  'attacker-retreated',
  'defender-retreated',
  'planes-sent-away',
  'no-combat',
  'broken-off',
] as const
const PHASE_ENDINGS = ['phase-taken', 'phase-held'] as const
type Ending = (typeof BATTLE_ENDINGS)[number] | (typeof PHASE_ENDINGS)[number]

/** Steps that only keep the books (the round's end, the retreat questions, Air Combat's losses): no step event. */
const SILENT_STEPS: ReadonlySet<StepId> = new Set(['air-end', 'round-end', 'retreat-attacker', 'retreat-defender'])

/** The ways to answer each question, as the decision events and the events after them show them. */
const ANSWERS = [
  'support-join',
  'support-stay',
  'assign-aircap',
  'assign-tacair',
  'aim-target',
  'aim-mission',
  'aim-land',
  'casualties-line',
  'casualties-normal',
  'retreat-stay',
  'retreat-attacker-air',
  'retreat-attacker-all',
  'retreat-defender-air',
  'retreat-defender-all',
  'breakthrough-empty',
  'breakthrough-battle',
] as const

/** §5.6: why a won battle does or does not open Breakthrough Combat; a breakthrough battle (P9). */
const BREAKTHROUGHS = ['empty-area', 'air-superiority', 'not-qualified', 'second-move'] as const

/** The battle's scenario kinds, and the phase. */
const SCENARIO_KINDS = ['land', 'naval', 'amphibious', 'phase'] as const

const is = <T extends AnyEvent['t']>(e: AnyEvent, t: T): e is Extract<AnyEvent, { t: T }> => e.t === t

/** How a battle ended, from its end state and the events of its last round (since its last "round" event). */
export function battleEnding(s: AxisState, events: readonly AnyEvent[]): Ending | null {
  const r = s.result
  if (!r) return null
  if (r.winner === null) return 'both-destroyed'
  let from = 0
  events.forEach((e, i) => {
    if (e.t === 'round') from = i
  })
  const last = events.slice(from)
  const asked = (side: Side) => last.some((e) => is(e, 'decision') && e.kind === 'retreat' && e.side === side)
  const fled = last.find((e) => is(e, 'retreat') && e.what === 'all' && asked(e.side))
  if (fled && is(fled, 'retreat')) return `${fled.side}-retreated`
  // The round ended before any step: a side had nothing left, or no combat could take place (§5.2 table).
  const fought = last.some((e) => e.t === 'step')
  if (!fought && last.some((e) => (is(e, 'retreat') || is(e, 'casualty')) && e.side === 'defender')) return 'planes-sent-away'
  if (s.round > MAX_ROUNDS) return 'broken-off'
  if (r.winner === 'defender') return countFighting(s, 'attacker') > 0 ? 'no-combat' : 'attacker-destroyed'
  if (s.emptyAtStart && s.round <= 1) return 'empty-area'
  return r.conquered || s.area.naval ? 'defender-destroyed' : 'planes-alone'
}

function answers(events: readonly AnyEvent[]): string[] {
  const out: string[] = []
  for (const e of events) {
    if (is(e, 'support')) out.push(e.joins ? 'support-join' : 'support-stay')
    else if (is(e, 'breakthrough-move')) out.push(e.empty ? 'breakthrough-empty' : 'breakthrough-battle')
    else if (is(e, 'decision')) {
      // The answer as decisions.ts summarize() writes it: "unit=value, …", "line: unit×n …", "stay", "air to X".
      const values = e.choice.split(', ').map((x) => x.slice(x.indexOf('=') + 1))
      if (e.kind === 'assign') for (const v of values) out.push(`assign-${v}`)
      else if (e.kind === 'aim') for (const v of values) out.push(v === 'mission' || v === 'land' ? `aim-${v}` : 'aim-target')
      else if (e.kind === 'casualties') for (const f of e.choice.split(', ')) out.push(f.startsWith('normal:') ? 'casualties-normal' : 'casualties-line')
      else if (e.kind === 'retreat') out.push(e.choice === 'stay' ? 'retreat-stay' : `retreat-${e.side}-${e.choice.split(' ')[0]}`)
    }
  }
  return out.map((a) => `answer:${a}`)
}

function battleFeatures(s: AxisState, events: readonly AnyEvent[]): string[] {
  const out = [`scenario:${s.area.naval ? 'naval' : s.area.amphibious ? 'amphibious' : 'land'}`]
  for (const u of s.units) {
    out.push(`unit:${u.type}`)
    if (u.tech2) out.push('unit:tech2')
    if (u.bombard) out.push('unit:bombard')
  }
  const f = s.fortification
  if (f && s.units.some((u) => u.fortified)) out.push(`fortification:${f.kind}`)
  if (s.units.some((u) => u.normalHits)) out.push('fortification:mixed-groups')
  if (f?.captured && !events.some((e) => e.t === 'fortification-captured')) out.push('fortification:captured-before')
  const b = s.result?.breakthrough
  if (b) out.push(`breakthrough:${!b.qualified ? 'not-qualified' : s.emptyAtStart ? 'empty-area' : 'air-superiority'}`)
  const ending = battleEnding(s, events)
  if (ending) out.push(`ending:${ending}`)
  return out
}

function phaseFeatures(p: PhaseState): string[] {
  const out = ['scenario:phase']
  for (const u of p.units) {
    out.push(`unit:${u.type}`)
    if (u.tech2) out.push('unit:tech2')
  }
  for (const r of p.records) {
    if (r.stage === 'breakthrough') {
      if (!r.empty) out.push('breakthrough:second-move')
    } else if (r.empty) out.push('breakthrough:empty-area')
    else if (r.conquered) out.push(`breakthrough:${r.qualified ? 'air-superiority' : 'not-qualified'}`)
  }
  if (p.result) out.push(`ending:${p.result.winner === 'attacker' ? 'phase-taken' : 'phase-held'}`)
  return out
}

/** What a battle or a phase reached, beyond its event types, questions and rounds: "category:label". */
export function axisCoverage(s: object, events: readonly { t: string }[]): string[] {
  const ev = events as readonly AnyEvent[]
  const out = isPhaseState(s) ? phaseFeatures(s) : battleFeatures(s as AxisState, ev)
  for (const e of ev) {
    if (is(e, 'step')) out.push(`step:${e.step}`)
    else if (is(e, 'assign')) out.push(`mission:${e.mission ?? 'stays-out'}`)
    else if (is(e, 'exposed')) out.push(`exposed:${e.side}`)
    else if (is(e, 'area-taken')) out.push(`area-taken:${e.how}`)
  }
  out.push(...answers(ev))
  return out
}

/** Every label an axis battle or phase can reach (the fuzz report names those no battle did). */
export function axisKnown(): string[] {
  return [
    ...Object.keys(DECISION_KINDS).map((k) => `decision:${k}`),
    // engine.ts roundLabel: a battle's "Round N"; a phase's "Battle N: <area>" (random phases name their areas "Area N").
    'round:Round N',
    `round:Battle N: ${areaName(0).replace(/\d+/g, 'N')}`,
    ...Object.keys(EVENT_TYPES).map((t) => `event:${t}`),
    ...[...BATTLE_ENDINGS, ...PHASE_ENDINGS].map((k) => `ending:${k}`),
    ...SCENARIO_KINDS.map((k) => `scenario:${k}`),
    ...UNIT_TYPES.map((t) => `unit:${t.id}`),
    'unit:tech2',
    'unit:bombard',
    ...Object.keys(FORTIFICATIONS).map((k) => `fortification:${k}`),
    'fortification:mixed-groups',
    'fortification:captured-before',
    ...ROUND_STEPS.filter((s) => !SILENT_STEPS.has(s)).map((s) => `step:${s}`),
    'mission:aircap',
    'mission:tacair',
    'mission:stays-out',
    'exposed:attacker',
    'exposed:defender',
    ...Object.keys(TAKEN_HOW).map((h) => `area-taken:${h}`),
    ...BREAKTHROUGHS.map((b) => `breakthrough:${b}`),
    ...ANSWERS.map((a) => `answer:${a}`),
  ]
}
