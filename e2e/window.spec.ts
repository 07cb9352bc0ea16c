import { writeFileSync } from 'node:fs'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import {
  canvasBox,
  counterCentre,
  dragTo,
  getEvents,
  getGestures,
  getLayout,
  getOdds,
  getState,
  getView,
  LARGE_SCENARIO,
  launchOnce,
  launchUntil,
  launchUntilOver,
  passHandoff,
  playCardsPass,
  setSpeed,
  startBattle,
  tooltipRows,
  waitGesture,
} from './helpers.ts'
import { roundShares } from '../src/ui/roundShares.ts'

/**
 * The battle window of section B, element by element (1–10 of the brief),
 * and its fit at a small and a large window size.
 */

const SEED = 'window'
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)

/**
 * Reads PNGs in the page (no image library in the tests): the distinct colours
 * of the first, and the share of pixels that differ from the second within
 * `rect` (image pixels) when one is given.
 */
async function pngStats(page: Page, a: Buffer, b?: Buffer, rect?: { x: number; y: number; w: number; h: number }): Promise<{ colours: number; diff: number }> {
  return page.evaluate(
    async ([x, y, r]) => {
      const load = async (b64: string) => {
        // Decoded from bytes, not a data: URL, which the page's CSP (img-src 'self') refuses.
        const img = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0))], { type: 'image/png' }))
        const c = document.createElement('canvas')
        c.width = img.width
        c.height = img.height
        const g = c.getContext('2d')!
        g.drawImage(img, 0, 0)
        return g.getImageData(0, 0, c.width, c.height)
      }
      const p = await load(x)
      const seen = new Set<number>()
      for (let i = 0; i < p.data.length; i += 4 * 7) seen.add((p.data[i]! << 16) | (p.data[i + 1]! << 8) | p.data[i + 2]!)
      if (y === null) return { colours: seen.size, diff: 0 }
      const q = await load(y)
      if (p.width !== q.width || p.height !== q.height) return { colours: seen.size, diff: 1 }
      const x0 = Math.max(0, r ? r.x : 0)
      const y0 = Math.max(0, r ? r.y : 0)
      const x1 = Math.min(p.width, r ? r.x + r.w : p.width)
      const y1 = Math.min(p.height, r ? r.y + r.h : p.height)
      let diff = 0
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const i = (yy * p.width + xx) * 4
          if (Math.abs(p.data[i]! - q.data[i]!) + Math.abs(p.data[i + 1]! - q.data[i + 1]!) + Math.abs(p.data[i + 2]! - q.data[i + 2]!) > 30) diff++
        }
      }
      return { colours: seen.size, diff: diff / Math.max(1, (x1 - x0) * (y1 - y0)) }
    },
    [a.toString('base64'), b ? b.toString('base64') : null, rect ?? null] as const,
  )
}

/** Saves a canvas screenshot as an artifact (test-results/e2e-artifacts/<test>/<name>.png) and attaches it. */
async function attachPng(testInfo: TestInfo, name: string, png: Buffer) {
  const path = testInfo.outputPath(`${name}.png`)
  writeFileSync(path, png)
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

test.describe('battle window, section B', () => {
  test('1: location, region disc, both flags and BM diamonds; the BM tooltip lists its parts', async ({ page }) => {
    await startBattle(page, 'skirmish', SEED)
    await playCardsPass(page)
    const v = await getView(page)

    const location = page.getByTestId('location')
    await expect(location).toContainText(v.location.name)
    await expect(location).toContainText(v.location.terrain)
    const disc = page.getByRole('img', { name: `Map around ${v.location.name}` })
    await expect(disc).toBeVisible()
    expect(await disc.evaluate((e) => e.tagName.toLowerCase())).toBe('svg')

    const flagA = page.getByTestId('side-attacker').getByRole('img', { name: `Emblem of ${v.sides.attacker.name}` })
    const flagD = page.getByTestId('side-defender').getByRole('img', { name: `Emblem of ${v.sides.defender.name}` })
    await expect(flagA).toBeVisible()
    await expect(flagD).toBeVisible()
    // A neutral emblem in the side's own colour (issue 27): never a nation's flag drawn from stripes.
    for (const [flag, side] of [[flagA, v.sides.attacker], [flagD, v.sides.defender]] as const) {
      expect(await flag.locator('rect').first().getAttribute('fill')).toBe(side.color)
      await expect(flag.locator('text')).toHaveText(/^[\p{L}\p{N}]{1,3}$/u)
    }
    // The attacker on the left, the defender on the right, the location between them.
    const [fa, fd, loc] = [await flagA.boundingBox(), await flagD.boundingBox(), await location.boundingBox()]
    expect(fa!.x + fa!.width).toBeLessThan(loc!.x)
    expect(loc!.x + loc!.width).toBeLessThan(fd!.x)

    for (const side of ['attacker', 'defender'] as const) {
      const g = v.sides[side].gauge
      const diamond = page.getByTestId(`bm-${side}`)
      await expect(diamond).toBeVisible()
      await expect(diamond.getByRole('img', { name: `${g.title} of ${v.sides[side].name}: ${g.value}` })).toBeVisible()
      // At the bottom of its flag: its centre at or below the flag's lower edge, within the flag's width.
      const db = (await diamond.boundingBox())!
      const fb = (await (side === 'attacker' ? flagA : flagD).boundingBox())!
      expect(db.y + db.height / 2).toBeGreaterThanOrEqual(fb.y + fb.height - 4)
      expect(db.x + db.width / 2).toBeGreaterThanOrEqual(fb.x)
      expect(db.x + db.width / 2).toBeLessThanOrEqual(fb.x + fb.width)
    }

    // Hovering the diamond: the parts of the value (Illustration 16.3).
    const tip = page.getByTestId('bm-attacker').getByRole('tooltip')
    await expect(tip).toBeHidden()
    await page.getByTestId('bm-attacker').hover()
    await expect(tip).toBeVisible()
    const parts = v.sides.attacker.gauge.parts
    expect(parts.length).toBeGreaterThan(0)
    await expect(tip.locator('strong')).toHaveText(`${v.sides.attacker.gauge.title}: ${v.sides.attacker.gauge.value}`)
    expect(await tooltipRows(tip)).toEqual(parts.map((p) => ({ source: p.source, value: p.value })))
    await page.mouse.move(1, 1)
    await expect(tip).toBeHidden()

    // Recalculated each round: after a round the tooltip still mirrors the gauge.
    await launchOnce(page)
    const v2 = await getView(page)
    await page.getByTestId('bm-defender').hover()
    const tipD = page.getByTestId('bm-defender').getByRole('tooltip')
    await expect(tipD).toBeVisible()
    expect(await tooltipRows(tipD)).toEqual(v2.sides.defender.gauge.parts.map((p) => ({ source: p.source, value: p.value })))
  })

  test('2: played cards next to each flag and the round in the centre', async ({ page }) => {
    await startBattle(page, 'skirmish', SEED)
    await expect(page.getByTestId('round-name')).toHaveText('Cards')
    await expect(page.getByTestId('played-attacker').locator('li')).toHaveCount(0)
    await expect(page.getByTestId('played-defender').locator('li')).toHaveCount(0)

    // The attacker plays a card by the keyboard (Enter on a focused card), the defender passes.
    await passHandoff(page, 'attacker')
    await page.locator('[data-testid=hand] li.card.playable').first().focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('cards-done')).toHaveText('Play 1 card')
    let before = await getGestures(page)
    await page.getByTestId('cards-done').click()
    await waitGesture(page, before)
    await passHandoff(page, 'defender')
    before = await getGestures(page)
    await page.getByTestId('cards-done').click()
    await waitGesture(page, before)

    const v = await getView(page)
    const played = page.getByTestId('played-attacker')
    await expect(played.locator('li')).toHaveText(v.sides.attacker.played.map((c) => c.name))
    await expect(played.locator('li').first()).toHaveAttribute('title', /.+/)
    await expect(page.getByTestId('played-defender').locator('li')).toHaveCount(0)
    // Next to the attacker's flag, on the left half of the window.
    const pb = await played.boundingBox()
    expect(pb!.x).toBeLessThan((page.viewportSize()!.width) / 2)

    await expect(page.getByTestId('round-name')).toHaveText('Cards')
    const next = v.round.next!
    await launchOnce(page)
    await expect(page.getByTestId('round-name')).toHaveText(next)
  })

  test('3: counters laid out on the canvas per side and zone', async ({ page }) => {
    await startBattle(page, LARGE_SCENARIO, SEED)
    await playCardsPass(page)
    const v = await getView(page)
    const layout = (await getLayout(page))!
    expect(layout).not.toBeNull()
    const box = await canvasBox(page)
    expect(Math.abs(box.width - layout.width)).toBeLessThanOrEqual(2)
    expect(Math.abs(box.height - layout.height)).toBeLessThanOrEqual(2)
    expect(layout.places.map((p) => p.id).sort()).toEqual(v.counters.map((c) => c.id).sort())
    expect(v.counters.length).toBeGreaterThan(20)

    const centre = layout.width / 2
    const cx = (id: string) => {
      const p = layout.places.find((q) => q.id === id)!
      return p.x + layout.counterW / 2
    }
    for (const c of v.counters) {
      const p = layout.places.find((q) => q.id === c.id)!
      if (c.side === 'attacker') expect(p.x + layout.counterW, `${c.id} left of centre`).toBeLessThan(centre)
      else expect(p.x, `${c.id} right of centre`).toBeGreaterThan(centre)
      expect(p.y).toBeGreaterThanOrEqual(0)
      expect(p.y + layout.counterH).toBeLessThanOrEqual(layout.height)
    }
    // Far edge to front: support, leaders, air, front (section B, items 7–9).
    const order = ['support', 'leaders', 'air', 'front'] as const
    for (const side of ['attacker', 'defender'] as const) {
      const dist = (zone: string) => {
        const xs = v.counters.filter((c) => c.side === side && c.zone === zone).map((c) => Math.abs(cx(c.id) - centre))
        return xs.length ? { min: Math.min(...xs), max: Math.max(...xs) } : null
      }
      const zones = order.map((z) => ({ z, d: dist(z) })).filter((x) => x.d)
      expect(zones.map((x) => x.z), `${side} has support and front counters`).toEqual(expect.arrayContaining(['support', 'front']))
      for (let i = 1; i < zones.length; i++) {
        expect(zones[i - 1]!.d!.min, `${side}: ${zones[i - 1]!.z} farther out than ${zones[i]!.z}`).toBeGreaterThan(zones[i]!.d!.max)
      }
    }
  })

  test('3b: hovering a counter on the canvas shows its tooltip with every modifier', async ({ page }) => {
    await startBattle(page, 'skirmish', SEED)
    await playCardsPass(page)
    const v = await getView(page)
    // The tooltip of a counter with modifiers (section C, "Where to find Modifiers").
    const withMods = v.counters.find((c) => !c.leader && c.modifiers.length > 0)
    expect(withMods, 'some counter has modifiers in the coming round').toBeTruthy()
    const at = await counterCentre(page, withMods!.id)
    const tip = page.getByTestId('counter-tooltip')
    await expect(tip).toHaveCount(0)
    await page.mouse.move(at.x - 20, at.y - 20)
    await page.mouse.move(at.x, at.y, { steps: 4 })
    await expect(tip).toBeVisible()
    await expect(tip.locator('strong')).toHaveText(withMods!.name)
    expect(await tooltipRows(tip)).toEqual(withMods!.modifiers.map((m) => ({ source: m.source, value: m.value })))
    for (const m of withMods!.modifiers) await expect(tip.getByRole('cell', { name: signed(m.value), exact: true }).first()).toBeVisible()
    for (const n of withMods!.notes) await expect(tip.getByText(n, { exact: true })).toBeVisible()

    // Another counter, of the other side: its own tooltip.
    const other = v.counters.find((c) => c.side !== withMods!.side && !c.leader)!
    const at2 = await counterCentre(page, other.id)
    await page.mouse.move(at2.x, at2.y, { steps: 6 })
    await expect(tip.locator('strong')).toHaveText(other.name)

    // Leaving the counters hides it.
    const box = await canvasBox(page)
    await page.mouse.move(box.x + 4, box.y + box.height - 4, { steps: 6 })
    await expect(tip).toHaveCount(0)
  })

  test('3c: the counter tooltip stands next to the hovered counter', async ({ page }) => {
    await startBattle(page, 'skirmish', SEED)
    await playCardsPass(page)
    const v = await getView(page)
    const c = v.counters.find((x) => !x.leader)!
    const at = await counterCentre(page, c.id)
    await page.mouse.move(at.x - 20, at.y - 20)
    await page.mouse.move(at.x, at.y, { steps: 4 })
    const tip = page.getByTestId('counter-tooltip')
    await expect(tip).toBeVisible()
    // CounterTooltip puts its corner 14 px right of and below the pointer.
    const tb = (await tip.boundingBox())!
    expect(Math.abs(tb.x - (at.x + 14)), 'tooltip left edge next to the pointer').toBeLessThan(30)
    expect(Math.abs(tb.y - (at.y + 14)), 'tooltip top edge next to the pointer').toBeLessThan(30)
  })

  test('4: dimming: active and targetable per counter; idle units in Recon and Artillery Preparation', async ({ page }) => {
    await startBattle(page, 'skirmish', SEED)
    await playCardsPass(page)
    const v = await getView(page)
    expect(v.round.next).toBe('Recon')
    for (const c of v.counters) {
      expect(typeof c.active).toBe('boolean')
      expect(typeof c.targetable).toBe('boolean')
    }
    const units = v.counters.filter((c) => !c.leader)
    // Section F: only recon units fire; the others do not.
    const recon = units.filter((c) => c.active)
    expect(recon.length).toBeGreaterThan(0)
    expect(units.some((c) => !c.active)).toBe(true)
    // The tooltip says so for a unit that does not fire.
    const idle = units.find((c) => !c.active)!
    const at = await counterCentre(page, idle.id)
    await page.mouse.move(at.x - 20, at.y - 20)
    await page.mouse.move(at.x, at.y, { steps: 4 })
    await expect(page.getByTestId('counter-tooltip')).toContainText('does not fire in the coming round')

    // Main: every unit fires.
    await launchUntil(page, (x) => x.round.next === 'Main')
    const main = await getView(page)
    expect(main.counters.filter((c) => !c.leader).every((c) => c.active)).toBe(true)
  })

  test('4b: large battle, Artillery Preparation: support units neither fire nor can be hit (dimmed)', async ({ page }) => {
    await startBattle(page, LARGE_SCENARIO, SEED)
    await playCardsPass(page)
    const v = await getView(page)
    expect(v.round.next).toBe('Artillery Preparation')
    const units = v.counters.filter((c) => !c.leader)
    expect(units.some((c) => c.active), 'the artillery fires').toBe(true)
    const dimmed = units.filter((c) => !c.active && !c.targetable)
    expect(dimmed.length, 'some counters are dimmed').toBeGreaterThan(0)
    expect(units.some((c) => !c.active && c.targetable), 'targets stay bright').toBe(true)
  })

  test('4c: Recon with recon units on one side only: the other units of that side cannot be hit, so are dimmed', async ({ page }) => {
    // Skirmish: only the attacker has a recon unit; section F: no return fire except from the enemy's own recon units.
    await startBattle(page, 'skirmish', SEED)
    await playCardsPass(page)
    const v = await getView(page)
    expect(v.round.next).toBe('Recon')
    const units = v.counters.filter((c) => !c.leader)
    const firing = new Set(units.filter((c) => c.active).map((c) => c.side))
    expect([...firing]).toEqual(['attacker'])
    for (const c of units.filter((x) => x.side === 'attacker' && !x.active)) {
      expect(c.targetable, `${c.id}: no defender unit fires in Recon, so it cannot be hit`).toBe(false)
    }
  })

  test('5: dice of a round: shot events, the canvas shows them; the speed control', async ({ page }, testInfo) => {
    await startBattle(page, 'skirmish', SEED)
    await playCardsPass(page)
    const speed = page.getByLabel('Animation speed')
    await expect(speed).toBeVisible()
    await expect(speed.locator('option')).toHaveText(['1. Slow', '2. Normal', '3. Fast', '4. Instant'])
    await expect(speed).toHaveValue('normal')
    await page.keyboard.press('3')
    await expect(speed).toHaveValue('fast')
    // Instant: every roll's reminder is drawn at once, so the picture after the round is stable.
    await page.keyboard.press('4')
    await expect(speed).toHaveValue('instant')

    // The attacker's half of the canvas, left of the centre panel (the log and buttons are DOM over it).
    const box = await canvasBox(page)
    const layout0 = (await getLayout(page))!
    const clip = { x: box.x, y: box.y, width: Math.floor(layout0.centre.x), height: Math.floor(box.height) }
    const before = await page.screenshot({ clip })
    await attachPng(testInfo, 'battlefield-before', before)
    expect((await pngStats(page, before)).colours, 'the canvas is not blank').toBeGreaterThan(8)

    const eventsBefore = (await getEvents(page)).length
    await launchOnce(page)
    const events = (await getEvents(page)).slice(eventsBefore)
    const shots = events.filter((e) => e.t === 'shot')
    expect(shots.length).toBeGreaterThan(0)
    for (const s of shots) {
      expect(typeof s.die).toBe('number')
      expect(typeof s.hit).toBe('boolean')
    }
    // Let Pixi draw the next frames (its ticker runs on animation frames), then look again.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r)))))
    const after = await page.screenshot({ clip })
    await attachPng(testInfo, 'battlefield-after-round', after)
    expect((await pngStats(page, after)).colours).toBeGreaterThan(8)
    // Around an attacker counter that rolled: its roll reminder is drawn at its right (section C, Visual Aspect of Combat Dice).
    const fired = shots.find((e) => e.side === 'attacker')
    expect(fired, 'an attacker unit rolled').toBeTruthy()
    const layout = (await getLayout(page))!
    const p = layout.places.find((q) => q.id === fired!.unit)!
    const rect = { x: p.x, y: p.y, w: Math.round(layout.counterW * 1.4) + 4, h: layout.counterH }
    // A static scene renders the same pixels twice; a one-digit reminder changes a few dozen (≈1% of this box).
    expect((await pngStats(page, before, after, rect)).diff, 'the roll is drawn on or next to the counter').toBeGreaterThan(0.002)
  })

  test('6: the battle log opens and closes (button and L), one line per event; Launch <round>', async ({ page }) => {
    await startBattle(page, 'skirmish', SEED)
    await playCardsPass(page)
    const v = await getView(page)
    await expect(page.getByRole('button', { name: `Launch ${v.round.next}` })).toBeVisible()
    await expect(page.getByTestId('launch')).toHaveText(`Launch ${v.round.next}`)

    const toggle = page.getByRole('button', { name: /Battle log/ })
    const log = page.getByTestId('battle-log')
    await expect(log).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(log.locator('li')).toHaveCount((await getEvents(page)).length)

    await toggle.click()
    await expect(log).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(log).toBeVisible()

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('l')
    await expect(log).toBeHidden()
    await page.keyboard.press('l')
    await expect(log).toBeVisible()

    await launchOnce(page)
    const events = await getEvents(page)
    await expect(log.locator('li')).toHaveCount(events.length)
    const shots = events.filter((e) => e.t === 'shot').length
    await expect(log.locator('li.log-shot')).toHaveCount(shots)
    await expect(log.locator('li.log-round')).toHaveCount(1)
    const v2 = await getView(page)
    if (v2.launch) await expect(page.getByRole('button', { name: v2.launch })).toBeVisible()
  })

  test('7: losses and routs boxes, and the odds bar joining them', async ({ page }) => {
    await startBattle(page, 'skirmish', SEED)
    await playCardsPass(page)
    for (const kind of ['losses', 'routs'] as const) {
      for (const side of ['attacker', 'defender'] as const) {
        const box = page.getByTestId(`${kind}-${side}`)
        await expect(box).toBeVisible()
        await expect(box.locator('.lrb-count')).toHaveText('0')
      }
    }
    const bar = page.getByTestId('odds-bar')
    await expect(bar).toBeVisible()
    await expect.poll(() => getOdds(page)).not.toBeNull()
    // Sampled odds are refined as batches arrive: compare the bar with the hook once the figure is final.
    await expect(bar).toHaveAttribute('data-done', 'yes', { timeout: 60_000 })
    await expect(bar).toHaveText(/\d+%.*\d+%/)
    // The bar and the test hook, read in one go (the hook is published just after the paint).
    const read = () =>
      page.evaluate(() => ({
        pct: [...document.querySelectorAll('[data-testid="odds-bar"] .odds-fill span')].map((e) => Number(e.textContent!.replace('%', ''))),
        odds: window.__battle!.odds!,
      }))
    await expect.poll(async () => {
      const { pct, odds } = await read()
      // The bar's figures are whole per cents adding to 100 (largest remainder).
      const [pa, , pd] = roundShares([odds.attacker, Math.max(0, 1 - odds.attacker - odds.defender), odds.defender])
      return [pct[0] === pa, pct[1] === pd]
    }).toEqual([true, true])
    const { pct, odds } = await read()
    expect(pct).toHaveLength(2)
    const draw = roundShares([odds.attacker, Math.max(0, 1 - odds.attacker - odds.defender), odds.defender])[1]!
    expect(pct[0]! + pct[1]! + draw).toBe(100)
    await expect(bar).toHaveAttribute('aria-valuenow', String(pct[0]))
    // The coloured parts fill the bar.
    const widths = await bar.locator('.odds-fill').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width))
    const bw = (await bar.boundingBox())!.width
    expect(Math.abs(widths.reduce((a, b) => a + b, 0) - bw)).toBeLessThan(bw * 0.03 + 4)
    // Between the attacker's boxes (left) and the defender's (right).
    const ra = (await page.getByTestId('routs-attacker').boundingBox())!
    const rd = (await page.getByTestId('routs-defender').boundingBox())!
    const bb = (await bar.boundingBox())!
    expect(ra.x + ra.width).toBeLessThanOrEqual(bb.x + 1)
    expect(bb.x + bb.width).toBeLessThanOrEqual(rd.x + 1)

    // Units destroyed go to the losses box.
    const end = await launchUntil(page, (x) => x.sides.defender.losses.length + x.sides.defender.routs.length > 0)
    for (const side of ['attacker', 'defender'] as const) {
      await expect(page.getByTestId(`losses-${side}`).locator('.lrb-count')).toHaveText(String(end.sides[side].losses.length))
      await expect(page.getByTestId(`routs-${side}`).locator('.lrb-count')).toHaveText(String(end.sides[side].routs.length))
    }
  })

  test('8: retreat buttons appear only when a retreat may be decided (first before Next 1)', async ({ page }) => {
    // A scenario without Recon: no retreat until the first Next round (section B, item 13).
    await startBattle(page, 'halfaya-pass', SEED)
    await setSpeed(page, 'instant')
    const seen: string[] = []
    for (let i = 0; i < 20; i++) {
      const v = await getView(page)
      if (v.over) break
      if (v.pending?.kind === 'cards') {
        await playCardsPass(page)
        continue
      }
      const visible = (await page.getByTestId('retreat-attacker').count()) + (await page.getByTestId('retreat-defender').count())
      seen.push(`${v.round.next}:${visible}`)
      if (v.round.next?.startsWith('Next')) {
        await expect(page.getByTestId('retreat-attacker')).toBeVisible()
        await expect(page.getByTestId('retreat-defender')).toBeVisible()
        await expect(page.getByTestId('retreat-attacker')).toHaveText(`Retreat ${v.sides.attacker.name}`)
        break
      }
      expect(visible, `no retreat button before ${v.round.next}`).toBe(0)
      await launchOnce(page)
    }
    expect(seen.at(-1)).toMatch(/^Next 1:2$/)

    // Next to the losses and routs boxes.
    const ra = (await page.getByTestId('retreat-attacker').boundingBox())!
    const rb = (await page.getByTestId('routs-attacker').boundingBox())!
    const odds = (await page.getByTestId('odds-bar').boundingBox())!
    expect(ra.x).toBeGreaterThanOrEqual(rb.x + rb.width - 1)
    expect(ra.x + ra.width).toBeLessThanOrEqual(odds.x + 1)
  })

  test('8b: with Recon, the retreat buttons also come after Recon (section F), never in Cards or before Recon', async ({ page }) => {
    await startBattle(page, 'skirmish', SEED)
    await expect(page.getByTestId('retreat-attacker')).toHaveCount(0)
    await playCardsPass(page)
    expect((await getView(page)).round.next).toBe('Recon')
    await expect(page.getByTestId('retreat-attacker')).toHaveCount(0)
    await expect(page.getByTestId('retreat-defender')).toHaveCount(0)
    await launchOnce(page)
    const v = await getView(page)
    expect(v.round.next).toBe('Main')
    await expect(page.getByTestId('retreat-attacker')).toHaveCount(v.sides.attacker.canRetreat ? 1 : 0)
    await expect(page.getByTestId('retreat-defender')).toHaveCount(v.sides.defender.canRetreat ? 1 : 0)
  })

  test('9: the card round: green halo on playable cards, the drop zone lights up, Pass above it', async ({ page }) => {
    // Sidi Barrani: at the start of Artillery Preparation the attacker holds playable and unplayable cards.
    await startBattle(page, 'sidi-barrani', SEED)
    for (let i = 0; i < 2; i++) {
      const v = await getView(page)
      await passHandoff(page, v.pending!.side)
      const before = await getGestures(page)
      await page.getByTestId('cards-done').click()
      await waitGesture(page, before)
    }
    const v = await getView(page)
    expect(v.pending?.kind).toBe('cards')
    const side = v.pending!.side
    await passHandoff(page, side)
    const hand = v.sides[side].hand
    const cards = page.getByTestId('hand').locator('li.card')
    await expect(cards).toHaveCount(hand.length)
    for (let i = 0; i < hand.length; i++) {
      await expect(cards.nth(i)).toHaveAttribute('data-card', hand[i]!.id)
      await expect(cards.nth(i)).toHaveClass(hand[i]!.playable ? /\bplayable\b/ : /\bunplayable\b/)
    }
    expect(hand.some((c) => c.playable)).toBe(true)
    expect(hand.some((c) => !c.playable)).toBe(true)
    // The halo: a green glow.
    const playable = page.locator('[data-testid=hand] li.card.playable').first()
    expect(await playable.evaluate((e) => getComputedStyle(e).boxShadow)).toMatch(/rgb\(\d+, (1[5-9]\d|2\d\d), \d+\)/)

    // An unplayable card cannot be dragged in.
    const zone = page.getByTestId('drop-zone')
    const unplayable = page.locator('[data-testid=hand] li.card.unplayable').first()
    await dragTo(page, unplayable, zone)
    await expect(page.getByTestId('cards-done')).toHaveText('Pass')

    // The Pass button sits just above the drop zone.
    const done = (await page.getByTestId('cards-done').boundingBox())!
    const zb = (await zone.boundingBox())!
    expect(done.y + done.height).toBeLessThanOrEqual(zb.y + 1)

    const id = (await playable.getAttribute('data-card'))!
    await dragTo(page, playable, zone, async () => expect(zone).toHaveClass(/\bactive\b/))
    await expect(page.getByTestId('cards-done')).toHaveText('Play 1 card')
    // A staged card can be taken back.
    await zone.locator('.card-chip').click()
    await expect(page.getByTestId('cards-done')).toHaveText('Pass')
    await expect(page.locator(`[data-testid=hand] li.card[data-card="${id}"]`)).toHaveCount(1)
    await dragTo(page, page.locator(`[data-testid=hand] li.card[data-card="${id}"]`), zone)
    const before = await getGestures(page)
    await page.getByTestId('cards-done').click()
    await waitGesture(page, before)
    expect((await getView(page)).sides[side].played.map((c) => c.id)).toContain(id)
  })

  test('10: the summary dialog: winner, reason, losses and routs, BM per round, New battle and Replay', async ({ page }) => {
    await startBattle(page, 'skirmish', SEED)
    await playCardsPass(page)
    await setSpeed(page, 'instant')
    await launchUntilOver(page)
    const summary = page.getByRole('dialog')
    await expect(summary).toHaveAttribute('data-testid', 'summary')
    const state = await getState(page)
    const view = await getView(page)
    const w = state.result!.winner
    await expect(summary).toHaveAccessibleName(w ? `${view.sides[w].name} wins` : 'No winner')
    await expect(page.getByTestId('summary-reason')).toHaveText(state.result!.reason)
    const rows = page.getByTestId('bm-history').locator('tbody tr')
    await expect(rows).toHaveCount(state.bmHistory.length)

    // Replay: the recorded moves again, one per click, to the same end.
    const gestures = await getGestures(page)
    await summary.getByRole('button', { name: 'Replay' }).click()
    await expect(page.getByTestId('summary')).toBeHidden()
    await expect(page.getByTestId('message')).toContainText('Replay')
    const launch = page.getByTestId('launch')
    await expect(launch).toHaveText(`Replay next move (${gestures} left)`)
    for (let i = gestures; i > 0; i--) {
      await expect(launch).toHaveText(`Replay next move (${i} left)`)
      const before = await getGestures(page)
      await launch.click()
      await waitGesture(page, before)
    }
    await expect(page.getByTestId('summary')).toBeVisible()
    expect(await getState(page)).toEqual(state)

    // New battle: back to the start screen.
    await page.getByTestId('summary').getByRole('button', { name: 'New battle' }).click()
    await expect(page.getByTestId('start-screen')).toBeVisible()
  })

  test('10b: the BM table names each round as the window does', async ({ page }) => {
    await startBattle(page, 'skirmish', SEED)
    await playCardsPass(page)
    await setSpeed(page, 'instant')
    const names: string[] = []
    await launchUntil(page, (v) => {
      if (v.launch) names.push(v.round.next!)
      return false
    })
    await expect(page.getByTestId('summary')).toBeVisible()
    const cells = page.getByTestId('bm-history').locator('tbody tr td:first-child')
    // The table is static once the dialog is up: no long retry.
    await expect(cells).toHaveText(names, { timeout: 3_000 })
  })
})

test.describe('window fit', () => {
  for (const size of [
    { width: 1024, height: 640 },
    { width: 2560, height: 1440 },
  ]) {
    test(`fits at ${size.width}x${size.height}: no horizontal scroll, launch and bottom bar in view`, async ({ page }) => {
      await page.setViewportSize(size)
      await startBattle(page, LARGE_SCENARIO, SEED)
      const inView = async (testId: string) => {
        const b = (await page.getByTestId(testId).boundingBox())!
        expect(b, testId).not.toBeNull()
        expect(b.x, `${testId} left`).toBeGreaterThanOrEqual(0)
        expect(b.y, `${testId} top`).toBeGreaterThanOrEqual(0)
        expect(b.x + b.width, `${testId} right`).toBeLessThanOrEqual(size.width + 0.5)
        expect(b.y + b.height, `${testId} bottom`).toBeLessThanOrEqual(size.height + 0.5)
      }
      const noHScroll = async () => {
        const m = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, iw: window.innerWidth }))
        expect(m.sw, 'no horizontal scrollbar').toBeLessThanOrEqual(m.iw)
      }
      // The card round with the hand shown.
      await passHandoff(page, 'attacker')
      await noHScroll()
      await inView('cards-done')
      await inView('drop-zone')
      const cards = page.locator('[data-testid=hand] li.card')
      for (let i = 0; i < (await cards.count()); i++) {
        const b = (await cards.nth(i).boundingBox())!
        expect(b.x + b.width).toBeLessThanOrEqual(size.width)
        expect(b.y + b.height).toBeLessThanOrEqual(size.height)
      }
      const before = await getGestures(page)
      await page.getByTestId('cards-done').click()
      await waitGesture(page, before)
      await playCardsPass(page)

      await noHScroll()
      await expect(page.getByTestId('launch')).toBeVisible()
      await inView('launch')
      await inView('odds-bar')
      for (const t of ['losses-attacker', 'routs-attacker', 'routs-defender', 'losses-defender']) await inView(t)
      const bar = (await page.locator('footer.bottom-bar').boundingBox())!
      expect(bar.y + bar.height).toBeLessThanOrEqual(size.height + 0.5)
      expect(bar.x + bar.width).toBeLessThanOrEqual(size.width + 0.5)
      // The launch button does not cover the log, and the log toggle is reachable.
      await inView('battle-log')
      // Every counter is on the canvas, and the canvas is in view.
      const layout = (await getLayout(page))!
      const cb = await canvasBox(page)
      expect(cb.y + cb.height).toBeLessThanOrEqual(size.height)
      for (const p of layout.places) {
        expect(p.x + layout.counterW).toBeLessThanOrEqual(layout.width)
        expect(p.y + layout.counterH).toBeLessThanOrEqual(layout.height)
      }
      await launchOnce(page)
      await noHScroll()
      await inView('launch')
    })
  }
})
