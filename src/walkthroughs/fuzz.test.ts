import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { engineOf, manifestOf } from '../engine/rulesets/registry.ts'
import { readDeepLink } from '../malformed/readers.ts'
import { BREAKS, DROPPED, malformedLink, malformedWalkthrough, playedWalkthrough, shownRulesets, trimmedWalkthrough, type BreakKind, type Broken, type RawWalkthrough } from './arbitrary.ts'
import { builtInWalkthroughs } from './catalogue.ts'
import { LOG_CONTAINS } from './expect.ts'
import { walkthroughLink } from './link.ts'
import { runWalkthrough } from './runner.ts'
import { parseWalkthrough, parseWalkthroughText } from './schema.ts'

/**
 * Issue 18: walkthrough files at random (arbitrary.ts), fixed seeds. Valid
 * files load from their text and replay with every expectation met; a file
 * broken in one place is refused, on load or on replay, never by an
 * exception, with a message that names the field or the step; a failing
 * file shrinks to a small one.
 */
const SEED = 18

/** The seed file each shown rule system's quotes name: the first its rule documents cite. */
const seeds: Record<string, string> = {}
beforeAll(async () => {
  for (const id of shownRulesets()) {
    const docs = (await manifestOf(id).rules?.()) ?? []
    const m = /\d{3}_[0-9a-f]{16}\.txt/.exec(docs.map((d) => d.text).join('\n'))
    if (!m) throw new Error(`${id}: its rule documents name no seed file`)
    seeds[id] = m[0]
  }
})

/** Loads a file from its text, as the CLI does, and replays it. */
function loadAndReplay(w: RawWalkthrough) {
  const p = parseWalkthroughText(JSON.stringify(w))
  if (!p.ok) return { loaded: false as const, errors: p.errors }
  return { loaded: true as const, report: runWalkthrough(p.value) }
}

function replaysClean(w: RawWalkthrough): void {
  const r = loadAndReplay(w)
  expect(r.loaded ? r.report : r.errors).toEqual({ id: w.id, steps: w.steps.length, ok: true })
}

describe('valid walkthrough files at random', () => {
  it('a built-in cut to a prefix of its steps, texts, highlights and expectations dropped at random, loads and replays', () => {
    fc.assert(fc.property(trimmedWalkthrough(), replaysClean), { seed: SEED, numRuns: 50 })
  })

  it.each(shownRulesets())('%s: a built-in scenario played by policies.random, the dice it rolled recorded, expectations read off the view, loads and replays', (id) => {
    fc.assert(fc.property(playedWalkthrough({ seeds, rulesets: [id] }), replaysClean), { seed: SEED, numRuns: 10 })
  })

  it('the played files hold what a walkthrough can: decisions, lists of actions, dice, "none", highlights, view and log expectations', () => {
    const files = fc.sample(playedWalkthrough({ seeds }), { seed: SEED, numRuns: 30 })
    const steps = files.flatMap((w) => w.steps)
    const actions = steps.flatMap((s) => (Array.isArray(s.action) ? s.action : [s.action]))
    expect(new Set(files.map((w) => w.ruleset))).toEqual(new Set(shownRulesets()))
    expect(actions.filter((a) => typeof a === 'object').length).toBeGreaterThan(20)
    expect(actions.filter((a) => a === 'advance').length).toBeGreaterThan(20)
    expect(steps.filter((s) => Array.isArray(s.action)).length).toBeGreaterThan(5)
    expect(steps.filter((s) => s.action === 'none').length).toBeGreaterThan(5)
    expect(steps.flatMap((s) => s.dice).length).toBeGreaterThan(100)
    expect(new Set(steps.flatMap((s) => s.dice)).size, 'faces drawn, not only zeros').toBeGreaterThan(5)
    expect(steps.filter((s) => s.highlight.length).length).toBeGreaterThan(5)
    expect(steps.filter((s) => LOG_CONTAINS in s.expect).length).toBeGreaterThan(5)
    expect(steps.filter((s) => Object.keys(s.expect).some((k) => k.startsWith('counters[id='))).length).toBeGreaterThan(5)
  })
})

describe('a failing file shrinks to a small one', () => {
  const counterexample = <T,>(arb: fc.Arbitrary<T>, holds: (x: T) => boolean): T => {
    const run = fc.check(fc.property(arb, holds), { seed: SEED, numRuns: 100 })
    expect(run.failed, 'the property is made to fail').toBe(true)
    return run.counterexample![0]
  }

  it('"fewer than 3 steps" on the cut built-ins: 3 steps of the first built-in, every text, highlight and expectation dropped', () => {
    const w = counterexample(trimmedWalkthrough(), (x) => x.steps.length < 3)
    expect(w.id).toBe(builtInWalkthroughs()[0]!.id)
    expect(w.steps).toHaveLength(3)
    expect(w.summary).toBe('')
    for (const s of w.steps) {
      expect([s.title, s.narration, s.quote.text]).toEqual([DROPPED, DROPPED, DROPPED])
      expect(s.highlight).toEqual([])
      expect(s.expect).toEqual({})
    }
  })

  it('"no step rolls a die" on the played files: the first rule system\'s first scenario and policy seed, one action a step up to the first die, faces 0, nothing expected', () => {
    const w = counterexample(playedWalkthrough({ seeds }), (x) => x.steps.every((s) => s.dice.length === 0))
    expect(w.ruleset).toBe(shownRulesets()[0])
    expect(w.id).toBe(`random-${w.ruleset}-0-0`)
    expect(w.scenario).toEqual(engineOf(w.ruleset).scenarios[0])
    // The first rule system asks both sides for cards before its first round rolls.
    expect(w.steps.length).toBeLessThanOrEqual(3)
    expect(w.steps.slice(0, -1).every((s) => s.dice.length === 0)).toBe(true)
    expect(w.steps.at(-1)!.dice.length).toBeGreaterThan(0)
    for (const s of w.steps) {
      expect(Array.isArray(s.action) || s.action === 'none', 'one action a step').toBe(false)
      expect(s.dice.every((d) => d === 0)).toBe(true)
      expect(s.highlight).toEqual([])
      expect(s.expect).toEqual({})
    }
  })
})

/** A message the user can read: one line, no stack trace, nothing of JavaScript's own (as src/malformed/corpus.test.ts asks). */
function readable(message: string): void {
  expect(message, 'one line').not.toMatch(/\n/)
  expect(message).not.toMatch(/\[object Object\]|undefined is not|Cannot read propert|Cannot use 'in'|is not a function|is not iterable/)
}

/**
 * Every message the readers give a broken file: on load from the object and
 * from its text; for a break only the replay sees, both load and the replay
 * (the same after either) stops.
 */
function refusals(b: Broken): string[] {
  const loads = [...(b.input !== undefined ? [parseWalkthrough(b.input)] : []), ...(b.text !== null ? [parseWalkthroughText(b.text)] : [])]
  expect(loads.length, 'read at least one way').toBeGreaterThan(0)
  if (b.at === 'load') {
    expect(loads.map((p) => p.ok), 'refused on load').toEqual(loads.map(() => false))
    return loads.flatMap((p) => (p.ok ? [] : [p.errors.join('; ')]))
  }
  expect(loads.flatMap((p) => (p.ok ? [] : p.errors)), 'loads; refused on replay').toEqual([])
  const last = loads.at(-1)!
  const r = last.ok ? runWalkthrough(last.value) : null
  expect(r?.ok, 'refused on replay').toBe(false)
  return [r?.error ?? '']
}

describe('malformed walkthrough files at random', () => {
  const valid = fc.oneof(trimmedWalkthrough(), playedWalkthrough({ seeds, maxActions: 4 }))

  it('a file broken in one place is refused, never by an exception, with a message that names the field or the step', () => {
    const seen = new Map<BreakKind, number>()
    fc.assert(
      fc.property(malformedWalkthrough(valid), (b) => {
        seen.set(b.kind, (seen.get(b.kind) ?? 0) + 1)
        for (const message of refusals(b)) {
          for (const s of b.says) expect(message).toMatch(s)
          readable(message)
        }
      }),
      { seed: SEED, numRuns: 200 },
    )
    expect([...seen.keys()].sort()).toEqual([...BREAKS].sort())
  })

  it('a rulebook link broken in one place is refused by the page as it follows links, naming the id or the step', () => {
    fc.assert(
      fc.property(malformedLink(), ({ hash, says }) => {
        const v = readDeepLink(hash)
        expect(v).toEqual({ refused: true, message: expect.stringContaining(says) })
      }),
      { seed: SEED, numRuns: 100 },
    )
  })

  it('every step of every built-in is a link the page follows', () => {
    for (const w of builtInWalkthroughs()) for (let k = 1; k <= w.steps.length; k++) expect(readDeepLink(walkthroughLink(w.id, k))).toEqual({ refused: false })
  })
})
