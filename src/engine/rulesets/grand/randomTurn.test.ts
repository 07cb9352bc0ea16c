import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RulesetEngine } from '../../core/ruleset.ts'
import { replayRng } from '../../../fuzz/choices.ts'
import { FreshRandomSource, fuzzRuleset } from '../../../fuzz/run.ts'
import { choicesArbitrary } from '../../../fuzz/shrink.ts'
import { engine as own } from './engine.ts'
import { grandFuzz, randomGrandScenario } from './invariants.ts'
import { randomScenario } from './randomScenario.ts'
import { randomTurn } from './randomTurn.ts'
import { parseTurnScenario } from './turn/scenario.ts'
import { startTurn } from './turn/setup.ts'

/**
 * Seed 000 sections A, L, M, N (issue 18): the fuzzer's random combat turns
 * are valid, shrink to a least turn, and with the random battles reach every
 * card (the air cards too), question and ending the rule system knows.
 */
const SEED = '000_65abfdd3be31f0b0.txt'
const engine = own as unknown as RulesetEngine

describe(`${SEED} §A, §L–N random combat turns for the fuzzer (issue 18)`, () => {
  it('every turn drawn from any choices is a valid turn scenario', () => {
    fc.assert(
      fc.property(choicesArbitrary(), (choices) => {
        const p = parseTurnScenario(randomTurn(replayRng(choices), 'fc'))
        expect(p.ok ? [] : p.errors).toEqual([])
      }),
      { numRuns: 150, seed: 18 },
    )
  })

  it('the empty choice list gives the least turn: two regions, a division on each side of the border, no air, no card, no battle', () => {
    const p = parseTurnScenario(randomTurn(replayRng([]), 'least'))
    if (!p.ok) throw new Error(p.errors.join('; '))
    const sc = p.value
    expect(sc.regions.map((r) => [r.id, r.owner, r.terrain])).toEqual([
      ['r0-0', 'attacker', 'clear'],
      ['r1-0', 'defender', 'clear'],
    ])
    expect(sc.connections).toEqual([{ between: ['r0-0', 'r1-0'], crossing: 'none' }])
    expect(sc.attacker.units.map((u) => [u.type, u.region])).toEqual([['inf-div', 'r0-0']])
    expect(sc.defender.units.map((u) => [u.type, u.region])).toEqual([['inf-div', 'r1-0']])
    expect([sc.airMoves, sc.attacker.cards, sc.defender.cards, sc.attacker.leaders, sc.defender.leaders]).toEqual([[], [], [], [], []])
    const t = startTurn(sc, 'least')
    expect([t.phase, t.records.length]).toEqual(['over', 0])
  })

  it('one draw near 1 in five makes a turn, the rest (and the empty list) a battle as randomScenario.ts makes it', () => {
    expect(randomGrandScenario(replayRng([]))).toEqual(randomScenario(replayRng([])))
    const rest = [5, 7, 11, 13, 17].map((n) => n * 1e8)
    expect(randomGrandScenario(replayRng([Math.floor(0.79 * 2 ** 31), ...rest]))).toEqual(randomScenario(replayRng(rest)))
    expect(randomGrandScenario(replayRng([Math.ceil(0.8 * 2 ** 31), ...rest]))).toEqual(randomTurn(replayRng(rest), 'random'))
  })

  it('the fuzzer on fresh random scenarios reaches every ending, the air cards, the air movement, retreats and breakthroughs', () => {
    const f = fuzzRuleset(engine, { from: 0, count: 240, steppedEvery: 1, deepEvery: 1_000_000 }, new FreshRandomSource(engine, 'coverage'))
    expect([f.exceptions, f.invariantFailures]).toEqual([0, 0])
    const reached = new Set(Object.keys(f.coverage))
    const want = [
      ...grandFuzz.known!().filter((l) => l.startsWith('ending:') || l.startsWith('decision:')),
      ...['fighter-aces', 'fighter-direction', 'flak-alert', 'low-approach', 'evasive-routing'].map((c) => `card:${c}`),
      ...['air-enter', 'air-combat', 'air-return', 'air-arrive', 'back-to-base', 'retreat', 'breakthrough', 'new-battle', 'region-taken', 'leader-lost'].map((e) => `event:${e}`),
    ]
    expect(want.filter((l) => !reached.has(l))).toEqual([])
  })
})
