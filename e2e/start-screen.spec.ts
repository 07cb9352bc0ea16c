import { expect, test } from '@playwright/test'
import './helpers.ts'

/**
 * Issue 27, "A start screen for players": at 1024×768 a newcomer reaches a
 * running battle of any rule system in at most three clicks without
 * scrolling; whichever scenario is chosen, the players, the seed and Start
 * battle stay in sight.
 */

test.use({ viewport: { width: 1024, height: 768 } })

const RULESETS = ['grand', 'axis', 'napoleonic', 'korea', 'firegroups']

for (const ruleset of RULESETS) {
  test(`${ruleset}: the tile, then Quick start, opens a running battle against the AI in two clicks, nothing scrolled`, async ({ page }) => {
    await page.goto('/#/')
    const tile = page.locator(`[data-ruleset="${ruleset}"]`)
    await expect(tile).toBeInViewport({ ratio: 1 })
    await expect(tile).toContainText(/\d+ scenarios?/)
    await tile.click()
    await expect(tile).toHaveClass(/chosen/)
    const quick = page.getByTestId('quick-start')
    await expect(quick).toBeInViewport({ ratio: 1 })
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await quick.click()
    await expect(page.getByTestId('battle-screen')).toBeVisible()
    await page.waitForSelector('html[data-field-painted]', { state: 'attached', timeout: 30_000 })
    const battle = await page.evaluate(() => ({ ruleset: window.__battle?.state?.ruleset, players: window.__battle?.players }))
    expect(battle).toEqual({ ruleset, players: { attacker: 'human', defender: 'ai-easy' } })
  })
}

test('whichever scenario is chosen, the players, the seed and Start battle stay in sight; each card gives its length', async ({ page }) => {
  await page.goto('/#/')
  for (const ruleset of RULESETS) {
    await page.locator(`[data-ruleset="${ruleset}"]`).click()
    const cards = page.locator('li[data-scenario]')
    const n = await cards.count()
    expect(n, `${ruleset} lists its scenarios`).toBeGreaterThan(0)
    await expect(page.locator(`[data-ruleset="${ruleset}"]`)).toContainText(`${n} scenario`)
    for (let i = 0; i < n; i++) {
      const card = cards.nth(i)
      await card.getByRole('radio').check()
      await expect(card).toHaveClass(/chosen/)
      await expect(page.locator('#setup-title')).toHaveText((await card.locator('.scenario-title').textContent())!)
      for (const id of ['player-attacker', 'player-defender', 'seed', 'start']) await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 })
    }
    // Measured by playing each scenario: "about N rounds".
    await expect(cards.first().getByTestId('scenario-length')).toHaveText(/^about \d+ rounds?/, { timeout: 20_000 })
    await page.evaluate(() => window.scrollTo(0, 0))
  }
})

test('a chosen scenario starts with the players and seed set on the screen', async ({ page }) => {
  await page.goto('/#/')
  await page.locator('[data-ruleset="korea"]').click()
  const card = page.locator('li[data-scenario="korea-chipyong"]')
  await card.getByRole('radio').check()
  await card.getByText('Description').click()
  await expect(card.locator('.scenario-description p')).toBeVisible()
  await page.getByTestId('player-defender').selectOption('ai-normal')
  await page.getByTestId('seed').fill('chosen-seed')
  await page.getByTestId('start').click()
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  const battle = await page.evaluate(() => ({ id: window.__battle?.state?.scenarioId, seed: window.__battle?.seed, players: window.__battle?.players }))
  expect(battle).toEqual({ id: 'korea-chipyong', seed: 'chosen-seed', players: { attacker: 'human', defender: 'ai-normal' } })
})

test("the chosen rule system's rules for players open from the start screen", async ({ page }) => {
  await page.goto('/#/')
  await page.locator('[data-ruleset="korea"]').click()
  await page.getByTestId('start-rules').click()
  const d = page.getByTestId('rules-reference')
  await expect(d.getByRole('heading', { level: 2 })).toHaveText(/^Rules: Korean War/)
  await expect(page.getByTestId('rules-filter')).toHaveAttribute('placeholder', 'a word, e.g. static')
  await page.getByTestId('rules-filter').fill('static')
  await expect(d.locator('mark').first()).toHaveText(/static/i)
  await page.keyboard.press('Escape')
  await expect(d).toHaveCount(0)
})
