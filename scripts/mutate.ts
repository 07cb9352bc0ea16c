/**
 * `npm run mutate [-- --ruleset ID] [--files a.ts,b.ts | --again REPORT] [--concurrency N] [--force]`: mutation testing
 * (issue 18) with Stryker and its Vitest runner. Each rule system's engine
 * (its folder under src/engine/rulesets, without tests, test kits and React
 * parts) is mutated on its own, and the shared core and odds solvers as
 * "core"; a rule system's mutants run against its own folder's tests, and
 * each mutant only against the tests that reach it.
 * Prints the mutation score per group (killed and timed out over all
 * mutants that compiled) and the surviving mutants, and writes the lot as
 * JSON to reports/mutation/<group>.json. Slow (minutes to an hour a group on
 * two cores), so not part of the test command. --files narrows a rule
 * system's run to some of its files (their names within its folder).
 * --again REPORT tests once more only the survivors and timeouts an earlier
 * report of the rule system lists (each mutant's code as Stryker marked it,
 * so its siblings on the same code come along), after tests were written for
 * them or on an idle machine:
 * it prints the earlier report's score made good by what is killed now, and
 * writes reports/mutation/<group>.again.json.
 * A whole group's run is incremental: Stryker keeps its results in
 * reports/mutation/<group>.incremental.json and tests again only the mutants
 * whose code or covering tests changed since (--force tests them all).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, relative } from 'node:path'
import { Stryker } from '@stryker-mutator/core'
import type { MutantResult, PartialStrykerOptions } from '@stryker-mutator/api/core'
import { isRulesetId, manifestOf, rulesetIds } from '../src/engine/rulesets/registry.ts'

const USAGE = 'usage: npm run mutate -- [--ruleset ID|core] [--files a.ts,b.ts | --again REPORT] [--concurrency N] [--force]'

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  if (i < 0) return undefined
  const v = process.argv[i + 1]
  if (v === undefined || v.startsWith('--')) fail(`--${name} needs a value`)
  return v
}

function fail(message: string): never {
  process.stderr.write(`mutate: ${message}; ${USAGE}\n`)
  process.exit(2)
}

for (const a of process.argv.slice(2)) {
  if (a.startsWith('--') && !['--ruleset', '--files', '--again', '--concurrency', '--force'].includes(a)) fail(`unknown argument "${a}"`)
}

/** What is not the engine: tests, test kits, React parts, and text for the window. */
const NOT_ENGINE = ['!**/*.test.ts', '!**/*.test.tsx', '!**/*testkit*.ts', '!**/*Testkit*.ts', '!**/ui/**', '!**/*.tsx']

/**
 * A rule system's engine, as mutated here, is its rules: what a battle does.
 * Left out are its fast paths (typed-array kernels, exact solvers, sampled
 * odds), AI and default policies, views and log texts, scenario parsing and
 * the plumbing (workers, CLI, bench, fuzz kits). The fast paths are held to
 * the rules by agreement tests over thousands of battles and by npm run fuzz;
 * those tests take seconds each, and under mutation every mutant would pay
 * them (see vitest-mutate.config.ts). --files still mutates any of them.
 */
const NOT_RULE_NAMES = [
  'kernel', 'exact', 'odds', 'oddsSampling', 'quickOdds', 'sampling', 'measure', 'board', 'ai', 'search', 'rollout', 'policy', 'policies', 'defaultPolicy',
  'view', 'describe', 'preview', 'work', 'bench', 'commandLineOdds', 'simulate', 'invariants', 'randomScenario', 'manifest', 'scenarios', 'events',
  'scenario', 'countsScenario', 'setup', 'index', 'withoutCards', 'fuzzCoverage', 'randomTurn', 'endings',
]
const NOT_RULES = NOT_RULE_NAMES.map((name) => `!**/${name}.ts`)

const GROUPS: Record<string, string[]> = {
  core: ['src/engine/core/**/*.ts', 'src/odds/**/*.ts', ...NOT_ENGINE],
  ...Object.fromEntries(rulesetIds().map((id) => [id, [`src/engine/rulesets/${id}/**/*.ts`, ...NOT_ENGINE, ...NOT_RULES]])),
}

const asked = option('ruleset')
if (asked !== undefined && !(asked in GROUPS)) fail(`no rule system "${asked}" (known: ${Object.keys(GROUPS).join(', ')})`)
const files = option('files')?.split(',')
if (files && (asked === undefined || asked === 'core')) fail('--files needs --ruleset with a rule system')
if (files) {
  const missing = files.filter((f) => !existsSync(`src/engine/rulesets/${asked}/${f}`))
  if (missing.length) fail(`no such file in src/engine/rulesets/${asked}/: ${missing.join(', ')}`)
  GROUPS[asked!] = files.map((f) => `src/engine/rulesets/${asked}/${f}`)
}

/** A report as this script writes it; `end` since 2026-11-27 (--again needs it). */
interface Survivor { file: string; line: number; column: number; end?: { line: number; column: number }; mutator: string; replacement: string; status: string }
interface Report { mutants: number; killed: number; survived: number; score: number; survivors: Survivor[]; timeouts?: Survivor[] }

const againFile = option('again')
let earlier: Report | undefined
if (againFile !== undefined) {
  if (asked === undefined || asked === 'core') fail('--again needs --ruleset with a rule system')
  if (files) fail('--again and --files do not go together: the report says which code to mutate')
  try {
    earlier = JSON.parse(readFileSync(againFile, 'utf8')) as Report
  } catch (e) {
    fail(`cannot read the report ${againFile}: ${(e as Error).message}`)
  }
  const bad = Array.isArray(earlier.survivors) ? [...earlier.survivors, ...(earlier.timeouts ?? [])].find((s) => !s.end || !existsSync(s.file)) : undefined
  if (!Array.isArray(earlier.survivors) || !Number.isInteger(earlier.mutants) || !Number.isInteger(earlier.killed)) fail(`${againFile} is not a report of npm run mutate (mutants, killed, survivors)`)
  if (bad) fail(`${againFile}: the survivor at ${bad.file}:${bad.line}:${bad.column} ${bad.end ? 'is in no file here' : 'has no end position (a report from before 2026-11-27)'}`)
  if (!earlier.survivors.length && !earlier.timeouts?.length) fail(`${againFile} lists no survivors and no timeouts`)
  // Stryker's ranges: lines from 1, columns from 0 (the report's columns count from 1).
  GROUPS[asked!] = [...earlier.survivors, ...(earlier.timeouts ?? [])].map((s) => `${relative(process.cwd(), s.file)}:${s.line}:${s.column - 1}-${s.end!.line}:${s.end!.column - 1}`)
}
const concurrency = Number(option('concurrency') ?? 2)
if (!Number.isInteger(concurrency) || concurrency < 1) fail(`--concurrency must be a whole number of at least 1`)

/** Stryker's score: killed (and timed out) over every mutant that compiled and ran, those no test covers included. */
function score(results: readonly MutantResult[]) {
  const count = (...statuses: string[]) => results.filter((r) => statuses.includes(r.status)).length
  const killed = count('Killed', 'Timeout')
  const survived = count('Survived', 'NoCoverage')
  return { mutants: killed + survived, killed, survived, score: killed + survived ? (100 * killed) / (killed + survived) : 100 }
}

const summary: Record<string, ReturnType<typeof score>> = {}
mkdirSync('reports/mutation', { recursive: true })
for (const group of asked ? [asked] : Object.keys(GROUPS)) {
  const options: PartialStrykerOptions = {
    mutate: GROUPS[group],
    testRunner: 'vitest',
    // A rule system's mutants meet its own tests (every module imports the registry, so "related" would be the whole suite).
    vitest: { related: false, configFile: 'scripts/vitest-mutate.config.ts' },
    coverageAnalysis: 'perTest',
    // A static mutant (a table, a constant) would rerun every test; the tables have tests of their own.
    ignoreStatic: true,
    concurrency,
    // A mutant that loops (a bound turned around) is killed by the timeout: kept short, as each costs the whole wait.
    timeoutMS: 5_000,
    reporters: ['progress', 'clear-text'],
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
    tempDirName: '.stryker-tmp',
    // The sandbox is a copy of the project: builds and reports are not needed there.
    ignorePatterns: ['dist*', 'test-results', 'playwright-report', 'reports', '*.log'],
    cleanTempDir: 'always',
    plugins: ['@stryker-mutator/vitest-runner'],
    // A narrowed run (--files) would overwrite the group's record with its few files: it starts afresh instead.
    incremental: !files && !earlier,
    incrementalFile: `reports/mutation/${group}.incremental.json`,
    force: process.argv.includes('--force'),
  }
  process.env.MUTATE_TESTS = group === 'core' ? 'src/**/*.test.{ts,tsx}' : `src/engine/rulesets/${group}/**/*.test.{ts,tsx}`
  if (!isRulesetId(group) || manifestOf(group).testsPlayOthers) delete process.env.MUTATE_RULESET
  else process.env.MUTATE_RULESET = group
  // An incremental run also hands back the results of files left out since the last one (axis's fuzz kit was, 2026-11-27): not this group's.
  const leftOut = (file: string) => !files && !earlier && group !== 'core' && NOT_RULE_NAMES.includes(basename(file, '.ts'))
  const results = (await new Stryker(options).runMutationTest()).filter((r) => !leftOut(r.fileName))
  summary[group] = score(results)
  const place = (r: MutantResult): Survivor => ({ file: r.fileName, line: r.location.start.line, column: r.location.start.column, end: r.location.end, mutator: r.mutatorName, replacement: r.replacement, status: r.status })
  const survivors = results.filter((r) => r.status === 'Survived' || r.status === 'NoCoverage').map(place)
  // Counted as killed, but on a loaded machine a slow test run times out too: kept, for --again to test on an idle one.
  const timeouts = results.filter((r) => r.status === 'Timeout').map(place)
  if (earlier) {
    // The earlier survivors still alive; the siblings that came along were killed then and count there.
    // Matched without the end: two mutants of one kind can start at one place (`a === b && c` → true,
    // and `a === b` → true), and an older report's ends were guessed. Each mutant alive now counts once.
    const key = (s: Survivor) => `${s.file}:${s.line}:${s.column}:${s.mutator}:${s.replacement}`
    const earlierKeys = new Set([...earlier.survivors, ...(earlier.timeouts ?? [])].map(key))
    const left = survivors.filter((s) => earlierKeys.has(key(s)))
    const madeGood = { mutants: earlier.mutants, killed: earlier.mutants - left.length, survived: left.length, score: (100 * (earlier.mutants - left.length)) / earlier.mutants }
    const before = earlier.survivors.length + (earlier.timeouts?.length ?? 0)
    process.stdout.write(`${group}: of ${againFile}'s ${earlier.survivors.length} survivors and ${earlier.timeouts?.length ?? 0} timeouts, ${before - left.length} killed now and ${left.length} survive (${summary[group].mutants} mutants tested again, ${timeouts.length} timed out)\n`)
    summary[group] = madeGood
    writeFileSync(`reports/mutation/${group}.again.json`, JSON.stringify({ ...madeGood, again: againFile, survivors: left, timeouts }, null, 1))
  } else writeFileSync(`reports/mutation/${group}.json`, JSON.stringify({ ...summary[group], survivors, timeouts }, null, 1))
}

for (const [group, s] of Object.entries(summary)) {
  process.stdout.write(`${group.padEnd(12)} ${s.score.toFixed(1).padStart(5)}%  ${s.killed} killed of ${s.mutants} (${s.survived} survived)\n`)
}
