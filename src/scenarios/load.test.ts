import { describe, expect, it } from 'vitest'
import { builtInScenarios, parseScenario, parseScenarioText } from './load.ts'

describe('scenario loading', () => {
  it('refuses text that is not JSON, naming the file', () => {
    const r = parseScenarioText('{ "id": ')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors[0]).toMatch(/^\(file\): not valid JSON/)
  })

  it('refuses an unknown ruleset, naming the field', () => {
    const r = parseScenario({ ruleset: 'chess' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors).toEqual(['ruleset: expected one of grand, axis, got "chess"'])
  })

  it('says a missing field is required, with its path', () => {
    const good = structuredClone(builtInScenarios()[0]) as unknown as Record<string, Record<string, unknown>>
    delete good.attacker!.name
    const r = parseScenario(good)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors).toContain('attacker.name: required (string)')
  })

  it('refuses a misspelt key instead of ignoring it', () => {
    const raw = structuredClone(builtInScenarios()[0]) as unknown as { attacker: { units: Record<string, unknown>[] } }
    raw.attacker.units[0]!.strenght = 3
    const r = parseScenario(raw)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors.join('\n')).toMatch(/attacker\.units\[0\]: Unrecognized key: "strenght"/)
  })
})
