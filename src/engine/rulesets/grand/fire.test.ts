import { describe, expect, it } from 'vitest'
import { applyVolley, canBeTargeted, canFire, fireSide } from './fire.ts'
import { battle, eventsOf, playCards, step, unit, type ScenarioSpec } from './testkit.ts'
import { openWork } from './work.ts'
import { rateOfFire } from './units.ts'

const SEED = '000_65abfdd3be31f0b0.txt'


/** Shots per unit id in a list of events. */
function shotsByUnit(events: ReturnType<typeof step>['events']): Record<string, number> {
  const out: Record<string, number> = {}
  for (const e of eventsOf(events, 'shot')) out[e.unit] = (out[e.unit] ?? 0) + 1
  return out
}

const misses = (n: number) => new Array<number>(n).fill(9)

/** Every kind of unit on the field, to see who fires and who can be hit in each round. */
const EVERYONE: ScenarioSpec = {
  attacker: {
    units: [
      { id: 'a-inf', type: 'inf-div' },
      { id: 'a-arm', type: 'arm-div' },
      { id: 'a-rec', type: 'recon-bn' },
      { id: 'a-arty', type: 'arty-rgt' },
      { id: 'a-fl', type: 'fl-arty-rgt' },
      { id: 'a-hq', type: 'corps-hq' },
      { id: 'a-ftr', type: 'ftr-grp' },
      { id: 'a-fb', type: 'fb-grp' },
      { id: 'a-db', type: 'db-grp' },
      { id: 'a-bmb', type: 'bmb-grp' },
    ],
  },
  defender: {
    units: [
      { id: 'd-inf', type: 'inf-bde' },
      { id: 'd-rec', type: 'recon-bn' },
      { id: 'd-at', type: 'at-bn' },
      { id: 'd-fort', type: 'fort' },
      { id: 'd-mine', type: 'minefield' },
      { id: 'd-aa', type: 'aa-bn' },
      { id: 'd-log', type: 'supply-col' },
    ],
  },
}

describe(`${SEED} §C rounds and shots`, () => {
  it('§C rate of fire: 2 for divisions, 1 for all other sizes', () => {
    expect(rateOfFire('division')).toBe(2)
    for (const size of ['brigade', 'regiment', 'battalion', 'group'] as const) expect(rateOfFire(size)).toBe(1)
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a-div', type: 'inf-div' }, { id: 'a-bde', type: 'inf-bde' }, { id: 'a-bn', type: 'at-bn' }] },
        defender: { units: [{ id: 'd-div', type: 'mot-div' }, { id: 'd-bde', type: 'mech-bde' }] },
      },
      misses(7),
    )
    const { state, events } = step(s0)
    expect(state.round).toBe('main')
    expect(shotsByUnit(events)).toEqual({ 'a-div': 2, 'a-bde': 1, 'a-bn': 1, 'd-div': 2, 'd-bde': 1 })
    // ROF is independent of the steps lost: a damaged division still fires twice.
    const s1 = battle(
      {
        attacker: { units: [{ id: 'a-div', type: 'inf-div', damage: 5 }] },
        defender: { units: [{ id: 'd-bde', type: 'inf-bde' }] },
      },
      misses(3),
    )
    expect(shotsByUnit(step(s1).events)).toEqual({ 'a-div': 2, 'd-bde': 1 })
  })

  it('§C a shot hits when the die is at most the modified value: equal hits, value + 1 misses (D1)', () => {
    // Hills: +1 to the defender, whose brigade fires with 3 + 1 = 4. The attacker's brigade fires with 2.
    const spec: ScenarioSpec = {
      terrain: 'hills',
      attacker: { units: [{ id: 'a1', type: 'inf-bde' }] },
      defender: { units: [{ id: 'd1', type: 'inf-bde' }] },
    }
    const first = step(battle(spec, [2, 5])).events
    expect(eventsOf(first, 'shot')).toEqual([
      { t: 'shot', side: 'attacker', unit: 'a1', die: 2, value: 2, hit: true, reroll: false },
      { t: 'shot', side: 'defender', unit: 'd1', die: 5, value: 4, hit: false, reroll: false },
    ])
    expect(eventsOf(first, 'hits').map((e) => [e.unit, e.hits])).toEqual([['d1', 1]])
    const second = step(battle(spec, [3, 4])).events
    expect(eventsOf(second, 'shot')).toEqual([
      { t: 'shot', side: 'attacker', unit: 'a1', die: 3, value: 2, hit: false, reroll: false },
      { t: 'shot', side: 'defender', unit: 'd1', die: 4, value: 4, hit: true, reroll: false },
    ])
    expect(eventsOf(second, 'hits').map((e) => [e.unit, e.hits])).toEqual([['a1', 1]])
  })

  it('§C D33 a value below 0 never hits (die 0), a value of 9 always hits (die 9)', () => {
    const s0 = battle(
      {
        attacker: {
          units: [
            { id: 'a-low', type: 'inf-bde', attack: 0, damage: 2 },
            { id: 'a-high', type: 'inf-bde', attack: 9 },
          ],
        },
        defender: { units: [{ id: 'd1', type: 'inf-div' }] },
      },
      [0, 9, 9, 9],
    )
    const shots = eventsOf(step(s0).events, 'shot')
    expect(shots[0]).toMatchObject({ unit: 'a-low', die: 0, value: -1, hit: false })
    expect(shots[1]).toMatchObject({ unit: 'a-high', die: 9, value: 9, hit: true })
  })

  it('§C elite units re-roll a failed shot once; a hit or a second miss ends it; non-elite units do not re-roll', () => {
    // Elite division: shot 1 misses (9), its re-roll misses (9): no third roll; shot 2 hits (0): no re-roll.
    // The defender's plain brigade misses (9) and does not re-roll.
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'inf-div', elite: true }] },
        defender: { units: [{ id: 'd1', type: 'inf-bde' }] },
      },
      [9, 9, 0, 9],
    )
    const { state, events } = step(s0)
    expect(eventsOf(events, 'shot').map((e) => [e.unit, e.die, e.hit, e.reroll])).toEqual([
      ['a1', 9, false, false],
      ['a1', 9, false, true],
      ['a1', 0, true, false],
      ['d1', 9, false, false],
    ])
    expect(state.dice).toMatchObject({ kind: 'script', next: 4 })
    expect(unit(state, 'd1').strength).toBe(2)
  })

  it('§C an elite re-roll that hits counts as a hit', () => {
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'inf-bde', elite: true }] },
        defender: { units: [{ id: 'd1', type: 'inf-div' }] },
      },
      [5, 1, 9, 9],
    )
    const { state, events } = step(s0)
    expect(eventsOf(events, 'shot').map((e) => [e.unit, e.die, e.hit, e.reroll])).toEqual([
      ['a1', 5, false, false],
      ['a1', 1, true, true],
      ['d1', 9, false, false],
      ['d1', 9, false, false],
    ])
    expect(unit(state, 'd1').strength).toBe(5)
  })

  it('§C the Veteran Crews card gives every unit of its side a re-roll in Main and Next, not in Artillery Preparation', () => {
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a-fl', type: 'fl-arty-rgt' }, { id: 'a-inf', type: 'inf-bde' }], cards: ['veteran-crews'] },
        defender: { units: [{ id: 'd-inf', type: 'inf-bde' }] },
      },
      [5, 5, 5, 5, 0, 9],
    )
    const s1 = playCards(s0, { attacker: ['veteran-crews'] })
    expect(s1.effects.map((e) => [e.card, e.side])).toEqual([['veteran-crews', 'attacker']])
    const arty = step(s1)
    expect(arty.state.round).toBe('artillery')
    expect(eventsOf(arty.events, 'shot').map((e) => [e.unit, e.die, e.hit, e.reroll])).toEqual([['a-fl', 5, false, false]])
    const main = step(arty.state)
    expect(main.state.round).toBe('main')
    expect(eventsOf(main.events, 'shot').map((e) => [e.unit, e.die, e.hit, e.reroll])).toEqual([
      ['a-fl', 5, false, false],
      ['a-fl', 5, false, true],
      ['a-inf', 5, false, false],
      ['a-inf', 0, true, true],
      ['d-inf', 9, false, false],
    ])
  })

  it('§C D8 half strength or less fires at −1; more than half at full value', () => {
    const s0 = battle(
      {
        attacker: {
          units: [
            { id: 'a-half', type: 'inf-div', damage: 3 },
            { id: 'a-two-thirds', type: 'inf-bde', damage: 1 },
          ],
        },
        defender: {
          units: [
            { id: 'd-four-sixths', type: 'inf-div', damage: 2 },
            { id: 'd-third', type: 'inf-bde', damage: 2 },
            { id: 'd-half', type: 'at-bn', strength: 4, damage: 2 },
          ],
        },
      },
      misses(7),
    )
    const values: Record<string, number[]> = {}
    for (const e of eventsOf(step(s0).events, 'shot')) (values[e.unit] ??= []).push(e.value)
    expect(values).toEqual({
      'a-half': [1, 1], // attack 2, 3 of 6
      'a-two-thirds': [2], // attack 2, 2 of 3
      'd-four-sixths': [3, 3], // defense 3, 4 of 6
      'd-third': [2], // defense 3, 1 of 3
      'd-half': [3], // defense 4, 2 of 4
    })
  })

  it('§C D8 a unit brought to half strength in Main fires at −1 in Next 1', () => {
    // Main: two hits on d1 (3 → 1), d1 misses (9) and passes its panic test (0). Next 1: everyone misses.
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'inf-div' }] },
        defender: { units: [{ id: 'd1', type: 'inf-bde' }] },
      },
      [0, 0, 9, 0, 9, 9, 9],
    )
    const main = step(s0)
    expect(eventsOf(main.events, 'shot').find((e) => e.unit === 'd1')!.value).toBe(3)
    expect(unit(main.state, 'd1').strength).toBe(1)
    const next = step(main.state)
    expect(next.state.round).toBe('next1')
    expect(eventsOf(next.events, 'shot').find((e) => e.unit === 'd1')!.value).toBe(2)
  })
})

describe(`${SEED} §C–§I who fires and who can be hit in each round`, () => {
  it('§D–§I every round: artillery role, ground-attack air, minefields, recon, then all combat units but minefields, support and plain fighters/bombers', () => {
    let s = battle(EVERYONE, misses(80))
    const seen: { round: string; shots: Record<string, number> }[] = []
    for (let i = 0; i < 6; i++) {
      const r = step(s)
      s = r.state
      seen.push({ round: s.round!, shots: shotsByUnit(r.events) })
    }
    const combat = { 'a-inf': 2, 'a-arm': 2, 'a-rec': 1, 'a-fl': 1, 'a-fb': 1, 'a-db': 1, 'd-inf': 1, 'd-rec': 1, 'd-at': 1, 'd-fort': 1 }
    expect(seen).toEqual([
      // §E: artillery regiments (support or frontline), the corps HQ and the fort.
      { round: 'artillery', shots: { 'a-arty': 1, 'a-fl': 1, 'a-hq': 1, 'd-fort': 1 } },
      // §D: fighter-bombers, dive-bombers and bombers; not the fighters.
      { round: 'air', shots: { 'a-fb': 1, 'a-db': 1, 'a-bmb': 1 } },
      // §G: minefields only.
      { round: 'mines', shots: { 'd-mine': 1 } },
      // §F: recon units only, on both sides.
      { round: 'recon', shots: { 'a-rec': 1, 'd-rec': 1 } },
      // §I: combat units; frontline artillery yes, support artillery and HQ no; fighter-bombers and
      // dive-bombers yes, fighters and bombers no; minefields no.
      { round: 'main', shots: combat },
      { round: 'next1', shots: combat },
    ])
  })

  it('§I support artillery (arty-rgt) is silent in Main; frontline artillery (fl-arty-rgt) fires in Main', () => {
    const s = battle(EVERYONE)
    expect(canFire(s, unit(s, 'a-arty'), 'main')).toBe(false)
    expect(canFire(s, unit(s, 'a-fl'), 'main')).toBe(true)
    expect(canFire(s, unit(s, 'a-arty'), 'artillery')).toBe(true)
    expect(canFire(s, unit(s, 'a-fl'), 'artillery')).toBe(true)
    expect(canFire(s, unit(s, 'a-ftr'), 'air')).toBe(false)
    expect(canFire(s, unit(s, 'a-ftr'), 'main')).toBe(false)
    expect(canFire(s, unit(s, 'a-bmb'), 'main')).toBe(false)
    expect(canFire(s, unit(s, 'd-mine'), 'next2')).toBe(false)
    expect(canFire(s, unit(s, 'd-mine'), 'mines')).toBe(true)
  })

  it('§F Recon: only recon units fire, and the enemy answers only with its own recon units', () => {
    // The attacker's recon battalion hits (0); the defender has no recon: nobody answers.
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a-rec', type: 'recon-bn' }, { id: 'a-inf', type: 'inf-bde' }] },
        defender: { units: [{ id: 'd-inf', type: 'inf-bde' }, { id: 'd-at', type: 'at-bn' }] },
      },
      [0],
    )
    const { state, events } = step(s0)
    expect(state.round).toBe('recon')
    expect(eventsOf(events, 'shot').map((e) => [e.side, e.unit, e.hit])).toEqual([['attacker', 'a-rec', true]])
    // Its hit falls on the defender's line (the larger unit: 3 of 5 SP).
    expect(eventsOf(events, 'hits').map((e) => [e.unit, e.hits])).toEqual([['d-inf', 1]])
  })

  it('§I support units and aircraft are never targeted; only land combat units (minefields and forts included) (D13)', () => {
    const s = battle(EVERYONE)
    const targetable = (round: 'artillery' | 'air' | 'mines' | 'recon' | 'main' | 'next1') =>
      s.units.filter((u) => canBeTargeted(s, u, round)).map((u) => u.id)
    const land = ['a-inf', 'a-arm', 'a-rec', 'a-fl', 'd-inf', 'd-rec', 'd-at', 'd-fort', 'd-mine']
    for (const round of ['artillery', 'air', 'mines', 'recon', 'main', 'next1'] as const) expect(targetable(round)).toEqual(land)
  })

  it('§I in battle, hits beyond the land combat units are lost rather than falling on support units or aircraft', () => {
    // Artillery: the defender's regiment and HQ miss (9, 9). Air: its fighter-bombers miss (9).
    // Main: 4 hits (0 ×4) on a 3 SP brigade; the defender misses (9, 9); a die (0) picks the support
    // unit lost to total elimination.
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'arm-div' }, { id: 'a2', type: 'arm-div' }] },
        defender: {
          units: [
            { id: 'd-inf', type: 'inf-bde' },
            { id: 'd-arty', type: 'arty-rgt' },
            { id: 'd-hq', type: 'corps-hq' },
            { id: 'd-fb', type: 'fb-grp' },
          ],
        },
      },
      [9, 9, 9, 0, 0, 0, 0, 9, 9, 0],
    )
    let s = step(s0).state
    expect(s.round).toBe('artillery')
    s = step(s).state
    expect(s.round).toBe('air')
    const { state, events } = step(s)
    expect(state.round).toBe('main')
    expect(shotsByUnit(events)).toEqual({ a1: 2, a2: 2, 'd-inf': 1, 'd-fb': 1 })
    expect(eventsOf(events, 'hits').map((e) => [e.unit, e.hits])).toEqual([['d-inf', 3]])
    expect(eventsOf(events, 'wasted')).toEqual([{ t: 'wasted', side: 'defender', hits: 1, reason: 'no unit left to absorb them' }])
  })
})

describe(`${SEED} §C (D3) §K who fires and who is hit in the Ambush and Pursuit rounds`, () => {
  const spec: ScenarioSpec = {
    attacker: { units: [{ id: 'a-arm', type: 'arm-div' }, { id: 'a-inf', type: 'inf-div' }] },
    defender: { units: [{ id: 'd-arm', type: 'arm-div' }, { id: 'd-inf', type: 'inf-div' }], cards: ['ambush'] },
  }

  it('§C (D3) only the side that played Ambush fires in the Ambush round; without the card nobody does', () => {
    const ambushed = playCards(battle(spec), { defender: ['ambush'] })
    expect(ambushed.units.filter((u) => canFire(ambushed, u, 'ambush')).map((u) => u.id)).toEqual(['d-arm', 'd-inf'])
    const plain = playCards(battle(spec), {})
    expect(plain.units.filter((u) => canFire(plain, u, 'ambush'))).toEqual([])
  })

  it('§K in Pursuit only the pursuer\'s armoured and motorized units fire, and only the routed side is hit, its panicked units too', () => {
    const s0 = playCards(battle(spec), {})
    const s = { ...s0, pursuer: 'attacker' as const, units: s0.units.map((u) => (u.id === 'd-inf' ? { ...u, place: 'routs' as const, panicked: true } : u)) }
    expect(s.units.filter((u) => canFire(s, u, 'pursuit')).map((u) => u.id)).toEqual(['a-arm'])
    expect(s.units.filter((u) => canBeTargeted(s, u, 'pursuit')).map((u) => u.id)).toEqual(['d-arm', 'd-inf'])
  })
})

describe(`${SEED} §C §I fire and hits without an event list (the exact odds' working copy)`, () => {
  it('§C an elite re-roll and §C a panic test roll their dice and count with no events kept', () => {
    const s = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'inf-bde', elite: true }] },
        defender: { units: [{ id: 'd1', type: 'inf-bde' }] },
      },
      [9, 0, 9],
    )
    const w = openWork({ ...s, phase: 'battle', queue: [] }, false)
    // The miss (9) is rolled again (0): one hit from an OtherUnit.
    expect(fireSide(w, 'attacker', 'main', [])).toEqual({ cav: 0, other: 1 })
    // Two hits on a 3 SP brigade: at least half its strength, it tests; 9 is above twice its morale (6).
    expect(applyVolley(w, 'defender', 'main', { cav: 0, other: 2 })).toBe(2)
    expect(unit(w.s, 'd1')).toMatchObject({ strength: 1, place: 'routs', panicked: true })
    expect(w.s.sides.defender.panics).toBe(1)
    expect(w.ev).toBeNull()
  })
})

describe(`${SEED} §I the hits event says whose hits they were: CavUnits', OtherUnits' or both`, () => {
  it.each([
    [{ cav: 1, other: 1 }, 'mixed'],
    [{ cav: 2, other: 0 }, 'cav'],
    [{ cav: 0, other: 2 }, 'other'],
  ] as const)('§I volley %o -> from %s', (volley, from) => {
    const s = battle({ attacker: { units: [{ id: 'a1', type: 'arm-div' }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }] } })
    const w = openWork({ ...s, phase: 'battle', queue: [] })
    applyVolley(w, 'defender', 'main', volley)
    expect(eventsOf(w.ev!, 'hits')).toEqual([{ t: 'hits', side: 'defender', unit: 'd1', hits: 2, strength: 4, from }])
  })
})
