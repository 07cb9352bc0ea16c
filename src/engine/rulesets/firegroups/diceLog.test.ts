import { describe, expect, it } from 'vitest'
import type { BaseState, RulesetEngine } from '../../core/ruleset.ts'
import { engine as own } from './engine.ts'
import type { FgEvent } from './events.ts'
import { SEED } from './testkit.ts'

/** Through the contract, as the window and the fuzzer see it. */
const engine = own as unknown as RulesetEngine

describe(`${SEED} every die is in the log (found by npm run fuzz)`, () => {
  it('§1 and §2 a target drawn at random among several: the drawing die is on the shot, so the log shows as many dice as were rolled', () => {
    let drawn = 0
    for (const raw of engine.scenarios) {
      const p = engine.parseScenario(raw)
      if (!p.ok) throw new Error(p.errors.join('; '))
      for (let i = 0; i < 10; i++) {
        let s: BaseState = engine.setup(p.value, `dice-log/${i}`)
        const policy = engine.policies.random(`dice-log-policy/${i}`)
        const events: FgEvent[] = []
        for (let k = 0; k < 5000 && !(s.phase === 'over' && !engine.pending(s)); k++) {
          const d = engine.pending(s)
          const step = d ? engine.decide(s, d.side, policy(s, d)) : engine.advance(s)
          s = step.state
          events.push(...(step.events as FgEvent[]))
        }
        const shots = events.filter((e) => e.t === 'shot')
        for (const e of shots) {
          if (!e.drawn) continue
          drawn++
          expect(e.drawn.among).toBeGreaterThan(1)
          expect(e.drawn.face).toBeGreaterThanOrEqual(1)
          expect(e.drawn.face).toBeLessThanOrEqual(e.drawn.among)
          expect(engine.describe(s, e)).toContain(`target drawn ${e.drawn.face} on a d${e.drawn.among}, `)
        }
        expect(shots.length + shots.filter((e) => e.drawn).length, `${(raw as { id: string }).id} battle ${i}`).toBe(s.dice.rolled)
      }
    }
    expect(drawn).toBeGreaterThan(100)
  })
})
