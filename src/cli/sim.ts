/**
 * Headless runner: `npm run sim -- --list`, one battle with its log, or N
 * battles with the tally. Every decision is taken by the default policy.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultChoice } from '../ai/defaultPolicy.ts'
import { grand, simulate, type GrandEvent, type GrandState } from '../engine/rulesets/grand/index.ts'
import { builtInScenarios, findBuiltIn, parseScenarioText, type AnyScenario } from '../scenarios/load.ts'
import { parseArgs, UsageError, type SimArgs } from './args.ts'
import { formatEvent } from '../engine/rulesets/grand/describe.ts'
import { parseWalkthroughText, type Walkthrough } from '../walkthroughs/schema.ts'
import { runWalkthrough } from '../walkthroughs/runner.ts'

function fail(message: string): never {
  process.stderr.write(`sim: ${message}\n`)
  process.exit(2)
}

/** A file's text, or the one-line failure naming it as the user wrote it. */
function readOrFail(path: string, shown: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (e) {
    fail(`cannot read ${shown}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`)
  }
}

function loadScenario(ref: string): AnyScenario {
  const builtIn = findBuiltIn(ref)
  if (builtIn) return builtIn
  if (!/\.json$/i.test(ref)) {
    fail(`no built-in scenario "${ref}" (see --list) and not a .json file`)
  }
  const parsed = parseScenarioText(readOrFail(ref, ref))
  if (!parsed.ok) fail(`${ref}: ${parsed.errors.join('; ')}`)
  return parsed.value
}

function playOne(sc: AnyScenario, seed: string): { state: GrandState; events: GrandEvent[] } {
  let s = grand.setup(sc, seed)
  const events: GrandEvent[] = []
  for (let i = 0; i < 500; i++) {
    const d = grand.pending(s)
    if (!d && s.phase === 'over') return { state: s, events }
    const step = d ? grand.decide(s, d.side, defaultChoice(s, d)) : grand.advance(s)
    s = step.state
    events.push(...step.events)
  }
  throw new Error('battle did not end')
}

function runOne(args: SimArgs, sc: AnyScenario, seed: string): void {
  const { state, events } = playOne(sc, seed)
  const r = state.result!
  if (args.json) {
    process.stdout.write(JSON.stringify({ scenario: sc.id, seed, winner: r.winner, rounds: state.bmHistory.length, events, final: state }) + '\n')
    return
  }
  const lines = events.map((e) => formatEvent(state, e))
  process.stdout.write(`${sc.name} (seed ${seed})\n${lines.join('\n')}\n`)
}

function runMany(args: SimArgs, sc: AnyScenario, seed: string, runs: number): void {
  let attackerWins = 0
  let defenderWins = 0
  let draws = 0
  let rounds = 0
  const start = performance.now()
  for (let i = 0; i < runs; i++) {
    const end = simulate(grand.setup(sc, `${seed}#${i}`), defaultChoice)
    const w = end.result!.winner
    if (w === 'attacker') attackerWins++
    else if (w === 'defender') defenderWins++
    else draws++
    rounds += end.bmHistory.length
  }
  const ms = performance.now() - start
  const out = { scenario: sc.id, runs, seed, attackerWins, defenderWins, draws, meanRounds: rounds / runs, msPerBattle: ms / runs }
  if (args.json) process.stdout.write(JSON.stringify(out) + '\n')
  else {
    const pct = (n: number) => `${((100 * n) / runs).toFixed(1)}%`
    process.stdout.write(
      `${sc.name}: ${runs} battles from seed ${seed}\n` +
        `attacker ${attackerWins} (${pct(attackerWins)}), defender ${defenderWins} (${pct(defenderWins)}), no winner ${draws}\n` +
        `mean rounds ${out.meanRounds.toFixed(2)}, ${out.msPerBattle.toFixed(4)} ms per battle\n`,
    )
  }
}

const WALKTHROUGH_DIR = fileURLToPath(new URL('../../assets/walkthroughs/', import.meta.url))

/** Reads and validates walkthrough files; the first bad one stops the run with its file and field. */
function loadWalkthroughs(files: string[]): Walkthrough[] {
  const paths = files.length ? files : readdirSync(WALKTHROUGH_DIR).filter((f) => f.endsWith('.json')).sort().map((f) => join(WALKTHROUGH_DIR, f))
  return paths.map((path) => {
    const name = relative(process.cwd(), path) || path
    const parsed = parseWalkthroughText(readOrFail(path, name))
    if (!parsed.ok) fail(`${name}: ${parsed.errors.join('; ')}`)
    return parsed.value
  })
}

/** Replays each walkthrough with its scripted dice; exit code 1 when any step's expected result fails. */
function runWalkthroughs(args: SimArgs): void {
  const reports = loadWalkthroughs(args.walkthroughFiles).map(runWalkthrough)
  if (args.json) process.stdout.write(JSON.stringify(reports) + '\n')
  else for (const r of reports) process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${r.id} (${r.steps} steps)${r.error ? `: ${r.error}` : ''}\n`)
  if (reports.some((r) => !r.ok)) process.exitCode = 1
}

function main(argv: string[]): void {
  let args: SimArgs
  try {
    args = parseArgs(argv)
  } catch (e) {
    if (e instanceof UsageError) fail(e.message)
    throw e
  }
  if (args.walkthroughs) {
    runWalkthroughs(args)
    return
  }
  if (args.list) {
    process.stdout.write(builtInScenarios().map((s) => s.id).join('\n') + '\n')
    return
  }
  const sc = loadScenario(args.scenario!)
  const seed = args.seed ?? randomBytes(4).toString('hex')
  if (args.runs !== null) runMany(args, sc, seed, args.runs)
  else runOne(args, sc, seed)
}

main(process.argv.slice(2))
