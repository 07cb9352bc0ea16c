/** The fuzzer's main thread and its workers (fuzz.ts loads this module in both). */
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { parentPort, Worker } from 'node:worker_threads'
import { engineOf, isRulesetId, loadRulesets, manifestOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { addFigures, DEFAULT_OPTIONS, emptyFigures, fuzzRuleset, ScenarioSource, type FailureReport, type FuzzFigures } from '../fuzz/run.ts'
import { answersOf, shrinkCase } from '../fuzz/shrink.ts'

interface Chunk {
  ruleset: string
  from: number
  count: number
  steppedEvery: number
  deepEvery: number
}

/** A worker: plays each chunk it is sent and answers with its figures. */
export async function fuzzWorker(): Promise<void> {
  await loadRulesets()
  const sources = new Map<string, ScenarioSource>()
  parentPort!.on('message', (c: Chunk) => {
    const engine = engineOf(c.ruleset)
    let src = sources.get(c.ruleset)
    if (!src) sources.set(c.ruleset, (src = new ScenarioSource(engine)))
    parentPort!.postMessage(fuzzRuleset(engine, c, src))
  })
}

const USAGE = 'usage: npm run fuzz -- [--battles N] [--ruleset ID] [--json] [--stepped-every K] [--deep-every K] [--workers W] [--battle I (with --ruleset: that battle alone)]'

function fail(message: string): never {
  process.stderr.write(`fuzz: ${message}\n${USAGE}\n`)
  process.exit(2)
}

interface Args {
  battles: number
  /** Battle I alone (a failure's replay): its scenario, seeds and depth come from I. */
  only: number | null
  rulesets: string[]
  json: boolean
  steppedEvery: number
  deepEvery: number
  workers: number
}

export function parseArgs(argv: readonly string[]): Args {
  const valued = new Set(['--battles', '--ruleset', '--stepped-every', '--deep-every', '--workers', '--battle'])
  const got = new Map<string, string>()
  let json = false
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a === '--json') json = true
    else if (valued.has(a)) {
      const v = argv[++i]
      if (v === undefined) fail(`${a} needs a value`)
      got.set(a, v)
    } else fail(`unknown argument "${a}"`)
  }
  const whole = (name: string, dflt: number, min: number) => {
    const v = got.get(name)
    if (v === undefined) return dflt
    const n = Number(v)
    if (!Number.isInteger(n) || n < min) fail(`${name} must be a whole number ≥ ${min}, got "${v}"`)
    return n
  }
  const ruleset = got.get('--ruleset')
  if (ruleset !== undefined && !isRulesetId(ruleset)) fail(`unknown rule system "${ruleset}"; known: ${rulesetIds().join(', ')}`)
  const steppedEvery = whole('--stepped-every', DEFAULT_OPTIONS.steppedEvery, 1)
  const deepEvery = whole('--deep-every', DEFAULT_OPTIONS.deepEvery, 1)
  if (deepEvery % steppedEvery) fail('--deep-every must be a multiple of --stepped-every')
  if (got.has('--battle') && ruleset === undefined) fail('--battle needs --ruleset')
  return {
    battles: whole('--battles', 1000, 1),
    only: got.has('--battle') ? whole('--battle', 0, 0) : null,
    // Hidden rule systems are test fixtures: only when named.
    rulesets: ruleset ? [ruleset] : rulesetIds().filter((id) => !manifestOf(id).hidden),
    json,
    steppedEvery,
    deepEvery,
    workers: whole('--workers', availableParallelism(), 1),
  }
}

/** Splits each rule system's battles into chunks small enough to share out evenly, rule systems interleaved. */
function chunksOf(a: Args): Chunk[] {
  if (a.only !== null) return [{ ruleset: a.rulesets[0]!, from: a.only, count: 1, steppedEvery: a.steppedEvery, deepEvery: a.deepEvery }]
  const size = Math.max(64, Math.min(4096, Math.ceil(a.battles / (a.workers * 4) / 64) * 64))
  const out: Chunk[] = []
  for (let from = 0; from < a.battles; from += size) {
    for (const ruleset of a.rulesets) out.push({ ruleset, from, count: Math.min(size, a.battles - from), steppedEvery: a.steppedEvery, deepEvery: a.deepEvery })
  }
  return out
}

function runAll(entry: string, a: Args, chunks: Chunk[], progress: (done: number) => void): Promise<Map<string, FuzzFigures>> {
  const byRuleset = new Map(a.rulesets.map((id) => [id, emptyFigures()]))
  let next = 0
  let done = 0
  return new Promise((resolve, reject) => {
    const workers = Array.from({ length: Math.min(a.workers, chunks.length) }, () => new Worker(entry))
    const feed = (w: Worker) => {
      if (next < chunks.length) {
        const c = chunks[next++]!
        w.once('message', (f: FuzzFigures) => {
          addFigures(byRuleset.get(c.ruleset)!, f)
          progress(++done)
          feed(w)
        })
        w.postMessage(c)
      } else {
        void w.terminate()
        if (done === chunks.length) resolve(byRuleset)
      }
    }
    for (const w of workers) {
      w.once('error', reject)
      feed(w)
    }
  })
}

/** Coverage labels by category ("card", "end" …), each with the number of battles that reached it. */
function byCategory(coverage: Record<string, number>): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {}
  for (const [k, n] of Object.entries(coverage).sort()) {
    const i = k.indexOf(':')
    const cat = k.slice(0, i)
    ;(out[cat] ??= {})[k.slice(i + 1)] = n
  }
  return out
}

/**
 * A failure's report, with the smallest case that still fails (fast-check
 * shrinks a random scenario's choices and the decisions' alike): its scenario
 * as a file, and the answers its decisions give, step by step.
 */
function report(f: FailureReport, a: Args): string {
  const options = `${a.steppedEvery !== DEFAULT_OPTIONS.steppedEvery ? ` --stepped-every ${a.steppedEvery}` : ''}${a.deepEvery !== DEFAULT_OPTIONS.deepEvery ? ` --deep-every ${a.deepEvery}` : ''}`
  const again = `  replay: npm run fuzz -- --ruleset ${f.ruleset} --battle ${f.battle}${options}`
  const lines = [
    `${f.ruleset} battle ${f.battle} (${f.depth}): scenario ${f.scenario}, seed "${f.seed}", decisions drawn from "${f.policySeed}" (${f.decisions.length} numbers)`,
    ...f.problems.map((p) => `  invariant: ${p}`),
    ...(f.exception ? [`  exception: ${f.exception}`] : []),
  ]
  const engine = engineOf(f.ruleset)
  const builtIn = f.choices ? null : new ScenarioSource(engine).scenarioOf(f.battle).scenario
  const shrunk = shrinkCase(engine, { scenario: f.choices ?? builtIn!, decisions: f.decisions }, { seed: f.seed, policySeed: f.policySeed, depth: f.depth })
  mkdirSync('test-results/fuzz-failures', { recursive: true })
  const file = `test-results/fuzz-failures/${f.ruleset}-${f.battle}.json`
  writeFileSync(file, JSON.stringify(shrunk?.raw ?? f.raw ?? builtIn, null, 1) + '\n')
  if (shrunk) {
    const parsed = engine.parseScenario(shrunk.raw)
    const answers = `test-results/fuzz-failures/${f.ruleset}-${f.battle}-answers.json`
    if (parsed.ok) writeFileSync(answers, JSON.stringify(answersOf(engine, parsed.value, f.seed, shrunk.decisions), null, 1) + '\n')
    const what = Array.isArray(shrunk.scenario) ? `the scenario to ${shrunk.scenario.length} choices, ` : ''
    lines.push(`  shrunk by fast-check (${what}the decisions to ${shrunk.decisions.length} numbers), still: ${shrunk.problems[0]}; scenario file: ${file}${parsed.ok ? `, its answers: ${answers}` : ''}`)
  } else lines.push(`  did not fail again from its scenario and decisions alone; the scenario: ${file}`)
  lines.push(again)
  return lines.join('\n')
}

export async function main(entry: string): Promise<void> {
  await loadRulesets()
  const a = parseArgs(process.argv.slice(2))
  const chunks = chunksOf(a)
  const t0 = performance.now()
  const tty = !a.json && process.stderr.isTTY
  const figures = await runAll(entry, a, chunks, (done) => {
    if (tty) process.stderr.write(`\r${done}/${chunks.length} chunks, ${((performance.now() - t0) / 1000).toFixed(0)} s`)
  })
  if (tty) process.stderr.write('\n')
  const seconds = (performance.now() - t0) / 1000
  const rows = a.rulesets.map((id) => {
    const f = figures.get(id)!
    return {
      ruleset: id,
      battles: f.battles,
      exceptions: f.exceptions,
      invariantFailures: f.invariantFailures,
      msPerBattle: Number((f.ms / f.battles).toFixed(4)),
      checked: f.byDepth,
      coverage: byCategory(f.coverage),
      notReached: (engineOf(id).fuzz?.known?.() ?? []).filter((k) => !(k in f.coverage)),
      failures: f.failures,
    }
  })
  const total = rows.reduce((n, r) => n + r.battles, 0)
  const bad = rows.reduce((n, r) => n + r.exceptions + r.invariantFailures, 0)
  const options = { steppedEvery: a.steppedEvery, deepEvery: a.deepEvery, workers: Math.min(a.workers, chunks.length) }
  if (a.json) {
    process.stdout.write(JSON.stringify({ total, seconds: Number(seconds.toFixed(1)), options, rulesets: rows }, null, 1) + '\n')
  } else {
    const out: string[] = [`${total} battles in ${seconds.toFixed(1)} s on ${options.workers} workers; every ${a.steppedEvery}th stepped through the full engine, every ${a.deepEvery}th checked deep`]
    for (const r of rows) {
      out.push(`${r.ruleset}: ${JSON.stringify({ battles: r.battles, exceptions: r.exceptions, invariantFailures: r.invariantFailures, msPerBattle: r.msPerBattle })}`)
      out.push(`  checked: ${r.checked.fast} fast path, ${r.checked.stepped} stepped, ${r.checked.deep} deep`)
      for (const [cat, labels] of Object.entries(r.coverage)) {
        const names = Object.keys(labels)
        out.push(`  ${cat} (${names.length}): ${names.join(' | ')}`)
      }
      if (engineOf(r.ruleset).fuzz?.known) out.push(`  not reached: ${r.notReached.length ? r.notReached.join(' | ') : 'none of the cards, rounds and questions it knows'}`)
    }
    process.stdout.write(out.join('\n') + '\n')
  }
  for (const r of rows) for (const f of r.failures) process.stderr.write(report(f, a) + '\n')
  process.exit(bad ? 1 : 0)
}
