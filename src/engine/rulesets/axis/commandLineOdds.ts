import { widest } from '../../../odds/interval.ts'
import { countsScenario, isLandOnly } from './countsScenario.ts'
import { solveAxisLand } from './exact.ts'
import { buildState } from './setup.ts'
import { simulateAxis } from './simulate.ts'
import type { AxisState } from './state.ts'
import { UNIT_TYPES } from './units.ts'
import { parseUnitCounts } from '../../core/unitCounts.ts'

export interface AxisOddsReport {
  attackerWins: number
  defenderWins: number
  draws: number
  method: 'exact' | 'sampling'
  ms: number
  /** Sampling only: battles played and the widest 95% half-width of the three figures. */
  battles?: number
  halfWidth?: number
}

/** Sampling stops when the 95% interval of each figure is within this (half a percentage point). */
const TARGET = 0.005
const MAX_BATTLES = 200_000

/**
 * Planes alone cannot take an area (or a sea zone): the attacker wins only
 * with land units (ships, at sea) left when the defender is gone.
 */
function outcome(s: AxisState): 'attacker' | 'defender' | 'draw' {
  const holds = s.area.naval ? 'sea' : 'land'
  const alive = (side: 'attacker' | 'defender', holding: boolean) => s.units.some((u) => u.side === side && u.place === 'field' && (!holding || u.domain === holds))
  const attackerLand = alive('attacker', true)
  const defender = alive('defender', false)
  if (!defender && attackerLand) return 'attacker'
  if (!defender && !alive('attacker', false)) return 'draw'
  return 'defender'
}

/**
 * The odds of a battle given by unit counts, fought to the end without
 * retreat: attackerWins is the chance that the defender is destroyed while
 * attacking land units remain, draws that both are destroyed. Land-only
 * battles are solved exactly; others are sampled with the engine's defaults.
 */
export function axisOdds(attack: Record<string, number>, defend: Record<string, number>, seed: string): AxisOddsReport {
  const t0 = performance.now()
  if (isLandOnly(attack, defend)) {
    // The report keeps its documented keys (README): the chances to win only.
    const { attackerWins, defenderWins, draws } = solveAxisLand(attack, defend)
    return { attackerWins, defenderWins, draws, method: 'exact', ms: performance.now() - t0 }
  }
  const sc = countsScenario(attack, defend)
  const tally = { attacker: 0, defender: 0, draw: 0 }
  let n = 0
  let half = 1
  while (n < MAX_BATTLES) {
    for (let k = 0; k < 1000; k++, n++) tally[outcome(simulateAxis(buildState(sc, `${seed}#${n}`)))]++
    // The widest of the three intervals decides when to stop.
    half = widest({ attacker: tally.attacker, defender: tally.defender, draw: tally.draw, runs: n })
    if (half <= TARGET) break
  }
  return { attackerWins: tally.attacker / n, defenderWins: tally.defender / n, draws: tally.draw / n, method: 'sampling', ms: performance.now() - t0, battles: n, halfWidth: half }
}

/**
 * The CLI's odds of a battle given by counts (`--attack infantry=3,armor=2
 * --defend infantry=4 --odds`): the report of axisOdds, or an Error with the
 * one line the CLI prints after "sim: ", naming the bad argument.
 */
export function commandLineOdds(args: { attack: string; defend: string; seed: string; extra: Record<string, string> }): { report: AxisOddsReport; text: string } {
  const known = UNIT_TYPES.map((t) => t.id)
  const unknown = Object.keys(args.extra)[0]
  if (unknown !== undefined) throw new Error(`--${unknown} is not an option of an axis battle by counts`)
  const attack = parseUnitCounts('--attack', args.attack, known)
  const defend = parseUnitCounts('--defend', args.defend, known)
  try {
    const r = axisOdds(attack, defend, args.seed)
    const pct = (p: number) => `${(100 * p).toFixed(2)}%`
    const text =
      `attacker ${pct(r.attackerWins)}, defender ${pct(r.defenderWins)}, both destroyed ${pct(r.draws)}` +
      ` (${r.method}${r.battles ? `, ${r.battles} battles, ±${(100 * r.halfWidth!).toFixed(2)} points` : ''}, ${r.ms.toFixed(1)} ms)`
    return { report: r, text }
  } catch (e) {
    // A battle the counts cannot make (ships with land units, nobody at all): one line, as for any bad input.
    throw new Error(`--attack/--defend: ${(e as Error).message}`)
  }
}
