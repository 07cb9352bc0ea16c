import { checkAnswer, type Form, type FormAnswer, type FormDecision } from '../../core/form.ts'
import type { Choice } from '../../core/ruleset.ts'
import { RuleError, type Side } from '../../core/types.ts'
import { settleWithoutDice, stepLabel } from './advance.ts'
import type { AxisEvent } from './events.ts'
import { applyAssign, applySupport, assignForm, continueSetup, supportForm } from './missions.ts'
import { applyRetreat, retreatForm, retreatOption, retreatValue } from './retreat.ts'
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
        // A click on a target counter aims at it ('mission' and 'land' are answered from the panel).
        targets: 'counters' as const,
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

/**
 * The answer as the decision event keeps it, by field and unit id ("ger-bmr-1=brit-inf-1",
 * "line: fr-inf-1×2"); describe.ts (choiceWords) reads this text back to word it with the
 * units' names, so the two change together.
 */
function summarize(s: AxisState, answer: FormAnswer): string {
  return Object.entries(answer)
    .map(([k, v]) => {
      if (typeof v === 'string') {
        if (k !== 'retreat') return `${k}=${v}`
        const o = retreatOption(s, v)
        return o === 'none' ? 'stay' : `${o.split(':')[0]} to ${areaName(s, o.split(':')[1]!)}`
      }
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

/**
 * A retreat answer in the form's values: the older 'all:<area>' (saved games,
 * walkthroughs) becomes the area, a click on the battle's own area stay.
 */
function formAnswer(s: AxisState, kind: string, answer: FormAnswer): FormAnswer {
  const v = answer.retreat
  return kind === 'retreat' && typeof v === 'string' ? { ...answer, retreat: retreatValue(retreatOption(s, v)) } : answer
}

/** Applies a choice to a working copy: an answer to the pending decision, or a standing order ('order'). */
export function decideInPlace(w: Work, side: Side, choice: AxisChoice | Choice): void {
  const s = w.s
  if (choice.kind === 'order') {
    if (s.phase === 'over') throw new RuleError('the battle is over')
    const order = choice.answer?.order
    setOrder(w, side, order)
    emit(w, { t: 'decision', side, kind: 'order', choice: (order as string[]).join(' > '), reason: choice.reason ?? null })
    return
  }
  const ask = s.ask
  if (!ask) throw new RuleError('no decision is pending')
  if (ask.side !== side || ask.kind !== choice.kind) throw new RuleError(`waiting for the ${ask.side} to decide ${ask.kind}, not the ${side} to decide ${choice.kind}`)
  const form = formOf(s)
  const answer = formAnswer(s, ask.kind, choice.answer ?? {})
  const wrong = checkAnswer(form, answer)
  if (wrong) throw new RuleError(wrong)
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
      applyRetreat(w, side, retreatOption(s, answer.retreat as string))
      if (s.phase === 'over') return
      s.next = side === 'attacker' ? 'retreat-defender' : null
      settleWithoutDice(w)
      return
  }
}

/** Applies a choice; pure: a new state and the events it caused. */
export function decide(state: AxisState, side: Side, choice: AxisChoice | Choice): { state: AxisState; events: AxisEvent[] } {
  const w = openWork(state)
  decideInPlace(w, side, choice)
  return closeWork(w)
}
