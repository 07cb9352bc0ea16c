import { describe, expect, it } from 'vitest'
import { odds } from './odds.ts'
import { engine } from './engine.ts'
import { findGrand } from './scenarios.ts'
import type { GrandState } from './state.ts'

/**
 * Issue 13, "with the cards staged": in the card round the forecast weighs the
 * cards a side has put down but not played yet (000_65abfdd3be31f0b0.txt §B:
 * the odds bar itself leaves cards out; §C, §J: what each card does). The
 * staged position is the card round's answer applied as the rules apply it.
 */
const SKIRMISH = findGrand('skirmish')!
const cards = (play: string[]) => ({ kind: 'cards', answer: { play } })

/** Attacker's chance to win from a position, as the odds play it (hands emptied, cards in play kept). */
function attackerChance(s: GrandState, battles = 20_000): number {
  const t = odds.sample(odds.prepare(s), 'staged-test', 0, battles)
  return t.attacker / t.runs
}

describe('000_65abfdd3be31f0b0.txt §B/§C: the forecast with the cards staged', () => {
  const start = engine.setup(SKIRMISH, 'staged') as GrandState

  it('the attacker\'s staged Leaflet Drop (−1 to the enemy Battle Morale) is in the position weighed, and raises its chance to win', () => {
    const staged = engine.staged!(start, 'attacker', cards(['leaflets'])) as GrandState
    expect(staged).not.toBeNull()
    expect(staged.sides.attacker.played).toEqual(['leaflets'])
    expect(staged.sides.defender.bm).toBe(start.sides.defender.bm - 1)
    // No die was rolled to get there: the forecast cannot tell what the battle's own dice hold.
    expect(staged.dice).toEqual(start.dice)
    // The same 20,000 battles' dice for both (one stream): the card's worth, about +0.8 points here, stands out of
    // the noise of two separate samples (±0.7 points apiece).
    expect(attackerChance(staged) - attackerChance(start)).toBeGreaterThan(0.004)
  })

  it('the defender\'s staged Dig In (the attacker −1 in every round) lowers the attacker\'s chance, once the attacker has played', () => {
    const afterAttacker = engine.decide(start, 'attacker', cards([])).state as GrandState
    const staged = engine.staged!(afterAttacker, 'defender', cards(['dig-in'])) as GrandState | null
    expect(staged).not.toBeNull()
    expect(staged!.sides.defender.played).toEqual(['dig-in'])
    expect(attackerChance(staged!)).toBeLessThan(attackerChance(afterAttacker) - 0.02)
  })

  it('nothing to weigh for an answer the rules refuse, another side\'s turn, or another question', () => {
    expect(engine.staged!(start, 'attacker', cards(['sandstorm']))).toBeNull()
    expect(engine.staged!(start, 'defender', cards(['dig-in']))).toBeNull()
    expect(engine.staged!(start, 'attacker', { kind: 'retreat', answer: { retreat: 'stay' } })).toBeNull()
  })

  it('staging nothing weighs the position as the bar does', () => {
    const staged = engine.staged!(start, 'attacker', cards([])) as GrandState
    expect(attackerChance(staged)).toBe(attackerChance(engine.decide(start, 'attacker', cards([])).state as GrandState))
  })
})
