import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { replayRng } from '../../../fuzz/choices.ts'
import { fuzzRuleset } from '../../../fuzz/run.ts'
import { choicesArbitrary } from '../../../fuzz/shrink.ts'
import { hexDistance } from '../../core/hex.ts'
import { SIDES } from '../../core/types.ts'
import { engine } from './engine.ts'
import { napoleonicFuzz } from './invariants.ts'
import { randomScenario } from './randomScenario.ts'
import { EDGES, HEXSIDE_FEATURES, TERRAINS, UNIT_TYPES } from './state.ts'
import { SEED } from './testkit.ts'

/** The generator's scenario of these choices, parsed by the rule system's own parser (its errors in the failure). */
function parsed(choices: readonly number[]) {
  const raw = randomScenario(replayRng(choices), 'fc')
  const p = engine.parseScenario(raw)
  if (!p.ok) throw new Error(`invalid: ${p.errors.join('; ')}\n${JSON.stringify(raw)}`)
  return p.value
}

describe(`${SEED} issue 18: the random scenario generator`, () => {
  it('every scenario it makes is valid (the map, the units one a hex, objectives), and every unit stands next to another (the battle is one cluster: no unit moves)', () => {
    fc.assert(
      fc.property(choicesArbitrary(), (choices) => {
        const sc = parsed(choices)
        const coords = new Map(sc.map.places.map((p) => [p.id, { q: p.q!, r: p.r! }]))
        const units = [...sc.attacker.units, ...sc.defender.units]
        for (const u of units) expect(units.some((o) => o !== u && hexDistance(coords.get(u.at)!, coords.get(o.at)!) === 1), u.id).toBe(true)
        // The first attacker and the first defender are neighbours: the battle has an attack unless a river, a cliff or morale forbids it.
        expect(hexDistance(coords.get(sc.attacker.units[0]!.at)!, coords.get(sc.defender.units[0]!.at)!)).toBe(1)
      }),
      { numRuns: 200, seed: 18 },
    )
  })

  it('the empty choice list (rng() ≡ 0, where the shrinker ends) gives the smallest battle: two clear hexes, one infantry unit of strength 1 and morale 0 a side, one phase, no optional field', () => {
    const raw = randomScenario(replayRng([]), 'least')
    expect(engine.parseScenario(raw).ok).toBe(true)
    const side = (name: string, id: string, at: string) => ({
      name,
      nation: name,
      color: '#2f5fb3',
      flag: { layout: 'vertical', colors: ['#2f5fb3'] },
      edge: 'north',
      units: [{ id, name: `${name} infantry ${id.slice(1)}`, type: 'infantry', strength: 1, morale: 0, at }],
    })
    expect(raw).toEqual({
      id: 'least',
      ruleset: 'napoleonic',
      name: 'Random battle',
      location: 'Random field',
      map: {
        grid: 'hex',
        places: [
          { id: '0000', terrain: 'clear', q: 0, r: 0 },
          { id: '0100', terrain: 'clear', q: 1, r: 0 },
        ],
      },
      phases: 1,
      attacker: side('Blue', 'a1', '0000'),
      defender: side('Red', 'd2', '0100'),
    })
  })

  it('larger choices reach every terrain, unit type, hexside feature, map edge and victory kind the schema has', () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(choicesArbitrary(), (choices) => {
        const sc = parsed(choices)
        for (const p of sc.map.places) seen.add(`terrain:${p.terrain}`)
        for (const e of sc.map.edges) for (const f of e.features) seen.add(`feature:${f}`)
        for (const side of [sc.attacker, sc.defender]) {
          seen.add(`edge:${side.edge}`)
          for (const u of side.units) seen.add(`type:${u.type}`)
        }
        seen.add(`victory:${sc.victory.kind}`)
        seen.add(`first:${sc.first}`)
      }),
      { numRuns: 100, seed: 18 },
    )
    const all = [
      ...TERRAINS.map((t) => `terrain:${t}`),
      ...HEXSIDE_FEATURES.map((f) => `feature:${f}`),
      ...EDGES.map((e) => `edge:${e}`),
      ...UNIT_TYPES.map((t) => `type:${t}`),
      ...['objectives', 'strength', 'both'].map((k) => `victory:${k}`),
      ...SIDES.map((s) => `first:${s}`),
    ]
    expect(all.filter((x) => !seen.has(x))).toEqual([])
  })
})

/**
 * Labels the ~2 s of battles below do not reach: each needs one position in
 * hundreds of random battles (`npm run fuzz` reaches them).
 */
const BEYOND_THE_BUDGET = ['ending:both-wiped-out', 'retreat:first-in-the-fixed-order-of-directions']

describe(`${SEED} issue 18: the fuzz kit's coverage`, () => {
  it('fuzzRuleset, every battle stepped (every other on a random scenario): no exception, no broken invariant, and it reaches every known label but a named few; every label it emits is known', () => {
    const f = fuzzRuleset(engine, { from: 0, count: 128, steppedEvery: 1, deepEvery: 1_000_000 })
    expect(f.exceptions + f.invariantFailures, JSON.stringify(f.failures.slice(0, 2))).toBe(0)
    const known = napoleonicFuzz.known!()
    expect(known.filter((k) => !(k in f.coverage) && !BEYOND_THE_BUDGET.includes(k))).toEqual([])
    // The fuzzer's own categories (end reasons, winners) aside, nothing the kit emits may be missing from known(): a reworded refusal or retreat would show here.
    expect(Object.keys(f.coverage).filter((k) => !known.includes(k) && !/^(end|winner):/.test(k))).toEqual([])
  })
})
