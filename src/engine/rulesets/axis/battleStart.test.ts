import { describe, expect, it } from 'vitest'
import { battle, many } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

describe(`${SEED} §5.1 a battle before its first round`, () => {
  it('no round fought, no step, no side exposed (§5.2 special rule 1 is checked at each round\'s start), no aim drawn', () => {
    const s = battle({ attacker: [{ id: 'a', type: 'infantry' }, { id: 'f', type: 'fighter' }], defender: [{ id: 'd', type: 'infantry' }] })
    expect(s).toMatchObject({ phase: 'setup', round: 0, next: null, last: null, plan: null, volley: null, result: null, emptyAtStart: false })
    expect(s.exposed).toEqual({ attacker: false, defender: false })
    expect(s.aims).toEqual([])
  })
})

describe(`${SEED} §5.7.4 double defense when attacked from areas not adjacent to the fortification line`, () => {
  it('every attacker crossing the line: one force, no group apart, its hits are half hits on fortified infantry', () => {
    const s = battle({ fortification: 'maginot', attacker: [...many('g', 'infantry', 2), { id: 'ga', type: 'armor' }], defender: many('f', 'infantry', 2) })
    expect(s.units.map((u) => [u.id, u.group, u.normalHits, u.fortified])).toEqual([
      ['g1', null, false, false],
      ['g2', null, false, false],
      ['ga', null, false, false],
      ['f1', null, false, true],
      ['f2', null, false, true],
    ])
  })

  it('attackers from an area across the line and from one that is not: two groups named by their area, normal hits for the second', () => {
    const s = battle({ fortification: 'maginot', attacker: [{ id: 'fa', type: 'armor' }, { id: 'ca', type: 'armor', from: 'north' }], defender: many('f', 'infantry', 1) })
    expect(s.units.map((u) => [u.id, u.group, u.normalHits])).toEqual([
      ['fa', 'from West', false],
      ['ca', 'from North', true],
      ['f1', null, false],
    ])
  })
})
