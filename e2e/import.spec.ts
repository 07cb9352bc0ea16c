import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { BATTLE_LINK, getState, launchOnce, playCardsPass, setSpeed, startBattle } from './helpers.ts'

/**
 * Importing a scenario file from the start screen: a malformed file is refused
 * with errors that name the field, and leaves the battle in progress alone; a
 * valid one joins the list.
 */

const skirmish = JSON.parse(readFileSync(new URL('../assets/scenarios/skirmish.json', import.meta.url), 'utf8')) as Record<string, unknown> & {
  attacker: { units: Record<string, unknown>[] }
  defender: { units: Record<string, unknown>[] }
}
const clone = () => structuredClone(skirmish)

async function importFile(page: Page, name: string, content: string) {
  await page.getByTestId('import').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content, 'utf8') })
}

test('a malformed scenario file is refused, naming the field; the battle in progress resumes unchanged', async ({ page }) => {
  await startBattle(page, 'skirmish', 'import')
  await playCardsPass(page)
  await setSpeed(page, 'instant')
  await launchOnce(page)
  const before = await getState(page)

  await page.getByRole('button', { name: '← Scenarios' }).click()
  await expect(page.getByTestId('start-screen')).toBeVisible()
  await expect(page.getByTestId('resume')).toBeVisible()
  await expect(page.getByText('Battle in progress: Skirmish at Bir Sheferzen')).toBeVisible()
  const listed = await page.locator('.scenario-list > li').count()

  // A unit of an unknown type.
  const badType = clone()
  badType.attacker.units[0]!.type = 'zeppelin'
  await importFile(page, 'bad-type.json', JSON.stringify(badType))
  const err = page.getByTestId('import-error')
  await expect(err).toBeVisible()
  await expect(err).toContainText('bad-type.json was not loaded')
  await expect(err).toContainText('attacker.units[0].type')
  await expect(err).toContainText('zeppelin')

  // A missing field.
  const missing = clone()
  delete missing.defender.units[1]!.type
  await importFile(page, 'missing.json', JSON.stringify(missing))
  await expect(err).toContainText('missing.json was not loaded')
  await expect(err).toContainText('defender.units[1].type')
  await expect(err).not.toContainText('zeppelin')

  // Not JSON at all.
  await importFile(page, 'garbage.json', '{ "id": "x", ')
  await expect(err).toContainText('garbage.json was not loaded')
  await expect(err).toContainText('not valid JSON')

  // Nothing was added to the list, and the battle is still there.
  await expect(page.locator('.scenario-list > li')).toHaveCount(listed)
  await page.getByTestId('resume').click()
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  expect(JSON.stringify(await getState(page))).toBe(JSON.stringify(before))
  await expect(page).toHaveURL(BATTLE_LINK)
})

test('a valid scenario file joins the list, is chosen, and can be played', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('start-screen')).toBeVisible()
  const count = await page.locator('.scenario-list > li').count()
  const sc = clone()
  sc.id = 'imported-skirmish'
  sc.name = 'Imported skirmish at Bir Sheferzen'
  sc.description = 'The introductory skirmish, imported from a file.'
  await importFile(page, 'imported.json', JSON.stringify(sc))
  await expect(page.getByTestId('import-error')).toHaveCount(0)
  await expect(page.locator('.scenario-list > li')).toHaveCount(count + 1)
  const item = page.locator('li[data-scenario="imported-skirmish"]')
  await expect(item).toBeVisible()
  await expect(item).toContainText('Imported skirmish at Bir Sheferzen')
  await expect(item.getByRole('radio')).toBeChecked()
  await expect(item).toHaveClass(/chosen/)

  // A bad file after it shows the error but keeps the imported scenario.
  await importFile(page, 'bad.json', JSON.stringify({ ...sc, ruleset: 'chess' }))
  await expect(page.getByTestId('import-error')).toContainText('ruleset')
  await expect(item).toBeVisible()

  await page.getByTestId('seed').fill('imported')
  await item.getByRole('radio').check()
  await page.getByTestId('start').click()
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.__battle?.seed)).toBe('imported')
  expect(await page.evaluate(() => (window.__battle!.state as unknown as { scenarioId: string }).scenarioId)).toBe('imported-skirmish')
  await expect(page.getByRole('navigation', { name: 'Battle controls' })).toContainText('Imported skirmish at Bir Sheferzen')
})
