import { describe, expect, it } from 'vitest'
import { battle, run, scripted, SEED, shots, unit } from './testkit.ts'

describe(`${SEED} §1 endurance`, () => {
  it(`${SEED} §1 endurance: every unit that fires in combat pays 5 endurance, aircraft 2`, () => {
    const s = battle({ units: [{ id: 'inf', side: 'attacker', type: 'INF', endurance: 20 }, { id: 'ftr', side: 'attacker', type: 'FTR', endurance: 10 }, { id: 'd-inf', side: 'defender', type: 'INF', endurance: 20 }] })
    const { s: after } = run(scripted(s, [99, 99, 0, 99]), 3)
    expect([unit(after, 'inf').endurance, unit(after, 'ftr').endurance, unit(after, 'd-inf').endurance]).toEqual([15, 8, 15])
  })

  it(`${SEED} §1 endurance 0: a unit whose endurance is below a shot's cost is exhausted and does not fire, but can still be hit`, () => {
    const s = battle({ units: [{ id: 'tired', side: 'attacker', type: 'INF', endurance: 4 }, { id: 'd-inf', side: 'defender', type: 'INF' }] })
    const { s: after, events } = run(scripted(s, [0]), 2)
    expect(events.find((e) => e.t === 'exhausted')).toMatchObject({ unit: 'tired', endurance: 4 })
    expect(shots(events).map((x) => x.unit)).toEqual(['d-inf'])
    expect(unit(after, 'tired').alive).toBe(false)
  })
})
