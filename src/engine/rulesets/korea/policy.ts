import type { Side } from '../../core/types.ts'
import { GROUND_VP, qualityRank, ROUT_VP } from './charts.ts'
import { depotsInRange, figures, leadCandidates, type Picture } from './combat.ts'
import type { Geometry } from './geometry.ts'
import type { LossOption } from './losses.ts'
import { currentPicture } from './resolve.ts'
import type { KoreaState, Unit } from './state.ts'
import { unitById, unitsAt, unSide } from './work.ts'

/**
 * The default answers (K15): what the form proposes, the CLI plays and the
 * odds assume. The lead that gives its side the best net modifier (ties: the
 * better quality, fresh before static, the scenario's order); the UN side
 * expends the first depot in range; loss points satisfied first with what
 * costs no VP and keeps the combat hex, then with VP or the hex or the lead's
 * rout, whichever costs the fewest VP.
 */

const better = (a: Unit, b: Unit) => qualityRank(b.quality) - qualityRank(a.quality) || Number(a.static) - Number(b.static)

/** The defender's best lead against a given attacking lead (null: before the attacker has chosen, the better quality). */
function bestDefenderLead(s: KoreaState, g: Geometry, pic: Picture, leadA: Unit | null): Unit {
  const cands = leadCandidates(pic, 'defender')
  let best = cands[0]!
  let bestNet = -Infinity
  for (const u of cands) {
    const net = leadA ? netFor(s, g, pic, { attacker: leadA, defender: u }, 'defender') : 0
    if (net > bestNet || (net === bestNet && better(u, best) < 0)) {
      best = u
      bestNet = net
    }
  }
  return best
}

function netFor(s: KoreaState, g: Geometry, pic: Picture, leads: Record<Side, Unit>, side: Side): number {
  const f = figures(s, g, pic, leads, null)
  return side === 'attacker' ? f.drm.attacker - f.drm.defender : f.drm.defender - f.drm.attacker
}

export interface LeadChoice {
  lead: string
  depot: string | null
}

/** The default lead and depot of `side` in the combat under way; the defender's against the attacker's lead (`leadA`, by default the one named). */
export function defaultLead(s: KoreaState, g: Geometry, side: Side, leadA: string | null = s.now!.leads.attacker): LeadChoice {
  const un = unSide(s)
  const depot = side === un ? (depotsInRange(s, g, s.combats[s.combatNo]!.defend)[0]?.id ?? null) : null
  if (side === 'defender') {
    const pic = currentPicture(s, g, leadA)
    return { lead: bestDefenderLead(s, g, pic, leadA ? unitById(s, leadA)! : null).id, depot }
  }
  let best: Unit | null = null
  let bestNet = -Infinity
  for (const u of leadCandidates(currentPicture(s, g, null), 'attacker')) {
    // The flanks depend on where the lead stands.
    const pic = currentPicture(s, g, u.id)
    const net = netFor(s, g, pic, { attacker: u, defender: bestDefenderLead(s, g, pic, u) }, 'attacker')
    if (net > bestNet || (net === bestNet && better(u, best!) < 0)) {
      best = u
      bestNet = net
    }
  }
  return { lead: best!.id, depot }
}

/** How many VP an answer of the loss form costs its side: VP spent, a rout, the combat hex given up. */
export function vpCost(s: KoreaState, side: Side, options: readonly LossOption[], answer: Record<string, number>): number {
  let cost = 0
  const leaving = new Set<string>()
  for (const o of options) {
    const n = answer[o.value] ?? 0
    if (!n) continue
    if (o.kind === 'vp') cost += n
    if (o.kind === 'rout') cost += ROUT_VP
    if (o.kind === 'rout' || o.kind === 'retreat' || o.kind === 'retreat-far') leaving.add(o.id)
  }
  if (side === 'defender') {
    const hex = s.combats[s.combatNo]!.defend
    const there = unitsAt(s, hex, 'defender')
    if (there.length && there.every((u) => leaving.has(u.id))) cost += GROUND_VP
  }
  return Math.min(cost, s.sides[side].vp)
}

/** The default answer of `side`'s loss form. */
export function defaultLosses(s: KoreaState, side: Side, options: readonly LossOption[], owed: number): Record<string, number> {
  const hex = s.combats[s.combatNo]!.defend
  const stay = new Set(side === 'defender' ? unitsAt(s, hex, 'defender').map((u) => u.id) : [])
  const answer: Record<string, number> = {}
  let left = owed
  const take = (o: LossOption, n = 1) => {
    answer[o.value] = (answer[o.value] ?? 0) + n
    left -= (o.cost as number) * n
  }
  // What costs no VP and keeps the hex: statics and depots, then retreats that leave a defender in it.
  for (const o of options) if (left > 0 && (o.kind === 'static' || o.kind === 'depot')) take(o)
  const retreating = new Set<string>()
  const lead = s.now!.leads[side]!
  const retreats = options.filter((o) => o.kind === 'retreat' || o.kind === 'retreat-far')
  for (const id of [...new Set(retreats.map((o) => o.id))].sort((a, b) => Number(a === lead) - Number(b === lead))) {
    if (left <= 0) break
    if (stay.has(id) && stay.size === 1) continue
    const far = retreats.find((o) => o.id === id && o.kind === 'retreat-far')
    const near = retreats.find((o) => o.id === id && o.kind === 'retreat')
    // A 2–3 hex retreat for a single point would give up more than asked; it may still serve below.
    const o = far && left >= 2 ? far : near
    if (!o) continue
    take(o)
    retreating.add(id)
    stay.delete(id)
  }
  if (left <= 0) return answer
  // The rest costs VP: spend them, give up the hex with the last defender's retreat, or rout the lead, whichever is cheapest.
  const vp = options.find((o) => o.kind === 'vp')
  const rout = options.find((o) => o.kind === 'rout')!
  const plans: Record<string, number>[] = []
  if (vp && vp.max >= left) plans.push({ ...answer, vp: left })
  const last = [...stay][0]
  if (last !== undefined) {
    const far = retreats.find((o) => o.id === last && o.kind === 'retreat-far')
    const near = retreats.find((o) => o.id === last && o.kind === 'retreat')
    const o = far && left >= 2 ? far : (near ?? far)
    if (o) {
      const rest = Math.max(0, left - (o.cost as number))
      if (!rest || (vp && vp.max >= rest)) plans.push({ ...answer, [o.value]: 1, ...(rest ? { vp: rest } : {}) })
    }
  }
  plans.push({ [rout.value]: 1 })
  // Cheapest in VP; on a tie the earlier plan: keep the units and the ground first.
  let best = trim(options, plans[0]!, owed)
  for (const p of plans.slice(1).map((x) => trim(options, x, owed))) if (vpCost(s, side, options, p) < vpCost(s, side, options, best)) best = p
  return best
}

/** Points an answer satisfies, a rout counting as every point. */
export function satisfied(options: readonly LossOption[], answer: Record<string, number>, owed: number): number {
  let sum = 0
  for (const o of options) {
    const n = answer[o.value] ?? 0
    if (n > 0) sum += o.cost === 'all' ? owed : n * o.cost
  }
  return sum
}

/** Drops what the answer gives up for nothing (the form refuses it): the last picks first, while the rest still satisfies every point. */
function trim(options: readonly LossOption[], answer: Record<string, number>, owed: number): Record<string, number> {
  const out = { ...answer }
  for (const o of [...options].reverse()) {
    if (!out[o.value] || o.kind === 'vp' || o.kind === 'rout') continue
    const without = { ...out, [o.value]: 0 }
    if (satisfied(options, without, owed) >= owed) delete out[o.value]
  }
  return out
}
