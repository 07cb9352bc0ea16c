import { describe, expect, it } from 'vitest'
import { attackFigures } from './combat.ts'
import { engine } from './engine.ts'
import { geometry } from './geometry.ts'
import { attack, battle, lines, ofType, SEED, unit, type TestBattle, type TestUnit } from './testkit.ts'
import type { NapState } from './state.ts'

/** Blue at (3,3) attacks Yellow at (3,2), alone on an open field. */
const duel = (a: Partial<TestUnit>, d: Partial<TestUnit>, extra: Partial<TestBattle> = {}): TestBattle => ({
  ...extra,
  units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 4, ...a }, { id: 'd', side: 'defender', at: [3, 2], strength: 4, ...d }],
})
const drm = (s: NapState) => attackFigures(s, geometry(s.map), unit(s, 'a'), unit(s, 'd')).drm

describe(`${SEED} Combat resolution procedure: the die and its modifiers`, () => {
  it('"If the morale difference is 2 or 3 then a die-roll modifier of +1 or –1 is applied. If the difference is 4 or greater, the modifier is +2 or –2" — for the better morale (N11)', () => {
    const at = (am: number, dm: number) => drm(battle(duel({ morale: am }, { morale: dm })))
    expect([at(5, 4), at(6, 4), at(7, 4), at(8, 4), at(9, 4)]).toEqual([0, 1, 1, 2, 2])
    expect([at(4, 5), at(4, 6), at(4, 7), at(4, 8), at(4, 9)]).toEqual([0, -1, -1, -2, -2])
  })

  it('"Only the morale of the attacking unit and the defending unit are taken into account, not any supporting units"', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 4, morale: 4 }, { id: 's', side: 'attacker', at: [2, 3], strength: 4, morale: 9 }, { id: 'd', side: 'defender', at: [3, 2], strength: 4, morale: 4 }] })
    expect(drm(s)).toBe(0)
  })

  it('"These various modifiers are cumulative": uphill and worse morale make −3', () => {
    expect(drm(battle(duel({ morale: 2 }, { morale: 6 }, { elevation: [[[3, 2], 1]] })))).toBe(-3)
    expect(drm(battle(duel({ morale: 6 }, { morale: 2 }, { elevation: [[[3, 3], 1]] })))).toBe(3)
  })

  it('"The position of the supporting units is not taken into account": a support on higher ground changes no modifier', () => {
    const s = battle({ elevation: [[[2, 3], 1]], units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 4 }, { id: 's', side: 'attacker', at: [2, 3], strength: 4 }, { id: 'd', side: 'defender', at: [3, 2], strength: 4 }] })
    expect(drm(s)).toBe(0)
  })

  it('"A final result of less than 0 or more than 7 is treated respectively as 0 or 7"', () => {
    // Die 1 with −3 is −2: row 0. 4 against 4 is 1–1, row 0: attacker 2*, defender 1.
    const low = attack(battle(duel({ morale: 2 }, { morale: 6 }, { elevation: [[[3, 2], 1]] }), [0, 0]), 'a', 'd')
    expect(ofType(low.events, 'result')[0]).toMatchObject({ face: 1, drm: -3, row: 0, column: '1–1', attackerLoss: 2, attackerTest: true, defenderLoss: 1, defenderTest: false })
    expect(lines(low.state, ofType(low.events, 'result'))).toEqual(['Die 1 -3 = -2, read as 0: row 0 of column 1–1, attacker 2*, defender 1'])
    // Die 6 with +3 is 9: row 7, attacker 1, defender 2*.
    const high = attack(battle(duel({ morale: 6 }, { morale: 2 }, { elevation: [[[3, 3], 1]] }), [5, 8]), 'a', 'd')
    expect(ofType(high.events, 'result')[0]).toMatchObject({ face: 6, drm: 3, row: 7, attackerLoss: 1, defenderLoss: 2, defenderTest: true })
  })

  it('the d6 is rolled from the state\'s dice and shown on the attacking counter (a shot event); the modifiers, ratio and totals are events', () => {
    const { state, events } = attack(battle(duel({ strength: 6 }, { strength: 4 }, { elevation: [[[3, 3], 1]] }), [2, 0]), 'a', 'd')
    expect(events.map((e) => e.t)).toEqual(['declare', 'totals', 'ratio', 'modifier', 'shot', 'result', 'loss', 'loss', 'morale-test'])
    expect(ofType(events, 'shot')).toEqual([{ t: 'shot', side: 'attacker', unit: 'a', die: 3, value: 4, hit: true }])
    expect(ofType(events, 'ratio')).toEqual([{ t: 'ratio', attack: 6, defend: 4, column: '1.5–1' }])
    expect(lines(state, events)).toEqual([
      'Blue: #a attacks #d',
      'Attack 6 (#a 6) against 4 (#d 4)',
      '6 against 4: column 1.5–1',
      'Die +1: attacking down the slope (higher ground)',
      '#a rolls 3',
      'Die 3 +1 = 4: row 4 of column 1.5–1, attacker 1, defender 1*',
      '#a loses 1 strength point: 5 left',
      '#d loses 1 strength point: 3 left',
      '#d tests morale: 1 against morale 4, passed',
    ])
    expect(state.dice).toMatchObject({ kind: 'script', next: 2 })
  })
})

describe(`${SEED} Combat resolution: results applied to the two units that fought`, () => {
  it('"The numbers indicate the number of strength points lost": 2–1, row 6 is attacker 1, defender 3*', () => {
    const { state, events } = attack(battle(duel({ strength: 8 }, { strength: 4 }), [5, 0]), 'a', 'd')
    expect(ofType(events, 'result')[0]).toMatchObject({ row: 6, column: '2–1', attackerLoss: 1, attackerTest: false, defenderLoss: 3, defenderTest: true })
    expect([unit(state, 'a').strength, unit(state, 'd').strength]).toEqual([7, 1])
  })

  it('"Any unit whose Combat Strength reaches 0 is eliminated": to the Losses box, no morale test', () => {
    const { state, events } = attack(battle(duel({ strength: 8 }, { strength: 3 }), [5]), 'a', 'd')
    expect(unit(state, 'd')).toMatchObject({ strength: 0, place: 'losses' })
    expect(ofType(events, 'eliminated')).toEqual([{ t: 'eliminated', unit: 'd', side: 'defender', why: 'strength' }])
    expect(ofType(events, 'morale-test')).toEqual([])
    expect(lines(state, ofType(events, 'eliminated'))).toEqual(['#d is eliminated'])
  })

  it('"An asterisk indicates that the unit also undergoes a morale check": only the starred side tests', () => {
    // 1–1 row 5: attacker 1, defender 1*.
    const { events } = attack(battle(duel({}, {}), [4, 0]), 'a', 'd')
    expect(ofType(events, 'morale-test').map((e) => e.unit)).toEqual(['d'])
    // 1–1 row 2: attacker 1*, defender 1.
    const { events: e2 } = attack(battle(duel({}, {}), [1, 0]), 'a', 'd')
    expect(ofType(e2, 'morale-test').map((e) => e.unit)).toEqual(['a'])
  })
})

describe(`${SEED} Combat resolution: what the record of one attack says`, () => {
  it('the shot is a hit when the defender loses a point or must test, a miss when the result costs it nothing', () => {
    // 1 against 4 (column 1–4), die 1: the attacker loses 4, the defender nothing.
    const miss = attack(battle({ units: [{ id: 'a', side: 'attacker', at: [2, 3], strength: 1 }, { id: 'd', side: 'defender', at: [2, 2], strength: 4 }] }, [0, 0]), 'a', 'd')
    expect(ofType(miss.events, 'result')[0]).toMatchObject({ defenderLoss: 0, defenderTest: false })
    expect(ofType(miss.events, 'shot')[0]).toMatchObject({ die: 1, hit: false })
    // 2 against 2 (1–1), die 3: each loses 1 and nobody tests.
    const hit = attack(battle({ units: [{ id: 'a', side: 'attacker', at: [2, 3], strength: 2 }, { id: 'd', side: 'defender', at: [2, 2], strength: 2 }] }, [2]), 'a', 'd')
    expect(ofType(hit.events, 'result')[0]).toMatchObject({ defenderLoss: 1, defenderTest: false })
    expect(ofType(hit.events, 'shot')[0]).toMatchObject({ die: 3, hit: true })
  })

  it('attacks are counted in the phase and in the whole battle: the phase\'s count starts again, the battle\'s does not', () => {
    const b: TestBattle = {
      units: [
        { id: 'a', side: 'attacker', at: [2, 3], strength: 4 },
        { id: 'b', side: 'attacker', at: [4, 3], strength: 4 },
        { id: 'd', side: 'defender', at: [2, 2], strength: 4 },
        { id: 'e', side: 'defender', at: [4, 2], strength: 4 },
      ],
    }
    // 1–1, die 3 twice: each side loses 1, nobody tests.
    let s = attack(battle(b, [2, 2, 2]), 'a', 'd').state
    s = attack(s, 'b', 'e').state
    expect([s.attacks, s.totalAttacks]).toEqual([2, 2])
    // No attack is left: the phase ends and Yellow's begins.
    while (!engine.pending(s)) s = engine.advance(s).state
    expect([s.phaseNo, s.phasing]).toEqual([2, 'defender'])
    s = attack(s, 'd', 'a').state
    expect([s.attacks, s.totalAttacks]).toEqual([1, 3])
  })

  it('N21 an objective changes hands only when another side stands in it: an attack that leaves its holder there logs no objective event', () => {
    // d holds the objective (2,2) from the start; a attacks it, 1–1, die 3: each loses 1, d stays.
    const r = attack(battle({ ...duel({ at: [2, 3] }, { at: [2, 2] }), objectives: [{ at: [2, 2], holder: 'defender' }] }, [2]), 'a', 'd')
    expect(ofType(r.events, 'objective')).toEqual([])
    expect(r.state.holders['2-2']).toBe('defender')
  })
})
