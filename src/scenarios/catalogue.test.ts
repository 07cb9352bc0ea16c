import { describe, expect, it } from 'vitest'
import { engineOf, manifestOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { builtInRaw } from './catalogue.ts'
import { builtInScenarios, findBuiltIn, parseScenario } from './load.ts'

/**
 * What holds for every rule system's built-ins; each rule system's own checks
 * of its scenarios' content sit in its folder (e.g. catalogue.test.ts there).
 */
describe('built-in scenario catalogue', () => {
  it('every built-in scenario, of every rule system, parses and the ids are unique', () => {
    const ids = builtInRaw().map((raw) => {
      const p = parseScenario(raw)
      if (!p.ok) throw new Error(p.errors.join('\n'))
      expect(p.ok).toBe(true)
      return p.value.id
    })
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("each rule system's scenarios, in the registry's order, hidden ones included (a deep link reaches them)", () => {
    const expected = rulesetIds().flatMap((id) => engineOf(id).scenarios.map((raw) => (raw as { id: string }).id))
    expect(builtInScenarios().map((s) => s.id)).toEqual(expected)
    for (const id of rulesetIds()) {
      if (manifestOf(id).hidden) continue
      expect(engineOf(id).scenarios.length, `${id} ships no scenario`).toBeGreaterThan(0)
    }
  })

  it('a scenario is its rule system\'s: its ruleset field names the engine that ships it', () => {
    for (const id of rulesetIds()) {
      for (const raw of engineOf(id).scenarios) {
        const sc = findBuiltIn((raw as { id: string }).id)!
        expect(sc.ruleset).toBe(id)
      }
    }
  })
})
