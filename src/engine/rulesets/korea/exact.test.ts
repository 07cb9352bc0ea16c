import { describe, expect, it } from 'vitest'
import { BranchingDice } from '../../../odds/branchingDice.ts'
import { addAt } from '../../../odds/outcomes.ts'
import { SIDES } from '../../core/types.ts'
import { engine } from './engine.ts'
import { exactBattle, lpOutcomes, rawDistribution } from './exact.ts'
import { odds } from './odds.ts'
import { currentFigures, rollCombat } from './resolve.ts'
import { koreaScenarios } from './scenarios.ts'
import { playOut } from './simulate.ts'
import type { KoreaState } from './state.ts'
import { answer, battle, C, E, NW, SE, SEED, W, type TestBattle } from './testkit.ts'
import { geometry } from './geometry.ts'
import { cloneState, type Work } from './work.ts'

/** Every die and chip of the combat whose dice are due, through the engine's own roll: each loss-point outcome with its chance. */
function enumerateRoll(s: KoreaState): Map<string, number> {
  const out = new Map<string, number>()
  const dice = new BranchingDice()
  const g = geometry(s.map)
  do {
    dice.rewind()
    const w: Work = { s: cloneState(s), g, dice, ev: null }
    rollCombat(w)
    const lp = w.s.lastRoll!.roll.lp
    const key = `${lp.attacker},${lp.defender}`
    out.set(key, (out.get(key) ?? 0) + dice.prob)
  } while (dice.next())
  return out
}

const toRoll = (s: KoreaState) => answer(answer(s, 'lead').state, 'lead').state

const SMALL: TestBattle[] = [
  { units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }] },
  { units: [{ id: 'a', side: 'attacker', at: W, type: 'armored' }, { id: 'd', side: 'defender', at: C }, { id: 'd2', side: 'defender', at: SE }], combats: [{ attack: [W], defend: C, kind: 'meeting', mp: 1 }] },
  { units: [{ id: 'a', side: 'attacker', at: W, quality: 'A' }, { id: 'a2', side: 'attacker', at: NW }, { id: 'e', side: 'attacker', at: E, static: true }, { id: 'd', side: 'defender', at: C, quality: 'D' }], terrain: [[C, 'mountain']], defender: { air: 2 } },
]

describe(`${SEED}: the exact odds agree with the engine`, () => {
  it('the differential\'s raw distribution: two d6 and every chip, convolved (sums to 1, symmetric when both sides have as many chips)', () => {
    const d = rawDistribution(2, 2)
    expect([...d.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    for (const [v, p] of d) expect(d.get(-v)).toBeCloseTo(p, 12)
    expect(rawDistribution(0, 0).get(0)).toBeCloseTo(6 / 36, 12)
  })

  for (const [i, b] of SMALL.entries()) {
    it(`combat ${i + 1}: each loss-point outcome's chance (lpOutcomes) is the share of the engine's own rolls over every die and chip that gives it`, () => {
      const s = toRoll(battle(b))
      const { pic, f } = currentFigures(s, geometry(s.map))
      const exact = new Map(lpOutcomes(pic, f).map((o) => [`${o.lp.attacker},${o.lp.defender}`, o.p]))
      const walked = enumerateRoll(s)
      expect([...exact.keys()].sort()).toEqual([...walked.keys()].sort())
      for (const [k, p] of walked) expect(exact.get(k), k).toBeCloseTo(p, 12)
    })
  }

  it('the whole turn: exactBattle\'s chances and VP are those of the engine walked over every die of a one-combat turn', () => {
    for (const b of SMALL) {
      const s = battle({ ...b, attacker: { vp: 2, ...b.attacker }, defender: { vp: 2, ...b.defender } })
      const exact = exactBattle(s, 10_000)!
      const won = { attacker: 0, defender: 0, draw: 0 }
      const left: Record<'attacker' | 'defender', number[]> = { attacker: [], defender: [] }
      const dice = new BranchingDice()
      do {
        dice.rewind()
        const w: Work = { s: cloneState(s), g: geometry(s.map), dice, ev: null }
        playOut(w)
        won[w.s.result!.winner ?? 'draw'] += dice.prob
        for (const side of SIDES) addAt(left[side], w.s.sides[side].vp, dice.prob)
      } while (dice.next())
      for (const k of ['attacker', 'defender', 'draw'] as const) expect(exact[k], k).toBeCloseTo(won[k], 12)
      for (const side of SIDES) left[side].forEach((p, k) => expect(exact.left[side][k] ?? 0, `${side} ${k} VP`).toBeCloseTo(p, 12))
    }
  })

  for (const sc of koreaScenarios()) {
    it(`${sc.id}: exact from the start agrees with 4,000 sampled battles of the engine (99.9% interval), chances and mean VP`, () => {
      const s = engine.setup(sc, 'agree')
      const exact = odds.exact(s, 4000)!
      expect(exact, 'within the pool\'s budget').not.toBeNull()
      const n = 4000
      const t = odds.sample(odds.prepare(s), 'agree', 0, n)
      for (const k of ['attacker', 'defender', 'draw'] as const) {
        const p = exact[k]
        expect(Math.abs(t[k] / n - p), k).toBeLessThanOrEqual(3.29 * Math.sqrt(Math.max(p * (1 - p), 1 / n) / n))
      }
      for (const side of SIDES) {
        const mean = exact.left[side].reduce((m, p, k) => m + p * k, 0)
        const h = t.left[side]
        const sm = h.reduce((m, c, k) => m + c * k, 0) / n
        const v = h.reduce((m, c, k) => m + c * (k - sm) ** 2, 0) / n
        expect(Math.abs(sm - mean), side).toBeLessThanOrEqual(3.29 * Math.sqrt(Math.max(v, 1 / n) / n) + 1e-9)
      }
    }, 60_000)
  }

  it('past its budget the solver declines (null) and the bar samples', () => {
    expect(exactBattle(engine.setup(koreaScenarios()[0]!, 'x'), 3)).toBeNull()
  })

  it('a finished battle has one outcome: its own', () => {
    const s = engine.simulate(engine.setup(koreaScenarios()[2]!, 'end'))
    const r = odds.exact(s, 10)!
    expect(r[s.result!.winner ?? 'draw']).toBe(1)
    expect(r.left.attacker.indexOf(1)).toBe(s.sides.attacker.vp)
  })
})
