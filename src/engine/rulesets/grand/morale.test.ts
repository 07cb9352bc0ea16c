import { describe, expect, it } from 'vitest'
import { grand } from './index.ts'
import { battle, eventsOf, passDecisions } from './testkit.ts'

const SEED = '000_65abfdd3be31f0b0.txt'

describe(`${SEED} §B Battle Morale`, () => {
  it('§B heavy losses: 9 SP at the start of the round, 5 lost in it, costs 1 BM', () => {
    // Three armoured divisions fire 6 shots: five hit (0) and one misses (9).
    // The defender's three shots miss; both its units pass their panic tests (0).
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'arm-div' }, { id: 'a2', type: 'arm-div' }, { id: 'a3', type: 'arm-div' }] },
        defender: { units: [{ id: 'd1', type: 'inf-bde' }, { id: 'd2', type: 'inf-div' }] },
      },
      [0, 0, 0, 0, 0, 9, 9, 9, 9, 0, 0],
    )
    const before = s0.sides.defender.bm
    const { state, events } = grand.advance(passDecisions(s0))
    expect(state.round).toBe('main')
    const heavy = eventsOf(events, 'heavy-losses')
    expect(heavy).toEqual([{ t: 'heavy-losses', side: 'defender', lost: 5, present: 9 }])
    expect(state.sides.defender.heavyLossRounds).toBe(1)
    expect(state.sides.defender.bmParts).toContainEqual({ source: 'Rounds with heavy losses (1)', value: -1 })
    expect(state.sides.defender.bm).toBe(before - 1)
  })

  it('§B heavy losses: exactly half the strength lost (4 of 8) is not heavy', () => {
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'arm-div' }, { id: 'a2', type: 'arm-div' }] },
        defender: { units: [{ id: 'd1', type: 'inf-div', strength: 8 }] },
      },
      [0, 0, 0, 0, 9, 9, 0],
    )
    const { state, events } = grand.advance(passDecisions(s0))
    expect(eventsOf(events, 'hits')[0]!.hits).toBe(4)
    expect(eventsOf(events, 'heavy-losses')).toEqual([])
    expect(state.sides.defender.heavyLossRounds).toBe(0)
  })
})
