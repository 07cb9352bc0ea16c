import { describe, expect, it } from 'vitest'
import type { BaseState, RulesetEngine } from '../../core/ruleset.ts'
import { engine as own } from './engine.ts'

/** Through the contract, as the window and the fuzzer see it. */
const engine = own as unknown as RulesetEngine

const SEED = '000_65abfdd3be31f0b0.txt'

/** Plays a built-in scenario with random decisions through the stepped engine: the dice it rolled and its events. */
function play(id: string, i: number): { rolled: number; events: { t: string; die?: number; what?: string; among?: number }[] } {
  const raw = engine.scenarios.find((r) => (r as { id: string }).id === id)
  const p = engine.parseScenario(raw)
  if (!p.ok) throw new Error(p.errors.join('; '))
  let s: BaseState = engine.setup(p.value, `dice-log/${i}`)
  const policy = engine.policies.random(`dice-log-policy/${i}`)
  const events: { t: string }[] = []
  for (let k = 0; k < 5000; k++) {
    const d = engine.pending(s)
    if (!d && s.phase === 'over') break
    const step = d ? engine.decide(s, d.side, policy(s, d)) : engine.advance(s)
    s = step.state
    events.push(...step.events)
  }
  return { rolled: s.dice.rolled, events }
}

describe(`${SEED} every die is in the log (found by npm run fuzz)`, () => {
  it('§M a retreat among regions equally close to supply and §K the support units total elimination takes: each die a draw event, and the log shows as many dice as were rolled', () => {
    const draws = new Set<string>()
    for (const id of ['crete-strait', 'tobruk-easter', 'grand-turn-trap', 'beda-fomm']) {
      for (let i = 0; i < 40; i++) {
        const { rolled, events } = play(id, i)
        const shown = events.filter((e) => typeof e.die === 'number')
        expect(shown.length, `${id} battle ${i}`).toBe(rolled)
        for (const e of shown) {
          if (e.t !== 'draw') continue
          draws.add(e.what!)
          expect(e.die).toBeGreaterThanOrEqual(1)
          expect(e.die).toBeLessThanOrEqual(e.among!)
        }
      }
    }
    // Both kinds of draw were reached, or the test proves nothing about them.
    expect([...draws].sort()).toEqual(['retreat', 'total-elimination'])
  })

  it('the draw is worded in the log: the die, how many it chose among, and what it chose', () => {
    const words = new Set<string>()
    for (let i = 0; i < 40 && words.size < 2; i++) {
      for (const id of ['crete-strait', 'grand-turn-trap']) {
        const sc = engine.parseScenario(engine.scenarios.find((r) => (r as { id: string }).id === id))
        if (!sc.ok) throw new Error(sc.errors.join('; '))
        const s = engine.setup(sc.value, 'words')
        for (const e of play(id, i).events) if (e.t === 'draw') words.add(engine.describe(s, e as { t: string }).replace(/\d+/g, 'N').replace(/: [^:]+$/, ': …'))
      }
    }
    expect([...words].sort()).toEqual([
      'Nth New Zealand Brigade retreat: N regions equally close to supply, a dN rolls N: …',
      // Panzergruppe Afrika's lone support unit is lost without a die; the New Zealanders' two need one.
      'Nth New Zealand Brigade total elimination: a dN among the support units left rolls N: …',
    ].sort())
  })
})
