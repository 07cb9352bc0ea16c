import { describe, expect, it } from 'vitest'
import { AI_LEVELS } from '../../core/ruleset.ts'
import { engine } from './engine.ts'
import { findNapoleonic } from './scenarios.ts'
import { attack, battle, EXAMPLE, SEED } from './testkit.ts'
import type { NapState } from './state.ts'

const ask = (s: NapState, level: 'easy' | 'normal' | 'hard') => engine.ai(s, engine.pending(s)!, level)

/**
 * The example's left: #1, #3 and #5 against #2, #4 and #6 (with the wood
 * behind #4); #3 a point stronger than in the seed, so that its attack pays,
 * #5 weak and #6 strong, so that theirs does not.
 */
const LEFT = EXAMPLE.filter((u) => ['1', '2', '3', '4', '5', '6'].includes(u.id)).map((u) => (u.id === '3' ? { ...u, strength: 4 } : u.id === '5' ? { ...u, strength: 1 } : u.id === '6' ? { ...u, strength: 8 } : u))

describe(`${SEED}: the AI — "the first attacks to carry out are those that provide the best odds ratio", and order decides`, () => {
  it('easy attacks as the default does, best odds first, saying the odds', () => {
    const s = battle({ units: EXAMPLE })
    const c = ask(s, 'easy')
    expect(c.answer).toEqual(engine.policies.default(s, engine.pending(s)!).answer)
    expect(c.reason).toBe('easy: best odds first, #1 attacks #2: 6 against 2, 3–1, 76% to dislodge')
  })

  it('normal and hard: #1 attacks #2 first in the example (its win lets it support the attacks beside it)', () => {
    const s = battle({ units: EXAMPLE })
    for (const level of ['normal', 'hard'] as const) expect(ask(s, level).answer).toEqual({ attacker: '1', defender: '2' })
  })

  it('after #1 has won, #3 attacks #4: the reason says what the victorious unit changed', () => {
    const s = attack(battle({ units: LEFT, terrain: [[[1, 2], 'woods']] }, [2]), '1', '2').state
    const c = ask(s, 'normal')
    expect(c.answer).toEqual({ attacker: '3', defender: '4' })
    expect(c.reason).toMatch(/^normal: #3 attacks #4 after #1 has won: 1–1.5 becomes 1.5–1, \d+% to dislodge$/)
  })

  it('ends the phase when every attack left costs more than it wins; easy below 1–1', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 1, morale: 2 }, { id: 'd', side: 'defender', at: [3, 2], strength: 8, morale: 6 }] })
    for (const level of AI_LEVELS) expect(ask(s, level).answer).toEqual({ attacker: 'end', defender: 'end' })
    expect(ask(s, 'easy').reason).toBe('easy: no attack at 1–1 or better left (best 1–8)')
    expect(ask(s, 'normal').reason).toBe('normal: ends the phase: the best attack left, #a on #d at 1–8, would cost more than it wins')
  })

  it('answers every decision of whole battles with a legal choice at every level, deterministically', () => {
    for (const level of AI_LEVELS) {
      let s = engine.setup(findNapoleonic('napoleonic-rearguard'), `ai-${level}`)
      for (let i = 0; i < 200 && !s.result; i++) {
        const d = engine.pending(s)
        if (!d) {
          s = engine.advance(s).state
          continue
        }
        const c = engine.ai(s, d, level)
        expect(engine.ai(s, d, level)).toEqual(c)
        expect(c.reason).toMatch(new RegExp(`^${level}: `))
        s = engine.decide(s, d.side, c).state
      }
      expect(s.result).not.toBeNull()
    }
  })
})
