import { RuleError, SIDES } from '../../core/types.ts'
import { aimFields, airDefense, fireAimed } from './air.ts'
import { checkEnd, endIfNoCombat, finish } from './end.ts'
import type { AxisEvent } from './events.ts'
import { removeDoomed } from './fire.ts'
import { retreatDefendingPlanes, retreatOptions } from './retreat.ts'
import { STEP_LABELS, type AxisState, type StepId } from './state.ts'
import { continueVolley, rollVolley, volleyDue } from './volley.ts'
import { closeWork, emit, fighting, hasGround, isPlane, openWork, type Work } from './work.ts'

/**
 * One round (§5.1): Air Combat (§5.2), Artillery (§5.3), Shore Defense
 * (§5.4), Land Combat (§5.5), then the retreat declarations (§5.6). A step
 * with nothing to do is skipped without a word.
 */
export const ROUND_STEPS: readonly StepId[] = [
  'aa',
  '2a',
  '2b',
  '3a',
  '3b',
  '4a',
  '4a-answer',
  '4b',
  '4b-answer',
  'air-end',
  'artillery',
  'shore',
  'land',
  'round-end',
  'retreat-attacker',
  'retreat-defender',
]

/** A battle that would not end: broken off, the defender holds (X13). */
export const MAX_ROUNDS = 100

const AIMED: ReadonlySet<StepId> = new Set(['2a', '2b', '3a', '3b', '4a', '4a-answer', '4b', '4b-answer'])
const AIM_SIDE: Partial<Record<StepId, 'attacker' | 'defender'>> = {
  '2a': 'attacker',
  '2b': 'defender',
  '3a': 'attacker',
  '3b': 'defender',
  '4a': 'attacker',
  '4a-answer': 'defender',
  '4b': 'defender',
  '4b-answer': 'attacker',
}

export function stepLabel(s: AxisState, step: StepId): string {
  if (step === 'land' && s.area.naval) return 'Naval combat'
  return STEP_LABELS[step]
}

function following(step: StepId): StepId | null {
  return ROUND_STEPS[ROUND_STEPS.indexOf(step) + 1] ?? null
}

function begin(w: Work, step: StepId): void {
  const s = w.s
  s.last = stepLabel(s, step)
  s.aims = []
  emit(w, { t: 'step', round: s.round, step, label: s.last })
}

function startRound(w: Work): void {
  const s = w.s
  s.round++
  for (const u of s.units) {
    u.acted = false
    u.doomed = false
    u.shotBy = []
  }
  emit(w, { t: 'round', round: s.round })
  if (checkEnd(w)) return
  if (s.round > MAX_ROUNDS) {
    finish(w, 'defender', `broken off after ${MAX_ROUNDS} rounds: the defender holds`)
    return
  }
  // §5.2 special rule 1, checked at the start of each round.
  for (const side of SIDES) {
    const tac = s.units.filter((u) => u.side === side && fighting(u) && isPlane(u) && u.mission === 'tacair')
    s.exposed[side] = tac.length > 0 && !hasGround(s, side)
    if (s.exposed[side]) emit(w, { t: 'exposed', side, units: tac.map((u) => u.id) })
  }
  if (endIfNoCombat(w, retreatDefendingPlanes)) return
  s.next = ROUND_STEPS[0]!
}

function runAimed(w: Work, step: StepId): void {
  const s = w.s
  // Only planes aim, or answer planes (§5.2): without one on the field, steps 2a–4b pass.
  if (!s.plan && !s.units.some((u) => fighting(u) && isPlane(u))) {
    s.next = following(step)
    return
  }
  if (!s.plan) {
    const fields = aimFields(s, step)
    if (!fields.length) {
      s.next = following(step)
      return
    }
    if (!w.auto && fields.some((f) => f.choices.length > 1)) {
      s.ask = { kind: 'aim', side: AIM_SIDE[step]!, step, fields }
      return
    }
    s.plan = Object.fromEntries(fields.map((f) => [f.unit, f.default]))
  }
  const plan = s.plan
  s.plan = null
  if (Object.values(plan).some((t) => t !== 'mission' && t !== 'land')) begin(w, step)
  fireAimed(w, step, plan)
  s.next = following(step)
}

function runRetreat(w: Work, step: 'retreat-attacker' | 'retreat-defender'): void {
  const s = w.s
  const side = step === 'retreat-attacker' ? 'attacker' : 'defender'
  // Staying is the default: with auto answers there is nothing to ask.
  if (!w.auto && retreatOptions(s, side).length) s.ask = { kind: 'retreat', side }
  else s.next = following(step)
}

/** Runs the step at s.next; it moves s.next on, or leaves it and sets s.ask to wait. */
export function runStep(w: Work): void {
  const s = w.s
  const step = s.next!
  if (AIMED.has(step)) return runAimed(w, step)
  switch (step) {
    case 'aa':
      if (!s.area.naval && s.units.some((u) => u.side === 'defender' && fighting(u) && u.type === 'aa-gun') && s.units.some((u) => u.side === 'attacker' && fighting(u) && isPlane(u))) {
        begin(w, step)
        airDefense(w)
      }
      s.next = following(step)
      return
    case 'air-end':
      removeDoomed(w)
      s.next = following(step)
      return
    case 'artillery':
    case 'shore':
    case 'land':
      if (!s.volley) {
        if (!volleyDue(s, step)) {
          s.next = following(step)
          return
        }
        begin(w, step)
        rollVolley(w, step)
      }
      if (continueVolley(w) === 'done') s.next = following(step)
      return
    case 'round-end':
      if (!checkEnd(w)) s.next = following(step)
      return
    case 'retreat-attacker':
    case 'retreat-defender':
      return runRetreat(w, step)
    default:
      throw new Error(`unknown step ${step}`)
  }
}

/** Continues steps that need no dice (after a decision): stops at a roll, a question or the round's end. */
export function settleWithoutDice(w: Work): void {
  const s = w.s
  while (s.phase === 'battle' && !s.ask && s.next && (s.next === 'round-end' || s.next === 'retreat-attacker' || s.next === 'retreat-defender' || (s.volley && s.volley.step === s.next))) runStep(w)
}

export function advanceInPlace(w: Work): void {
  const s = w.s
  if (s.phase === 'over') throw new RuleError('the battle is over')
  if (s.ask) throw new RuleError(`waiting for the ${s.ask.side} to decide ${s.ask.kind}`)
  if (s.next === null) startRound(w)
  while (s.phase === 'battle' && !s.ask && s.next !== null) runStep(w)
}

/** Fights until the next decision is needed or the round ends: one click of the window. */
export function advance(state: AxisState): { state: AxisState; events: AxisEvent[] } {
  const w = openWork(state)
  advanceInPlace(w)
  return closeWork(w)
}
