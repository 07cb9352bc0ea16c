import { describe, expect, it } from 'vitest'
import { answer, axis, battle, buildScenario, dice, eventsOf, many, playOut, rawScenario, unit, type Spec } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

/** Plays to the end by the forms' defaults, the given answers first (one per decision, in order). */
function play(spec: Spec, shown: number[], answers: Record<string, unknown>[] = []) {
  let s = battle(spec, dice(...shown))
  const events = []
  while (s.phase !== 'over' && axis.pending(s) && answers.length) {
    const r = answer(s, answers.shift()!)
    s = r.state
    events.push(...r.events)
  }
  const r = playOut(s)
  return { state: r.state, events: [...events, ...r.events] }
}

describe(`${SEED} §5.6 how a battle ends: one side has no units left (X12, X13)`, () => {
  it('both sides destroyed in the same volley: nobody wins, nothing is taken', () => {
    const r = play({ attacker: [{ id: 'a', type: 'infantry' }], defender: [{ id: 'd', type: 'infantry' }] }, [1, 1])
    expect(r.state.result).toEqual({ winner: null, reason: 'both sides destroyed', conquered: false, breakthrough: null })
    expect(eventsOf(r.events, 'end')).toEqual([{ t: 'end', winner: null, reason: 'both sides destroyed' }])
  })

  it('the defender has no units left in round 1 of an area that was not empty: taken, but no breakthrough without an AirCap fighter', () => {
    const r = play({ attacker: [{ id: 'arm', type: 'armor' }], defender: [{ id: 'd', type: 'infantry' }] }, [1, 6])
    const breakthrough = { qualified: false, reason: 'no AirCap fighter survived and the area was not empty', units: [], areas: [] }
    expect(r.state.result).toEqual({ winner: 'attacker', reason: 'the defender has no units left', conquered: true, breakthrough })
    expect(eventsOf(r.events, 'breakthrough')).toEqual([{ t: 'breakthrough', ...breakthrough }])
  })

  it('§5.2 table, AirCap vs AirCap: "The attacker can never conquer the area under attack (as no land units are there)"', () => {
    // 2a: the attacking fighter hits (1); 2b: the defending fighter must answer it and misses (6).
    const r = play({ attacker: [{ id: 'af', type: 'fighter' }], defender: [{ id: 'df', type: 'fighter' }] }, [1, 6])
    expect(r.state.result).toEqual({ winner: 'attacker', reason: 'the defender has no units left, but planes alone cannot take the area', conquered: false, breakthrough: null })
    expect(eventsOf(r.events, 'step').map((e) => e.label)).toEqual(['2a Attacking AirCap', '2b Defending AirCap'])
    // §5.2 special rule 1 concerns TacAir alone: no side is exposed.
    expect(eventsOf(r.events, 'exposed')).toEqual([])
    expect(eventsOf(r.events, 'breakthrough')).toEqual([])
  })

  it('Naval: the attacker wins a sea battle; a sea zone is not an area taken and gives no breakthrough', () => {
    const r = play({ naval: true, attacker: [{ id: 'a', type: 'destroyer' }], defender: [{ id: 'd', type: 'destroyer' }] }, [1, 6])
    expect(r.state.result).toEqual({ winner: 'attacker', reason: 'the defender has no units left', conquered: false, breakthrough: null })
    expect(eventsOf(r.events, 'breakthrough')).toEqual([])
  })

  it('the attacker has no units left: the defender holds at once, no question after the round', () => {
    const r = play({ attacker: [{ id: 'a', type: 'infantry' }], defender: [{ id: 'd', type: 'infantry' }] }, [6, 1])
    expect(r.state.result).toEqual({ winner: 'defender', reason: 'the attacker has no units left', conquered: false, breakthrough: null })
    expect(r.state.round).toBe(1)
    expect(eventsOf(r.events, 'decision')).toEqual([])
  })

  it('§5.6 way 2, an area empty at the start: a Defensive Air Support fighter shot down in round 2 leaves it "empty" for Breakthrough, but the battle was fought', () => {
    // Round 1: both AirCap fighters miss (6, 6); round 2: the attacker's hits (1), the supporter's answer misses (6).
    const spec = { attacker: [{ id: 'arm', type: 'armor' }, { id: 'af', type: 'fighter' }], defender: [{ id: 's', type: 'fighter', support: true, from: 'east' }] }
    const r = play(spec, [6, 6, 1, 6])
    expect(r.state.round).toBe(2)
    expect(r.state.result).toEqual({
      winner: 'attacker',
      reason: 'the defender has no units left',
      conquered: true,
      breakthrough: { qualified: true, reason: 'the area was empty', units: ['arm'], areas: ['east', 'south'] },
    })
  })

  it('§5.6 way 2: an empty area is taken at once, every armor qualifies', () => {
    const r = play({ attacker: [{ id: 'arm', type: 'armor' }, { id: 'i', type: 'infantry' }], defender: [] }, [])
    expect(r.state.result).toEqual({
      winner: 'attacker',
      reason: 'the area was empty',
      conquered: true,
      breakthrough: { qualified: true, reason: 'the area was empty', units: ['arm'], areas: ['east', 'south'] },
    })
  })
})

describe(`${SEED} §5.6 Breakthrough Combat: who qualifies (X12, P9)`, () => {
  it('§5.6 way 1 needs an AirCap fighter: a surviving TacAir fighter gives no air superiority', () => {
    // 4a: the TacAir fighter hits the infantry (1), which must answer and misses (6).
    const r = play({ attacker: [{ id: 'arm', type: 'armor' }, { id: 'tac', type: 'fighter' }], defender: [{ id: 'd', type: 'infantry' }] }, [1, 6], [{ tac: 'tacair' }])
    expect(r.state.result).toEqual({
      winner: 'attacker',
      reason: 'the defender has no units left',
      conquered: true,
      breakthrough: { qualified: false, reason: 'no AirCap fighter survived and the area was not empty', units: [], areas: [] },
    })
  })

  it('§5.6 "Only armor, Tech-2 infantry and TacAir fighters may participate": a TacAir bomber does not', () => {
    // 4a: the bomber hits (1), the infantry's answer misses (6).
    const r = play({ attacker: [{ id: 'cap', type: 'fighter' }, { id: 'bmb', type: 'bomber' }, { id: 'arm', type: 'armor' }], defender: [{ id: 'd', type: 'infantry' }] }, [1, 6], [{ cap: 'aircap' }])
    expect(unit(r.state, 'bmb')).toMatchObject({ place: 'field', mission: 'tacair' })
    expect(r.state.result?.breakthrough).toEqual({ qualified: true, reason: 'won with air superiority: an AirCap fighter survived', units: ['arm'], areas: ['east', 'south'] })
  })

  it('§5.6 "a second combat move to another adjacent area": adjacent enemy land areas of the battle area, wherever the map lists it; no sea zone', () => {
    const raw = rawScenario({ attacker: [{ id: 'arm', type: 'armor' }], defender: [] }) as { areas: { id: string; neighbours: string[] }[] }
    // The battle area listed last, and an enemy sea zone next to it.
    raw.areas.push({ id: 'bay', name: 'Bay', x: 0.8, y: 0.8, terrain: 'sea', owner: 'defender', neighbours: ['field'] } as never)
    raw.areas.find((a) => a.id === 'field')!.neighbours.push('bay')
    raw.areas.push(raw.areas.shift()!)
    const parsed = axis.parseScenario(raw)
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
    const r = axis.advance(axis.setup(parsed.value, 'x'))
    expect(r.state.result?.breakthrough).toEqual({ qualified: true, reason: 'the area was empty', units: ['arm'], areas: ['east', 'south'] })
  })

  it('P9 a battle of Breakthrough Combat gives no third combat move', () => {
    const s = { ...axis.setup(buildScenario({ attacker: [{ id: 'arm', type: 'armor' }], defender: [] }), 'x'), secondMove: true }
    const r = axis.advance(s)
    const breakthrough = { qualified: false, reason: 'this is Breakthrough Combat already: a second combat move gives no third', units: [], areas: [] }
    expect(r.state.result).toEqual({ winner: 'attacker', reason: 'the area was empty', conquered: true, breakthrough })
    expect(eventsOf(r.events, 'breakthrough')).toEqual([{ t: 'breakthrough', ...breakthrough }])
  })
})

describe(`${SEED} §5.7.3 a left-over half hit when the battle ends (X22)`, () => {
  // Reims: six German infantry and two armor from across the Maginot Line against four French and two British infantry.
  const reims = {
    fortification: 'maginot' as const,
    attacker: [...many('g', 'infantry', 6), ...many('ga', 'armor', 2)],
    defender: [...many('f', 'infantry', 4), ...many('b', 'infantry', 2, { nation: 'United Kingdom' })],
  }
  /** After round 1: f1 took two half hits and is gone, f2 is flipped, the rest untouched. */
  function afterRound1() {
    const r = axis.advance(battle(reims, dice(1, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6)))
    const s = answer(r.state, {}).state
    expect(s.units.filter((u) => u.side === 'defender').map((u) => [u.id, u.place, u.halfHits])).toEqual([
      ['f1', 'losses', 2],
      ['f2', 'field', 1],
      ['f3', 'field', 0],
      ['f4', 'field', 0],
      ['b1', 'field', 0],
      ['b2', 'field', 0],
    ])
    return s
  }

  it('"When the defender wins the battle a left over \'half hit\' is ignored": the attacker retreats, only the flipped unit on the field is set upright', () => {
    const r = answer(afterRound1(), { retreat: 'west' })
    expect(r.events.filter((e) => e.t !== 'decision')).toEqual([
      { t: 'retreat', side: 'attacker', what: 'all', to: 'west', units: ['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'ga1', 'ga2'] },
      { t: 'unflip', side: 'defender', unit: 'f2', reason: 'the defender holds: a left-over half hit is ignored' },
      { t: 'end', winner: 'defender', reason: 'Red retreated: the defender stays in control' },
    ])
    expect(r.state.result).toEqual({ winner: 'defender', reason: 'Red retreated: the defender stays in control', conquered: false, breakthrough: null })
    expect(unit(r.state, 'f1')).toMatchObject({ place: 'losses', halfHits: 2 })
  })

  it('"When the defender chooses to retreat his units a unit that is hit one time is removed from play": the others leave, the attacker gains control', () => {
    const stay = answer(afterRound1(), { retreat: 'none' }).state
    const r = answer(stay, { retreat: 'east' })
    expect(r.events.filter((e) => e.t !== 'decision')).toEqual([
      { t: 'casualty', side: 'defender', unit: 'f2', reason: 'half hit: lost in the retreat' },
      { t: 'retreat', side: 'defender', what: 'all', to: 'east', units: ['f3', 'f4', 'b1', 'b2'] },
      { t: 'fortification-captured', area: 'field', name: 'Maginot Line' },
      { t: 'breakthrough', qualified: false, reason: 'no AirCap fighter survived and the area was not empty', units: [], areas: [] },
      { t: 'end', winner: 'attacker', reason: 'Blue retreated: the attacker gains control' },
    ])
    expect(unit(r.state, 'f2')).toMatchObject({ place: 'losses', movedTo: null })
    expect(unit(r.state, 'f1')).toMatchObject({ place: 'losses', movedTo: null })
  })
})
