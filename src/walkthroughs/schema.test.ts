import { describe, expect, it } from 'vitest'
import everyRound from '../../assets/walkthroughs/grand-every-round.json' with { type: 'json' }
import { parseWalkthrough, parseWalkthroughText } from './schema.ts'

/** A raw copy of a built-in file, to break one field at a time. */
const raw = () => structuredClone(everyRound) as unknown as Record<string, unknown> & { steps: Record<string, unknown>[]; scenario: Record<string, unknown> }

const errorsOf = (input: unknown) => {
  const p = parseWalkthrough(input)
  return p.ok ? [] : p.errors
}

describe('walkthrough files are validated on load, each error naming its field', () => {
  it('a built-in file is valid; its scenario comes back validated by its ruleset', () => {
    const p = parseWalkthrough(raw())
    expect(p.ok).toBe(true)
    if (p.ok) expect((p.value.scenario as { attacker: { scenarioMorale: number } }).attacker.scenarioMorale).toBe(0)
  })

  it('structure: missing and wrong fields by path', () => {
    const w = raw()
    delete w.steps[2]!.narration
    w.steps[3]!.dice = [1, -1]
    ;(w.steps[4]!.quote as Record<string, unknown>).seed = 'rules.txt'
    expect(errorsOf(w)).toEqual([
      'steps[2].narration: required (string)',
      'steps[3].dice[1]: Too small: expected number to be >=0',
      'steps[4].quote.seed: expected a seed file name like 000_65abfdd3be31f0b0.txt',
    ])
  })

  it('an action that is neither "none", "advance", a decision nor a list of them', () => {
    const w = raw()
    w.steps[2]!.action = 'fire'
    expect(errorsOf(w)[0]).toMatch(/^steps\[2\]\.action: /)
  })

  it('an unknown ruleset', () => {
    expect(errorsOf({ ...raw(), ruleset: 'napoleonic' })).toEqual([expect.stringMatching(/^ruleset: unknown ruleset "napoleonic"; known: grand\b/)])
  })

  it("the scenario is checked by its ruleset's own parser, its fields under scenario.", () => {
    const w = raw()
    ;(w.scenario.attacker as { units: unknown[] }).units = []
    expect(errorsOf(w)).toEqual(['scenario.attacker.units: a side needs at least one unit'])
  })

  it('a highlight that names no counter nor window element; dice on a step that does nothing', () => {
    const w = raw()
    w.steps[2]!.highlight = ['a-arty', 'gauge.attacker', 'a-artillery']
    w.steps[0]!.dice = [3]
    expect(errorsOf(w)).toEqual([
      'steps[0].dice: a step without an action rolls no dice',
      expect.stringMatching(/^steps\[2\]\.highlight\[2\]: "a-artillery" is neither a counter of the scenario nor one of gauge\.attacker/),
    ])
  })

  it('text that is not JSON', () => {
    expect(parseWalkthroughText('{"id": ')).toEqual({ ok: false, errors: [expect.stringMatching(/^\(file\): not valid JSON/)] })
  })
})
