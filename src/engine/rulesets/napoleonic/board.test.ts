import { describe, expect, it } from 'vitest'
import { FastAlea, fastSeedDice } from '../../core/fastAlea.ts'
import { BranchingDice } from '../../../odds/branchingDice.ts'
import { Board, type FastFigures } from './board.ts'
import { attackFigures, legalAttacks } from './combat.ts'
import { engine } from './engine.ts'
import { geometry } from './geometry.ts'
import { resolveAttack } from './resolve.ts'
import { napoleonicScenarios } from './scenarios.ts'
import { simulateNapoleonic } from './simulate.ts'
import { SEED } from './testkit.ts'
import type { NapState } from './state.ts'
import { cloneState, type Work } from './work.ts'

/** The board's changing fields, read back as the state writes them. */
function fields(b: Board) {
  return {
    units: b.ids.map((id, i) => ({ id, strength: b.str[i], morale: b.mor[i], at: b.m.ids[b.hex[i]!], field: !!b.alive[i], attacked: !!b.attacked[i], defended: !!b.defended[i], victorious: !!b.victorious[i], drivenBack: !!b.drivenBack[i] })),
    holders: [...b.holder].map((h) => (h === 0 ? 'attacker' : h === 1 ? 'defender' : null)),
    phaseNo: b.phaseNo,
    phasing: b.phasing === 0 ? 'attacker' : 'defender',
    ended: b.ended,
    over: b.over,
    winner: b.over ? (b.winner === 0 ? 'attacker' : b.winner === 1 ? 'defender' : null) : null,
  }
}

function stateFields(s: NapState) {
  return {
    units: s.units.map((u) => ({ id: u.id, strength: u.strength, morale: u.morale, at: u.at, field: u.place === 'field', attacked: u.attacked, defended: u.defended, victorious: u.victorious, drivenBack: u.drivenBack })),
    holders: s.objectives.map((h) => s.holders[h]),
    phaseNo: s.phaseNo,
    phasing: s.phasing,
    ended: s.ended,
    over: s.phase === 'over',
    winner: s.result?.winner ?? null,
  }
}

/** Positions met in random battles: the start, and every few steps under the random policy. */
function positions(count: number): NapState[] {
  const out: NapState[] = []
  for (const sc of napoleonicScenarios()) {
    for (let i = 0; i < count; i++) {
      let s = engine.setup(sc, `board-${i}`)
      const random = engine.policies.random(`board-${i}`)
      for (let k = 0; k < 60 && !s.result; k++) {
        const d = engine.pending(s)
        if (d && k % 3 === i % 3) out.push(s)
        s = (d ? engine.decide(s, d.side, random(s, d)) : engine.advance(s)).state
      }
    }
  }
  return out
}

describe(`${SEED}: the board, the rules on typed arrays for the AI and the bench`, () => {
  it('plays the default policy to the same end state and the same dice as simulate, every scenario, 40 seeds each', () => {
    const dice = new FastAlea(fastSeedDice(''))
    for (const sc of napoleonicScenarios()) {
      for (let i = 0; i < 40; i++) {
        const start = engine.setup(sc, `kernel-${i}`)
        const end = simulateNapoleonic(start)
        const b = new Board(start)
        dice.load(start.dice as never)
        b.playOut(dice)
        expect(fields(b)).toEqual(stateFields(end))
        expect(dice.rolled).toBe(end.dice.kind === 'alea' ? end.dice.rolled : -1)
      }
    }
  })

  it('gives every legal attack the engine\'s figures and every outcome with the engine\'s chance, in positions of random battles', () => {
    const f: FastFigures = { attack: 0, defend: 0, column: 0, drm: 0 }
    let checked = 0
    for (const s of positions(3)) {
      const g = geometry(s.map)
      const b = new Board(s)
      const pairs = new Int32Array(b.nU * b.nU)
      const n = b.legal(pairs)
      const legal = legalAttacks(s, g)
      expect([...pairs.slice(0, n)].map((p) => [b.ids[Math.floor(p / b.nU)], b.ids[p % b.nU]])).toEqual(legal.map(([a, d]) => [a.id, d.id]))
      for (const [a, d] of legal) {
        const ai = b.unitIndex(a.id)
        const di = b.unitIndex(d.id)
        const want = attackFigures(s, g, a, d)
        expect(b.figures(ai, di, f)).toEqual({ attack: want.attack, defend: want.defend, column: want.column, drm: want.drm })
        // The engine's outcomes, by their end state.
        const engineOut = new Map<string, number>()
        const dice = new BranchingDice()
        do {
          dice.rewind()
          const w: Work = { s: cloneState(s), g, dice, ev: null }
          resolveAttack(w, w.s.units.find((u) => u.id === a.id)!, w.s.units.find((u) => u.id === d.id)!)
          const key = JSON.stringify(stateFields(w.s))
          engineOut.set(key, (engineOut.get(key) ?? 0) + dice.prob)
        } while (dice.next())
        const boardOut = new Map<string, number>()
        const before = JSON.stringify(fields(b))
        b.branches(ai, di, f, (p) => {
          const key = JSON.stringify(fields(b))
          boardOut.set(key, (boardOut.get(key) ?? 0) + p)
        })
        expect(JSON.stringify(fields(b))).toBe(before)
        expect([...boardOut.keys()].sort()).toEqual([...engineOut.keys()].sort())
        for (const [k, p] of engineOut) expect(boardOut.get(k)).toBeCloseTo(p, 12)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(300)
  })
})
