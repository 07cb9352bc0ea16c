import { describe, expect, it } from 'vitest'
import { commander, sideModifiers } from './modifiers.ts'
import { battle, playCards } from './testkit.ts'

/**
 * Section C, leaders: the side's combat modifier comes from its commanding
 * leader, the best morale, the first listed on ties (docs/rules/grand.md D12);
 * and a card's modifier part carries a unit-kind filter only when the card has one.
 */

const SEED = '000_65abfdd3be31f0b0.txt'

const leaders = (...ls: { id: string; combat: number; morale: number }[]) =>
  battle({
    attacker: { units: [{ id: 'a1', type: 'inf-bde' }], leaders: ls.map((l) => ({ ...l, id: l.id.toLowerCase(), name: l.id })) },
    defender: { units: [{ id: 'd1', type: 'inf-bde' }], leaders: [{ id: 'wavell', name: 'Wavell', combat: 1, morale: 1 }] },
  })

describe(`${SEED} §C (D12) the commanding leader`, () => {
  it('§C D12 the best morale commands wherever it is listed: a later steadier leader outranks an earlier dashing one', () => {
    const s = leaders({ id: 'Dashing', combat: 4, morale: 2 }, { id: 'Steady', combat: 2, morale: 5 })
    expect(commander(s.sides.attacker.leaders)!.name).toBe('Steady')
    expect(sideModifiers(s, 'attacker', 'main')).toEqual([{ source: 'Leader: Steady outranks by 1', value: 1 }])
  })

  it('§C D12 equal morale: the first listed commands', () => {
    const s = leaders({ id: 'First', combat: 3, morale: 3 }, { id: 'Second', combat: 1, morale: 3 })
    expect(commander(s.sides.attacker.leaders)!.name).toBe('First')
    expect(sideModifiers(s, 'attacker', 'main')).toEqual([{ source: 'Leader: First outranks by 2', value: 2 }])
    expect(commander([])).toBeNull()
  })
})

describe(`${SEED} §C card modifier parts`, () => {
  it('§C a card without a unit-kind filter gives a part with no "kinds" at all (it applies to every unit)', () => {
    const s = playCards(
      battle({ attacker: { units: [{ id: 'a1', type: 'inf-bde' }], cards: ['supply-crisis'] }, defender: { units: [{ id: 'd1', type: 'inf-bde' }] } }),
      { attacker: ['supply-crisis'] },
    )
    const parts = sideModifiers(s, 'defender', 'main')
    expect(parts).toStrictEqual([{ source: 'Card: Enemy Supply Crisis', value: -1 }])
    expect('kinds' in parts[0]!).toBe(false)
  })
})
