import { describe, expect, it } from 'vitest'
import { Board } from './board.ts'
import { engine } from './engine.ts'
import { END_PHASE, PlayoutDice, Playouts, rankByPlayouts, slopeOf, chanceOf, type Weighed } from './rollout.ts'
import { napoleonicScenarios } from './scenarios.ts'
import { Search } from './search.ts'
import { battle, exactAfter, SEED, type TestUnit } from './testkit.ts'
import type { NapState } from './state.ts'

/** The seed's two-against-two where order decides (ai.test.ts ORDER), over three phases. */
const ORDER: TestUnit[] = [
  { id: '3', side: 'attacker', at: [1, 4], strength: 4 },
  { id: '1', side: 'attacker', at: [2, 4], strength: 3 },
  { id: '2', side: 'defender', at: [2, 3], strength: 3 },
  { id: '4', side: 'defender', at: [1, 3], strength: 4 },
]

/** One attack at 1–1, the defender a point ahead on strength lost, two phases: the attacker's first, the defender's last. */
function behindByOne(): NapState {
  const s = battle({
    units: [
      { id: 'a', side: 'attacker', at: [3, 3], strength: 3 },
      { id: 'd', side: 'defender', at: [3, 2], strength: 3 },
      { id: 'y', side: 'attacker', at: [0, 6], strength: 3 },
      { id: 'x', side: 'defender', at: [6, 6], strength: 3 },
    ],
    phases: 2,
    victory: { kind: 'strength', objectivePoints: 3 },
  })
  s.units.find((u) => u.id === 'y')!.initialStrength = 4
  return s
}

describe(`${SEED}: the hard AI's playouts (rollout.ts) — the rest of the battle after a choice, for the chance to win`, () => {
  it('a playout\'s d6 for an attack runs through the six faces in every block of six playouts, tied to the phase and the defender, not to the dice rolled before it', () => {
    const s = battle({ units: ORDER })
    const b = new Board(s)
    const dice = new PlayoutDice(b)
    const faces = (i: number, target: number, before: number) => {
      dice.i = i
      b.target = target
      for (let k = 0; k < before; k++) dice.rollAgainst(9, 3)
      return dice.roll(6)
    }
    for (let block = 0; block < 20; block++) {
      for (const target of [2, 3]) {
        const seen = Array.from({ length: 6 }, (_, j) => faces(block * 6 + j, target, 0))
        expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5])
        // The same attack in the same playout gets the same face, whatever was rolled before it.
        expect(Array.from({ length: 6 }, (_, j) => faces(block * 6 + j, target, 2))).toEqual(seen)
      }
    }
    // Two attacks' faces are not in step (each block has an order of its own).
    const pairs = new Set<string>()
    for (let i = 0; i < 600; i++) pairs.add(`${faces(i, 2, 0)}${faces(i, 3, 0)}`)
    expect(pairs.size).toBe(36)
    // The morale numbers (1 to 9) are even: each within 4 standard errors of 1/9 over 9,000 tests.
    const count = new Array(9).fill(0)
    for (let i = 0; i < 3000; i++) {
      dice.i = i
      b.target = i % 4
      dice.roll(6)
      for (let k = 0; k < 3; k++) count[dice.rollAgainst(9, 4)]++
    }
    const se = Math.sqrt((9000 * (1 / 9) * (8 / 9)))
    for (const c of count) expect(Math.abs(c - 1000)).toBeLessThan(4 * se)
  })

  it('the playouts after ending the phase give the exact chance of the default order of attacks (exactBattle), within four standard errors', () => {
    const s = battle({ units: ORDER, phases: 3 })
    const p = new Playouts(s)
    const n = 6000
    let w = 0
    for (let i = 0; i < n; i++) w += p.play(END_PHASE, i)
    const exact = exactAfter(s, { attacker: 'end', defender: 'end' })
    expect(exact).toBeCloseTo(0.63, 2)
    expect(Math.abs(w / n - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / n))
  })

  it('the playouts play the phase as the look-ahead planned it: the evaluation at the plan\'s end averages the look-ahead\'s worth, choice by choice, in positions of every scenario', () => {
    let checked = 0
    for (const sc of napoleonicScenarios()) {
      let s = engine.setup(sc, 'rollout-plan')
      for (let k = 0; k < 60 && !s.result; k++) {
        const d = engine.pending(s)
        if (!d) {
          s = engine.advance(s).state
          continue
        }
        // Before the last phase, where the playouts are used (in the last the worth counts the result too).
        if (k % 4 === 0 && s.phaseNo < s.phases) {
          const b = new Board(s)
          const search = new Search(b, 3)
          const n = search.rank(0)
          const p = new Playouts(s, search, 3)
          for (let j = 0; j < Math.min(n, 3); j++) {
            const pair = search.ranked(0, j)
            const worth = search.worth(Math.floor(pair / b.nU), pair % b.nU, 3)
            const ends: number[] = []
            for (let i = 0; i < 600; i++) {
              p.play(pair, i)
              ends.push(p.phaseEnd)
            }
            const mean = ends.reduce((x, y) => x + y, 0) / ends.length
            const sd = Math.sqrt(ends.reduce((x, y) => x + (y - mean) ** 2, 0) / (ends.length - 1))
            expect(Math.abs(mean - worth)).toBeLessThanOrEqual(4 * (sd / Math.sqrt(ends.length)) + 1e-9)
            checked++
          }
        }
        s = engine.decide(s, d.side, engine.ai(s, d, 'easy')).state
      }
    }
    expect(checked).toBeGreaterThan(40)
  })

  it('slopeOf is the regression of the result on the evaluation at the end of the phase, choice by choice', () => {
    const make = (worth: number, pairs: [number, number][]): Weighed => ({
      choice: 0,
      worth,
      wins: Float64Array.from(pairs.map((p) => p[0])),
      ends: Float64Array.from(pairs.map((p) => p[1])),
      n: pairs.length,
      kept: true,
    })
    // Within each choice the result rises 0.1 a point; between the two the means differ, which must not count.
    const a = make(0, [[0, 1], [0.2, 3], [0.4, 5]])
    const b = make(0, [[1, 0], [1.1, 1], [1.2, 2]])
    expect(slopeOf([a, b])).toBeCloseTo(0.1, 12)
    // A choice whose playouts ended the phase below its worth is counted up by the slope.
    expect(chanceOf(make(4, [[0, 2], [1, 2]]), 0.1)).toBeCloseTo(0.7, 12)
  })

  it('behind by a point before the opponent\'s last phase, the race ranks the 1–1 above ending the phase, as the exact chances do, and spends few playouts on it', () => {
    const s = behindByOne()
    const attackChance = exactAfter(s, { attacker: 'a', defender: 'd' })
    const endChance = exactAfter(s, { attacker: 'end', defender: 'end' })
    expect(attackChance).toBeCloseTo(0.139, 3)
    expect(endChance).toBeCloseTo(0.083, 3)
    const b = new Board(s)
    const search = new Search(b, 3)
    const pair = b.unitIndex('a') * b.nU + b.unitIndex('d')
    const { ranked, slope, playouts } = rankByPlayouts(s, [{ choice: END_PHASE, worth: search.evaluate() }, { choice: pair, worth: search.worth(b.unitIndex('a'), b.unitIndex('d'), 3) }], search, 3)
    expect(ranked.map((w) => w.choice)).toEqual([pair, END_PHASE])
    expect(Math.abs(chanceOf(ranked[0]!, slope) - attackChance)).toBeLessThan(0.05)
    expect(playouts).toBeLessThan(500)
  })
})
