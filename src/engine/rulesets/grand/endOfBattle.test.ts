import { describe, expect, it } from 'vitest'
import { sideToTest } from './end.ts'
import { exactOdds } from './exact.ts'
import { grand, type GrandState } from './index.ts'
import { cardName } from './cards.ts'
import { battle, eventsOf, passDecisions, playOut, type ScenarioSpec } from './testkit.ts'

/**
 * Section K's end of a round (end.ts) as a caller sees it: which demoralized
 * side tests, the dice of a Total Elimination in the log, the reasons the
 * Battle Morale moves, pursuit and what forbids it, and the same rules where
 * nobody reads the events (the exact solver).
 */
const SEED = '000_65abfdd3be31f0b0.txt'
const nines = (n = 200): number[] => new Array<number>(n).fill(9)

type Counts = { bm: number; eliminated: number; panics: number }
function withSides(a: Counts, d: Counts): GrandState {
  const s = battle({ attacker: { units: [{ id: 'a1', type: 'inf-div' }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }] } })
  return { ...s, sides: { attacker: { ...s.sides.attacker, ...a }, defender: { ...s.sides.defender, ...d } } }
}

describe(`${SEED} §K (D5, D7) which demoralized side takes the rout test`, () => {
  it('§K (D5) one side demoralized: it tests; none: nobody', () => {
    expect(sideToTest(withSides({ bm: -1, eliminated: 0, panics: 0 }, { bm: 0, eliminated: 5, panics: 5 }))).toEqual({ side: 'attacker', reason: 'demoralized' })
    expect(sideToTest(withSides({ bm: 0, eliminated: 5, panics: 0 }, { bm: -2, eliminated: 0, panics: 0 }))).toEqual({ side: 'defender', reason: 'demoralized' })
    expect(sideToTest(withSides({ bm: 0, eliminated: 0, panics: 0 }, { bm: 0, eliminated: 0, panics: 0 }))).toEqual({ side: null, reason: 'no side is demoralized' })
  })

  it('§K (D7) both demoralized: the side with more units eliminated plus panicked tests, the attacker as well as the defender', () => {
    const more = 'both demoralized: more losses and panics'
    expect(sideToTest(withSides({ bm: -1, eliminated: 2, panics: 0 }, { bm: -1, eliminated: 1, panics: 0 }))).toEqual({ side: 'attacker', reason: more })
    // Panics count with losses: 1 + 1 against 1 + 0.
    expect(sideToTest(withSides({ bm: -1, eliminated: 1, panics: 1 }, { bm: -1, eliminated: 1, panics: 0 }))).toEqual({ side: 'attacker', reason: more })
    expect(sideToTest(withSides({ bm: -1, eliminated: 0, panics: 1 }, { bm: -3, eliminated: 1, panics: 1 }))).toEqual({ side: 'defender', reason: more })
  })

  it('§K (D7) both demoralized with equal losses plus panics: the side with more panics tests; a full tie, nobody', () => {
    const panics = 'both demoralized, equal losses and panics: more panics'
    expect(sideToTest(withSides({ bm: -1, eliminated: 0, panics: 2 }, { bm: -1, eliminated: 1, panics: 1 }))).toEqual({ side: 'attacker', reason: panics })
    expect(sideToTest(withSides({ bm: -1, eliminated: 2, panics: 0 }, { bm: -1, eliminated: 1, panics: 1 }))).toEqual({ side: 'defender', reason: panics })
    expect(sideToTest(withSides({ bm: -1, eliminated: 1, panics: 1 }, { bm: -2, eliminated: 1, panics: 1 }))).toEqual({
      side: null,
      reason: 'both demoralized with equal losses and panics: no test',
    })
  })
})

/** d1 has 1 SP left; the attacker's single shot kills it. */
const ALONE = (support: number): ScenarioSpec => ({
  attacker: { units: [{ id: 'a1', type: 'inf-bde' }] },
  defender: {
    units: [{ id: 'd1', type: 'inf-bde', damage: 2 }, ...Array.from({ length: support }, (_, i) => ({ id: `s${i + 1}`, type: 'aa-bn' }))],
  },
})

describe(`${SEED} §K total elimination in the log`, () => {
  it('§K each support unit lost is drawn by a die in the log (face, among how many, which), then the Battle Morale at the end of the battle', () => {
    const { events } = playOut(battle(ALONE(3), [0, 9, 2, 1]))
    expect(events.filter((e) => ['draw', 'total-elimination', 'end'].includes(e.t))).toEqual([
      { t: 'draw', side: 'defender', what: 'total-elimination', die: 3, among: 3, chosen: 's3' },
      { t: 'draw', side: 'defender', what: 'total-elimination', die: 2, among: 2, chosen: 's2' },
      { t: 'total-elimination', side: 'defender', units: ['s3', 's2'] },
      { t: 'end', winner: 'attacker', reason: 'Blue has no combat units left on the field' },
    ])
    expect(eventsOf(events, 'bm').map((e) => [e.side, e.from, e.to, e.reason])).toEqual([
      ['defender', 3, -2, 'losses of Main'],
      ['defender', -2, -4, 'end of battle'],
    ])
  })

  it('§K a side wiped out with no support units: no Total Elimination in the log', () => {
    const { state, events } = playOut(battle(ALONE(0), [0, 9]))
    expect(state.result).toMatchObject({ winner: 'attacker', reason: 'Blue has no combat units left on the field' })
    expect(state.sides.defender.totallyEliminated).toBe(true)
    expect(eventsOf(events, 'total-elimination')).toEqual([])
    expect(eventsOf(events, 'draw')).toEqual([])
  })
})

/** The defender starts demoralized (mean morale 3, scenario morale -4: BM -1); every shot misses. */
const DOWN = (attacker: string, cards: string[] = []): ScenarioSpec => ({
  attacker: { units: [{ id: 'a1', type: attacker }], cards },
  defender: { units: [{ id: 'd1', type: 'inf-div' }], scenarioMorale: -4 },
})

describe(`${SEED} §K rout and pursuit`, () => {
  it('§K a routed side\'s Battle Morale falls with its units in the Routs box, "routed" in the log', () => {
    const { events } = grand.advance(passDecisions(battle(DOWN('inf-div'), nines())))
    expect(eventsOf(events, 'bm').map((e) => [e.side, e.from, e.to, e.reason])).toEqual([['defender', -1, -5, 'routed']])
  })

  it.each([
    ['leaflets', 'morale'],
    ['rearguard', 'noPursuit'],
  ])('§K only the routed side\'s Rearguard forbids pursuit: the victor\'s own cards in play do not (%s)', (card, effect) => {
    let s = battle(DOWN('arm-div', [card]), nines())
    s = grand.decide(s, 'attacker', { kind: 'cards', play: [card] }).state
    s = passDecisions(s)
    expect(s.effects.map((e) => [e.side, e.effect.type])).toEqual([['attacker', effect]])
    const { state, events } = grand.advance(s)
    expect(eventsOf(events, 'pursuit')).toEqual([{ t: 'pursuit', side: 'attacker', allowed: true, reason: 'armored or mechanized units may pursue' }])
    expect(state.pursuer).toBe('attacker')
  })

  it('§K only the victor\'s armored or mechanized units pursue: the routed side\'s own armor does not let the victor pursue', () => {
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'inf-div' }] },
      defender: { units: [{ id: 'd1', type: 'arm-div', morale: 1 }], scenarioMorale: -5 },
    }
    const s = passDecisions(battle(spec, nines()))
    expect(s.sides.defender.bm).toBeLessThan(0)
    const { state, events } = grand.advance(s)
    expect(eventsOf(events, 'routed').length).toBe(1)
    expect(eventsOf(events, 'pursuit')).toEqual([{ t: 'pursuit', side: 'attacker', allowed: false, reason: 'no armored or mechanized unit to pursue' }])
    expect(state.pursuer).toBeNull()
  })
})

describe(`${SEED} §K the same end of a round where no events are kept (the exact solver)`, () => {
  it('§K a rout, a pursuit and a Total Elimination on every path of dice: the attacker wins whatever they show', () => {
    // Mean morale 1, scenario morale -5: BM -4, a rout-test limit of 2 x 1 - 4 = -2 that no d10 passes.
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'arm-div' }] },
      defender: { units: [{ id: 'd1', type: 'inf-bde', damage: 2, morale: 1 }, { id: 's1', type: 'aa-bn', morale: 1 }], scenarioMorale: -5 },
    }
    const s = battle(spec)
    expect(s.sides.defender.bm).toBe(-4)
    const odds = exactOdds(s, 100_000)
    expect(odds).not.toBeNull()
    expect([odds!.attacker, odds!.defender, odds!.draw]).toEqual([1, 0, 0])
    // Both ends are reached by the stepped engine too: d1 killed (Total Elimination takes s1), or d1 missed and routed.
    const killed = playOut(battle(spec, [0, 9, 9, 0])).events
    expect(eventsOf(killed, 'total-elimination')).toEqual([{ t: 'total-elimination', side: 'defender', units: ['s1'] }])
    const routed = playOut(battle(spec, nines())).events
    expect(eventsOf(routed, 'routed').length).toBe(1)
    expect(eventsOf(routed, 'pursuit')[0]).toMatchObject({ allowed: true })
  })
})

describe(`${SEED} §B a card's name`, () => {
  it('a known card by its name, an unknown id as itself', () => {
    expect(cardName('rearguard')).toBe('Rearguard')
    expect(cardName('no-such-card')).toBe('no-such-card')
  })
})
