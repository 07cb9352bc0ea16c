import { describe, expect, it } from 'vitest'
import { collect, inProcess } from '../../../odds/poolTestkit.ts'
import { OddsPool, TARGET_HALF_WIDTH } from '../../../odds/oddsPool.ts'
import { findBuiltIn } from '../../../scenarios/load.ts'
import { landScenario } from './countsScenario.ts'
import { solveAxisLand } from './exact.ts'
import type { AxisScenario } from './scenario.ts'
import { buildState } from './setup.ts'

/** The odds pool on axis battles (moved from src/odds/oddsPool.test.ts, which keeps what holds for every rule system). */



describe('odds pool on axis battles', () => {
  it('seed 003 (axis): land units only, the pool answers with the land solver; with planes it samples the engine to ±0.5 points', async () => {
    const pool = new OddsPool([inProcess(), inProcess()])
    const land = { ...buildState(landScenario({ infantry: 3, armor: 1 }, { infantry: 4 }), 'pool'), phase: 'battle' as const }
    const exact = (await collect(pool, land)).at(-1)!
    expect(exact.method).toBe('exact')
    expect(exact.detail).toMatch(/land units only/)
    expect(exact.attacker).toBeCloseTo(solveAxisLand({ infantry: 3, armor: 1 }, { infantry: 4 }).attackerWins, 12)
    const sc = findBuiltIn('axis-air-land-example')
    if (!sc || sc.ruleset !== 'axis') throw new Error('axis-air-land-example')
    const seen = await collect(pool, buildState(sc as AxisScenario, 'pool'))
    expect(seen[0]!.method).toBe('sampling')
    expect(seen.at(-1)!.halfWidth).toBeLessThanOrEqual(TARGET_HALF_WIDTH)
  }, 60_000)
})
