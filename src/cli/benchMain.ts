/** The bench's main thread and its engine and AI workers (bench.ts loads this module; cold odds workers do not). */
import { availableParallelism } from 'node:os'
import { parentPort, Worker, workerData } from 'node:worker_threads'
import { engineOf, loadRulesets, rulesetIds, rulesetOf, type AnyScenario } from '../engine/rulesets/registry.ts'
import { OddsPool, type OddsEstimate, type WorkerPort } from '../odds/oddsPool.ts'
import { builtInScenarios, findBuiltIn } from '../scenarios/load.ts'
import { pairStats, playPairs, type AiPair } from './benchAi.ts'
import { benchScenario, PASSES, type EngineFigures, type LoopFigures } from './benchEngine.ts'
import { benchBuilder } from './benchBuilder.ts'

type Job = { kind: 'odds' } | { kind: 'ai'; scenario: string; pair: AiPair; from: number; to: number } | { kind: 'engine'; scenario: string; battles: number }

/** A bench worker: an AI job (its share of mirrored pairs) or one scenario's engine figures. */
export async function benchWorker(): Promise<void> {
  await loadRulesets()
  const job = workerData as Job
  if (job.kind === 'ai') parentPort!.postMessage(playPairs(findBuiltIn(job.scenario)!, job.pair, job.from, job.to))
  else if (job.kind === 'engine') parentPort!.postMessage(benchScenario(findBuiltIn(job.scenario)!, job.battles))
}

/** bench.ts, the file every worker starts from. */
let self = ''

function oddsPort(): WorkerPort {
  const w = new Worker(self, { workerData: { kind: 'odds' } satisfies Job })
  return { post: (m) => w.postMessage(m), listen: (fn) => w.on('message', fn), terminate: () => void w.terminate() }
}

async function benchOdds(sc: AnyScenario, cores: number) {
  const id = sc.id
  const state = rulesetOf(sc).setup(sc, 'bench-odds')
  // Cold: new workers for each scenario, timed from the request.
  const pool = new OddsPool(Array.from({ length: cores }, oddsPort))
  const r = await new Promise<{ method: string; msTo1pp: number; msTo05pp: number; last: OddsEstimate }>((resolve) => {
    let ms1 = -1
    pool.request(state, (e) => {
      if (process.env.BENCH_TRACE) process.stderr.write(`  ${e.ms.toFixed(0)} ms ${e.method} runs ${e.runs} ±${(e.halfWidth * 100).toFixed(2)}\n`)
      if (ms1 < 0 && e.halfWidth <= 0.01) ms1 = e.ms
      if (e.done) resolve({ method: e.method === 'exact' ? 'exact' : 'monte-carlo', msTo1pp: ms1, msTo05pp: e.ms, last: e })
    })
  })
  pool.terminate()
  return { scenario: id, ...r }
}

function runJob<T>(job: Job & { kind: 'ai' | 'engine' }): Promise<T> {
  return new Promise((resolve, reject) => {
    const w = new Worker(self, { workerData: job })
    w.once('message', (m: T) => {
      resolve(m)
      void w.terminate()
    })
    w.once('error', reject)
  })
}

function argValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name)
  return i >= 0 ? argv[i + 1] : undefined
}

export async function main(entry: string): Promise<void> {
  self = entry
  await loadRulesets()
  const argv = process.argv.slice(2)
  const known = new Set(['--json', '--battles', '--ai-battles', '--skip-ai', '--scenario', '--builder'])
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (!known.has(a)) {
      process.stderr.write(`bench: unknown argument "${a}"; usage: npm run bench -- [--json] [--battles N] [--ai-battles N] [--skip-ai] [--scenario ID] [--builder]\n`)
      process.exit(2)
    }
    if (a === '--battles' || a === '--ai-battles' || a === '--scenario') i++
  }
  const json = argv.includes('--json')
  const battles = Number(argValue(argv, '--battles') ?? 5000)
  const aiBattles = Number(argValue(argv, '--ai-battles') ?? 2000)
  const only = argValue(argv, '--scenario')
  if (!Number.isInteger(battles) || battles < 100 || !Number.isInteger(aiBattles) || aiBattles < 2 || aiBattles % 2) {
    process.stderr.write('bench: --battles must be a whole number ≥ 100 and --ai-battles an even number ≥ 2\n')
    process.exit(2)
  }
  if (only && !findBuiltIn(only)) {
    process.stderr.write(`bench: no built-in scenario "${only}"\n`)
    process.exit(2)
  }
  // Only what the engines can time: a rule system without benchmark loops (a test fixture) is left out.
  const scenarios = builtInScenarios().filter((s) => (!only || s.id === only) && rulesetOf(s).bench)
  if (scenarios.length === 0) {
    process.stderr.write(`bench: "${only}" is a scenario of ${rulesetOf(findBuiltIn(only!)!).title}, which has no benchmark loops\n`)
    process.exit(2)
  }
  const say = (line: string) => {
    if (!json) process.stdout.write(line + '\n')
  }
  const row = (label: string, f: LoopFigures) =>
    `  ${label} ${f.battlesPerSecond.toFixed(0).padStart(7)} battles/s  ${f.diceRollsPerBattle.toFixed(1).padStart(6)} dice/battle  ` +
    `engine ${(f.engineMsPerBattle * 1000).toFixed(2).padStart(6)} µs  dice ${(f.diceMsPerBattle * 1000).toFixed(2).padStart(5)} µs  ratio ${f.engineToDiceRatio.toFixed(1)}×`

  const cores = Math.max(1, Math.min(4, availableParallelism()))
  if (argv.includes('--builder')) {
    // The builder's update alone: what its figures in the README come from.
    const pool = new OddsPool(Array.from({ length: cores }, oddsPort))
    const builder = await benchBuilder(pool, say)
    pool.terminate()
    if (json) process.stdout.write(JSON.stringify({ builder }) + '\n')
    return
  }
  say(`Engine, one core, ${battles} battles per scenario, each scenario in a fresh thread; floor: the same generator, seeded per battle, rolling as many dice alone; median of ${PASSES} passes`)
  say('  kernel:    the rounds on typed arrays to the winner with the answers the odds assume, the loop the odds run')
  say('  end state: the engine\'s simulate() with the default answers, building the whole end state')
  const engine = []
  for (const sc of scenarios) {
    // Each scenario in a fresh thread, so that what the JIT learnt on one does not weigh on the next.
    const f = await runJob<EngineFigures>({ kind: 'engine', scenario: sc.id, battles })
    engine.push(f)
    say(row(`${f.scenario.padEnd(22)} ${f.loop.padEnd(9)}`, f))
    say(row(`${''.padEnd(22)} ${'end state'.padEnd(9)}`, f.endState))
  }

  say(`Odds from each scenario's first state, ${cores} cold worker${cores > 1 ? 's' : ''}`)
  const odds = []
  for (const sc of scenarios) {
    const o = await benchOdds(sc, cores)
    odds.push({ scenario: o.scenario, method: o.method, msTo1pp: o.msTo1pp, msTo05pp: o.msTo05pp })
    say(
      `  ${o.scenario.padEnd(22)} ${o.method.padEnd(11)} ±1 pt ${o.msTo1pp.toFixed(0).padStart(5)} ms  ±0.5 pt ${o.msTo05pp.toFixed(0).padStart(5)} ms  ` +
        `(attacker ${(o.last.attacker * 100).toFixed(1)}%, ${o.last.runs} battles)`,
    )
  }

  const builderPool = new OddsPool(Array.from({ length: cores }, oddsPort))
  const builder = only ? [] : await benchBuilder(builderPool, say)
  builderPool.terminate()

  // What else a rule system times (a solver on battles of growing size …), once per rule system; its lines carry their own heading.
  const extra: Record<string, string[]> = {}
  for (const id of rulesetIds()) {
    const rs = engineOf(id)
    const first = builtInScenarios().find((s) => s.ruleset === id)
    const lines = first && rs.bench?.(first, []).extra?.()
    if (!lines) continue
    extra[id] = lines
    for (const line of lines) say(line)
  }

  const ai = []
  if (!argv.includes('--skip-ai')) {
    say(`AI, mirrored pairs (same seed, sides swapped), ${aiBattles} battles per pair, ${cores} worker${cores > 1 ? 's' : ''}`)
    const pairs = aiBattles / 2
    // Only where the rule system asks for it: an AI that answers with the book's defaults has nothing to measure.
    for (const sc of scenarios) {
      const benchAi = rulesetOf(sc).benchAi
      if (!(typeof benchAi === 'function' ? benchAi(sc) : benchAi)) continue
      for (const pair of ['hard-vs-random', 'hard-vs-easy'] as AiPair[]) {
        const t0 = performance.now()
        const step = Math.ceil(pairs / cores)
        const parts = await Promise.all(
          Array.from({ length: cores }, (_, k) => runJob<number[]>({ kind: 'ai', scenario: sc.id, pair, from: k * step, to: Math.min(pairs, (k + 1) * step) })),
        )
        const st = pairStats(parts.flat())
        ai.push({ scenario: sc.id, pair, battles: st.battles, winRateDiff: st.winRateDiff, ci95: st.ci95 })
        const pp = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}`
        say(`  ${sc.id.padEnd(22)} ${pair.padEnd(15)} ${st.battles} battles  diff ${pp(st.winRateDiff)} pts  95% [${pp(st.ci95[0])}, ${pp(st.ci95[1])}]  (${((performance.now() - t0) / 1000).toFixed(0)} s)`)
      }
    }
  }
  if (json) process.stdout.write(JSON.stringify({ engine, odds, builder, ai, extra }) + '\n')
}

