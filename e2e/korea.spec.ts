import { expect, test, type Page } from '@playwright/test'
import type { BattleView } from '../src/engine/core/view.ts'
import type { KoreaEvent } from '../src/engine/rulesets/korea/events.ts'
import { preview } from '../src/engine/rulesets/korea/preview.ts'
import type { KoreaState } from '../src/engine/rulesets/korea/state.ts'
import { stackOffsets } from '../src/battlefield/mapLayout.ts'
import { BATTLE_LINK, canvasBox, clickCanvasAt, getGestures, isPanelQuestion, launchOnce, setSpeed, submitPanel, waitGesture } from './helpers.ts'

/**
 * Korean-war operational combat (seed 001, src/engine/rulesets/korea/) in
 * the window: the map with the combat hex and its arrows, each side's
 * modifiers in its diamond and the exact loss-point distribution in the bar
 * while a lead is chosen, the dice on the two lead counters, the loss form
 * answered by a click on a counter, the panel's buttons and a click on a
 * retreat hex; hot-seat to the summary, and against the AI.
 */

const read = (page: Page) =>
  page.evaluate(() => {
    const b = window.__battle!
    return { state: b.state as unknown, events: b.events as unknown, view: b.view as unknown, places: b.mapPlaces }
  }) as Promise<{ state: KoreaState; events: KoreaEvent[]; view: BattleView; places: Record<string, { x: number; y: number }> | null }>

async function open(page: Page, scenario: string, seed: string, defender: string): Promise<void> {
  await page.goto(`/#/play/${scenario}?seed=${seed}&attacker=human&defender=${defender}`)
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.__battle?.seed)).toBe(seed)
  await expect(page).toHaveURL(BATTLE_LINK)
  await page.waitForSelector('html[data-field-painted]', { state: 'attached', timeout: 30_000 })
  await setSpeed(page, 'instant')
}

/**
 * Page coordinates of a unit's counter on the map: its hex's centre, fanned
 * as the map board fans a stack (mapLayout.ts stackOffsets; the board's
 * counter is 0.44 of a cell, 14 to 44 pixels). A counter under another is
 * clicked at its free lower-left corner.
 */
async function unitPoint(page: Page, id: string): Promise<{ x: number; y: number }> {
  const { view, places } = await read(page)
  const c = view.counters.find((x) => x.id === id)!
  const stack = view.counters.filter((x) => x.at === c.at)
  const p = places![c.at!]!
  const q = Object.values(places!)
  const cell = Math.min(...q.filter((o) => o !== p).map((o) => Math.hypot(o.x - p.x, o.y - p.y)))
  const k = Math.round(Math.min(44, Math.max(14, cell * 0.44)))
  const i = stack.findIndex((x) => x.id === id)
  const [dx, dy] = stackOffsets(stack.length, k)[i]!
  const under = i < stack.length - 1 ? 0.4 * k : 0
  const box = await canvasBox(page)
  return { x: box.x + p.x + dx - under, y: box.y + p.y + dy + under }
}

async function clickUnit(page: Page, id: string): Promise<number> {
  const p = await unitPoint(page, id)
  await page.mouse.move(p.x, p.y, { steps: 3 })
  return clickCanvasAt(page, p)
}

async function clickHex(page: Page, hex: string): Promise<number> {
  const { places } = await read(page)
  const box = await canvasBox(page)
  return clickCanvasAt(page, { x: box.x + places![hex]!.x, y: box.y + places![hex]!.y })
}

/** The bar while a lead is chosen: the engine's own preview of the answer the form holds. */
async function checkBeforeTheDice(page: Page, lead: string): Promise<void> {
  const { state } = await read(page)
  const p = preview(state, { kind: 'lead', answer: { lead } })!
  const bar = page.getByTestId('outcome-bar')
  await expect(bar).toBeVisible()
  await expect(page.getByTestId('odds-bar')).toHaveCount(0)
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`
  await expect(bar).toHaveAttribute('title', `${p.outcomes!.title}: ${p.outcomes!.items.map((i) => `${i.label} ${pct(i.p)}`).join(', ')}`)
  expect(p.outcomes!.items.reduce((t, i) => t + i.p, 0)).toBeCloseTo(1, 9)
  for (const side of ['attacker', 'defender'] as const) {
    const g = p.gauges![side]
    await expect(page.getByTestId(`bm-${side}`).getByRole('img')).toHaveAttribute('aria-label', `${g.title} of ${state.sides[side].name}: ${g.value}`)
  }
}

/** Hot-seat: plays on by the window's buttons (each panel at its defaults, else Launch) until the summary shows. */
async function toSummary(page: Page): Promise<KoreaState> {
  for (let i = 0; i < 40; i++) {
    const { view } = await read(page)
    if (view.over) break
    if (isPanelQuestion(view.pending)) await submitPanel(page)
    else await launchOnce(page)
  }
  await expect(page.getByTestId('summary')).toBeVisible()
  const { state } = await read(page)
  await expect(page.getByTestId('summary-reason')).toHaveText(state.result!.reason)
  return state
}

test.describe('korea in the window', () => {
  test('hot-seat: Osan played to the summary, the loss points satisfied by a click on a counter, VP and a retreat to a clicked hex', async ({ page }) => {
    await open(page, 'korea-osan', 'hot-15', 'human')
    let { view } = await read(page)
    // The map: the combat hex in focus, the lead's arrow, the supporting defenders' arrows; VP beside the location.
    expect(view.board.kind).toBe('map')
    expect(view.map!.focus).toEqual(['0303'])
    expect(view.map!.arrows!.map((a) => a.label).sort()).toEqual(['Lead', 'Support', 'Support'])
    await expect(page.getByTestId('location')).toContainText('KPA 4th Division 4 VP · Task Force Smith 4 VP')

    // The attacker's lead, by a click on its counter; before the dice the bar gives the loss points' exact chances.
    expect(view.pending).toMatchObject({ side: 'attacker', kind: 'lead' })
    await checkBeforeTheDice(page, 't107')
    let before = await clickUnit(page, 't107')
    await page.waitForTimeout(100)
    expect(await getGestures(page)).toBe(before)
    await submitPanel(page)
    ;({ view } = await read(page))
    expect(view.pending).toMatchObject({ side: 'defender', kind: 'lead' })
    await checkBeforeTheDice(page, 'tfs-b')
    await submitPanel(page)

    // Both leads named, no form open: the bar still gives the roll's exact loss points, until Launch rolls.
    await expect(page.getByTestId('launch')).toHaveText('Roll combat 1')
    await expect(page.getByTestId('outcome-bar')).toBeVisible()
    await expect(page.getByTestId('odds-bar')).toHaveCount(0)
    // Launch rolls: a die on each lead, the chips turned up, the differential; the diamonds hold the modified rolls.
    const n = (await read(page)).events.length
    await launchOnce(page)
    let { state, events } = await read(page)
    const fresh = events.slice(n)
    expect(fresh.filter((e) => e.t === 'shot').map((e) => (e as { unit: string }).unit)).toEqual(['t107', 'tfs-b'])
    expect(fresh.filter((e) => e.t === 'chips')).toHaveLength(2)
    const roll = state.now!.roll!
    for (const side of ['attacker', 'defender'] as const) await expect(page.getByTestId(`bm-${side}`).getByRole('img')).toHaveAttribute('aria-label', new RegExp(`^Modified roll \\(.*\\) of .*: ${roll.totals[side]}$`))
    expect(state.now!.owed.defender).toBe(3)

    // The loss form opens at the defaults; take them back, then: a click on C Company (its first way: static), 1 VP, B Company's retreat.
    const panel = page.getByTestId('decision-panel')
    await expect(panel).toContainText('satisfy 3 loss points')
    for (const label of ['C Company, 1/21st Infantry: goes to static (1 point)', 'A Battery, 52nd Field Artillery: goes to static (1 point)', 'B Company, 1/21st Infantry: flip to static (1 point)']) {
      await panel.getByRole('button', { name: `One hit less on ${label}` }).click({ force: true })
    }
    await expect(panel.locator('legend').first()).toContainText('(0 of 3)')
    before = await clickUnit(page, 'tfs-c')
    await expect(panel.locator('legend').first()).toContainText('(1 of 3)')
    await panel.getByRole('button', { name: 'One hit more on Spend victory points (1 point each; 4 VP left)' }).click({ force: true })
    await panel.getByRole('button', { name: 'One hit more on B Company, 1/21st Infantry: retreat 1 hex (1 point)' }).click({ force: true })
    await expect(panel.locator('legend').first()).toContainText('(3 of 3)')
    expect(await getGestures(page)).toBe(before)
    await submitPanel(page)

    // Where B Company retreats: the legal hexes lit on the map; a click on one sends it.
    ;({ view } = await read(page))
    expect(view.pending).toMatchObject({ side: 'defender', kind: 'retreat' })
    const f = view.pending!.form.fields[0]!
    expect(f.type === 'place' && f.choices.map((c) => c.value)).toEqual(['0304', '0404'])
    const m = (await read(page)).events.length
    before = await clickHex(page, '0404')
    await waitGesture(page, before)
    ;({ state, events } = await read(page))
    const satisfied = events.slice(n)
    expect(satisfied.find((e) => e.t === 'static')).toMatchObject({ unit: 'tfs-c' })
    expect(satisfied.find((e) => e.t === 'vp-spent')).toMatchObject({ side: 'defender', vp: 1 })
    expect(events.slice(m).find((e) => e.t === 'retreat')).toMatchObject({ unit: 'tfs-b', from: '0303', to: '0404' })
    expect(events.slice(m).find((e) => e.t === 'ground')).toMatchObject({ hex: '0303', vp: 1 })
    expect(state.units.find((u) => u.id === 'tfs-b')!.at).toBe('0404')
    await expect(page.getByTestId('location')).toContainText('Task Force Smith 2 VP')
    // The log says it in words.
    const log = page.getByTestId('battle-log').locator('li')
    await expect(log).toHaveCount(events.length)
    await expect(log.filter({ hasText: 'B Company, 1/21st Infantry retreats from Suwon road to Hex 0404' })).toHaveCount(1)

    const end = await toSummary(page)
    expect(end.phase).toBe('over')
  })

  test('against the AI: the human attacker at Kunu-ri, the defender played by the normal AI with its reasons in the log', async ({ page }) => {
    await open(page, 'korea-kunuri', 'ai-1', 'ai-normal')
    const { view } = await read(page)
    expect(view.pending).toMatchObject({ side: 'attacker', kind: 'lead' })
    await clickUnit(page, 'd113')
    await expect.poll(async () => (await page.getByTestId('decision-panel').getByRole('radio', { name: /113th Division/ }).isChecked())).toBe(true)
    await submitPanel(page)
    // The AI names its lead; Launch then rolls.
    await expect.poll(async () => (await read(page)).state.now?.leads.defender ?? null).not.toBeNull()
    for (let i = 0; i < 40; i++) {
      if (await page.getByTestId('summary').isVisible()) break
      const { view: v } = await read(page)
      if (v.over) break
      if (v.pending?.side === 'attacker' && isPanelQuestion(v.pending)) await submitPanel(page)
      else if (!v.pending && (await page.getByTestId('launch').isEnabled())) await launchOnce(page)
      else await page.waitForTimeout(250)
    }
    await expect(page.getByTestId('summary')).toBeVisible()
    const { state } = await read(page)
    const log = await page.getByTestId('battle-log').locator('li').allTextContents()
    expect(log.some((l) => /^US 2nd Division: .* leads \(normal: .* leads: modifiers -?\d+ against -?\d+, \d\.\d loss points expected to inflict and \d\.\d to take\)$/.test(l))).toBe(true)
    expect(log.some((l) => /^US 2nd Division satisfies \d+ loss points?: .*\(normal: .*best of \d+ ways/.test(l))).toBe(true)
    await expect(page.getByTestId('summary-reason')).toHaveText(state.result!.reason)
  })
})
