import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import { battle, SEED } from './testkit.ts'

describe(`${SEED} BOMBER DAMAGE past a centre's build steps (found by npm run fuzz)`, () => {
  it('the Production Improvement Order names none of the build steps left this turn, not a negative number, when the damage passes them', () => {
    const s = battle({ units: [{ id: 'r', side: 'attacker', type: 'INF', at: 'w' }, { id: 'b', side: 'defender', type: 'INF' }], centers: [{ at: 'e', name: 'Works', owner: 'defender', steps: 3, damage: 5 }] })
    const first = engine.pending(s)!
    const d = first.side === 'defender' ? first : engine.pending(engine.decide(s, first.side, engine.policies.default(s, first)).state)!
    expect(d.side).toBe('defender')
    expect(d.options.fields.find((f) => f.id === 'pio:e')!.label).toBe('Works: 0 of 3 build steps this turn, damage 5')
  })
})
