import { describe, expect, it } from 'vitest'
import { engineOf } from '../../engine/rulesets/registry.ts'
import { findBuiltIn } from '../../scenarios/load.ts'
import { lengthWords, measureLength } from './expectedLength.ts'

describe("a scenario card's expected length", () => {
  it('counts the rounds (advances) of battles played to their result with the default answers', () => {
    const sc = findBuiltIn('skirmish')!
    const engine = engineOf(sc.ruleset)
    const l = measureLength(engine, sc, ['a', 'b'])
    // Each seed's battle, stepped by hand: the same count.
    const byHand = ['a', 'b'].map((seed) => {
      let s = engine.setup(sc, seed)
      let n = 0
      while (s.phase !== 'over') {
        const d = engine.pending(s)
        if (d) s = engine.decide(s, d.side, engine.policies.default(s, d)).state
        else {
          s = engine.advance(s).state
          n++
        }
      }
      return n
    })
    expect(l).toEqual({ mean: (byHand[0]! + byHand[1]!) / 2, min: Math.min(...byHand), max: Math.max(...byHand) })
    expect(l.min).toBeGreaterThan(0)
  })

  it('says it in words: the mean rounded, with the range when the seeds differ', () => {
    expect(lengthWords({ mean: 6.4, min: 5, max: 8 })).toBe('about 6 rounds (5–8)')
    expect(lengthWords({ mean: 1, min: 1, max: 1 })).toBe('about 1 round')
  })
})
