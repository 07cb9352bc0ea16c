import { describe, expect, it } from 'vitest'
import { addOutcomes, emptyOutcomes } from '../../../odds/outcomes.ts'
import { tallyStream } from '../../../odds/sampling.ts'
import { engine } from './engine.ts'
import { attackOdds, odds } from './odds.ts'
import { findNapoleonic } from './scenarios.ts'
import { winnerOn } from './simulate.ts'
import { attack, battle, endPhase, scenario, SECOND_PICTURE, SEED, type TestBattle } from './testkit.ts'


/** The seed's first picture: 2 + 2 against 2, 2–1, no modifier. */
const FIRST: TestBattle = {
  elevation: [[[2, 2], 2]],
  units: [
    { id: 'attacker', side: 'attacker', at: [3, 3], strength: 2 },
    { id: 'centre', side: 'attacker', at: [2, 3], strength: 2 },
    { id: 'target', side: 'defender', at: [3, 2], strength: 2 },
    { id: 'artillery', side: 'defender', at: [2, 2], strength: 2, type: 'artillery' },
  ],
}

describe(`${SEED}: attackOdds, the exact chances of the attack being declared`, () => {
  it('the first picture, 4 against 2 at 2–1: the defender (2, morale 4) is dislodged on rows 4–6, or on row 3 when it fails its test (5 in 9)', () => {
    const o = attackOdds(battle(FIRST), 'attacker', 'target')
    expect(o).toMatchObject({ attack: 4, defend: 2, column: '2–1', drm: 0, modifiers: [] })
    expect(o.rows.map((r) => r.row)).toEqual([1, 2, 3, 4, 5, 6])
    expect(o.dislodge).toBeCloseTo(3 / 6 + (1 / 6) * (5 / 9), 12)
    // Every cell of 2–1 costs the attacker a point; none leaves both untouched.
    expect(o.attackerSuffers).toBeCloseTo(1, 12)
    expect(o.nothing).toBe(0)
  })

  it('the rows follow the modifiers: downhill, rows 2–7, the sixth face read as 7', () => {
    const o = attackOdds(battle({ ...FIRST, elevation: [[[2, 2], 2], [[3, 3], 1]] }), 'attacker', 'target')
    expect(o.rows.map((r) => [r.row, r.p])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n + 1, 1 / 6]))
    const up = attackOdds(battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 2, morale: 1 }, { id: 'd', side: 'defender', at: [3, 2], strength: 2, morale: 9 }], elevation: [[[3, 2], 1]] }), 'a', 'd')
    expect(up.drm).toBe(-3)
    expect(up.rows[0]).toMatchObject({ row: 0, p: 3 / 6 })
  })

  it('is pure: the state and its dice are untouched', () => {
    const s = battle(FIRST)
    const before = JSON.stringify(s)
    attackOdds(s, 'attacker', 'target')
    expect(JSON.stringify(s)).toBe(before)
  })

  it('agrees with the engine: over many seeded attacks the share of dislodged defenders is within sampling error', () => {
    const sc = scenario({ units: SECOND_PICTURE })
    const o = attackOdds(engine.setup(sc, 'x'), 'g1', 'r1')
    let dislodged = 0
    const n = 3000
    for (let i = 0; i < n; i++) {
      const d = attack(engine.setup(sc, `a${i}`), 'g1', 'r1').state.units.find((u) => u.id === 'r1')!
      if (d.place !== 'field' || d.at !== '2-2') dislodged++
    }
    expect(Math.abs(dislodged / n - o.dislodge)).toBeLessThan(0.03)
  })
})

describe(`${SEED}: the odds kit`, () => {
  it('exact: an ended battle is certain; a small ending is solved over every die and test; a large one is declined', () => {
    const s = battle({ units: SECOND_PICTURE, phases: 1 })
    const over = engine.advance(endPhase(s)).state
    const now = engine.measure(over).now
    const at = (k: number) => [...new Array<number>(k).fill(0), 1]
    expect(odds.exact(over, 10)).toMatchObject({ attacker: 0, defender: 0, draw: 1, left: { attacker: at(now.attacker), defender: at(now.defender) } })
    const r = odds.exact(s, 4000)!
    expect(r.attacker + r.defender + r.draw).toBeCloseTo(1, 12)
    for (const side of ['attacker', 'defender'] as const) expect(r.left[side].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    expect(odds.exact(engine.setup(findNapoleonic('napoleonic-ridge'), 'x'), 4000)).toBeNull()
  })

  it('exact and sampling agree on a small ending', () => {
    const s = battle({ units: SECOND_PICTURE, phases: 2 })
    const r = odds.exact(s, 100_000)!
    const t = odds.sample(odds.prepare(s), 'agree', 0, 4000)
    expect(t.runs).toBe(4000)
    expect(Math.abs(t.attacker / 4000 - r.attacker)).toBeLessThan(0.03)
    expect(Math.abs(t.defender / 4000 - r.defender)).toBeLessThan(0.03)
    // Each side's strength left: every amount's exact chance against its share, within a 99.9% interval.
    let amounts = 0
    for (const side of ['attacker', 'defender'] as const) {
      for (let k = 0; k < Math.max(r.left[side].length, t.left[side].length); k++) {
        const p = r.left[side][k] ?? 0
        if (p > 0) amounts++
        expect(Math.abs((t.left[side][k] ?? 0) / 4000 - p), `${side} ${k}`).toBeLessThanOrEqual(3.29 * Math.sqrt((p * (1 - p)) / 4000) + 1e-9)
      }
    }
    expect(amounts).toBeGreaterThan(2)
  })

  it('sample plays the rest of the battle on the stream\'s dice: any split of the stream gives the same tally', () => {
    const s = engine.setup(findNapoleonic('napoleonic-orchards'), 'split')
    const whole = odds.sample(s, 'st', 0, 60)
    const joined = emptyOutcomes()
    addOutcomes(joined, odds.sample(s, 'st', 0, 25))
    addOutcomes(joined, odds.sample(s, 'st', 25, 35))
    expect(joined).toEqual(whole)
    expect(whole).toEqual(tallyStream('st', 0, 60, (dice, left) => winnerOn(s, dice, left)))
  })

  it('exactWorthTrying only near the end of the battle', () => {
    const s = engine.setup(findNapoleonic('napoleonic-ridge'), 'x')
    expect(engine.exactWorthTrying(s)).toBe(false)
    expect(engine.exactWorthTrying(battle({ units: SECOND_PICTURE, phases: 2 }))).toBe(true)
  })
})
