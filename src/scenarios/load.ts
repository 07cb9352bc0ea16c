import { parseJsonText } from '../engine/core/schema.ts'
import type { Parsed } from '../engine/core/types.ts'
import type { GrandScenario } from '../engine/rulesets/grand/index.ts'
import { isRulesetId, RULESETS, rulesetIds, type AnyScenario } from '../engine/rulesets/registry.ts'
import { BUILT_IN } from './catalogue.ts'

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
  return RULESETS[id].parseScenario(input)
}

/** Parses scenario text (a file's contents); a JSON syntax error is reported like a field error. */
export function parseScenarioText(text: string): Parsed<AnyScenario> {
  return parseJsonText(text, parseScenario)
}

let cache: AnyScenario[] | null = null

/** The built-in scenarios, validated once; a broken built-in is a bug and throws. */
export function builtInScenarios(): AnyScenario[] {
  if (!cache) {
    cache = BUILT_IN.map((raw) => {
      const p = parseScenario(raw)
      if (!p.ok) throw new Error(`built-in scenario ${(raw as { id?: string }).id}: ${p.errors.join('; ')}`)
      return p.value
    })
  }
  return cache
}

export function findBuiltIn(id: string): AnyScenario | undefined {
  return builtInScenarios().find((s) => s.id === id)
}

/** The built-in grand battles: what the grand engine's benchmark, odds and tests run on. */
export function grandScenarios(): GrandScenario[] {
  return builtInScenarios().filter((s): s is GrandScenario => s.ruleset === 'grand')
}

export function findGrand(id: string): GrandScenario | undefined {
  return grandScenarios().find((s) => s.id === id)
}
