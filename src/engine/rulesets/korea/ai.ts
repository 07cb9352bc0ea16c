import { checkAnswer, defaultAnswer, type FormDecision } from '../../core/form.ts'
import type { AiLevel, Choice } from '../../core/ruleset.ts'
import { otherSide, type Side } from '../../core/types.ts'
import { qualityRank } from './charts.ts'
import { depotsInRange, figures, leadCandidates } from './combat.ts'
import { NO_DEPOT, unitLabel } from './decisions.ts'
import { applyOutcome, dryWork, lpOutcomes, toNextRoll, walkExact } from './exact.ts'
import { geometry, hexName, type Geometry } from './geometry.ts'
import { lossOptions, picksOf, placeRetreat, satisfy, type LossOption } from './losses.ts'
import { defaultLead, satisfied, vpCost } from './policy.ts'
import { chooseLead, currentFigures, currentPicture } from './resolve.ts'
import { retreatChoices } from './retreat.ts'
import type { KoreaState } from './state.ts'
import { depotById, unitById, unitsAt } from './work.ts'

/**
 * The korea AI (K17), for either side. Easy answers as the default policy.
 * Normal weighs every lead (and depot), every way to satisfy its loss points
 * and every retreat hex by the expected worth of the position at the next
 * combat's dice, over the exact chances of this combat's outcomes; hard
 * weighs the few best of those by the exact expected worth at the end of the
 * turn, the result counting most. Worth keeps strength, ground and VP in
 * balance: the VP difference (ground given up and routs cost VP), plus each
 * unit kept on the map by its quality and freshness. Deterministic: no die
 * is rolled.
 */

/** What a unit on the map is worth against a VP: more for better quality, more fresh than static. */
function unitWorth(rank: number, fresh: boolean): number {
  return 0.3 + 0.1 * rank + (fresh ? 0.2 : 0)
}

/** A turn's result counts this many VP in hard's end worth. */
const RESULT = 3
/** Hard looks at this many of normal's best answers, each walked exactly within this many outcomes. */
const SHORTLIST = 6
const HARD_PATHS = 1500
/** The most ways to satisfy loss points weighed. */
const MOST_WAYS = 400

export function worth(s: KoreaState, me: Side): number {
  let w = s.sides[me].vp - s.sides[otherSide(me)].vp
  for (const u of s.units) if (u.place === 'field') w += (u.side === me ? 1 : -1) * unitWorth(qualityRank(u.quality), !u.static)
  if (s.result) w += RESULT * (s.result.winner === me ? 1 : s.result.winner === null ? 0 : -1)
  return w
}

/** Normal's look: the position at the next dice after default answers; when those dice are this combat's, over their exact outcomes. */
function nearWorth(s: KoreaState, me: Side, thisCombat: boolean): number {
  const w = dryWork(s)
  toNextRoll(w)
  if (!thisCombat || w.s.phase === 'over' || w.s.combatNo !== s.combatNo) return worth(w.s, me)
  const { pic, f } = currentFigures(w.s, w.g)
  let sum = 0
  for (const o of lpOutcomes(pic, f)) {
    const x = dryWork(w.s)
    applyOutcome(x, pic, f, o.lp)
    toNextRoll(x)
    sum += o.p * worth(x.s, me)
  }
  return sum
}

/** Hard's look: the exact expected worth at the end of the turn, and the chance to win; null when the walk is too long. */
function endWorth(s: KoreaState, me: Side): { worth: number; win: number } | null {
  let sum = 0
  let win = 0
  const ok = walkExact(s, HARD_PATHS, (end, p) => {
    sum += p * worth(end, me)
    if (end.result?.winner === me) win += p
  })
  return ok === null ? null : { worth: sum, win }
}

interface Weighed<T> {
  answer: T
  after: KoreaState
  near: number
  end: { worth: number; win: number } | null
}

/** Ranks answers by normal's look, then (hard) the shortlist by the end of the turn; the best first. */
function rank<T>(list: { answer: T; after: KoreaState }[], me: Side, level: AiLevel, thisCombat: boolean): Weighed<T>[] {
  const weighed: Weighed<T>[] = list.map((x) => ({ ...x, near: nearWorth(x.after, me, thisCombat), end: null }))
  // Stable: equal worth keeps the order of the form's choices.
  weighed.sort((a, b) => b.near - a.near)
  if (level !== 'hard') return weighed
  const short = weighed.slice(0, SHORTLIST)
  for (const x of short) x.end = endWorth(x.after, me)
  if (short.some((x) => x.end === null)) return weighed
  return [...short.sort((a, b) => b.end!.worth - a.end!.worth), ...weighed.slice(SHORTLIST)]
}

const pct = (p: number) => `${Math.round(100 * p)}%`
const num = (x: number) => x.toFixed(1)

function winText(x: Weighed<unknown>): string {
  return x.end ? `, ${pct(x.end.win)} to win the turn` : ''
}

function chooseLeadAi(s: KoreaState, d: FormDecision, level: AiLevel): Choice {
  const g = geometry(s.map)
  const side = d.side
  const pic = currentPicture(s, g, side === 'attacker' ? null : undefined)
  const depots = d.options.fields.some((f) => f.id === 'depot') ? [null, ...depotsInRange(s, g, pic.hex).map((x) => x.id)] : [null]
  const list: { answer: { lead: string; depot: string | null }; after: KoreaState }[] = []
  for (const u of leadCandidates(pic, side)) {
    for (const depot of depots) {
      const w = dryWork(s)
      chooseLead(w, side, u.id, depot)
      list.push({ answer: { lead: u.id, depot }, after: w.s })
    }
  }
  const best = rank(list, side, level, true)[0]!
  const { lead, depot } = best.answer
  // What the combat looks like with this lead: the modifiers and the loss points expected either way.
  const leadA = side === 'attacker' ? lead : s.now!.leads.attacker!
  const leadD = side === 'defender' ? lead : defaultLead(best.after, g, 'defender', leadA).lead
  const p = currentPicture(s, g, leadA)
  const f = figures(s, g, p, { attacker: unitById(s, leadA)!, defender: unitById(s, leadD)! }, depot ? depotById(s, depot)! : (s.now!.depot ? depotById(s, s.now!.depot)! : null))
  let mine = 0
  let theirs = 0
  for (const o of lpOutcomes(p, f)) {
    mine += o.p * o.lp[side]
    theirs += o.p * o.lp[otherSide(side)]
  }
  const other = otherSide(side)
  const depotText = depot ? `; expends the depot at ${depotById(s, depot)!.name}` : ''
  const reason = `${level}: ${unitLabel(unitById(s, lead)!)} leads${depotText}: modifiers ${f.drm[side]} against ${f.drm[other]}, ${num(theirs)} loss points expected to inflict and ${num(mine)} to take${winText(best)}`
  const answer: Record<string, string> = { lead }
  if (d.options.fields.some((x) => x.id === 'depot')) answer.depot = depot ?? NO_DEPOT
  return { kind: 'lead', answer, reason }
}

/** Every way to satisfy `owed` points with these options that gives nothing up for nothing (the form's rule), the rout alone first; at most MOST_WAYS. */
export function waysToSatisfy(options: readonly LossOption[], owed: number): Record<string, number>[] {
  const out: Record<string, number>[] = []
  const rout = options.find((o) => o.kind === 'rout')
  if (rout) out.push({ [rout.value]: 1 })
  const vp = options.find((o) => o.kind === 'vp')
  const units = options.filter((o) => o.kind !== 'vp' && o.kind !== 'rout')
  const wasteless = (a: Record<string, number>) => {
    const sum = satisfied(options, a, owed)
    let least = Infinity
    for (const o of options) if (a[o.value]) least = Math.min(least, o.cost as number)
    return sum >= owed && sum - least < owed
  }
  const walk = (from: number, sum: number, a: Record<string, number>, retreating: ReadonlySet<string>) => {
    if (out.length >= MOST_WAYS) return
    if (sum >= owed) {
      if (wasteless(a)) out.push(a)
      return
    }
    if (vp && vp.max >= owed - sum) out.push({ ...a, [vp.value]: owed - sum })
    for (let j = from; j < units.length; j++) {
      const o = units[j]!
      const moving = o.kind === 'retreat' || o.kind === 'retreat-far'
      if (moving && retreating.has(o.id)) continue
      walk(j + 1, sum + (o.cost as number), { ...a, [o.value]: 1 }, moving ? new Set([...retreating, o.id]) : retreating)
    }
  }
  walk(0, 0, {}, new Set())
  return out
}

function lossWords(s: KoreaState, side: Side, options: readonly LossOption[], a: Record<string, number>): string {
  const picks = picksOf(options, a)
  const parts = picks.map(({ option: o, count }) => {
    const name = o.kind === 'depot' ? `the depot at ${depotById(s, o.id)!.name}` : o.kind === 'vp' ? '' : unitById(s, o.id)!.name
    switch (o.kind) {
      case 'static':
        return `${name} to static`
      case 'retreat':
        return `${name} back 1 hex`
      case 'retreat-far':
        return `${name} back 2–3 hexes`
      case 'depot':
        return `${name} eliminated`
      case 'vp':
        return `${count} VP`
      case 'rout':
        return `${name} to the Rout box`
    }
  })
  const hex = s.combats[s.combatNo]!.defend
  const there = unitsAt(s, hex, 'defender').map((u) => u.id)
  const leaving = new Set(picks.filter((p) => p.option.kind === 'rout' || p.option.kind === 'retreat' || p.option.kind === 'retreat-far').map((p) => p.option.id))
  const ground = side === 'defender' ? (there.every((id) => leaving.has(id)) ? `gives up ${hexName(geometry(s.map), hex)}` : `keeps ${hexName(geometry(s.map), hex)}`) : ''
  const cost = vpCost(s, side, options, a)
  return `${parts.join(', ')}: ${cost} VP${ground ? `, ${ground}` : ''}`
}

function chooseLossesAi(s: KoreaState, d: FormDecision, level: AiLevel): Choice {
  const g = geometry(s.map)
  const side = d.side
  const owed = s.now!.owed[side]
  const options = lossOptions(s, g, side)
  const field = d.options.fields[0]!
  const list = waysToSatisfy(options, owed)
    .filter((a) => checkAnswer(d.options, { [field.id]: a }) === null)
    .map((a) => {
      const w = dryWork(s)
      satisfy(w, side, options, a)
      return { answer: a, after: w.s }
    })
  const ranked = rank(list, side, level, false)
  const best = ranked[0]!
  const cheapest = ranked.reduce((m, x) => (vpCost(s, side, options, x.answer) < vpCost(s, side, options, m.answer) ? x : m), ranked[0]!)
  const alt = cheapest !== best ? `; the cheapest in VP, ${lossWords(s, side, options, cheapest.answer)}, weakens ${side === 'attacker' ? 'the attack' : 'the defence'} more` : ''
  return { kind: 'losses', answer: { [field.id]: best.answer }, reason: `${level}: ${lossWords(s, side, options, best.answer)}${winText(best)}, best of ${ranked.length} ways${alt}` }
}

function chooseRetreatAi(s: KoreaState, level: AiLevel): Choice {
  const g: Geometry = geometry(s.map)
  const r = s.now!.retreats[0]!
  const u = unitById(s, r.unit)!
  const choices = retreatChoices(s, g, u, r.far, s.combats[s.combatNo]!.defend)
  const list = choices.map((c) => {
    const w = dryWork(s)
    placeRetreat(w, c.hex)
    return { answer: c, after: w.s }
  })
  const best = rank(list, u.side, level, false)[0]!
  return { kind: 'retreat', answer: { to: best.answer.hex }, reason: `${level}: ${u.name} to ${hexName(g, best.answer.hex)}, ${best.answer.why}${winText(best)}` }
}

export function chooseKorea(s: KoreaState, d: FormDecision, level: AiLevel): Choice {
  if (level === 'easy') return { kind: d.kind, answer: defaultAnswer(d.options), reason: `easy: the default, ${defaultWhy(d.kind)}` }
  if (d.kind === 'lead') return chooseLeadAi(s, d, level)
  if (d.kind === 'losses') return chooseLossesAi(s, d, level)
  return chooseRetreatAi(s, level)
}

export function defaultWhy(kind: string): string {
  return kind === 'lead' ? 'the lead with the best net modifier' : kind === 'losses' ? 'cheapest in VP first, keeping the combat hex' : 'the first hex towards supply and away from the enemy'
}
