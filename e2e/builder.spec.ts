import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { getOdds, getState, setSpeed } from './helpers.ts'

/**
 * The battle builder (issue 29): a battle built by clicks in each rule system,
 * its forecast read and the battle played; the exact axis figures against the
 * command line's; a saved file imported again as the same battle; the inline
 * reasons, undo, the draft kept over a reload, the share link and Edit a copy.
 */

async function openBuilder(page: Page, ruleset: string) {
  await page.goto('/#/build')
  await expect(page.getByTestId('builder')).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('builder-ruleset').selectOption(ruleset)
}

async function clickMore(page: Page, side: 'attacker' | 'defender', entry: string, times: number) {
  for (let i = 0; i < times; i++) await page.getByTestId(`more-${side}-${entry}`).click()
}

/** The chances the forecast block shows in full (attacker, no winner, defender), once it is final. */
async function finalChances(page: Page, testid = 'builder-forecast-a'): Promise<number[]> {
  const block = page.getByTestId(testid)
  await expect(block).toHaveAttribute('data-done', 'yes', { timeout: 60_000 })
  return (await block.getAttribute('data-chances'))!.split(' ').map(Number)
}

async function playAiAgainstAi(page: Page) {
  await page.getByTestId('builder-player-attacker').selectOption('ai-easy')
  await page.getByTestId('builder-player-defender').selectOption('ai-easy')
  await page.getByTestId('builder-play').click()
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await setSpeed(page, 'instant')
  await expect(page.getByTestId('summary')).toBeVisible({ timeout: 110_000 })
}

test('axis: 3 infantry, 2 artillery and 1 armour against 5 infantry, built by clicks; the exact forecast equals the command line; then played', async ({ page }) => {
  await openBuilder(page, 'axis')
  // The starter is one infantry a side: the rest by clicks.
  await clickMore(page, 'attacker', 'infantry', 2)
  await clickMore(page, 'attacker', 'artillery', 2)
  await clickMore(page, 'attacker', 'armor', 1)
  await clickMore(page, 'defender', 'infantry', 4)
  await expect(page.getByTestId('builder-attacker-total')).toHaveText('6 units, 22 IPC')
  await expect(page.getByTestId('builder-defender-total')).toHaveText('5 units, 15 IPC')
  const block = page.getByTestId('builder-forecast-a')
  await expect(block).toHaveAttribute('data-method', 'exact', { timeout: 30_000 })
  const [a, n, d] = await finalChances(page)
  const cli = JSON.parse(
    execFileSync('npx', ['tsx', 'src/cli/sim.ts', '--ruleset', 'axis', '--attack', 'infantry=3,artillery=2,armor=1', '--defend', 'infantry=5', '--odds', '--json'], { encoding: 'utf8' }),
  ) as { attackerWins: number; defenderWins: number; draws: number; method: string }
  expect(cli.method).toBe('exact')
  expect(a).toBeCloseTo(cli.attackerWins, 12)
  expect(n).toBeCloseTo(cli.draws, 12)
  expect(d).toBeCloseTo(cli.defenderWins, 12)
  await expect(block.getByTestId('fc-attacker-wins')).toContainText(`${Math.round(cli.attackerWins * 100)}%`)
  // Losses in the rule system's own measure (axis counts units).
  await expect(block.getByTestId('fc-attacker-loss')).toContainText('units')
  await expect(block.getByTestId('fc-bar').first()).toBeAttached()
  // What would it take to win 95%: the cheapest additions, in IPC, each reaching it.
  await page.getByTestId('what-it-takes').locator('summary').click()
  await page.getByTestId('what-target').fill('95')
  await page.getByTestId('what-run').click()
  const answers = page.getByTestId('what-answers').locator('li')
  await expect(answers.first()).toContainText(/^Add .+ \(\d+ IPC\): wins (9[5-9]|100)\.\d%/, { timeout: 60_000 })
  await playAiAgainstAi(page)
  const s = await getState(page)
  expect(s.ruleset).toBe('axis')
})

for (const ruleset of ['grand', 'napoleonic', 'korea', 'firegroups']) {
  test(`${ruleset}: a battle built by clicks has a forecast and plays to its end`, async ({ page }) => {
    await openBuilder(page, ruleset)
    // One more of the first unit the attacker may field, and of the defender's.
    await page.locator('[data-testid=builder-attacker] [data-testid^=more-attacker-]').first().click()
    await page.locator('[data-testid=builder-defender] [data-testid^=more-defender-]').first().click()
    const block = page.getByTestId('builder-forecast-a')
    await expect(block.getByTestId('fc-attacker-wins')).toContainText('%', { timeout: 30_000 })
    await expect(block).toHaveAttribute('data-method', /exact|sampling/)
    await playAiAgainstAi(page)
    expect((await getState(page)).ruleset).toBe(ruleset)
  })
}

test('a built battle saved as a file and imported again: the same forecast, and the same battle for the same seed', async ({ page }) => {
  await openBuilder(page, 'korea')
  await clickMore(page, 'attacker', 'infantry', 2)
  await page.getByTestId('condition-ground').selectOption('forest')
  const [a, n, d] = await finalChances(page)
  const download = page.waitForEvent('download')
  await page.getByTestId('builder-save').click()
  const file = readFileSync(await (await download).path(), 'utf8')
  await page.getByTestId('builder-seed').fill('same-seed')
  await page.getByTestId('builder-player-defender').selectOption('human')
  await page.getByTestId('builder-play').click()
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  const built = await getState(page)

  await page.getByRole('button', { name: '← Scenarios' }).click()
  await page.getByTestId('import').setInputFiles({ name: 'my-battle.json', mimeType: 'application/json', buffer: Buffer.from(file, 'utf8') })
  await expect(page.getByTestId('import-error')).toHaveCount(0)
  await page.getByTestId('seed').fill('same-seed')
  await page.getByTestId('start').click()
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  expect(await getState(page)).toEqual(built)
  await expect.poll(async () => (await getOdds(page))?.done, { timeout: 30_000 }).toBe(true)
  const odds = (await getOdds(page))!
  expect(odds.method).toBe('exact')
  expect([odds.attacker, odds.draw, odds.defender]).toEqual([a, n, d])
})

test('inline reasons, undo and redo, the draft kept over a reload, the share link, Edit a copy', async ({ page, context }) => {
  await openBuilder(page, 'firegroups')
  // A battleship in a clear square: refused beside its count, and nothing can be played.
  await clickMore(page, 'attacker', 'BAT', 1)
  await expect(page.getByTestId('problem-attacker-BAT')).toHaveText('Battleship cannot stand in a clear square: ships keep to the sea')
  await expect(page.getByTestId('builder-play')).toBeDisabled()
  await page.getByTestId('builder-undo').click()
  await expect(page.getByTestId('problem-attacker-BAT')).toHaveCount(0)
  await page.getByTestId('builder-redo').click()
  await expect(page.getByTestId('count-attacker-BAT')).toHaveValue('1')
  await page.getByTestId('builder-undo').click()
  // Past the limit, and a side with nobody.
  await page.getByTestId('count-attacker-INF').fill('21')
  await expect(page.getByTestId('problem-attacker-INF')).toContainText('a side may have 0 to 20')
  await page.getByTestId('count-attacker-INF').fill('4')
  await page.getByTestId('less-defender-INF').click({ clickCount: 1 })
  await page.getByTestId('count-defender-INF').fill('0')
  await expect(page.getByTestId('problem-defender')).toContainText('The defender has no units')
  await page.getByTestId('count-defender-INF').fill('2')
  await page.getByTestId('builder-name').fill('Crossroads')

  // The draft survives a reload.
  await page.reload()
  await expect(page.getByTestId('builder')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('builder-ruleset')).toHaveValue('firegroups')
  await expect(page.getByTestId('count-attacker-INF')).toHaveValue('4')
  await expect(page.getByTestId('builder-name')).toHaveValue('Crossroads')

  // The share link opens the same battle in another tab.
  await page.getByTestId('builder-share').click()
  const link = await page.getByTestId('builder-link').inputValue()
  const other = await context.newPage()
  await other.goto(link)
  await expect(other.getByTestId('builder')).toBeVisible({ timeout: 30_000 })
  await expect(other.getByTestId('count-attacker-INF')).toHaveValue('4')
  await expect(other.getByTestId('count-defender-INF')).toHaveValue('2')
  // A broken link is refused with its reason; the start screen shows.
  await other.goto('/#/build/not*a*link')
  await expect(other.getByTestId('message')).toContainText("The battle builder's link could not be opened")

  // Edit a copy of a built-in battle: its forces in the builder.
  await page.goto('/#/play/axis-reims?seed=copy&attacker=human&defender=human')
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await page.getByTestId('edit-copy').click()
  await expect(page.getByTestId('builder')).toBeVisible()
  await expect(page.getByTestId('builder-ruleset')).toHaveValue('axis')
  await expect(page.getByTestId('builder-name')).toHaveValue(/\(copy\)$/)
  // Undo goes back to the draft that was open before.
  await page.getByTestId('builder-undo').click()
  await expect(page.getByTestId('builder-ruleset')).toHaveValue('firegroups')
})
