import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import { firegroupsScenarios, SCENARIOS } from './scenarios.ts'
import { SEED } from './testkit.ts'

/** A scenario file as JSON, loose enough to break. */
interface Raw {
  turns: number
  square: string
  map: { places: { id: string; terrain: string }[] }
  goal: { center: string }
  attacker: { fallback?: string; units: Record<string, unknown>[] }
  defender: { fallback?: string; units: Record<string, unknown>[] }
}
const mixed = () => structuredClone(SCENARIOS[0]) as Raw
const errors = (raw: unknown): string[] => {
  const p = engine.parseScenario(raw)
  return p.ok ? [] : p.errors
}

describe(`${SEED}: scenario files`, () => {
  it('the six built-in scenarios parse, each on a square map with its contested square', () => {
    expect(firegroupsScenarios().map((s) => s.id)).toEqual(['firegroups-mixed', 'firegroups-paradrop', 'firegroups-bombardment', 'firegroups-flak', 'firegroups-trigger', 'firegroups-bombing'])
  })

  it('a malformed scenario gets a message naming each wrong field', () => {
    const bad = mixed()
    bad.attacker.units[0]!.type = 'TNK'
    bad.defender.units[1]!.exp = 7
    bad.turns = 0
    expect(errors(bad)).toEqual([
      'turns: Too small: expected number to be >=1',
      'attacker.units[0].type: Invalid option: expected one of "ART"|"AAG"|"BAT"|"RKT"|"FTR"|"ASW"|"SUB"|"CRU"|"MIN"|"MEC"|"CAV"|"INF"|"ARM"|"PAR"|"LDR"|"BMR"',
      'defender.units[1].exp: Too big: expected number to be <=3',
    ])
  })

  it('what the schema cannot see: unknown squares and terrain, ships on land, a square held by both sides outside the contested one, plans past the last turn', () => {
    const bad = mixed()
    bad.map.places[0]!.terrain = 'swamp'
    bad.attacker.units[0]!.at = 'nowhere'
    bad.attacker.units[1]!.type = 'BAT'
    bad.defender.units[0]!.at = 'west-road'
    bad.attacker.units[2]!.enters = [{ turn: 9, phase: 1 }]
    bad.square = 'moon'
    expect(errors(bad)).toEqual(expect.arrayContaining([
      'map.places[0].terrain: "swamp" is not one of clear, forest, hills, mountains, city, sea',
      'square: no square "moon" on the map',
      'attacker.units[0].at: no square "nowhere" on the map',
      'attacker.units[1].at: a sea unit (BAT) cannot stand on clear ("west-road")',
      'attacker.units[2].enters[0].turn: 9 is past the battle\'s 3 turns',
      'defender.units[0].at: "west-road" holds units of both sides; only the contested square "moon" may',
    ]))
  })

  it(`${SEED} §1 leaving (issue 18's fuzzer): a fallback is the side's own ground, where its units in the square may stand: not the enemy's square, not the enemy's fallback, not the sea for land units`, () => {
    const onEnemy = mixed()
    onEnemy.defender.fallback = 'west-road'
    expect(errors(onEnemy)).toEqual(['defender.fallback: "west-road" holds attacker units; units fall back to a square free of the enemy'])
    const shared = mixed()
    shared.attacker.fallback = 'orchard'
    expect(errors(shared)).toEqual(['defender.fallback: "orchard" is also the attacker\'s fallback; each side falls back to a square of its own'])
    const sea = mixed()
    sea.map.places.find((p) => p.id === 'orchard')!.terrain = 'sea'
    expect(errors(sea)).toEqual(['defender.fallback: a land unit (ART) in the contested square cannot stand on sea ("orchard")'])
  })

  it('the bombing goal names an enemy centre in the contested square', () => {
    const bomb = structuredClone(SCENARIOS[5]) as Raw
    bomb.goal.center = 'neutral-port'
    expect(errors(bomb)).toEqual(['goal.center: the centre at "neutral-port" is neutral; bombers damage only an enemy centre'])
  })
})
