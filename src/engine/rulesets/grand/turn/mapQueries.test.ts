import { describe, expect, it } from 'vitest'
import { airCardModifiers } from './airCards.ts'
import { crossingOf, regionOf, sideRadar } from './mapRules.ts'
import { SEED_FILE, turnOf, type TurnSpec } from './turnTestkit.ts'

/**
 * What the turn reads of its map (crossings either way along a connection,
 * regions by id, radar by side; section N and grand-air.md) and the air cards'
 * modifiers (grand-air.md T1).
 */

const map = (defenderNations?: TurnSpec['defender']['nations']): TurnSpec => ({
  regions: [
    { id: 'w', owner: 'attacker' },
    { id: 'b', owner: 'defender' },
    { id: 's', owner: 'defender' },
  ],
  connections: [
    ['w', 'b', 'river'],
    ['b', 's'],
  ],
  attacker: { units: [{ id: 'a1', type: 'inf-bde', region: 'w' }], supply: ['w'] },
  defender: { units: [{ id: 'd1', type: 'inf-bde', region: 'b' }], supply: ['s'], ...(defenderNations ? { nations: defenderNations } : {}) },
})

describe(`${SEED_FILE} the turn's map`, () => {
  it('§A (D44) a connection\'s crossing is the same whichever end one starts from; regions not connected have none', () => {
    const t = turnOf(map())
    expect(crossingOf(t, 'w', 'b')).toBe('river')
    expect(crossingOf(t, 'b', 'w')).toBe('river')
    expect(crossingOf(t, 's', 'b')).toBe('none')
    expect(crossingOf(t, 'w', 's')).toBe('none')
  })

  it('a region not on the map is an error naming it and the scenario', () => {
    const t = turnOf(map())
    expect(regionOf(t, 'b').id).toBe('b')
    expect(() => regionOf(t, 'nowhere')).toThrow('no region "nowhere" in turn test-turn')
  })

  it('§N a side has radar when any one of its nations has it', () => {
    expect(sideRadar(turnOf(map([{ id: 'blue' }, { id: 'green', radar: true }])), 'defender')).toBe(true)
    expect(sideRadar(turnOf(map([{ id: 'blue' }, { id: 'green' }])), 'defender')).toBe(false)
    expect(sideRadar(turnOf(map([{ id: 'blue' }, { id: 'green', radar: true }])), 'attacker')).toBe(false)
  })
})

describe(`${SEED_FILE} §N (grand-air.md T1) air cards' modifiers`, () => {
  const none = { aa: 0, interception: { attacker: 0, defender: 0 }, airCombat: { attacker: 0, defender: 0 } }

  it('T1 Fighter Direction helps only the interception tests of the side that played it', () => {
    expect(airCardModifiers([{ side: 'defender', card: 'fighter-direction' }])).toEqual({ ...none, interception: { attacker: 0, defender: -2 } })
    expect(airCardModifiers([{ side: 'attacker', card: 'fighter-direction' }])).toEqual({ ...none, interception: { attacker: -2, defender: 0 } })
  })

  it('T1 Evasive Routing hinders every interception test against the player\'s planes, whoever makes it', () => {
    expect(airCardModifiers([{ side: 'attacker', card: 'evasive-routing' }])).toEqual({ ...none, interception: { attacker: 2, defender: 2 } })
    expect(airCardModifiers([{ side: 'attacker', card: 'evasive-routing' }, { side: 'defender', card: 'fighter-direction' }])).toEqual({ ...none, interception: { attacker: 2, defender: 0 } })
  })

  it('T1 an id that is no air card (a battle card in the hand) adds nothing', () => {
    expect(airCardModifiers([{ side: 'attacker', card: 'rousing-address' }, { side: 'defender', card: 'flak-alert' }])).toEqual({ ...none, aa: 1 })
  })
})
