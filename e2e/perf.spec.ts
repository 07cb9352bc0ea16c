import { mkdirSync, writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { canvasBox, getEvents, getGestures, getView, isCardsQuestion, isPanelQuestion, LARGE_SCENARIO, launchUntil, setSpeed, startBattle, waitGesture } from './helpers.ts'

/**
 * Main-thread scripting time of one round on the largest scenario, from the
 * DevTools Performance domain (ScriptDuration, seconds). Only measured and
 * recorded (test-results/perf-round.json): no speed threshold here.
 */

test('scripting time of one Main round on the largest scenario', async ({ page }) => {
  await startBattle(page, LARGE_SCENARIO, 'perf')
  await setSpeed(page, 'instant')
  // Through the card decisions and the special rounds, up to Main.
  const v = await launchUntil(page, (x) => x.round.next === 'Main' && x.launch !== null, 30)
  expect(v.over).toBe(false)
  const counters = v.counters.length
  await setSpeed(page, 'normal')
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

  const cdp = await page.context().newCDPSession(page)
  // Default time domain (timeTicks): wall-clock durations of main-thread tasks.
  await cdp.send('Performance.enable')
  const metric = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN
    return { script: get('ScriptDuration'), task: get('TaskDuration'), layout: get('LayoutDuration'), style: get('RecalcStyleDuration') }
  }

  const eventsBefore = (await getEvents(page)).length
  const gestures = await getGestures(page)
  const m0 = await metric()
  await page.getByTestId('launch').click()
  const t0 = Date.now()
  await waitGesture(page, gestures, { watch: true })
  const events = (await getEvents(page)).slice(eventsBefore)
  const shots = events.filter((e) => e.t === 'shot').length
  // The whole show of the round at normal speed (battlefield/dice.ts), then a margin for the last frames.
  await page.waitForFunction(() => !window.__battle?.playing, undefined, { polling: 100, timeout: 60_000 })
  const waitedMs = Date.now() - t0
  await page.waitForTimeout(500)
  const m1 = await metric()

  const scriptMs = Math.round((m1.script - m0.script) * 1000 * 10) / 10
  const round = (await getView(page)).round.last

  // The next round at instant speed: the click's own cost (the engine's round, the window's update, one frame), without a show.
  await setSpeed(page, 'instant')
  const next = await launchUntil(page, (x) => x.launch !== null && !x.over && !isCardsQuestion(x.pending) && !isPanelQuestion(x.pending), 10)
  let instantScriptMs: number | null = null
  if (!next.over) {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    const g = await getGestures(page)
    const i0 = await metric()
    await page.keyboard.press('Space')
    await waitGesture(page, g, { watch: true })
    await page.waitForTimeout(500)
    const i1 = await metric()
    instantScriptMs = Math.round((i1.script - i0.script) * 1000 * 10) / 10
  }
  const result = {
    scenario: LARGE_SCENARIO,
    counters,
    scriptMs,
    instantScriptMs,
    round,
    shots,
    waitedMs,
    taskMs: Math.round((m1.task - m0.task) * 1000 * 10) / 10,
    layoutMs: Math.round((m1.layout - m0.layout) * 1000 * 10) / 10,
    styleMs: Math.round((m1.style - m0.style) * 1000 * 10) / 10,
  }
  await cdp.detach()
  console.log(`perf-round: ${JSON.stringify(result)}`)
  const out = new URL('../test-results/', import.meta.url)
  mkdirSync(out, { recursive: true })
  writeFileSync(new URL('perf-round.json', out), `${JSON.stringify(result, null, 2)}\n`)
  await test.info().attach('perf-round.json', { body: JSON.stringify(result, null, 2), contentType: 'application/json' })

  expect(counters).toBeGreaterThan(20)
  expect(shots).toBeGreaterThan(0)
  expect(Number.isFinite(scriptMs)).toBe(true)
  expect(scriptMs).toBeGreaterThan(0)
})

test('frame times while panning the largest built-in map (120 hexes), zoomed in: printed, 60 frames a second the aim', async ({ page }) => {
  const scenario = 'napoleonic-ridge'
  await startBattle(page, scenario, 'perf-pan')
  const places = (await getView(page)).map!.places.length
  // Zoomed in twice, so that the map is larger than the field and a drag moves it.
  await page.keyboard.press('+')
  await page.keyboard.press('+')
  const box = await canvasBox(page)
  const from = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.5 }
  // Every animation frame's time stamp while the drag goes on, from the page's own clock.
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean }
    w.__frames = []
    w.__recording = true
    const tick = (t: number) => {
      if (!w.__recording) return
      w.__frames.push(t)
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  const before = await page.evaluate(() => window.__battle?.map ?? null)
  // Where the time goes: the main thread's scripting against all its tasks (rendering included).
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const metric = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN
    return { script: get('ScriptDuration'), task: get('TaskDuration') }
  }
  const m0 = await metric()
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  // Two seconds of movement, a pointer event every 16 ms as a mouse sends them.
  for (let i = 1; i <= 120; i++) {
    await page.mouse.move(from.x + Math.sin(i / 12) * 160, from.y + Math.cos(i / 15) * 90)
    await page.waitForTimeout(16)
  }
  await page.mouse.up()
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean }
    w.__recording = false
    return w.__frames
  })
  const m1 = await metric()
  await cdp.detach()
  const after = await page.evaluate(() => window.__battle?.map ?? null)
  const gaps = frames.slice(1).map((t, i) => t - frames[i]!).sort((a, b) => a - b)
  const q = (p: number) => Math.round(gaps[Math.min(gaps.length - 1, Math.floor(p * gaps.length))]! * 10) / 10
  const spanMs = frames.at(-1)! - frames[0]!
  const result = { scenario, places, frames: frames.length, spanMs: Math.round(spanMs), fps: Math.round(((frames.length - 1) / spanMs) * 1000 * 10) / 10, medianMs: q(0.5), p95Ms: q(0.95), worstMs: q(1), scriptMs: Math.round((m1.script - m0.script) * 1000), taskMs: Math.round((m1.task - m0.task) * 1000) }
  console.log(`perf-pan: ${JSON.stringify(result)}`)
  const out = new URL('../test-results/', import.meta.url)
  mkdirSync(out, { recursive: true })
  writeFileSync(new URL('perf-pan.json', out), `${JSON.stringify(result, null, 2)}\n`)
  await test.info().attach('perf-pan.json', { body: JSON.stringify(result, null, 2), contentType: 'application/json' })
  // The drag panned the map (not a timing assertion: the figures are printed, the machine decides them).
  expect(after!.x !== before!.x || after!.y !== before!.y).toBe(true)
  expect(frames.length).toBeGreaterThan(10)
})

test('the deep link: JS fetched before the field\'s first frame, gzipped, and the time to that frame', async ({ page }) => {
  const { gzipSync } = await import('node:zlib')
  const { readFileSync } = await import('node:fs')
  const fetched: { path: string; at: number }[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.endsWith('.js')) fetched.push({ path, at: Date.now() })
  })
  const t0 = Date.now()
  await page.goto('/#/play/sidi-rezegh?seed=paint&attacker=human&defender=human')
  await page.waitForSelector('html[data-field-painted]', { timeout: 30_000 })
  const paintMs = await page.evaluate(() => Number(document.documentElement.dataset.fieldPainted))
  // Requests are stamped on the test's clock; the page's own stamp says when the frame was drawn.
  const before = [...new Set(fetched.filter((f) => f.at - t0 <= paintMs).map((f) => f.path))]
  // The build this run serves: playwright.config.ts names it by E2E_PORT.
  const port = Number(process.env.E2E_PORT ?? 4173)
  const dist = new URL(port === 4173 ? '../dist-test' : `../dist-test-${port}`, import.meta.url).pathname
  const gz = (p: string) => gzipSync(readFileSync(`${dist}${p}`)).length
  const beforeKB = Math.round(before.reduce((a, p) => a + gz(p), 0) / 1024)
  await page.waitForTimeout(3000)
  const all = [...new Set(fetched.map((f) => f.path))]
  const allKB = Math.round(all.reduce((a, p) => a + gz(p), 0) / 1024)
  const result = { paintMs, jsGzBeforePaintKB: beforeKB, filesBeforePaint: before.length, jsGzAfter3sKB: allKB, workersBeforePaint: before.filter((p) => /worker/.test(p)).length }
  console.log(`perf-paint: ${JSON.stringify(result)}`)
  const out = new URL('../test-results/', import.meta.url)
  mkdirSync(out, { recursive: true })
  writeFileSync(new URL('perf-paint.json', out), `${JSON.stringify(result, null, 2)}\n`)
  expect(before.length).toBeGreaterThan(0)
  // The workers start after the first frame (src/ui/firstPaint.ts).
  expect(result.workersBeforePaint).toBe(0)
})
