import { describe, expect, it } from 'vitest'
import { RuleError, type Side } from '../../core/types.ts'
import { grand, type GrandChoice, type GrandDecision, type GrandState } from './index.ts'
import { scriptDice } from '../../core/dice.ts'
import { aiChoice } from './ai.ts'
import { defaultChoice } from './policies.ts'
import { battle, buildScenario, eventsOf, passChoice, playOut, unit, type ScenarioSpec, type UnitSpec } from './testkit.ts'

const SEED = '000_65abfdd3be31f0b0.txt'

const nines = (n = 200): number[] => new Array<number>(n).fill(9)
const pass = (_s: GrandState, d: GrandDecision): GrandChoice => passChoice(d)

/** A raw region next to the battle region "field". */
const region = (id: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  name: id,
  terrain: 'desert',
  neighbours: ['field'],
  owner: 'defender',
  x: 50,
  y: 10,
  ...extra,
})

/** Passes cards and plays rounds until the first retreat decision. */
function untilRetreat(state: GrandState): GrandState {
  let s = state
  for (let i = 0; i < 50; i++) {
    const d = grand.pending(s)
    if (d?.kind === 'retreat') return s
    s = d ? grand.decide(s, d.side, passChoice(d)).state : grand.advance(s).state
  }
  throw new Error('no retreat decision came')
}

/** At the first retreat decision, `who` retreats (the attacker stays first when the defender is the one). */
function retreatAtFirstChance(state: GrandState, who: Side) {
  let s = untilRetreat(state)
  if (who === 'defender') s = grand.decide(s, 'attacker', { kind: 'retreat', retreat: false }).state
  return grand.decide(s, who, { kind: 'retreat', retreat: true })
}

describe(`${SEED} §I/§F retreat decisions`, () => {
  it('§I (D26) a retreat is offered to the attacker then the defender before each Next round, never before Main', () => {
    const seen: string[] = []
    const spec: ScenarioSpec = { attacker: { units: [{ id: 'a1', type: 'inf-div' }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }] } }
    const s0 = battle(spec, nines())
    expect(s0.phase).toBe('battle')
    expect(grand.pending(s0)).toBeNull()
    playOut(s0, (s, d) => {
      seen.push(`${d.kind}:${d.side}:${s.round}->${s.queue[0]!.round}`)
      expect(d.options).toEqual(['stay', 'retreat'])
      return passChoice(d)
    })
    expect(seen).toEqual([
      'retreat:attacker:main->next1',
      'retreat:defender:main->next1',
      'retreat:attacker:next1->next2',
      'retreat:defender:next1->next2',
      'retreat:attacker:next2->next3',
      'retreat:defender:next2->next3',
    ])
  })

  it('§F (D26) both sides may retreat after Recon; that is the only retreat before Main', () => {
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'inf-div' }, { id: 'r1', type: 'recon-bn' }] },
      defender: { units: [{ id: 'd1', type: 'inf-div' }] },
    }
    const s1 = grand.advance(battle(spec, nines())).state
    expect(s1.round).toBe('recon')
    const d = grand.pending(s1)!
    expect(d).toMatchObject({ side: 'attacker', kind: 'retreat' })
    expect(d.prompt).toMatch(/after Recon/)
    expect(s1.queue.map((q) => `${q.kind}:${q.side}:${q.round}`)).toEqual(['retreat:attacker:main', 'retreat:defender:main'])

    // In a town the Recon round does not take place, nor the retreat after it.
    const town = grand.advance(battle({ ...spec, terrain: 'town' }, nines()))
    expect(town.state.round).toBe('main')
    expect(eventsOf(town.events, 'round').map((e) => e.round)).toEqual(['main'])
  })

  it('§F the defender retreating after Recon loses the battle before Main', () => {
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'inf-div' }, { id: 'r1', type: 'recon-bn' }] },
      defender: { units: [{ id: 'd1', type: 'inf-div' }] },
    }
    const { state } = retreatAtFirstChance(battle(spec, nines()), 'defender')
    expect(state.round).toBe('recon')
    expect(state.result).toMatchObject({ winner: 'attacker', reason: 'Blue retreated' })
    expect(state.roundsFought).toBe(1)
  })

  it('§I a side that retreats loses; there is no pursuit even with armour; attackers go back to their own entry regions', () => {
    const spec: ScenarioSpec = {
      attacker: {
        units: [
          { id: 'a1', type: 'inf-div' },
          { id: 'a2', type: 'inf-bde', from: 'north' },
          { id: 'a3', type: 'supply-col' },
        ],
      },
      defender: { units: [{ id: 'd1', type: 'arm-div' }, { id: 'd2', type: 'mech-bde' }] },
      regions: [region('north', { owner: 'attacker' })],
    }
    const { state, events } = retreatAtFirstChance(battle(spec, nines()), 'attacker')
    expect(state.phase).toBe('over')
    expect(state.sides.attacker.retreated).toBe(true)
    expect(state.result).toMatchObject({ winner: 'defender', reason: 'Red retreated', cancelled: false, breakthrough: null })
    expect(state.result!.retreat).toEqual({
      side: 'attacker',
      moves: [
        { unit: 'a1', to: 'west' },
        { unit: 'a2', to: 'north' },
        { unit: 'a3', to: 'west' },
      ],
    })
    expect(unit(state, 'a2').movedTo).toBe('north')
    expect(eventsOf(events, 'pursuit')).toEqual([])
    expect(eventsOf(events, 'rout-test')).toEqual([])
    expect(state.pursuer).toBeNull()
    expect(grand.pending(state)).toBeNull()
    expect(() => grand.advance(state)).toThrow(RuleError)
  })

  it('§I the defender retreating loses without pursuit; the attacker may then break through', () => {
    const spec: ScenarioSpec = { attacker: { units: [{ id: 'a1', type: 'arm-div' }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }] } }
    const { state, events } = retreatAtFirstChance(battle(spec, nines()), 'defender')
    expect(state.result).toMatchObject({ winner: 'attacker', reason: 'Blue retreated' })
    expect(state.result!.retreat).toEqual({ side: 'defender', moves: [{ unit: 'd1', to: 'east' }] })
    expect(eventsOf(events, 'pursuit')).toEqual([])
    expect(unit(state, 'd1').place).toBe('field')
    expect(grand.pending(state)).toMatchObject({ side: 'attacker', kind: 'breakthrough' })
  })

  it('§I panicked units of the retreating side go home with the others', () => {
    // d1's two CavUnits hits (0, 0) fall on a1, the only CavUnit; a1 fails its panic test (9).
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'arm-bde' }, { id: 'a2', type: 'mot-div', from: 'north' }] },
      defender: { units: [{ id: 'd1', type: 'arm-div' }] },
      regions: [region('north', { owner: 'attacker' })],
    }
    const { state } = retreatAtFirstChance(battle(spec, [9, 9, 9, 0, 0, 9]), 'attacker')
    expect(unit(state, 'a1')).toMatchObject({ place: 'routs', panicked: true, movedTo: 'west' })
    expect(unit(state, 'a2').movedTo).toBe('north')
  })
})

/** The defender retreats voluntarily before Next 1 (every shot misses). */
function defenderRetreat(regions: Record<string, unknown>[], opts: { attackerFrom?: string[]; defenders?: number; fortified?: boolean; dice?: number[] } = {}) {
  const attackers: UnitSpec[] = [{ id: 'a1', type: 'inf-div' }, ...(opts.attackerFrom ?? []).map((from, i) => ({ id: `a${i + 2}`, type: 'inf-bde', from }))]
  const defenders: UnitSpec[] = Array.from({ length: opts.defenders ?? 1 }, (_, i) => ({ id: `d${i + 1}`, type: 'inf-bde' }))
  const spec: ScenarioSpec = { attacker: { units: attackers }, defender: { units: defenders }, regions, fortified: opts.fortified ?? false }
  return retreatAtFirstChance(battle(spec, opts.dice ?? nines()), 'defender')
}

const destinations = (s: GrandState) => s.result!.retreat!.moves

describe(`${SEED} §M defender retreat destination`, () => {
  it('§M (D30) the region closest to the defender supply is chosen', () => {
    const { state } = defenderRetreat([region('north', { supply: { defender: 0 } })])
    expect(destinations(state)).toEqual([{ unit: 'd1', to: 'north' }])
    expect(unit(state, 'd1').movedTo).toBe('north')
  })

  it('§M (D30) a region with no known way to supply comes after one with a distance', () => {
    const { state } = defenderRetreat([region('north')])
    expect(destinations(state)).toEqual([{ unit: 'd1', to: 'east' }])
  })

  it.each([
    ['occupied by the attacker', region('north', { supply: { defender: 0 }, occupiedBy: 'attacker' })],
    ['with an unresolved battle', region('north', { supply: { defender: 0 }, battle: true })],
    ['not friendly (neutral)', region('north', { supply: { defender: 0 }, owner: 'neutral' })],
    ['not friendly (attacker)', region('north', { supply: { defender: 0 }, owner: 'attacker' })],
  ])('§M (D30) the defender may not retreat into a region %s', (_why, north) => {
    const { state } = defenderRetreat([north])
    expect(destinations(state)).toEqual([{ unit: 'd1', to: 'east' }])
  })

  it('§M (D30) the defender may not retreat into a region an attacker entered from', () => {
    const { state } = defenderRetreat([region('north', { supply: { defender: 0 } })], { attackerFrom: ['north'] })
    expect(destinations(state)).toEqual([{ unit: 'd1', to: 'east' }])
  })

  it.each([
    [0, 'east'],
    [1, 'north'],
  ])('§M (D30) equal distances to supply: a die decides (face %i -> %s)', (face, to) => {
    // Main: three misses; then the die among [east, north] (battle region's neighbour order).
    const { state } = defenderRetreat([region('north', { supply: { defender: 1 } })], { dice: [9, 9, 9, face] })
    expect(destinations(state)).toEqual([{ unit: 'd1', to }])
    expect(state.dice.rolled).toBe(4)
  })

  it('§M (D30) units over the stacking limit jump one region further, closest to supply', () => {
    const regions = [
      region('north', { supply: { defender: 0 }, stackingLimit: 1, neighbours: ['field', 'far', 'farther'] }),
      region('far', { supply: { defender: 2 }, neighbours: ['north'] }),
      region('farther', { supply: { defender: 1 }, neighbours: ['north'] }),
    ]
    const { state } = defenderRetreat(regions, { defenders: 3 })
    expect(destinations(state)).toEqual([
      { unit: 'd1', to: 'north' },
      { unit: 'd2', to: 'farther' },
      { unit: 'd3', to: 'farther' },
    ])
  })

  it('§M (D30) the jump obeys the same guidelines: not into an attacker region or one without room', () => {
    // (The testkit makes every extra region a neighbour of the battle region too; north stays the first choice.)
    const regions = [
      region('north', { supply: { defender: 0 }, stackingLimit: 1, neighbours: ['field', 'held', 'small', 'ok'] }),
      region('held', { supply: { defender: 0 }, neighbours: ['field', 'north'], occupiedBy: 'attacker' }),
      region('small', { supply: { defender: 1 }, neighbours: ['field', 'north'], stackingLimit: 1 }),
      region('ok', { supply: { defender: 5 }, neighbours: ['field', 'north'] }),
    ]
    const { state } = defenderRetreat(regions, { defenders: 3 })
    expect(destinations(state).map((m) => m.to)).toEqual(['north', 'ok', 'ok'])
  })

  it('§M (D30) units over the stacking limit go on to the next closest region next to the battle when none beyond takes them', () => {
    // North takes one and has no region beyond it; east (the testkit's), next to the battle and farther from supply, has room.
    const regions = [region('north', { supply: { defender: 0 }, stackingLimit: 1 })]
    const { state } = defenderRetreat(regions, { defenders: 3 })
    expect(destinations(state)).toEqual([
      { unit: 'd1', to: 'north' },
      { unit: 'd2', to: 'east' },
      { unit: 'd3', to: 'east' },
    ])
  })

  it('§M "eliminated if none can be found": a full closest region does not doom the stack, the closest region with room takes it', () => {
    // North, closest to supply, has no room left and beyond it room for one only; east (the testkit's), farther, is free: the stack goes there whole.
    const regions = [region('north', { supply: { defender: 0 }, stackingLimit: 0, neighbours: ['field', 'far'] }), region('far', { supply: { defender: 5 }, neighbours: ['north'], stackingLimit: 1 })]
    const { state, events } = defenderRetreat(regions, { defenders: 2 })
    expect(destinations(state)).toEqual([
      { unit: 'd1', to: 'east' },
      { unit: 'd2', to: 'east' },
    ])
    expect(eventsOf(events, 'eliminated')).toEqual([])
  })

  it('§M (D30) units over the stacking limit with nowhere to jump are eliminated', () => {
    // East, the testkit's other region, is where an attacker came from: closed to the defender.
    const regions = [region('north', { supply: { defender: 0 }, stackingLimit: 1 })]
    const { state, events } = defenderRetreat(regions, { defenders: 2, attackerFrom: ['east'] })
    expect(destinations(state)).toEqual([
      { unit: 'd1', to: 'north' },
      { unit: 'd2', to: null },
    ])
    expect(unit(state, 'd2')).toMatchObject({ place: 'losses', strength: 0, movedTo: null })
    expect(eventsOf(events, 'eliminated')).toEqual([{ t: 'eliminated', side: 'defender', unit: 'd2', reason: 'no region to retreat into' }])
  })

  it('§M (D30) units over the stacking limit with nowhere to jump shelter in a friendly fortified structure', () => {
    const regions = [region('north', { supply: { defender: 0 }, stackingLimit: 1 })]
    const { state } = defenderRetreat(regions, { defenders: 2, fortified: true, attackerFrom: ['east'] })
    expect(destinations(state)).toEqual([
      { unit: 'd1', to: 'north' },
      { unit: 'd2', to: 'field' },
    ])
    expect(unit(state, 'd2').place).not.toBe('losses')
  })

  it('§M a defender with no region to retreat into is eliminated', () => {
    // West is the attacker's own region and east an attacker's entry: nowhere to go.
    const { state, events } = defenderRetreat([], { attackerFrom: ['east'], defenders: 2 })
    expect(destinations(state)).toEqual([
      { unit: 'd1', to: null },
      { unit: 'd2', to: null },
    ])
    for (const id of ['d1', 'd2']) expect(unit(state, id)).toMatchObject({ place: 'losses', strength: 0, movedTo: null })
    expect(eventsOf(events, 'eliminated').map((e) => e.unit)).toEqual(['d1', 'd2'])
    expect(state.result!.winner).toBe('attacker')
  })

  it('§M ... unless the battle region holds a friendly fortified structure: it retreats inside', () => {
    const { state, events } = defenderRetreat([], { attackerFrom: ['east'], defenders: 2, fortified: true })
    expect(destinations(state)).toEqual([
      { unit: 'd1', to: 'field' },
      { unit: 'd2', to: 'field' },
    ])
    for (const id of ['d1', 'd2']) expect(unit(state, id)).toMatchObject({ place: 'field', strength: 3, movedTo: 'field' })
    expect(eventsOf(events, 'eliminated')).toEqual([])
  })

  it('§M the fortified structure is only a last resort: a free region is preferred', () => {
    const { state } = defenderRetreat([], { fortified: true })
    expect(destinations(state)).toEqual([{ unit: 'd1', to: 'east' }])
  })
})

const BREAK: ScenarioSpec = {
  attacker: {
    units: [
      { id: 'a1', type: 'arm-div' },
      { id: 'a2', type: 'mot-div' },
      { id: 'a3', type: 'inf-div' },
      { id: 'a4', type: 'mech-bde', breakthroughsMade: 2 } as UnitSpec,
      { id: 'a5', type: 'mech-bde', breakthroughsMade: 1 } as UnitSpec,
      { id: 'a6', type: 'supply-col' },
      { id: 'a7', type: 'fb-grp' },
    ],
    leaders: [
      { id: 'rommel', combat: 2, morale: 2, breakthrough: true },
      { id: 'staff', combat: 0, morale: 1, breakthrough: false },
    ],
  },
  defender: { units: [{ id: 'd1', type: 'inf-div' }] },
  regions: [region('north', { terrain: 'clear', owner: 'neutral' }), region('south', { terrain: 'town', owner: 'attacker' })],
}

const won = (spec: ScenarioSpec, dice = nines()) => retreatAtFirstChance(battle(spec, dice), 'defender').state

describe(`${SEED} §M the attacker's retreat obeys the same prohibitions (line 9: "not allowed to retreat into enemy regions OR into regions where battle is unresolved")`, () => {
  const attackerRetreat = (regions: Record<string, unknown>[], from: string) =>
    retreatAtFirstChance(
      battle({ attacker: { units: [{ id: 'a1', type: 'inf-bde', from }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }] }, regions }, nines()),
      'attacker',
    )

  it.each([
    ['held by the enemy', { owner: 'defender' }],
    ['occupied by enemy units', { owner: 'attacker', occupiedBy: 'defender' }],
    ['the site of an unresolved battle', { owner: 'attacker', battle: true }],
  ])('§M a unit whose region of entry is %s goes to the closest friendly region next to the battle instead', (_why, extra) => {
    const { state, events } = attackerRetreat([region('north', extra), region('south', { owner: 'attacker', supply: { attacker: 2 } })], 'north')
    // West (the testkit's, the attacker's own, no known supply distance) comes after south, 2 from supply.
    expect(state.result!.retreat!.moves).toEqual([{ unit: 'a1', to: 'south' }])
    expect(eventsOf(events, 'eliminated')).toEqual([])
  })

  it('§M "a stack that could not retreat is eliminated instead": an attacker with its entry closed and no friendly region next to the battle', () => {
    const sc = buildScenario({ attacker: { units: [{ id: 'a1', type: 'inf-bde', from: 'north' }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }] }, regions: [region('north', { owner: 'attacker', battle: true })] })
    // West, the testkit's attacker region, is taken from it here: no region is left open.
    const west = sc.regions.find((r) => r.id === 'west')!
    west.owner = 'neutral'
    const { state, events } = retreatAtFirstChance({ ...grand.setup(sc, 'test'), dice: scriptDice(nines()) }, 'attacker')
    expect(state.result!.retreat!.moves).toEqual([{ unit: 'a1', to: null }])
    expect(eventsOf(events, 'eliminated')).toEqual([{ t: 'eliminated', side: 'attacker', unit: 'a1', reason: 'no region to retreat into' }])
  })

  it('§M an open region of entry is still where the unit goes, over a closer fallback', () => {
    const { state } = attackerRetreat([region('north', { owner: 'attacker' }), region('south', { owner: 'attacker', supply: { attacker: 0 } })], 'north')
    expect(state.result!.retreat!.moves).toEqual([{ unit: 'a1', to: 'north' }])
  })
})

describe(`${SEED} §M fixed works and planes take no part in a retreat (D30, grand-air.md T4)`, () => {
  const withWorks = (fortified: boolean, regions: Record<string, unknown>[] = []) =>
    retreatAtFirstChance(
      battle(
        {
          attacker: { units: [{ id: 'a1', type: 'inf-div' }] },
          defender: { units: [{ id: 'd1', type: 'inf-bde' }, { id: 'fort', type: 'fort' }, { id: 'mines', type: 'minefield' }, { id: 'sq', type: 'ftr-grp' }] },
          regions,
          fortified,
        },
        nines(),
      ),
      'defender',
    )

  it('§M a fortified position and a minefield cannot move: when the stack leaves, they are lost where they stand, with no retreat in the log', () => {
    const { state, events } = withWorks(false)
    expect(state.result!.retreat!.moves).toEqual([
      { unit: 'd1', to: 'east' },
      { unit: 'fort', to: null },
      { unit: 'mines', to: null },
    ])
    expect(eventsOf(events, 'retreat').map((e) => e.unit)).toEqual(['d1'])
    expect(eventsOf(events, 'eliminated')).toEqual([
      { t: 'eliminated', side: 'defender', unit: 'fort', reason: 'fixed works cannot retreat: lost with the ground' },
      { t: 'eliminated', side: 'defender', unit: 'mines', reason: 'fixed works cannot retreat: lost with the ground' },
    ])
    expect(unit(state, 'fort')).toMatchObject({ place: 'losses', strength: 0, movedTo: null })
  })

  it('§M "retreat inside the structure if no other choice is possible": the works stay manned with the stack sheltering in them', () => {
    // East is closed (an attacker came from there): nowhere to go, so the stack shelters inside.
    const { state, events } = retreatAtFirstChance(
      battle(
        {
          attacker: { units: [{ id: 'a1', type: 'inf-div' }, { id: 'a2', type: 'inf-bde', from: 'east' }] },
          defender: { units: [{ id: 'd1', type: 'inf-bde' }, { id: 'fort', type: 'fort' }] },
          fortified: true,
        },
        nines(),
      ),
      'defender',
    )
    expect(state.result!.retreat!.moves).toEqual([{ unit: 'd1', to: 'field' }])
    expect(unit(state, 'fort')).toMatchObject({ place: 'field', movedTo: null })
    expect(eventsOf(events, 'eliminated')).toEqual([])
  })

  it('T4 a plane of the beaten side is in no retreat: no move, no event, still on the field for its base to take it back', () => {
    const { state, events } = withWorks(false)
    expect(state.result!.retreat!.moves.map((m) => m.unit)).not.toContain('sq')
    expect(eventsOf(events, 'retreat').map((e) => e.unit)).not.toContain('sq')
    expect(unit(state, 'sq')).toMatchObject({ place: 'field', movedTo: null })
  })
})

describe(`${SEED} §L breakthrough`, () => {
  it('§L (D58) the default policy and every AI level break through forward: enemy ground first, never into their own rear', () => {
    const s = won(BREAK)
    const d = grand.pending(s) as Extract<GrandDecision, { kind: 'breakthrough' }>
    // West is the attacker's own region (its rear): offered, but never chosen.
    expect(d.options.regions[0]).toBe('west')
    expect(defaultChoice(s, d)).toMatchObject({ region: 'east' })
    for (const level of ['easy', 'normal', 'hard'] as const) expect(aiChoice(s, d, level), level).toMatchObject({ region: 'east' })
    const rearOnly = { ...d, options: { ...d.options, regions: ['west'] } }
    expect(defaultChoice(s, rearOnly)).toMatchObject({ region: null, reason: 'default policy: no region offered carries the front forward' })
    for (const level of ['easy', 'normal', 'hard'] as const) expect(aiChoice(s, rearOnly, level), level).toMatchObject({ kind: 'breakthrough', region: null })
    // Nobody's ground (north, neutral) carries the front forward too.
    expect(defaultChoice(s, { ...d, options: { ...d.options, regions: ['west', 'north'] } })).toMatchObject({ region: 'north' })
  })

  it('§L (D31) after an attacker win: pursuit-capable land combat units, leaders allowed to go, adjacent regions allowing it', () => {
    const s = won(BREAK)
    const d = grand.pending(s)
    expect(d).toMatchObject({ side: 'attacker', kind: 'breakthrough' })
    // a3 infantry, a6 support, a7 aircraft: no; a4 made its two breakthroughs already; south is a town.
    const options = { units: ['a1', 'a2', 'a5'], leaders: ['rommel'], regions: ['west', 'east', 'north'] }
    expect(d!.options).toMatchObject(options)
    expect(s.result!.breakthrough).toEqual({ ...options, chosen: null })
  })

  it('§L only units still on the field: a panicked armoured brigade stays behind', () => {
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'arm-bde' }, { id: 'a2', type: 'mot-div' }] },
      defender: { units: [{ id: 'd1', type: 'arm-div' }] },
    }
    const s = won(spec, [9, 9, 9, 0, 0, 9])
    expect(unit(s, 'a1')).toMatchObject({ place: 'routs', panicked: true })
    expect(s.result!.breakthrough!.units).toEqual(['a2'])
  })

  it('§L not when the side is not allowed to break through (scenario parameter)', () => {
    const s = won({ ...BREAK, attacker: { ...BREAK.attacker, breakthrough: { allowed: false } } })
    expect(s.result).toMatchObject({ winner: 'attacker', breakthrough: null })
    expect(grand.pending(s)).toBeNull()
    expect(s.phase).toBe('over')
  })

  it('§L without double breakthrough a stack that broke through once this turn may not again', () => {
    const s = won({ ...BREAK, attacker: { ...BREAK.attacker, breakthrough: { allowed: true, double: false } } })
    expect(s.result!.breakthrough!.units).toEqual(['a1', 'a2'])

    const once = won({ attacker: { units: [{ id: 'a1', type: 'arm-div', breakthroughsMade: 1 } as UnitSpec], breakthrough: { allowed: true, double: false } }, defender: BREAK.defender })
    expect(once.result!.breakthrough).toBeNull()
    expect(grand.pending(once)).toBeNull()
  })

  it('§L no breakthrough without pursuit-capable units', () => {
    const s = won({ attacker: { units: [{ id: 'a1', type: 'inf-div' }, { id: 'a2', type: 'fb-grp' }] }, defender: BREAK.defender })
    expect(s.result).toMatchObject({ winner: 'attacker', breakthrough: null })
  })

  it('§L never for the defender', () => {
    const spec: ScenarioSpec = { attacker: { units: [{ id: 'a1', type: 'inf-div' }] }, defender: { units: [{ id: 'd1', type: 'arm-div' }] } }
    const { state } = retreatAtFirstChance(battle(spec, nines()), 'attacker')
    expect(state.result).toMatchObject({ winner: 'defender', breakthrough: null })
    expect(grand.pending(state)).toBeNull()
    const held = playOut(battle(spec, nines()), pass).state
    expect(held.result).toMatchObject({ winner: 'defender', breakthrough: null })
  })

  it('§L only the target region terrain matters, not the battle region (a town battle)', () => {
    const s = won({ ...BREAK, terrain: 'town' })
    expect(s.result!.breakthrough!.regions).toEqual(['west', 'east', 'north'])
  })

  it('§L after a rout and pursuit the attacker may break through too', () => {
    const spec: ScenarioSpec = { attacker: { units: [{ id: 'a1', type: 'arm-div' }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }], scenarioMorale: -4 } }
    let s = grand.advance(battle(spec, nines())).state
    expect(s.pursuer).toBe('attacker')
    s = grand.advance(s).state
    expect(s.result!.winner).toBe('attacker')
    expect(grand.pending(s)).toMatchObject({ kind: 'breakthrough', options: { units: ['a1'] } })
  })

  it('§L choosing a region moves the chosen units there and records the choice', () => {
    const s = won(BREAK)
    const { state, events } = grand.decide(s, 'attacker', { kind: 'breakthrough', region: 'north', units: ['a1', 'a5'] })
    expect(unit(state, 'a1')).toMatchObject({ movedTo: 'north', breakthroughsMade: 1 })
    expect(unit(state, 'a5')).toMatchObject({ movedTo: 'north', breakthroughsMade: 2 })
    // The player may leave some behind.
    expect(unit(state, 'a2')).toMatchObject({ movedTo: null, breakthroughsMade: 0 })
    // A victorious leader allowed to break through goes with them (section L).
    expect(state.result!.breakthrough!.chosen).toEqual({ region: 'north', units: ['a1', 'a5'], leaders: ['rommel'] })
    expect(eventsOf(events, 'breakthrough')).toEqual([{ t: 'breakthrough', side: 'attacker', region: 'north', units: ['a1', 'a5'] }])
    expect(grand.pending(state)).toBeNull()
    expect(state.result!.winner).toBe('attacker')
  })

  it('§L without a unit list every offered unit breaks through', () => {
    const s = won(BREAK)
    const { state } = grand.decide(s, 'attacker', { kind: 'breakthrough', region: 'east' })
    expect(state.result!.breakthrough!.chosen).toEqual({ region: 'east', units: ['a1', 'a2', 'a5'], leaders: ['rommel'] })
    expect(state.units.filter((u) => u.side === 'attacker' && u.movedTo === 'east').map((u) => u.id)).toEqual(['a1', 'a2', 'a5'])
    expect(unit(state, 'a3').movedTo).toBeNull()
  })

  it('§L declining the breakthrough moves nobody', () => {
    const s = won(BREAK)
    const { state, events } = grand.decide(s, 'attacker', { kind: 'breakthrough', region: null })
    expect(state.result!.breakthrough!.chosen).toBeNull()
    expect(state.units.every((u) => u.side === 'defender' || u.movedTo === null)).toBe(true)
    expect(eventsOf(events, 'breakthrough')).toEqual([{ t: 'breakthrough', side: 'attacker', region: null, units: [] }])
  })

  it('§L a region, unit or leader not offered is refused', () => {
    const s = won(BREAK)
    const before = JSON.stringify(s)
    expect(() => grand.decide(s, 'attacker', { kind: 'breakthrough', region: 'south' })).toThrow(RuleError)
    expect(() => grand.decide(s, 'attacker', { kind: 'breakthrough', region: 'field' })).toThrow(RuleError)
    expect(() => grand.decide(s, 'attacker', { kind: 'breakthrough', region: 'north', units: ['a3'] })).toThrow(/may not break through/)
    expect(() => grand.decide(s, 'attacker', { kind: 'breakthrough', region: 'north', units: ['a4'] })).toThrow(RuleError)
    expect(() => grand.decide(s, 'attacker', { kind: 'breakthrough', region: 'north', leaders: ['staff'] })).toThrow(/leader "staff"/)
    expect(() => grand.decide(s, 'attacker', { kind: 'breakthrough', region: 'north', units: [] })).toThrow(/at least one unit/)
    expect(() => grand.decide(s, 'defender', { kind: 'breakthrough', region: 'north' })).toThrow(RuleError)
    expect(JSON.stringify(s)).toBe(before)
  })
})
