import { describe, expect, it } from 'vitest'
import { grand, type GrandDecision, type GrandState } from './index.ts'
import { battle, passChoice, passDecisions, step } from './testkit.ts'
import { aiChoice, easyChoice } from './ai.ts'

const even = {
  attacker: { units: [{ id: 'a1', type: 'inf-div' }, { id: 'a2', type: 'arm-bde' }], cards: ['rousing-address', 'withdrawal'] },
  defender: { units: [{ id: 'd1', type: 'inf-div' }, { id: 'd2', type: 'inf-bde' }] },
}

describe('AI for the grand battle', () => {
  it('easy plays the cards that help and keeps the battle on when not outnumbered', () => {
    const s = battle(even)
    const c = easyChoice(s, grand.pending(s)!)
    expect(c).toMatchObject({ kind: 'cards', play: ['rousing-address'] })
  })

  it('easy calls the battle off with a Retreat card when outnumbered more than two to one', () => {
    const s = battle({ attacker: { units: [{ id: 'a1', type: 'inf-bde' }], cards: ['withdrawal'] }, defender: { units: [{ id: 'd1', type: 'inf-div' }, { id: 'd2', type: 'inf-div' }] } })
    expect(easyChoice(s, grand.pending(s)!)).toMatchObject({ kind: 'cards', play: ['withdrawal'] })
  })

  it('normal and hard compare the options by simulation and give the chance to win in the reason', () => {
    const s = battle(even)
    for (const level of ['normal', 'hard'] as const) {
      const c = aiChoice(s, grand.pending(s)!, level)
      expect(c.kind).toBe('cards')
      expect(c.reason).toMatch(new RegExp(`^${level}: .*\\d+% to win.*, in \\d+ trial battles with both sides playing their cards \\(the odds bar plays none\\)$`))
      // Calling off a battle it can win is never the better choice.
      if (c.kind === 'cards') expect(c.play).not.toContain('withdrawal')
    }
  })

  it('is deterministic: the same position gives the same choice and reason', () => {
    const s = battle(even)
    const d = grand.pending(s)!
    expect(aiChoice(s, d, 'hard')).toEqual(aiChoice(s, d, 'hard'))
  })

  it('a retreat decision says what staying is worth: "Stay: N% to win if it stays, X SP expected lost"', () => {
    let s = passDecisions(battle({ attacker: { units: [{ id: 'a1', type: 'inf-div' }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }] } }))
    while (s.phase !== 'over' && grand.pending(s)?.kind !== 'retreat') s = step(s).state
    expect(s.phase).not.toBe('over')
    const c = aiChoice(s, grand.pending(s)!, 'normal')
    expect(c.kind).toBe('retreat')
    expect(c.reason).toMatch(/^normal: (Stay|Retreat): \d+% to win if it stays, \d+\.\d SP expected lost, in \d+ trial battles with both sides playing their cards \(the odds bar plays none\)$/)
  })

  it('a hopeless attacker retreats at the first Next round rather than be worn down', () => {
    // One brigade against three entrenched divisions: if both stand after Next 3 the defender wins anyway.
    const s0 = battle({
      attacker: { units: [{ id: 'a1', type: 'inf-bde' }], scenarioMorale: 5 },
      defender: { units: [1, 2, 3].map((i) => ({ id: `d${i}`, type: 'inf-div' })), entrenched: true },
    })
    const s = until(s0, (d) => d.kind === 'retreat' && d.side === 'attacker')
    expect(grand.pending(s)).toMatchObject({ kind: 'retreat', side: 'attacker' })
    expect(aiChoice(s, grand.pending(s)!, 'hard')).toMatchObject({ kind: 'retreat', retreat: true })
  })

  it('a winning side stays: the entrenched defender holds if both still stand after Next 3', () => {
    const s0 = battle({
      attacker: { units: [{ id: 'a1', type: 'inf-div' }, { id: 'a2', type: 'inf-div' }], scenarioMorale: 5 },
      defender: { units: [1, 2, 3].map((i) => ({ id: `d${i}`, type: 'inf-div' })), entrenched: true, scenarioMorale: 3 },
    })
    const s = until(s0, (d) => d.kind === 'retreat' && d.side === 'defender')
    expect(grand.pending(s)).toMatchObject({ kind: 'retreat', side: 'defender' })
    expect(aiChoice(s, grand.pending(s)!, 'hard')).toMatchObject({ kind: 'retreat', retreat: false })
  })

  it('a breakthrough goes into enemy ground when there is some', () => {
    const s0 = battle({
      attacker: { units: [{ id: 'a1', type: 'arm-div' }] },
      defender: { units: [{ id: 'd1', type: 'inf-bde', strength: 1 }] },
      regions: [{ id: 'north', name: 'North', terrain: 'desert', neighbours: ['field'], owner: 'attacker', x: 50, y: 10 }],
    })
    const s = until(s0, (d) => d.kind === 'breakthrough')
    const d = grand.pending(s)
    expect(d?.kind).toBe('breakthrough')
    // 'east' is the defender's, 'north' the attacker's own.
    expect(aiChoice(s, d!, 'hard')).toMatchObject({ kind: 'breakthrough', region: 'east' })
  })
})

/** Plays on (passing cards, staying) until a decision the predicate wants, or the end. */
function until(s0: GrandState, want: (d: GrandDecision) => boolean): GrandState {
  let s = s0
  for (let i = 0; i < 60; i++) {
    const d = grand.pending(s)
    if (d && want(d)) return s
    if (d) s = grand.decide(s, d.side, passChoice(d)).state
    else if (s.phase === 'over') return s
    else s = grand.advance(s).state
  }
  return s
}
