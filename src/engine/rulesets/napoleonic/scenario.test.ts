import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import { geometry } from './geometry.ts'
import { retreatHexes } from './retreat.ts'
import { napoleonicScenarios, SCENARIOS } from './scenarios.ts'
import { rawScenario, SEED } from './testkit.ts'
import { TERRAINS, type NapState } from './state.ts'

const errors = (raw: unknown) => {
  const p = engine.parseScenario(raw)
  return p.ok ? [] : p.errors
}
interface RawUnit {
  id: string
  at: string
  type: string
  morale: number
  initialMorale?: number
}
/** A scenario file as the tests spoil it. */
interface Raw {
  phases?: number
  first?: string
  map: { grid: string; places: { terrain: string }[]; edges: unknown[] }
  objectives: unknown[]
  attacker: { units: RawUnit[] }
  defender: { units: RawUnit[] }
}
const base = () => rawScenario({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 4 }, { id: 'd', side: 'defender', at: [3, 2], strength: 4 }] }) as unknown as Raw

describe(`${SEED}: scenario files`, () => {
  it('errors name the field', () => {
    const missing = base()
    delete missing.phases
    expect(errors(missing)).toEqual(['phases: required (number)'])
    const terrain = base()
    terrain.map.places[5]!.terrain = 'jungle'
    expect(errors(terrain)).toEqual(['map.places[5].terrain: "jungle" is not one of clear, marsh, road, track, rough, coppice, orchards, woods, village'])
    const slope = base()
    slope.map.edges = [{ a: '0-0', b: '1-0', features: ['slope'] }]
    expect(errors(slope)).toEqual(['map.edges[0].features[0]: "slope" is not one of stream, river, major-river, bridge, road, track (slopes come from elevations)'])
    const twice = base()
    twice.defender.units[0]!.at = '3-3'
    expect(errors(twice)).toEqual(['defender.units[0].at: "3-3" already holds a (one unit a hex)'])
    const nowhere = base()
    nowhere.attacker.units[0]!.at = '99-99'
    expect(errors(nowhere)).toEqual(['attacker.units[0].at: no hex "99-99" on the map'])
    const type = base()
    type.attacker.units[0]!.type = 'tank'
    expect(errors(type)[0]).toMatch(/^attacker\.units\[0\]\.type: /)
    const morale = base()
    morale.attacker.units[0]!.morale = 5
    morale.attacker.units[0]!.initialMorale = 3
    expect(errors(morale)).toEqual(['attacker.units[0].morale: 5 is above its initial morale 3'])
    const same = base()
    same.defender.units[0]!.id = 'a'
    expect(errors(same)).toEqual(['defender.units[0].id: "a" is also attacker.units[0]'])
    const obj = base()
    obj.objectives = [{ hex: 'nowhere' }]
    expect(errors(obj)).toEqual(['objectives[0].hex: no hex "nowhere" on the map'])
    const square = base()
    square.map.grid = 'square'
    expect(errors(square)[0]).toBe('map.grid: a napoleonic map is a hex map, not "square"')
  })

  it('the defaults: the first side attacks first, victory by objectives and strength (3 points an objective)', () => {
    const raw = base()
    delete raw.first
    const p = engine.parseScenario(raw)
    expect(p.ok && [p.value.first, p.value.victory]).toEqual(['attacker', { kind: 'both', objectivePoints: 3 }])
  })

  it('the built-in scenarios parse, each on a map of about 12 × 10 hexes, with its card', () => {
    expect(napoleonicScenarios().map((s) => s.id)).toEqual(['napoleonic-victorious', 'napoleonic-ridge', 'napoleonic-stream', 'napoleonic-river', 'napoleonic-rearguard', 'napoleonic-orchards'])
    expect(SCENARIOS).toHaveLength(6)
    for (const sc of napoleonicScenarios().slice(1)) expect(sc.map.places).toHaveLength(120)
    expect(engine.scenarioCard(napoleonicScenarios()[1]!)).toMatchObject({ sides: { attacker: 'French', defender: 'Coalition' }, line: '10 against 9 units · 6 combat phases, French first' })
  })

  const all = () => napoleonicScenarios().map((sc) => engine.setup(sc, 'check'))
  const pairsOf = (s: NapState) => {
    const g = geometry(s.map)
    const out: [string, string, number][] = []
    for (const h of g.hexes.values()) for (const n of h.around) if (n && h.id < n) out.push([h.id, n, Math.abs(g.hexes.get(n)!.elevation - h.elevation)])
    return out
  }

  it('together they use every terrain type, streams, bridges, rivers, a major river, and slopes of one and two levels', () => {
    const terrains = new Set(all().flatMap((s) => s.map.places.map((p) => p.terrain)))
    expect([...terrains].sort()).toEqual([...TERRAINS].sort())
    const features = new Set(all().flatMap((s) => s.map.edges.flatMap((e) => e.features)))
    for (const f of ['stream', 'river', 'major-river', 'bridge']) expect(features).toContain(f)
    const slopes = new Set(all().flatMap((s) => pairsOf(s).map(([, , d]) => d)))
    expect(slopes).toContain(1)
    expect(slopes).toContain(2)
  })

  it('together they have a demoralised unit and a unit whose retreat is blocked from the start', () => {
    expect(all().some((s) => s.units.some((u) => u.morale === 0 && u.initialMorale > 0))).toBe(true)
    const blocked = all().flatMap((s) => s.units.filter((u) => retreatHexes(s, geometry(s.map), u).length === 0).map((u) => `${s.scenarioId}/${u.id}`))
    expect(blocked).toContain('napoleonic-stream/c-landwehr')
  })

  it('played with the default policy, their battles show an advance refused and a unit lost for want of a retreat', () => {
    const seen = new Set<string>()
    for (const sc of napoleonicScenarios()) {
      for (let i = 0; i < 10; i++) {
        let s = engine.setup(sc, `show-${i}`)
        while (!s.result) {
          const d = engine.pending(s)
          const step = d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)
          for (const e of step.events) {
            if (e.t === 'advance-refused') seen.add('refused')
            if (e.t === 'eliminated' && e.why === 'no retreat') seen.add('blocked')
          }
          s = step.state
        }
      }
    }
    expect([...seen].sort()).toEqual(['blocked', 'refused'])
  })
})
