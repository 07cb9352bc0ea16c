import { BranchingDice } from '../../../odds/branchingDice.ts'
import type { FormDecision } from '../../core/form.ts'
import type { AiLevel, Choice } from '../../core/ruleset.ts'
import { otherSide, type Side } from '../../core/types.ts'
import { attackOdds } from './attackOdds.ts'
import { attackFigures, columnLabel, supportsOf } from './combat.ts'
import { defaultChoice, END, oddsText } from './decisions.ts'
import { positionKey } from './exact.ts'
import { geometry } from './geometry.ts'
import { score } from './phases.ts'
import { rankedAttacks, type RankedAttack } from './policy.ts'
import { resolveAttack } from './resolve.ts'
import type { NapState } from './state.ts'
import { cloneState, strengthLeft, unitById, type Work } from './work.ts'

/**
 * The napoleonic AI. Easy attacks as the book's default does: best odds
 * first, none below 1–1. Normal and hard weigh each legal attack and the end
 * of the phase exactly: every d6 face and morale test of the attack, then the
 * best of the attacks it leaves (normal: one more, hard: two more, each among
 * the few best by odds), because order decides: an attack won first makes its
 * unit victorious, and a victorious unit supports the attacks after it (the
 * seed's example of units #1 to #10). Deterministic: no die is rolled.
 */
const DEPTH: Record<AiLevel, number> = { easy: 0, normal: 2, hard: 3 }
/** Follow-up attacks looked at after the first, best odds first. */
const BEAM: Record<AiLevel, number> = { easy: 0, normal: 4, hard: 3 }

/** How good a position is for `me`: the victory points by the scenario's conditions, then strength and morale kept. */
export function evaluate(s: NapState, me: Side): number {
  const them = otherSide(me)
  if (s.phase === 'over') return s.result?.winner === me ? 1000 : s.result?.winner === them ? -1000 : 0
  let morale = 0
  for (const u of s.units) if (u.place === 'field') morale += u.side === me ? u.morale : -u.morale
  return score(s, me) - score(s, them) + 0.3 * (strengthLeft(s, me) - strengthLeft(s, them)) + 0.25 * morale
}

/** The positions an attack leads to, equal ones merged, with their chances. */
function outcomes(s: NapState, a: string, d: string): { s: NapState; p: number }[] {
  const g = geometry(s.map)
  const out = new Map<string, { s: NapState; p: number }>()
  const dice = new BranchingDice()
  do {
    dice.rewind()
    const w: Work = { s: cloneState(s), g, dice, ev: null }
    resolveAttack(w, unitById(w.s, a)!, unitById(w.s, d)!)
    const key = positionKey(w.s)
    const seen = out.get(key)
    if (seen) seen.p += dice.prob
    else out.set(key, { s: w.s, p: dice.prob })
  } while (dice.next())
  return [...out.values()]
}

/** The worth of the best play from here for `me` (ending the phase, or an attack), looking `depth` attacks ahead. */
function best(s: NapState, me: Side, depth: number, beam: number): number {
  let v = evaluate(s, me)
  if (depth <= 0 || s.phase === 'over') return v
  for (const r of rankedAttacks(s, geometry(s.map)).slice(0, beam)) v = Math.max(v, worth(s, r, me, depth, beam))
  return v
}

function worth(s: NapState, r: RankedAttack, me: Side, depth: number, beam: number): number {
  let v = 0
  for (const o of outcomes(s, r.a.id, r.d.id)) v += o.p * best(o.s, me, depth - 1, beam)
  return v
}

const pct = (p: number) => `${Math.round(p * 100)}%`

/** "#3 attacks #4: 6 against 4, 1.5–1, 61% to dislodge", or "… after #1 has won: 1–2 becomes 1–1, …". */
function attackReason(s: NapState, r: RankedAttack): string {
  const g = geometry(s.map)
  const o = attackOdds(s, r.a.id, r.d.id)
  const helpers = supportsOf(s, g, r.a, r.d).filter((u) => u.victorious)
  if (helpers.length) {
    const plain = cloneState(s)
    for (const u of plain.units) u.victorious = false
    const before = attackFigures(plain, g, unitById(plain, r.a.id)!, unitById(plain, r.d.id)!)
    const who = helpers.map((u) => u.name).join(' and ')
    if (before.column !== r.f.column) {
      return `${r.a.name} attacks ${r.d.name} after ${who} ${helpers.length > 1 ? 'have' : 'has'} won: ${columnLabel(before.column)} becomes ${columnLabel(r.f.column)}, ${pct(o.dislodge)} to dislodge`
    }
    return `${r.a.name} attacks ${r.d.name} with ${who}, victorious, in support: ${oddsText(r.f)}, ${pct(o.dislodge)} to dislodge`
  }
  return `${r.a.name} attacks ${r.d.name}: ${oddsText(r.f)}, ${pct(o.dislodge)} to dislodge`
}

/** When an attack is chosen for what its win opens: the later attack its unit would then support. */
function opens(s: NapState, r: RankedAttack): string | null {
  const won = outcomes(s, r.a.id, r.d.id).filter((o) => unitById(o.s, r.a.id)!.victorious)
  if (!won.length) return null
  const likely = won.reduce((x, y) => (y.p > x.p ? y : x))
  const g = geometry(s.map)
  for (const next of rankedAttacks(likely.s, g)) {
    if (next.a.id === r.a.id) continue
    if (supportsOf(likely.s, g, next.a, next.d).some((u) => u.id === r.a.id)) return `a win lets ${r.a.name} support ${next.a.name} against ${next.d.name}`
  }
  return null
}

export function chooseAttack(s: NapState, decision: FormDecision, level: AiLevel): Choice {
  if (level === 'easy') {
    const c = defaultChoice(s)
    const best = rankedAttacks(s, geometry(s.map))[0]
    return { ...c, reason: c.answer.attacker === END ? `easy: no attack at 1–1 or better left${best ? ` (best ${columnLabel(best.f.column)})` : ''}` : `easy: best odds first, ${attackReason(s, best!)}` }
  }
  const me = decision.side
  const depth = DEPTH[level]
  const ranked = rankedAttacks(s, geometry(s.map))
  const stay = evaluate(s, me)
  let choice: { r: RankedAttack; v: number } | null = null
  let firstBest: { r: RankedAttack; v: number } | null = null
  for (const r of ranked) {
    const v = worth(s, r, me, depth, BEAM[level])
    const single = worth(s, r, me, 1, BEAM[level])
    if (!firstBest || single > firstBest.v + 1e-9) firstBest = { r, v: single }
    if (!choice || v > choice.v + 1e-9) choice = { r, v }
  }
  if (!choice || choice.v <= stay + 1e-9) {
    const b = ranked[0]
    return {
      kind: 'attack',
      answer: { attacker: END, defender: END },
      reason: `${level}: ends the phase${b ? `: the best attack left, ${b.a.name} on ${b.d.name} at ${columnLabel(b.f.column)}, would cost more than it wins` : ''}`,
    }
  }
  let reason = `${level}: ${attackReason(s, choice.r)}`
  if (firstBest && firstBest.r !== choice.r) {
    const why = opens(s, choice.r)
    reason += why ? `; first, since ${why}` : `; better than ${firstBest.r.a.name} on ${firstBest.r.d.name} with the attacks after it`
  }
  return { kind: 'attack', answer: { attacker: choice.r.a.id, defender: choice.r.d.id }, reason }
}
