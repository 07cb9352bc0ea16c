import { describe, expect, it } from 'vitest'
import { parseUnitCounts } from './unitCounts.ts'

const KNOWN = ['infantry', 'armor', 'aa-gun']

describe('parseUnitCounts', () => {
  it('reads type=count pairs, spaces allowed', () => {
    expect(parseUnitCounts('--attack', 'infantry=3, armor=2,aa-gun = 1', KNOWN)).toEqual({ infantry: 3, armor: 2, 'aa-gun': 1 })
  })

  it('counts of several digits, up to 200 included', () => {
    expect(parseUnitCounts('--attack', 'infantry=12,armor=200,aa-gun=0', KNOWN)).toEqual({ infantry: 12, armor: 200, 'aa-gun': 0 })
  })

  it.each([
    ['', /--attack is empty/],
    ['infantry', /"infantry" is not type=count/],
    ['two infantry=3', /"two infantry=3" is not type=count/],
    ['infantry=3 4', /"infantry=3 4" is not type=count/],
    ['tank=2', /unknown unit type "tank"; known: infantry, armor, aa-gun/],
    ['infantry=-1', /"infantry=-1" is not type=count|whole number/],
    ['infantry=2.5', /whole number from 0 to 200, got "2.5"/],
    ['infantry=201', /whole number from 0 to 200, got "201"/],
    ['infantry=1,infantry=2', /infantry given twice/],
  ])('refuses %j with a message that names what is wrong', (text, why) => {
    expect(() => parseUnitCounts('--attack', text, KNOWN)).toThrow(Error)
    expect(() => parseUnitCounts('--attack', text, KNOWN)).toThrow(why)
  })
})
