import { expect, test, type Page } from '@playwright/test'
import { getEvents, getGestures, getState, getView, launchOnce, launchUntil, playCardsPass, setSpeed, startBattle, submitPanel, waitGesture, type Side } from './helpers.ts'

/**
 * Retreat (sections F and I: a voluntary retreat ends the battle without
 * pursuit) and undo (the toolbar button and the U key take back one gesture).
 */

// Skirmish with this seed lasts past Next 1 when both sides stand.
const SEED = 'retreat'

async function toFirstNext(page: Page) {
  await startBattle(page, 'skirmish', SEED)
  await playCardsPass(page)
  await setSpeed(page, 'instant')
  const v = await launchUntil(page, (x) => x.round.next === 'Next 1' && x.launch !== null)
  expect(v.over).toBe(false)
  expect(v.round.next).toBe('Next 1')
  await expect(page.getByTestId('retreat-attacker')).toBeVisible()
  await expect(page.getByTestId('retreat-defender')).toBeVisible()
}

async function retreat(page: Page, side: Side) {
  const before = await getGestures(page)
  await page.getByTestId(`retreat-${side}`).click()
  await waitGesture(page, before)
}

const undoButton = (page: Page) => page.getByRole('navigation', { name: 'Battle controls' }).getByRole('button', { name: 'Undo' })

test('a retreat in the first Next round ends the battle, the other side wins, without pursuit; U undoes it', async ({ page }) => {
  await toFirstNext(page)
  const gestures0 = await getGestures(page)
  const state0 = await getState(page)
  const events0 = (await getEvents(page)).length

  await retreat(page, 'defender')
  const s = await getState(page)
  const v = await getView(page)
  expect(s.phase).toBe('over')
  expect(s.result!.winner).toBe('attacker')
  expect(s.result!.reason).toContain('retreated')
  expect(s.roundsFought).toBe(state0.roundsFought)
  const events = (await getEvents(page)).slice(events0)
  expect(events.filter((e) => e.t === 'pursuit')).toEqual([])
  expect(events.filter((e) => e.t === 'shot')).toEqual([])
  expect(events).toContainEqual(expect.objectContaining({ t: 'decision', side: 'defender', kind: 'retreat', choice: 'retreat' }))
  // The winner (a human) is asked for a breakthrough first, beside the map; the summary waits for the answer.
  const summary = page.getByTestId('summary')
  const panel = page.getByTestId('decision-panel')
  expect(v.pending).toMatchObject({ side: 'attacker', kind: 'breakthrough' })
  await expect(panel).toBeVisible()
  await expect(summary).toHaveCount(0)
  await panel.getByRole('radio', { name: 'No breakthrough' }).check({ force: true })
  await submitPanel(page)
  expect((await getState(page)).result!.breakthrough!.chosen).toBeNull()
  await expect(summary).toBeVisible()
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(`${v.sides.attacker.name} wins`)
  await expect(page.getByTestId('summary-reason')).toHaveText(s.result!.reason)
  await expect(summary).toContainText('No breakthrough')
  await expect(page.getByTestId('retreat-attacker')).toHaveCount(0)
  await expect(page.getByTestId('retreat-defender')).toHaveCount(0)

  // U: the breakthrough question again, then the state before the retreat, exactly.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('u')
  await expect.poll(() => getGestures(page)).toBe(gestures0 + 1)
  await expect(summary).toBeHidden()
  await expect(panel).toBeVisible()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('u')
  await expect.poll(() => getGestures(page)).toBe(gestures0)
  expect(await getState(page)).toEqual(state0)
  expect((await getState(page)).round).toBe(state0.round)
  await expect(summary).toBeHidden()
  await expect(page.getByTestId('retreat-defender')).toBeVisible()

  // The attacker retreats instead: the defender wins, again without pursuit; U again.
  await retreat(page, 'attacker')
  const s2 = await getState(page)
  expect(s2.result!.winner).toBe('defender')
  expect((await getEvents(page)).slice(events0).filter((e) => e.t === 'pursuit')).toEqual([])
  await expect(summary).toBeVisible()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('u')
  await expect.poll(() => getGestures(page)).toBe(gestures0)
  expect(await getState(page)).toEqual(state0)
  await expect(summary).toBeHidden()
})

test('the summary’s Undo button takes back a retreat that ended the battle', async ({ page }) => {
  await toFirstNext(page)
  const gestures0 = await getGestures(page)
  const state0 = await getState(page)
  // The attacker's retreat: the defender wins and has no breakthrough to decide, so the summary shows at once.
  await retreat(page, 'attacker')
  await expect(page.getByTestId('summary')).toBeVisible()
  // The summary covers the toolbar; its own Undo takes the retreat back.
  await page.getByTestId('summary').getByRole('button', { name: 'Undo' }).click({ timeout: 5_000 })
  await expect.poll(() => getGestures(page)).toBe(gestures0)
  expect(await getState(page)).toEqual(state0)
  await expect(page.getByTestId('summary')).toBeHidden()
})

test('undo a round: one launch then Undo (button, U, Ctrl+Z) restores roundsFought and the state', async ({ page }) => {
  await startBattle(page, 'skirmish', SEED)
  await playCardsPass(page)
  await setSpeed(page, 'instant')
  const state0 = await getState(page)
  const g0 = await getGestures(page)
  const name0 = await page.getByTestId('round-name').textContent()

  const s1 = await launchOnce(page)
  expect(s1.roundsFought).toBe(state0.roundsFought + 1)
  await undoButton(page).click()
  await expect.poll(async () => (await getState(page)).roundsFought).toBe(state0.roundsFought)
  expect(await getGestures(page)).toBe(g0)
  expect(await getState(page)).toEqual(state0)
  await expect(page.getByTestId('round-name')).toHaveText(name0!)

  // The same round again gives the same result: the dice are in the state.
  const again = await launchOnce(page)
  expect(again).toEqual(s1)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('u')
  await expect.poll(() => getGestures(page)).toBe(g0)
  expect(await getState(page)).toEqual(state0)

  await launchOnce(page)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('Control+z')
  await expect.poll(() => getGestures(page)).toBe(g0)
  expect(await getState(page)).toEqual(state0)

  // Undo goes back through the card decisions too, down to the start (U: the hand-off screen covers the
  // toolbar as soon as a card decision is pending again); then it is disabled.
  for (let g = g0; g > 0; g--) {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('u')
    await expect.poll(() => getGestures(page)).toBe(g - 1)
  }
  await expect(undoButton(page)).toBeDisabled()
  expect((await getState(page)).phase).toBe('cards')
  await expect(page.getByTestId('handoff')).toBeVisible()
})
