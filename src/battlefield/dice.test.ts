import { describe, expect, it } from 'vitest'
/** Events as the grand battle logs them (the dice overlay reads only their generic shape). */
type GrandEvent = { t: string; [field: string]: unknown }
import { MS_PER_ROLL, roundShow } from './dice.ts'

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
    const shows = roundShow(events, 'normal').dice
    expect(shows.map((s) => [s.unit, s.die, s.hit])).toEqual([
      ['a', 2, true],
      ['b', 7, false],
      ['b', 1, true],
      ['a', 9, false],
    ])
  })

  it('§C each roll leaves a reminder in its own slot at the counter’s right', () => {
    expect(roundShow(events, 'normal').dice.map((s) => [s.unit, s.slot])).toEqual([
      ['a', 0],
      ['b', 0],
      ['b', 1],
      ['a', 1],
    ])
  })

  it('the speed control sets the pace, and instant shows everything at once', () => {
    const slow = roundShow(events, 'slow').dice.map((s) => s.at)
    for (let i = 1; i < slow.length; i++) expect(slow[i]! - slow[i - 1]!).toBeGreaterThanOrEqual(MS_PER_ROLL.slow)
    expect(roundShow(events, 'slow').end).toBeGreaterThan(roundShow(events, 'fast').end)
    expect(roundShow(events, 'instant').end).toBe(0)
    expect(roundShow(events, 'instant').dice.every((s) => s.at === 0)).toBe(true)
    expect(MS_PER_ROLL.slow).toBeGreaterThan(MS_PER_ROLL.normal)
    expect(MS_PER_ROLL.normal).toBeGreaterThan(MS_PER_ROLL.fast)
  })

  it('issue 12: no event resolves before the die that precedes it; a shot’s line only after its die has shown', () => {
    const show = roundShow(events, 'normal')
    let lastDie = -1
    let d = 0
    events.forEach((e, i) => {
      if (e.t === 'shot') {
        lastDie = show.dice[d++]!.at
        expect(show.reveal[i]).toBeGreaterThan(lastDie)
      } else if (lastDie >= 0) expect(show.reveal[i]).toBeGreaterThanOrEqual(lastDie + MS_PER_ROLL.normal)
      if (i > 0) expect(show.reveal[i]).toBeGreaterThanOrEqual(show.reveal[i - 1]!)
    })
    // The hits of the third die come after it, and the fourth die after those hits.
    expect(show.reveal[4]).toBeGreaterThan(show.dice[2]!.at)
    expect(show.dice[3]!.at).toBeGreaterThanOrEqual(show.reveal[4]!)
    expect(show.end).toBeGreaterThanOrEqual(show.dice[3]!.at + MS_PER_ROLL.normal)
  })
})
