import { expect, test } from '@playwright/test'
import { getEvents, getGestures, getState, getView, launchOnce, passHandoff, playCardsPass, savedBattle, setSpeed, startBattle, waitGesture } from './helpers.ts'

/**
 * The battle in progress is saved after every gesture (store/library.ts: its
 * own key, named by 'battle-sim/current'); a reload resumes it exactly. A save
 * of another version is refused with a message and left untouched. The single
 * save of earlier versions ('battle-sim/save/v1') joins the list.
 */

const LEGACY_KEY = 'battle-sim/save/v1'

test('a reload mid-battle resumes exactly where it was', async ({ page }) => {
  await startBattle(page, 'skirmish', 'persist')
  // The attacker plays a card (Enter on a focused card), the defender passes.
  await passHandoff(page, 'attacker')
  await page.locator('[data-testid=hand] li.card.playable').first().focus()
  await page.keyboard.press('Enter')
  const g = await getGestures(page)
  await page.getByTestId('cards-done').click()
  await waitGesture(page, g)
  await playCardsPass(page)
  await setSpeed(page, 'instant')
  await launchOnce(page)
  await launchOnce(page)

  const state = await getState(page)
  const view = await getView(page)
  const events = await getEvents(page)
  const gestures = await getGestures(page)
  const seed = await page.evaluate(() => window.__battle!.seed)
  expect(state.roundsFought).toBe(2)
  const saved = await savedBattle(page)
  expect(saved).not.toBeNull()
  expect(JSON.parse(saved!).gestures).toHaveLength(gestures)

  await page.reload()
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => page.evaluate(() => !!window.__battle?.active)).toBe(true)
  expect(JSON.stringify(await getState(page))).toBe(JSON.stringify(state))
  expect(await getView(page)).toEqual(view)
  expect(await getEvents(page)).toEqual(events)
  expect(await getGestures(page)).toBe(gestures)
  expect(await page.evaluate(() => window.__battle!.seed)).toBe(seed)
  await expect(page.getByTestId('message')).toHaveCount(0)
  await expect(page.getByTestId('round-name')).toHaveText(view.round.last!)
  await expect(page.getByTestId('played-attacker').locator('li')).toHaveCount(1)

  // And it goes on from there: the next round is the one that would have come.
  const next = await launchOnce(page)
  expect(next.roundsFought).toBe(3)
})

test('a reload during the defender\'s card turn shows the hand-off again, not the hand', async ({ page }) => {
  await startBattle(page, 'skirmish', 'persist')
  await passHandoff(page, 'attacker')
  const g = await getGestures(page)
  await page.getByTestId('cards-done').click()
  await waitGesture(page, g)
  await passHandoff(page, 'defender')
  const state = await getState(page)
  await page.reload()
  await expect(page.getByTestId('handoff')).toBeVisible()
  await expect(page.getByTestId('hand')).toHaveCount(0)
  expect(await getState(page)).toEqual(state)
})

test('a save of another version (in the earlier single slot, version 99) is refused with a message and kept untouched', async ({ page }) => {
  const planted = JSON.stringify({
    format: 'battle-sim-save',
    version: 99,
    scenario: { id: 'from-the-future', ruleset: 'grand' },
    seed: 'future',
    players: { attacker: 'human', defender: 'human' },
    gestures: [[{ type: 'advance' }]],
    extra: 'ünïcödé ✓',
  })
  await page.goto('/')
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [LEGACY_KEY, planted] as const)
  await page.reload()

  const message = page.getByTestId('message')
  await expect(message).toBeVisible()
  await expect(message).toContainText('could not be resumed')
  await expect(message).toContainText('version 99')
  await expect(message).toContainText(/untouched/)
  await expect(page.getByTestId('start-screen')).toBeVisible()
  await expect(page.getByTestId('resume')).toHaveCount(0)

  // The planted text is still in localStorage, unchanged, under some key (the message names it).
  const all = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])))
  const keys = Object.entries(all).filter(([, v]) => v === planted).map(([k]) => k)
  expect(keys.length, 'the planted save is kept, byte for byte').toBeGreaterThanOrEqual(1)
  for (const k of keys) await expect(message).toContainText(k)

  // Starting a new battle (autosave) does not overwrite it.
  await startBattle(page, 'skirmish', 'after-refusal')
  const after = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])))
  expect(Object.values(after)).toContain(planted)
})

test('a save under another version\'s key (v0) is left untouched, with a message', async ({ page }) => {
  const planted = '{"format":"battle-sim-save","version":0,"seed":"old","gestures":[]}'
  await page.addInitScript(
    ([k, v]) => {
      // Plant once, before the app's scripts run (not again on later navigations of this page).
      if (!sessionStorage.getItem('planted')) {
        localStorage.setItem(k, v)
        sessionStorage.setItem('planted', '1')
      }
    },
    ['battle-sim/save/v0', planted] as const,
  )
  await page.goto('/')
  const message = page.getByTestId('message')
  await expect(message).toBeVisible()
  await expect(message).toContainText('save version 0')
  await expect(message).toContainText('untouched')
  await expect(page.getByTestId('start-screen')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('battle-sim/save/v0'))).toBe(planted)

  // A battle started now is saved; the v0 save is still there, unchanged.
  await startBattle(page, 'skirmish', 'after-v0')
  await playCardsPass(page)
  expect(await page.evaluate(() => localStorage.getItem('battle-sim/save/v0'))).toBe(planted)
  expect(await savedBattle(page)).not.toBeNull()
})

test('issue 27: "#/" opens the start screen, even with a battle saved; a bare address resumes it', async ({ page }) => {
  await startBattle(page, 'skirmish', 'hash-root')
  await playCardsPass(page)
  await page.goto('/#/')
  await page.reload()
  await expect(page.getByTestId('start-screen')).toBeVisible()
  await page.goto('/')
  await page.reload()
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect(page.getByTestId('start-screen')).toHaveCount(0)
})
