import type { BattleResult, OddsKit } from '../engine/core/ruleset.ts'
import type { Side } from '../engine/core/types.ts'
import type { BattleState } from '../engine/rulesets/registry.ts'
import type { Tally } from './interval.ts'

/**
 * The summary's chance-to-win trace and luck, for every rule system through
 * the contract only (OddsKit and BaseState): nothing here knows a rule
 * system. The figures are the odds bar's own (the rest of the battle played
 * with the book's defaults), made deterministic: the exact solver when it
 * answers, else a fixed number of battles from a stream named by the state,
 * so that the same battle always shows the same trace, however the battles
 * are split between workers (see tallyStream).
 */

export interface Chances {
  attacker: number
  defender: number
  draw: number
}

/** One position the trace is computed at: before a round (labelled with that round), or the end. */
export interface TracePoint {
  /** The round about to be fought (engine.roundLabel of the state after it), or 'End'. */
  label: string
  /** The position after the battle's last round or decision: its figure is the result. */
  final: boolean
  state: BattleState
}

export interface TraceFigure extends Chances {
  label: string
  final: boolean
  /** exact: the solver answered; sampling: `runs` battles; result: the battle is over. */
  method: 'exact' | 'sampling' | 'result'
  runs: number
}

/** Battles per sampled point: a 95% interval of at most ±3.1 points, about a second per point for the slowest rule system in one worker. */
export const TRACE_RUNS = 1000

/** The sampling stream of a position: named by the battle's seed and the dice rolled so far, so that it is the same on every replay. */
export function traceStream(state: BattleState): string {
  return `trace/${state.seed}/${state.dice.rolled}`
}

/** The chances a standing result gives: 1 to its winner (a draw or a cancelled battle: 1 to draw). */
export function resultChances(result: BattleResult | null): Chances {
  const w = result?.winner ?? null
  return { attacker: w === 'attacker' ? 1 : 0, defender: w === 'defender' ? 1 : 0, draw: w ? 0 : 1 }
}

export function exactFigure(p: TracePoint, o: Chances): TraceFigure {
  return { label: p.label, final: p.final, attacker: o.attacker, defender: o.defender, draw: o.draw, method: 'exact', runs: 0 }
}

export function sampledFigure(p: TracePoint, t: Tally): TraceFigure {
  const n = Math.max(1, t.runs)
  return { label: p.label, final: p.final, attacker: t.attacker / n, defender: t.defender / n, draw: t.draw / n, method: 'sampling', runs: t.runs }
}

/** The figure of a position that needs no odds (the battle is over), or null. */
export function settledFigure(p: TracePoint): TraceFigure | null {
  if (p.state.phase !== 'over' && p.state.result === null) return null
  return { label: p.label, final: p.final, ...resultChances(p.state.result), method: 'result', runs: 0 }
}

/**
 * One point's figure, at once, in this thread: what the workers compute
 * (traceJob.ts), for tests and for the reference. `tryExact` is the engine's
 * exactWorthTrying of the state (asked on the page, as the odds bar does).
 */
export function pointFigure(kit: OddsKit, p: TracePoint, opts: { tryExact: boolean; maxPaths: number; runs: number }): TraceFigure {
  const settled = settledFigure(p)
  if (settled) return settled
  const exact = opts.tryExact ? kit.exact(p.state, opts.maxPaths) : null
  if (exact) return exactFigure(p, exact)
  return sampledFigure(p, kit.sample(kit.prepare(p.state), traceStream(p.state), 0, opts.runs))
}

/**
 * Luck, as a percentile for each side: where the battle's actual result falls
 * among the outcomes the start position promised (the trace's first figure,
 * before the first round). Each side ranks the outcomes loss < draw < win;
 * its percentile is 100 × (P(an outcome worse than the actual one) + ½ P(the
 * actual one)), the mid-rank that counts ties half. Why this measure: the
 * contract's odds (OddsKit) know each played-out battle by its winner and
 * by an amount left in the rule system's own measure (strength points,
 * units, hits), and no margin is common to every rule system, so the
 * winner is the one outcome every rule system can be ranked by; and it
 * reuses the trace's own first figure, so the two never disagree. So 50 is
 * "as expected" (always so for a result that was forced: P = 1), above 50
 * the result was better for the side than its odds,
 * below worse; a 20% outsider that wins stands at the 90th, the favourite it
 * beat at the 10th, and the two sides' figures add to 100. As the trace, the
 * odds play the rest with the book's defaults, so the players' own choices
 * count in it with the dice.
 */
export function luckPercentiles(start: Chances, result: BattleResult | null): Record<Side, number> {
  const total = start.attacker + start.defender + start.draw || 1
  const a = start.attacker / total
  const d = start.defender / total
  const draw = start.draw / total
  const w = result?.winner ?? null
  // The attacker's ranks: defender's win < draw < attacker's win.
  const attacker = w === 'attacker' ? d + draw + a / 2 : w === 'defender' ? d / 2 : d + draw / 2
  return { attacker: 100 * attacker, defender: 100 * (1 - attacker) }
}

/** The ordinal of a whole percentile (1st, 2nd, 3rd, 11th, 62nd …). */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${s}`
}
