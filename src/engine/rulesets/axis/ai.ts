import { defaultAnswer } from '../../core/form.ts'
import type { AiLevel } from '../../core/ruleset.ts'
import { seedDice } from '../../core/seedDice.ts'
import { otherSide, type Side } from '../../core/types.ts'
import { decide, type AxisChoice, type AxisDecision } from './decisions.ts'
import { retreatOptions, retreatValue } from './retreat.ts'
import { simulateAxis } from './simulate.ts'
import type { AxisState } from './state.ts'

/**
 * The axis AI. Easy follows the form's defaults (order of loss, most valuable
 * target first) and retreats when clearly outnumbered. Normal and hard weigh
 * each retreat option by playing the battle on in simulation (200 / 800
 * runs); the other decisions keep the defaults. Deterministic: the simulated
 * dice are seeded from the battle's own dice state.
 */
export type AxisLevel = AiLevel

const RUNS: Record<Exclude<AxisLevel, 'easy'>, number> = { normal: 200, hard: 800 }

function strength(s: AxisState, side: Side): number {
  let n = 0
  for (const u of s.units) if (u.side === side && u.place === 'field' && !u.bombard) n += u.cost
  return n
}

/** The retreat options offered ('none', 'air:<area>', 'all:<area>'), in the form's order. */
function retreatChoices(s: AxisState, d: AxisDecision): string[] {
  return d.options.fields.length ? retreatOptions(s, d.side) : []
}

/** Win chance and the share of the side's strength it keeps, over simulated battles from this state. */
function sample(s: AxisState, side: Side, runs: number): { win: number; kept: number } {
  const before = strength(s, side) || 1
  let dice = seedDice(`axis-ai|${JSON.stringify(s.dice)}|${s.round}|${side}`)
  let wins = 0
  let kept = 0
  for (let i = 0; i < runs; i++) {
    const end = simulateAxis({ ...s, dice })
    dice = end.dice.kind === 'alea' ? end.dice : seedDice(`axis-ai|${i}`)
    if (end.result?.winner === side) wins++
    kept += strength(end, side) / before
  }
  return { win: wins / runs, kept: kept / runs }
}

function label(s: AxisState, option: string): string {
  if (option === 'none') return 'Stay'
  const [what, to] = option.split(':') as [string, string]
  return `Retreat ${what === 'air' ? 'air units' : 'all units'} to ${s.areas.find((a) => a.id === to)?.name ?? to}`
}

function chooseRetreat(s: AxisState, d: AxisDecision, level: AxisLevel): { option: string; reason: string } {
  const options = retreatChoices(s, d)
  const side = d.side
  if (level === 'easy') {
    const mine = strength(s, side)
    const theirs = strength(s, otherSide(side))
    const all = options.find((o) => o.startsWith('all:'))
    if (all && mine * 2 < theirs) return { option: all, reason: `easy: outnumbered ${mine} to ${theirs} in cost, ${label(s, all).toLowerCase()}` }
    return { option: 'none', reason: `easy: stay (${mine} against ${theirs} in cost)` }
  }
  const runs = RUNS[level]
  // One candidate per kind: staying, the first air-only and the first full retreat offered.
  const candidates = ['none', options.find((o) => o.startsWith('air:')), options.find((o) => o.startsWith('all:'))].filter((o): o is string => o !== undefined)
  let best = { option: 'none', score: -Infinity, win: 0 }
  let stayWin = 0
  for (const option of candidates) {
    const after = decide(s, side, { kind: 'retreat', answer: { retreat: option } }).state
    const { win, kept } = after.phase === 'over' ? { win: after.result?.winner === side ? 1 : 0, kept: strength(after, side) / (strength(s, side) || 1) } : sample(after, side, runs)
    // Winning counts most; keeping units breaks the rest (a lost battle fought to the end keeps nothing).
    const score = win + 0.5 * kept
    if (option === 'none') stayWin = win
    if (score > best.score) best = { option, score, win }
  }
  const pct = (p: number) => `${Math.round(p * 100)}%`
  const reason = best.option === 'none' ? `Stay: ${pct(stayWin)} to win if it stays` : `${label(s, best.option)}: only ${pct(stayWin)} to win if it stays`
  return { option: best.option, reason }
}

/** A legal choice for any axis decision, with a one-line reason for the log. */
export function chooseAxis(state: AxisState, decision: AxisDecision, level: AxisLevel): { choice: AxisChoice; reason: string } {
  if (decision.kind === 'retreat') {
    const { option, reason } = chooseRetreat(state, decision, level)
    // Answered in the form's values: a full retreat is its destination area.
    return { choice: { kind: 'retreat', answer: { retreat: retreatValue(option) }, reason }, reason }
  }
  const reason =
    decision.kind === 'casualties'
      ? `${level}: casualties by the order of loss, cheapest first`
      : decision.kind === 'aim'
        ? `${level}: most valuable targets first, answering what hit it`
        : decision.kind === 'support'
          ? `${level}: every adjacent fighter joins`
          : `${level}: AirCap when there are enemy planes to fight, else TacAir`
  return { choice: { kind: decision.kind, answer: defaultAnswer(decision.options), reason }, reason }
}
