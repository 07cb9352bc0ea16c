/**
 * `npm run soak [-- --battles N] [--level easy|normal|hard] [--port P] [--snapshots DIR]`:
 * AI-against-AI battles of every shown rule system's built-in scenarios, one
 * after the other in one tab at instant speed, against a test build served
 * as a user gets it (issue 18, long play). Prints, as it goes and as JSON at
 * the end: the heap after a forced GC, back on the start screen, after the
 * first hundred battles (or the first half of a shorter run), after every
 * hundred and after the last (with the heap in the battle window beside it), the workers alive, WebGL
 * contexts lost and console errors. Exit code 1 when the heap grew more than
 * 10%, a context was lost, the workers grew in number (the AI's and the odds
 * pool's are the page's for good, and counted from the first sample) or an
 * error was logged.
 *
 * --snapshots DIR also writes a heap snapshot of the start screen at every
 * sample (DIR/heap-<battles>.heapsnapshot), for scripts/heapDiff.ts to say
 * what grew between two of them.
 *
 * Each finished battle's save is deleted from storage, as a player who keeps
 * playing would delete old ones: every battle is saved (store/library.ts),
 * and a thousand would fill the browser's 5 MB long before the end.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { manifestOf, rulesetIds } from '../src/engine/rulesets/registry.ts'

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  const v = i >= 0 ? process.argv[i + 1] : undefined
  if (i >= 0 && (v === undefined || v.startsWith('--'))) throw new Error(`--${name} needs a value`)
  return v ?? fallback
}

const BATTLES = Number(option('battles', '1000'))
const LEVEL = option('level', 'hard')
const PORT = Number(option('port', '4194'))
const OUT = `dist-soak-${PORT}`
const SNAPSHOTS = process.argv.includes('--snapshots') ? option('snapshots', '') : null
if (!Number.isInteger(BATTLES) || BATTLES < 2) throw new Error(`--battles must be a whole number of at least 2, got ${BATTLES}`)
if (!['easy', 'normal', 'hard'].includes(LEVEL)) throw new Error(`--level must be easy, normal or hard, got ${LEVEL}`)
const BASELINE = Math.min(100, Math.max(1, Math.floor(BATTLES / 2)))
const PER_BATTLE_MS = 180_000

/** Every shown rule system's built-in scenarios, taken in turn so that each battle is of another rule system. */
function scenarioMix(): string[] {
  const lists = rulesetIds().filter((id) => !manifestOf(id).hidden).map((id) => [...manifestOf(id).scenarioIds])
  const out: string[] = []
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (i < l.length) out.push(l[i]!)
  return out
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const p = spawn(cmd, args, { stdio: 'inherit' })
    p.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))))
  })
}

async function serve(): Promise<() => void> {
  // A server already on the port (a soak that was stopped) would serve another build: its pages then fail to load their chunks.
  const taken = await fetch(`http://127.0.0.1:${PORT}/`).then(() => true, () => false)
  if (taken) throw new Error(`port ${PORT} is in use (another soak or preview server?): stop it, or choose another with --port`)
  const p = spawn('npx', ['vite', 'preview', '--outDir', OUT, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true })
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return () => process.kill(-p.pid!)
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  process.kill(-p.pid!)
  throw new Error(`the preview server did not start on port ${PORT}`)
}

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize
}

/** The page's heap as a snapshot file (after the GC heapAfterGc has just forced), for scripts/heapDiff.ts. */
async function writeSnapshot(page: Page, file: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const chunks: string[] = []
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => chunks.push(e.chunk))
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  await cdp.detach()
  writeFileSync(file, chunks.join(''))
}

/** Plays one battle by deep link in the same tab; resolves when it is over and nothing is left to decide. */
async function playOne(page: Page, scenario: string, seed: string): Promise<number> {
  await page.evaluate(([sc, s, level]) => (location.hash = `#/play/${sc}?seed=${s}&attacker=ai-${level}&defender=ai-${level}`), [scenario, seed, LEVEL] as const)
  await page.waitForFunction(
    (s) => {
      const b = (window as unknown as { __battle?: { seed: string | null; view: { over: boolean; pending: unknown } | null; playing: boolean } }).__battle
      return b?.seed === s && b.view?.over === true && !b.view.pending && !b.playing
    },
    seed,
    { timeout: PER_BATTLE_MS, polling: 250 },
  )
  const gestures = await page.evaluate(() => (window as unknown as { __battle: { gestures: number } }).__battle.gestures)
  // The finished battle's save goes, as an old battle would be deleted from the list; the pointer to it too.
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('battle-sim/battles/')) localStorage.removeItem(k)
    localStorage.removeItem('battle-sim/current')
  })
  return gestures
}

async function main(): Promise<void> {
  await run('npx', ['vite', 'build', '--mode', 'test', '--outDir', OUT, '--logLevel', 'error'])
  const stop = await serve()
  const browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    })
    .catch((e: unknown) => {
      stop()
      throw e
    })
  const errors: string[] = []
  const failures: string[] = []
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))
    await page.addInitScript(() => {
      const w = window as unknown as { __contextsLost: number }
      w.__contextsLost = 0
      // The event does not bubble: caught on its way down, from every canvas the page ever makes.
      window.addEventListener('webglcontextlost', () => w.__contextsLost++, true)
    })
    await page.goto(`http://127.0.0.1:${PORT}/`)
    await page.getByTestId('start-screen').waitFor()
    const mix = scenarioMix()
    const start = Date.now()
    let baseline = 0
    const samples: { battles: number; heapMB: number; inBattleHeapMB: number; workers: number; minutes: number }[] = []
    for (let i = 1; i <= BATTLES; i++) {
      const scenario = mix[(i - 1) % mix.length]!
      try {
        await playOne(page, scenario, `soak-${i}`)
      } catch (e) {
        failures.push(`battle ${i} (${scenario}): ${(e as Error).message.split('\n')[0]}`)
      }
      // Instant from the first battle window on; the speed stays with the tab's store.
      if (i === 1) await page.getByLabel('Animation speed').selectOption('instant')
      if (i === BASELINE || i % 100 === 0 || i === BATTLES) {
        const inBattle = await heapAfterGc(page)
        const workers = page.workers().length
        // Measured on the start screen, where every sample sees the same page: the heap in a battle
        // depends on which rule system's window happens to be open, and would hide or fake a leak.
        await page.evaluate(() => (location.hash = '#/'))
        await page.getByTestId('start-screen').waitFor()
        const heap = await heapAfterGc(page)
        if (i === BASELINE) baseline = heap
        if (SNAPSHOTS) {
          mkdirSync(SNAPSHOTS, { recursive: true })
          await writeSnapshot(page, `${SNAPSHOTS}/heap-${i}.heapsnapshot`)
        }
        const sample = { battles: i, heapMB: +(heap / 2 ** 20).toFixed(1), inBattleHeapMB: +(inBattle / 2 ** 20).toFixed(1), workers, minutes: +((Date.now() - start) / 60_000).toFixed(1) }
        samples.push(sample)
        process.stdout.write(`soak: ${JSON.stringify(sample)}\n`)
      }
    }
    // Back to the start screen: no more workers than the first battles had.
    await page.evaluate(() => (location.hash = '#/'))
    await page.getByTestId('start-screen').waitFor()
    await page.waitForTimeout(2000)
    const last = await heapAfterGc(page)
    const report = {
      battles: BATTLES,
      level: LEVEL,
      minutes: +((Date.now() - start) / 60_000).toFixed(1),
      heapAfterFirstMB: +(baseline / 2 ** 20).toFixed(1),
      firstBattles: BASELINE,
      heapAfterLastMB: samples.at(-1)!.heapMB,
      heapOnStartScreenMB: +(last / 2 ** 20).toFixed(1),
      growth: +(samples.at(-1)!.heapMB / (baseline / 2 ** 20) - 1).toFixed(3),
      workersInBattle: samples.at(-1)!.workers,
      workersOnStartScreen: page.workers().length,
      contextsLost: await page.evaluate(() => (window as unknown as { __contextsLost: number }).__contextsLost),
      consoleErrors: errors.length,
      failedBattles: failures.length,
      samples,
      errors: errors.slice(0, 10),
      failures: failures.slice(0, 10),
    }
    process.stdout.write(`${JSON.stringify(report, null, 1)}\n`)
    const ok = report.growth <= 0.1 && report.contextsLost === 0 && report.workersInBattle <= samples[0]!.workers && report.workersOnStartScreen <= samples[0]!.workers && report.consoleErrors === 0 && report.failedBattles === 0
    process.stdout.write(`soak: ${ok ? 'passed' : 'FAILED'}\n`)
    process.exitCode = ok ? 0 : 1
  } finally {
    await browser.close()
    stop()
  }
}

await main()
