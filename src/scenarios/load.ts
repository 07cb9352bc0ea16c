import { parseJsonText } from '../engine/core/schema.ts'
import type { Parsed } from '../engine/core/types.ts'
import { engineOf, isRulesetId, ownerOfScenario, rulesetIds, type AnyScenario } from '../engine/rulesets/registry.ts'
import { builtInRaw } from './catalogue.ts'

/** A validated scenario of any rule system, tagged by its ruleset. */
export type { AnyScenario }

/** Validates a scenario object; errors name the field and why. */
export function parseScenario(input: unknown): Parsed<AnyScenario> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: ['(top level): a scenario is a JSON object'] }
  }
  const id = (input as { ruleset?: unknown }).ruleset
  if (!isRulesetId(id)) {
    return { ok: false, errors: [`ruleset: expected one of ${rulesetIds().join(', ')}, got ${JSON.stringify(id)}`] }
  }
  return engineOf(id).parseScenario(input)
}

/** Parses scenario text (a file's contents); a JSON syntax error is reported like a field error. */
export function parseScenarioText(text: string): Parsed<AnyScenario> {
  return parseJsonText(text, parseScenario)
}

let cache: AnyScenario[] | null = null
const byId = new Map<string, AnyScenario>()

/** The built-in scenarios, validated once (after loadRulesets); a broken built-in is a bug and throws. */
export function builtInScenarios(): AnyScenario[] {
  if (!cache) {
    cache = builtInRaw().map((raw) => {
      // The same object a deep link already parsed, if any: a session's scenario stays the catalogue's.
      const known = byId.get((raw as { id?: string }).id ?? '')
      if (known) return known
      const p = parseScenario(raw)
      if (!p.ok) throw new Error(`built-in scenario ${(raw as { id?: string }).id}: ${p.errors.join('; ')}`)
      return p.value
    })
  }
  return cache
}

/** A built-in scenario by id; needs only its own rule system loaded (a deep link loads no other). */
export function findBuiltIn(id: string): AnyScenario | undefined {
  if (cache) return cache.find((s) => s.id === id)
  const owner = ownerOfScenario(id)
  if (!owner) return undefined
  let sc = byId.get(id)
  if (!sc) {
    const raw = engineOf(owner).scenarios.find((r) => (r as { id?: unknown }).id === id)
    if (!raw) return undefined
    const p = parseScenario(raw)
    if (!p.ok) throw new Error(`built-in scenario ${id}: ${p.errors.join('; ')}`)
    sc = p.value
    byId.set(id, sc)
  }
  return sc
}
