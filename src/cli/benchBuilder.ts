import { starterSpec, type BattleSpec } from '../engine/core/builder.ts'
import { engineOf, rulesetIds, type BattleState, type RulesetId } from '../engine/rulesets/registry.ts'
import type { OddsPool } from '../odds/oddsPool.ts'
import { buildScenario } from '../scenarios/built.ts'

/** Issue 29: the builder's forecast updates within this of an edit, for a battle of 20 units a side. */
export const UPDATE_GOAL_MS = 250
export const UNITS_A_SIDE = 20

export interface BuilderFigures {
  ruleset: string
  units: number
  method: string
  /** From the edit to the scenario built, validated and set up, on the page's thread. */
  msBuild: number
  /** From the edit to the forecast's first figure (the exact answer, or the first sampled batch). */
  msFirstFigure: number
  /** From the edit to every chance within ±1 point (exact: the same as the first figure). */
  msTo1pp: number
  goalMs: number
}

/** A side of n units spread over the entries its starter has, in turn: the builder's starter grown to the size the goal names. */
function grown(spec: BattleSpec, n: number): BattleSpec {
  const side = (r: Record<string, number>) => {
    const ids = Object.keys(r).filter((k) => r[k]! > 0)
    const out: Record<string, number> = {}
    for (let i = 0; i < n; i++) out[ids[i % ids.length]!] = (out[ids[i % ids.length]!] ?? 0) + 1
    return out
  }
  return { ...spec, units: { attacker: side(spec.units.attacker), defender: side(spec.units.defender) } }
}

function timeEdit(pool: OddsPool, spec: BattleSpec): Promise<Omit<BuilderFigures, 'ruleset' | 'units' | 'goalMs'>> {
  const t0 = performance.now()
  const built = buildScenario(spec)
  if (!built.ok) throw new Error(`bench: the builder refused ${spec.ruleset}'s battle: ${built.problems[0]!.message}`)
  const state = engineOf(spec.ruleset as RulesetId).setup(built.scenario, 'bench-builder') as BattleState
  const msBuild = performance.now() - t0
  return new Promise((resolve) => {
    let first = -1
    pool.request(state, (e) => {
      const now = performance.now() - t0
      if (first < 0) first = now
      if (e.halfWidth <= 0.01 || e.done) {
        resolve({ method: e.method === 'exact' ? 'exact' : 'monte-carlo', msBuild, msFirstFigure: first, msTo1pp: now })
        // The next edit's request cancels what is left of this job, as an edit in the builder does.
      }
    })
  })
}

/**
 * The builder's update, measured as the builder runs it: a battle of 20
 * units a side in each rule system, edited (one unit more for the attacker),
 * on the workers the builder keeps warm; timed from the edit to the
 * forecast's first figure and to ±1 point. Not a test: figures and ratios.
 */
export async function benchBuilder(pool: OddsPool, say: (line: string) => void): Promise<BuilderFigures[]> {
  say(`Battle builder: an edit to a battle of ${UNITS_A_SIDE} units a side, warm workers; goal: the first figure within ${UPDATE_GOAL_MS} ms of the edit`)
  const out: BuilderFigures[] = []
  for (const id of rulesetIds()) {
    const kit = engineOf(id).builder
    if (!kit) continue
    const spec = grown(starterSpec(id, kit), UNITS_A_SIDE)
    // The builder's forecast before the edit (one attacker fewer) warms the workers; the edit that makes it 20 a side is what is timed.
    const first = Object.keys(spec.units.attacker)[0]!
    await timeEdit(pool, { ...spec, units: { ...spec.units, attacker: { ...spec.units.attacker, [first]: spec.units.attacker[first]! - 1 } } })
    const edited = spec
    const f = await timeEdit(pool, edited)
    const row = { ruleset: id, units: UNITS_A_SIDE, goalMs: UPDATE_GOAL_MS, ...f }
    out.push(row)
    say(
      `  ${id.padEnd(12)} ${f.method.padEnd(11)} build ${f.msBuild.toFixed(1).padStart(6)} ms  first figure ${f.msFirstFigure.toFixed(0).padStart(5)} ms (${(f.msFirstFigure / UPDATE_GOAL_MS).toFixed(2)}× the goal)  ±1 pt ${f.msTo1pp.toFixed(0).padStart(6)} ms`,
    )
  }
  return out
}
