import { describe, expect, it } from 'vitest'
import { AI_LEVELS } from '../../core/ruleset.ts'
import { engine } from './engine.ts'
import { firegroupsScenarios } from './scenarios.ts'
import type { FgState } from './state.ts'
import { battle, SEED } from './testkit.ts'

describe(`${SEED}: the AI`, () => {
  for (const sc of firegroupsScenarios()) {
    it(`${sc.id}: every level answers either side's questions legally, deterministically, with a one-line reason`, () => {
      let s: FgState = engine.setup(sc, 'ai')
      let asked = 0
      for (let i = 0; i < 200 && !s.result && asked < 4; i++) {
        const d = engine.pending(s)
        if (!d) {
          s = engine.advance(s).state
          continue
        }
        asked++
        for (const level of AI_LEVELS) {
          const c = engine.ai(s, d, level)
          expect(c.kind).toBe(d.kind)
          expect(c.reason).toMatch(new RegExp(`^${level}: `))
          expect(c.reason).not.toMatch(/\n/)
          if (level !== 'easy') expect(c.reason).toMatch(/\d+% to win over \d+ playouts/)
          expect(engine.ai(s, d, level)).toEqual(c)
          expect(() => engine.decide(s, d.side, c)).not.toThrow()
        }
        s = engine.decide(s, d.side, engine.ai(s, d, 'normal')).state
      }
      expect(asked).toBeGreaterThan(0)
    })
  }

  it('normal and hard do not hold back when holding back leaves the defender the square', () => {
    const s = battle({ units: [{ id: 'a1', side: 'attacker', type: 'ARM', at: 'w', enters: [[1, 1]] }, { id: 'a2', side: 'attacker', type: 'ARM', at: 'w', enters: [[1, 1]] }, { id: 'd', side: 'defender', type: 'INF' }] })
    const d = engine.pending(s)!
    for (const level of ['normal', 'hard'] as const) {
      const c = engine.ai(s, d, level)
      expect(Object.values(c.answer).filter((v) => v !== 'stay').length, level).toBeGreaterThan(0)
    }
  })

  it('a leader\'s promotion is weighed: the AI moves up the unit that fires better', () => {
    let s = battle({ units: [{ id: 'ldr', side: 'attacker', type: 'LDR' }, { id: 'green', side: 'attacker', type: 'INF', exp: 0 }, { id: 'arm', side: 'attacker', type: 'ARM', exp: 3 }, { id: 'd1', side: 'defender', type: 'INF' }, { id: 'd2', side: 'defender', type: 'INF' }] })
    s = engine.advance(engine.decide(engine.decide(s, 'attacker', engine.policies.default(s, engine.pending(s)!)).state, 'defender', engine.policies.default(s, { ...engine.pending(s)!, side: 'defender' })).state).state
    const d = engine.pending(s)!
    expect(d.kind).toBe('promote')
    expect(engine.ai(s, d, 'easy').answer).toEqual({ promote: ['arm'] })
    expect(engine.ai(s, d, 'hard').reason).toMatch(/up to group 2: \d+% to win/)
  })
})
