import { describe, expect, it } from 'vitest'
import { grand } from './index.ts'
import { computeMorale, meanMorale } from './morale.ts'
import { battle, eventsOf, passDecisions, step } from './testkit.ts'

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

  it('§B BM = leader morale + rounded mean morale of the combat units (support units left out)', () => {
    const s = battle({
      attacker: { units: [{ id: 'a1', type: 'inf-div' }] },
      defender: {
        leaders: [{ id: 'l', combat: 1, morale: 2 }],
        // Morale 3 and 4: mean 3.5 rounds to 4. The support HQ's morale 0 does not count.
        units: [{ id: 'd1', type: 'inf-div', morale: 3 }, { id: 'd2', type: 'inf-div', morale: 4 }, { id: 'd3', type: 'arty-rgt', morale: 0 }],
      },
    })
    expect(meanMorale(s, 'defender')).toBe(4)
    expect(s.sides.defender.bmParts).toEqual([
      { source: 'Leader morale (l)', value: 2 },
      { source: 'Mean morale of combat units', value: 4 },
    ])
    expect(s.sides.defender.bm).toBe(6)
  })

  it('§B the mean is rounded to the closest whole value: 3.33 → 3, 3.67 → 4', () => {
    const three = battle({ attacker: { units: [{ id: 'a', type: 'inf-div' }] }, defender: { units: [3, 3, 4].map((m, i) => ({ id: `d${i}`, type: 'inf-bde', morale: m })) } })
    const four = battle({ attacker: { units: [{ id: 'a', type: 'inf-div' }] }, defender: { units: [3, 4, 4].map((m, i) => ({ id: `d${i}`, type: 'inf-bde', morale: m })) } })
    expect(meanMorale(three, 'defender')).toBe(3)
    expect(meanMorale(four, 'defender')).toBe(4)
  })

  it('§B +1 Air force bonus, +1 Armor bonus, +1 Armor Superiority, boosters and the scenario bonus add up', () => {
    const s = battle({
      attacker: {
        leaders: [{ id: 'boss', combat: 2, morale: 3, boosters: { morale: 1 } }],
        units: [
          { id: 'a1', type: 'arm-bde', morale: 4 },
          { id: 'a2', type: 'arm-bde', morale: 4 },
          { id: 'a3', type: 'fb-grp' },
          { id: 'a4', type: 'corps-hq' },
        ],
        scenarioMorale: 2,
      },
      defender: { units: [{ id: 'd1', type: 'inf-div' }] },
    })
    const m = computeMorale(s, 'attacker')
    expect(m.parts).toEqual([
      { source: 'Leader morale (boss)', value: 3 },
      { source: 'Mean morale of combat units', value: 4 },
      { source: 'Air force bonus', value: 1 },
      { source: 'Armor bonus', value: 1 },
      { source: 'Armor superiority', value: 1 },
      { source: 'Booster: boss', value: 1 },
      { source: 'Booster: Corps HQ', value: 1 },
      { source: 'Scenario morale bonus', value: 2 },
    ])
    expect(m.value).toBe(14)
    expect(s.sides.attacker.bm).toBe(14)
  })

  it('§B BM is recomputed each round: an armour bonus lost with the last tank, with a bm event that gives the reason', () => {
    // The attacker's lone armoured brigade (3 SP) takes the three CavUnits hits of the defender's tanks
    // and is destroyed in Main: the attacker loses its Armor bonus and 1 for the unit lost.
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'arm-bde' }, { id: 'a2', type: 'inf-div' }] },
        defender: { units: [1, 2, 3].map((i) => ({ id: `d${i}`, type: 'arm-bde', defense: 9 })) },
      },
      // Attacker: a1 misses, a2 misses twice; defender: three hits.
      [9, 9, 9, 0, 0, 0],
    )
    const before = s0.sides.attacker.bmParts
    expect(before).toContainEqual({ source: 'Armor bonus', value: 1 })
    const { state, events } = step(s0)
    const bm = eventsOf(events, 'bm').filter((e) => e.side === 'attacker')
    expect(bm.length).toBeGreaterThan(0)
    expect(bm.at(-1)!.reason).toBe('losses of Main')
    expect(state.sides.attacker.bmParts).toEqual(bm.at(-1)!.parts)
    expect(state.sides.attacker.bmParts).not.toContainEqual({ source: 'Armor bonus', value: 1 })
    expect(state.sides.attacker.bmParts).toContainEqual({ source: 'Units eliminated (1)', value: -1 })
    expect(state.bmHistory.at(-1)).toEqual({ round: 'main', attacker: state.sides.attacker.bm, defender: state.sides.defender.bm })
  })

  it('§B each unit eliminated or routed costs 1 BM', () => {
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'arm-div' }] },
        defender: { units: [{ id: 'd1', type: 'inf-bde', strength: 1 }, { id: 'd2', type: 'inf-bde', strength: 1 }] },
      },
      // Two hits destroy both 1-SP brigades; the defender misses twice.
      [0, 0, 9, 9],
    )
    const { state } = step(s0)
    expect(state.sides.defender.eliminated).toBe(2)
    expect(state.sides.defender.bmParts).toContainEqual({ source: 'Units eliminated (2)', value: -2 })
  })
})

