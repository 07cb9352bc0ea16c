import { describe, expect, it } from 'vitest'
import { seedDice } from '../engine/core/seedDice.ts'
import { engineOf, oddsOf, rulesetIds, type BattleState } from '../engine/rulesets/registry.ts'
import { builtInScenarios } from '../scenarios/load.ts'
import { forecastOf, halfWidthOfMean } from './forecast.ts'
import { EXACT_PATH_BUDGET, type OddsEstimate } from './oddsPool.ts'
import { addOutcomes, emptyOutcomes } from './outcomes.ts'
import { tallyStream } from './sampling.ts'

/**
 * The forecast beside the chance to win: each side's amount left at the end,
 * in the rule system's own measure. Here what holds for every rule system,
 * through the registry; each rule system's folder checks its fast paths
 * battle by battle and its exact solver (the two tests are
 * axis/forecast.test.ts and grand/forecast.test.ts).
 */

const measure = { unit: 'SP', name: 'strength points', now: { attacker: 4, defender: 3 } }
const estimate = (o: Partial<OddsEstimate>): OddsEstimate => ({ attacker: 0.5, defender: 0.5, draw: 0, halfWidth: 0, runs: 0, method: 'exact', detail: '', done: true, ms: 0, left: { attacker: [1], defender: [1] }, measure, ...o })

describe('forecastOf: expected amount left and loss, with the histogram', () => {
  it('exact: the mean of each side’s chances, the loss from now, no interval, the histogram up to now', () => {
    const f = forecastOf(estimate({ left: { attacker: [0.5, 0, 0.25, 0.25], defender: [0.75, 0.25] } }))
    expect(f).toEqual({
      unit: 'SP',
      name: 'strength points',
      exact: true,
      sides: {
        attacker: { now: 4, left: 1.25, loss: 2.75, halfWidth: 0, histogram: [0.5, 0, 0.25, 0.25, 0] },
        defender: { now: 3, left: 0.25, loss: 2.75, halfWidth: 0, histogram: [0.75, 0.25, 0, 0] },
      },
    })
  })

  it('sampled: a 95% half-width of the mean from the battles’ own spread', () => {
    // 400 battles: the attacker kept 0 in half of them and 4 in the other half (variance 4).
    const f = forecastOf(estimate({ method: 'sampling', runs: 400, left: { attacker: [0.5, 0, 0, 0, 0.5], defender: [0, 0, 0, 1] } }))
    expect(f.exact).toBe(false)
    expect(f.sides.attacker.left).toBeCloseTo(2, 12)
    expect(f.sides.attacker.loss).toBeCloseTo(2, 12)
    expect(f.sides.attacker.halfWidth).toBeCloseTo(1.96 * Math.sqrt(4 / 400), 12)
    // Every battle alike: the interval is floored (as halfWidth95 floors p(1 − p)), not zero.
    expect(f.sides.defender.loss).toBe(0)
    expect(f.sides.defender.halfWidth).toBeCloseTo(1.96 * Math.sqrt(9 / 400 / 400), 12)
    expect(halfWidthOfMean(1, 5, 0)).toBe(5)
  })

  it('an amount above now (never in these rule systems, but the figures must not hide it) stretches the histogram', () => {
    const f = forecastOf(estimate({ left: { attacker: [0, 0, 0, 0, 0, 0, 1], defender: [1] } }))
    expect(f.sides.attacker.histogram).toHaveLength(7)
    expect(f.sides.attacker.loss).toBe(-2)
  })
})

describe('tallyStream: the amounts left ride along with the winners', () => {
  it('counts each battle’s amounts by side, and any split of a stream gives the same figures', () => {
    const play = (dice: { roll(n: number): number }, left: Int32Array) => {
      left[0] = dice.roll(5)
      left[1] = dice.roll(3)
      return left[0] > left[1] ? 'attacker' : left[0] < left[1] ? 'defender' : null
    }
    const whole = tallyStream('s', 0, 500, play)
    expect(whole.runs).toBe(500)
    for (const side of ['attacker', 'defender'] as const) expect(whole.left[side].reduce((a, b) => a + b, 0)).toBe(500)
    expect(whole.left.attacker).toHaveLength(5)
    expect(whole.left.defender).toHaveLength(3)
    const joined = emptyOutcomes()
    for (const [from, count] of [[0, 123], [123, 1], [124, 376]] as const) addOutcomes(joined, tallyStream('s', from, count, play))
    expect(joined).toEqual(whole)
  })

  it('a play that does not say what is left is refused, not counted as the last battle’s', () => {
    expect(() => tallyStream('s', 0, 3, () => 'attacker')).toThrow(/did not report/)
  })
})

const starts = rulesetIds().flatMap((id) => {
  const sc = builtInScenarios().find((s) => s.ruleset === id)
  return sc ? [{ id, state: engineOf(id).setup(sc, 'forecast') }] : []
})

describe('every rule system: the odds kit counts what engine.measure measures', () => {
  for (const { id, state } of starts) {
    it(`${id}: a finished battle's amounts are those of its end state; sampled battles agree with the engine played headless (99.9%)`, async () => {
      const engine = engineOf(id)
      const kit = await oddsOf(id)
      const prepared = kit.prepare(state) as BattleState
      const n = 1500
      const sampled = kit.sample(prepared, 'measure', 0, n)
      const headless = emptyOutcomes()
      for (let i = 0; i < n; i++) {
        const end = engine.simulate({ ...prepared, dice: seedDice(`headless#${i}`) })
        const { now } = engine.measure(end)
        // A battle that is over has nothing more to lose: the kit reports what the end state has.
        const once = kit.sample(kit.prepare(end), 'end', 0, 1)
        expect(once.left.attacker.indexOf(1), `${id} battle ${i}`).toBe(now.attacker)
        expect(once.left.defender.indexOf(1), `${id} battle ${i}`).toBe(now.defender)
        if (i < 20) {
          const exact = kit.exact(end, EXACT_PATH_BUDGET)
          if (exact) expect([exact.left.attacker.indexOf(1), exact.left.defender.indexOf(1)]).toEqual([now.attacker, now.defender])
        }
        headless.runs++
        headless[end.result?.winner ?? 'draw']++
        for (const side of ['attacker', 'defender'] as const) {
          while (headless.left[side].length <= now[side]) headless.left[side].push(0)
          headless.left[side][now[side]]!++
        }
      }
      for (const side of ['attacker', 'defender'] as const) {
        const mean = (h: number[]) => h.reduce((m, c, k) => m + k * c, 0) / n
        const variance = (h: number[]) => h.reduce((m, c, k) => m + k * k * c, 0) / n - mean(h) ** 2
        const within = 3.29 * Math.sqrt((variance(sampled.left[side]) + variance(headless.left[side])) / n) + 1e-9
        expect(Math.abs(mean(sampled.left[side]) - mean(headless.left[side])), `${id} ${side} mean left`).toBeLessThanOrEqual(within)
        // Never more left than now: what a side has only shrinks.
        const most = sampled.left[side].reduce((top, c, k) => (c > 0 ? k : top), 0)
        expect(most).toBeLessThanOrEqual(engine.measure(state).now[side])
      }
    }, 120_000)
  }
})
