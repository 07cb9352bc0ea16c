import { describe, expect, it } from 'vitest'
import { attackFigures, supportsOf } from './combat.ts'
import { COLUMNS } from './crt.ts'
import { engine } from './engine.ts'
import { geometry } from './geometry.ts'
import { attack, battle, endPhase, EXAMPLE, lines, ofType, SEED, unit, type At, type TestBattle, type TestUnit } from './testkit.ts'
import type { NapState } from './state.ts'

/**
 * Blue `a` at (3,4) attacks Yellow `d` at (3,3), to its north-west. Around d:
 * (4,3) E and (2,4) SW are next to a; (4,2) NE, (3,2) NW and (2,3) W are away
 * from it. Yellow's edge is the north, Blue's the south.
 */
function around(extra: Partial<TestBattle> = {}, a: Partial<TestUnit> = {}, d: Partial<TestUnit> = {}): TestBattle {
  return { ...extra, units: [{ id: 'a', side: 'attacker', at: [3, 4], strength: 16, ...a }, { id: 'd', side: 'defender', at: [3, 3], strength: 4, ...d }, ...(extra.units ?? [])] }
}
/** At 2–1 to 4–1, die 4: attacker 1, defender 2* or 3*; the morale number `n` (1–9) for d's test. */
const beaten = (b: TestBattle, n: number) => attack(battle(b, [3, n - 1]), 'a', 'd')
const retreatOf = (r: { events: ReturnType<typeof attack>['events'] }) => ofType(r.events, 'retreat')[0]
const friend = (id: string, at: At): TestUnit => ({ id, side: 'defender', at, strength: 1 })

describe(`${SEED} Morale tests`, () => {
  it('"A random number from 1 and 9 is determined and compared to the unit\'s current morale. If the number is greater then the unit fails"', () => {
    const pass = beaten(around(), 4)
    expect(ofType(pass.events, 'morale-test')).toEqual([{ t: 'morale-test', unit: 'd', roll: 4, morale: 4, passed: true }])
    expect(unit(pass.state, 'd').at).toBe('3-3')
    const fail = beaten(around(), 5)
    expect(ofType(fail.events, 'morale-test')).toEqual([{ t: 'morale-test', unit: 'd', roll: 5, morale: 4, passed: false }])
    expect(retreatOf(fail)).toMatchObject({ unit: 'd', from: '3-3' })
    expect(lines(fail.state, ofType(fail.events, 'morale-test'))).toEqual(['#d tests morale: 5 against morale 4, failed'])
  })

  it('the number is a die of nine faces from the state\'s dice: 9 fails every morale below 9, 1 passes every morale above 0', () => {
    const test = (morale: number, n: number) => ofType(beaten(around({}, { morale }, { morale }), n).events, 'morale-test')[0]!.passed
    expect([test(8, 9), test(9, 9), test(1, 1), test(1, 2)]).toEqual([false, true, true, false])
  })

  it('a failed test costs a morale point after the retreat (N4); at 0 the unit is demoralised', () => {
    const r = beaten(around({}, { morale: 1 }, { morale: 1 }), 2)
    expect(unit(r.state, 'd').morale).toBe(0)
    expect(lines(r.state, ofType(r.events, 'morale-loss'))).toEqual(['#d loses a morale point: morale 0, demoralised'])
    expect(engine.view(r.state).counters.find((c) => c.id === 'd')!.panicked).toBe(true)
  })

  it('"Leaders, being particularly brave, are not subject to morale tests resulting of combat": no number is drawn', () => {
    const { state, events } = attack(battle(around({}, {}, { type: 'leader' }), [3]), 'a', 'd')
    expect(ofType(events, 'no-test')).toEqual([{ t: 'no-test', unit: 'd' }])
    expect(ofType(events, 'morale-test')).toEqual([])
    expect(unit(state, 'd')).toMatchObject({ strength: 1, at: '3-3' })
    expect(state.dice).toMatchObject({ next: 1 })
  })
})

describe(`${SEED} Retreat after combat: "towards the free hex offering the best protection", by the seed's guidelines in order`, () => {
  it('with nothing else to choose by, away from the attacker and towards Yellow\'s (north) edge, then the farther hex', () => {
    expect(retreatOf(beaten(around(), 9))).toMatchObject({ to: '3-2', why: 'farther from #a' })
  })

  it('1 "Into a village", before anything else, even next to the attacker', () => {
    expect(retreatOf(beaten(around({ terrain: [[[2, 4], 'village'], [[3, 2], 'woods']] }), 9))).toMatchObject({ to: '2-4', why: 'into a village' })
  })

  it('2 "Into a wood", before moving away', () => {
    expect(retreatOf(beaten(around({ terrain: [[[4, 3], 'woods']] }), 9))).toMatchObject({ to: '4-3', why: 'into a wood' })
  })

  it('3 "Away from the attacking unit": with the north blocked, west (away) rather than east or south-west (next to the attacker)', () => {
    const r = beaten(around({ units: [friend('f1', [4, 2]), friend('f2', [3, 2])] }), 9)
    expect(retreatOf(r)).toMatchObject({ to: '2-3', why: 'away from #a' })
  })

  it('4 "Avoiding crossing a stream"', () => {
    const r = beaten(around({ edges: [[[3, 3], [3, 2], ['stream']], [[3, 3], [4, 2], ['stream']]] }), 9)
    expect(retreatOf(r)).toMatchObject({ to: '2-3', why: 'avoiding the stream' })
    // A bridged stream is no stream.
    const b = beaten(around({ edges: [[[3, 3], [3, 2], ['stream', 'bridge']], [[3, 3], [4, 2], ['stream']]] }), 9)
    expect(retreatOf(b)).toMatchObject({ to: '3-2' })
  })

  it('5 "Avoiding the hexes adjacent to the unit that causes the retreat": the attacker and its supports (N14)', () => {
    // Blue's support at (2,3) touches (3,2): the retreat takes (4,2) although (3,2) is farther from the attacker.
    const r = beaten(around({ units: [{ id: 's', side: 'attacker', at: [2, 3], strength: 1 }] }), 9)
    expect(ofType(r.events, 'totals')[0]!.attackParts.map((p) => p.unit)).toEqual(['a', 's'])
    expect(retreatOf(r)).toMatchObject({ to: '4-2', why: 'not next to #a, #s' })
  })

  it('6 towards the player\'s own map edge (the seed: north for one player, south for the other; N13)', () => {
    expect(retreatOf(beaten(around({ homeEdges: { attacker: 'south', defender: 'east' } }), 9))).toMatchObject({ to: '4-2', why: 'towards the east edge' })
    expect(retreatOf(beaten(around({ homeEdges: { attacker: 'south', defender: 'west' } }), 9))).toMatchObject({ to: '2-3', why: 'towards the west edge' })
    // Blue driven back from (3,4) by Yellow's attack goes south.
    let s = endPhase(battle(around({}, { strength: 4 }, { strength: 8 }), [3, 8]))
    s = engine.advance(s).state
    const r = attack(s, 'd', 'a')
    expect(retreatOf(r)).toMatchObject({ unit: 'a', to: '3-5' })
  })

  it('7 "If there is still more than one possibility, the preference will go to the hex away from the attacking unit"', () => {
    // (4,2) and (3,2) both lead north; (3,2) is farther from the attacker at (3,4).
    const r = beaten(around({ units: [friend('f', [2, 3])] }), 9)
    expect(retreatOf(r)).toMatchObject({ to: '3-2', why: 'farther from #a' })
  })

  it('"Tracks sometimes allow to reach a hex located across a steep slope. A unit cannot retreat this way"; nor across a river', () => {
    const walls = { units: [friend('f1', [4, 3]), friend('f2', [2, 4]), friend('f3', [2, 3])] }
    const up = beaten(around({ ...walls, elevation: [[[3, 2], 2], [[4, 2], 2]], edges: [[[3, 3], [3, 2], ['track']]] }), 9)
    expect(ofType(up.events, 'eliminated')).toEqual([{ t: 'eliminated', unit: 'd', side: 'defender', why: 'no retreat' }])
    const river = beaten(around({ ...walls, edges: [[[3, 3], [3, 2], ['river']], [[3, 3], [4, 2], ['major-river']]] }), 9)
    expect(unit(river.state, 'd').place).toBe('losses')
    const bridged = beaten(around({ ...walls, edges: [[[3, 3], [3, 2], ['river', 'bridge']], [[3, 3], [4, 2], ['major-river']]] }), 9)
    expect(retreatOf(bridged)).toMatchObject({ to: '3-2', why: 'the only free hex' })
    const oneLevel = beaten(around({ ...walls, elevation: [[[3, 2], 1], [[4, 2], 2]] }), 9)
    expect(retreatOf(oneLevel)).toMatchObject({ to: '3-2' })
  })

  it('"Any unit unable to retreat due to terrain or the presence of enemy or friendly units is eliminated"', () => {
    const full = { units: [friend('f1', [4, 3]), friend('f2', [2, 4]), friend('f3', [2, 3]), friend('f4', [3, 2]), { id: 'e', side: 'attacker' as const, at: [4, 2] as At, strength: 1 }] }
    const { state, events } = beaten(around(full), 9)
    expect(unit(state, 'd').place).toBe('losses')
    expect(lines(state, ofType(events, 'eliminated'))).toEqual(['#d is eliminated: it cannot retreat'])
    // Off the map edge is no hex either: a unit in the corner, hemmed in, is lost.
    const corner = attack(battle({ units: [{ id: 'a', side: 'attacker', at: [1, 0], strength: 8 }, { id: 'd', side: 'defender', at: [0, 0], strength: 4 }, friend('f', [0, 1])] }, [3, 8]), 'a', 'd')
    expect(unit(corner.state, 'd').place).toBe('losses')
  })

  it('a demoralised unit may not retreat into an enemy zone of control (N9)', () => {
    // d at morale 0 fails any test; (4,3) and (2,4) touch the attacker, (3,2) and (2,3) hold friends; Blue's e at (5,1) touches (4,2).
    const b = around({ units: [friend('f1', [3, 2]), friend('f2', [2, 3]), { id: 'e', side: 'attacker', at: [5, 1], strength: 1 }] }, {}, { morale: 0, strength: 9 })
    expect(ofType(beaten(b, 1).events, 'eliminated')).toEqual([{ t: 'eliminated', unit: 'd', side: 'defender', why: 'no retreat' }])
    // With e demoralised too, it exerts no zone of control: (4,2) is open.
    const r2 = beaten({ ...b, units: b.units.map((u) => (u.id === 'e' ? { ...u, morale: 0 } : u)) }, 1)
    expect(retreatOf(r2)).toMatchObject({ to: '4-2', why: 'the only free hex' })
    // A unit with morale left may retreat next to the enemy: it goes to (4,2) all the same, by the guidelines.
    expect(retreatOf(beaten({ ...b, units: b.units.map((u) => (u.id === 'd' ? { ...u, morale: 1 } : u)) }, 9))).toMatchObject({ to: '4-2' })
  })
})

describe(`${SEED} Advance after combat and victorious units`, () => {
  it('"When a unit retreats, the victorious unit advances to take its place"; it is marked victorious', () => {
    const { state, events } = beaten(around(), 9)
    expect(ofType(events, 'advance')).toEqual([{ t: 'advance', unit: 'a', from: '3-4', to: '3-3' }])
    expect(unit(state, 'a')).toMatchObject({ at: '3-3', victorious: true })
    expect(unit(state, 'd').drivenBack).toBe(true)
    const v = engine.view(state)
    // The seed's grey line on the victorious unit.
    expect(v.counters.find((c) => c.id === 'a')!.stripe).toBe(true)
    expect(v.map!.arrows).toEqual([
      { from: '3-3', to: '3-2', side: 'defender', label: 'Retreat' },
      { from: '3-4', to: '3-3', side: 'attacker', label: 'Advance' },
    ])
    expect(v.sides.defender.routs.map((c) => [c.id, c.place])).toEqual([['d', 'routs']])
  })

  it.each([
    ['woods', { terrain: [[[3, 4], 'woods']] }, 'it holds a wood'],
    ['village', { terrain: [[[3, 4], 'village']] }, 'it holds a village'],
    ['elevation', { elevation: [[[3, 4], 1]] }, 'it holds the higher ground'],
    ['objective hex', { objectives: [{ at: [3, 4] }] }, 'it holds an objective hex'],
  ] as [string, Partial<TestBattle>, string][])('"unless such an advance makes it give up an advantageous position": %s', (_, extra, why) => {
    const { state, events } = beaten(around(extra), 9)
    expect(ofType(events, 'advance-refused')).toEqual([{ t: 'advance-refused', unit: 'a', to: '3-3', why }])
    expect(unit(state, 'a')).toMatchObject({ at: '3-4', victorious: true })
  })

  it('a wood left for a village, or level ground for level ground, is no advantage given up', () => {
    expect(unit(beaten(around({ terrain: [[[3, 4], 'woods'], [[3, 3], 'village']] }, {}, { type: 'cavalry' }), 9).state, 'a').at).toBe('3-3')
    expect(unit(beaten(around({ elevation: [[[3, 4], 1], [[3, 3], 1]] }), 9).state, 'a').at).toBe('3-3')
  })

  it('"If an elimination is the result of combat, the victorious unit regains a morale point, though never more than its initial value"', () => {
    // 4–1, die 6: attacker 0, defender 5 — d is eliminated.
    const gain = attack(battle(around({}, { morale: 3, initialMorale: 5 }, { morale: 3 }), [5]), 'a', 'd')
    expect(ofType(gain.events, 'victorious')).toEqual([{ t: 'victorious', unit: 'a', regained: 1, morale: 4 }])
    expect(lines(gain.state, ofType(gain.events, 'victorious'))).toEqual(['#a is victorious: morale back up to 4'])
    const full = attack(battle(around({}, { morale: 5 }, { morale: 5 }), [5]), 'a', 'd')
    expect(ofType(full.events, 'victorious')).toEqual([{ t: 'victorious', unit: 'a', regained: 0, morale: 5 }])
    // A retreat makes the unit victorious but gives no morale back.
    const back = beaten(around({}, { morale: 3, initialMorale: 5 }, { morale: 3 }), 9)
    expect(unit(back.state, 'a')).toMatchObject({ victorious: true, morale: 3 })
    // A unit eliminated because it cannot retreat is an elimination too.
    const blocked = beaten(around({ units: [friend('f1', [4, 3]), friend('f2', [2, 4]), friend('f3', [2, 3]), friend('f4', [3, 2]), friend('f5', [4, 2])] }, { morale: 3, initialMorale: 5 }, { morale: 3 }), 9)
    expect(ofType(blocked.events, 'eliminated').map((e) => e.why)).toEqual(['no retreat'])
    expect(unit(blocked.state, 'a')).toMatchObject({ victorious: true, morale: 4, at: '3-3' })
  })

  it('the defender can be the victorious unit: it drove the attacker back, and advances in its turn (N6)', () => {
    // 1–2, die 1: attacker 3*, defender 1; the attacker fails its test.
    const { state, events } = attack(battle(around({}, { strength: 4 }, { strength: 8 }), [0, 8]), 'a', 'd')
    expect(ofType(events, 'victorious').map((e) => e.unit)).toEqual(['d'])
    expect(unit(state, 'd')).toMatchObject({ victorious: true, at: '3-4' })
  })

  it('"This concerns only the attacking or the defending unit of the earlier attack, not the supporting units"', () => {
    const { state } = beaten(around({ units: [{ id: 's', side: 'attacker', at: [4, 3], strength: 1 }] }), 9)
    expect(unit(state, 'a').victorious).toBe(true)
    expect(unit(state, 's').victorious).toBe(false)
  })

  it('the victorious mark lasts until the end of the combat phase (N8)', () => {
    const { state } = beaten(around(), 9)
    expect(engine.pending(state)).toBeNull()
    const next = engine.advance(state).state
    expect(unit(next, 'a').victorious).toBe(false)
    expect(unit(next, 'd').drivenBack).toBe(false)
    expect(engine.view(next).sides.defender.routs).toEqual([])
  })
})


describe(`${SEED} Victorious units: the example of units #1 to #10`, () => {
  const start = (faces: number[] = []) => battle({ units: EXAMPLE, terrain: [[[1, 2], 'woods']] }, faces)
  const col = (s: NapState, a: string, d: string) => {
    const f = attackFigures(s, geometry(s.map), unit(s, a), unit(s, d))
    return `${f.attack} against ${f.defend}, ${COLUMNS[f.column]}`
  }

  it('"In this first attack no unit of any side can bring a support … The unit #1 has a CS of 6 and the unit #2 has a CS of 2 … 3-1"', () => {
    expect(col(start(), '1', '2')).toBe('6 against 2, 3–1')
  })

  it('"a loss of 2 strength points for unit #2, which is therefore eliminated. Unit #1 takes the place of unit #2. Unit #1 is victorious"', () => {
    const { state } = attack(start([2]), '1', '2')
    expect(unit(state, '2').place).toBe('losses')
    expect(unit(state, '1')).toMatchObject({ at: '2-3', victorious: true, strength: 5, morale: 5 })
  })

  it('"Thanks to the support of victorious unit #1, the odds ratio is 1-1 … If unit #2 had not been eliminated … (3 vs 6 = 1-2)"', () => {
    expect(col(start(), '3', '4')).toBe('3 against 6, 1–2')
    const { state } = attack(start([2]), '1', '2')
    expect(col(state, '3', '4')).toBe('8 against 6, 1–1')
  })

  it('"Victorious unit #1 will also bring an offensive support if unit #5 attacks unit #6" although it touches #4 as well', () => {
    const { state } = attack(start([2]), '1', '2')
    const g = geometry(state.map)
    expect(supportsOf(state, g, unit(state, '5'), unit(state, '6')).map((u) => u.id)).toEqual(['1'])
    expect(supportsOf(start(), g, unit(start(), '5'), unit(start(), '6')).map((u) => u.id)).toEqual([])
  })

  it('"What would have happened … if unit #7, supported by units #8 and 9, had made yellow unit #10 retreat and had taken its place?" — #7 supports #5 against #6 as well', () => {
    let s = attack(start([2, 4, 8]), '1', '2').state
    expect(col(s, '7', '10')).toBe('7 against 4, 1.5–1')
    // 1.5–1, die 5: attacker 1, defender 2*; #10 fails with a 9 and has one free hex.
    const r = attack(s, '7', '10')
    expect(ofType(r.events, 'retreat')).toEqual([{ t: 'retreat', unit: '10', from: '4-3', to: '4-2', why: 'the only free hex' }])
    s = r.state
    expect(unit(s, '7')).toMatchObject({ at: '4-3', victorious: true, strength: 2 })
    expect(col(s, '5', '6')).toBe('11 against 4, 2–1')
  })
})
