import { describe, expect, it } from 'vitest'
import { advanceInPlace } from './advance.ts'
import { grand, type GrandEvent, type GrandState } from './index.ts'
import { MAX_ROUNDS } from './rounds.ts'
import { battle, eventsOf, passDecisions, unit, type ScenarioSpec } from './testkit.ts'
import { closeWork, openWork } from './work.ts'

const SEED = '000_65abfdd3be31f0b0.txt'

const surprise = (s: GrandState, cards = ['surprise-attack']) => grand.decide(s, 'attacker', { kind: 'cards', play: cards }).state

/** Two mechanized brigades against two 1-SP armoured brigades: the defender holds armor superiority (2 tanks to none). */
const TANKS: ScenarioSpec = {
  attacker: { units: [{ id: 'a1', type: 'mech-bde' }, { id: 'a2', type: 'mech-bde' }], cards: ['surprise-attack', 'surprise-attack'] },
  defender: { units: [{ id: 'd1', type: 'arm-bde', damage: 2 }, { id: 'd2', type: 'arm-bde', damage: 2 }] },
}

/** TANKS' Main round when a1 and a2 both hit (0, 0): no answer, no rout test, the attacker wins at the round's end. */
const MAIN_NO_ANSWER = [
  { t: 'skip', round: 'artillery', reason: 'no artillery on either side' },
  { t: 'skip', round: 'air', reason: 'no aircraft able to attack land targets' },
  { t: 'skip', round: 'mines', reason: 'no minefield on either side' },
  { t: 'skip', round: 'recon', reason: 'no recon unit on either side' },
  { t: 'skip', round: 'ambush', reason: 'no Ambush card played' },
  { t: 'round', round: 'main', name: 'Main', number: 1 },
  { t: 'modifiers', side: 'defender', round: 'main', parts: [{ source: 'Armor superiority', value: 1 }] },
  { t: 'shot', side: 'attacker', unit: 'a1', die: 0, value: 3, hit: true, reroll: false },
  { t: 'shot', side: 'attacker', unit: 'a2', die: 0, value: 3, hit: true, reroll: false },
  { t: 'hits', side: 'defender', unit: 'd1', hits: 1, strength: 0, from: 'cav' },
  { t: 'eliminated', side: 'defender', unit: 'd1', reason: 'strength exhausted' },
  { t: 'hits', side: 'defender', unit: 'd2', hits: 1, strength: 0, from: 'cav' },
  { t: 'eliminated', side: 'defender', unit: 'd2', reason: 'strength exhausted' },
  { t: 'heavy-losses', side: 'defender', lost: 2, present: 2 },
  {
    t: 'bm',
    side: 'defender',
    from: 6,
    to: -3,
    reason: 'losses before firing back',
    parts: [
      { source: 'No leader', value: 0 },
      { source: 'Mean morale of combat units', value: 0 },
      { source: 'Units eliminated (2)', value: -2 },
      { source: 'Rounds with heavy losses (1)', value: -1 },
    ],
  },
  { t: 'end', winner: 'attacker', reason: 'Blue has no combat units left on the field' },
]

describe(`${SEED} §J non-simultaneous fire: who fires first, and what the answer is fired with`, () => {
  it('§J §C the first volley leaves the enemy no combat unit: it cannot answer, and the end-of-round check gives the attacker the battle', () => {
    // a1 and a2 hit (0, 0): both 1-SP tanks are destroyed before the defender could fire back.
    const { state, events } = grand.advance(surprise(battle(TANKS, [0, 0])))
    expect(events).toEqual(MAIN_NO_ANSWER)
    expect(state.dice.rolled).toBe(2)
    expect(state.result).toMatchObject({ winner: 'attacker', reason: 'Blue has no combat units left on the field' })
  })

  it('§J two Surprise Attacks played by the same side: it still fires first (only cards on both sides make fire simultaneous)', () => {
    const s0 = surprise(battle(TANKS, [0, 0]), ['surprise-attack', 'surprise-attack'])
    expect(s0.effects.map((e) => `${e.side}:${e.effect.type}`)).toEqual(['attacker:fireFirst', 'attacker:fireFirst'])
    const { events } = grand.advance(s0)
    expect(events).toEqual(MAIN_NO_ANSWER)
  })

  it('§J (D39) the answer\'s modifiers are logged again only when the first volley changed them: the same leader bonus is not repeated', () => {
    // The defender's leader outranks (no attacker leader): +2 before and after a1's volley, which misses (9).
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'inf-bde' }], cards: ['surprise-attack'] },
      defender: { units: [{ id: 'd1', type: 'inf-bde' }], leaders: [{ id: 'rommel', combat: 2, morale: 0 }] },
    }
    const { events } = grand.advance(surprise(battle(spec, [9, 9])))
    expect(eventsOf(events, 'modifiers')).toEqual([{ t: 'modifiers', side: 'defender', round: 'main', parts: [{ source: 'Leader: rommel outranks by 2', value: 2 }] }])
    expect(eventsOf(events, 'shot').map((e) => `${e.side}:${e.unit}`)).toEqual(['attacker:a1', 'defender:d1'])
  })

  it('§J (D39) no modifiers before nor after the first volley: no modifiers line at all, for neither side', () => {
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'inf-bde' }], cards: ['surprise-attack'] },
      defender: { units: [{ id: 'd1', type: 'inf-bde' }] },
    }
    const { events } = grand.advance(surprise(battle(spec, [9, 9])))
    expect(eventsOf(events, 'modifiers')).toEqual([])
    expect(eventsOf(events, 'shot').map((e) => `${e.side}:${e.unit}`)).toEqual(['attacker:a1', 'defender:d1'])
  })

  it('§J (D39) without events (simulation) the answer is fired all the same: the state equals the logged round\'s', () => {
    // a1 kills d1 (0), a2 misses (9); d2 answers without superiority and misses (9).
    const s0 = surprise(battle(TANKS, [0, 9, 9]))
    const logged = grand.advance(s0).state
    const w = openWork(s0, false)
    advanceInPlace(w)
    const { state, events } = closeWork(w)
    expect(events).toEqual([])
    expect(state.dice.rolled).toBe(3)
    expect(state.units.map((u) => `${u.id}:${u.strength}:${u.place}`)).toEqual(logged.units.map((u) => `${u.id}:${u.strength}:${u.place}`))
    expect(state.sides.defender.bm).toBe(logged.sides.defender.bm)
    expect(unit(state, 'd1').place).toBe('losses')
    expect(unit(state, 'd2').strength).toBe(1)
  })
})

/**
 * Two tanks with Surprise Attack against two 1-SP tanks and an infantry brigade at BM 0 (scenario morale −5).
 * One hit (a1: 0, a2: 9) goes to a tank first (CavUnits hits, §I): d1 dies, the defender's BM drops to −1
 * (mean 4, armor +1, one eliminated, −5) and the attacker's 2 tanks against 1 now win armor superiority.
 */
const DEMORALIZED: ScenarioSpec = {
  attacker: { units: [{ id: 'a1', type: 'arm-bde' }, { id: 'a2', type: 'arm-bde' }], cards: ['surprise-attack'] },
  defender: {
    units: [{ id: 'd1', type: 'arm-bde', damage: 2 }, { id: 'd2', type: 'arm-bde', damage: 2 }, { id: 'd3', type: 'inf-bde' }],
    scenarioMorale: -5,
  },
}
/** Shots, BM changes (with their reason) and rout tests, in order, for checking what comes before what. */
const order = (events: readonly GrandEvent[]) =>
  events.flatMap((e) => (e.t === 'bm' ? [`bm:${e.side}:${e.reason}`] : e.t === 'shot' || e.t === 'rout-test' ? [`${e.t}:${e.side}`] : []))

describe(`${SEED} §K's reminder (D28): demoralized by the first volley, the enemy tests at once`, () => {
  it('§K (D28) the test comes before the round\'s end: before the attacker counts the superiority its volley won, and once only', () => {
    // Rout limit 2 × 4 − 1 = 7: a 7 passes.
    const s0 = surprise(battle(DEMORALIZED, [0, 9, 7]))
    expect(s0.sides.defender.bm).toBe(0)
    const { state, events } = grand.advance(s0)
    expect(order(events)).toEqual([
      'shot:attacker',
      'shot:attacker',
      'bm:defender:losses before firing back',
      'rout-test:defender',
      'bm:attacker:losses of Main',
    ])
    expect(eventsOf(events, 'rout-test')).toEqual([{ t: 'rout-test', side: 'defender', die: 7, limit: 7, routed: false }])
    expect(state.dice.rolled).toBe(3)
    expect(state.phase).toBe('battle')
  })

  it('§K (D28) failing it, the enemy routs; the attacker\'s BM still counts the field its volley left, logged as the losses of Main', () => {
    const s0 = surprise(battle(DEMORALIZED, [0, 9, 8]))
    const { state, events } = grand.advance(s0)
    expect(eventsOf(events, 'rout-test')).toEqual([{ t: 'rout-test', side: 'defender', die: 8, limit: 7, routed: true }])
    expect(eventsOf(events, 'bm').filter((e) => e.side === 'attacker').map(({ from, to, reason }) => ({ from, to, reason }))).toEqual([
      { from: 5, to: 6, reason: 'losses of Main' },
    ])
    expect(state.bmHistory).toEqual([{ round: 'main', attacker: 6, defender: state.bmHistory[0]!.defender }])
    expect(state.pursuer).toBe('attacker')
  })

  it('§K pursuit: the routed side\'s BM counts the units the pursuit destroyed, logged as the losses of the pursuit', () => {
    // As above, then a1 and a2 pursue (0, 0): one hit destroys d2 (1 SP) in the Routs box, one wounds d3; one more eliminated unit is −1 BM.
    const routed = grand.advance(surprise(battle(DEMORALIZED, [0, 9, 8, 0, 0, 9, 9, 9, 9]))).state
    expect(grand.pending(routed)).toBeNull()
    const { state, events } = grand.advance(routed)
    expect(eventsOf(events, 'round')).toEqual([{ t: 'round', round: 'pursuit', name: 'Pursuit', number: 2 }])
    expect(eventsOf(events, 'bm').map(({ side, from, to, reason }) => ({ side, from, to, reason }))).toEqual([
      { side: 'defender', from: -8, to: -9, reason: 'losses of the pursuit' },
    ])
    expect(events.filter((e) => e.t === 'hits' || e.t === 'eliminated')).toEqual([
      { t: 'hits', side: 'defender', unit: 'd2', hits: 1, strength: 0, from: 'cav' },
      { t: 'eliminated', side: 'defender', unit: 'd2', reason: 'strength exhausted' },
      { t: 'hits', side: 'defender', unit: 'd3', hits: 1, strength: 2, from: 'cav' },
    ])
    expect(state.bmHistory.map((h) => h.round)).toEqual(['main', 'pursuit'])
  })

  it('§K "below zero": at exactly 0 BM after the first volley the enemy is not demoralized and answers', () => {
    // a1 and a2 miss (9, 9): d1, d2 and d3 answer (9, 9, 9) and nobody tests.
    const s0 = surprise(battle(DEMORALIZED, [9, 9, 9, 9, 9]))
    const { events } = grand.advance(s0)
    expect(order(events)).toEqual(['shot:attacker', 'shot:attacker', 'shot:defender', 'shot:defender', 'shot:defender'])
    expect(events.filter((e) => e.t === 'rout-test' || e.t === 'no-rout-test')).toEqual([])
  })
})

describe(`${SEED} §C the round sequence`, () => {
  it('§C a state with no round left (all the rounds a battle may fight are fought) ends with the defender holding; the attacker retreats', () => {
    const s0 = { ...passDecisions(battle(TANKS, [])), roundsFought: MAX_ROUNDS }
    const { state, events } = grand.advance(s0)
    expect(eventsOf(events, 'end')).toEqual([{ t: 'end', winner: 'defender', reason: 'no round is left and both sides stand: the defender holds' }])
    expect(state.phase).toBe('over')
    expect(state.result).toMatchObject({ winner: 'defender', reason: 'no round is left and both sides stand: the defender holds', cancelled: false })
    expect(state.result!.retreat!.side).toBe('attacker')
    expect(state.dice.rolled).toBe(0)
  })
})

