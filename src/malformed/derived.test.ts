import { describe, expect, it } from 'vitest'
import { engineOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { parseScenarioText } from '../scenarios/load.ts'
import { spoil } from './derive.ts'

/**
 * Issue 18: every rule system's built-in scenarios, spoiled in the ways any
 * scenario file can be (derive.ts), are refused by the scenario import with
 * an error that names the spoiled field. Rule systems come from the registry,
 * so one added later is held to the same without a line here.
 */
const ids = rulesetIds()

/** An error names the field when it starts with its path ("attacker.units[0].type: …"). */
const names = (errors: string[], field: string) => errors.some((e) => e.startsWith(`${field}: `) || e.startsWith(`${field}.`) || e.startsWith(`${field}[`))

describe.each(ids)('malformed scenarios made from the built-in ones of %s', (id) => {
  const scenarios = engineOf(id).scenarios as Record<string, unknown>[]

  it('has built-in scenarios to spoil', () => {
    expect(scenarios.length).toBeGreaterThan(0)
  })

  it.each(scenarios.map((s) => [String(s.id), s] as const))('%s: each spoiled copy is refused, the error naming the field', (_name, raw) => {
    // The first scenario in full, the others sampled: every field kind of the rule system, in bounded time.
    const copies = spoil(raw, raw === scenarios[0] ? 10_000 : 40)
    let refusedMissing = 0
    for (const c of copies) {
      const r = parseScenarioText(c.text)
      if (c.removed && r.ok) continue // an optional field
      expect(r.ok, `${c.field}: ${c.what} was accepted`).toBe(false)
      const errors = r.ok ? [] : r.errors
      for (const e of errors) expect(e, `${c.field}: ${c.what}`).toMatch(/^[^\s:]+(\s[^\s:]+)?: \S/)
      if (c.removed) {
        refusedMissing++
        // A field removed may be named itself, or through what referred to it ("goal.center: no production centre at …").
        expect(names(errors, c.field) || c.removed.some((v) => errors.some((e) => e.includes(`"${v}"`))), `${c.field} removed: ${errors.join('; ')}`).toBe(true)
      } else if (c.field === '(file)') expect(errors[0]).toMatch(/^\(file\): not valid JSON/)
      else expect(names(errors, c.field), `${c.field}: ${c.what}: ${errors.join('; ')}`).toBe(true)
    }
    // id, ruleset and name at least are every scenario's (BaseScenario).
    expect(refusedMissing).toBeGreaterThanOrEqual(3)
  })

  it.each(ids.filter((other) => other !== id))('its first scenario labelled as %s is refused, each error naming a field', (other) => {
    const r = parseScenarioText(JSON.stringify({ ...scenarios[0], ruleset: other }))
    expect(r.ok).toBe(false)
    for (const e of r.ok ? [] : r.errors) expect(e).toMatch(/^[^\s:]+(\s[^\s:]+)?: \S/)
  })
})
