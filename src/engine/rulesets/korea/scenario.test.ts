import { describe, expect, it } from 'vitest'
import { armorAgainstInfantry, depotsInRange, fleetOff, picture } from './combat.ts'
import { engine } from './engine.ts'
import { geometry } from './geometry.ts'
import { retreatChoices } from './retreat.ts'
import { findKorea, koreaScenarios, SCENARIOS } from './scenarios.ts'
import { ofType, playDefault, rawScenario, SEED, W, C } from './testkit.ts'
import { unitsAt } from './work.ts'

const broken = (patch: (sc: Record<string, unknown>) => void): string[] => {
  const sc = structuredClone(rawScenario({ units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }] })) as Record<string, unknown>
  patch(sc)
  const r = engine.parseScenario(sc)
  return r.ok ? [] : r.errors
}

describe(`${SEED}: scenario files`, () => {
  it('errors name the field', () => {
    expect(broken((sc) => ((sc.attacker as { units: { quality: string }[] }).units[0]!.quality = 'E'))).toEqual([`attacker.units[0].quality: Invalid option: expected one of "A"|"B"|"C"|"D"`])
    expect(broken((sc) => ((sc.defender as { army: string }).army = 'Communist'))).toEqual([`defender.army: one side is the UN's and the other the Communists', both are "Communist"`])
    expect(broken((sc) => ((sc.combats as { kind: string; mp?: number }[])[0]!.kind = 'meeting'))).toEqual(['combats[0].mp: a Meeting Engagement needs the movement points the attacker spent'])
    expect(broken((sc) => ((sc.combats as { attack: string[] }[])[0]!.attack = ['0-0']))).toEqual(['combats[0].attack[0]: "0-0" is not next to the combat hex "3-2"'])
    expect(broken((sc) => ((sc.attacker as { depots: unknown[] }).depots = [{ id: 'x', name: 'X', at: '0-0' }]))).toEqual(['attacker.depots: only the UN side has depots'])
    expect(broken((sc) => (((sc.map as { places: { terrain: string }[] }).places[0]!.terrain = 'swamp')))).toEqual(['map.places[0].terrain: "swamp" is not one of clear, hills, forest, mountain, town, city, sea'])
    expect(broken((sc) => (((sc.map as { places: { id: string; terrain: string }[] }).places.find((p) => p.id === '3-2')!.terrain = 'sea')))).toEqual(expect.arrayContaining(['defender.units[0].at: "3-2" is sea', 'combats[0].defend: "3-2" is sea']))
    expect(broken((sc) => ((sc.attacker as { vp: unknown }).vp = -1))).toEqual(['attacker.vp: Too small: expected number to be >=0'])
    expect(broken((sc) => (sc.combats = []))).toEqual(['combats: a turn needs at least one combat'])
  })

  it('the built-in scenarios parse, and the registry lists them in order', () => {
    expect(koreaScenarios().map((s) => s.id)).toEqual(['korea-osan', 'korea-chipyong', 'korea-inchon', 'korea-kunuri', 'korea-yongdok'])
    expect(SCENARIOS).toHaveLength(5)
  })
})

describe(`${SEED}: the five built-in scenarios show what issue 15 asks`, () => {
  const first = (id: string) => {
    const s = engine.setup(findKorea(id), 'x')
    const g = geometry(s.map)
    return { s, g, plan: s.combats[0]! }
  }

  it('korea-osan: a Meeting Engagement in clear terrain with armour against infantry (1:1 against the defender)', () => {
    const { s, g, plan } = first('korea-osan')
    expect(plan.kind).toBe('meeting')
    expect(g.hexes.get(plan.defend)!.terrain).toBe('clear')
    expect(armorAgainstInfantry(g, picture(s, g, plan, 't107'))).toBe(true)
  })

  it('korea-chipyong: a Prepared Attack with flanking from three hexes, no two touching', () => {
    const { s, g, plan } = first('korea-chipyong')
    expect(plan.kind).toBe('prepared')
    const pic = picture(s, g, plan, 'd115')
    expect(pic.flankHexes).toHaveLength(2)
    expect(new Set([...pic.flankHexes, s.units.find((u) => u.id === 'd115')!.at]).size).toBe(3)
  })

  it('korea-inchon: a UN attack with fleet and depot support', () => {
    const { s, g, plan } = first('korea-inchon')
    expect(s.sides.attacker.army).toBe('UN')
    expect(fleetOff(s, g, plan.defend)).toBe('Inchon')
    expect(depotsInRange(s, g, plan.defend).map((d) => d.id)).toEqual(['dep-inchon'])
    expect(engine.pending(s)!.options.fields.map((f) => f.id)).toEqual(['lead', 'depot'])
  })

  it('korea-kunuri: a defence where the lead unit routs (the default answers send the 9th Infantry to the Rout box on most seeds)', () => {
    let routed = 0
    for (let i = 0; i < 20; i++) {
      const { events } = playDefault(engine.setup(findKorea('korea-kunuri'), `rout-${i}`))
      if (ofType(events, 'rout').some((e) => e.unit === 'r9')) routed++
    }
    expect(routed).toBeGreaterThanOrEqual(16)
  })

  it('korea-yongdok: a combat where retreat is impossible: no unit in Yongdok has a hex to retreat to', () => {
    const { s, g, plan } = first('korea-yongdok')
    const there = unitsAt(s, plan.defend, 'defender')
    expect(there.length).toBeGreaterThan(0)
    for (const u of there) {
      expect(retreatChoices(s, g, u, false, plan.defend)).toEqual([])
      expect(retreatChoices(s, g, u, true, plan.defend)).toEqual([])
    }
  })
})
