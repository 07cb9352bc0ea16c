import { describe, expect, it } from 'vitest'
import { grand, simulate } from './index.ts'
import { battle } from './testkit.ts'
import { seedDice } from '../../core/seedDice.ts'
import { defaultChoice } from './policies.ts'
import { quickOdds } from './quickOdds.ts'
import { withoutCards } from './withoutCards.ts'

const spec = {
  attacker: { units: [{ id: 'a1', type: 'arm-div' }, { id: 'a2', type: 'inf-div' }], cards: ['rousing-address', 'withdrawal'] },
  defender: { units: [{ id: 'd1', type: 'inf-div' }], cards: ['dig-in'] },
}

describe('000_65abfdd3be31f0b0.txt §B the odds bar (quick Monte Carlo)', () => {
  it('§B "does not factor cards": the hands are emptied and the card decisions dropped', () => {
    const s = withoutCards(battle(spec))
    expect(s.sides.attacker.hand).toEqual([])
    expect(s.sides.defender.hand).toEqual([])
    expect(grand.pending(s)?.kind).not.toBe('cards')
    expect(s.phase).toBe('battle')
  })

  it('the chances add up to one, are reproducible, and match the share of wins of the same simulations', () => {
    const s = battle(spec)
    const odds = quickOdds(s, 300)
    expect(odds.attacker + odds.defender + odds.draw).toBeCloseTo(1, 10)
    expect(quickOdds(s, 300)).toEqual(odds)
    let wins = 0
    const base = withoutCards(s)
    for (let i = 0; i < 300; i++) {
      const end = simulate({ ...base, dice: seedDice(`odds#${i}`) }, (_st, d) =>
        d.kind === 'retreat' ? { kind: 'retreat', retreat: false } : d.kind === 'cards' ? { kind: 'cards', play: [] } : { kind: 'breakthrough', region: null },
      )
      if (end.result!.winner === 'attacker') wins++
    }
    expect(odds.attacker).toBe(wins / 300)
  })

  it('a finished battle gives its result with certainty', () => {
    let s = grand.decide(battle(spec), 'attacker', { kind: 'cards', play: ['withdrawal'] }).state
    expect(quickOdds(s, 100)).toEqual({ attacker: 0, defender: 0, draw: 1, runs: 0 })
    s = battle({ attacker: { units: [{ id: 'a', type: 'arm-div' }] }, defender: { units: [{ id: 'd', type: 'inf-bde', strength: 1 }] } })
    const end = simulate(s, defaultChoice)
    expect(quickOdds(end, 10)[end.result!.winner!]).toBe(1)
  })
})
