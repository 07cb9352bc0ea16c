import { specProblems, withDefaults, type BattleSpec, type SpecProblem } from '../engine/core/builder.ts'
import { engineOf, isRulesetId, type AnyScenario } from '../engine/rulesets/registry.ts'

/** A spec made into a battle: the scenario file it saves as and the scenario it plays, or what stops it. */
export type Built = { ok: true; file: Record<string, unknown>; scenario: AnyScenario } | { ok: false; problems: SpecProblem[] }

/**
 * A builder's spec as a scenario: the counts' limits and the rule system's own
 * checks first (each problem tied to its field), then its file through the
 * rule system's schema, exactly as an imported file is read, so that a built
 * battle, once saved, imports as the same battle.
 */
export function buildScenario(spec: BattleSpec): Built {
  if (!isRulesetId(spec.ruleset)) return { ok: false, problems: [{ field: 'ruleset', message: `No rule system "${spec.ruleset}"` }] }
  const engine = engineOf(spec.ruleset)
  const kit = engine.builder
  if (!kit) return { ok: false, problems: [{ field: 'ruleset', message: `${engine.title} has no battle builder` }] }
  // A name cleared while typing builds as the default one: the file needs a name.
  const full = withDefaults({ ...spec, name: spec.name.trim() || 'My battle' }, kit)
  const problems = specProblems(full, kit)
  if (problems.length) return { ok: false, problems }
  const file = kit.scenario(full)
  const parsed = engine.parseScenario(file)
  if (!parsed.ok) return { ok: false, problems: parsed.errors.map((message) => ({ field: 'battle', message })) }
  return { ok: true, file, scenario: parsed.value as AnyScenario }
}
