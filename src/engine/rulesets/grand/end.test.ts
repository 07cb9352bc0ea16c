import { describe, expect, it } from 'vitest'
import { randomPolicy } from './policies.ts'
import { grand, type GrandChoice, type GrandDecision, type GrandState } from './index.ts'
import type { Side } from '../../core/types.ts'
import type { RoundId } from './rounds.ts'
import { battle, eventsOf, other, passChoice, passDecisions, playCards, playOut, unit, type ScenarioSpec } from './testkit.ts'

const SEED = '000_65abfdd3be31f0b0.txt'

const pass = (_s: GrandState, d: GrandDecision): GrandChoice => passChoice(d)
const nines = (n = 200): number[] => new Array<number>(n).fill(9)
/** Plays the first round after the Cards round (passing every decision). */
const firstRound = (s: GrandState) => grand.advance(passDecisions(s))

/**
 * Panic scenario: the infantry division's two shots go to the infantry brigade
 * (OtherUnits hits land on OtherUnits, the mechanized brigade is a CavUnit).
 */
const PANIC: ScenarioSpec = {
  attacker: { units: [{ id: 'a1', type: 'inf-div' }] },
  defender: { units: [{ id: 'd1', type: 'inf-bde' }, { id: 'd2', type: 'mech-bde' }] },
}

describe(`${SEED} §C hits, losses and panic`, () => {
  it('§C a unit hit for half or more of its remaining strength tests; die = 2 x morale passes', () => {
    // a1 hits twice (0, 0); d1, d2 miss (9, 9); d1 (3 SP, 2 hits, morale 3) tests: 6 is not above 6.
    const { state, events } = firstRound(battle(PANIC, [0, 0, 9, 9, 6]))
    expect(eventsOf(events, 'hits')).toEqual([{ t: 'hits', side: 'defender', unit: 'd1', hits: 2, strength: 1, from: 'other' }])
    expect(eventsOf(events, 'panic')).toEqual([{ t: 'panic', side: 'defender', unit: 'd1', die: 6, limit: 6, panicked: false }])
    expect(unit(state, 'd1')).toMatchObject({ place: 'field', panicked: false, strength: 1 })
    expect(state.sides.defender.panics).toBe(0)
    expect(state.dice.rolled).toBe(5)
  })

  it('§C the panic test fails on a die strictly above 2 x base morale: the unit goes to the Routs box, -1 BM', () => {
    const s0 = battle(PANIC, [0, 0, 9, 9, 7])
    const bm0 = s0.sides.defender.bm
    const { state, events } = firstRound(s0)
    expect(eventsOf(events, 'panic')).toEqual([{ t: 'panic', side: 'defender', unit: 'd1', die: 7, limit: 6, panicked: true }])
    expect(unit(state, 'd1')).toMatchObject({ place: 'routs', panicked: true, strength: 1 })
    expect(state.sides.defender.panics).toBe(1)
    expect(state.sides.defender.bmParts).toContainEqual({ source: 'Units routed or panicked (1)', value: -1 })
    // Mean morale stays 4 (3.5 rounds up before, d2's 4 after): the whole change is the panic.
    expect(bm0).toBe(4)
    expect(state.sides.defender.bm).toBe(3)
  })

  it('§C a panicked unit no longer fires (nor can it be hit) in the following rounds', () => {
    const s1 = firstRound(battle(PANIC, [0, 0, 9, 9, 7, 9, 9, 9])).state
    const { state, events } = grand.advance(passDecisions(s1))
    expect(state.round).toBe('next1')
    const shots = eventsOf(events, 'shot')
    expect(shots.filter((e) => e.side === 'defender').map((e) => e.unit)).toEqual(['d2'])
    expect(shots.filter((e) => e.side === 'attacker').map((e) => e.unit)).toEqual(['a1', 'a1'])
    expect(unit(state, 'd1')).toMatchObject({ place: 'routs', strength: 1 })
  })

  it('§C a unit hit for less than half its remaining strength does not test', () => {
    const { state, events } = firstRound(battle(PANIC, [0, 9, 9, 9]))
    expect(eventsOf(events, 'hits')).toEqual([{ t: 'hits', side: 'defender', unit: 'd1', hits: 1, strength: 2, from: 'other' }])
    expect(eventsOf(events, 'panic')).toEqual([])
    expect(state.dice.rolled).toBe(4)
  })

  it('§C "remaining" strength: 1 hit on a brigade already down to 2 SP is half, and it tests', () => {
    const spec: ScenarioSpec = { ...PANIC, defender: { units: [{ id: 'd1', type: 'inf-bde', damage: 1 }, { id: 'd2', type: 'mech-bde' }] } }
    const { state, events } = firstRound(battle(spec, [0, 9, 9, 9, 7]))
    expect(eventsOf(events, 'panic')).toEqual([{ t: 'panic', side: 'defender', unit: 'd1', die: 7, limit: 6, panicked: true }])
    expect(unit(state, 'd1').place).toBe('routs')
  })

  it('§C a destroyed unit goes to the Losses box, -1 BM, and takes no panic test', () => {
    const spec: ScenarioSpec = { ...PANIC, defender: { units: [{ id: 'd1', type: 'inf-bde', damage: 1 }, { id: 'd2', type: 'mech-bde' }] } }
    const s0 = battle(spec, [0, 0, 9, 9])
    expect(s0.sides.defender.bm).toBe(4)
    const { state, events } = firstRound(s0)
    expect(eventsOf(events, 'eliminated')).toEqual([{ t: 'eliminated', side: 'defender', unit: 'd1', reason: 'strength exhausted' }])
    expect(eventsOf(events, 'panic')).toEqual([])
    expect(state.dice.rolled).toBe(4)
    expect(unit(state, 'd1')).toMatchObject({ place: 'losses', strength: 0, panicked: false })
    expect(state.sides.defender.eliminated).toBe(1)
    expect(state.sides.defender.bmParts).toContainEqual({ source: 'Units eliminated (1)', value: -1 })
    expect(state.sides.defender.bm).toBe(3)
  })
})

/** The defender starts demoralized (mean morale 3, scenario morale -4: BM -1); every shot misses. */
const DOWN = (attacker: string, terrain = 'desert'): ScenarioSpec => ({
  terrain,
  attacker: { units: [{ id: 'a1', type: attacker }] },
  defender: { units: [{ id: 'd1', type: 'inf-div' }], scenarioMorale: -4 },
})

describe(`${SEED} §K rout and pursuit`, () => {
  it('§K (D5, D6) a side with BM < 0 tests at the end of the round and routs when die > 2 x mean morale + BM', () => {
    const s0 = battle(DOWN('inf-div'), [9, 9, 9, 9, 6])
    expect(s0.sides.defender.bm).toBe(-1)
    const { state, events } = firstRound(s0)
    expect(eventsOf(events, 'rout-test')).toEqual([{ t: 'rout-test', side: 'defender', die: 6, limit: 5, routed: true }])
    expect(eventsOf(events, 'routed')).toEqual([{ t: 'routed', side: 'defender', units: ['d1'] }])
    expect(unit(state, 'd1')).toMatchObject({ place: 'routs', panicked: false })
    expect(state.sides.defender.routedOut).toBe(true)
    expect(state.result).toMatchObject({ winner: 'attacker', cancelled: false })
    expect(state.result!.reason).toBe('Blue routed')
  })

  it('§K (D6) die = 2 x mean morale + BM passes the rout test and the battle goes on', () => {
    const { state, events } = firstRound(battle(DOWN('inf-div'), [9, 9, 9, 9, 5]))
    expect(eventsOf(events, 'rout-test')).toEqual([{ t: 'rout-test', side: 'defender', die: 5, limit: 5, routed: false }])
    expect(eventsOf(events, 'routed')).toEqual([])
    expect(state.phase).toBe('battle')
    expect(unit(state, 'd1').place).toBe('field')
    expect(grand.pending(state)).toMatchObject({ kind: 'retreat', side: 'attacker' })
  })

  it('§K (D5) a BM of exactly 0 is not demoralized: no rout test', () => {
    const spec = DOWN('inf-div')
    spec.defender.scenarioMorale = -3
    const { state, events } = firstRound(battle(spec, [9, 9, 9, 9]))
    expect(state.sides.defender.bm).toBe(0)
    expect(eventsOf(events, 'rout-test')).toEqual([])
    expect(eventsOf(events, 'no-rout-test')).toEqual([])
    expect(state.dice.rolled).toBe(4)
  })

  it('§K (D7) both demoralized: only the side with more units eliminated + panicked tests', () => {
    // a1 (morale 1, armour: BM 2 - 3 = -1) kills the 1-SP mechanized brigade d1 with its CavUnits hit;
    // the defender (mean 3, -1 eliminated, -3 scenario) falls to -1 too. Only the defender tests.
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'arm-bde', morale: 1 }], scenarioMorale: -3 },
      defender: { units: [{ id: 'd1', type: 'mech-bde', damage: 2 }, { id: 'd2', type: 'inf-div' }], scenarioMorale: -3 },
    }
    const { state, events } = firstRound(battle(spec, [0, 9, 9, 9, 5]))
    expect(state.sides.attacker.bm).toBe(-1)
    expect(state.sides.defender.bm).toBe(-1)
    expect(eventsOf(events, 'rout-test')).toEqual([{ t: 'rout-test', side: 'defender', die: 5, limit: 5, routed: false }])
  })

  it('§K (D7) both demoralized with equal losses + panics: the side with more panics tests', () => {
    // Attacker loses a1 (eliminated); defender's d2 panics: 1 each, but the defender has the panic.
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'mech-bde', damage: 2 }, { id: 'a2', type: 'inf-div' }], scenarioMorale: -3 },
      defender: { units: [{ id: 'd1', type: 'arm-bde' }, { id: 'd2', type: 'inf-bde' }], scenarioMorale: -5 },
    }
    const { state, events } = firstRound(battle(spec, [9, 0, 0, 0, 9, 7, 7]))
    expect(unit(state, 'a1').place).toBe('losses')
    expect(unit(state, 'd2')).toMatchObject({ place: 'routs', panicked: true })
    expect(state.sides.attacker.bm).toBe(-1)
    expect(state.sides.defender.bm).toBe(-1)
    expect(eventsOf(events, 'rout-test')).toEqual([{ t: 'rout-test', side: 'defender', die: 7, limit: 7, routed: false }])
  })

  it('§K (D7) both demoralized, full tie: no rout test, and the defender holds after the last round', () => {
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'inf-div' }], scenarioMorale: -4 },
      defender: { units: [{ id: 'd1', type: 'inf-div' }], scenarioMorale: -4 },
    }
    const { state, events } = playOut(battle(spec, nines()), pass)
    expect(eventsOf(events, 'rout-test')).toEqual([])
    const none = eventsOf(events, 'no-rout-test')
    expect(none.length).toBe(4)
    expect(none[0]).toEqual({ t: 'no-rout-test', reason: 'both demoralized with equal losses and panics: no test' })
    expect(state.result!.winner).toBe('defender')
  })

  it('§K pursuit: armour victors in open terrain fire once more; panicked units come back and can be hit', () => {
    // Main: a1 (armoured division) hits once (0, 9) d1 (2 SP left -> 1); d1, d2 miss; d1 panics (7);
    // the defender (BM 0 -> -1) fails its rout test (8 > 5); d2 routs. Pursuit: two hits (0, 0).
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'arm-div' }] },
      defender: { units: [{ id: 'd1', type: 'inf-bde', damage: 1 }, { id: 'd2', type: 'inf-bde', damage: 2 }], scenarioMorale: -3 },
    }
    const main = firstRound(battle(spec, [0, 9, 9, 9, 7, 8, 0, 0]))
    expect(unit(main.state, 'd1')).toMatchObject({ place: 'routs', panicked: true })
    expect(eventsOf(main.events, 'rout-test')).toEqual([{ t: 'rout-test', side: 'defender', die: 8, limit: 5, routed: true }])
    expect(eventsOf(main.events, 'routed')).toEqual([{ t: 'routed', side: 'defender', units: ['d2'] }])
    expect(eventsOf(main.events, 'pursuit')).toEqual([{ t: 'pursuit', side: 'attacker', allowed: true, reason: 'armored or mechanized units may pursue' }])
    expect(main.state.pursuer).toBe('attacker')
    expect(main.state.phase).toBe('battle')
    expect(grand.pending(main.state)).toBeNull()

    const { state, events } = grand.advance(main.state)
    expect(eventsOf(events, 'round')).toEqual([{ t: 'round', round: 'pursuit', name: 'Pursuit', number: 2 }])
    expect(state.roundsFought).toBe(1) // D4: the pursuit is not counted
    expect(eventsOf(events, 'shot').map((e) => e.side)).toEqual(['attacker', 'attacker'])
    expect(eventsOf(events, 'hits').map((e) => e.unit).sort()).toEqual(['d1', 'd2'])
    expect(eventsOf(events, 'panic')).toEqual([])
    expect(unit(state, 'd1')).toMatchObject({ place: 'losses', strength: 0 })
    expect(unit(state, 'd2')).toMatchObject({ place: 'losses', strength: 0 })
    expect(state.result).toMatchObject({ winner: 'attacker', retreat: null })
  })

  it.each(['arm-div', 'mot-div', 'mech-bde', 'recon-bn'])('§K (D24) a victorious %s may pursue', (type) => {
    const { state, events } = firstRound(battle(DOWN(type), nines()))
    expect(eventsOf(events, 'rout-test')[0]!.routed).toBe(true)
    expect(eventsOf(events, 'pursuit')[0]).toMatchObject({ side: 'attacker', allowed: true })
    expect(state.pursuer).toBe('attacker')
    const after = grand.advance(state)
    expect(eventsOf(after.events, 'round').map((e) => e.round)).toEqual(['pursuit'])
    expect(after.state.phase).toBe('over')
  })

  it('§K the defender pursues a routed attacker; the attacker survivors then go home, with no breakthrough', () => {
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'inf-div' }], scenarioMorale: -4 },
      defender: { units: [{ id: 'd1', type: 'arm-div' }] },
    }
    const main = firstRound(battle(spec, nines()))
    expect(eventsOf(main.events, 'rout-test')).toEqual([{ t: 'rout-test', side: 'attacker', die: 9, limit: 5, routed: true }])
    expect(main.state.pursuer).toBe('defender')
    const { state, events } = grand.advance(main.state)
    expect(eventsOf(events, 'shot').map((e) => e.unit)).toEqual(['d1', 'd1'])
    expect(state.result).toMatchObject({ winner: 'defender', reason: 'Red routed and was pursued', breakthrough: null })
    expect(state.result!.retreat).toEqual({ side: 'attacker', moves: [{ unit: 'a1', to: 'west' }] })
  })

  it('§K a panicked armoured unit cannot pursue', () => {
    // d1's two CavUnits hits (0, 0) send a1 (the only CavUnit) into a failed panic test (9);
    // the defender (morale 2 + armour 1 - 4 = -1) then fails its rout test (9 > 3).
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'arm-bde' }, { id: 'a2', type: 'inf-div' }] },
      defender: { units: [{ id: 'd1', type: 'arm-div', morale: 2 }], scenarioMorale: -4 },
    }
    const { state, events } = firstRound(battle(spec, [9, 9, 9, 0, 0, 9, 9]))
    expect(unit(state, 'a1')).toMatchObject({ place: 'routs', panicked: true })
    expect(eventsOf(events, 'rout-test')).toEqual([{ t: 'rout-test', side: 'defender', die: 9, limit: 3, routed: true }])
    expect(eventsOf(events, 'pursuit')).toEqual([{ t: 'pursuit', side: 'attacker', allowed: false, reason: 'no armored or mechanized unit to pursue' }])
    expect(state.phase).toBe('over')
  })

  it('§K no pursuit without pursuit-capable victors: the battle ends with the rout', () => {
    const { state, events } = firstRound(battle(DOWN('inf-div'), nines()))
    expect(eventsOf(events, 'pursuit')).toEqual([{ t: 'pursuit', side: 'attacker', allowed: false, reason: 'no armored or mechanized unit to pursue' }])
    expect(state.pursuer).toBeNull()
    expect(state.phase).toBe('over')
    expect(state.result!.retreat).toEqual({ side: 'defender', moves: [{ unit: 'd1', to: 'east' }] })
  })

  it.each([
    ['town', 'Town does not allow pursuit'],
    ['hills', 'Hills does not allow pursuit'],
  ])('§K no pursuit when the terrain (%s) forbids it, even with armour', (terrain, reason) => {
    const { state, events } = firstRound(battle(DOWN('arm-div', terrain), nines()))
    expect(eventsOf(events, 'rout-test')[0]!.routed).toBe(true)
    expect(eventsOf(events, 'pursuit')).toEqual([{ t: 'pursuit', side: 'attacker', allowed: false, reason }])
    expect(state.phase).toBe('over')
    expect(state.result!.winner).toBe('attacker')
  })

  it('§K no pursuit against a side that played Rearguard', () => {
    const spec = DOWN('arm-div')
    spec.defender.cards = ['rearguard']
    let s = battle(spec, nines())
    expect(grand.pending(s)).toMatchObject({ side: 'defender', kind: 'cards', options: ['rearguard'] })
    s = grand.decide(s, 'defender', { kind: 'cards', play: ['rearguard'] }).state
    const { state, events } = grand.advance(s)
    expect(eventsOf(events, 'pursuit')).toEqual([{ t: 'pursuit', side: 'attacker', allowed: false, reason: 'a Rearguard card forbids pursuit' }])
    expect(state.phase).toBe('over')
    expect(eventsOf(events, 'round').map((e) => e.round)).toEqual(['main'])
  })
})

/** d1 has 1 SP left; the attacker's single shot kills it. */
const ALONE = (support: number): ScenarioSpec => ({
  attacker: { units: [{ id: 'a1', type: 'inf-bde' }] },
  defender: {
    units: [{ id: 'd1', type: 'inf-bde', damage: 2 }, ...Array.from({ length: support }, (_, i) => ({ id: `s${i + 1}`, type: 'aa-bn' }))],
  },
})

describe(`${SEED} §K total elimination`, () => {
  it('§K all land combat units of a side eliminated: half (rounded up) of its support units go too, chosen by die', () => {
    // a1 hits (0); d1 misses (9); then dice pick s3 (2 of 3) and s2 (1 of the 2 left).
    const { state, events } = firstRound(battle(ALONE(3), [0, 9, 2, 1]))
    expect(eventsOf(events, 'total-elimination')).toEqual([{ t: 'total-elimination', side: 'defender', units: ['s3', 's2'] }])
    expect(unit(state, 's3')).toMatchObject({ place: 'losses', strength: 0 })
    expect(unit(state, 's2')).toMatchObject({ place: 'losses', strength: 0 })
    expect(unit(state, 's1').place).toBe('field')
    expect(state.sides.defender.eliminated).toBe(3)
    expect(state.result!.retreat).toEqual({ side: 'defender', moves: [{ unit: 's1', to: 'east' }] })
  })

  it('§K (D23) a lone support unit goes with its army without a die: no "d1" draw in the log, no die rolled for it', () => {
    // a1 hits (0), d1 misses (9): two dice in all; the script holds no third, so a die for s1 would throw.
    const { state, events } = firstRound(battle(ALONE(1), [0, 9]))
    expect(eventsOf(events, 'draw')).toEqual([])
    expect(eventsOf(events, 'total-elimination')).toEqual([{ t: 'total-elimination', side: 'defender', units: ['s1'] }])
    expect(state.dice.rolled).toBe(2)
  })

  it.each([
    [1, 1],
    [2, 1],
    [4, 2],
    [5, 3],
  ])('§K (D23) with %i support units, %i are eliminated', (support, gone) => {
    const { state, events } = firstRound(battle(ALONE(support), [0, 9, 0, 0, 0, 0]))
    expect(eventsOf(events, 'total-elimination')[0]!.units.length).toBe(gone)
    expect(state.units.filter((u) => u.role === 'support' && u.place === 'losses').length).toBe(gone)
  })

  it('§K (D23) no total elimination while a panicked combat unit survives in the Routs box', () => {
    // a1's CavUnits hit kills d2 (1 SP), a2's two hits send d1 into a failed panic test (9).
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'arm-bde' }, { id: 'a2', type: 'inf-div' }] },
      defender: { units: [{ id: 'd1', type: 'inf-bde' }, { id: 'd2', type: 'mech-bde', damage: 2 }, { id: 's1', type: 'aa-bn' }] },
    }
    const { state, events } = firstRound(battle(spec, [0, 0, 0, 9, 9, 9]))
    expect(unit(state, 'd2').place).toBe('losses')
    expect(unit(state, 'd1')).toMatchObject({ place: 'routs', panicked: true })
    expect(eventsOf(events, 'total-elimination')).toEqual([])
    expect(unit(state, 's1').place).toBe('field')
    expect(state.result!.winner).toBe('attacker')
    expect(state.result!.retreat!.moves).toEqual([
      { unit: 'd1', to: 'east' },
      { unit: 's1', to: 'east' },
    ])
  })

  it('§K (D23, D28) a side wiped out by a Surprise Attack volley loses half its support units once, not twice', () => {
    // The armoured brigade fires first and kills d1, the defender's only combat unit; 4 support units behind.
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'arm-bde' }], cards: ['surprise-attack'] },
      defender: { units: [{ id: 'd1', type: 'mech-bde', damage: 2 }, ...[1, 2, 3, 4].map((i) => ({ id: `s${i}`, type: 'aa-bn' }))] },
    }
    let s = battle(spec, [0, 0, 0, 0, 9, 0, 0, 0, 0, 0])
    s = grand.decide(s, 'attacker', { kind: 'cards', play: ['surprise-attack'] }).state
    const { state, events } = playOut(s, pass)
    expect(state.result!.winner).toBe('attacker')
    const gone = eventsOf(events, 'total-elimination').flatMap((e) => e.units)
    expect(gone.length).toBe(2)
    expect(state.units.filter((u) => u.role === 'support' && u.place === 'losses').length).toBe(2)
  })
})

/**
 * A side's last land combat unit is destroyed in an early round: the battle ends there (section C),
 * and its two support units are still on the field. `dies` is the side that loses it.
 */
const EARLY: [RoundId, Side, ScenarioSpec, string[]][] = [
  [
    'artillery',
    'defender',
    { attacker: { units: [{ id: 'a1', type: 'inf-bde' }, { id: 'a2', type: 'arty-rgt' }] }, defender: { units: [{ id: 'd1', type: 'inf-bde', damage: 2 }, { id: 's1', type: 'aa-bn' }, { id: 's2', type: 'aa-bn' }] } },
    [],
  ],
  [
    'air',
    'defender',
    { attacker: { units: [{ id: 'a1', type: 'inf-bde' }, { id: 'a2', type: 'db-grp' }] }, defender: { units: [{ id: 'd1', type: 'inf-bde', damage: 2 }, { id: 's1', type: 'aa-bn' }, { id: 's2', type: 'aa-bn' }] } },
    [],
  ],
  [
    'mines',
    'attacker',
    { attacker: { units: [{ id: 'a1', type: 'inf-bde', damage: 2 }, { id: 's1', type: 'supply-col' }, { id: 's2', type: 'supply-col' }] }, defender: { units: [{ id: 'd1', type: 'inf-bde' }, { id: 'd2', type: 'minefield' }] } },
    [],
  ],
  [
    'recon',
    'defender',
    { attacker: { units: [{ id: 'a1', type: 'recon-bn' }] }, defender: { units: [{ id: 'd1', type: 'inf-bde', damage: 2 }, { id: 's1', type: 'aa-bn' }, { id: 's2', type: 'aa-bn' }] } },
    [],
  ],
  [
    'ambush',
    'attacker',
    { attacker: { units: [{ id: 'a1', type: 'inf-bde', damage: 2 }, { id: 's1', type: 'supply-col' }, { id: 's2', type: 'supply-col' }] }, defender: { units: [{ id: 'd1', type: 'inf-bde' }], cards: ['ambush'] } },
    ['ambush'],
  ],
]

describe(`${SEED} §K (D38) total elimination only at the end of Main, Next or Pursuit`, () => {
  it.each(EARLY)('§K (D38) the last combat unit lost in %s: the battle ends, no support unit is eliminated with it (%s)', (round, dies, spec, defenderCards) => {
    // The first shot (0) destroys the 1-SP unit; the other faces are there for a die the rule must not roll.
    const s = playCards(battle(spec, [0, 0, 0, 0]), { defender: defenderCards })
    const { state, events } = grand.advance(s)
    expect(eventsOf(events, 'round').map((e) => e.round)).toEqual([round])
    expect(state.result).toMatchObject({ winner: other(dies), reason: `${state.sides[dies].name} has no combat units left on the field` })
    expect(eventsOf(events, 'total-elimination')).toEqual([])
    expect(state.sides[dies].totallyEliminated).toBe(false)
    expect(unit(state, 's1').place).toBe('field')
    expect(unit(state, 's2').place).toBe('field')
    expect(state.result!.retreat!.moves.map((m) => m.unit)).toEqual(['s1', 's2'])
    expect(state.dice.rolled).toBe(1)
  })

  it('§K (D38) the last combat unit lost in a Next round: half the support units go with it', () => {
    // Main: both miss (9, 9). Next 1: a1 hits (0), d1 misses (9); the die picks s2 (1 of 2).
    const s0 = battle(ALONE(2), [9, 9, 0, 9, 1])
    const main = firstRound(s0)
    expect(main.state.round).toBe('main')
    const { state, events } = grand.advance(passDecisions(main.state))
    expect(state.round).toBe('next1')
    expect(eventsOf(events, 'total-elimination')).toEqual([{ t: 'total-elimination', side: 'defender', units: ['s2'] }])
    expect(unit(state, 's1').place).toBe('field')
  })

  it('§K (D38) the last combat units lost in a Pursuit: half the support units go with them', () => {
    // As the pursuit test above, with two AA battalions behind the defender: the die picks s1 (0 of 2).
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'arm-div' }] },
      defender: {
        units: [{ id: 'd1', type: 'inf-bde', damage: 1 }, { id: 'd2', type: 'inf-bde', damage: 2 }, { id: 's1', type: 'aa-bn' }, { id: 's2', type: 'aa-bn' }],
        scenarioMorale: -3,
      },
    }
    const main = firstRound(battle(spec, [0, 9, 9, 9, 7, 8, 0, 0, 0]))
    expect(main.state.pursuer).toBe('attacker')
    expect(eventsOf(main.events, 'total-elimination')).toEqual([])
    const { state, events } = grand.advance(main.state)
    expect(eventsOf(events, 'round').map((e) => e.round)).toEqual(['pursuit'])
    expect(eventsOf(events, 'total-elimination')).toEqual([{ t: 'total-elimination', side: 'defender', units: ['s1'] }])
    expect(state.result!.retreat).toEqual({ side: 'defender', moves: [{ unit: 's2', to: 'east' }] })
  })
})

describe(`${SEED} §C End of Battle: winner and places`, () => {
  it('§C the only side with combat units on the field wins, even when demoralized, without a rout test', () => {
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'inf-bde' }], scenarioMorale: -5 },
      defender: { units: [{ id: 'd1', type: 'inf-bde', damage: 2 }] },
    }
    const { state, events } = firstRound(battle(spec, [0, 9]))
    expect(state.sides.attacker.bm).toBeLessThan(0)
    expect(eventsOf(events, 'rout-test')).toEqual([])
    expect(eventsOf(events, 'end')).toEqual([{ t: 'end', winner: 'attacker', reason: 'Blue has no combat units left on the field' }])
  })

  it('§C the defender wins when the attacker has no combat units left; the attacker support retreats to its entry', () => {
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'inf-bde', damage: 2 }, { id: 'a2', type: 'supply-col' }, { id: 'a3', type: 'supply-col' }] },
      defender: { units: [{ id: 'd1', type: 'inf-div' }] },
    }
    // a1 misses (9); d1 hits (0) and misses (9); total elimination picks a2 (0 of 2).
    const { state } = firstRound(battle(spec, [9, 0, 9, 0]))
    expect(state.result).toMatchObject({ winner: 'defender', reason: 'Red has no combat units left on the field' })
    expect(unit(state, 'a2').place).toBe('losses')
    expect(state.result!.retreat).toEqual({ side: 'attacker', moves: [{ unit: 'a3', to: 'west' }] })
    expect(state.result!.breakthrough).toBeNull()
  })

  it('§C neither side has combat units left: the defender holds', () => {
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'inf-bde', damage: 2 }] },
      defender: { units: [{ id: 'd1', type: 'inf-bde', damage: 2 }] },
    }
    const { state } = firstRound(battle(spec, [0, 0]))
    expect(unit(state, 'a1').place).toBe('losses')
    expect(unit(state, 'd1').place).toBe('losses')
    expect(state.result).toMatchObject({ winner: 'defender', reason: 'neither side has combat units left: the defender holds', retreat: null })
  })

  it('§C else the side that did not retreat wins', () => {
    const spec: ScenarioSpec = { attacker: { units: [{ id: 'a1', type: 'inf-div' }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }] } }
    let s = firstRound(battle(spec, nines())).state
    s = grand.decide(s, 'attacker', { kind: 'retreat', retreat: false }).state
    const { state } = grand.decide(s, 'defender', { kind: 'retreat', retreat: true })
    expect(state.result).toMatchObject({ winner: 'attacker', reason: 'Blue retreated' })
    expect(state.sides.defender.retreated).toBe(true)
  })

  it('§C else, both standing after the last round, the defender wins and the attacker retreats', () => {
    const spec: ScenarioSpec = { attacker: { units: [{ id: 'a1', type: 'arm-div' }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }] } }
    const { state } = playOut(battle(spec, nines()), pass)
    expect(state.round).toBe('next3')
    expect(state.result).toMatchObject({ winner: 'defender', breakthrough: null })
    expect(state.result!.retreat).toEqual({ side: 'attacker', moves: [{ unit: 'a1', to: 'west' }] })
  })

  it('§C every unit ends in exactly one place, consistent with the log (30 seeded battles)', () => {
    const spec: ScenarioSpec = {
      attacker: {
        units: [
          { id: 'a1', type: 'arm-div' },
          { id: 'a2', type: 'inf-div' },
          { id: 'a3', type: 'mech-bde' },
          { id: 'a4', type: 'arty-rgt' },
          { id: 'a5', type: 'supply-col' },
        ],
        cards: ['surprise-attack', 'leaflets', 'rousing-address'],
      },
      defender: {
        units: [
          { id: 'd1', type: 'inf-div' },
          { id: 'd2', type: 'inf-bde' },
          { id: 'd3', type: 'at-bn' },
          { id: 'd4', type: 'aa-bn' },
          { id: 'd5', type: 'corps-hq' },
        ],
        cards: ['ambush', 'rearguard', 'leaflets'],
      },
    }
    for (let i = 0; i < 30; i++) {
      const { state, events } = playOut(battle(spec, undefined, `places-${i}`), randomPolicy(`policy-${i}`))
      const r = state.result!
      const gone = new Set([...eventsOf(events, 'eliminated').map((e) => e.unit), ...eventsOf(events, 'total-elimination').flatMap((e) => e.units)])
      const left = new Set([...eventsOf(events, 'panic').filter((e) => e.panicked).map((e) => e.unit), ...eventsOf(events, 'routed').flatMap((e) => e.units)])
      const moved = r.retreat ? r.retreat.moves.map((m) => m.unit) : []
      expect(new Set(moved).size).toBe(moved.length)
      for (const u of state.units) {
        expect(['field', 'losses', 'routs']).toContain(u.place)
        expect(u.place === 'losses').toBe(u.strength === 0)
        expect(u.place === 'losses').toBe(gone.has(u.id))
        if (u.place === 'routs') expect(left.has(u.id)).toBe(true)
        if (u.panicked) expect(u.place).not.toBe('field')
        // East is always open to the defender and attackers go home: nobody is lost on the way.
        if (r.retreat && u.side === r.retreat.side) expect(moved.includes(u.id)).toBe(u.place !== 'losses')
        if (moved.includes(u.id)) expect(u.movedTo).toBe(r.retreat!.moves.find((m) => m.unit === u.id)!.to)
        if (r.retreat && u.side !== r.retreat.side) expect(moved.includes(u.id)).toBe(false)
      }
      for (const side of ['attacker', 'defender'] as const) {
        expect(state.units.filter((u) => u.side === side && u.place === 'losses').length).toBe(state.sides[side].eliminated)
      }
    }
  })
})
