import { describe, expect, it } from 'vitest'
import { manifestOf, rulesetIds, rulesetOf, type RulesetId } from '../engine/rulesets/registry.ts'
import { findBuiltIn } from '../scenarios/load.ts'
import { EXACT_PATH_BUDGET } from './oddsPool.ts'
import { scenarioOdds } from './scenarioOdds.ts'

/**
 * Issue 29: `npm run sim -- <scenario> --odds` for every rule system: the
 * chances of each result from the scenario's first state, exact where the
 * rule system's solver takes it, else sampled to the interval asked.
 */
describe('the odds of any scenario from its first state', () => {
  for (const id of rulesetIds()) {
    const m = manifestOf(id as RulesetId)
    if (m.hidden) continue
    const scenario = m.scenarioIds[0]!
    it(`${id} (${scenario}): the three chances add to 1; exact where the solver takes the position, else sampled (1,000 battles: within ±3.1 points), the same from the same stream`, async () => {
      const sc = findBuiltIn(scenario)!
      const engine = rulesetOf(sc)
      const { odds: kit } = await m.odds()
      const state = engine.setup(sc, 'cli-odds')
      const opts = { stream: 'cli-odds', halfWidth: 0.03, cap: 1000 }
      const r = scenarioOdds(engine, kit, state, opts)
      expect(r.attackerWins + r.defenderWins + r.draws).toBeCloseTo(1, 9)
      for (const p of [r.attackerWins, r.defenderWins, r.draws]) expect(p).toBeGreaterThanOrEqual(0)
      const exact = engine.exactWorthTrying(state) ? kit.exact(state, EXACT_PATH_BUDGET) : null
      if (exact) {
        expect(r).toEqual({ attackerWins: exact.attacker, defenderWins: exact.defender, draws: exact.draw, method: 'exact', detail: exact.detail })
      } else {
        expect(r.method).toBe('sampled')
        expect(r.runs).toBe(1000)
        expect(r.halfWidth95!).toBeLessThanOrEqual(0.031)
        expect(scenarioOdds(engine, kit, state, opts)).toEqual(r)
      }
    })
  }

  it('sampling stops at its cap when the interval is out of reach', async () => {
    // The first rule system's first scenario that its solver does not take.
    for (const id of rulesetIds()) {
      const m = manifestOf(id as RulesetId)
      const sc = findBuiltIn(m.scenarioIds[0]!)!
      const engine = rulesetOf(sc)
      const state = engine.setup(sc, 'cap')
      if (engine.exactWorthTrying(state)) continue
      const { odds: kit } = await m.odds()
      const r = scenarioOdds(engine, kit, state, { stream: 'cap', halfWidth: 0.0001, cap: 1500 })
      expect(r.method).toBe('sampled')
      expect(r.runs).toBe(1500)
      expect(r.halfWidth95!).toBeGreaterThan(0.0001)
      return
    }
    throw new Error('every rule system solves its first scenario: no sampling to try')
  })
})
