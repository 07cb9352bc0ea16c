import { RuleError, SIDES, type Side } from '../../core/types.ts'
import { CHIP_FACES, DIE_SIDES, lossPoints } from './charts.ts'
import { depotsInRange, figures, leadCandidates, picture, type Figures, type Picture } from './combat.ts'
import type { KoreaState, RollRecord, Unit } from './state.ts'
import { finishCombat } from './turn.ts'
import { depotById, emit, unitById, unSide, type Work } from './work.ts'

/**
 * A combat from its lead units to its loss points (seed 001, 8.0): each side
 * names its lead unit (the UN side may expend a depot), then both dice and
 * every unit's chip give each side's modified result, and the differential
 * the loss points. Every die from w.dice, every die and result an event.
 */

/** The combat under way as the rules read it, with the attacker's lead as chosen (or to be chosen). */
export function currentPicture(s: KoreaState, g: Parameters<typeof picture>[1], leadA?: string | null): Picture {
  return picture(s, g, s.combats[s.combatNo]!, leadA === undefined ? (s.now?.leads.attacker ?? null) : leadA)
}

export function chooseLead(w: Work, side: Side, lead: string, depot: string | null, reason?: string): void {
  const s = w.s
  const now = s.now!
  const pic = currentPicture(s, w.g)
  const u = leadCandidates(pic, side).find((x) => x.id === lead)
  if (!u) throw new RuleError(`lead: ${unitById(s, lead)?.name ?? lead} cannot lead ${s.sides[side].name} in this combat`)
  if (depot !== null) {
    if (side !== unSide(s)) throw new RuleError(`depot: only the UN side expends depots`)
    if (!depotsInRange(s, w.g, pic.hex).some((d) => d.id === depot)) throw new RuleError(`depot: ${depotById(s, depot)?.name ?? depot} is not a depot in supply range of the combat`)
  }
  if (side === 'attacker') {
    const plan = s.combats[s.combatNo]!
    emit(w, { t: 'combat', combat: s.combatNo, of: s.combats.length, kind: plan.kind, attack: plan.attack.slice(), defend: plan.defend, mp: plan.mp })
  }
  now.leads[side] = lead
  emit(w, { t: 'lead', side, unit: lead, ...(reason ? { reason } : {}) })
  if (depot !== null) {
    now.depot = depot
    depotById(s, depot)!.place = 'expended'
    emit(w, { t: 'depot-expended', depot })
  }
  if (side === 'defender') now.step = 'roll'
}

/** The figures of the combat under way once both leads are named. */
export function currentFigures(s: KoreaState, g: Parameters<typeof picture>[1]): { pic: Picture; f: Figures; leads: Record<Side, Unit> } {
  const now = s.now!
  const pic = currentPicture(s, g)
  const leads = { attacker: unitById(s, now.leads.attacker!)!, defender: unitById(s, now.leads.defender!)! }
  const depot = now.depot ? depotById(s, now.depot)! : null
  return { pic, f: figures(s, g, pic, leads, depot), leads }
}

/** Launch: both dice, then every chip turned up, the differential and the loss points. */
export function rollCombat(w: Work): void {
  const s = w.s
  const { pic, f, leads } = currentFigures(s, w.g)
  for (const side of SIDES) emit(w, { t: 'modifiers', side, parts: f.parts[side], total: f.drm[side] })
  const dice = { attacker: w.dice.roll(DIE_SIDES) + 1, defender: w.dice.roll(DIE_SIDES) + 1 }
  const chips = { attacker: 0, defender: 0 }
  const drawn: Record<Side, { unit: string; value: number }[]> = { attacker: [], defender: [] }
  for (const side of SIDES) {
    for (const u of pic.inCombat[side]) {
      u.chip = CHIP_FACES[w.dice.roll(CHIP_FACES.length)]!
      chips[side] += u.chip
      drawn[side].push({ unit: u.id, value: u.chip })
    }
  }
  const totals = { attacker: dice.attacker + f.drm.attacker + chips.attacker, defender: dice.defender + f.drm.defender + chips.defender }
  const differential = totals.attacker - totals.defender
  const lp = lossPoints(differential, f.ratio)
  for (const side of SIDES) {
    const other = side === 'attacker' ? 'defender' : 'attacker'
    emit(w, { t: 'shot', side, unit: leads[side].id, die: dice[side], value: totals[side], hit: lp[other] > 0 })
  }
  for (const side of SIDES) emit(w, { t: 'chips', side, chips: drawn[side], total: chips[side] })
  emit(w, { t: 'differential', totals, differential, ratio: f.ratio, ratioWhy: f.ratioWhy, lp })
  settle(w, pic, { dice, drm: f.drm, chips, totals, differential, ratio: f.ratio, lp })
}

/**
 * What a roll leaves behind, whatever dice made it: who was in the combat,
 * the loss points each side owes (the defender answers first), or the next
 * combat when nobody owes any. The exact odds come in here with each outcome.
 */
export function settle(w: Work, pic: Picture, roll: RollRecord): void {
  const s = w.s
  const now = s.now!
  now.involved = { units: { attacker: pic.inCombat.attacker.map((u) => u.id), defender: pic.inCombat.defender.map((u) => u.id) }, defending: pic.defending.map((u) => u.id) }
  now.roll = roll
  now.owed = { ...roll.lp }
  now.toAnswer = SIDES.filter((x) => roll.lp[x] > 0).reverse()
  s.fought++
  s.lastRoll = { combat: s.combatNo, roll, leads: { attacker: now.leads.attacker!, defender: now.leads.defender! } }
  if (now.toAnswer.length) now.step = 'losses'
  else finishCombat(w)
}
