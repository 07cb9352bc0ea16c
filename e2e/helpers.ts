import { expect, type Locator, type Page } from '@playwright/test'
import type { BattlefieldLayout } from '../src/battlefield/layout.ts'
import type { Side } from '../src/engine/core/types.ts'
import type { BattleView } from '../src/engine/core/view.ts'
import type { GrandEvent, GrandState } from '../src/engine/rulesets/grand/index.ts'
import type { Speed } from '../src/store/battleStore.ts'
import type { OddsEstimate } from '../src/odds/oddsPool.ts'

/**
 * Shared steps for the battle window's end-to-end tests. Everything about the
 * battle is read from window.__battle (test builds only): a read-only copy of
 * the engine state, the view model, the events, the layout and the odds.
 */

// The shapes the hook hands out are the app's own (read through JSON, so plain data).
export type { Side } from '../src/engine/core/types.ts'
export type { BattleView, CounterView, SideView } from '../src/engine/core/view.ts'
export type { Speed } from '../src/store/battleStore.ts'
export type BattleState = GrandState
export type BattleEvent = GrandEvent
export type Layout = BattlefieldLayout

/** Largest built-in scenario (see `npm run sim -- --list`): sidi-rezegh, ~40 counters. */
export const LARGE_SCENARIO = 'sidi-rezegh'

/** Page-side readers of window.__battle. */
type Hook = {
  active: boolean
  state: BattleState | null
  view: BattleView | null
  events: BattleEvent[] | null
  gestures: number
  seed: string | null
  /** Who plays each side: 'human' or an AI level. */
  players: Record<'attacker' | 'defender', string> | null
  layout: Layout | null
  /** The map's transform (map units to canvas pixels) while the field shows a map; null otherwise. */
  map: { scale: number; x: number; y: number } | null
  /** Canvas position of each map place while the field shows the map (null otherwise). */
  mapPlaces: Record<string, { x: number; y: number }> | null
  /** Ids of the counters drawn dimmed now. */
  dimmed: string[]
  odds: OddsEstimate | null
  /** The last gesture is still playing out on the field (its dice, then its results). */
  playing: boolean
}
declare global {
  interface Window {
    __battle?: Hook
  }
}

export const hookActive = (page: Page) => page.evaluate(() => !!window.__battle?.active)
export const getState = (page: Page) => page.evaluate(() => window.__battle!.state!)
export const getView = (page: Page) => page.evaluate(() => window.__battle!.view!)
export const getEvents = (page: Page) => page.evaluate(() => window.__battle!.events ?? [])
export const getGestures = (page: Page) => page.evaluate(() => window.__battle?.gestures ?? 0)
export const getSeed = (page: Page) => page.evaluate(() => window.__battle?.seed ?? null)
export const getLayout = (page: Page) => page.evaluate(() => window.__battle!.layout)
export const getOdds = (page: Page) => page.evaluate(() => window.__battle!.odds)
export const getMapPlaces = (page: Page) => page.evaluate(() => window.__battle?.mapPlaces ?? null)

/** A question answered with a hand of cards (dragged, or passed with "Pass"). */
export const isCardsQuestion = (p: BattleView['pending']): boolean => !!p?.form.fields.some((f) => f.type === 'several' && f.present === 'cards')

/** A question the decision panel asks (not a hand of cards, not one the Launch button answers). */
export const isPanelQuestion = (p: BattleView['pending']): boolean => !!p && !p.byLaunch && !isCardsQuestion(p)

/** The deep link of route.ts: #/play/<scenario>?seed=S&attacker=human&defender=human */
export function playLink(scenario: string, seed: string): string {
  return `/#/play/${encodeURIComponent(scenario)}?seed=${encodeURIComponent(seed)}&attacker=human&defender=human`
}

/** Opens a battle by deep link and waits until the hook reports it. */
/** The address of a battle on screen: its share link. */
export const BATTLE_LINK = /#\/battle\/[A-Za-z0-9_-]+$/

/** The save of the battle a reload resumes (store/library.ts), as stored; null when none. */
export async function savedBattle(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const id = localStorage.getItem('battle-sim/current')
    return id === null ? null : localStorage.getItem(`battle-sim/battles/${id}`)
  })
}

export async function startBattle(page: Page, scenario: string, seed: string): Promise<void> {
  await page.goto(playLink(scenario, seed))
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => getSeed(page)).toBe(seed)
  // The address bar holds the battle's share link.
  await expect(page).toHaveURL(BATTLE_LINK)
  // The field has drawn its first frame (Pixi starts asynchronously): a round launched before would play to no canvas.
  await page.waitForSelector('html[data-field-painted]', { state: 'attached', timeout: 30_000 })
}

/** Sets the dice animation speed with the toolbar's select. */
export async function setSpeed(page: Page, speed: Speed): Promise<void> {
  await page.getByLabel('Animation speed').selectOption(speed)
}

/** Hot-seat: the handoff screen stands before a hand is shown; click through it when it is there. */
export async function passHandoff(page: Page, side?: Side): Promise<void> {
  const handoff = page.getByTestId('handoff')
  await expect(handoff).toBeVisible()
  if (side) {
    const v = await getView(page)
    await expect(handoff.getByRole('heading')).toHaveText(`Pass the device to ${v.sides[side].name}`)
  }
  // force: skips Playwright's wait for a stable element (several slow software-GL frames); the button is visible.
  await handoff.getByRole('button', { name: /^I am .*: show my (hand|orders)$/ }).click({ force: true })
  await expect(handoff).toBeHidden()
  const v = await getView(page)
  if (isCardsQuestion(v.pending)) await expect(page.getByTestId('hand')).toBeVisible()
  else await expect(page.getByTestId('decision-panel')).toBeVisible()
}

/**
 * Waits until a gesture beyond `before` is recorded, then (unless `watch`)
 * ends its show on the field with the window's own skip button, as an
 * impatient player would: the field then shows the state after it.
 */
export async function waitGesture(page: Page, before: number, opts: { watch?: boolean } = {}): Promise<number> {
  await page.waitForFunction((n) => (window.__battle?.gestures ?? 0) > n, before, { polling: 'raf' })
  if (!opts.watch) await skipShow(page)
  return getGestures(page)
}

export const isPlaying = (page: Page) => page.evaluate(() => window.__battle?.playing ?? false)

/**
 * Ends the show of the last gesture with the S key, which only ever skips (a
 * click on "Show the result now" could land on Launch, which takes its place
 * when the show ends by itself), and waits until the field shows its result.
 */
export async function skipShow(page: Page): Promise<void> {
  if (await isPlaying(page)) {
    // The window's keys are not read while a field (the speed select) has the focus.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('s')
  }
  await page.waitForFunction(() => !window.__battle?.playing, undefined, { polling: 'raf' })
}

/** Passes every pending card decision (hand-off, then "Pass"), one side after the other. */
export async function playCardsPass(page: Page): Promise<void> {
  for (let i = 0; i < 8; i++) {
    const v = await getView(page)
    if (!isCardsQuestion(v.pending) || v.over) return
    await passHandoff(page, v.pending!.side)
    const done = page.getByTestId('cards-done')
    await expect(done).toHaveText('Pass')
    const before = await getGestures(page)
    await done.click({ force: true })
    await waitGesture(page, before)
  }
}

/**
 * Clicks Launch once (or presses Space) and waits for the round to be
 * recorded; returns the state after. The click is forced only to skip the
 * stability wait (software WebGL makes frames slow); a covered button would
 * still not get it and the wait would fail.
 */
export async function launchOnce(page: Page, how: 'click' | 'space' = 'click'): Promise<BattleState> {
  const before = await getGestures(page)
  const launch = page.getByTestId('launch')
  await expect(launch).toBeEnabled()
  if (how === 'click') await launch.click({ force: true })
  else {
    // Space launches unless a button has the focus (useKeyboard.ts): focus the page body first.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Space')
  }
  await waitGesture(page, before)
  return getState(page)
}

/** Submits the open decision panel as it stands (the rule's defaults unless changed) and waits for the gesture. */
export async function submitPanel(page: Page): Promise<void> {
  const before = await getGestures(page)
  const submit = page.getByTestId('decision-submit')
  await expect(submit).toBeEnabled()
  await submit.click({ force: true })
  await waitGesture(page, before)
}

/**
 * Launches rounds (passing any round-start cards, accepting the defaults of
 * any other question in the panel) until `stop` says so or the battle is
 * over. A human's question after the battle (a grand breakthrough, asked
 * beside the map before the summary shows) is answered with its defaults
 * unless `stop` stopped there first.
 */
export async function launchUntil(page: Page, stop: (v: BattleView, s: BattleState) => boolean, max = 20): Promise<BattleView> {
  for (let i = 0; i < max; i++) {
    const v = await getView(page)
    const s = await getState(page)
    if (stop(v, s)) return v
    if (v.over && !isPanelQuestion(v.pending)) return v
    if (isCardsQuestion(v.pending)) await playCardsPass(page)
    else if (isPanelQuestion(v.pending)) await submitPanel(page)
    else await launchOnce(page)
  }
  throw new Error(`launchUntil: no stop after ${max} steps`)
}

/** Launches rounds until the battle is over (a breakthrough taken with its defaults); the summary dialog then shows. */
export async function launchUntilOver(page: Page, max = 20): Promise<BattleView> {
  const v = await launchUntil(page, () => false, max)
  await expect(page.getByTestId('summary')).toBeVisible()
  return v
}

/** The canvas' bounding box in the page. */
export async function canvasBox(page: Page) {
  const box = await page.locator('[data-testid=battlefield] canvas').boundingBox()
  if (!box) throw new Error('no battlefield canvas')
  return box
}

/** Page coordinates of a counter's centre, from the published layout. */
export async function counterCentre(page: Page, id: string): Promise<{ x: number; y: number }> {
  const layout = await getLayout(page)
  const box = await canvasBox(page)
  const p = layout!.places.find((q) => q.id === id)
  if (!p) throw new Error(`counter ${id} is not on the layout`)
  return { x: box.x + p.x + (p.w ?? layout!.counterW) / 2, y: box.y + p.y + (p.h ?? layout!.counterH) / 2 }
}

/**
 * Waits for two animation frames: Pixi hit-tests pointer events against the
 * transforms of the frame it last rendered, so a click on the canvas right
 * after the board moved (a new state, a resize) could land on the old layout.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))))
}

/** Clicks a point of the canvas (page coordinates) once the board is drawn where the hook says; returns the gestures before. */
export async function clickCanvasAt(page: Page, at: { x: number; y: number }): Promise<number> {
  await nextFrames(page)
  const before = await getGestures(page)
  await page.mouse.click(at.x, at.y)
  return before
}

/** Page coordinates of a map place's centre while the map is shown (window.__battle.mapPlaces is in canvas pixels). */
export async function mapPlaceCentre(page: Page, id: string): Promise<{ x: number; y: number }> {
  const places = await getMapPlaces(page)
  if (!places) throw new Error('the field shows no map')
  const p = places[id]
  if (!p) throw new Error(`place ${id} is not on the map`)
  const box = await canvasBox(page)
  return { x: box.x + p.x, y: box.y + p.y }
}

/** A pointer-event drag with the mouse: down on `from`, moves in steps, up at `to`. */
export async function dragTo(page: Page, from: Locator, to: Locator, onOver?: () => Promise<void>): Promise<void> {
  const a = await from.boundingBox()
  const b = await to.boundingBox()
  if (!a || !b) throw new Error('drag: an element has no box')
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 })
  if (onOver) await onOver()
  await page.mouse.up()
}

/** The BM tooltip's rows as {source, value}. */
export async function tooltipRows(tip: Locator): Promise<{ source: string; value: number }[]> {
  return tip.locator('tr').evaluateAll((rows) =>
    rows.map((r) => {
      const cells = r.querySelectorAll('td')
      return { source: (cells[0]?.textContent ?? '').trim(), value: Number((cells[1]?.textContent ?? '').trim().replace('−', '-')) }
    }),
  )
}
