import { checkAnswer, type Form, type FormAnswer, type FormDecision } from '../../core/form.ts'
import { RuleError, type Side } from '../../core/types.ts'
import { settleWithoutDice, stepLabel } from './advance.ts'
import type { AxisEvent } from './events.ts'
import { applyAssign, applySupport, assignForm, continueSetup, supportForm } from './missions.ts'
import { applyRetreat, retreatForm } from './retreat.ts'
import type { AxisState } from './state.ts'
import { casualtyForm, readAlloc } from './volley.ts'
import { areaName, closeWork, emit, openWork, unitById, type Work } from './work.ts'

export type AxisKind = 'support' | 'assign' | 'aim' | 'casualties' | 'retreat'

export type AxisChoice =
  | { kind: AxisKind; answer: FormAnswer; reason?: string }
  /** A side's standing order of loss, by unit type: accepted whenever the battle is not over. */
  | { kind: 'order'; answer: { order: string[] }; reason?: string }

export type AxisDecision = FormDecision<AxisKind>

function aimChoiceLabel(s: AxisState, v: string): string {
  if (v === 'mission') return 'Fly its TacAir mission instead'
  if (v === 'land') return 'Ignore it and fight in land combat'
  return unitById(s, v)?.name ?? v
}

function aimForm(s: AxisState): Form {
  const ask = s.ask as Extract<AxisState['ask'], { kind: 'aim' }>
  return {
    fields: ask.fields.map((f) => {
      const u = unitById(s, f.unit)!
      return {
        type: 'pick' as const,
        id: f.unit,
        label: u.name,
        unit: f.unit,
        choices: f.choices.map((v) => ({ value: v, label: aimChoiceLabel(s, v) })),
        default: f.default,
      }
    }),
    submit: 'Fire',
  }
}

function formOf(s: AxisState): Form {
  const ask = s.ask!
  switch (ask.kind) {
    case 'support':
      return supportForm(s)
    case 'assign':
      return assignForm(s, ask.side)
    case 'aim':
      return aimForm(s)
    case 'casualties':
      return casualtyForm(s, ask.side)
    case 'retreat':
      return retreatForm(s, ask.side)
  }
}

function promptOf(s: AxisState): string {
  const ask = s.ask!
  const who = s.sides[ask.side].name
  switch (ask.kind) {
    case 'support':
      return `${who}: send adjacent fighters as Defensive Air Support?`
    case 'assign':
      return `${who}: assign fighters to AirCap or TacAir`
    case 'aim':
      return `${who}: ${stepLabel(s, ask.step)} — choose targets`
    case 'casualties':
      return `${who}: ${stepLabel(s, ask.step)} — choose casualties`
    case 'retreat':
      return `${who}: retreat after round ${s.round}?`
  }
}

/** Whose choice is needed now, as a form; null when the battle can advance or is over. */
export function pending(s: AxisState): AxisDecision | null {
  if (!s.ask) return null
  return { side: s.ask.side, kind: s.ask.kind, prompt: promptOf(s), options: formOf(s) }
}

function summarize(s: AxisState, answer: FormAnswer): string {
  return Object.entries(answer)
    .map(([k, v]) => {
      if (typeof v === 'string') return k === 'retreat' ? (v === 'none' ? 'stay' : `${v.split(':')[0]} to ${areaName(s, v.split(':')[1]!)}`) : `${k}=${v}`
      if (Array.isArray(v)) return `${k}: ${v.join(' > ')}`
      return `${k}: ${Object.entries(v).filter(([, n]) => n > 0).map(([u, n]) => `${u}×${n}`).join(' ') || 'none'}`
    })
    .join(', ')
}

/**
 * A new standing order of loss. The player ranks the types they care about
 * (the window lists the side's own); the types left out keep their order
 * after them.
 */
function setOrder(w: Work, side: Side, order: unknown): void {
  const have = w.s.sides[side].order
  if (!Array.isArray(order) || order.length === 0 || new Set(order).size !== order.length || !order.every((t) => have.includes(t as string))) {
    throw new RuleError(`order: must list unit types, each once, out of ${have.join(', ')}`)
  }
  const first = order as string[]
  w.s.sides[side].order = [...first, ...have.filter((t) => !first.includes(t))]
}

/** Applies a choice to a working copy. */
export function decideInPlace(w: Work, side: Side, choice: AxisChoice): void {
  const s = w.s
  if (choice.kind === 'order') {
    if (s.phase === 'over') throw new RuleError('the battle is over')
    setOrder(w, side, choice.answer?.order)
    emit(w, { t: 'decision', side, kind: 'order', choice: choice.answer.order.join(' > '), reason: choice.reason ?? null })
    return
  }
  const ask = s.ask
  if (!ask) throw new RuleError('no decision is pending')
  if (ask.side !== side || ask.kind !== choice.kind) throw new RuleError(`waiting for the ${ask.side} to decide ${ask.kind}, not the ${side} to decide ${choice.kind}`)
  const form = formOf(s)
  const wrong = checkAnswer(form, choice.answer ?? {})
  if (wrong) throw new RuleError(wrong)
  const answer = choice.answer
  // Validate before the event: a refused answer leaves nothing behind.
  const alloc = ask.kind === 'casualties' ? readAlloc(s, side, answer) : null
  emit(w, { t: 'decision', side, kind: ask.kind, choice: summarize(s, answer), reason: choice.reason ?? null })
  s.ask = null
  switch (ask.kind) {
    case 'support':
      applySupport(w, answer)
      continueSetup(w, 'assign-attacker')
      return
    case 'assign':
      applyAssign(w, side, answer)
      if (side === 'attacker') continueSetup(w, 'assign-defender')
      else s.phase = 'battle'
      return
    case 'aim':
      s.plan = Object.fromEntries(ask.fields.map((f) => [f.unit, answer[f.unit] as string]))
      return
    case 'casualties':
      s.volley!.alloc[side] = alloc!
      settleWithoutDice(w)
      return
    case 'retreat':
      applyRetreat(w, side, answer.retreat as string)
      if (s.phase === 'over') return
      s.next = side === 'attacker' ? 'retreat-defender' : null
      settleWithoutDice(w)
      return
  }
}

/** Applies a choice; pure: a new state and the events it caused. */
export function decide(state: AxisState, side: Side, choice: AxisChoice): { state: AxisState; events: AxisEvent[] } {
  const w = openWork(state)
  decideInPlace(w, side, choice)
  return closeWork(w)
}
