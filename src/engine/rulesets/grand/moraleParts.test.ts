import { describe, expect, it } from 'vitest'
import { computeMorale } from './morale.ts'
import { battle } from './testkit.ts'

const SEED = '000_65abfdd3be31f0b0.txt'

describe(`${SEED} §B Battle Morale's parts, as the diamond's tooltip lists them`, () => {
  it('§B a side without a leader shows a "No leader" line worth 0; with one, the leader\'s morale by name', () => {
    const s = battle({
      attacker: { units: [{ id: 'a1', type: 'inf-bde' }] },
      defender: { units: [{ id: 'd1', type: 'inf-bde' }], leaders: [{ id: 'monty', combat: 1, morale: 2 }] },
    })
    expect(computeMorale(s, 'attacker')).toEqual({
      value: 3,
      parts: [
        { source: 'No leader', value: 0 },
        { source: 'Mean morale of combat units', value: 3 },
      ],
    })
    expect(computeMorale(s, 'defender').parts[0]).toEqual({ source: 'Leader morale (monty)', value: 2 })
    expect(s.sides.attacker.bmParts).toEqual(computeMorale(s, 'attacker').parts)
  })
})
