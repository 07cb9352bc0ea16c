import { describe, expect, it } from 'vitest'
import { recordingRng } from '../../../fuzz/choices.ts'
import { playStepped } from '../../../fuzz/battle.ts'
import { engine } from './engine.ts'
import type { KoreaEvent } from './events.ts'
import { koreaFuzz } from './invariants.ts'
import { randomScenario } from './randomScenario.ts'
import { parseKoreaScenario } from './scenario.ts'
import { koreaScenarios } from './scenarios.ts'
import type { KoreaState } from './state.ts'
import { SEED } from './testkit.ts'

/** Random battles on random scenarios, stepped with the random policy: each end state with its whole log. */
function battles(n: number): { end: KoreaState; events: KoreaEvent[] }[] {
  return Array.from({ length: n }, (_, i) => {
    const p = parseKoreaScenario(randomScenario(recordingRng(`korea-kit/${i}`).rng, `r${i}`))
    if (!p.ok) throw new Error(p.errors.join('; '))
    const run = playStepped(engine, koreaFuzz, engine.setup(p.value, `kit/${i}`), engine.policies.random(`kit-policy/${i}`), false)
    return { end: run.state as KoreaState, events: run.events as KoreaEvent[] }
  })
}

describe(`seed ${SEED} and issue 18: the korea fuzz kit's coverage says what the log says`, () => {
  const played = battles(60)

  it('issue 18: every label a battle reports is one known() lists (no modifier, retreat or call-off slips through as raw text)', () => {
    const known = new Set(koreaFuzz.known!())
    const stray = played.flatMap(({ end, events }) => koreaFuzz.coverage!(end, events)).filter((l) => !known.has(l))
    expect(stray).toEqual([])
  })

  it('K11: the ending is the result: more VP for the attacker, for the defender, or equal', () => {
    for (const { end, events } of played) {
      const endings = koreaFuzz.coverage!(end, events).filter((l) => l.startsWith('ending:'))
      const { attacker, defender } = end.sides
      expect(endings).toEqual([attacker.vp > defender.vp ? 'ending:attacker-more-vp' : defender.vp > attacker.vp ? 'ending:defender-more-vp' : 'ending:equal-vp'])
    }
  })

  it('8.0, K5, K10: each combat rolled reports the loss-ratio rule its log line gives', () => {
    for (const { end, events } of played) {
      const ratios = koreaFuzz.coverage!(end, events).filter((l) => l.startsWith('ratio:'))
      const why = events.flatMap((e) => (e.t === 'differential' ? [e.ratioWhy] : []))
      expect(ratios).toEqual(
        why.map((w) => (w.startsWith('Meeting Engagement, armour') ? 'ratio:meeting-armour' : w.startsWith('Meeting') ? 'ratio:meeting' : w.startsWith('Prepared Attack in') ? 'ratio:prepared-terrain' : 'ratio:prepared')),
      )
    }
  })

  it('8.3: each way a side satisfied its loss points is reported once per pick, and each retreat once per move', () => {
    for (const { end, events } of played) {
      const cov = koreaFuzz.coverage!(end, events)
      expect(cov.filter((l) => l.startsWith('loss:')).length).toBe(events.reduce((n, e) => n + (e.t === 'losses' ? e.picks.length : 0), 0))
      expect(cov.filter((l) => l.startsWith('retreat:')).length).toBe(events.filter((e) => e.t === 'retreat').length)
    }
  })
})

describe(`seed ${SEED} and issue 18: the korea invariants catch a broken state`, () => {
  const start = () => engine.setup(koreaScenarios()[0]!, 'kit')

  it('a sound state breaks nothing', () => {
    expect(koreaFuzz.check(start())).toEqual([])
  })

  it('a unit off the map, a depot nowhere, VP below zero and more combats fought than listed are each named', () => {
    const s = start()
    const broken: KoreaState = {
      ...s,
      units: s.units.map((u, i) => (i === 0 ? { ...u, at: 'nowhere' } : u)),
      depots: [{ id: 'x', name: 'X', at: s.units[0]!.at, range: 1, place: 'lost' as never }],
      sides: { ...s.sides, defender: { ...s.sides.defender, vp: -1 } },
      fought: s.combats.length + 1,
    }
    expect(koreaFuzz.check(broken)).toEqual([
      `${s.units[0]!.id} stands on "nowhere", not a hex of the map`,
      'depot x is in "lost"',
      'defender has -1 VP',
      `${s.combats.length + 1} combats fought of ${s.combats.length}`,
    ])
  })
})
