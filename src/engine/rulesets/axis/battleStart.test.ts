import { describe, expect, it } from 'vitest'
import { axis, battle, many } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

describe(`${SEED} §5.1 a battle before its first round`, () => {
  it('no round fought, no step, no side exposed (§5.2 special rule 1 is checked at each round\'s start), no aim drawn', () => {
    const s = battle({ attacker: [{ id: 'a', type: 'infantry' }, { id: 'f', type: 'fighter' }], defender: [{ id: 'd', type: 'infantry' }] })
    expect(s).toMatchObject({ phase: 'setup', round: 0, next: null, last: null, plan: null, volley: null, result: null, emptyAtStart: false })
    expect(s.exposed).toEqual({ attacker: false, defender: false })
    expect(s.aims).toEqual([])
  })

  it('the state is an axis battle; each side keeps its name, nation, colour and flag as the scenario gives them', () => {
    const s = battle({ attacker: [{ id: 'a', type: 'infantry' }], defender: [{ id: 'd', type: 'infantry' }] })
    expect([s.ruleset, s.version]).toEqual(['axis', 1])
    expect(s.sides.attacker).toMatchObject({ name: 'Red', nation: 'Germany', color: '#aa3322', flag: { layout: 'vertical', colors: ['#aa3322'] } })
    expect(s.sides.defender).toMatchObject({ name: 'Blue', nation: 'France', color: '#2233aa', flag: { layout: 'vertical', colors: ['#2233aa'] } })
    expect([axis.view(s).sides.attacker.flag, axis.view(s).sides.defender.flag]).toEqual([s.sides.attacker.flag, s.sides.defender.flag])
  })

  it('no unit has acted, been hit or been shot at yet: Defensive Air Support and the missions come before any fire', () => {
    const s = battle({ attacker: [{ id: 'a', type: 'infantry' }, { id: 'f', type: 'fighter' }], defender: [{ id: 'd', type: 'infantry' }, { id: 'sf', type: 'fighter', support: true, from: 'east' }] })
    expect(s.units.map((u) => [u.id, u.acted, u.doomed, u.shotBy])).toEqual([
      ['a', false, false, []],
      ['f', false, false, []],
      ['d', false, false, []],
      ['sf', false, false, []],
    ])
    expect(axis.view(s).counters.flatMap((c) => c.notes ?? []).filter((n) => n.includes('acted'))).toEqual([])
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

  it('only attackers are kept in groups: a defending fighter flying in as Defensive Air Support (§5.1) is in none', () => {
    const s = battle({ fortification: 'maginot', attacker: [{ id: 'fa', type: 'armor' }, { id: 'ca', type: 'armor', from: 'north' }], defender: [{ id: 'f1', type: 'infantry' }, { id: 'sf', type: 'fighter', support: true, from: 'east' }] })
    expect(s.units.map((u) => [u.id, u.group])).toEqual([
      ['fa', 'from West'],
      ['ca', 'from North'],
      ['f1', null],
      ['sf', null],
    ])
  })
})

describe(`${SEED} §5.7.1 only the defender's infantry is fortified`, () => {
  it('Gibraltar holds infantry of any nation, yet attacking infantry crossing the line is never fortified', () => {
    const s = battle({ fortification: 'gibraltar', attackerNation: 'Germany', defenderNation: 'United Kingdom', attacker: many('g', 'infantry', 2), defender: many('b', 'infantry', 1) })
    expect(s.units.map((u) => [u.id, u.fortified])).toEqual([
      ['g1', false],
      ['g2', false],
      ['b1', true],
    ])
  })
})
