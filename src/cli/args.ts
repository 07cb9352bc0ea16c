/** The sim CLI's arguments; a bad one throws UsageError with a one-line message. */

export class UsageError extends Error {}

export interface SimArgs {
  list: boolean
  scenario: string | null
  seed: string | null
  runs: number | null
  json: boolean
}

const USAGE = 'usage: npm run sim -- --list | <scenario id or file.json> [--seed S] [--runs N] [--json]'

export function parseArgs(argv: readonly string[]): SimArgs {
  const out: SimArgs = { list: false, scenario: null, seed: null, runs: null, json: false }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const value = (): string => {
      const v = argv[++i]
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${a} needs a value; ${USAGE}`)
      return v
    }
    switch (a) {
      case '--list':
        out.list = true
        break
      case '--json':
        out.json = true
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
        throw new UsageError(USAGE)
      default:
        if (a.startsWith('-')) throw new UsageError(`unknown option "${a}"; ${USAGE}`)
        if (out.scenario !== null) throw new UsageError(`one scenario at a time: got "${out.scenario}" and "${a}"`)
        out.scenario = a
    }
  }
  if (!out.list && out.scenario === null) throw new UsageError(`no scenario given; ${USAGE}`)
  return out
}
