import { describe, expect, it } from 'vitest'
import { DEFAULT_ORDER, fullOrder } from './units.ts'

const SEED = '003_e76c4a8044852cfa.txt'

const CHEAPEST_FIRST = ['infantry', 'artillery', 'armor', 'aa-gun', 'transport', 'submarine', 'fighter', 'destroyer', 'cruiser', 'bomber', 'carrier', 'battleship']

describe(`${SEED} §5.5 the order of loss (X1)`, () => {
  it('X1 by default the cheapest first; between equal costs the table\'s order (armor before AA gun)', () => {
    expect(DEFAULT_ORDER).toEqual(CHEAPEST_FIRST)
    expect(fullOrder(undefined)).toEqual(CHEAPEST_FIRST)
  })

  it('a scenario\'s order first, each type once, then the types it left out, cheapest first; the scenario\'s list is not changed', () => {
    const given = ['armor', 'fighter']
    expect(fullOrder(given)).toEqual(['armor', 'fighter', 'infantry', 'artillery', 'aa-gun', 'transport', 'submarine', 'destroyer', 'cruiser', 'bomber', 'carrier', 'battleship'])
    expect(given).toEqual(['armor', 'fighter'])
  })
})
