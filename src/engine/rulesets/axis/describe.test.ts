import { describe, expect, it } from 'vitest'
import type { Choice } from '../../core/ruleset.ts'
import { engineOf, type BattleState } from '../registry.ts'
import { choiceWords, formatEvent } from './describe.ts'
import type { AxisEvent } from './events.ts'
import type { AxisState } from './state.ts'

/**
 * The issue: the hot-seat log of axis-air-land-example read "German Army decides
 * aim: ger-bmr-1=brit-inf-1" and "decides assign: ger-ftr-1=aircap"; casualties
 * "fr-inf-1×1". The decision events keep the answer as it was given (ids); the
 * log words it with the units' names.
 */
function airLand(answers: Record<string, Record<string, unknown>>): { state: AxisState; lines: string[] } {
  const e = engineOf('axis')
  const raw = e.scenarios.find((x) => (x as { id: string }).id === 'axis-air-land-example')
  const parsed = e.parseScenario(raw)
  if (!parsed.ok) throw new Error(parsed.errors.join('; '))
  let s: BattleState = e.setup(parsed.value, '1')
  const events: AxisEvent[] = []
  for (let i = 0; i < 200 && !s.result; i++) {
    const d = e.pending(s)
    // A given answer where the form asks exactly its units; the default answer elsewhere.
    const given = d && answers[`${d.side}/${d.kind}`]
    const fits = given && d.options.fields.map((f) => f.id).sort().join() === Object.keys(given).sort().join()
    const choice: Choice | null = d ? (fits ? { kind: d.kind, answer: given as Choice['answer'] } : e.policies.default(s, d)) : null
    const step = d ? e.decide(s, d.side, choice!) : e.advance(s)
    s = step.state
    events.push(...(step.events as AxisEvent[]))
  }
  const state = s as AxisState
  return { state, lines: events.filter((ev) => ev.t === 'decision').map((ev) => formatEvent(state, ev)) }
}

describe('axis: a decision in the log names the units, not their ids', () => {
  it('assign and aim in a whole battle of axis-air-land-example (seed 1; the walkthrough\'s assignment)', () => {
    const { lines } = airLand({
      'attacker/assign': { 'ger-ftr-1': 'aircap', 'ger-ftr-2': 'tacair' },
      'defender/assign': { 'brit-ftr-1': 'aircap' },
    })
    expect(lines).toContain('German Army decides assign: German Fighter 1 to AirCap, German Fighter 2 to TacAir')
    expect(lines).toContain('British Expeditionary Force decides assign: British Fighter to AirCap')
    expect(lines).toContain('German Army decides aim: German Fighter 2 at British Infantry 1, German Bomber at British Infantry 2 (default)')
    expect(lines).toContain('British Expeditionary Force decides aim: British Fighter at German Fighter 1 (default)')
    for (const l of lines) expect(l).not.toMatch(/(ger|brit)-(inf|ftr|bmr)-\d/)
  })

  it('every kind of answer in words: casualties, support, the TacAir choices, a standing order, a retreat', () => {
    const { state: s } = airLand({})
    expect(choiceWords(s, 'casualties', 'line: brit-inf-1×2 brit-inf-2×1')).toBe('British Infantry 1 takes 2 hits, British Infantry 2 takes 1 hit')
    expect(choiceWords(s, 'casualties', 'line: ger-inf-1×1, normal: ger-inf-2×1')).toBe(
      'across the line: German Infantry 1 takes 1 hit; normal: German Infantry 2 takes 1 hit',
    )
    expect(choiceWords(s, 'casualties', 'line: none')).toBe('no unit')
    expect(choiceWords(s, 'support', 'ger-ftr-1=join, ger-ftr-2=stay')).toBe('German Fighter 1 joins, German Fighter 2 stays')
    expect(choiceWords(s, 'aim', 'ger-bmr-1=mission, brit-inf-3=land')).toBe('German Bomber flies its TacAir mission, British Infantry 3 fights in land combat')
    expect(choiceWords(s, 'order', 'infantry > aa-gun')).toBe('Infantry > AA gun')
    expect(choiceWords(s, 'retreat', 'stay')).toBe('stay')
    // Text it does not know still loses its ids.
    expect(choiceWords(s, 'aim', 'something else with ger-bmr-1')).toBe('something else with German Bomber')
  })
})

/** A built-in combat phase played to its end with the default answers: every line of its log. */
function phaseLog(id: string, seed: string): string[] {
  const e = engineOf('axis')
  const parsed = e.parseScenario(e.scenarios.find((x) => (x as { id: string }).id === id))
  if (!parsed.ok) throw new Error(parsed.errors.join('; '))
  let s: BattleState = e.setup(parsed.value, seed)
  const lines: string[] = []
  for (let i = 0; i < 2_000 && !(s.result && !e.pending(s)); i++) {
    const d = e.pending(s)
    const step = d ? e.decide(s, d.side, e.policies.default(s, d)) : e.advance(s)
    s = step.state
    for (const ev of step.events) lines.push(e.describe(s, ev))
  }
  return lines
}

describe('axis: the phase log counts battles and groups casualties (issue 30, item 6)', () => {
  it('003 §5.6: an empty area entered at the Launch is no battle: the first battle fought is "Battle 1"', () => {
    const lines = phaseLog('axis-phase-sedan', '1')
    const opened = lines.filter((l) => /^— (Breakthrough battle|Battle) \d+/.test(l))
    expect(opened[0]).toMatch(/^— Battle 1: /)
    expect(lines.some((l) => / takes Holland: it was empty/.test(l))).toBe(true)
    // Numbers run on without a gap: 1, 2, …
    expect(opened.map((l) => Number(/ (\d+):/.exec(l)![1]))).toEqual(opened.map((_, i) => i + 1))
  })

  it('003 §5.6: the trace names an empty area "Entered", not "Battle n"', () => {
    const e = engineOf('axis')
    const parsed = e.parseScenario(e.scenarios.find((x) => (x as { id: string }).id === 'axis-phase-sedan'))
    if (!parsed.ok) throw new Error(parsed.errors.join('; '))
    const launched = e.advance(e.setup(parsed.value, '1')).state
    expect(e.roundLabel(launched)).toBe('Entered: Holland')
  })

  it('casualties of one name and one count are grouped: "3 Infantry take 1 hit each", never the same words three times', () => {
    const seen = new Set<string>()
    for (const seed of ['1', '2', '3']) {
      for (const l of phaseLog('axis-phase-sedan', seed)) {
        if (!/decides casualties/.test(l)) continue
        seen.add(l)
        const parts = l.replace(/^.*decides casualties: /, '').replace(/ \((default|.*)\)$/, '').split(', ')
        expect(new Set(parts).size, l).toBe(parts.length)
      }
    }
    expect([...seen].some((l) => /\d Infantry take 1 hit each/.test(l))).toBe(true)
  })
})
