import { describe, expect, it } from 'vitest'
import { engineOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { parseWalkthrough, parseWalkthroughText } from './schema.ts'

/**
 * The schema on each rule system's first walkthrough: the errors are the
 * schema's, whatever the rules. The checks on one file's own fields sit with
 * its rule system (walkthroughs.test.ts in its folder).
 */
const firsts = rulesetIds().flatMap((id) => engineOf(id).walkthroughs.slice(0, 1).map((x) => ({ id, raw: x.raw })))

type Raw = Record<string, unknown> & { steps: Record<string, unknown>[]; scenario: Record<string, unknown> }

const errorsOf = (input: unknown) => {
  const p = parseWalkthrough(input)
  return p.ok ? [] : p.errors
}

describe('walkthrough files are validated on load, each error naming its field', () => {
  it('the schema is tried on at least one walkthrough', () => {
    expect(firsts.length).toBeGreaterThan(0)
  })

  for (const { id, raw: original } of firsts) {
    const raw = () => structuredClone(original) as Raw

    describe(`${id}'s first walkthrough`, () => {
      it('is valid; its scenario comes back validated by its ruleset', () => {
        const p = parseWalkthrough(raw())
        expect(p.ok).toBe(true)
        const sc = engineOf(id).parseScenario(raw().scenario)
        if (p.ok && sc.ok) expect(p.value.scenario).toEqual(sc.value)
      })

      it('structure: missing and wrong fields by path', () => {
        const w = raw()
        delete w.steps[0]!.narration
        w.steps[0]!.dice = [1, -1]
        ;(w.steps[0]!.quote as Record<string, unknown>).seed = 'rules.txt'
        expect(errorsOf(w)).toEqual([
          'steps[0].quote.seed: expected a seed file name like 000_65abfdd3be31f0b0.txt',
          'steps[0].dice[1]: Too small: expected number to be >=0',
          'steps[0].narration: required (string)',
        ])
      })

      it('an action that is neither "none", "advance", a decision nor a list of them', () => {
        const w = raw()
        w.steps[0]!.action = 'fire'
        expect(errorsOf(w)[0]).toMatch(/^steps\[0\]\.action: /)
      })

      it('a decision is checked field by field, each error naming its path below the action (issue 18: a null choice was taken and the replay threw "Cannot read properties of null")', () => {
        const w = raw()
        w.steps[0]!.action = ['advance', { decide: { side: 'attacker', choice: null } }, { decide: { side: 'nobody', choice: { kind: 'retreat', answer: 3 } } }, 'none']
        expect(errorsOf(w)).toEqual([
          'steps[0].action[1].decide.choice: Invalid input: expected object, received null',
          'steps[0].action[2].decide.side: Invalid option: expected one of "attacker"|"defender"',
          'steps[0].action[2].decide.choice.answer: Invalid input: expected record, received number',
          'steps[0].action[3]: expected "advance" or { "decide": { side, choice } }, not "none"',
        ])
        w.steps[0]!.action = { decide: { side: 'attacker', choice: { answer: {}, why: 'x' } } }
        expect(errorsOf(w)).toEqual(['steps[0].action.decide.choice.kind: required (string)', 'steps[0].action.decide.choice: Unrecognized key: "why"'])
        w.steps[0]!.action = {}
        expect(errorsOf(w)).toEqual(['steps[0].action.decide: required (object)'])
        w.steps[0]!.action = []
        expect(errorsOf(w)).toEqual(['steps[0].action: a list of actions needs at least one'])
        delete w.steps[0]!.action
        expect(errorsOf(w)).toEqual(['steps[0].action: required ("none", "advance", { "decide": { side, choice } } or a list of "advance" and decisions)'])
      })

      it('expectations no replay could meet are refused on load: a key that is not a path, a "log contains" that is not text', () => {
        const w = raw()
        w.steps[0]!.expect = { 'counters[x].strength': 1, 'log contains': ['a line', 3], 'round.last': null }
        expect(errorsOf(w)).toEqual([
          'steps[0].expect["counters[x].strength"]: "[x]" in "counters[x].strength" is neither an index nor field=value',
          'steps[0].expect["log contains"]: expected a text or a list of texts',
        ])
      })

      it('an unknown ruleset', () => {
        expect(errorsOf({ ...raw(), ruleset: 'no-such-rules' })).toEqual([`ruleset: unknown ruleset "no-such-rules"; known: ${rulesetIds().join(', ')}`])
      })

      it("the scenario is checked by its ruleset's own parser, its fields under scenario.", () => {
        const w = raw()
        w.scenario.name = 7
        const own = engineOf(id).parseScenario(w.scenario)
        expect(own.ok).toBe(false)
        if (!own.ok) expect(errorsOf(w)).toEqual(own.errors.map((e) => `scenario.${e}`))
      })

      it('a highlight that names no counter nor window element; dice on a step that does nothing', () => {
        const w = raw()
        w.steps[0]!.action = 'none'
        w.steps[0]!.dice = [3]
        w.steps[0]!.highlight = ['gauge.attacker', 'no-such-counter']
        expect(errorsOf(w)).toEqual([
          expect.stringMatching(/^steps\[0\]\.highlight\[1\]: "no-such-counter" is neither a counter of the scenario nor one of gauge\.attacker/),
          'steps[0].dice: a step without an action rolls no dice',
        ])
      })
    })
  }

  it('text that is not JSON', () => {
    expect(parseWalkthroughText('{"id": ')).toEqual({ ok: false, errors: [expect.stringMatching(/^\(file\): not valid JSON/)] })
  })
})
