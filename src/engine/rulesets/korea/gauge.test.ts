import { describe, expect, it } from 'vitest'
import type { BaseState, RulesetEngine } from '../../core/ruleset.ts'
import { engine as own } from './engine.ts'
import { SEED } from './testkit.ts'

/** Through the contract, as the window sees it. */
const engine = own as unknown as RulesetEngine

describe(`${SEED} 8.0 the Roll diamond adds up (found by npm run fuzz)`, () => {
  it('at every step of random battles, each side\'s diamond is the sum of its parts: while losses are satisfied the modifiers the roll was made with, not those of the state as it now stands', () => {
    let duringLosses = 0
    for (const raw of engine.scenarios) {
      const p = engine.parseScenario(raw)
      if (!p.ok) throw new Error(p.errors.join('; '))
      for (let i = 0; i < 12; i++) {
        let s: BaseState = engine.setup(p.value, `gauge/${i}`)
        const policy = engine.policies.random(`gauge-policy/${i}`)
        for (let k = 0; k < 2000 && !(s.phase === 'over' && !engine.pending(s)); k++) {
          const v = engine.view(s)
          for (const side of ['attacker', 'defender'] as const) {
            const g = v.sides[side].gauge
            if (g.parts.length) expect(g.parts.reduce((a, x) => a + x.value, 0), `${(raw as { id: string }).id} battle ${i} step ${k} ${side}`).toBe(g.value)
          }
          const d = engine.pending(s)
          if (d?.kind === 'losses') duringLosses++
          s = (d ? engine.decide(s, d.side, policy(s, d)) : engine.advance(s)).state
        }
      }
    }
    // The battles went through the step where the parts used to drift.
    expect(duringLosses).toBeGreaterThan(50)
  })
})
