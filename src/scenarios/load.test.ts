import { describe, expect, it } from 'vitest'
import { engineOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { builtInScenarios, findBuiltIn, parseScenario, parseScenarioText } from './load.ts'

describe('scenario loading', () => {
  it('refuses text that is not JSON, naming the file', () => {
    const r = parseScenarioText('{ "id": ')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors[0]).toMatch(/^\(file\): not valid JSON/)
  })

  it('refuses what is not an object', () => {
    expect(parseScenario([])).toEqual({ ok: false, errors: ['(top level): a scenario is a JSON object'] })
  })

  it('refuses an unknown ruleset, naming the field and every known one', () => {
    for (const ruleset of ['chess', undefined, 7]) {
      const r = parseScenario({ ruleset })
      expect(r.ok).toBe(false)
      if (!r.ok) expect(r.errors).toEqual([`ruleset: expected one of ${rulesetIds().join(', ')}, got ${JSON.stringify(ruleset)}`])
    }
  })

  it("dispatches on the ruleset field: a scenario gets its own rule system's verdict, errors and all", () => {
    for (const id of rulesetIds()) {
      for (const raw of engineOf(id).scenarios) {
        expect(parseScenario(raw)).toEqual(engineOf(id).parseScenario(raw))
        const broken = { ...(raw as Record<string, unknown>), name: 7 }
        const r = parseScenario(broken)
        expect(r.ok, `${id}: a number for a name`).toBe(false)
        expect(r).toEqual(engineOf(id).parseScenario(broken))
      }
    }
  })

  it('finds a built-in by id, and nothing for an unknown one', () => {
    for (const sc of builtInScenarios()) expect(findBuiltIn(sc.id)).toBe(sc)
    expect(findBuiltIn('no-such-scenario')).toBeUndefined()
  })
})
