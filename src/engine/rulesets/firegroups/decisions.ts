import { checkAnswer, type FormChoice, type FormDecision, type FormField } from '../../core/form.ts'
import type { Choice } from '../../core/ruleset.ts'
import { RuleError, SIDES, type Side } from '../../core/types.ts'
import type { FgEvent } from './events.ts'
import { combatChance, combatTargets } from './fire.ts'
import type { FgState, Unit } from './state.ts'
import { canEnter } from './turns.ts'
import { fires, PHASES, typeGroup } from './units.ts'
import { centerAt, closeWork, contested, emit, openWork, unitById, unitsIn } from './work.ts'

/** The kinds of question a battle asks: each turn's orders, each combat's promotions. */
export const DECISION_KINDS = ['orders', 'promote'] as const

/**
 * The players' questions, as forms: each turn's orders (who leaves the
 * contested square in phase 1, who is sent into it in which phase, bombing
 * raids, Production Improvement Orders) and, before each combat, the units
 * each side's leaders move up to group 2.
 */
export type FgDecision = FormDecision<(typeof DECISION_KINDS)[number]>

export const STAY = 'stay'
export const LEAVE = 'leave'
export const PIO = 'order'
export const NO_PIO = 'none'

export const squareName = (s: FgState, id: string): string => s.map.places.find((p) => p.id === id)?.name ?? id

/** A side's units that may be sent into the contested square this turn. */
export function reserves(s: FgState, side: Side): Unit[] {
  return s.units.filter((u) => u.side === side && canEnter(s, u))
}

/** Its units that may leave the square: only in phase 1, only from a contested square, only with a square to go to (docs/rules/firegroups.md, leaving). */
export function leavers(s: FgState, side: Side): Unit[] {
  return contested(s) ? unitsIn(s, s.square, side).filter((u) => u.base !== s.square) : []
}

export const ownCenters = (s: FgState, side: Side) => s.centers.filter((c) => c.owner === side)

/** The verb of a unit going in: bombers raid an enemy centre, paratroopers jump. */
function goesIn(s: FgState, u: Unit): string {
  const c = centerAt(s, s.square)
  if (u.type === 'BMR' && c && c.owner !== u.side && c.owner !== 'neutral') return 'raids'
  return u.type === 'PAR' ? 'jumps into' : 'enters'
}

/** The default order of a unit this turn: its planned phase, else it stays. */
export function plannedPhase(s: FgState, u: Unit): number {
  return u.plan.find((p) => p.turn === s.turn)?.phase ?? 0
}

function ordersFields(s: FgState, side: Side): FormField[] {
  const fields: FormField[] = []
  const out = leavers(s, side)
  if (out.length) {
    fields.push({ type: 'several', id: LEAVE, label: `Leave ${squareName(s, s.square)} in phase 1 (those who stay are pinned)`, default: [], min: 0, max: out.length, present: 'counters',
      choices: out.map((u) => ({ value: u.id, label: u.name, title: `Back to ${squareName(s, u.base)}` })) })
  }
  for (const u of reserves(s, side)) {
    const verb = goesIn(s, u)
    // On the map: a click on the unit's own square keeps it there, clicks on the contested square run through the phases.
    const choices: FormChoice[] = [{ value: STAY, label: 'stays', title: `Stays in ${squareName(s, u.at)}`, place: u.at }]
    for (let p = 1; p <= PHASES; p++) choices.push({ value: String(p), label: `phase ${p}`, title: `${verb} ${squareName(s, s.square)} in phase ${p}`, place: s.square })
    const planned = plannedPhase(s, u)
    fields.push({ type: 'pick', id: `send:${u.id}`, label: `${u.name} (${squareName(s, u.at)}) ${verb}`, unit: u.id, choices, default: planned ? String(planned) : STAY })
  }
  for (const c of ownCenters(s, side)) {
    // Damage past the build steps cuts them all: none this turn, never fewer.
    fields.push({ type: 'pick', id: `pio:${c.at}`, label: `${c.name}: ${Math.max(0, c.steps - c.cut)} of ${c.steps} build steps this turn, damage ${c.damage}`,
      // Given at the start of the turn, it acts at its end: it repairs whatever damage the turn brought, else adds a step.
      default: PIO,
      choices: [{ value: NO_PIO, label: 'no order' }, { value: PIO, label: 'Production Improvement Order', title: c.damage > 0 ? 'Repairs 2 points of damage at the end of the turn, besides the 1 repaired anyway' : 'Adds a build step' }] })
  }
  return fields
}

/** Group 3 units in the square a leader may move up: not leaders, not paratroopers already in group 2. */
export function promotable(s: FgState, side: Side): Unit[] {
  return unitsIn(s, s.square, side).filter((u) => typeGroup(u.type) === 3 && fires(u.type) && !u.jumped && combatTargets(s, u).length > 0)
}

export const leadersIn = (s: FgState, side: Side): number => unitsIn(s, s.square, side).filter((u) => u.type === 'LDR').length

/** How many units a side's leaders move up now: one a leader, as many as there are to move. */
export function promotions(s: FgState, side: Side): number {
  return Math.min(leadersIn(s, side), promotable(s, side).length)
}

/** A unit's best chance in this combat, for labels and the default: the mean over the targets it may draw. */
export function meanChance(s: FgState, u: Unit): number {
  const ts = combatTargets(s, u)
  if (!ts.length) return 0
  return ts.reduce((a, t) => a + combatChance(s, u, t)!.chance, 0) / ts.length
}

/** The default promotions: the units with the best mean chance first, then the scenario's order. */
export function defaultPromotions(s: FgState, side: Side): string[] {
  const k = promotions(s, side)
  return promotable(s, side)
    .map((u, i) => ({ u, i, c: meanChance(s, u) }))
    .sort((a, b) => b.c - a.c || a.i - b.i)
    .slice(0, k)
    .map((x) => x.u.id)
}

export function pending(s: FgState): FgDecision | null {
  if (s.phase === 'over') return null
  if (s.step === 'move' && s.phaseNo === 1) {
    for (const side of SIDES) {
      if (s.ordered[side]) continue
      const fields = ordersFields(s, side)
      if (!fields.length) continue
      return { side, kind: 'orders', prompt: `Turn ${s.turn}: ${s.sides[side].name}'s orders. Who goes into ${squareName(s, s.square)} in which phase${leavers(s, side).length ? ', who leaves it' : ''}${ownCenters(s, side).length ? ', production' : ''}?`,
        // Both sides order at once: in hot-seat the other side must not see them (the window hands the device over first).
        secret: true,
        options: { fields, submit: 'Give the orders' } }
    }
  }
  if (s.step === 'fire' && s.combat && s.group === 1) {
    for (const side of SIDES) {
      const k = s.promotedBy[side] ? 0 : promotions(s, side)
      if (!k) continue
      const choices = promotable(s, side).map((u) => ({ value: u.id, label: `${u.name} (${Math.round(meanChance(s, u))}%)`, title: 'Fires in group 2, before the enemy\'s group 3' }))
      return { side, kind: 'promote', prompt: `${s.sides[side].name}: ${k === 1 ? 'your leader moves one' : `your ${k} leaders move ${k}`} of your group 3 units to group 2 for this combat.`,
        options: { fields: [{ type: 'several', id: 'promote', label: `Move up ${k} unit${k === 1 ? '' : 's'}`, choices, default: defaultPromotions(s, side), min: k, max: k, present: 'counters' }], submit: 'Move up' } }
    }
  }
  return null
}

export function decide(s: FgState, side: Side, c: Choice): { state: FgState; events: FgEvent[] } {
  const d = pending(s)
  if (!d) throw new RuleError(s.phase === 'over' ? 'the battle is over' : 'no decision is pending: advance')
  if (side !== d.side || c.kind !== d.kind) throw new RuleError(`${s.sides[d.side].name} answers ${d.kind} now, not ${s.sides[side].name} ${c.kind}`)
  const bad = checkAnswer(d.options, c.answer)
  if (bad) throw new RuleError(bad)
  const w = openWork(s)
  const reason = c.reason ? { reason: c.reason } : {}
  if (d.kind === 'orders') {
    let sent = 0
    let leaving = 0
    let pio = 0
    // Field by field: anything else in the answer is not this side's to order (the enemy's units, others' centres).
    for (const { id: key } of d.options.fields) {
      const v = c.answer[key]
      if (key === LEAVE) {
        for (const id of v as string[]) unitById(w.s, id)!.leaving = true
        leaving = (v as string[]).length
      } else if (key.startsWith('send:')) {
        const phase = v === STAY ? 0 : Number(v)
        unitById(w.s, key.slice(5))!.order = phase
        if (phase) sent++
      } else if (key.startsWith('pio:')) {
        const center = centerAt(w.s, key.slice(4))!
        center.pio = v === PIO ? (center.damage > 0 ? 'repair' : 'improve') : null
        if (center.pio) pio++
      }
    }
    w.s.ordered[side] = true
    emit(w, { t: 'orders', side, sent, leaving, pio, ...reason })
  } else {
    const ids = c.answer.promote as string[]
    for (const id of ids) unitById(w.s, id)!.promoted = true
    w.s.promotedBy[side] = true
    emit(w, { t: 'promote', side, units: ids.slice(), ...reason })
  }
  return closeWork(w)
}
