import { describe, expect, it } from 'vitest'
import { RuleError } from '../../core/types.ts'
import { grand, type GrandChoice, type GrandDecision, type GrandEvent, type GrandState } from './index.ts'
import { MAX_ROUNDS } from './rounds.ts'
import { battle, eventsOf, passChoice, passDecisions, playOut, type ScenarioSpec } from './testkit.ts'
import { defaultChoice } from './policies.ts'

const SEED = '000_65abfdd3be31f0b0.txt'

/** Every shot misses (9 is above every value here), so no hit, panic or rout changes the course. */
const misses = (n = 300): number[] => new Array<number>(n).fill(9)
const pass = (_s: GrandState, d: GrandDecision): GrandChoice => passChoice(d)
const roundsOf = (events: GrandEvent[]) => eventsOf(events, 'round').map((e) => e.round)

const INFANTRY: ScenarioSpec = {
  attacker: { units: [{ id: 'a1', type: 'inf-div' }] },
  defender: { units: [{ id: 'd1', type: 'inf-div' }] },
}

/** A unit able to fight in every special round, and an Ambush card for the defender. */
const EVERY_ROUND: ScenarioSpec = {
  attacker: {
    units: [
      { id: 'a1', type: 'inf-div' },
      { id: 'a2', type: 'arty-rgt' },
      { id: 'a3', type: 'fb-grp' },
      { id: 'a4', type: 'recon-bn' },
    ],
  },
  defender: { units: [{ id: 'd1', type: 'inf-div' }, { id: 'd2', type: 'minefield' }], cards: ['ambush'] },
}

const playAmbush = (_s: GrandState, d: GrandDecision): GrandChoice =>
  d.kind === 'cards' && d.options.includes('ambush') ? { kind: 'cards', play: ['ambush'] } : passChoice(d)

describe(`${SEED} §A/§C round sequence`, () => {
  it('§A the Cards round comes first: the battle waits for the cards decision before any round', () => {
    const s0 = battle(EVERY_ROUND, misses())
    expect(s0.phase).toBe('cards')
    expect(s0.round).toBeNull()
    expect(grand.pending(s0)).toMatchObject({ side: 'defender', kind: 'cards', options: ['ambush'] })
    const s1 = grand.decide(s0, 'defender', { kind: 'cards', play: [] }).state
    expect(s1.phase).toBe('battle')
    expect(s1.roundsFought).toBe(0)
  })

  it('§A rounds run Artillery Preparation, Air Support, Mines, Recon, Main, then Next up to three times', () => {
    const { state, events } = playOut(battle(EVERY_ROUND, misses()), pass)
    expect(roundsOf(events)).toEqual(['artillery', 'air', 'mines', 'recon', 'main', 'next1', 'next2', 'next3'])
    expect(eventsOf(events, 'round').map((e) => e.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(eventsOf(events, 'skip').map((e) => e.round)).toEqual(['ambush'])
    expect(state.roundsFought).toBe(8)
  })

  it('§A each early round fires only its capable units: artillery, ground-attack aircraft, minefields, recon', () => {
    const { events } = playOut(battle(EVERY_ROUND, misses()), pass)
    const shootersIn: Record<string, string[]> = {}
    let round = ''
    for (const e of events) {
      if (e.t === 'round') round = e.round
      if (e.t !== 'shot') continue
      const list = (shootersIn[round] ??= [])
      if (!list.includes(e.unit)) list.push(e.unit)
    }
    expect(shootersIn.artillery).toEqual(['a2'])
    expect(shootersIn.air).toEqual(['a3'])
    expect(shootersIn.mines).toEqual(['d2'])
    expect(shootersIn.recon).toEqual(['a4'])
    // Main: every combat unit but minefields and support artillery; the fighter-bomber gives close support.
    expect(shootersIn.main).toEqual(['a1', 'a3', 'a4', 'd1'])
  })

  it('§C/D4 at most 8 rounds besides Cards: an Ambush round costs Next 3', () => {
    const { state, events } = playOut(battle(EVERY_ROUND, misses()), playAmbush)
    expect(roundsOf(events)).toEqual(['artillery', 'air', 'mines', 'recon', 'ambush', 'main', 'next1', 'next2'])
    expect(state.roundsFought).toBe(MAX_ROUNDS)
    expect(MAX_ROUNDS).toBe(8)
    expect(state.result).toMatchObject({ winner: 'defender', cancelled: false })
    expect(state.result!.reason).toMatch(/last round is over/)
  })

  it('§C/D3 the Ambush round comes after Recon and just before Main, and only the ambusher fires', () => {
    const { events } = playOut(battle(EVERY_ROUND, misses()), playAmbush)
    const start = events.findIndex((e) => e.t === 'round' && e.round === 'ambush')
    const end = events.findIndex((e) => e.t === 'round' && e.round === 'main')
    const shots = eventsOf(events.slice(start, end), 'shot')
    expect(shots.length).toBe(2)
    expect(shots.every((e) => e.side === 'defender' && e.unit === 'd1')).toBe(true)
  })

  it('§C a round with no capable unit on either side is skipped, with a skip event and its reason', () => {
    const { events } = grand.advance(battle(INFANTRY, misses()))
    expect(eventsOf(events, 'skip')).toEqual([
      { t: 'skip', round: 'artillery', reason: 'no artillery on either side' },
      { t: 'skip', round: 'air', reason: 'no aircraft able to attack land targets' },
      { t: 'skip', round: 'mines', reason: 'no minefield on either side' },
      { t: 'skip', round: 'recon', reason: 'no recon unit on either side' },
      { t: 'skip', round: 'ambush', reason: 'no Ambush card played' },
    ])
    expect(roundsOf(events)).toEqual(['main'])
    expect(eventsOf(events, 'round')[0]!.number).toBe(1)
    // The skips are logged before the round that does take place.
    expect(events.findIndex((e) => e.t === 'skip')).toBeLessThan(events.findIndex((e) => e.t === 'round'))
  })

  it('§D a plain fighter cannot attack land targets: no Air Support round', () => {
    const s0 = battle(
      { attacker: { units: [{ id: 'a1', type: 'inf-div' }, { id: 'f1', type: 'ftr-grp' }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }] } },
      misses(),
    )
    const { events } = grand.advance(s0)
    expect(eventsOf(events, 'skip').find((e) => e.round === 'air')).toEqual({ t: 'skip', round: 'air', reason: 'no aircraft able to attack land targets' })
    expect(roundsOf(events)).toEqual(['main'])
  })

  it('§E artillery on one side only is enough for the Artillery Preparation round; only that side fires', () => {
    const s0 = battle(
      { attacker: { units: [{ id: 'a1', type: 'inf-div' }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }, { id: 'd2', type: 'arty-rgt' }] } },
      misses(),
    )
    const { events } = grand.advance(s0)
    expect(roundsOf(events)).toEqual(['artillery'])
    expect(eventsOf(events, 'skip')).toEqual([])
    expect(eventsOf(events, 'shot').map((e) => e.unit)).toEqual(['d2'])
  })

  it('§F Recon takes place only when recon units are present and the terrain allows it', () => {
    const recon = (terrain: string): ScenarioSpec => ({
      terrain,
      attacker: { units: [{ id: 'a1', type: 'inf-div' }, { id: 'r1', type: 'recon-bn' }] },
      defender: { units: [{ id: 'd1', type: 'inf-div' }] },
    })
    const desert = grand.advance(battle(recon('desert'), misses())).events
    expect(roundsOf(desert)).toEqual(['recon'])
    expect(eventsOf(desert, 'shot').map((e) => e.unit)).toEqual(['r1'])

    const hills = grand.advance(battle(recon('hills'), misses())).events
    expect(roundsOf(hills)).toEqual(['recon'])

    const town = grand.advance(battle(recon('town'), misses())).events
    expect(eventsOf(town, 'skip').find((e) => e.round === 'recon')).toEqual({ t: 'skip', round: 'recon', reason: 'Town does not allow recon' })
    expect(roundsOf(town)).toEqual(['main'])

    const none = grand.advance(battle(INFANTRY, misses())).events
    expect(eventsOf(none, 'skip').find((e) => e.round === 'recon')!.reason).toBe('no recon unit on either side')
  })

  it('§F in Recon the enemy answers only with its own recon units', () => {
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'inf-div' }, { id: 'r1', type: 'recon-bn' }] },
        defender: { units: [{ id: 'd1', type: 'inf-div' }, { id: 'r2', type: 'recon-bn' }] },
      },
      misses(),
    )
    const { events } = grand.advance(s0)
    expect(eventsOf(events, 'shot').map((e) => `${e.side}:${e.unit}`)).toEqual(['attacker:r1', 'defender:r2'])
  })

  it('§B each Next round costs both sides 1 BM', () => {
    const { state, events } = playOut(battle(INFANTRY, misses()), pass)
    expect(roundsOf(events)).toEqual(['main', 'next1', 'next2', 'next3'])
    const a = state.bmHistory.map((h) => h.attacker)
    const d = state.bmHistory.map((h) => h.defender)
    // Infantry division: mean morale 3, nothing else; no hits at all.
    expect(a).toEqual([3, 2, 1, 0])
    expect(d).toEqual([3, 2, 1, 0])
    const nextBm = eventsOf(events, 'bm').filter((e) => /Next round/.test(e.reason))
    expect(nextBm.map((e) => `${e.side}:${e.from}->${e.to}`)).toEqual([
      'attacker:3->2',
      'defender:3->2',
      'attacker:2->1',
      'defender:2->1',
      'attacker:1->0',
      'defender:1->0',
    ])
    expect(state.sides.attacker.nextRounds).toBe(3)
    expect(state.sides.attacker.bmParts).toContainEqual({ source: 'Next rounds (3)', value: -3 })
  })

  it('§C both sides standing after the last Next round: the battle ends and the defender holds', () => {
    const { state, events } = playOut(battle(INFANTRY, misses()), pass)
    expect(state.phase).toBe('over')
    expect(eventsOf(events, 'end')).toEqual([{ t: 'end', winner: 'defender', reason: 'the last round is over and both sides stand: the defender holds' }])
    expect(() => grand.advance(state)).toThrow(RuleError)
    expect(() => grand.advance(state)).toThrow(/over/)
  })
})

describe(`${SEED} §A/§C determinism and purity of the round sequence`, () => {
  const MIXED: ScenarioSpec = {
    attacker: {
      units: [
        { id: 'a1', type: 'arm-div' },
        { id: 'a2', type: 'inf-div' },
        { id: 'a3', type: 'arty-rgt' },
        { id: 'a4', type: 'fb-grp' },
        { id: 'a5', type: 'recon-bn' },
      ],
      leaders: [{ id: 'la', combat: 2, morale: 2 }],
      cards: ['barrage', 'leaflets'],
    },
    defender: {
      units: [
        { id: 'd1', type: 'inf-div' },
        { id: 'd2', type: 'inf-div' },
        { id: 'd3', type: 'at-bn' },
        { id: 'd4', type: 'minefield' },
        { id: 'd5', type: 'corps-hq' },
      ],
      leaders: [{ id: 'ld', combat: 1, morale: 3 }],
      cards: ['dig-in', 'rousing-address'],
    },
  }

  it('§C the same scenario, seed and decisions give the same log, byte for byte', () => {
    const one = playOut(battle(MIXED, undefined, 'alpha'), defaultChoice)
    const two = playOut(battle(MIXED, undefined, 'alpha'), defaultChoice)
    expect(one.events.length).toBeGreaterThan(10)
    expect(JSON.stringify(two.events)).toBe(JSON.stringify(one.events))
    expect(JSON.stringify(two.state)).toBe(JSON.stringify(one.state))
  })

  it('§C another seed gives another log', () => {
    const one = playOut(battle(MIXED, undefined, 'alpha'), defaultChoice)
    const other = playOut(battle(MIXED, undefined, 'beta'), defaultChoice)
    expect(JSON.stringify(other.events)).not.toBe(JSON.stringify(one.events))
    const dice = (ev: GrandEvent[]) => eventsOf(ev, 'shot').map((e) => e.die).join('')
    expect(dice(other.events)).not.toBe(dice(one.events))
  })

  it('§C advance throws while a decision is pending (Cards round, retreat before Next)', () => {
    const s0 = battle({ ...INFANTRY, attacker: { ...INFANTRY.attacker, cards: ['leaflets'] } }, misses())
    expect(grand.pending(s0)).toMatchObject({ side: 'attacker', kind: 'cards' })
    expect(() => grand.advance(s0)).toThrow(RuleError)
    expect(() => grand.advance(s0)).toThrow('waiting for the attacker to decide cards')

    const main = grand.advance(passDecisions(s0)).state
    expect(main.round).toBe('main')
    expect(grand.pending(main)).toMatchObject({ side: 'attacker', kind: 'retreat' })
    expect(() => grand.advance(main)).toThrow('waiting for the attacker to decide retreat')
    const half = grand.decide(main, 'attacker', { kind: 'retreat', retreat: false }).state
    expect(() => grand.advance(half)).toThrow('waiting for the defender to decide retreat')
    // The wrong side or the wrong kind of choice is refused as well.
    expect(() => grand.decide(half, 'attacker', { kind: 'retreat', retreat: false })).toThrow(RuleError)
    expect(() => grand.decide(half, 'defender', { kind: 'cards', play: [] })).toThrow(RuleError)
    expect(() => grand.decide(passDecisions(half), 'defender', { kind: 'retreat', retreat: false })).toThrow('no decision is pending')
  })

  it('§C advance and decide never mutate the state they are given', () => {
    let s = battle(MIXED, undefined, 'purity')
    let steps = 0
    while (!(s.phase === 'over' && grand.pending(s) === null)) {
      const before = JSON.stringify(s)
      const d = grand.pending(s)
      const next = d ? grand.decide(s, d.side, defaultChoice(s, d)).state : grand.advance(s).state
      expect(JSON.stringify(s)).toBe(before)
      expect(next).not.toBe(s)
      s = next
      if (++steps > 100) throw new Error('battle does not end')
    }
    expect(steps).toBeGreaterThan(3)
  })

  it('§C a refused decision leaves the state untouched', () => {
    const s0 = battle({ ...INFANTRY, attacker: { ...INFANTRY.attacker, cards: ['leaflets'] } }, misses())
    const before = JSON.stringify(s0)
    expect(() => grand.decide(s0, 'attacker', { kind: 'cards', play: ['rousing-address'] })).toThrow(RuleError)
    expect(JSON.stringify(s0)).toBe(before)
  })
})
