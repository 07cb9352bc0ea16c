import { describe, expect, it } from 'vitest'
import { battle, run, scripted, SEED, shots, unit } from './testkit.ts'

describe(`${SEED} §1 endurance`, () => {
  it(`${SEED} §1 endurance: every unit that fires in combat pays 5 endurance, aircraft 2`, () => {
    const s = battle({ units: [{ id: 'inf', side: 'attacker', type: 'INF', endurance: 20 }, { id: 'ftr', side: 'attacker', type: 'FTR', endurance: 10 }, { id: 'd-inf', side: 'defender', type: 'INF', endurance: 20 }] })
    const { s: after } = run(scripted(s, [99, 99, 0, 99]), 3)
    expect([unit(after, 'inf').endurance, unit(after, 'ftr').endurance, unit(after, 'd-inf').endurance]).toEqual([15, 8, 15])
  })

  it(`${SEED} §1 "all units in a group will get to fire unless they were destroyed": a unit with less endurance than a shot costs fires all the same, charged down to 0 (F4)`, () => {
    const s = battle({ units: [{ id: 'tired', side: 'attacker', type: 'INF', endurance: 4 }, { id: 'd-inf', side: 'defender', type: 'INF' }] })
    // Group 3: tired hits (1), d-inf misses (100).
    const { s: after, events } = run(scripted(s, [0, 99]), 2)
    expect(shots(events).map((x) => [x.unit, x.hit])).toEqual([['tired', true], ['d-inf', false]])
    expect(shots(events)[0]).toMatchObject({ unit: 'tired', endurance: 0 })
    expect(unit(after, 'tired').endurance).toBe(0)
    expect(unit(after, 'd-inf').alive).toBe(false)
  })

  it(`${SEED} §1 endurance: a unit at 0 fires in every later combat too, and stays at 0`, () => {
    const s = battle({ units: [{ id: 'spent', side: 'attacker', type: 'INF', endurance: 0 }, { id: 'd-inf', side: 'defender', type: 'INF', endurance: 0 }] })
    const { s: after, events } = run(scripted(s, [99, 99]), 2)
    expect(shots(events).map((x) => x.unit)).toEqual(['spent', 'd-inf'])
    expect([unit(after, 'spent').endurance, unit(after, 'd-inf').endurance]).toEqual([0, 0])
  })
})
