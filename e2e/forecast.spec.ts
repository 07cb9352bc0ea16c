import { expect, test, type Page } from '@playwright/test'
import { getOdds, launchOnce, passHandoff, playCardsPass, setSpeed, startBattle } from './helpers.ts'

/**
 * Issue 13, the forecast: from the odds bar (a click), the toolbar or F; each
 * result's chance as the bar has it, each side's expected loss and a histogram
 * of what it keeps; refreshed after every round; in the card round, the same
 * with the cards staged.
 */

const done = (page: Page) => expect.poll(async () => (await getOdds(page))?.done ?? false, { timeout: 60_000 }).toBe(true)

/** The bars' chances of one side's histogram, as drawn. */
const bars = (page: Page, side: string) => page.locator(`[data-testid=fc-now] [data-testid=fc-${side}] [data-testid=fc-bar]`).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-p'))))

test('the forecast opens from the bar, the toolbar and F; it says what the bar says, in full, and follows every round', async ({ page }) => {
  await startBattle(page, 'skirmish', 'forecast')
  await playCardsPass(page)
  await setSpeed(page, 'instant')
  await done(page)
  await page.getByTestId('odds-bar').click()
  const panel = page.getByTestId('forecast')
  await expect(panel).toBeVisible()

  const odds = (await getOdds(page))!
  const pct = (p: number) => Math.round(p * 100)
  await expect(panel.getByTestId('fc-attacker-wins')).toContainText(`${pct(odds.attacker)}%`)
  await expect(panel.getByTestId('fc-defender-wins')).toContainText(`${pct(odds.defender)}%`)
  await expect(panel.getByTestId('fc-now')).toHaveAttribute('data-method', odds.method)
  // Each side's histogram: one bar per amount it may keep, from 0 to what it has, adding to 1.
  for (const side of ['attacker', 'defender'] as const) {
    const p = await bars(page, side)
    expect(p.length).toBe(odds.measure.now[side] + 1)
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6)
    const mean = p.reduce((a, q, k) => a + k * q, 0)
    await expect(panel.getByTestId(`fc-${side}-loss`)).toContainText(`${(odds.measure.now[side] - mean).toFixed(1)} `)
  }

  // F closes it and opens it again; so does the toolbar's button.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('f')
  await expect(panel).toHaveCount(0)
  await page.keyboard.press('f')
  await expect(panel).toBeVisible()
  await page.getByTestId('forecast-open').click()
  await expect(panel).toHaveCount(0)
  await page.getByTestId('forecast-open').click()
  await expect(panel).toBeVisible()

  // A round later it is the new position's.
  const before = JSON.stringify(await bars(page, 'defender'))
  await launchOnce(page)
  await done(page)
  const after = (await getOdds(page))!
  await expect(panel.getByTestId('fc-attacker-wins')).toContainText(`${pct(after.attacker)}%`)
  await expect.poll(async () => JSON.stringify(await bars(page, 'defender'))).not.toBe(before)
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
})

test('in the card round the forecast weighs the cards staged, beside the bar\'s figures without them', async ({ page }) => {
  await startBattle(page, 'sidi-barrani', 'staged')
  await passHandoff(page, 'attacker')
  await page.getByTestId('forecast-open').click()
  const panel = page.getByTestId('forecast')
  await expect(panel.getByTestId('fc-staged')).toHaveCount(0)
  await page.locator('[data-testid=hand] li.card.playable').filter({ hasText: 'Leaflet Drop' }).focus()
  await page.keyboard.press('Enter')
  const staged = panel.getByTestId('fc-staged')
  await expect(staged).toBeVisible()
  await expect(panel).toContainText("Western Desert Force's cards staged: Leaflet Drop")
  await expect(staged).toHaveAttribute('data-done', 'yes', { timeout: 60_000 })
  // The bar stays without cards (section B); the forecast says what the card changes, side by side.
  await expect(page.getByTestId('odds-bar')).toHaveAttribute('data-done', 'yes', { timeout: 60_000 })
  const row = staged.getByTestId('fc-wins')
  await expect(row.locator('[data-side=attacker]')).toContainText(/→/)
  await expect(row.locator('[data-side=attacker] .fc-change')).toContainText(/points/)
  // Taking the card back: nothing staged, nothing to compare.
  await page.getByTestId('drop-zone').getByRole('button', { name: 'Leaflet Drop' }).click()
  await expect(staged).toHaveCount(0)
})
