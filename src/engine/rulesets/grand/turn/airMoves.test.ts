import { describe, expect, it } from 'vitest'
import { isTurnOwn, type TurnEvent } from './events.ts'
import type { TurnState } from './state.ts'
import { corridorMap, play, SEED_FILE, turnOf, unitOf, type TurnSpec } from './turnTestkit.ts'

/**
 * Section N in the turn, event by event: the whole log of the air movement
 * (what the window shows and a replay reads) and where every plane ends, for
 * scripted dice. airMovement.test.ts checks each rule on its own; here the
 * exact events and records, which a player sees, of one move at a time.
 */

/** The turn's own events of the air movement (the move's opening event left out), up to the Battles List. */
function fly(spec: TurnSpec, faces: number[]): { state: TurnState; log: TurnEvent[] } {
  const { state, events } = play(turnOf(spec, faces), {}, (t) => t.phase === 'list' || t.phase === 'over')
  const log = events.filter(isTurnOwn)
  return { state, log: log.slice(0, log.findIndex((e) => e.t === 'battles-list')) }
}

/** base → r1 → r2 → r3 (a land battle, entered from w); w holds an attacking reserve. */
function corridor(): TurnSpec {
  return {
    ...corridorMap([['base', 'w']]),
    attacker: {
      units: [
        { id: 'p1', type: 'db-grp', region: 'base' },
        { id: 'p2', type: 'db-grp', region: 'base' },
        { id: 'p3', type: 'db-grp', region: 'base' },
        { id: 'a1', type: 'inf-div', region: 'r3', from: 'w' },
        { id: 'aw', type: 'inf-div', region: 'w' },
      ],
      supply: ['w'],
    },
    defender: {
      nations: [{ id: 'uk', radar: false }],
      units: [
        { id: 'd1', type: 'inf-div', region: 'r3' },
        { id: 'g1', type: 'aa-bn', region: 'r1' },
        { id: 'g2', type: 'aa-bn', region: 'r1' },
      ],
      supply: ['side'],
    },
    airMoves: [{ units: ['p1', 'p2', 'p3'], path: ['r1', 'r2', 'r3'] }],
  }
}

/** A dive-bomber and a fighter (in that order) from base, over r1 to r2; r4 is next to r1. */
function skies(defenders: TurnSpec['defender']['units']): TurnSpec {
  return {
    regions: [
      { id: 'base', owner: 'attacker', airfield: true },
      { id: 'r1', owner: 'defender' },
      { id: 'r2', owner: 'neutral' },
      { id: 'r4', owner: 'defender' },
      { id: 'far', owner: 'defender' },
    ],
    connections: [
      ['base', 'r1'],
      ['r1', 'r2'],
      ['r1', 'r4'],
      ['r4', 'far'],
    ],
    attacker: {
      units: [
        { id: 'b1', type: 'db-grp', region: 'base' },
        { id: 'f1', type: 'ftr-grp', region: 'base' },
      ],
      supply: ['base'],
    },
    defender: { units: defenders, supply: ['far'] },
    airMoves: [{ units: ['b1', 'f1'], path: ['r1', 'r2'] }],
  }
}

const shot = (side: 'attacker' | 'defender', unit: string, die: number, value: number, test: 'aa' | 'air' | 'interception', region = 'r1', parts: { source: string; value: number }[] = []) => ({
  t: 'shot',
  side,
  unit,
  die,
  value,
  hit: die <= value,
  reroll: false,
  test,
  parts,
  region,
})

describe(`${SEED_FILE} §N the air movement's log`, () => {
  it('§N AA: both guns hit, both hits fall on p1, which is destroyed (no panic test for it); the untouched planes fly on without a damage line, over r2 into the battle at r3, which they join from r2 (§M)', () => {
    const { state, log } = fly(corridor(), [0, 0, 0, 0])
    expect(log).toEqual([
      { t: 'air-move', side: 'attacker', units: ['p1', 'p2', 'p3'], from: 'base', path: ['r1', 'r2', 'r3'] },
      { t: 'air-enter', side: 'attacker', units: ['p1', 'p2', 'p3'], region: 'r1' },
      shot('defender', 'g1', 0, 3, 'aa'),
      shot('defender', 'g2', 0, 3, 'aa'),
      { t: 'air-placement', what: 'hit', side: 'attacker', unit: 'p1', die: 0, among: 3 },
      { t: 'air-placement', what: 'hit', side: 'attacker', unit: 'p1', die: 0, among: 3 },
      { t: 'air-damage', side: 'attacker', unit: 'p1', hits: 2, strength: 0, status: 'destroyed' },
      { t: 'air-enter', side: 'attacker', units: ['p2', 'p3'], region: 'r2' },
      { t: 'air-enter', side: 'attacker', units: ['p2', 'p3'], region: 'r3' },
      { t: 'air-arrive', side: 'attacker', units: ['p2', 'p3'], region: 'r3', joins: true },
    ])
    expect(state.air).toEqual([{ units: ['p1', 'p2', 'p3'], from: 'base', reached: ['r1', 'r2', 'r3'], arrived: ['p2', 'p3'], returned: [], destroyed: ['p1'], end: 'r3' }])
    expect(unitOf(state, 'p1').status).toBe('lost')
    for (const id of ['p2', 'p3']) {
      expect(unitOf(state, id)).toMatchObject({ region: 'r3', base: 'base', flown: true })
      expect(unitOf(state, id).spec.from).toBe('r2')
    }
  })

  it('§N AA that misses: no return line for a stack none of which panicked', () => {
    const spec = corridor()
    spec.airMoves = [{ units: ['p1'], path: ['r1'] }]
    spec.defender.units = spec.defender.units.filter((u) => u.id !== 'g2')
    const { state, log } = fly(spec, [9])
    expect(log).toEqual([
      { t: 'air-move', side: 'attacker', units: ['p1'], from: 'base', path: ['r1'] },
      { t: 'air-enter', side: 'attacker', units: ['p1'], region: 'r1' },
      shot('defender', 'g1', 9, 3, 'aa'),
      // Over enemy ground with a plane that attacks land targets: it joins a battle there, entered from its base (§M).
      { t: 'air-arrive', side: 'attacker', units: ['p1'], region: 'r1', joins: true },
    ])
    expect(unitOf(state, 'p1').spec.from).toBe('base')
  })

  it('§N the moving side handles the test when only it has fighters: its fighter rolls, though a bomber leads the stack', () => {
    const { log } = fly(skies([{ id: 'e4', type: 'bmb-grp', region: 'r1' }]), [9])
    expect(log).toEqual([
      { t: 'air-move', side: 'attacker', units: ['b1', 'f1'], from: 'base', path: ['r1', 'r2'] },
      { t: 'air-enter', side: 'attacker', units: ['b1', 'f1'], region: 'r1' },
      shot('attacker', 'f1', 9, -2, 'interception', 'r1', [{ source: 'No fighter on the inactive side', value: 5 }]),
      { t: 'air-enter', side: 'attacker', units: ['b1', 'f1'], region: 'r2' },
      { t: 'air-arrive', side: 'attacker', units: ['b1', 'f1'], region: 'r2', joins: false },
    ])
  })

  it('§N the defender handles it when it has fighters: its fighter rolls, though a bomber is listed first; an enemy plane destroyed is not the moving stack\'s loss, the winner flies on without a return line', () => {
    const { state, log } = fly(
      skies([
        { id: 'e0', type: 'bmb-grp', region: 'r1' },
        { id: 'e1', type: 'ftr-grp', region: 'r1' },
      ]),
      [0, 0, 0, 9, 9, 0, 0],
    )
    expect(log).toEqual([
      { t: 'air-move', side: 'attacker', units: ['b1', 'f1'], from: 'base', path: ['r1', 'r2'] },
      { t: 'air-enter', side: 'attacker', units: ['b1', 'f1'], region: 'r1' },
      shot('defender', 'e1', 0, 3, 'interception'),
      shot('attacker', 'b1', 0, 1, 'air'),
      shot('attacker', 'f1', 0, 4, 'air'),
      shot('defender', 'e0', 9, 1, 'air'),
      shot('defender', 'e1', 9, 4, 'air'),
      { t: 'air-placement', what: 'hit', side: 'defender', unit: 'e0', die: 0, among: 2 },
      { t: 'air-placement', what: 'hit', side: 'defender', unit: 'e0', die: 0, among: 2 },
      { t: 'air-damage', side: 'defender', unit: 'e0', hits: 2, strength: 0, status: 'destroyed' },
      { t: 'air-combat', region: 'r1', winner: 'attacker', scored: { attacker: 2, defender: 0 } },
      { t: 'air-enter', side: 'attacker', units: ['b1', 'f1'], region: 'r2' },
      { t: 'air-arrive', side: 'attacker', units: ['b1', 'f1'], region: 'r2', joins: false },
    ])
    expect(state.air[0]).toEqual({ units: ['b1', 'f1'], from: 'base', reached: ['r1', 'r2'], arrived: ['b1', 'f1'], returned: [], destroyed: [], end: 'r2' })
    expect(unitOf(state, 'e0').status).toBe('lost')
    expect(unitOf(state, 'b1')).toMatchObject({ region: 'r2', base: 'r2', flown: false })
  })

  it('§N the side that wins the air combat can still panic: the moving side\'s panicked plane flies home ("panicked in air combat"), the enemy\'s is not the moving stack\'s to send home', () => {
    const { state, log } = fly(
      skies([
        { id: 'e1', type: 'ftr-grp', region: 'r1' },
        { id: 'e2', type: 'ftr-grp', region: 'r1' },
      ]),
      // Intercepted; b1, f1, e1 hit, e2 misses; b1 takes the hit and fails (9), the panic falls on b1; e1 and e2 take a hit each, e1 fails, e2 holds.
      [0, 0, 0, 0, 9, 0, 9, 0, 0, 1, 9, 0, 0],
    )
    expect(log.slice(8)).toEqual([
      { t: 'air-panic-test', side: 'attacker', unit: 'b1', die: 9, limit: 8, failed: true },
      { t: 'air-placement', what: 'panic', side: 'attacker', unit: 'b1', die: 0, among: 2 },
      { t: 'air-placement', what: 'hit', side: 'defender', unit: 'e1', die: 0, among: 2 },
      { t: 'air-placement', what: 'hit', side: 'defender', unit: 'e2', die: 1, among: 2 },
      { t: 'air-panic-test', side: 'defender', unit: 'e1', die: 9, limit: 8, failed: true },
      { t: 'air-panic-test', side: 'defender', unit: 'e2', die: 0, limit: 8, failed: false },
      { t: 'air-placement', what: 'panic', side: 'defender', unit: 'e1', die: 0, among: 2 },
      { t: 'air-damage', side: 'attacker', unit: 'b1', hits: 1, strength: 1, status: 'panicked' },
      { t: 'air-damage', side: 'defender', unit: 'e1', hits: 1, strength: 1, status: 'panicked' },
      { t: 'air-damage', side: 'defender', unit: 'e2', hits: 1, strength: 1, status: 'flying' },
      { t: 'air-combat', region: 'r1', winner: 'attacker', scored: { attacker: 2, defender: 1 } },
      { t: 'air-return', side: 'attacker', units: ['b1'], to: 'base', reason: 'panicked in air combat (section N)' },
      { t: 'air-enter', side: 'attacker', units: ['f1'], region: 'r2' },
      { t: 'air-arrive', side: 'attacker', units: ['f1'], region: 'r2', joins: false },
    ])
    expect(state.air[0]).toEqual({ units: ['b1', 'f1'], from: 'base', reached: ['r1', 'r2'], arrived: ['f1'], returned: ['b1'], destroyed: [], end: 'r2' })
    expect(unitOf(state, 'e1')).toMatchObject({ region: 'r1', status: 'map' })
  })

  it('§N (T5) a stack sent home by an air combat faces no further test in that region (r4\'s fighters next door make none), and lands nowhere', () => {
    const { state, log } = fly(
      skies([
        { id: 'e1', type: 'ftr-grp', region: 'r1' },
        { id: 'e5', type: 'ftr-grp', region: 'r4' },
      ]),
      [0, 9, 9, 0, 0, 0],
    )
    expect(log.slice(-3)).toEqual([
      { t: 'air-damage', side: 'attacker', unit: 'b1', hits: 1, strength: 1, status: 'flying' },
      { t: 'air-combat', region: 'r1', winner: 'defender', scored: { attacker: 0, defender: 1 } },
      { t: 'air-return', side: 'attacker', units: ['b1', 'f1'], to: 'base', reason: 'lost the air combat (section N)' },
    ])
    expect(log.filter((e) => e.t === 'shot' && 'test' in e && e.test === 'interception')).toHaveLength(1)
    expect(state.air[0]).toEqual({ units: ['b1', 'f1'], from: 'base', reached: ['r1'], arrived: [], returned: ['b1', 'f1'], destroyed: [], end: 'r1' })
  })

  it('§N (I6) a neighbour holding enemy fighters among bombers intercepts: a fighter there is enough', () => {
    const { log } = fly(
      skies([
        { id: 'e4', type: 'bmb-grp', region: 'r4' },
        { id: 'e5', type: 'ftr-grp', region: 'r4' },
      ]),
      [9],
    )
    expect(log.filter((e) => e.t === 'shot')).toEqual([shot('defender', 'e5', 9, 4, 'interception', 'r4', [{ source: 'Stack in an adjacent region', value: -1 }])])
  })
})

describe(`${SEED_FILE} §N (T4) where the planes that came through end`, () => {
  it('§N a stack with one plane that attacks land targets joins the battle over enemy ground, its fighter with it', () => {
    const spec = skies([{ id: 'd1', type: 'inf-bde', region: 'r1' }])
    spec.airMoves = [{ units: ['b1', 'f1'], path: ['r1'] }]
    const { state, log } = fly(spec, [])
    expect(log.at(-1)).toEqual({ t: 'air-arrive', side: 'attacker', units: ['b1', 'f1'], region: 'r1', joins: true })
    expect(unitOf(state, 'f1')).toMatchObject({ region: 'r1', base: 'base', flown: true })
    expect(state.list.map((e) => e.region)).toEqual(['r1'])
  })

  it('§N fighters alone join a land battle already there (the attacker\'s land units attack it): they fly in from the region before', () => {
    const spec = corridor()
    spec.attacker.units.push({ id: 'f9', type: 'ftr-grp', region: 'base' })
    spec.defender.units = [{ id: 'd1', type: 'inf-div', region: 'r3' }]
    spec.airMoves = [{ units: ['f9'], path: ['r1', 'r2', 'r3'] }]
    const { state, log } = fly(spec, [])
    expect(log.at(-1)).toEqual({ t: 'air-arrive', side: 'attacker', units: ['f9'], region: 'r3', joins: true })
    expect(unitOf(state, 'f9')).toMatchObject({ region: 'r3', base: 'base', flown: true })
    expect(unitOf(state, 'f9').spec.from).toBe('r2')
  })

  it('§N fighters alone over enemy ground where only their own side\'s planes are: nothing to fight, they fly back', () => {
    const spec = corridor()
    spec.attacker.units.push({ id: 'f9', type: 'ftr-grp', region: 'base' })
    spec.defender.units = [{ id: 'dx', type: 'inf-bde', region: 'r1' }]
    spec.airMoves = [
      { units: ['p1'], path: ['r1'] },
      { units: ['f9'], path: ['r1'] },
    ]
    const { state, log } = fly(spec, [])
    expect(log.at(-1)).toEqual({ t: 'air-return', side: 'attacker', units: ['f9'], to: 'base', reason: 'no land target they can attack there' })
    expect(unitOf(state, 'f9')).toMatchObject({ region: 'base', flown: false })
  })

  it('§N planes over their own side\'s ground, with their own land units there, land and are based there: no battle', () => {
    const spec = corridor()
    spec.airMoves = [{ units: ['p1'], path: ['w'] }]
    const { state, log } = fly(spec, [])
    expect(log.at(-1)).toEqual({ t: 'air-arrive', side: 'attacker', units: ['p1'], region: 'w', joins: false })
    expect(unitOf(state, 'p1')).toMatchObject({ region: 'w', base: 'w', flown: false })
    expect(unitOf(state, 'p1').spec.from).toBeUndefined()
  })
})
