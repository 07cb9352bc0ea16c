import { describe, expect, it } from 'vitest'
import { battleScenario } from './battle.ts'
import { supplyDistances } from './mapRules.ts'
import type { TurnState } from './state.ts'
import { eventsOfTurn, nines, play, question, SEED_FILE, turnOf, unitOf, type TurnSpec } from './turnTestkit.ts'

/**
 * Section M on the turn's map: where a beaten stack goes, from what the map
 * holds at that moment (owners, enemy stacks, unresolved battles, supply
 * distances, stacking, crossings, fortified structures). Every die misses
 * (nines); the side named retreats at its first chance (D26), so the battle
 * ends with a known loser.
 */

/**
 * w (attacker) → f (the battle) → e1 or e2 (defender's), e1 one step from
 * the supply source s, e2 two steps (through x).
 */
function field(over: Partial<TurnSpec> = {}): TurnSpec {
  return {
    regions: [
      { id: 'w', owner: 'attacker' },
      { id: 'f', owner: 'defender' },
      { id: 'e1', owner: 'defender' },
      { id: 'e2', owner: 'defender' },
      { id: 'x', owner: 'defender' },
      { id: 's', owner: 'defender' },
    ],
    connections: [
      ['w', 'f'],
      ['f', 'e1'],
      ['f', 'e2'],
      ['e1', 's'],
      ['e2', 'x'],
      ['x', 's'],
    ],
    attacker: { units: [{ id: 'a1', type: 'inf-div', region: 'f', from: 'w' }], supply: ['w'] },
    defender: { units: [{ id: 'd1', type: 'inf-div', region: 'f' }], supply: ['s'] },
    ...over,
  }
}

const defenderRetreats = (spec: TurnSpec, order?: string[], faces = nines()) => play(turnOf(spec, faces), { retreats: 'defender', order })
const regionOfUnit = (t: TurnState, id: string) => unitOf(t, id).region

describe(`${SEED_FILE} §M retreats on the turn's map`, () => {
  it('§M the defender goes to the adjacent friendly region closest to its supply source, the distance counted on the map', () => {
    const { state } = defenderRetreats(field())
    expect(regionOfUnit(state, 'd1')).toBe('e1')
    // The source moved next to e2: e2 is now the closest.
    const moved = field()
    moved.connections = [...moved.connections, ['e2', 's2']]
    moved.regions = [...moved.regions, { id: 's2', owner: 'defender' }]
    moved.defender = { ...moved.defender, supply: ['s2'] }
    expect(regionOfUnit(defenderRetreats(moved).state, 'd1')).toBe('e2')
  })

  it('§M (D43) supply distances come from the sources on the map, through regions the side holds; a source the enemy holds supplies nothing', () => {
    const t = turnOf(field())
    expect(Object.fromEntries(supplyDistances(t, 'defender'))).toEqual({ s: 0, e1: 1, x: 1, f: 2, e2: 2, w: 3 })
    // The battle carries them: the retreat reads the turn's distances.
    const sc = battleScenario(t, 'f')
    expect(sc.regions.find((r) => r.id === 'e1')!.supply).toEqual({ defender: 1 })
    const taken: TurnState = { ...t, regions: t.regions.map((r) => (r.id === 's' ? { ...r, owner: 'attacker' } : r)) }
    expect(supplyDistances(taken, 'defender').size).toBe(0)
  })

  it('§M the defender never retreats into a region an attacker entered from', () => {
    const spec = field()
    spec.attacker.units.push({ id: 'a2', type: 'inf-bde', region: 'f', from: 'e1' })
    expect(regionOfUnit(defenderRetreats(spec).state, 'd1')).toBe('e2')
  })

  it('§M the defender never retreats into a region occupied by enemy forces', () => {
    const spec = field()
    spec.attacker.units.push({ id: 'a2', type: 'inf-bde', region: 'e1' })
    spec.connections.push(['w', 'e1'])
    const t = turnOf(spec, nines())
    expect(t.list.map((e) => e.region)).toEqual(['f'])
    expect(regionOfUnit(play(t, { retreats: 'defender' }).state, 'd1')).toBe('e2')
  })

  it('§A §M a region whose battle is unresolved takes no retreat; once resolved and held by the defender, it does: the order of battles decides', () => {
    const spec = field()
    spec.connections.push(['w', 'e1'])
    spec.attacker.units.push({ id: 'a2', type: 'inf-bde', region: 'e1', from: 'w' })
    spec.defender.units.push({ id: 'd2', type: 'inf-bde', region: 'e1' })
    // f first: e1's battle is still on the list, so f's defender goes the long way, to e2.
    const fFirst = play(turnOf(spec, nines()), { order: ['f', 'e1'], retreats: 'defender' }).state
    expect(regionOfUnit(fFirst, 'd1')).toBe('e2')
    // e1 first, held by the defender (its attacker retreats): f's defender may then fall back on e1.
    const e1First = play(turnOf(spec, nines()), { order: ['e1', 'f'], retreats: { e1: 'attacker', f: 'defender' } }).state
    expect(regionOfUnit(e1First, 'a2')).toBe('w')
    expect(regionOfUnit(e1First, 'd1')).toBe('e1')
  })

  it('§M a stack with nowhere to go is eliminated, its leader with it (D45)', () => {
    const spec = field()
    // Its only friendly neighbour is e1, and e1 has a battle not yet fought.
    spec.connections = [
      ['w', 'f'],
      ['f', 'e1'],
      ['w', 'e1'],
      ['e1', 's'],
    ]
    spec.regions = spec.regions.filter((r) => r.id !== 'e2' && r.id !== 'x')
    spec.attacker.units.push({ id: 'a2', type: 'inf-bde', region: 'e1', from: 'w' })
    spec.defender.units.push({ id: 'd2', type: 'inf-bde', region: 'e1' }, { id: 'hq', type: 'corps-hq', region: 'f' })
    spec.defender.leaders = [{ id: 'boss', region: 'f' }]
    const { state, events } = play(turnOf(spec, nines()), { order: ['f', 'e1'], retreats: 'defender' })
    expect(unitOf(state, 'd1').status).toBe('lost')
    expect(unitOf(state, 'hq').status).toBe('lost')
    expect(state.leaders.find((l) => l.id === 'boss')!.status).toBe('lost')
    expect(state.records[0]!.retreat!.moves).toEqual([
      { unit: 'd1', to: null },
      { unit: 'hq', to: null },
    ])
    expect(eventsOfTurn(events, 'leader-lost')).toHaveLength(1)
  })

  it('§M a stack with nowhere to go retreats inside the friendly fortified structure of the battle region: it stays, the region stays its own, no second battle there this turn', () => {
    const spec = field()
    spec.connections = [['w', 'f']]
    spec.regions = [
      { id: 'w', owner: 'attacker' },
      { id: 'f', owner: 'defender', fortified: true },
      { id: 's', owner: 'defender' },
    ]
    const { state } = play(turnOf(spec, nines()), { retreats: 'defender' })
    expect(state.records[0]!.retreat!.moves).toEqual([{ unit: 'd1', to: 'f' }])
    expect(unitOf(state, 'd1')).toMatchObject({ status: 'map', region: 'f' })
    expect(state.regions.find((r) => r.id === 'f')!.owner).toBe('defender')
    expect(state.records).toHaveLength(1)
    expect(state.phase).toBe('over')
  })

  it('§M (D40) no retreat across a strait: the farther region by land is taken', () => {
    const spec = field()
    spec.connections = spec.connections.map((c) => (c[0] === 'f' && c[1] === 'e1' ? ['f', 'e1', 'strait'] : c))
    expect(regionOfUnit(defenderRetreats(spec).state, 'd1')).toBe('e2')
    // A river is no bar to a retreat.
    const river = field()
    river.connections = river.connections.map((c) => (c[0] === 'f' && c[1] === 'e1' ? ['f', 'e1', 'river'] : c))
    expect(regionOfUnit(defenderRetreats(river).state, 'd1')).toBe('e1')
  })

  it('§M overstacking: what the region\'s stacking limit cannot take (units already there count) jumps one region further', () => {
    const spec = field()
    spec.regions = spec.regions.map((r) => (r.id === 'e1' ? { ...r, stackingLimit: 2 } : r))
    spec.defender.units = [
      { id: 'd1', type: 'inf-bde', region: 'f' },
      { id: 'd2', type: 'inf-bde', region: 'f' },
      { id: 'd3', type: 'inf-bde', region: 'f' },
      { id: 'g1', type: 'inf-bde', region: 'e1' },
    ]
    const t = turnOf(spec)
    expect(battleScenario(t, 'f').regions.find((r) => r.id === 'e1')!.stackingLimit).toBe(1)
    const { state } = defenderRetreats(spec)
    expect(['d1', 'd2', 'd3'].map((id) => regionOfUnit(state, id))).toEqual(['e1', 's', 's'])
  })

  it('§M each retreating attacking unit goes back to its own region of entry', () => {
    const spec = field()
    spec.regions.push({ id: 'w2', owner: 'attacker' })
    spec.connections.push(['w2', 'f'])
    spec.attacker.units.push({ id: 'a2', type: 'inf-bde', region: 'f', from: 'w2' })
    const { state } = play(turnOf(spec, nines()), { retreats: 'attacker' })
    expect([regionOfUnit(state, 'a1'), regionOfUnit(state, 'a2')]).toEqual(['w', 'w2'])
    // They have done with this battle: no longer attacking from anywhere.
    expect(unitOf(state, 'a1').spec.from).toBeUndefined()
  })

  it('§M retreats are effected automatically, for the active player too: once the battle ends nothing is asked, the next step closes it', () => {
    const t = play(turnOf(field(), nines()), { retreats: 'attacker' }, (s) => s.battle?.phase === 'over').state
    expect(t.battle!.result!.retreat!.side).toBe('attacker')
    expect(question(t)).toBeNull()
  })

  it('§M equally close regions: the game chooses at random (a die), and only among them', () => {
    const spec = field()
    spec.connections = [
      ['w', 'f'],
      ['f', 'e1'],
      ['f', 'e2'],
      ['e1', 's'],
      ['e2', 's'],
    ]
    const seen = new Set<string>()
    for (let i = 0; i < 30; i++) seen.add(regionOfUnit(play(turnOf(spec, undefined, `tie${i}`), { retreats: 'defender' }).state, 'd1'))
    expect([...seen].sort()).toEqual(['e1', 'e2'])
  })
})
