import { describe, expect, it } from 'vitest'
import { attack, battle, ofType, SEED, type TestBattle } from './testkit.ts'

/** a attacks d on the given dice: the three tests below differ only in the field. */
const fight = (b: TestBattle, faces: number[]) => attack(battle(b, faces), 'a', 'd')

/** The retreat guidelines where the units that caused a retreat are not only the enemy principal (docs/rules/napoleonic.md N13, N14). */
describe(`${SEED} Retreat after combat: who caused it, and the reason logged`, () => {
  it('N14 an attacker that fails its own test avoids the hexes next to the defender\'s supports too ("not next to" the defender and its supports)', () => {
    // Blue a (2,3) attacks d (2,2), Yellow s (3,3) supports: 6 against 4, 1.5–1, die 1: a loses 1 and tests (9 fails).
    // a's free hexes away from d are (1,4) and (2,4); (2,4) is next to s, and farther from d.
    const r = fight(
      {
        units: [
          { id: 'a', side: 'attacker', at: [2, 3], strength: 6 },
          { id: 'd', side: 'defender', at: [2, 2], strength: 2 },
          { id: 's', side: 'defender', at: [3, 3], strength: 2 },
        ],
      },
      [0, 8],
    )
    expect(ofType(r.events, 'retreat')).toEqual([{ t: 'retreat', unit: 'a', from: '2-3', to: '1-4', why: 'not next to #d, #s' }])
  })

  it('N14 a unit that caused the retreat and was eliminated by the same result no longer counts: its own hex is no better than one beside it', () => {
    // Blue a (2,1) with b (1,1) in support attacks d (2,0) on the north row, a river between d and (1,0): 3 against 2,
    // 1.5–1, die 4: a loses its last point, d loses 1 and tests (9 fails). d's free hexes: (3,0) beside a's empty hex,
    // and a's hex (2,1) beside b. With a gone, (3,0) is next to no one that caused it.
    const r = fight(
      {
        edges: [[[2, 0], [1, 0], ['river']]],
        units: [
          { id: 'a', side: 'attacker', at: [2, 1], strength: 1 },
          { id: 'b', side: 'attacker', at: [1, 1], strength: 2 },
          { id: 'd', side: 'defender', at: [2, 0], strength: 2 },
        ],
      },
      [3, 8],
    )
    expect(ofType(r.events, 'eliminated')).toEqual([{ t: 'eliminated', unit: 'a', side: 'attacker', why: 'strength' }])
    expect(ofType(r.events, 'retreat')).toEqual([{ t: 'retreat', unit: 'd', from: '2-0', to: '3-0', why: 'not next to #a, #b' }])
  })

  it('N14 two hexes equal by every guideline: the first in the fixed order of directions, and the log says so (not the guideline that set the two apart from the rest)', () => {
    // Yellow's edge is the west. d (3,3) attacked from the east by a (4,3), its friend f at (2,3) west of it: 6 against 2,
    // 3–1, die 2: d tests (9 fails). Away from a: (3,2) north-west and (2,4) south-west, mirror images across a's row.
    const r = fight(
      {
        homeEdges: { attacker: 'east', defender: 'west' },
        units: [
          { id: 'a', side: 'attacker', at: [4, 3], strength: 6 },
          { id: 'd', side: 'defender', at: [3, 3], strength: 2 },
          { id: 'f', side: 'defender', at: [2, 3], strength: 2 },
        ],
      },
      [1, 8],
    )
    expect(ofType(r.events, 'retreat')).toEqual([{ t: 'retreat', unit: 'd', from: '3-3', to: '3-2', why: 'first in the fixed order of directions' }])
  })
})
