import { defaultAnswer, type FormAnswer } from '../../core/form.ts'
import { FastAlea, fastSeedDice } from '../../core/fastAlea.ts'
import type { AiLevel, Choice } from '../../core/ruleset.ts'
import type { Side } from '../../core/types.ts'
import { decide, defaultPromotions, LEAVE, meanChance, NO_PIO, promotable, STAY, type FgDecision } from './decisions.ts'
import { adjacent } from './geometry.ts'
import { winnerOn } from './simulate.ts'
import type { FgState, Unit } from './state.ts'
import { hasRanged } from './units.ts'

/**
 * The fire-group AI. Easy answers as the book's default does (the planned
 * entries, nobody leaves, the best shots moved up). Normal and hard weigh a
 * few plans by playing the battle out with each, the rest of it by default,
 * on the same seeded dice for every plan (normal 24 playouts, hard 64):
 * everything in phase 1, the seed's trick of a large group first and then
 * one unit a phase to trigger a new combat each time, keeping the guns
 * around to fire into the square, holding back, leaving the square; and, for
 * a leader, each choice of units to move up. Deterministic: the playouts'
 * dice are seeded from the position.
 */
const PLAYOUTS: Record<Exclude<AiLevel, 'easy'>, number> = { normal: 24, hard: 64 }
const pct = (p: number) => `${Math.round(p * 100)}%`

interface Plan {
  label: string
  answer: FormAnswer
}

/** Win 1, draw ½, over the playouts, for `me`. */
function worth(s: FgState, me: Side, d: FgDecision, answer: FormAnswer, runs: number): number {
  const after = decide(s, d.side, { kind: d.kind, answer }).state
  const dice = new FastAlea(fastSeedDice(''))
  let score = 0
  for (let i = 0; i < runs; i++) {
    dice.seed(`fg-ai/${s.seed}/${s.dice.rolled}/${i}`)
    const w = winnerOn(after, dice)
    score += w === me ? 1 : w === null ? 0.5 : 0
  }
  return score / runs
}

const sendKey = (u: Unit) => `send:${u.id}`

function orderPlans(s: FgState, d: FgDecision): Plan[] {
  const base = defaultAnswer(d.options)
  const sends = d.options.fields.filter((f) => f.id.startsWith('send:')).map((f) => s.units.find((u) => sendKey(u) === f.id)!)
  const plans: Plan[] = [{ label: sends.length ? 'the planned entries' : d.options.fields.some((f) => f.id.startsWith('pio:')) ? 'Production Improvement Orders' : 'nobody leaves', answer: base }]
  const withSends = (label: string, phaseOf: (u: Unit, i: number) => string, extra: FormAnswer = {}) => {
    const answer: FormAnswer = { ...base, ...extra }
    sends.forEach((u, i) => (answer[sendKey(u)] = phaseOf(u, i)))
    plans.push({ label, answer })
  }
  if (sends.length) {
    withSends('everything in phase 1', () => '1')
    // The seed's trick: the bulk first, then one unit in each later phase, each one a new combat.
    if (sends.length >= 2) {
      const weakest = sends.map((u, i) => ({ i, c: meanChance(s, { ...u, at: s.square }) })).sort((a, b) => a.c - b.c || b.i - a.i).slice(0, Math.min(2, sends.length - 1)).map((x) => x.i)
      withSends('a large group in phase 1, then one unit a phase to trigger new combats', (_u, i) => (weakest.indexOf(i) >= 0 ? String(2 + weakest.indexOf(i)) : '1'))
    }
    if (sends.some((u) => hasRanged(u.type) && adjacent(s.map, u.at, s.square))) withSends('the guns fire from the squares around, the rest go in at phase 1', (u) => (hasRanged(u.type) && adjacent(s.map, u.at, s.square) ? STAY : '1'))
    withSends('holding back', () => STAY)
  }
  const pio = d.options.fields.filter((f) => f.id.startsWith('pio:'))
  if (pio.length) plans.push({ label: 'no Production Improvement Order', answer: { ...base, ...Object.fromEntries(pio.map((f) => [f.id, NO_PIO])) } })
  const leave = d.options.fields.find((f) => f.id === LEAVE)
  if (leave?.type === 'several') plans.push({ label: 'leaving the square in phase 1', answer: { ...base, [LEAVE]: leave.choices.map((c) => c.value), ...Object.fromEntries(sends.map((u) => [sendKey(u), STAY])) } })
  const seen = new Set<string>()
  return plans.filter((p) => {
    const k = JSON.stringify(p.answer)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

function combinations<T>(xs: T[], k: number, cap: number): T[][] {
  const out: T[][] = []
  const walk = (from: number, acc: T[]) => {
    if (out.length >= cap) return
    if (acc.length === k) return void out.push(acc.slice())
    for (let i = from; i < xs.length; i++) walk(i + 1, [...acc, xs[i]!])
  }
  walk(0, [])
  return out
}

function promotePlans(s: FgState, d: FgDecision): Plan[] {
  const field = d.options.fields[0]!
  const k = field.type === 'several' ? (field.min ?? 1) : 1
  const first = defaultPromotions(s, d.side)
  const ids = promotable(s, d.side).map((u) => u.id)
  const name = (id: string) => s.units.find((u) => u.id === id)!.name
  const combos = [first, ...combinations(ids, k, 12).filter((c) => c.join() !== first.join())]
  return combos.map((c) => ({ label: `${c.map(name).join(' and ')} up to group 2`, answer: { promote: c } }))
}

export function chooseFor(s: FgState, d: FgDecision, level: AiLevel): Choice {
  const plans = d.kind === 'orders' ? orderPlans(s, d) : promotePlans(s, d)
  if (level === 'easy') {
    const p = plans[0]!
    const why = d.kind === 'promote' ? `${p.label}, the best chance to hit (${promotable(s, d.side).filter((u) => (p.answer.promote as string[]).includes(u.id)).map((u) => `${Math.round(meanChance(s, u))}%`).join(', ')})` : p.label
    return { kind: d.kind, answer: p.answer, reason: `${level}: ${why}` }
  }
  const runs = PLAYOUTS[level]
  const scored = plans.map((p) => ({ p, v: worth(s, d.side, d, p.answer, runs) }))
  let best = scored[0]!
  for (const x of scored) if (x.v > best.v + 1e-9) best = x
  const others = scored.filter((x) => x !== best).sort((a, b) => b.v - a.v).slice(0, 1)
  const versus = others.length ? `; ${others[0]!.p.label}: ${pct(others[0]!.v)}` : ''
  return { kind: d.kind, answer: best.p.answer, reason: `${level}: ${best.p.label}: ${pct(best.v)} to win over ${runs} playouts${versus}` }
}

