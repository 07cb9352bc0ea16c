import seedrandom from 'seedrandom'
import { describe, expect, it } from 'vitest'
import { openDice, seedDice } from '../../core/dice.ts'
import { FastAlea, fastSeedDice } from './fastAlea.ts'

describe('FastAlea: seedrandom’s alea, written out', () => {
  it('seeds to the very same state as seedDice, for many seeds', () => {
    const seeds = ['', ' ', 'bench', 'bench#0', 'odds/x/12#4095', 'é∑😀', '000_65abfdd3be31f0b0.txt']
    for (let i = 0; i < 2000; i++) seeds.push(`s${i}#${i * 7919}`)
    for (const seed of seeds) expect(fastSeedDice(seed)).toEqual(seedDice(seed))
  })

  it('rolls the same faces and saves the same state as openDice', () => {
    for (let k = 0; k < 50; k++) {
      const start = seedDice(`roll-${k}`)
      const slow = openDice(start)
      const fast = new FastAlea(start)
      for (let i = 0; i < 500; i++) {
        const sides = 1 + ((i * 7 + k) % 12)
        expect(i % 2 ? fast.rollAgainst(sides, 3) : fast.roll(sides)).toBe(i % 2 ? slow.rollAgainst(sides, 3) : slow.roll(sides))
      }
      expect(JSON.stringify(fast.save())).toBe(JSON.stringify(slow.save()))
    }
  })

  it('next() is seedrandom’s own sequence', () => {
    const ref = seedrandom.alea('sequence')
    const fast = new FastAlea(seedDice('sequence'))
    for (let i = 0; i < 10_000; i++) expect(fast.next()).toBe(ref())
  })
})
