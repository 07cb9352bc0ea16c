import { readFile } from 'node:fs/promises'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { BATTLE_LINK, getEvents, getGestures, getState, getView, launchOnce, launchUntil, playCardsPass, setSpeed, startBattle } from './helpers.ts'

/**
 * Issue 13, records: the share link, several saved battles, battle files.
 * Each "fresh browser" is a new browser context: its own storage, nothing shared.
 */

/** The battle as the window has it: state, events and moves. */
async function snapshot(page: Page) {
  return { state: JSON.stringify(await getState(page)), events: JSON.stringify(await getEvents(page)), gestures: await getGestures(page) }
}

/** The share panel's link, once the address bar holds the same one. */
async function shareLink(page: Page): Promise<string> {
  await page.getByTestId('share-open').click()
  const field = page.getByTestId('share-url')
  await expect(field).toHaveValue(BATTLE_LINK)
  const url = await field.inputValue()
  await expect(page).toHaveURL(url)
  await page.getByTestId('share-open').click()
  return url
}

async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  return { context, page: await context.newPage() }
}

const everything = (page: Page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])))

test('a battle reached by its share link in a fresh browser has the same state as the original, and is saved there', async ({ page, browser, baseURL }) => {
  await startBattle(page, 'skirmish', 'shared')
  await playCardsPass(page)
  await setSpeed(page, 'instant')
  await launchOnce(page)
  await launchOnce(page)
  const original = await snapshot(page)
  const url = await shareLink(page)

  const other = await freshPage(browser, baseURL)
  await other.page.goto(url)
  await expect(other.page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => other.page.evaluate(() => window.__battle?.gestures ?? -1)).toBe(original.gestures)
  expect(await snapshot(other.page)).toEqual(original)
  await expect(other.page.getByTestId('message')).toContainText('saved in this browser as a new battle')
  const saved = await other.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('battle-sim/battles/')))
  expect(saved).toHaveLength(1)

  // A reload there resumes that battle; it is not saved twice.
  await other.page.reload()
  await expect(other.page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => other.page.evaluate(() => window.__battle?.gestures ?? -1)).toBe(original.gestures)
  expect(await snapshot(other.page)).toEqual(original)
  expect(await other.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('battle-sim/battles/')))).toHaveLength(1)

  // Both go on to the same next round.
  await setSpeed(other.page, 'instant')
  await launchOnce(page)
  await launchOnce(other.page)
  expect(await snapshot(other.page)).toEqual(await snapshot(page))
  await other.context.close()
})

test('starting a second battle leaves the first resumable from the start screen; rename and delete in the list', async ({ page }) => {
  await startBattle(page, 'skirmish', 'first-battle')
  await playCardsPass(page)
  await setSpeed(page, 'instant')
  await launchOnce(page)
  const first = await snapshot(page)

  await page.getByRole('button', { name: '← Scenarios' }).click()
  await page.locator('[data-scenario=sidi-barrani] input').check()
  await page.getByTestId('seed').fill('second-battle')
  await page.getByTestId('start').click()
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.__battle?.seed)).toBe('second-battle')
  await playCardsPass(page)
  const second = await snapshot(page)

  await page.getByRole('button', { name: '← Scenarios' }).click()
  const entries = page.getByTestId('saved-battle')
  await expect(entries).toHaveCount(2)
  // The last saved first: each says its rule system, scenario, whose move and round.
  await expect(entries.nth(0)).toContainText('Sidi Barrani')
  await expect(entries.nth(1)).toContainText('Skirmish')
  await expect(entries.nth(1).getByTestId('saved-status')).toContainText(/Round 1 .* fought/)

  await entries.nth(1).getByTestId('saved-open').click()
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.__battle?.seed)).toBe('first-battle')
  expect(await snapshot(page)).toEqual(first)

  // Back to the list: rename the second, then delete it; the first stays.
  await page.getByRole('button', { name: '← Scenarios' }).click()
  const secondEntry = entries.filter({ hasText: 'Sidi Barrani' })
  await secondEntry.getByTestId('saved-rename').click()
  await secondEntry.getByTestId('saved-name-input').fill('The big one')
  await secondEntry.getByRole('button', { name: 'Save name' }).click()
  await expect(entries.filter({ hasText: 'The big one' })).toHaveCount(1)
  // Reloaded at the start screen's address ("#/"), the page stays on the start screen (issue 27).
  await page.reload()
  await expect(page.getByTestId('start-screen')).toBeVisible()
  const renamed = entries.filter({ hasText: 'The big one' })
  await expect(renamed).toHaveCount(1)
  await renamed.getByTestId('saved-open').click()
  await expect.poll(() => page.evaluate(() => window.__battle?.seed)).toBe('second-battle')
  expect(await snapshot(page)).toEqual(second)
  await page.getByRole('button', { name: '← Scenarios' }).click()
  await renamed.getByTestId('saved-delete').click()
  await renamed.getByTestId('saved-delete-confirm').click()
  await expect(entries).toHaveCount(1)
  await expect(entries.nth(0)).toContainText('Skirmish')
})

test('an exported battle imported in a fresh browser resumes where it was; the log exports as text and JSON', async ({ page, browser, baseURL }) => {
  await startBattle(page, 'tobruk-easter', 'exported')
  await setSpeed(page, 'instant')
  await launchUntil(page, (_v, s) => s.roundsFought >= 2)
  const original = await snapshot(page)
  const view = await getView(page)

  await page.getByTestId('export-open').click()
  const [battleDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-battle').click()])
  expect(battleDownload.suggestedFilename()).toMatch(/^tobruk-easter-exported-move\d+\.battle\.json$/)
  const battlePath = await battleDownload.path()

  const [textDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-log-text').click()])
  const text = await readFile(await textDownload.path(), 'utf8')
  const events = JSON.parse(original.events) as unknown[]
  const numbered = text.split('\n').filter((l) => /^\s*\d+ {2}/.test(l))
  expect(numbered).toHaveLength(events.length)
  expect(text).toContain('Seed exported')
  const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-log-json').click()])
  const log = JSON.parse(await readFile(await jsonDownload.path(), 'utf8')) as { seed: string; events: { n: number; text: string; event: unknown }[] }
  expect(log.seed).toBe('exported')
  expect(log.events.map((e) => e.event)).toEqual(events)
  expect(numbered.map((l) => l.replace(/^\s*\d+ {2}/, ''))).toEqual(log.events.map((e) => e.text))

  const other = await freshPage(browser, baseURL)
  await other.page.goto('/')
  await expect(other.page.getByTestId('start-screen')).toBeVisible()
  await other.page.getByTestId('import-battle').setInputFiles(battlePath)
  await expect(other.page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => other.page.evaluate(() => window.__battle?.gestures ?? -1)).toBe(original.gestures)
  expect(await snapshot(other.page)).toEqual(original)
  expect(await getView(other.page)).toEqual(view)
  // Saved there: a reload resumes it.
  await other.page.reload()
  await expect(other.page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => other.page.evaluate(() => window.__battle?.gestures ?? -1)).toBe(original.gestures)
  expect(await snapshot(other.page)).toEqual(original)
  await other.context.close()
})

test('a malformed link or battle file gets a message naming what is wrong, and nothing saved is touched', async ({ page }) => {
  await startBattle(page, 'skirmish', 'untouched')
  await playCardsPass(page)
  const before = await everything(page)
  const state = await getState(page)

  for (const [hash, says] of [
    ['#/battle/znot$a$link', /characters a battle link never has/],
    ['#/battle/zAAAA', /does not decompress/],
    ['#/battle/xyz', /does not start as a battle link does/],
  ] as const) {
    await page.goto(`/${hash}`)
    const message = page.getByTestId('message')
    await expect(message).toContainText('The battle link could not be opened')
    await expect(message).toContainText(says)
    await expect(page.getByTestId('start-screen')).toBeVisible()
    expect(await everything(page)).toEqual(before)
  }

  await page.getByTestId('import-battle').setInputFiles({ name: 'broken.battle.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"battle-sim-save","version":1,"scenario":{"ruleset":"grand"},"seed":"x","gestures":[]}') })
  await expect(page.getByTestId('message')).toContainText('broken.battle.json was not opened: its scenario is invalid')
  expect(await everything(page)).toEqual(before)
  await page.getByTestId('resume').click()
  expect(await getState(page)).toEqual(state)
})
