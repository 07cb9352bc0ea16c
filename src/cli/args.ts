import { engineOf, rulesetIds } from '../engine/rulesets/registry.ts'

/** The sim CLI's arguments; a bad one throws UsageError with a one-line message. */

export class UsageError extends Error {}

export interface SimArgs {
  list: boolean
  scenario: string | null
  seed: string | null
  runs: number | null
  json: boolean
  /** Replay walkthroughs: the files given, or every built-in one when none is. */
  walkthroughs: boolean
  walkthroughFiles: string[]
  /** A battle given on the command line instead of a scenario (--ruleset ID --attack … --defend …). */
  ruleset: string | null
  attack: string | null
  defend: string | null
  /** Print the battle's odds instead of playing it. */
  odds: boolean
  /** Further options of a battle given on the command line, by name without the dashes (drm). */
  extra: Record<string, string>
  /** The builder's conditions of a battle by counts (--conditions terrain=hills,crossing=river); null when not given. */
  conditions: string | null
}

/** The rule systems that take a battle on the command line; read when asked, since the engines load first. */
function oddsRulesets(): string[] {
  return rulesetIds().filter((id) => engineOf(id).commandLineOdds || engineOf(id).builder)
}

function usage(): string {
  return (
    'usage: npm run sim -- --list | <scenario id or file.json> [--seed S] [--runs N] [--json] | <scenario id or file.json> --odds [--seed S] [--json] | --walkthroughs [walkthrough.json …] [--json]' +
    ` | --ruleset ${oddsRulesets().join('|')} --attack … --defend … [--conditions name=value,…] [--drm N] --odds [--json]`
  )
}

export function parseArgs(argv: readonly string[]): SimArgs {
  const out: SimArgs = { list: false, scenario: null, seed: null, runs: null, json: false, walkthroughs: false, walkthroughFiles: [], ruleset: null, attack: null, defend: null, odds: false, extra: {}, conditions: null }
  const positional: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const value = (): string => {
      const v = argv[++i]
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${a} needs a value; ${usage()}`)
      return v
    }
    switch (a) {
      case '--list':
        out.list = true
        break
      case '--json':
        out.json = true
        break
      case '--walkthroughs':
        out.walkthroughs = true
        break
      case '--ruleset':
        out.ruleset = value()
        break
      case '--attack':
        out.attack = value()
        break
      case '--defend':
        out.defend = value()
        break
      case '--conditions':
        out.conditions = value()
        break
      case '--drm':
        out.extra.drm = value()
        break
      case '--odds':
        out.odds = true
        break
      case '--seed':
        out.seed = value()
        break
      case '--runs': {
        const v = value()
        const n = Number(v)
        if (!/^\d+$/.test(v) || n < 1 || n > 10_000_000) throw new UsageError(`--runs must be a whole number from 1 to 10000000, got "${v}"`)
        out.runs = n
        break
      }
      case '--help':
      case '-h':
        throw new UsageError(usage())
      default:
        if (a.startsWith('-')) throw new UsageError(`unknown option "${a}"; ${usage()}`)
        positional.push(a)
    }
  }
  if (out.walkthroughs) {
    if (out.seed !== null || out.runs !== null) throw new UsageError('--walkthroughs roll the book\'s dice: no --seed or --runs')
    out.walkthroughFiles = positional
    return out
  }
  // A scenario's odds from its first state: any rule system.
  if (out.odds && out.attack === null && out.defend === null && out.ruleset === null && out.conditions === null && !Object.keys(out.extra).length && positional.length) {
    if (positional.length > 1) throw new UsageError(`one scenario at a time: got "${positional[0]}" and "${positional[1]}"`)
    if (out.runs !== null || out.list) throw new UsageError('--odds plays until the chances are known: no --runs or --list')
    out.scenario = positional[0]!
    return out
  }
  if (out.odds || out.attack !== null || out.defend !== null || out.ruleset !== null || out.conditions !== null || Object.keys(out.extra).length) {
    const known = oddsRulesets()
    if (out.ruleset === null || !known.includes(out.ruleset)) {
      throw new UsageError(`battles by unit counts are for --ruleset ${known.join(' or ')}${out.ruleset ? `, not "${out.ruleset}"` : ''} (any scenario's odds: <scenario> --odds); ${usage()}`)
    }
    if (out.attack === null || out.defend === null) throw new UsageError(`--ruleset ${out.ruleset} needs both --attack and --defend`)
    if (!out.odds) throw new UsageError('--attack/--defend are asked with --odds')
    if (positional.length || out.runs !== null || out.list) throw new UsageError('--odds takes no scenario, --runs or --list')
    return out
  }
  if (positional.length > 1) throw new UsageError(`one scenario at a time: got "${positional[0]}" and "${positional[1]}"`)
  out.scenario = positional[0] ?? null
  if (!out.list && out.scenario === null) throw new UsageError(`no scenario given; ${usage()}`)
  return out
}
