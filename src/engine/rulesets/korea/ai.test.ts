import { describe, expect, it } from 'vitest'
import { checkAnswer, defaultAnswer } from '../../core/form.ts'
import { AI_LEVELS, type AiLevel } from '../../core/ruleset.ts'
import type { Side } from '../../core/types.ts'
import { waysToSatisfy } from './ai.ts'
import { engine } from './engine.ts'
import { geometry } from './geometry.ts'
import { lossOptions } from './losses.ts'
import { findKorea, koreaScenarios } from './scenarios.ts'
import type { KoreaState } from './state.ts'
import { battle, C, faces, fight, NW, SE, SEED, W } from './testkit.ts'

/** Plays a scenario with `level` for `side` and the default for the other; every AI answer is checked as it comes. */
function play(id: string, seed: string, side: Side, level: AiLevel, check?: (s: KoreaState, reason: string) => void): KoreaState {
  let s = engine.setup(findKorea(id), seed)
  while (!s.result) {
    const d = engine.pending(s)
    if (!d) {
      s = engine.advance(s).state
      continue
    }
    const c = d.side === side ? engine.ai(s, d, level) : engine.policies.default(s, d)
    if (d.side === side) check?.(s, c.reason!)
    s = engine.decide(s, d.side, c).state
  }
  return s
}

describe(`${SEED}: the AI (K17), either side, every level`, () => {
  it('answers every question of every built-in scenario legally, with a one-line reason naming its level, and the same answer twice', () => {
    for (const sc of koreaScenarios()) {
      for (const side of ['attacker', 'defender'] as const) {
        for (const level of AI_LEVELS) {
          let s = engine.setup(sc, `ai-${level}`)
          while (!s.result) {
            const d = engine.pending(s)
            if (!d) {
              s = engine.advance(s).state
              continue
            }
            if (d.side !== side) {
              s = engine.decide(s, d.side, engine.policies.default(s, d)).state
              continue
            }
            const c = engine.ai(s, d, level)
            expect(checkAnswer(d.options, c.answer), `${sc.id} ${d.kind}`).toBeNull()
            expect(c.reason).toMatch(new RegExp(`^${level}: [^\\n]+$`))
            expect(engine.ai(s, d, level)).toEqual(c)
            s = engine.decide(s, d.side, c).state
          }
        }
      }
    }
  }, 120_000)

  it('easy answers as the default policy', () => {
    let s = engine.setup(findKorea('korea-chipyong'), 'easy')
    while (!s.result) {
      const d = engine.pending(s)
      if (!d) {
        s = engine.advance(s).state
        continue
      }
      expect(engine.ai(s, d, 'easy').answer).toEqual(defaultAnswer(d.options))
      s = engine.decide(s, d.side, engine.ai(s, d, 'easy')).state
    }
  })

  it('the lead\'s reason gives the modifiers and the loss points expected each way, from the exact outcomes', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: W, quality: 'A' }, { id: 'a2', side: 'attacker', at: NW, quality: 'D' }, { id: 'd', side: 'defender', at: C }] })
    const d = engine.pending(s)!
    const c = engine.ai(s, d, 'normal')
    expect(c.answer).toEqual({ lead: 'a' })
    // A against C (+2) and two attacking units (+2): 4 against 0.
    expect(c.reason).toMatch(/^normal: #a \(A, infantry\) leads: modifiers 4 against 0, \d\.\d loss points expected to inflict and \d\.\d to take$/)
    expect(engine.ai(s, d, 'hard').reason).toMatch(/, \d+% to win the turn$/)
  })

  it('weighs every way to satisfy its loss points that gives nothing up for nothing', () => {
    const s = fight(battle({ units: [{ id: 'a', side: 'attacker', at: W, quality: 'A' }, { id: 'd', side: 'defender', at: C, quality: 'B' }, { id: 'd2', side: 'defender', at: SE }], combats: [{ attack: [W], defend: C, kind: 'meeting', mp: 0 }], attacker: { air: 3 } }, faces(6, 1, [0, 0, 0]))).state
    const owed = s.now!.owed.defender
    const options = lossOptions(s, geometry(s.map), 'defender')
    const ways = waysToSatisfy(options, owed)
    const form = engine.pending(s)!.options
    expect(ways.length).toBeGreaterThan(5)
    for (const a of ways) expect(checkAnswer(form, { losses: a })).toBeNull()
    expect(ways[0]).toEqual({ 'rout:d': 1 })
    expect(new Set(ways.map((a) => JSON.stringify(a))).size).toBe(ways.length)
  })

  it('hard looks past the combat at hand: at Inchon it keeps the depot for Seoul, out of the fleet\'s reach, and does better than easy', () => {
    let easy = 0
    let hard = 0
    let kept = 0
    for (let i = 0; i < 12; i++) {
      const e = play('korea-inchon', `cmp${i}`, 'attacker', 'easy')
      const h = play('korea-inchon', `cmp${i}`, 'attacker', 'hard', (s, reason) => {
        if (s.combatNo === 0 && s.now!.step === 'lead' && !/expends the depot/.test(reason)) kept++
      })
      easy += e.sides.attacker.vp - e.sides.defender.vp
      hard += h.sides.attacker.vp - h.sides.defender.vp
    }
    expect(kept).toBe(12)
    expect(hard).toBeGreaterThan(easy)
  }, 60_000)
})
