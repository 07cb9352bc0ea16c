import { describe, expect, it } from 'vitest'
import type { GrandChoice } from '../decisions.ts'
import type { TurnState } from './state.ts'
import { eventsOfTurn, nines, play, question, SEED_FILE, turnOf, unitOf, type Answers, type TurnSpec } from './turnTestkit.ts'

/**
 * Section L on the turn's map: the attacker's winning stack breaks through
 * into an adjacent region, the units and leaders chosen go there, and a
 * region held by enemy units becomes a battle at the top of the Battles
 * List. Every die misses (nines) and the defender retreats at its first
 * chance, so every battle is the attacker's.
 */

/** w → f (the battle) → g (an enemy stack, no battle, next to supply), h (enemy ground, empty, out of supply), k (another battle, entered from w). */
function map(): TurnSpec {
  return {
    regions: [
      { id: 'w', owner: 'attacker' },
      { id: 'f', owner: 'defender' },
      { id: 'g', owner: 'defender' },
      { id: 'h', owner: 'defender' },
      { id: 'k', owner: 'defender' },
      { id: 's', owner: 'defender' },
    ],
    connections: [
      ['w', 'f'],
      ['f', 'g'],
      ['f', 'h'],
      ['f', 'k'],
      ['w', 'k'],
      ['g', 's'],
      ['k', 's'],
    ],
    attacker: {
      nations: [{ id: 'germany' }, { id: 'italy', doubleBreakthrough: false }],
      leaders: [{ id: 'boss', region: 'f' }],
      units: [
        { id: 'p1', type: 'arm-bde', region: 'f', from: 'w' },
        { id: 'p2', type: 'arm-bde', region: 'f', from: 'w', nation: 'italy' },
        { id: 'a3', type: 'inf-bde', region: 'f', from: 'w' },
        { id: 'ak', type: 'inf-bde', region: 'k', from: 'w' },
      ],
      supply: ['w'],
    },
    defender: {
      units: [
        { id: 'd1', type: 'inf-bde', region: 'f' },
        { id: 'dg', type: 'inf-bde', region: 'g' },
        { id: 'dk', type: 'inf-bde', region: 'k' },
      ],
      supply: ['s'],
    },
  }
}

const into = (region: string | null, units?: string[], leaders?: string[]): Answers['breakthrough'] => () =>
  ({ kind: 'breakthrough', region, ...(units ? { units } : {}), ...(leaders ? { leaders } : {}) }) as GrandChoice

/** Plays battle f only (the defender retreats), breaking through as told; stops back at the Battles List. */
function afterF(breakthrough: Answers['breakthrough'], spec = map()): { state: TurnState; events: ReturnType<typeof play>['events'] } {
  return play(turnOf(spec, nines()), { order: ['f'], retreats: 'defender', breakthrough }, (t) => t.records.length === 1 && t.phase === 'list')
}

describe(`${SEED_FILE} §L breakthroughs on the turn's map`, () => {
  it('§L a breakthrough into a region held by enemy units makes a battle there, at the top of the remaining Battles List', () => {
    const { state, events } = afterF(into('g'))
    expect(state.list).toEqual([
      { region: 'g', origin: 'f' },
      { region: 'k', origin: null },
    ])
    expect(eventsOfTurn(events, 'new-battle')).toEqual([{ t: 'new-battle', region: 'g', from: 'f' }])
    // The units that went are attacking g from f (section M: where they go back to).
    for (const id of ['p1', 'p2']) expect(unitOf(state, id).spec).toMatchObject({ from: 'f', breakthroughsMade: 1 })
    expect(unitOf(state, 'p1').region).toBe('g')
    const d = question(state)!
    expect(d.kind).toBe('next-battle')
    expect((d.options as { region: string }[])[0]!.region).toBe('g')
  })

  it('§L (D48) a breakthrough into enemy ground with no enemy unit takes it, without a battle', () => {
    const { state } = afterF(into('h'))
    expect(state.list.map((e) => e.region)).toEqual(['k'])
    expect(state.regions.find((r) => r.id === 'h')!.owner).toBe('attacker')
  })

  it('§L (D35, D50) a breakthrough into a region whose battle is still on the list joins that battle: no new entry, the units fight there from the region they broke out of', () => {
    const { state } = afterF(into('k'))
    expect(state.list).toEqual([{ region: 'k', origin: null }])
    const opened = play(state, { order: ['k'] }, (t) => t.battle !== null).state
    expect(opened.battle!.units.filter((u) => u.side === 'attacker').map((u) => [u.id, u.from])).toEqual([
      ['p1', 'f'],
      ['p2', 'f'],
      ['ak', 'w'],
    ])
  })

  it('§L only the units chosen go; a leader goes with them when chosen, else stays; the others keep the battle region', () => {
    const some = afterF(into('h', ['p1'], [])).state
    expect([unitOf(some, 'p1').region, unitOf(some, 'p2').region, unitOf(some, 'a3').region]).toEqual(['h', 'f', 'f'])
    expect(some.leaders.find((l) => l.id === 'boss')!.region).toBe('f')
    const led = afterF(into('h', ['p1'], ['boss'])).state
    expect(led.leaders.find((l) => l.id === 'boss')!.region).toBe('h')
  })

  it('§L never mandatory: no breakthrough (a click on the battle region) moves nobody, and the region is held', () => {
    const { state } = afterF(into(null))
    expect(['p1', 'p2', 'a3'].map((id) => unitOf(state, id).region)).toEqual(['f', 'f', 'f'])
    expect(state.regions.find((r) => r.id === 'f')!.owner).toBe('attacker')
    expect(state.records[0]!.breakthrough).toBeNull()
  })

  it('§L up to two breakthroughs per stack per turn, one for a nation not allowed the second; counted from battle to battle', () => {
    const spec = map()
    spec.regions.push({ id: 'm', owner: 'defender' }, { id: 'n', owner: 'defender' })
    spec.connections.push(['g', 'm'], ['m', 'n'])
    spec.defender.units.push({ id: 'dm', type: 'inf-bde', region: 'm' }, { id: 'dn', type: 'inf-bde', region: 'n' })
    const offered: string[][] = []
    const next: Record<string, string> = { f: 'g', g: 'm', m: 'n' }
    const { state } = play(turnOf(spec, nines()), {
      order: ['f'],
      retreats: 'defender',
      breakthrough: (b, d) => {
        offered.push(d.options.units.slice())
        return { kind: 'breakthrough', region: next[b.region.id] ?? null }
      },
    })
    // f: both armoured brigades; g: the German one only; m: none (two made), so no question at all.
    expect(offered).toEqual([['p1', 'p2'], ['p1']])
    expect(unitOf(state, 'p1').spec.breakthroughsMade).toBe(2)
    expect(unitOf(state, 'p2').spec.breakthroughsMade).toBe(1)
    expect(state.records.map((r) => r.region)).toEqual(['f', 'g', 'm', 'k'])
  })

  it('§L breakthrough is a scenario parameter: a side not allowed it is never asked', () => {
    const spec = map()
    spec.attacker.breakthrough = false
    let asked = false
    play(turnOf(spec, nines()), { retreats: 'defender', breakthrough: () => ((asked = true), { kind: 'breakthrough', region: null }) })
    expect(asked).toBe(false)
  })

  it('§L (D41) no breakthrough across a strait', () => {
    const spec = map()
    spec.connections = spec.connections.map((c) => (c[0] === 'f' && c[1] === 'h' ? ['f', 'h', 'strait'] : c))
    let regions: string[] = []
    afterF((_b, d) => ((regions = d.options.regions.slice()), { kind: 'breakthrough', region: null }), spec)
    expect(regions).toEqual(['w', 'g', 'k'])
  })

  it('§L never for the defender: a battle the defender wins asks no breakthrough', () => {
    let asked = false
    play(turnOf(map(), nines()), { retreats: 'attacker', breakthrough: () => ((asked = true), { kind: 'breakthrough', region: null }) })
    expect(asked).toBe(false)
  })
})
