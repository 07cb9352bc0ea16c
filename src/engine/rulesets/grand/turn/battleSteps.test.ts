import { describe, expect, it } from 'vitest'
import type { GrandChoice } from '../decisions.ts'
import { battleScenario } from './battle.ts'
import { isTurnOwn } from './events.ts'
import type { TurnState } from './state.ts'
import { nines, play, SEED_FILE, turnOf, unitOf, type Answers, type TurnSpec } from './turnTestkit.ts'

/**
 * A battle of the turn from its opening to its end on the map (sections A,
 * C, L, M): the battle scenario the turn builds from the map as it stands,
 * and, once it is over, the turn's own log, the owners, the leaders and the
 * Battle Summary's record, exactly.
 */

/** Plays the first battle only, stopping back on the map. */
function firstBattle(spec: TurnSpec, a: Answers, faces = nines()): { state: TurnState; log: ReturnType<typeof play>['events'] } {
  const { state, events } = play(turnOf(spec, faces), a, (t) => t.records.length === 1 && t.phase !== 'battle')
  return { state, log: events.filter(isTurnOwn) }
}

const leaderAt = (t: TurnState, id: string) => {
  const l = t.leaders.find((x) => x.id === id)!
  return [l.region, l.status]
}
const ownerOf = (t: TurnState, id: string) => t.regions.find((g) => g.id === id)!.owner

describe(`${SEED_FILE} §A §C the battle scenario a turn's battle is played on`, () => {
  /** f: a neutral fortified region, the battle; a plane flies into it over a river; e holds another battle; e2 a defender with an attacker plane based there. */
  function front(): TurnSpec {
    return {
      regions: [
        { id: 'w', owner: 'attacker', stackingLimit: 4 },
        { id: 'base', owner: 'attacker', airfield: true },
        { id: 'f', owner: 'neutral', fortified: true },
        { id: 'e', owner: 'defender', stackingLimit: 3 },
        { id: 'e2', owner: 'defender' },
        { id: 's', owner: 'defender' },
      ],
      connections: [
        ['w', 'f'],
        ['base', 'f', 'river'],
        ['f', 'e'],
        ['e', 's'],
        ['f', 'e2'],
        ['e2', 's'],
        ['w', 'e'],
      ],
      attacker: {
        nations: [{ id: 'de' }, { id: 'it', radar: true }],
        leaders: [
          { id: 'boss', region: 'f' },
          { id: 'rear', region: 'w' },
        ],
        units: [
          { id: 'a1', type: 'inf-bde', region: 'f', from: 'w' },
          { id: 'q1', type: 'ftr-grp', region: 'f' },
          { id: 'p1', type: 'db-grp', region: 'base' },
          { id: 'q3', type: 'ftr-grp', region: 'base' },
          { id: 'q2', type: 'ftr-grp', region: 'e2' },
          { id: 'ae', type: 'inf-bde', region: 'e', from: 'w' },
        ],
        supply: ['w'],
      },
      defender: {
        leaders: [{ id: 'dl', region: 'f' }],
        units: [
          { id: 'd1', type: 'inf-bde', region: 'f' },
          { id: 'de', type: 'inf-bde', region: 'e' },
          { id: 'de2', type: 'inf-bde', region: 'e2' },
        ],
        supply: ['s'],
      },
      airMoves: [{ units: ['p1'], path: ['f'] }],
    }
  }

  it('§C (D44) the crossing is the land units\' (a plane flown over a river adds none); a fortified structure only for the defender\'s own region; each side its leaders there, its nations, radars when one nation has them', () => {
    const { state } = play(turnOf(front(), nines()), {}, (t) => t.phase === 'list')
    const sc = battleScenario(state, 'f')
    expect(sc.id).toBe('test-turn--f')
    expect(sc.description).toBe('')
    expect(sc.location).toStrictEqual({ region: 'f', crossing: 'none', fortified: false })
    expect(sc.attacker.nation).toBe('de and it')
    expect([sc.attacker.radar, sc.defender.radar]).toEqual([true, false])
    expect(sc.attacker.leaders.map((l) => l.id)).toEqual(['boss'])
    expect(sc.defender.leaders.map((l) => l.id)).toEqual(['dl'])
    // Only an attacking unit carries the region it came from (section M): the plane based at f has none.
    expect(sc.attacker.units).toStrictEqual([
      { id: 'a1', type: 'inf-bde', elite: false, damage: 0, breakthroughsMade: 0, from: 'w' },
      { id: 'q1', type: 'ftr-grp', elite: false, damage: 0, breakthroughsMade: 0 },
      { id: 'p1', type: 'db-grp', elite: false, damage: 0, breakthroughsMade: 0, from: 'base' },
    ])
  })

  it('§M the regions around as the turn knows them: who occupies each (planes alone occupy nothing), supply distances known, the room left for the defender (D30), battles still listed', () => {
    const { state } = play(turnOf(front(), nines()), {}, (t) => t.phase === 'list')
    const regions = battleScenario(state, 'f').regions.map(({ id, occupiedBy, battle, supply, stackingLimit }) => ({ id, occupiedBy, battle, supply, stackingLimit }))
    expect(regions).toStrictEqual([
      { id: 'w', occupiedBy: null, battle: false, supply: { attacker: 0, defender: 2 }, stackingLimit: 4 },
      { id: 'base', occupiedBy: null, battle: false, supply: {}, stackingLimit: undefined },
      { id: 'f', occupiedBy: 'attacker', battle: false, supply: { attacker: 1, defender: 2 }, stackingLimit: undefined },
      { id: 'e', occupiedBy: 'attacker', battle: true, supply: { attacker: 1, defender: 1 }, stackingLimit: 2 },
      { id: 'e2', occupiedBy: 'defender', battle: false, supply: { defender: 1 }, stackingLimit: undefined },
      { id: 's', occupiedBy: null, battle: false, supply: { defender: 0 }, stackingLimit: undefined },
    ])
  })
})

/** w → f (the battle, 2 VP) → e (the defender's retreat), h (enemy ground, empty); s, the defender's source, holds a leader of its own. */
function pocket(): TurnSpec {
  return {
    regions: [
      { id: 'w', owner: 'attacker' },
      { id: 'f', owner: 'defender', vp: 2 },
      { id: 'e', owner: 'defender' },
      { id: 'h', owner: 'defender' },
      { id: 's', owner: 'defender' },
    ],
    connections: [
      ['w', 'f'],
      ['f', 'e'],
      ['f', 'h'],
      ['e', 's'],
    ],
    attacker: {
      leaders: [{ id: 'boss', region: 'f' }],
      units: [
        { id: 'a1', type: 'inf-bde', region: 'f', from: 'w' },
        { id: 'a2', type: 'arm-bde', region: 'f', from: 'w' },
      ],
      supply: ['w'],
    },
    defender: {
      leaders: [
        { id: 'dl', region: 'f' },
        { id: 'far', region: 's' },
      ],
      units: [
        { id: 'd1', type: 'inf-bde', region: 'f' },
        { id: 'ds', type: 'inf-bde', region: 's' },
      ],
      supply: ['s'],
    },
  }
}

const into = (region: string, units: string[], leaders: string[] = []): Answers['breakthrough'] => () => ({ kind: 'breakthrough', region, units, leaders }) as GrandChoice

describe(`${SEED_FILE} §A §C §L §M a battle's end on the map`, () => {
  it('§A a battle opens off the list on the turn\'s dice, seeded by the turn and its region', () => {
    const { state, events } = play(turnOf(pocket(), nines()), {}, (t) => t.phase === 'battle')
    expect(state.phase).toBe('battle')
    expect(state.battle!.seed).toBe('test/f')
    expect(events.filter(isTurnOwn)).toEqual([{ t: 'battle-open', region: 'f', n: 1, left: 0 }])
  })

  it('§C §L the winner takes the battlefield and the empty enemy ground it broke into (D48), no battle there; leaders go with their units: the loser\'s with its retreat, the winner\'s not chosen stays, one elsewhere on the map stays put', () => {
    const { state, log } = firstBattle(pocket(), { retreats: 'defender', breakthrough: into('h', ['a2']) })
    expect(log.slice(0, 4)).toEqual([
      { t: 'battle-open', region: 'f', n: 1, left: 0 },
      { t: 'region-taken', region: 'f', side: 'attacker' },
      { t: 'region-taken', region: 'h', side: 'attacker' },
      { t: 'battle-closed', region: 'f', n: 1, winner: 'attacker', vp: 2 },
    ])
    expect([ownerOf(state, 'f'), ownerOf(state, 'h')]).toEqual(['attacker', 'attacker'])
    const rec = state.records[0]!
    expect(rec.taken).toBe(true)
    expect(rec.breakthrough).toEqual({ region: 'h', units: ['a2'], leaders: [], battle: false })
    expect(rec.bm).toEqual({
      attacker: {
        value: 6,
        parts: [
          { source: 'Leader morale (boss)', value: 1 },
          { source: 'Mean morale of combat units', value: 4 },
          { source: 'Armor bonus', value: 1 },
        ],
      },
      defender: {
        value: 4,
        parts: [
          { source: 'Leader morale (dl)', value: 1 },
          { source: 'Mean morale of combat units', value: 3 },
        ],
      },
    })
    expect(leaderAt(state, 'boss')).toEqual(['f', 'map'])
    expect(leaderAt(state, 'dl')).toEqual(['e', 'map'])
    expect(leaderAt(state, 'far')).toEqual(['s', 'map'])
    expect(unitOf(state, 'a2')).toMatchObject({ region: 'h' })
  })

  it('§C the Battle Summary\'s record: a unit that panicked and a side routed out are both routed; strength points lost count the hits taken', () => {
    const spec = pocket()
    spec.defender.leaders = []
    spec.attacker.leaders = []
    spec.attacker.units = [
      { id: 'a1', type: 'inf-bde', region: 'f', from: 'w' },
      { id: 'a2', type: 'inf-bde', region: 'f', from: 'w' },
    ]
    spec.defender.units = [
      { id: 'd1', type: 'inf-bde', region: 'f', damage: 1 },
      { id: 'd2', type: 'inf-bde', region: 'f', damage: 1 },
    ]
    // The first shot hits (0); the unit hit, at half its strength or more, panics (9 > 6) and routs; Blue routs out, the other unit with it.
    const { state } = firstBattle(spec, {}, [0, ...nines()])
    const rec = state.records[0]!
    expect([rec.winner, rec.reason]).toEqual(['attacker', 'Blue routed'])
    expect(rec.sides).toEqual({
      attacker: { units: ['a1', 'a2'], lost: [], routed: [], sp: 0, cards: [], vp: 2 },
      defender: { units: ['d1', 'd2'], lost: [], routed: ['d1', 'd2'], sp: 1, cards: [], vp: 0 },
    })
  })

  it('§C a battle that leaves neither side a unit is the defender\'s: the region stays its own, not taken, though no defender is left in it', () => {
    const spec = pocket()
    spec.attacker.leaders = []
    spec.defender.leaders = []
    spec.attacker.units = [
      { id: 'a1', type: 'inf-bde', region: 'f', from: 'w' },
      { id: 'a2', type: 'inf-bde', region: 'f', from: 'w' },
    ]
    spec.defender.units = [
      { id: 'd1', type: 'inf-bde', region: 'f' },
      { id: 'd2', type: 'inf-bde', region: 'f' },
    ]
    const { state, log } = firstBattle(spec, {}, new Array<number>(400).fill(0))
    const rec = state.records[0]!
    expect([rec.winner, rec.taken, ownerOf(state, 'f')]).toEqual(['defender', false, 'defender'])
    expect(rec.sides.attacker).toEqual({ units: ['a1', 'a2'], lost: ['a1', 'a2'], routed: [], sp: 6, cards: [], vp: 0 })
    expect(log.filter((e) => e.t === 'region-taken' || e.t === 'battle-closed')).toEqual([{ t: 'battle-closed', region: 'f', n: 1, winner: 'defender', vp: 2 }])
  })

  it('§M (D45) a stack with nowhere to go is eliminated with its leader: its strength points lost count its combat land units only, not its HQ or its plane', () => {
    const spec = pocket()
    // f's only friendly neighbour, e, has a battle still to fight.
    spec.connections = [
      ['w', 'f'],
      ['f', 'e'],
      ['w', 'e'],
      ['e', 's'],
    ]
    spec.regions = spec.regions.filter((r) => r.id !== 'h')
    spec.attacker.units.push({ id: 'ae', type: 'inf-bde', region: 'e', from: 'w' })
    spec.defender.units = [
      { id: 'd1', type: 'inf-bde', region: 'f' },
      { id: 'hq', type: 'corps-hq', region: 'f' },
      { id: 'dp', type: 'ftr-grp', region: 'f' },
      { id: 'de', type: 'inf-bde', region: 'e' },
    ]
    spec.defender.leaders = [{ id: 'dl', region: 'f' }]
    const { state, log } = firstBattle(spec, { order: ['f', 'e'], retreats: 'defender' })
    const rec = state.records[0]!
    // The plane takes no part in the retreat (T4): its base taken, it flies to the defender's one free region, s (D57).
    expect(rec.sides.defender.lost).toEqual(['d1', 'hq'])
    expect(rec.sides.defender.sp).toBe(3)
    expect(state.units.find((u) => u.id === 'dp')).toMatchObject({ region: 's', base: 's', status: 'map' })
    expect(log.filter((e) => e.t === 'air-return')).toEqual([{ t: 'air-return', side: 'defender', units: ['dp'], to: 's', reason: 'their base was taken: a new base' }])
    expect(log.filter((e) => e.t === 'leader-lost')).toEqual([{ t: 'leader-lost', side: 'defender', leader: 'dl' }])
    expect(leaderAt(state, 'boss')).toEqual(['f', 'map'])
  })

  it('§C a battle won in a region the attacker already owns takes nothing: no region taken, not counted as taken; a breakthrough back into its own ground takes nothing either', () => {
    const spec = pocket()
    spec.regions = spec.regions.map((r) => (r.id === 'f' ? { ...r, owner: 'attacker' as const } : r))
    const { state, log } = firstBattle(spec, { retreats: 'defender', breakthrough: into('w', ['a2']) })
    expect(log.filter((e) => e.t === 'region-taken')).toEqual([])
    expect(state.records[0]!.taken).toBe(false)
    expect(state.records[0]!.breakthrough).toEqual({ region: 'w', units: ['a2'], leaders: [], battle: false })
  })

  it('§L (D35) a breakthrough into a region whose battle is still listed takes nothing: the region stays the enemy\'s until its battle is won', () => {
    const spec = pocket()
    spec.connections.push(['w', 'h'])
    spec.attacker.units.push({ id: 'ah', type: 'inf-bde', region: 'h', from: 'w' })
    spec.defender.units.push({ id: 'dh', type: 'inf-bde', region: 'h' })
    const { state, log } = firstBattle(spec, { order: ['f', 'h'], retreats: 'defender', breakthrough: into('h', ['a2']) })
    expect(log.filter((e) => e.t === 'region-taken')).toEqual([{ t: 'region-taken', region: 'f', side: 'attacker' }])
    expect(ownerOf(state, 'h')).toBe('defender')
    expect(state.records[0]!.breakthrough).toEqual({ region: 'h', units: ['a2'], leaders: [], battle: true })
  })
})
