import { describe, expect, it } from 'vitest'
import { landScenario } from './countsScenario.ts'
import { odds } from './odds.ts'
import { exactFromState, sampleFromState } from './oddsSampling.ts'
import { findAxis } from './scenarios.ts'
import { axis } from './testkit.ts'


describe('the odds kit an odds worker loads', () => {
  it('exact: the land solver with its detail, null where it declines', () => {
    const s = { ...axis.setup(landScenario({ infantry: 3, armor: 2 }, { infantry: 4 }), 'x'), phase: 'battle' as const }
    expect(odds.exact(s, 1e6)).toEqual({ ...exactFromState(s)!, detail: 'exact: land units only, solved over casualties' })
    expect(odds.exact(axis.setup(findAxis('axis-air-land-example')!, 'x'), 1e6)).toBeNull()
  })

  it('prepare then sample gives what sampling the state gave (setup answered once per job)', () => {
    const s = axis.setup(findAxis('axis-ukraine-support')!, 'prep')
    expect(s.phase).toBe('setup')
    const prepared = odds.prepare(s)
    expect(odds.sample(prepared, 'p', 10, 200)).toEqual(sampleFromState(s, 'p', 10, 200))
  })
})
