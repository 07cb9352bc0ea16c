import { describe, expect, it } from 'vitest'
import type { TurnEvent, TurnOwnEvent } from './events.ts'
import type { TurnState } from './state.ts'
import { corridorMap, eventsOfTurn, nines, play, question, SEED_FILE, turnOf, unitOf, type Answers, type TurnSpec } from './turnTestkit.ts'

/**
 * Section N in the turn: each air move flies its path before any battle;
 * AA fires in every region entered that holds enemy AA, interception tests
 * are made in every region entered (the region's own enemy planes, then
 * each neighbour's enemy fighters), a successful one fights a round of air
 * combat. air.ts's rules are tested in air.test.ts; here, that the turn asks
 * them where and when the seed says, with the map's modifiers, and acts on
 * their results. Dice are scripted.
 */

type Shot = Extract<TurnOwnEvent, { t: 'shot' }>
const airShots = (events: readonly TurnEvent[], test: Shot['test']) => (events.filter((e) => e.t === 'shot' && 'test' in e && e.test === test) as Shot[])

/** Plays the air cards and the air movement: stops at the Battles List. */
function fly(spec: TurnSpec, faces: number[], a: Answers = {}): { state: TurnState; events: TurnEvent[] } {
  return play(turnOf(spec, faces), a, (t) => t.phase === 'list' || t.phase === 'over')
}

/** base (the planes' airfield) → r1 → r2 → r3; the ground battle at r3 is entered from w. */
function corridor(): TurnSpec {
  return {
    ...corridorMap(),
    attacker: {
      units: [
        { id: 'p1', type: 'db-grp', region: 'base' },
        { id: 'p2', type: 'db-grp', region: 'base', morale: 2 },
        { id: 'a1', type: 'inf-div', region: 'r3', from: 'w' },
      ],
      supply: ['w'],
    },
    defender: { nations: [{ id: 'uk', radar: false }], units: [{ id: 'd1', type: 'inf-div', region: 'r3' }], supply: ['side'] },
    airMoves: [{ units: ['p1', 'p2'], path: ['r1', 'r2', 'r3'] }],
  }
}

describe(`${SEED_FILE} §N AA fire on the way`, () => {
  it('§N an AA fire in every region crossed, destination included, that holds an enemy AA unit; none where the AA is the moving side\'s own', () => {
    const spec = corridor()
    spec.defender.units.push({ id: 'g1', type: 'aa-bn', region: 'r1' }, { id: 'g3', type: 'aa-bn', region: 'r3' })
    spec.attacker.units.push({ id: 'own', type: 'aa-bn', region: 'r2' })
    const { events } = fly(spec, [9, 9])
    expect(airShots(events, 'aa').map((e) => [e.unit, e.region])).toEqual([
      ['g1', 'r1'],
      ['g3', 'r3'],
    ])
  })

  it('§N AA modifiers: +1 when the gun\'s own nation has radars; −3 when every plane it fires at is stealth (one plane that is not cancels it)', () => {
    const spec = corridor()
    spec.defender.nations = [{ id: 'uk', radar: true }, { id: 'fr' }]
    spec.defender.units.push({ id: 'g1', type: 'aa-bn', region: 'r1', nation: 'uk' }, { id: 'g2', type: 'aa-bn', region: 'r1', nation: 'fr' })
    spec.airMoves = [{ units: ['p1', 'p2'], path: ['r1'] }]
    spec.attacker.units = spec.attacker.units.map((u) => (u.id.startsWith('p') ? { ...u, stealth: true } : u))
    const stealthy = airShots(fly(spec, [9, 9]).events, 'aa')
    expect(stealthy.map((e) => [e.value, e.parts.map((p) => `${p.source} ${p.value}`)])).toEqual([
      [1, ['Radar 1', 'All planes stealth (SL) -3']],
      [0, ['All planes stealth (SL) -3']],
    ])
    spec.attacker.units = spec.attacker.units.map((u) => (u.id === 'p2' ? { ...u, stealth: false } : u))
    expect(airShots(fly(spec, [9, 9]).events, 'aa').map((e) => e.value)).toEqual([4, 3])
  })

  it('§N only the AA fires; hits fall at random, panics on the lowest morale: panicked planes fly back to base, the others go on; no retreat', () => {
    const spec = corridor()
    spec.defender.units.push({ id: 'g1', type: 'aa-bn', region: 'r1' })
    // The gun hits (0); the die places the hit on p1 (0 of 2); p1 fails its test (9 > 8); the panic goes to p2, of the lowest morale.
    const { state, events } = fly(spec, [0, 0, 9])
    expect(events.filter((e) => e.t === 'shot').length).toBe(1)
    expect(eventsOfTurn(events, 'air-damage')).toEqual([
      { t: 'air-damage', side: 'attacker', unit: 'p1', hits: 1, strength: 1, status: 'flying' },
      { t: 'air-damage', side: 'attacker', unit: 'p2', hits: 0, strength: 2, status: 'panicked' },
    ])
    expect(eventsOfTurn(events, 'air-return')).toEqual([{ t: 'air-return', side: 'attacker', units: ['p2'], to: 'base', reason: 'panicked under AA fire (section N)' }])
    expect(unitOf(state, 'p2').region).toBe('base')
    expect(unitOf(state, 'p1')).toMatchObject({ region: 'r3', flown: true })
    expect(unitOf(state, 'p1').spec.damage).toBe(1)
    expect(unitOf(state, 'g1').region).toBe('r1')
    expect(state.air[0]).toMatchObject({ reached: ['r1', 'r2', 'r3'], arrived: ['p1'], returned: ['p2'], destroyed: [] })
  })
})

/** The moving stack: a fighter and a dive-bomber from base, to r2. */
function skies(): TurnSpec {
  return {
    regions: [
      { id: 'base', owner: 'attacker', airfield: true },
      { id: 'r1', owner: 'defender' },
      { id: 'r2', owner: 'neutral' },
      { id: 'r3', owner: 'defender', airfield: true },
      { id: 'r4', owner: 'defender' },
      { id: 'far', owner: 'defender' },
    ],
    connections: [
      ['base', 'r1'],
      ['r1', 'r2'],
      ['r2', 'r3'],
      ['r1', 'r4'],
      ['r3', 'far'],
    ],
    attacker: {
      units: [
        { id: 'f1', type: 'ftr-grp', region: 'base' },
        { id: 'b1', type: 'db-grp', region: 'base' },
      ],
      supply: ['base'],
    },
    defender: {
      units: [
        { id: 'e1', type: 'ftr-grp', region: 'r1' },
        { id: 'e3', type: 'ftr-grp', region: 'r3' },
        { id: 'e4', type: 'bmb-grp', region: 'r4' },
      ],
      supply: ['far'],
    },
    airMoves: [{ units: ['f1', 'b1'], path: ['r1', 'r2'] }],
  }
}

describe(`${SEED_FILE} §N interceptions and air combat on the way`, () => {
  it('§N a test in every region crossed with enemy planes, and one for every region next to it with enemy fighters; none for enemy bombers next door', () => {
    const { state, events } = fly(skies(), [9, 9, 9])
    // r1: its own fighter; r2 (the destination): r1's fighters and r3's next door, one test each. r4's bombers beside r1 make none.
    expect(airShots(events, 'interception').map((e) => [e.region, e.value, e.hit])).toEqual([
      ['r1', 3, false],
      ['r1', 5, false],
      ['r3', 4, false],
    ])
    // Failed tests: the stack flew on, and landed at r2 (no enemy there): its new base.
    expect(unitOf(state, 'f1')).toMatchObject({ region: 'r2', base: 'r2', flown: false })
  })

  it('§N no test where neither side has interceptors', () => {
    const spec = skies()
    spec.attacker.units = [{ id: 'b1', type: 'bmb-grp', region: 'base' }]
    spec.defender.units = [{ id: 'e4', type: 'bmb-grp', region: 'r1' }]
    spec.airMoves = [{ units: ['b1'], path: ['r1', 'r2'] }]
    expect(airShots(fly(spec, []).events, 'interception')).toEqual([])
  })

  it('§N the modifiers to the test: radar −3, final destination −1, not in the same region −1, interceptors on the ground +1; success on 0–3', () => {
    const spec = skies()
    spec.defender.nations = [{ id: 'uk', radar: true }]
    const shot = airShots(fly(spec, [9, 9, 9]).events, 'interception')[2]!
    expect(shot.parts.map((p) => `${p.source} ${p.value}`)).toEqual([
      'Stack at its final destination -1',
      'Radar -3',
      'Stack in an adjacent region -1',
      'Interceptors on the ground 1',
    ])
    // 9 − 4 = 5 > 3: no interception; the value shown is the highest die that intercepts.
    expect([shot.die, shot.value, shot.hit]).toEqual([9, 7, false])
  })

  it('§N +5 when the inactive side has no fighter: the moving side\'s escort handles the test against enemy bombers', () => {
    const spec = skies()
    spec.defender.units = [{ id: 'e4', type: 'bmb-grp', region: 'r1' }]
    const [shot] = airShots(fly(spec, [0]).events, 'interception')
    expect(shot).toMatchObject({ side: 'attacker', unit: 'f1', region: 'r1' })
    expect(shot!.parts.map((p) => `${p.source} ${p.value}`)).toEqual(['No fighter on the inactive side 5'])
    expect(shot!.hit).toBe(false)
  })

  it('§N a successful interception fights one round: the winner goes on, the loser flies back; its interceptors do not intercept again', () => {
    const spec = skies()
    spec.defender.units = [{ id: 'e1', type: 'ftr-grp', region: 'r1' }]
    // A second move by the same way meets no second test from r1's fighters, which have fought.
    spec.attacker.units.push({ id: 'f2', type: 'ftr-grp', region: 'base' })
    spec.airMoves = [
      { units: ['f1', 'b1'], path: ['r1', 'r2'] },
      { units: ['f2'], path: ['r1', 'r2'] },
    ]
    // Intercepted (0); f1 hits (0), b1 misses (9), e1 misses (9); e1 takes the hit and holds its test (0).
    const { state, events } = fly(spec, [0, 0, 9, 9, 0])
    expect(eventsOfTurn(events, 'air-combat')).toEqual([{ t: 'air-combat', region: 'r1', winner: 'attacker', scored: { attacker: 1, defender: 0 } }])
    expect(unitOf(state, 'f1').region).toBe('r2')
    expect(unitOf(state, 'e1')).toMatchObject({ region: 'r1', status: 'map' })
    expect(unitOf(state, 'e1').spec.damage).toBe(1)
    expect(airShots(events, 'interception')).toHaveLength(1)
  })

  it('§N ties go to the intercepting defender: the moving stack flies back to its base', () => {
    const spec = skies()
    spec.defender.units = [{ id: 'e1', type: 'ftr-grp', region: 'r1' }]
    // Intercepted; f1 hits, b1 misses, e1 hits: 1–1. The hit on the attacker falls on f1 (die 0 of 2); both tests hold.
    const { state, events } = fly(spec, [0, 0, 9, 0, 0, 0, 0])
    expect(eventsOfTurn(events, 'air-combat')[0]!.winner).toBe('defender')
    expect(eventsOfTurn(events, 'air-return')[0]).toMatchObject({ units: ['f1', 'b1'], to: 'base', reason: 'lost the air combat (section N)' })
    expect([unitOf(state, 'f1').region, unitOf(state, 'b1').region]).toEqual(['base', 'base'])
  })

  it('§N in air combat, +1 to the fighters (only) of the only side with radars; none when both sides have them', () => {
    const spec = skies()
    spec.defender.units = [{ id: 'e1', type: 'ftr-grp', region: 'r1' }]
    spec.defender.nations = [{ id: 'uk', radar: true }]
    const combat = (s: TurnSpec) => airShots(fly(s, [0, 9, 9, 9]).events, 'air').map((e) => [e.unit, e.value])
    expect(combat(spec)).toEqual([
      ['f1', 4],
      ['b1', 1],
      ['e1', 5],
    ])
    spec.attacker.nations = [{ id: 'de', radar: true }]
    expect(combat(spec)).toEqual([
      ['f1', 4],
      ['b1', 1],
      ['e1', 4],
    ])
  })
})

describe(`${SEED_FILE} §N (and §A) where the planes end, and the air cards`, () => {
  it('§N air movement comes first: the Battles List opens after it, and planes able to hit land targets over an enemy region make a battle there (§A\'s note on air units)', () => {
    const spec = corridor()
    spec.regions.push({ id: 'lone', owner: 'defender' })
    spec.connections.push(['base', 'lone'])
    spec.defender.units.push({ id: 'dl', type: 'inf-bde', region: 'lone' })
    spec.airMoves = [{ units: ['p1'], path: ['lone'] }]
    const { state, events } = fly(spec, [])
    const kinds = events.map((e) => e.t)
    expect(kinds.indexOf('battles-list')).toBeGreaterThan(kinds.lastIndexOf('air-arrive'))
    expect(state.list.map((e) => e.region)).toEqual(['r3', 'lone'])
  })

  it('§N (T4) planes that flew in fight the battle (Air Support) and fly back to their base once it is over', () => {
    const { state, events } = play(turnOf(corridor()), {}, (t) => t.phase === 'over')
    expect(events.some((e) => e.t === 'round' && e.round === 'air')).toBe(true)
    expect(state.records[0]!.sides.attacker.units).toEqual(['p1', 'p2', 'a1'])
    const alive = ['p1', 'p2'].filter((id) => unitOf(state, id).status === 'map')
    for (const id of alive) expect(unitOf(state, id)).toMatchObject({ region: 'base', flown: false })
    expect(eventsOfTurn(events, 'back-to-base')).toEqual(alive.length ? [{ t: 'back-to-base', side: 'attacker', units: alive }] : [])
  })

  it('§N (T4) fighters alone over enemy ground have nothing to fight: they fly back, and make no battle', () => {
    const spec = skies()
    spec.defender.units = [{ id: 'dg', type: 'inf-bde', region: 'r2' }]
    spec.attacker.units = [{ id: 'f1', type: 'ftr-grp', region: 'base' }]
    spec.airMoves = [{ units: ['f1'], path: ['r1', 'r2'] }]
    const { state, events } = fly(spec, [])
    expect(eventsOfTurn(events, 'air-return')[0]!.reason).toBe('no land target they can attack there')
    expect(unitOf(state, 'f1').region).toBe('base')
    expect(state.list).toEqual([])
  })

  it('§N cards for air battles are played at the start of air movement (attacker, then defender, only a side holding one); they leave the hand and act on AA, interceptions and air combat; no battle is given them', () => {
    const spec = skies()
    spec.defender.units = [{ id: 'e1', type: 'ftr-grp', region: 'r1' }, { id: 'g1', type: 'aa-bn', region: 'r1' }]
    spec.attacker.cards = ['low-approach', 'fighter-aces', 'leaflets']
    spec.defender.cards = ['flak-alert', 'fighter-direction']
    const t = turnOf(spec, [9, 0, 9, 9, 9])
    expect(question(t)).toMatchObject({ side: 'attacker', kind: 'air-cards', options: ['low-approach', 'fighter-aces'] })
    const { state, events } = play(t, { airCards: { attacker: ['fighter-aces'], defender: ['flak-alert', 'fighter-direction'] } }, (s) => s.phase === 'list')
    expect(state.sides.attacker.hand).toEqual(['low-approach', 'leaflets'])
    expect(state.sides.defender.hand).toEqual([])
    // AA: 3, +1 flak. Interception: 0 − 2 (fighter direction) intercepts. Air combat: f1 4 + 1.
    expect(airShots(events, 'aa')[0]!.value).toBe(4)
    expect(airShots(events, 'interception')[0]!.parts.map((p) => p.value)).toEqual([-2])
    expect(airShots(events, 'air').map((e) => [e.unit, e.value])).toEqual([
      ['f1', 5],
      ['b1', 2],
      ['e1', 4],
    ])
  })

  it('§N (T1) the attacker\'s Low-Level Approach takes 1 from the AA firing at its planes', () => {
    const spec = skies()
    spec.defender.units = [{ id: 'g1', type: 'aa-bn', region: 'r1' }]
    spec.attacker.cards = ['low-approach']
    const { events } = play(turnOf(spec, [9]), { airCards: { attacker: ['low-approach'] } }, (s) => s.phase === 'list')
    expect(airShots(events, 'aa').map((e) => [e.value, e.parts.map((p) => `${p.source} ${p.value}`)])).toEqual([[2, ['Card -1']]])
  })

  it('§N no air move, no air cards question: the turn opens on the Battles List', () => {
    const spec = corridor()
    spec.airMoves = []
    spec.attacker.cards = ['fighter-aces']
    const t = turnOf(spec, nines())
    expect(t.phase).toBe('list')
    expect(question(t)!.kind).toBe('next-battle')
  })
})
