import type { GrandState } from './state.ts'
import { describe, expect, it } from 'vitest'
import { seedDice } from '../../core/seedDice.ts'
import { forecastOf } from '../../../odds/forecast.ts'
import { OddsPool } from '../../../odds/oddsPool.ts'
import { collect, inProcess } from '../../../odds/poolTestkit.ts'
import { engine } from './engine.ts'
import { exactWorthTrying } from './exact.ts'
import { grandScenarios } from './scenarios.ts'
import { withoutCards } from './withoutCards.ts'

/**
 * The second test: a sampled forecast (a built-in battle from its
 * start, too large for the exact walk) agrees with a headless run of the same
 * state: battles played by the full engine (engine.simulate, the default
 * policy, on fresh seeded dice each) from the state the odds play, with the
 * hands emptied (the bar leaves cards out, section B). Both are estimates
 * from independent battles, so they must agree within their combined 99.9%
 * interval: the chances to win, and each side's mean strength left.
 */

const Z = 3.29
const HEADLESS = 20_000

describe('a sampled forecast agrees with the engine played headless from the same state', () => {
  for (const id of ['sidi-barrani', 'tobruk-easter']) {
    it(`${id}: chances to win and mean strength points left within the combined 99.9% interval`, async () => {
      const sc = grandScenarios().find((s) => s.id === id)!
      const state = engine.setup(sc, 'forecast') as GrandState
      expect(exactWorthTrying(state)).toBe(false)
      const e = (await collect(new OddsPool([inProcess(), inProcess()]), state)).at(-1)!
      expect(e.method).toBe('sampling')
      const f = forecastOf(e)
      expect(f.unit).toBe('SP')
      expect(f.sides.attacker.now).toBe(engine.measure(state).now.attacker)

      const free = withoutCards(state)
      const won = { attacker: 0, defender: 0, draw: 0 }
      const sum = { attacker: 0, defender: 0 }
      const squares = { attacker: 0, defender: 0 }
      for (let i = 0; i < HEADLESS; i++) {
        const end = engine.simulate({ ...free, dice: seedDice(`headless#${i}`) })
        won[end.result?.winner ?? 'draw']++
        const { now } = engine.measure(end)
        for (const side of ['attacker', 'defender'] as const) {
          sum[side] += now[side]
          squares[side] += now[side] ** 2
        }
      }
      for (const k of ['attacker', 'defender', 'draw'] as const) {
        const p = won[k] / HEADLESS
        const within = Z * Math.sqrt((e[k] * (1 - e[k])) / e.runs + Math.max(p * (1 - p), 1 / HEADLESS) / HEADLESS)
        expect(Math.abs(e[k] - p), `${k} wins: forecast ${e[k]}, headless ${p}`).toBeLessThanOrEqual(within)
      }
      for (const side of ['attacker', 'defender'] as const) {
        const mean = sum[side] / HEADLESS
        const variance = squares[side] / HEADLESS - mean ** 2
        // The forecast's own half-width is its 95% one: back to a standard error.
        const within = Z * Math.sqrt((f.sides[side].halfWidth / 1.96) ** 2 + variance / HEADLESS)
        expect(Math.abs(f.sides[side].left - mean), `${side} SP left: forecast ${f.sides[side].left}, headless ${mean}`).toBeLessThanOrEqual(within)
        // Not a vacuous check: the battle's strength left is spread, and losses are expected.
        expect(variance).toBeGreaterThan(1)
        expect(f.sides[side].loss).toBeGreaterThan(0)
      }
    }, 120_000)
  }
})
