import { describe, expect, it } from 'vitest'
import { placeSplitter } from './placeRefs.ts'

describe('issue 28, item 4: place names in the log', () => {
  const split = placeSplitter([
    { id: '0402', name: 'Hex 0402' },
    { id: '0403', name: 'Hex 0403' },
    { id: 'wood', name: 'Small wood' },
    { id: 'h', name: 'Hex' },
  ])

  it('cuts a line at every place name, whole words only, the longest name first, and keeps the text as it was', () => {
    const line = '#4 retreats from Hex 0403 to Small wood (into a wood); Hex 0402 holds. Hexes stay.'
    const pieces = split(line)
    expect(pieces.map((p) => p.text).join('')).toBe(line)
    expect(pieces.filter((p) => p.place).map((p) => [p.text, p.place])).toEqual([
      ['Hex 0403', '0403'],
      ['Small wood', 'wood'],
      ['Hex 0402', '0402'],
    ])
  })

  it('a line without a name is one piece; a map without names splits nothing', () => {
    expect(split('Die 3: attacker 1, defender 2')).toEqual([{ text: 'Die 3: attacker 1, defender 2' }])
    expect(placeSplitter([])('Hex 0402')).toEqual([{ text: 'Hex 0402' }])
  })
})
