import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import { battle, SEED } from './testkit.ts'

describe(`${SEED} the window's view of a napoleonic battle`, () => {
  // Blue at (3,3) faces Yellow at (3,2); Yellow's second infantry stands in the woods at (4,2).
  const s = battle({
    terrain: [[[4, 2], 'woods']],
    units: [
      { id: 'a', side: 'attacker', at: [3, 3], strength: 3 },
      { id: 'd', side: 'defender', at: [3, 2], strength: 2 },
      { id: 'w', side: 'defender', at: [4, 2], strength: 2 },
    ],
  })
  const v = engine.view(s)
  const c = (id: string) => v.counters.find((x) => x.id === id)!

  it('"Defender\'s Combat Strength doubled (infantry only)" in woods: only the defence value of the strip rises, the attack stays white', () => {
    expect(c('w').strip).toEqual({ parts: [{ of: 'attack', text: '2', tint: 'none' }, { of: 'defense', text: '4', tint: 'up' }], join: '-' })
    expect(c('d').strip).toEqual({ parts: [{ of: 'attack', text: '2', tint: 'none' }, { of: 'defense', text: '2', tint: 'none' }], join: '-' })
    expect(c('a').strip.parts.map((p) => p.tint)).toEqual(['none', 'none'])
  })

  it('"A die (1 to 6) is then rolled" once for a whole attack on the Combat Results Table: no unit has a chance to hit of its own', () => {
    for (const x of v.counters) expect(x.hitChance, x.name).toBeUndefined()
  })
})
