import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { recordingRng, replayRng } from '../../../fuzz/choices.ts'
import { FreshRandomSource, fuzzRuleset } from '../../../fuzz/run.ts'
import { choicesArbitrary } from '../../../fuzz/shrink.ts'
import { engine } from './engine.ts'
import { randomScenario } from './randomScenario.ts'
import type { AxisScenario } from './scenario.ts'

/**
 * Issue 18: the fuzzer's random axis scenarios (seed 003's battles and
 * combat phases). fast-check draws the generator's choices as the fuzzer's
 * shrinker does (src/fuzz/shrink.ts), so what holds here holds of every
 * scenario a shrink can reach.
 */
const ISSUE = 'issue 18 (seed 003_e76c4a8044852cfa.txt)'

const parse = (choices: readonly number[]) => engine.parseScenario(randomScenario(replayRng(choices), 'fc'))

describe(`${ISSUE} random axis scenarios`, () => {
  it('every scenario the generator makes from any choices parses, maps and all (fast-check, 200 runs)', () => {
    fc.assert(
      fc.property(choicesArbitrary(), (choices) => {
        const p = parse(choices)
        expect(p.ok ? [] : p.errors).toEqual([])
      }),
      { numRuns: 200, seed: 18 },
    )
  })

  it('battles of every kind and combat phases come out of it', () => {
    const kinds = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const raw = randomScenario(recordingRng(`kinds/${i}`).rng, 'k') as { kind?: string; battle?: { amphibious: boolean; fortification: string | null }; areas: { id: string; terrain: string }[] }
      if (raw.kind) kinds.add(raw.kind)
      else if (raw.battle!.amphibious) kinds.add('amphibious')
      else kinds.add(raw.areas[0]!.terrain === 'sea' ? 'naval' : raw.battle!.fortification ? 'fortified' : 'land')
    }
    expect([...kinds].sort()).toEqual(['amphibious', 'fortified', 'land', 'naval', 'phase'])
  })

  it('the empty choice list (rng ≡ 0, where a shrink ends) gives the least battle: one infantry against an empty area', () => {
    const p = parse([])
    expect(p.ok).toBe(true)
    if (!p.ok) return
    expect('kind' in p.value).toBe(false)
    const sc = p.value as AxisScenario
    expect(sc.areas).toHaveLength(2)
    expect(sc.attacker.units).toEqual([{ id: 'a0', type: 'infantry', from: 'home-0', support: false, tech2: false }])
    expect(sc.defender.units).toEqual([])
    const end = engine.simulate(engine.setup(sc, 'least'))
    expect(end.result).toMatchObject({ winner: 'attacker', reason: 'the area was empty' })
  })
})

describe(`${ISSUE} what the fuzzer reaches on random axis scenarios`, () => {
  const BATTLES = 250
  it(`${BATTLES} battles, each stepped through the engine (every 50th deep): no exception, no broken invariant, and every label the rule system knows reached`, () => {
    const f = fuzzRuleset(engine, { from: 0, count: BATTLES, steppedEvery: 1, deepEvery: 50 }, new FreshRandomSource(engine, 'coverage'))
    expect(f.exceptions, JSON.stringify(f.failures)).toBe(0)
    expect(f.invariantFailures, JSON.stringify(f.failures)).toBe(0)
    const known = engine.fuzz!.known!()
    const byCategory = (labels: string[]) => Object.fromEntries([...new Set(labels.map((l) => l.split(':')[0]!))].map((c) => [c, labels.filter((l) => l.startsWith(`${c}:`)).length]))
    // What the rule system knows: 7 questions, 2 round kinds, 26 event types, 12 endings, 4 scenario kinds, 12 unit types and tech-2 and bombardment …
    expect(byCategory(known)).toEqual({ decision: 7, round: 2, event: 26, ending: 12, scenario: 4, unit: 14, fortification: 5, step: 12, mission: 3, exposed: 2, 'area-taken': 3, breakthrough: 4, answer: 16 })
    expect(known.filter((k) => !(k in f.coverage))).toEqual([])
  })
})
