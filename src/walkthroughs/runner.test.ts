import { describe, expect, it } from 'vitest'
import { rulesetOf } from '../engine/rulesets/registry.ts'
import { builtInWalkthroughs } from './catalogue.ts'
import { handOver, positionAt, runWalkthrough } from './runner.ts'
import type { Walkthrough } from './schema.ts'

/**
 * The runner on every rule system's walkthroughs: what it reports does not
 * depend on the rules. The exact figures of one walkthrough's failures are
 * checked with that rule system (e.g. walkthroughs.test.ts in its folder).
 */
const copy = (w: Walkthrough): Walkthrough => structuredClone(w)
/** The first step that rolls dice, 0-based. */
const rolling = (w: Walkthrough) => w.steps.findIndex((s) => s.dice.length > 0)

describe('walkthrough runner', () => {
  for (const original of builtInWalkthroughs()) {
    describe(original.id, () => {
      it('a wrong expectation fails the walkthrough, naming the step, the path, what it is and what was expected', () => {
        const w = copy(original)
        const last = w.steps.length
        w.steps[last - 1]!.expect['no.such.path'] = 3
        expect(runWalkthrough(w)).toEqual({ id: w.id, steps: last, ok: false, error: `step ${last}: no.such.path is nothing, expected 3` })
      })

      it('a log line that is not there fails the step', () => {
        const w = copy(original)
        w.steps[0]!.expect['log contains'] = 'no line says this'
        expect(runWalkthrough(w).error).toBe('step 1: the log has no line with "no line says this"')
      })

      it('a script with dice to spare, or one that runs short, is an error naming the step', () => {
        if (rolling(original) < 0) return
        const spare = copy(original)
        // The spare dice sit after the last step's own, so the last rolling step is the one that leaves them.
        const lastRolling = spare.steps.length - 1 - [...spare.steps].reverse().findIndex((s) => s.dice.length > 0)
        spare.steps[lastRolling]!.dice.push(0, 0)
        expect(runWalkthrough(spare).error).toMatch(new RegExp(`^step ${lastRolling + 1}: the script has 2 dice left over \\(rolled \\d+ of \\d+\\)$`))
        const short = copy(original)
        short.steps[lastRolling]!.dice.pop()
        expect(runWalkthrough(short).error).toBe(`step ${lastRolling + 1}: ran out of dice (the step scripts ${short.steps[lastRolling]!.dice.length} and rolled more)`)
      })

      it('a failing step stops the replay there: the position is the one the error is about', () => {
        const w = copy(original)
        w.steps[0]!.expect = { 'no.such.path': true }
        const p = positionAt(w)
        expect(p.step).toBe(1)
        expect(p.records).toHaveLength(1)
        expect(p.error).toBe('step 1: no.such.path is nothing, expected true')
      })

      it('positionAt replays from the start: going back to a step gives the very state first reached there', () => {
        const forward: unknown[] = []
        for (let k = 0; k <= original.steps.length; k++) forward.push(positionAt(original, k).state)
        for (let k = original.steps.length; k >= 0; k--) expect(positionAt(original, k).state).toEqual(forward[k])
        expect(positionAt(original, 0).records).toEqual([])
        expect(positionAt(original, 99).step).toBe(original.steps.length)
      })

      it('play on from here: a seeded generator replaces the script and the battle goes on by the normal rules, the same way each time', () => {
        const at = positionAt(original, Math.min(2, original.steps.length)).state
        const next = handOver(at, 'fresh-seed')
        expect(next.dice.kind).toBe('alea')
        expect(next.seed).toBe('fresh-seed')
        const engine = rulesetOf(next)
        const end = engine.simulate(next)
        expect(end.phase).toBe('over')
        expect(engine.simulate(handOver(at, 'fresh-seed'))).toEqual(end)
      })
    })
  }
})
