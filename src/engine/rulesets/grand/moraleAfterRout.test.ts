import { describe, expect, it } from 'vitest'
import type { BaseState, RulesetEngine } from '../../core/ruleset.ts'
import { engine as own } from './engine.ts'
import { moraleValue } from './morale.ts'
import type { GrandState } from './state.ts'

/** Through the contract, as the window sees it. */
const engine = own as unknown as RulesetEngine
const SEED = '000_65abfdd3be31f0b0.txt'

describe(`${SEED} §B Battle Morale after a rout before the answer (found by npm run fuzz)`, () => {
  it('§B, §J, §K: the side that fired first counts the armor superiority its volley won when the enemy routs before it can answer; the round\'s BM is recorded so', () => {
    // sidi-rezegh, battle 90610 of npm run fuzz: in Next 1 the Afrikakorps fires first, eliminates XXX Corps'
    // three armoured brigades, and XXX Corps, demoralized, routs before it answers.
    const p = engine.parseScenario(engine.scenarios.find((r) => (r as { id: string }).id === 'sidi-rezegh'))
    if (!p.ok) throw new Error(p.errors.join('; '))
    let s: BaseState = engine.setup(p.value, 'fuzz/90610')
    const policy = engine.policies.random('fuzz-policy/90610')
    let routedBeforeAnswer = false
    for (let k = 0; k < 200 && !(s.phase === 'over' && !engine.pending(s)); k++) {
      const d = engine.pending(s)
      const step = d ? engine.decide(s, d.side, policy(s, d)) : engine.advance(s)
      s = step.state
      const g = s as GrandState
      for (const side of ['attacker', 'defender'] as const) expect(g.sides[side].bm, `step ${k + 1} ${side}`).toBe(moraleValue(g, side))
      if (step.events.some((e) => e.t === 'routed') && step.events.some((e) => e.t === 'bm' && (e as { t: string; reason?: string }).reason === 'losses before firing back')) routedBeforeAnswer = true
    }
    expect(routedBeforeAnswer).toBe(true)
    const next1 = (s as GrandState).bmHistory.find((h) => h.round === 'next1')!
    expect(next1.attacker).toBe(13)
    // The kernel (simulate with the same decisions) records the same: the same end state, BM history included.
    const fast = engine.fuzz!.simulateRandom!(engine.setup(p.value, 'fuzz/90610'), 'fuzz-policy/90610')
    expect(JSON.stringify(fast)).toBe(JSON.stringify(s))
  })
})
