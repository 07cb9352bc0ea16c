import { withDefaults, type BattleSpec } from '../engine/core/builder.ts'
import { parseUnitCounts } from '../engine/core/unitCounts.ts'
import { engineOf, manifestOf, type BattleState, type RulesetId } from '../engine/rulesets/registry.ts'
import { scenarioOdds, type ScenarioOdds } from '../odds/scenarioOdds.ts'
import { buildScenario } from '../scenarios/built.ts'

/** Reads "terrain=hills,crossing=river" into the builder's conditions; each unknown name or answer is an error naming it and what is allowed. */
export function parseConditions(ruleset: RulesetId, text: string): Record<string, string> {
  const kit = engineOf(ruleset).builder!
  const out: Record<string, string> = {}
  for (const item of text.split(',').map((s) => s.trim()).filter((s) => s !== '')) {
    const m = /^([A-Za-z0-9-]+)\s*=\s*(\S+)$/.exec(item)
    if (!m) throw new Error(`--conditions: "${item}" is not name=value, e.g. "${kit.conditions[0]?.id ?? 'terrain'}=${kit.conditions[0]?.default ?? 'clear'}"`)
    const c = kit.conditions.find((x) => x.id === m[1])
    if (!c) throw new Error(`--conditions: ${ruleset} has no condition "${m[1]}"; it has ${kit.conditions.map((x) => x.id).join(', ') || 'none'}`)
    if (!c.choices.some((x) => x.value === m[2])) throw new Error(`--conditions: ${c.id} is one of ${c.choices.map((x) => x.value).join(', ')}, not "${m[2]}"`)
    out[c.id] = m[2]!
  }
  return out
}

/**
 * The builder's battle from the command line (`--ruleset ID --attack
 * type=n,… --defend … [--conditions name=value,…] --odds`): the same spec the
 * builder makes, built by the rule system's kit and validated by its schema,
 * then its odds from the first state as `<scenario> --odds` gives them. Any
 * bad count, condition or battle the rules forbid is an Error naming it.
 */
export async function builtOdds(args: { ruleset: RulesetId; attack: string; defend: string; conditions: string | null; seed: string; halfWidth?: number; cap?: number }): Promise<{ spec: BattleSpec; odds: ScenarioOdds }> {
  const engine = engineOf(args.ruleset)
  const kit = engine.builder
  if (!kit) throw new Error(`--ruleset ${args.ruleset} has no battle builder`)
  const known = kit.catalogue.map((e) => e.id)
  const spec = withDefaults(
    {
      ruleset: args.ruleset,
      name: 'Command-line battle',
      units: { attacker: parseUnitCounts('--attack', args.attack, known), defender: parseUnitCounts('--defend', args.defend, known) },
      conditions: parseConditions(args.ruleset, args.conditions ?? ''),
    },
    kit,
  )
  const built = buildScenario(spec)
  if (!built.ok) throw new Error(built.problems.map((p) => `${p.field}: ${p.message}`).join('; '))
  const { odds: oddsKit } = await manifestOf(args.ruleset).odds()
  const state = engine.setup(built.scenario, args.seed) as BattleState
  return { spec, odds: scenarioOdds(engine, oddsKit, state, { stream: args.seed, halfWidth: args.halfWidth, cap: args.cap }) }
}
