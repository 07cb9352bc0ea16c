import { expect, test, type Page } from '@playwright/test'
import { dragTo, getGestures, getState, getView, passHandoff, setSpeed, waitGesture, type Side } from './helpers.ts'

/**
 * A whole hot-seat battle by clicks, from the start screen to the summary
 * (section C): each side is handed the device, drags one card onto the
 * battlefield, then rounds are launched one click (or Space) at a time.
 */

const SEED = 'hotseat'
const CARD: Record<Side, string> = { attacker: 'leaflets', defender: 'dig-in' }

async function playOneCardByDrag(page: Page, side: Side) {
  await passHandoff(page, side)
  const hand = page.getByTestId('hand')
  const card = hand.locator(`li.card.playable[data-card="${CARD[side]}"]`)
  await expect(card).toBeVisible()
  const cardName = (await card.locator('strong').textContent())!.trim()

  const zone = page.getByTestId('drop-zone')
  await expect(zone).not.toHaveClass(/\bactive\b/)
  await dragTo(page, card, zone, async () => {
    // Section C: where to release a card is highlighted while a card is over it.
    await expect(zone).toHaveClass(/\bactive\b/)
  })
  await expect(zone).not.toHaveClass(/\bactive\b/)
  await expect(zone.getByRole('button', { name: cardName })).toBeVisible()
  // The card left the hand (it is staged) until the choice is committed.
  await expect(hand.locator(`li.card[data-card="${CARD[side]}"]`)).toHaveCount(0)

  const done = page.getByTestId('cards-done')
  await expect(done).toHaveText('Play 1 card')
  const before = await getGestures(page)
  await done.click()
  await waitGesture(page, before)
  await expect(page.getByTestId(`played-${side}`).getByText(cardName)).toBeVisible()
  const v = await getView(page)
  expect(v.sides[side].played.map((c) => c.id)).toEqual([CARD[side]])
}

test('a full hot-seat battle by clicks: start screen, handoff, cards by drag, rounds one by one, summary', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('start-screen')).toBeVisible()
  await page.locator('li[data-scenario="skirmish"]').getByRole('radio').check()
  await expect(page.locator('li[data-scenario="skirmish"]')).toHaveClass(/chosen/)
  await page.getByTestId('seed').fill(SEED)
  await page.getByTestId('start').click()

  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.__battle?.seed)).toBe(SEED)
  const state0 = await getState(page)
  expect(state0.phase).toBe('cards')
  expect(state0.roundsFought).toBe(0)
  await expect(page.getByTestId('round-name')).toHaveText('Cards')
  // Nothing of either hand is shown before the device is handed over.
  await expect(page.getByTestId('handoff')).toBeVisible()
  await expect(page.getByTestId('hand')).toHaveCount(0)

  // Cards round: attacker first, then the defender (section C).
  await playOneCardByDrag(page, 'attacker')
  await playOneCardByDrag(page, 'defender')
  await expect(page.getByTestId('played-attacker')).toContainText('Leaflet Drop')
  await expect(page.getByTestId('played-defender')).toContainText('Dig In')
  await expect(page.getByTestId('hand')).toHaveCount(0)

  // Fire rounds: one round per launch.
  await setSpeed(page, 'fast')
  const roundNames: string[] = []
  let usedSpace = false
  for (let i = 0; i < 12; i++) {
    const v = await getView(page)
    if (v.over) break
    if (v.pending?.kind === 'cards') {
      // Round-start cards (none in this scenario, but a hand may come up): pass.
      await passHandoff(page, v.pending.side)
      const before = await getGestures(page)
      await page.getByTestId('cards-done').click()
      await waitGesture(page, before)
      continue
    }
    const launch = page.getByTestId('launch')
    const next = v.round.next!
    await expect(launch).toHaveText(`Launch ${next}`)
    const before = await getState(page)
    const gestures = await getGestures(page)
    // Every other launch by the keyboard (Space), the rest by a click.
    if (i % 2 === 1) {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.keyboard.press('Space')
      usedSpace = true
    } else {
      await launch.click()
    }
    await waitGesture(page, gestures)
    const after = await getState(page)
    expect(after.roundsFought, `launch of ${next} fights exactly one round`).toBe(before.roundsFought + 1)
    expect(after.bmHistory.length).toBe(before.bmHistory.length + 1)
    roundNames.push(next)
    const now = await getView(page)
    await expect(page.getByTestId('round-name')).toHaveText(now.over ? 'Battle over' : next)
  }
  expect(usedSpace).toBe(true)
  expect(roundNames.length).toBeGreaterThanOrEqual(2)

  // The summary (section C, End of Battle).
  const summary = page.getByTestId('summary')
  await expect(summary).toBeVisible()
  const state = await getState(page)
  const view = await getView(page)
  expect(state.phase).toBe('over')
  expect(state.roundsFought).toBe(roundNames.length)
  const winner = state.result!.winner
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(winner ? `${view.sides[winner].name} wins` : 'No winner')
  await expect(page.getByTestId('summary-reason')).toHaveText(state.result!.reason)
  for (const side of ['attacker', 'defender'] as const) {
    const sec = page.getByTestId(`summary-${side}`)
    await expect(sec.getByRole('heading', { level: 3 })).toHaveText(view.sides[side].name)
    await expect(sec.getByText(`Losses (${view.sides[side].losses.length}):`)).toBeVisible()
    await expect(sec.getByText(`Routs (${view.sides[side].routs.length}):`)).toBeVisible()
  }
  const rows = page.getByTestId('bm-history').locator('tbody tr')
  await expect(rows).toHaveCount(state.bmHistory.length)
  expect(state.bmHistory.length).toBe(state.roundsFought)
  for (let i = 0; i < state.bmHistory.length; i++) {
    const h = state.bmHistory[i]!
    await expect(rows.nth(i).locator('td').nth(1)).toHaveText(String(h.attacker))
    await expect(rows.nth(i).locator('td').nth(2)).toHaveText(String(h.defender))
  }
  await expect(summary.getByRole('button', { name: 'New battle' })).toBeVisible()
  await expect(summary.getByRole('button', { name: 'Replay' })).toBeVisible()
  await expect(page.getByTestId('round-name')).toHaveText('Battle over')
  await expect(page.getByTestId('launch')).toHaveCount(0)
})
