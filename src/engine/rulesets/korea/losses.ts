import { RuleError, type Side } from '../../core/types.ts'
import { GROUND_VP, HOUSE, ROUT_VP, retreatsFar } from './charts.ts'
import { depotsInRange } from './combat.ts'
import type { LossKind } from './events.ts'
import type { Geometry } from './geometry.ts'
import { retreatChoices } from './retreat.ts'
import type { KoreaState, Unit } from './state.ts'
import { finishCombat } from './turn.ts'
import { depotById, emit, loseVp, payVp, unitById, unitsAt, unSide, type Work } from './work.ts'

/**
 * Loss points and the ways to satisfy them (seed 001, 8.3): every point must
 * be satisfied, by the owner's choices in any mix. Each way is a slot of the
 * loss form with its cost; a unit's first way is keyed by the unit's id, so
 * that a click on its counter chooses it.
 */
export interface LossOption {
  value: string
  kind: LossKind
  /** The unit or depot; '' for victory points. */
  id: string
  cost: number | 'all'
  max: number
  label: string
  title: string
}

/** The units of `side` in the combat under way (kept from its roll), on the field. */
export function involvedUnits(s: KoreaState, side: Side): Unit[] {
  const ids = s.now?.involved?.units[side] ?? []
  return ids.map((id) => unitById(s, id)!).filter((u) => u.place === 'field')
}

const pts = (n: number) => `${n} point${n === 1 ? '' : 's'}`

/** Every way `side` may satisfy its loss points now, non-lead units first, the lead's rout last. */
export function lossOptions(s: KoreaState, g: Geometry, side: Side): LossOption[] {
  const now = s.now!
  const plan = s.combats[s.combatNo]!
  const lead = now.leads[side]!
  const units = involvedUnits(s, side)
  const ordered = [...units.filter((u) => u.id !== lead), ...units.filter((u) => u.id === lead)]
  const defending = new Set(now.involved!.defending)
  const out: LossOption[] = []
  for (const u of ordered) {
    const mine: Omit<LossOption, 'value'>[] = []
    const isLead = u.id === lead
    // "A defending unit may flip to static" (the lead too); "a supporting unit may go static" (either side's, not the attacker's lead).
    if (!u.static && (side === 'defender' || !isLead)) {
      const inHex = side === 'defender' && defending.has(u.id)
      mine.push({ kind: 'static', id: u.id, cost: 1, max: 1, label: `${u.name}: ${inHex ? 'flip' : 'goes'} to static (${pts(1)})`, title: inHex ? 'A defending unit flips to static: it stays in the hex and gives no further adjacency bonus' : 'A supporting unit goes static: it stays where it is' })
    }
    const alone = side === 'defender' && defending.has(u.id) && unitsAt(s, plan.defend, 'defender').length === 1
    const ground = alone ? `; the last defender in the hex: it gives up the hex (−${GROUND_VP} VP, ${HOUSE})` : ''
    if (retreatChoices(s, g, u, false, plan.defend).length) mine.push({ kind: 'retreat', id: u.id, cost: 1, max: 1, label: `${u.name}: retreat 1 hex (${pts(1)})`, title: `Towards supply and away from the enemy where possible${ground}` })
    // "Retreat 2-3 hexes to satisfy 2 losses": offered only where 2 points are still owed (K23).
    if (retreatsFar(u.quality) && now.owed[side] >= 2 && retreatChoices(s, g, u, true, plan.defend).length) {
      mine.push({ kind: 'retreat-far', id: u.id, cost: 2, max: 1, label: `${u.name}: retreat 2–3 hexes (${pts(2)})`, title: `Quality ${u.quality}: a retreat of 2 or 3 hexes satisfies 2 loss points${ground}` })
    }
    mine.forEach((o, i) => out.push({ ...o, value: i === 0 ? u.id : `${o.kind}:${u.id}` }))
  }
  if (side === unSide(s)) {
    for (const d of depotsInRange(s, g, plan.defend)) out.push({ value: d.id, kind: 'depot', id: d.id, cost: 1, max: 1, label: `Eliminate the depot at ${d.name} (${pts(1)})`, title: 'A UN depot in supply range of the combat hex' })
  }
  const vp = s.sides[side].vp
  if (vp > 0) out.push({ value: 'vp', kind: 'vp', id: '', cost: 1, max: Math.min(vp, now.owed[side]), label: `Spend victory points (1 point each; ${vp} VP left)`, title: 'Either side may spend 1 VP to satisfy 1 loss point' })
  const l = unitById(s, lead)!
  if (l.place === 'field') {
    const alone = side === 'defender' && l.at === plan.defend && unitsAt(s, plan.defend, 'defender').length === 1
    const rout = { kind: 'rout' as const, id: l.id, cost: 'all' as const, max: 1, label: `${l.name}, the lead, to the Rout box (every point; −${ROUT_VP} VP, ${HOUSE})`, title: `The lead unit goes to the Rout box and satisfies every loss point (8.3); ${ROUT_VP} VP lost (${HOUSE}: the seed gives a rout no VP cost; VP it cannot pay go to the enemy)${alone ? `, and the hex given up (−${GROUND_VP} VP, ${HOUSE})` : ''}` }
    out.push({ ...rout, value: out.some((o) => o.value === l.id) ? `rout:${l.id}` : l.id })
  }
  return out
}

/** The picks an answer makes, in the options' order; refuses what no form can tell (two retreats of one unit). */
export function picksOf(options: readonly LossOption[], answer: Record<string, number>): { option: LossOption; count: number }[] {
  const picks: { option: LossOption; count: number }[] = []
  const retreating = new Set<string>()
  for (const o of options) {
    const count = answer[o.value] ?? 0
    if (count <= 0) continue
    if (o.kind === 'retreat' || o.kind === 'retreat-far') {
      if (retreating.has(o.id)) throw new RuleError(`losses: ${o.label.split(':')[0]} retreats once, 1 hex or 2–3 hexes, not both`)
      retreating.add(o.id)
    }
    picks.push({ option: o, count })
  }
  return picks
}

/**
 * Satisfies `side`'s loss points with an answer of the loss form: statics,
 * depots and VP at once, the lead to the Rout box, the retreats queued for
 * their destinations (one chosen at a time, on the map).
 */
export function satisfy(w: Work, side: Side, options: readonly LossOption[], answer: Record<string, number>, reason?: string): void {
  const s = w.s
  const now = s.now!
  const picks = picksOf(options, answer)
  const owed = now.owed[side]
  emit(w, { t: 'losses', side, owed, picks: picks.map((p) => ({ kind: p.option.kind, id: p.option.id, count: p.count })), ...(reason ? { reason } : {}) })
  for (const { option: o, count } of picks) {
    if (o.kind === 'static') {
      unitById(s, o.id)!.static = true
      emit(w, { t: 'static', unit: o.id })
    } else if (o.kind === 'depot') {
      depotById(s, o.id)!.place = 'eliminated'
      emit(w, { t: 'depot-eliminated', depot: o.id })
    } else if (o.kind === 'vp') {
      loseVp(s, side, count)
      emit(w, { t: 'vp-spent', side, vp: count, left: s.sides[side].vp })
    } else if (o.kind === 'rout') {
      const u = unitById(s, o.id)!
      u.place = 'routs'
      emit(w, { t: 'rout', unit: u.id, side, ...payVp(s, side, ROUT_VP) })
    } else now.retreats.push({ unit: o.id, far: o.kind === 'retreat-far' })
  }
  now.owed[side] = 0
  now.toAnswer.shift()
  now.step = 'retreat'
  placeForced(w, side)
}

/** Retreats with one hex to go to need no question: they are made at once, then the side is done when none is left. */
function placeForced(w: Work, side: Side): void {
  const now = w.s.now!
  while (now.retreats.length) {
    const r = now.retreats[0]!
    const choices = retreatChoices(w.s, w.g, unitById(w.s, r.unit)!, r.far, w.s.combats[w.s.combatNo]!.defend)
    if (choices.length !== 1) return
    move(w, r.unit, choices[0]!.hex, r.far, `the only hex: ${choices[0]!.why}`)
  }
  sideDone(w, side)
}

function move(w: Work, unit: string, to: string, far: boolean, why: string, reason?: string): void {
  const u = unitById(w.s, unit)!
  emit(w, { t: 'retreat', unit, from: u.at, to, far, why, ...(reason ? { reason } : {}) })
  w.s.now!.moves.push({ unit, side: u.side, from: u.at, to })
  u.at = to
  w.s.now!.retreats.shift()
}

/** Places the first queued retreat at `to` (one of retreatChoices), then any that have one hex only. */
export function placeRetreat(w: Work, to: string, reason?: string): void {
  const now = w.s.now!
  const r = now.retreats[0]
  if (!r) throw new RuleError('no retreat is waiting for its hex')
  const u = unitById(w.s, r.unit)!
  const choice = retreatChoices(w.s, w.g, u, r.far, w.s.combats[w.s.combatNo]!.defend).find((c) => c.hex === to)
  if (!choice) throw new RuleError(`to: ${u.name} cannot retreat to ${w.g.hexes.get(to)?.name ?? to}`)
  move(w, r.unit, to, r.far, choice.why, reason)
  placeForced(w, u.side)
}

/** A side has satisfied its loss points: the defender may have given up the combat hex; then the other side, or the next combat. */
function sideDone(w: Work, side: Side): void {
  const s = w.s
  const now = s.now!
  const hex = s.combats[s.combatNo]!.defend
  if (side === 'defender' && !unitsAt(s, hex, 'defender').length && !s.taken.includes(hex)) {
    s.taken.push(hex)
    emit(w, { t: 'ground', hex, ...payVp(s, 'defender', GROUND_VP) })
  }
  if (now.toAnswer.length) now.step = 'losses'
  else finishCombat(w)
}
