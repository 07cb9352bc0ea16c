import { describe, expect, it } from 'vitest'
import type { Side } from '../../core/types.ts'
import { grand, type GrandState } from './index.ts'
import { breakthroughOptions, crossingBetween, regionById } from './retreat.ts'
import { battle, buildScenario, eventsOf, passChoice, rawScenario, unit, type ScenarioSpec, type UnitSpec } from './testkit.ts'

/**
 * Section M (the defender's retreat: where to, how many, the die on equal
 * choices) and section L (which regions a breakthrough may enter), on the
 * points retreat.test.ts leaves open.
 */

const SEED = '000_65abfdd3be31f0b0.txt'

const nines = (n = 200): number[] => new Array<number>(n).fill(9)

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

/** At the first retreat decision (before Next 1, every shot missing), the attacker stays and `who` retreats. */
function retreatAtFirstChance(state: GrandState, who: Side) {
  let s = state
  for (let d = grand.pending(s); d?.kind !== 'retreat'; d = grand.pending(s)) {
    s = d ? grand.decide(s, d.side, passChoice(d)).state : grand.advance(s).state
  }
  if (who === 'defender') s = grand.decide(s, 'attacker', { kind: 'retreat', retreat: false }).state
  return grand.decide(s, who, { kind: 'retreat', retreat: true })
}

function defenderRetreat(spec: Partial<ScenarioSpec> & { defenders?: UnitSpec[] }, dice = nines()) {
  const full: ScenarioSpec = {
    attacker: { units: [{ id: 'a1', type: 'inf-div' }] },
    defender: { units: spec.defenders ?? [{ id: 'd1', type: 'inf-bde' }] },
    regions: spec.regions ?? [],
    ...(spec.attacker ? { attacker: spec.attacker } : {}),
  }
  return retreatAtFirstChance(battle(full, dice), 'defender')
}

const moves = (s: GrandState) => s.result!.retreat!.moves
const bdes = (n: number): UnitSpec[] => Array.from({ length: n }, (_, i) => ({ id: `d${i + 1}`, type: 'inf-bde' }))

describe(`${SEED} §M the defender's retreat`, () => {
  it('§M a unit eliminated for want of a region to retreat into counts among the side\'s eliminated units (section B: −1 BM each)', () => {
    // East is an attacker's entry, west the attacker's own: nowhere to go.
    const { state } = defenderRetreat({ attacker: { units: [{ id: 'a1', type: 'inf-div', from: 'east' }] }, defenders: bdes(2) })
    expect(moves(state)).toEqual([
      { unit: 'd1', to: null },
      { unit: 'd2', to: null },
    ])
    expect(state.sides.defender.eliminated).toBe(2)
    expect(state.sides.attacker.eliminated).toBe(0)
  })

  it('§M (D30) the overstacked units jump into a region whose stacking limit they exactly fill', () => {
    const regions = [
      region('north', { supply: { defender: 0 }, stackingLimit: 1, neighbours: ['field', 'two'] }),
      region('two', { supply: { defender: 3 }, stackingLimit: 2, neighbours: ['field', 'north'] }),
    ]
    const { state } = defenderRetreat({ regions, defenders: bdes(3) })
    expect(moves(state)).toEqual([
      { unit: 'd1', to: 'north' },
      { unit: 'd2', to: 'two' },
      { unit: 'd3', to: 'two' },
    ])
    expect(state.sides.defender.eliminated).toBe(0)
  })

  it('§M only the attackers\' entries are closed: the region a defending unit came from stays open to the retreat', () => {
    const { state } = defenderRetreat({ defenders: [{ id: 'd1', type: 'inf-bde', from: 'east' }] })
    expect(moves(state)).toEqual([{ unit: 'd1', to: 'east' }])
    expect(unit(state, 'd1').place).toBe('field')
  })

  it('§M (D40) no retreat across a strait, whichever of the two regions names the crossing', () => {
    // North, closest to supply, names the strait towards the battle region; the battle region names nothing.
    const { state } = defenderRetreat({ regions: [region('north', { supply: { defender: 0 }, crossings: { field: 'strait' } })] })
    expect(moves(state)).toEqual([{ unit: 'd1', to: 'east' }])
    // A river is no bar.
    const river = defenderRetreat({ regions: [region('north', { supply: { defender: 0 }, crossings: { field: 'river' } })] })
    expect(moves(river.state)).toEqual([{ unit: 'd1', to: 'north' }])
  })

  it('§M the crossing between two regions neither of which names one is "none"', () => {
    const s = battle({ attacker: { units: [{ id: 'a1', type: 'inf-div' }] }, defender: { units: bdes(1) }, regions: [region('north', { crossings: { field: 'river' } })] })
    const field = regionById(s, 'field')!
    expect(crossingBetween(field, regionById(s, 'east')!)).toBe('none')
    expect(crossingBetween(field, regionById(s, 'north')!)).toBe('river')
  })

  it.each([
    [0, 'east'],
    [1, 'north'],
  ])('§M (D30) equal distances to supply: the die that decides is logged, its face (%i + 1) shown, among the two choices', (face, to) => {
    // Main: three misses; then the die among [east, north] (the battle region's neighbour order).
    const { state, events } = defenderRetreat({ regions: [region('north', { supply: { defender: 1 } })] }, [9, 9, 9, face])
    expect(moves(state)).toEqual([{ unit: 'd1', to }])
    expect(eventsOf(events, 'draw')).toEqual([{ t: 'draw', side: 'defender', what: 'retreat', die: face + 1, among: 2, chosen: to }])
  })

  it('§M (D30) with room for the whole stack nothing jumps: no die is rolled among the regions beyond', () => {
    // North has room for the one unit; far and farther beyond it are equally close to supply.
    const regions = [
      region('north', { supply: { defender: 0 }, stackingLimit: 1, neighbours: ['field', 'far', 'farther'] }),
      region('far', { supply: { defender: 2 }, neighbours: ['north'] }),
      region('farther', { supply: { defender: 2 }, neighbours: ['north'] }),
    ]
    const { state, events } = defenderRetreat({ regions }, [9, 9, 9, 0, 0, 0])
    expect(moves(state)).toEqual([{ unit: 'd1', to: 'north' }])
    expect(eventsOf(events, 'draw')).toEqual([])
    expect(state.dice.rolled).toBe(3)
  })
})

describe(`${SEED} §L breakthrough regions`, () => {
  it('§L no breakthrough when no adjacent region\'s terrain allows one, however many pursuit units won', () => {
    const raw = rawScenario({ attacker: { units: [{ id: 'a1', type: 'arm-div' }] }, defender: { units: bdes(1) } })
    const towns = { ...raw, regions: (raw.regions as Record<string, unknown>[]).map((r) => (r.id === 'field' ? r : { ...r, terrain: 'town' })) }
    const parsed = grand.parseScenario(towns)
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
    expect(breakthroughOptions(grand.setup(parsed.value, 'x'), 'attacker')).toBeNull()
    // The same in the desert: both neighbours are open.
    const open = grand.setup(buildScenario({ attacker: { units: [{ id: 'a1', type: 'arm-div' }] }, defender: { units: bdes(1) } }), 'x')
    expect(breakthroughOptions(open, 'attacker')).toEqual({ units: ['a1'], leaders: [], regions: ['west', 'east'] })
  })
})
