import seedrandom from 'seedrandom'
import { describe, expect, it } from 'vitest'
import { openDice } from './dice.ts'
import { seedDice } from './seedDice.ts'
import { FastAlea, fastSeedDice } from './fastAlea.ts'

describe('FastAlea: seedrandom’s alea, written out', () => {
  it('seeds to the very same state as seedDice, for many seeds', () => {
    const seeds = ['', ' ', 'bench', 'bench#0', 'odds/x/12#4095', 'é∑😀', '000_65abfdd3be31f0b0.txt']
    for (let i = 0; i < 2000; i++) seeds.push(`s${i}#${i * 7919}`)
    for (const seed of seeds) expect(fastSeedDice(seed)).toEqual(seedDice(seed))
  })

  it('rolls the same faces and saves the same state as seedrandom’s alea, also through openDice', () => {
    for (let k = 0; k < 50; k++) {
      const start = seedDice(`roll-${k}`)
      const ref = seedrandom.alea('', { state: { c: start.c, s0: start.s0, s1: start.s1, s2: start.s2 } })
      const fast = new FastAlea(start)
      const opened = openDice(start)
      for (let i = 0; i < 500; i++) {
        const sides = 1 + ((i * 7 + k) % 12)
        const face = Math.floor(ref() * sides)
        expect(i % 2 ? fast.rollAgainst(sides, 3) : fast.roll(sides)).toBe(face)
        expect(opened.roll(sides)).toBe(face)
      }
      const want = JSON.stringify({ kind: 'alea', ...ref.state(), rolled: 500 })
      expect(JSON.stringify(fast.save())).toBe(want)
      expect(JSON.stringify(opened.save())).toBe(want)
    }
  })

  it('next() is seedrandom’s own sequence', () => {
    const ref = seedrandom.alea('sequence')
    const fast = new FastAlea(seedDice('sequence'))
    for (let i = 0; i < 10_000; i++) expect(fast.next()).toBe(ref())
  })
})
