import { describe, expect, it } from 'vitest'
/** Events as the grand battle logs them (the dice overlay reads only their generic shape). */
type GrandEvent = { t: string; [field: string]: unknown }
import { diceDuration, diceToShow, MS_PER_ROLL } from './dice.ts'

const shot = (unit: string, die: number, hit: boolean, reroll = false): GrandEvent => ({ t: 'shot', side: 'attacker', unit, die, value: 3, hit, reroll })

describe('000_65abfdd3be31f0b0.txt §C Visual Aspect of Combat Dice', () => {
  const events: GrandEvent[] = [
    { t: 'round', round: 'main', name: 'Main', number: 1 },
    shot('a', 2, true),
    shot('b', 7, false),
    shot('b', 1, true, true),
    { t: 'hits', side: 'defender', unit: 'x', hits: 2, strength: 1, from: 'other' },
    shot('a', 9, false),
  ]

  it('§C every shot of the round is shown on its firing counter, in the order rolled, hit or miss', () => {
    const shows = diceToShow(events, 'normal')
    expect(shows.map((s) => [s.unit, s.die, s.hit])).toEqual([
      ['a', 2, true],
      ['b', 7, false],
      ['b', 1, true],
      ['a', 9, false],
    ])
  })

  it('§C each roll leaves a reminder in its own slot at the counter’s right', () => {
    expect(diceToShow(events, 'normal').map((s) => [s.unit, s.slot])).toEqual([
      ['a', 0],
      ['b', 0],
      ['b', 1],
      ['a', 1],
    ])
  })

  it('the speed control sets the pace, and instant shows everything at once', () => {
    expect(diceToShow(events, 'slow').map((s) => s.at)).toEqual([0, 1, 2, 3].map((i) => i * MS_PER_ROLL.slow))
    expect(diceDuration(diceToShow(events, 'fast'), 'fast')).toBe(4 * MS_PER_ROLL.fast)
    expect(diceToShow(events, 'instant').every((s) => s.at === 0)).toBe(true)
    expect(MS_PER_ROLL.slow).toBeGreaterThan(MS_PER_ROLL.normal)
    expect(MS_PER_ROLL.normal).toBeGreaterThan(MS_PER_ROLL.fast)
  })
})
