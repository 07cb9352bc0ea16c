import { expect, test } from '@playwright/test'
import { BATTLE_LINK, getEvents, getState, launchOnce, playCardsPass, setSpeed, startBattle } from './helpers.ts'

/** Deep links (src/ui/route.ts): #/play/<scenario>?seed=S&attacker=human&defender=human */

test('a deep link opens the battle with that seed; the same link gives the same battle', async ({ page }) => {
  await startBattle(page, 'skirmish', 'deep-42')
  expect(await page.evaluate(() => window.__battle!.seed)).toBe('deep-42')
  await expect(page.getByRole('navigation', { name: 'Battle controls' }).locator('.seed code')).toHaveText('deep-42')
  await expect(page.getByTestId('start-screen')).toHaveCount(0)
  // The link is replaced by the battle's own, so a reload resumes rather than restarting.
  await expect(page).toHaveURL(BATTLE_LINK)

  await playCardsPass(page)
  await setSpeed(page, 'instant')
  await launchOnce(page)
  // The uncompressed link at once, then its compressed (z) form once compressing has finished.
  await expect(page).toHaveURL(/#\/battle\/z[A-Za-z0-9_-]+$/)
  const state = await getState(page)
  const events = await getEvents(page)

  // The same link in a fresh page: the same dice.
  const other = await page.context().newPage()
  await startBattle(other, 'skirmish', 'deep-42')
  await playCardsPass(other)
  await launchOnce(other)
  expect(await getState(other)).toEqual(state)
  expect(await getEvents(other)).toEqual(events)
  await other.close()

  // A link without a seed picks one.
  await page.goto('/#/play/skirmish')
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.__battle?.seed)).not.toBe('deep-42')
  expect(await page.evaluate(() => window.__battle!.seed)).toMatch(/^[0-9a-z]+$/)
})

for (const { link, says } of [
  { link: '/#/play/nope', says: /no built-in scenario "nope"/ },
  { link: '/#/play/skirmish?attacker=robot', says: /attacker="robot" is not a player/ },
  { link: '/#/play/skirmish?seed=', says: /seed is empty/ },
  { link: '/#/play/skirmish?seed=1&colour=red', says: /unknown parameter "colour"/ },
  { link: '/#/somewhere', says: /Unknown link/ },
]) {
  test(`a bad link (${link.slice(2)}) shows a message and the start screen`, async ({ page }) => {
    await page.goto(link)
    const message = page.getByTestId('message')
    await expect(message).toBeVisible()
    await expect(message).toContainText(says)
    await expect(message).toHaveAttribute('role', 'alert')
    await expect(page.getByTestId('start-screen')).toBeVisible()
    await expect(page.getByTestId('battle-screen')).toHaveCount(0)
    await expect(page).toHaveURL(/#\/$/)
    // The message can be dismissed.
    await message.getByRole('button', { name: 'Dismiss' }).click()
    await expect(message).toHaveCount(0)
  })
}

test('a bad link while a battle is saved leaves that battle alone', async ({ page }) => {
  await startBattle(page, 'skirmish', 'kept')
  await playCardsPass(page)
  const state = await getState(page)
  await page.goto('/#/play/nope')
  await expect(page.getByTestId('message')).toContainText('nope')
  await expect(page.getByTestId('start-screen')).toBeVisible()
  await page.getByTestId('resume').click()
  expect(await getState(page)).toEqual(state)
})
