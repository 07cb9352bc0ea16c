import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { FormField } from '../src/engine/core/form.ts'
import type { NapState } from '../src/engine/rulesets/napoleonic/state.ts'
import {
  canvasBox,
  clickCanvasAt,
  getGestures,
  getLayout,
  getMapPlaces,
  getState,
  getView,
  launchOnce,
  launchUntil,
  mapPlaceCentre,
  nextFrames,
  setSpeed,
  startBattle,
  submitPanel,
  waitGesture,
  type BattleView,
} from './helpers.ts'

/**
 * Issue 28: the map board a wargamer expects. Every map kind pans and zooms
 * (wheel, drag, + and −, the arrow keys, Fit) and a click after it lands on
 * the place under the pointer; napoleonic's marks of seed 004 ("Declaring
 * combat", "Victorious units") are drawn at the counters, checked by the
 * colour of the pixels there.
 */

const panel = (page: Page) => page.getByTestId('decision-panel')
type PlaceField = Extract<FormField, { type: 'place' }>
type Rgb = [number, number, number]
type Box = { x: number; y: number; w: number; h: number }

const transform = (page: Page) => page.evaluate(() => window.__battle?.map ?? null) as Promise<{ scale: number; x: number; y: number } | null>

/** Counts the pixels of a page box within `tol` of each colour (a screenshot, decoded in the page). */
async function colourCounts(page: Page, box: Box, colours: Rgb[], tol = 24): Promise<number[]> {
  const clip = { x: Math.round(box.x), y: Math.round(box.y), width: Math.max(1, Math.round(box.w)), height: Math.max(1, Math.round(box.h)) }
  const png = await page.screenshot({ clip })
  return page.evaluate(
    async ({ b64, colours, tol }) => {
      // Decoded from bytes, not a data: URL, which the page's CSP (img-src 'self') refuses.
      const img = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0))], { type: 'image/png' }))
      const c = document.createElement('canvas')
      c.width = img.width
      c.height = img.height
      const g = c.getContext('2d')!
      g.drawImage(img, 0, 0)
      const d = g.getImageData(0, 0, c.width, c.height).data
      return colours.map(([r, gg, b]) => {
        let n = 0
        for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i]! - r) <= tol && Math.abs(d[i + 1]! - gg) <= tol && Math.abs(d[i + 2]! - b) <= tol) n++
        return n
      })
    },
    { b64: png.toString('base64'), colours, tol },
  )
}

/** A counter's box on the page, from the map board's layout (canvas pixels). */
async function counterBox(page: Page, id: string): Promise<Box> {
  const layout = (await getLayout(page))!
  const p = layout.places.find((q) => q.id === id)
  if (!p) throw new Error(`counter ${id} is not on the map board`)
  const c = await canvasBox(page)
  return { x: c.x + p.x, y: c.y + p.y, w: p.w ?? layout.counterW, h: p.h ?? layout.counterH }
}

const centreOf = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 })
const inside = (p: { x: number; y: number }, b: { x: number; y: number; width: number; height: number }) => p.x > b.x + 4 && p.y > b.y + 4 && p.x < b.x + b.width - 4 && p.y < b.y + b.height - 4

/** A wheel turn over a page point: the map point under it stays under it. Returns the transform after. */
async function wheelAt(page: Page, at: { x: number; y: number }, dy: number) {
  const before = (await transform(page))!
  await page.mouse.move(at.x, at.y)
  await page.mouse.wheel(0, dy)
  await expect.poll(async () => (await transform(page))!.scale).not.toBe(before.scale)
  return (await transform(page))!
}

/** A drag of the map from one page point by (dx, dy); it pans by as much (unless held at the map's edge), and clicks nothing. */
async function dragMap(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  const before = (await transform(page))!
  const gestures = await getGestures(page)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 8 })
  await page.mouse.up()
  await expect.poll(async () => (await transform(page))!.x !== before.x || (await transform(page))!.y !== before.y).toBe(true)
  expect(await getGestures(page)).toBe(gestures)
  return (await transform(page))!
}

/** Zooms in about a place, checks the place stayed under the cursor, then drags the map and returns the place's new page point (still on the canvas). */
async function zoomAndPanTo(page: Page, place: string, mapWidth?: number): Promise<{ x: number; y: number }> {
  const at = await mapPlaceCentre(page, place)
  await wheelAt(page, at, -400)
  await nextFrames(page)
  const still = await mapPlaceCentre(page, place)
  expect(Math.abs(still.x - at.x), 'the point under the cursor stays under it').toBeLessThan(1.5)
  expect(Math.abs(still.y - at.y)).toBeLessThan(1.5)
  // Toward the canvas' centre, so the place stays on it.
  // The map's part of the canvas: all of it, or its left part beside the zones.
  const canvas = await canvasBox(page)
  const box = { ...canvas, width: mapWidth ?? canvas.width }
  const dx = Math.sign(box.x + box.width / 3 - at.x) * 60
  const dy = Math.sign(box.y + box.height / 2 - at.y) * 40
  await dragMap(page, at, dx, dy)
  await nextFrames(page)
  const now = await mapPlaceCentre(page, place)
  expect(inside(now, box), `${place} is still on the canvas`).toBe(true)
  return now
}

test.describe('hex map (napoleonic): pan, zoom, keys and Fit; the seed\'s marks by pixel colour', () => {
  const open = async (page: Page, seed: string) => {
    await startBattle(page, 'napoleonic-ridge', seed)
    await setSpeed(page, 'instant')
  }

  test('a wheel zoom about an attacker, a drag, then a click on it chooses that attacker; + − arrows and Fit', async ({ page }) => {
    await open(page, 'pan-zoom')
    const s = (await getState(page)) as unknown as NapState
    const v = await getView(page)
    const field = v.pending!.form.fields.find((f) => f.id === 'attacker')!
    // An attacker other than the one the form holds, so that the click is seen choosing it.
    const held = field.default as string
    const unit = s.units.find((u) => u.id !== held && field.type === 'place' && field.choices.some((c) => c.value === u.id))!
    expect(unit, 'a second unit may attack').toBeTruthy()
    const fit = (await transform(page))!
    const at = await zoomAndPanTo(page, unit.at)
    expect((await transform(page))!.scale).toBeGreaterThan(fit.scale)
    const before = await clickCanvasAt(page, at)
    await expect(page.getByRole('img', { name: new RegExp(`^Attack of ${unit.name}`) })).toBeVisible()
    expect(await getGestures(page)).toBe(before)

    // The buttons and keys: + zooms in about the centre, − out, an arrow pans once the map has the focus, 0 and Fit show it whole.
    await page.mouse.move(5, 5)
    const t0 = (await transform(page))!
    await page.getByTestId('map-zoom-in').click()
    await expect.poll(async () => (await transform(page))!.scale).toBeCloseTo(t0.scale * 1.25, 5)
    await page.keyboard.press('-')
    await expect.poll(async () => (await transform(page))!.scale).toBeCloseTo(t0.scale, 5)
    await page.getByTestId('battlefield').focus()
    const t1 = (await transform(page))!
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await transform(page))!.x).toBeLessThan(t1.x)
    await page.keyboard.press('+')
    await expect.poll(async () => (await transform(page))!.scale).toBeGreaterThan(t1.scale)
    await page.keyboard.press('0')
    await expect.poll(() => transform(page)).toEqual(fit)
    await page.keyboard.press('+')
    await page.getByTestId('map-fit').click()
    await expect.poll(() => transform(page)).toEqual(fit)
  })

  test('red squares on the attacker and the defender, green on the supports, white frames on the units that may fight, a grey line on a victorious unit', async ({ page }) => {
    await open(page, 'marks')
    const RED: Rgb = [0xe8, 0x14, 0x1c]
    const GREEN: Rgb = [0x1f, 0xc4, 0x3a]
    const WHITE: Rgb = [255, 255, 255]
    const SLATE: Rgb = [0x7d, 0x8a, 0x99]
    // The corner where the little square is drawn, and the frame's top edge just above the counter.
    const corner = (b: Box): Box => ({ x: b.x - 3, y: b.y - 3, w: b.w * 0.35, h: b.h * 0.35 })
    // (Counters stand at fractional pixels: the 2-pixel frame is found among 4 rows, near white.)
    const frameTop = (b: Box): Box => ({ x: b.x + b.w * 0.3, y: b.y - 5, w: b.w * 0.4, h: 5 })
    const marks = async (id: string) => {
      const b = await counterBox(page, id)
      const [red, green] = await colourCounts(page, corner(b), [RED, GREEN], 30)
      return { red: red! > 4, green: green! > 4 }
    }

    const v0 = await getView(page)
    // Before any choice: the units that may attack or be attacked in a white frame, the others dimmed without one.
    const dimmed = new Set(await page.evaluate(() => window.__battle!.dimmed))
    const able = v0.counters.find((c) => c.at && !dimmed.has(c.id))!
    const pinned = ['f-57e', 'c-ir49', 'f-tirailleurs', 'f-grenadiers']
    const idle = v0.counters.find((c) => c.at && dimmed.has(c.id) && !pinned.includes(c.id))!
    expect(able && idle).toBeTruthy()
    const [whiteAble] = await colourCounts(page, frameTop(await counterBox(page, able.id)), [WHITE], 30)
    const [whiteIdle] = await colourCounts(page, frameTop(await counterBox(page, idle.id)), [WHITE], 30)
    const ableBox = await counterBox(page, able.id)
    expect(whiteAble, `${able.name} may fight: a white frame`).toBeGreaterThan(ableBox.w * 0.3)
    expect(whiteIdle, `${idle.name} may not: no frame`).toBe(0)

    // The attacker chosen by a click; its defender the one the form holds (the best odds), its two supports.
    await clickCanvasAt(page, centreOf(await counterBox(page, 'f-57e')))
    await expect(page.getByRole('img', { name: /^Defence of IR 49 Kerpen/ })).toBeVisible()
    await page.mouse.move(5, 5)
    await nextFrames(page)
    expect(await marks('f-57e'), 'the attacker: red').toEqual({ red: true, green: false })
    expect(await marks('c-ir49'), 'the defender: red').toEqual({ red: true, green: false })
    expect(await marks('f-tirailleurs'), 'a support: green').toEqual({ red: false, green: true })
    expect(await marks('f-grenadiers'), 'a support: green').toEqual({ red: false, green: true })
    const bystanders = v0.counters.filter((c) => c.at && !pinned.includes(c.id))
    for (const c of bystanders.slice(0, 4)) expect(await marks(c.id), `${c.name}: no square`).toEqual({ red: false, green: false })

    // Hovering an enemy in reach makes it the potential defender: the red square goes with the pointer.
    const f = v0.pending!.form.fields[1]!
    if (f.type !== 'place' || !f.dependsOn) throw new Error('expected the defender place field')
    const [attacker, reach] = Object.entries(f.dependsOn.allowed).find(([, r]) => r.length >= 2)!
    await clickCanvasAt(page, centreOf(await counterBox(page, attacker)))
    for (const d of reach) {
      const p = centreOf(await counterBox(page, d))
      await page.mouse.move(p.x, p.y, { steps: 3 })
      await nextFrames(page)
      // (The attacker's corner may lie under the tooltips beside the pointer: it is looked at once the pointer has gone.)
      expect((await marks(d)).red, 'the hovered enemy: red').toBe(true)
    }
    await page.mouse.move(5, 5)
    await nextFrames(page)
    expect(await marks(attacker), 'the attacker keeps its red square').toEqual({ red: true, green: false })
    const red = []
    for (const d of reach) if ((await marks(d)).red) red.push(d)
    expect(red, 'off the enemies, only the defender the form holds is red').toHaveLength(1)

    // Attacks with the panel's defaults until a unit is victorious: the grey line across it, none across the others.
    await page.mouse.move(5, 5)
    let winner: string | undefined
    for (let i = 0; i < 12 && !winner; i++) {
      const before = await getGestures(page)
      await submitPanel(page)
      await waitGesture(page, before)
      const st = (await getState(page)) as unknown as NapState
      winner = st.units.find((u) => u.victorious && u.place === 'field')?.id
    }
    expect(winner, 'a unit became victorious').toBeTruthy()
    await nextFrames(page)
    const wb = await counterBox(page, winner!)
    const [slate] = await colourCounts(page, wb, [SLATE], 6)
    expect(slate, 'the grey line across the victorious unit').toBeGreaterThan(wb.w * 0.6)
    const st = (await getState(page)) as unknown as NapState
    const other = st.units.find((u) => u.place === 'field' && !u.victorious && u.side === st.units.find((x) => x.id === winner)!.side)!
    const [none] = await colourCounts(page, await counterBox(page, other.id), [SLATE], 6)
    expect(none, `no line across ${other.name}`).toBe(0)
  })
})

test.describe('region and area maps: a zoom and a pan, then a click chooses the place under the pointer', () => {
  test('grand: the breakthrough region', async ({ page }) => {
    await startBattle(page, 'beda-fomm', '3')
    await setSpeed(page, 'instant')
    const v = await launchUntil(page, (x: BattleView) => x.pending?.kind === 'breakthrough', 30)
    await expect(panel(page)).toBeVisible()
    await expect.poll(() => getMapPlaces(page)).not.toBeNull()
    const field = v.pending!.form.fields.find((f): f is PlaceField => f.type === 'place')!
    const target = field.choices[1]!
    const at = await zoomAndPanTo(page, target.value)
    const before = await clickCanvasAt(page, at)
    await expect(panel(page).getByRole('radio', { name: target.label, exact: true })).toBeChecked()
    expect(await getGestures(page)).toBe(before)
  })

  test('axis: the retreat area', async ({ page }) => {
    await page.goto('/#/play/axis-air-land-example?seed=hotseat&attacker=human&defender=human')
    await expect(page.getByTestId('battle-screen')).toBeVisible()
    await setSpeed(page, 'instant')
    let v = await getView(page)
    for (let i = 0; i < 40 && !(v.pending?.kind === 'retreat' && v.pending.side === 'attacker'); i++) {
      if (v.over) throw new Error('the battle ended before a retreat was asked')
      if (v.pending) await submitPanel(page)
      else await launchOnce(page)
      v = await getView(page)
    }
    await expect.poll(() => getMapPlaces(page)).not.toBeNull()
    const field = v.pending!.form.fields[0] as PlaceField
    const areas = new Set(v.map!.places.map((p) => p.id))
    const to = field.choices.find((c) => areas.has(c.value))!
    const at = await zoomAndPanTo(page, to.value)
    const before = await clickCanvasAt(page, at)
    await waitGesture(page, before)
    const s = (await getState(page)) as unknown as { units: { side: string; movedTo?: string }[] }
    expect(s.units.some((u) => u.side === 'attacker' && u.movedTo === to.value)).toBe(true)
  })
})

test.describe('square map (fire groups): the squares around the battle, beside its fire groups', () => {
  const open = async (page: Page) => {
    await page.goto('/#/play/firegroups-flak?seed=e2e-flak&attacker=human&defender=ai-easy')
    await expect(page.getByTestId('battle-screen')).toBeVisible()
    await page.waitForSelector('html[data-field-painted]', { state: 'attached', timeout: 30_000 })
    await setSpeed(page, 'instant')
    await expect(panel(page)).toBeVisible()
  }
  const attackerRed: Rgb = [0xb8, 0x32, 0x2a]
  const defenderBlue: Rgb = [0x2f, 0x5f, 0xb3]
  /** A box around the middle of the line between two places, on the page. */
  const between = async (page: Page, a: string, b: string, r = 14): Promise<Box> => {
    const p = await mapPlaceCentre(page, a)
    const q = await mapPlaceCentre(page, b)
    return { x: (p.x + q.x) / 2 - r, y: (p.y + q.y) / 2 - r, w: 2 * r, h: 2 * r }
  }

  test('flak: the airfield, the flight path and the flak tower on the map, the guns\' reach around them, and the passing shot drawn from the tower', async ({ page }) => {
    await open(page)
    // The map board stands left of the fire groups: the airfield, the flak tower and Rheinstadt all on it.
    const layout = (await getLayout(page))!
    const box = await canvasBox(page)
    const groups = Math.min(...layout.bands.map((b) => b.x))
    for (const id of ['airfield', 'flak-tower', 'rheinstadt']) {
      const at = await mapPlaceCentre(page, id)
      expect(at.x, `${id} on the map, left of the fire groups`).toBeLessThan(box.x + groups)
      expect(inside(at, box), `${id} on the canvas`).toBe(true)
    }
    const before = await getView(page)
    expect(before.map!.areas!.map((a) => a.side)).toEqual(['defender', 'defender'])
    // No flight yet: the ground between the airfield and the city has no red on it.
    const path = await between(page, 'fields', 'canal')
    const [redBefore] = await colourCounts(page, path, [attackerRed])
    // The orders (the scenario's plan: two fighters in phase 1): their flight is drawn from the airfield to Rheinstadt, dashed.
    const gestures = await getGestures(page)
    await panel(page).getByTestId('decision-submit').click()
    await waitGesture(page, gestures)
    await expect.poll(async () => (await getView(page)).pending?.side ?? null, { timeout: 30_000 }).toBe(null)
    const planned = (await getView(page)).map!.routes!
    expect(planned[0]).toMatchObject({ side: 'attacker', planned: true, label: '2 in phase 1, 1 in phase 2, 1 in phase 3' })
    const [redPlanned] = await colourCounts(page, path, [attackerRed])
    expect(redPlanned, 'the flight path in the attacker\'s red').toBeGreaterThan(redBefore! + 20)
    // The movement: the tower's gun fires at each fighter passing within a square; the shot is an arrow from the tower.
    const shotBox = async () => {
      const v = await getView(page)
      const shot = v.map!.arrows!.find((a) => a.from === 'flak-tower')!
      return { shot, box: await between(page, shot.from, shot.to, 10) }
    }
    await launchOnce(page)
    const { shot, box: line } = await shotBox()
    expect(shot).toMatchObject({ side: 'defender' })
    expect(['hit', 'miss']).toContain(shot.label)
    const [blue] = await colourCounts(page, line, [defenderBlue])
    expect(blue, 'the shot in the defender\'s blue').toBeGreaterThan(40)
    const log = page.getByTestId('battle-log')
    await expect(log).toContainText(/Azure anti-aircraft gun 2 fires at Red fighter \d passing one square away/)
  })

  test('a zoom and a pan, then clicks on a fighter and on Rheinstadt order it in, phase by phase; a click on its airfield keeps it home', async ({ page }) => {
    await open(page)
    const radio = (phase: string) => panel(page).locator('fieldset[data-field="send:r-ftr-3"]').getByRole('radio', { name: phase })
    await expect(radio('phase 2')).toBeChecked()
    // The four fighters at the airfield are a closed stack: a click spreads it, a second selects fighter 3.
    const stack = centreOf(await counterBox(page, 'r-ftr-1'))
    await clickCanvasAt(page, stack)
    await expect.poll(async () => new Set((await Promise.all(['r-ftr-1', 'r-ftr-3'].map((id) => counterBox(page, id)))).map((b) => `${b.x},${b.y}`)).size).toBe(2)
    await clickCanvasAt(page, centreOf(await counterBox(page, 'r-ftr-3')))
    await expect(panel(page).locator('fieldset[data-field="send:r-ftr-3"]')).toHaveClass(/active/)
    // Zoomed and panned, a click on Rheinstadt lands on it: fighter 3 goes in a phase later, then round to phase 1.
    const layout = (await getLayout(page))!
    const city = await zoomAndPanTo(page, 'rheinstadt', Math.min(...layout.bands.map((b) => b.x)))
    await clickCanvasAt(page, city)
    await expect(radio('phase 3')).toBeChecked()
    await clickCanvasAt(page, await mapPlaceCentre(page, 'rheinstadt'))
    await expect(radio('phase 1')).toBeChecked()
    const zoomed = (await transform(page))!.scale
    await page.getByTestId('map-fit').click()
    await expect.poll(async () => (await transform(page))!.scale).toBeLessThan(zoomed)
    await clickCanvasAt(page, await mapPlaceCentre(page, 'airfield'))
    await expect(radio('stays')).toBeChecked()
    // Nothing was sent: the orders are given only by the button.
    expect((await getView(page)).pending?.kind).toBe('orders')
  })
})

test('a stack of five: closed, its count on its top counter and its units listed on hover; a click spreads it and a click chooses its third unit', async ({ page }) => {
  // Korea has no stacking limit: five CPV divisions in one hex make a prepared attack, and the player picks the lead unit among them.
  const base = JSON.parse(readFileSync(new URL('../assets/scenarios/korea-osan.json', import.meta.url), 'utf8')) as Record<string, unknown> & { attacker: { units: Record<string, unknown>[] } }
  const sc = structuredClone(base)
  sc.id = 'stack-of-five'
  sc.name = 'Five divisions in one hex'
  sc.attacker.units = ['First', 'Second', 'Third', 'Fourth', 'Fifth'].map((n, i) => ({ id: `s${i + 1}`, name: `${n} Division`, type: 'infantry', quality: 'C', at: '0302' }))
  sc.combats = [{ attack: ['0302'], defend: '0303', kind: 'prepared' }]
  await page.goto('/')
  await page.getByTestId('import').setInputFiles({ name: 'stack.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(sc), 'utf8') })
  await expect(page.getByTestId('import-error')).toHaveCount(0)
  await page.getByTestId('seed').fill('stack')
  await page.getByTestId('start').click()
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await page.waitForSelector('html[data-field-painted]', { state: 'attached', timeout: 30_000 })
  await expect(panel(page)).toBeVisible()
  const v = await getView(page)
  const field = v.pending!.form.fields.find((f) => f.id === 'lead')!
  expect(field).toMatchObject({ targets: 'counters' })
  const stack = v.counters.filter((c) => c.at === '0302').map((c) => c.id)
  expect(stack).toHaveLength(5)

  // Closed: the five stand on one spot, the top one drawn with the count.
  const closed = await Promise.all(stack.map((id) => counterBox(page, id)))
  for (const b of closed) expect(b).toEqual(closed[0])
  const top = centreOf(closed[0]!)
  await page.mouse.move(top.x, top.y, { steps: 3 })
  const list = page.getByTestId('stack-list')
  await expect(list).toContainText('A stack of 5')
  await expect(list.getByRole('listitem')).toHaveText(stack.map((id) => v.counters.find((c) => c.id === id)!.name))

  // A click spreads it: five spots apart, none chosen yet.
  const gestures = await getGestures(page)
  await clickCanvasAt(page, top)
  await expect.poll(async () => new Set((await Promise.all(stack.map((id) => counterBox(page, id)))).map((b) => `${b.x},${b.y}`)).size).toBe(5)
  const third = stack[2]!
  const name = v.counters.find((c) => c.id === third)!.name
  await expect(panel(page).getByRole('radio', { name: new RegExp(`^${name}`) })).not.toBeChecked()
  await clickCanvasAt(page, centreOf(await counterBox(page, third)))
  await expect(panel(page).getByRole('radio', { name: new RegExp(`^${name}`) })).toBeChecked()
  expect(await getGestures(page)).toBe(gestures)

  // Escape closes it again; the keyboard reaches every unit of the stack by the counters' buttons.
  await page.mouse.move(5, 5)
  await page.keyboard.press('Escape')
  await expect.poll(async () => new Set((await Promise.all(stack.map((id) => counterBox(page, id)))).map((b) => `${b.x},${b.y}`)).size).toBe(1)
  for (const id of stack) {
    await page.getByTestId(`counter-key-${id}`).focus()
    await expect(page.getByTestId('counter-tooltip')).toContainText(v.counters.find((c) => c.id === id)!.name)
  }
})

test('place names: Names writes each hex\'s name on the map as the log writes it; hovering a place\'s name in the log lights that place', async ({ page }) => {
  await startBattle(page, 'napoleonic-ridge', 'names')
  await setSpeed(page, 'instant')
  const INK: Rgb = [0x1b, 0x1a, 0x17]
  const SPOT: Rgb = [0x00, 0xc8, 0xff]
  const v = await getView(page)
  const places = (await getMapPlaces(page))!
  const c = await canvasBox(page)
  // The spacing of neighbouring hexes is the cell's size in pixels.
  const ids = Object.keys(places)
  const a = places[ids[0]!]!
  const cell = Math.min(...ids.slice(1).map((id) => Math.hypot(places[id]!.x - a.x, places[id]!.y - a.y)))
  // An empty hex: the top of its cell holds only terrain until the names are shown.
  const empty = v.map!.places.find((p) => p.terrain === 'clear' && !v.counters.some((k) => k.at === p.id) && !p.marks?.length && places[p.id]!.y > 60 && places[p.id]!.x > 200)!
  const top = (id: string): Box => ({ x: c.x + places[id]!.x - cell * 0.4, y: c.y + places[id]!.y - cell * 0.48, w: cell * 0.8, h: cell * 0.2 })
  const [before] = await colourCounts(page, top(empty.id), [INK], 90)
  await page.getByTestId('map-names').click()
  await expect(page.getByTestId('map-names')).toHaveAttribute('aria-pressed', 'true')
  await nextFrames(page)
  const [after] = await colourCounts(page, top(empty.id), [INK], 90)
  expect(after, `${empty.name} written at the top of its hex`).toBeGreaterThan(before! + 10)
  await page.keyboard.press('n')
  await expect(page.getByTestId('map-names')).toHaveAttribute('aria-pressed', 'false')

  // Attacks with the panel's defaults until the log names a hex (a retreat, an advance).
  const ref = page.getByTestId('battle-log').locator('.place-ref')
  for (let i = 0; i < 12 && (await ref.count()) === 0; i++) {
    const g = await getGestures(page)
    await submitPanel(page)
    await waitGesture(page, g)
  }
  const first = ref.first()
  await expect(first).toBeVisible()
  const id = (await first.getAttribute('data-place'))!
  const name = (await first.textContent())!
  expect(v.map!.places.find((p) => p.id === id)!.name).toBe(name)
  const now = (await getMapPlaces(page))!
  const around: Box = { x: c.x + now[id]!.x - cell * 0.55, y: c.y + now[id]!.y - cell * 0.6, w: cell * 1.1, h: cell * 1.2 }
  const [dark] = await colourCounts(page, around, [SPOT], 30)
  expect(dark, 'not lit before the hover').toBe(0)
  await first.hover()
  await nextFrames(page)
  const [lit] = await colourCounts(page, around, [SPOT], 30)
  expect(lit, `${name} lit on the map`).toBeGreaterThan(cell)
  await page.mouse.move(5, 5)
  await nextFrames(page)
  expect((await colourCounts(page, around, [SPOT], 30))[0]).toBe(0)
})
