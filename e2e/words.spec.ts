import { expect, test, type Page } from '@playwright/test'
import { getGestures, getState, getView, launchOnce, launchUntilOver, playCardsPass, setSpeed, startBattle, waitGesture } from './helpers.ts'

// The issue: the log showed ids ("decides aim: ger-bmr-1=brit-inf-1"), clipped the line
// numbers from 100 on in an 11 px font, and the header named the round just fought while
// the prompt was about the next one.

const panel = (page: Page) => page.getByTestId('decision-panel')

/** The log's lines as shown. */
const logTexts = (page: Page) => page.getByTestId('battle-log').locator('li').allTextContents()

test('axis hot-seat (axis-air-land-example): every log line names units by name, never by id', async ({ page }) => {
  await page.goto('/#/play/axis-air-land-example?seed=words&attacker=human&defender=human')
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await setSpeed(page, 'instant')
  // The attacker's second fighter to TacAir, as in the seed's example; every other question its default.
  await expect(panel(page)).toContainText('German Army')
  await panel(page).locator('fieldset').nth(1).getByRole('radio', { name: /TacAir/ }).check({ force: true })
  for (let i = 0; i < 60 && !(await getView(page)).over; i++) {
    const before = await getGestures(page)
    const v = await getView(page)
    await page.getByTestId(v.pending ? 'decision-submit' : 'launch').click({ force: true })
    await waitGesture(page, before)
  }
  await expect(page.getByTestId('summary')).toBeVisible()

  const units = (await getState(page)) as unknown as { units: { id: string; name: string }[] }
  const words = (t: string) => t.toLowerCase().split(/[^a-z0-9_-]+/)
  const ids = units.units.map((u) => u.id.toLowerCase()).filter((id) => !words(units.units.find((u) => u.id.toLowerCase() === id)!.name).includes(id))
  const lines = await logTexts(page)
  expect(lines.length).toBeGreaterThan(20)
  const leaks = lines.filter((l) => words(l).some((w) => ids.includes(w)))
  expect(leaks).toEqual([])
  expect(lines).toContain('German Army decides assign: German Fighter 1 to AirCap, German Fighter 2 to TacAir')
  expect(lines.some((l) => /^British Expeditionary Force decides aim: British Fighter at /.test(l))).toBe(true)
})

test('a battle of 100+ lines (sidi-rezegh, instant, to the end): line numbers to 4 digits fit, the font is 13 px or more', async ({ page }) => {
  test.setTimeout(240_000)
  await startBattle(page, 'sidi-rezegh', 'words-log')
  await setSpeed(page, 'instant')
  await launchUntilOver(page, 60)
  const log = page.getByTestId('battle-log')
  const count = await log.locator('li').count()
  expect(count).toBeGreaterThanOrEqual(100)

  const m = await log.evaluate((ol) => {
    const items = [...ol.querySelectorAll('li')]
    const numbered = items.filter((li) => getComputedStyle(li).listStyleType !== 'none')
    const li = numbered[numbered.length - 1]!
    const cs = getComputedStyle(li)
    /** Width of a marker's text ("1234. ") in the line's own font. */
    const width = (text: string) => {
      const span = document.createElement('span')
      span.textContent = text
      span.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${cs.font};font-variant-numeric:${cs.fontVariantNumeric}`
      li.appendChild(span)
      const w = span.getBoundingClientRect().width
      span.remove()
      return w
    }
    const scroller = ol.parentElement!
    const olBox = ol.getBoundingClientRect()
    const clipLeft = scroller.getBoundingClientRect().left + parseFloat(getComputedStyle(scroller).borderLeftWidth)
    // An outside marker ends where the line's content starts.
    const contentLeft = li.getBoundingClientRect().left + parseFloat(cs.paddingLeft)
    return {
      fontSizes: [...new Set(items.map((x) => parseFloat(getComputedStyle(x).fontSize)))],
      numbered: numbered.length,
      room: contentLeft - clipLeft,
      roomInOl: contentLeft - olBox.left,
      last: width(`${numbered.length}. `),
      four: Math.max(width('8888. '), width('9999. '), width('0000. ')),
    }
  })
  for (const f of m.fontSizes) expect.soft(f, 'log font size in px').toBeGreaterThanOrEqual(13)
  expect(m.numbered).toBeGreaterThanOrEqual(100)
  // The room left of a line (inside the scrolling box, which clips) holds its number, and any of 4 digits.
  expect.soft(m.room, `room ${m.room}px for "${m.numbered}. " (${m.last}px)`).toBeGreaterThanOrEqual(m.last)
  expect.soft(m.room, `room ${m.room}px for 4 digits (${m.four}px)`).toBeGreaterThanOrEqual(m.four)
  expect.soft(m.roomInOl).toBeGreaterThanOrEqual(m.four)
})

test('the top bar says which round is next and which was fought: "Next: Main · Fought: Recon"', async ({ page }) => {
  await startBattle(page, 'skirmish', 'words-round')
  await setSpeed(page, 'instant')
  await playCardsPass(page)
  let v = await getView(page)
  expect(v.round.next).toBe('Recon')
  await expect(page.getByTestId('round-next')).toHaveText('Next: Recon')
  await expect(page.locator('.round-info')).not.toContainText('Fought')
  await launchOnce(page)
  v = await getView(page)
  expect([v.round.last, v.round.next]).toEqual(['Recon', 'Main'])
  await expect(page.locator('.round-info')).toHaveText('Next: Main · Fought: Recon')
  // The launch button and the header speak of the same round.
  await expect(page.getByTestId('launch')).toHaveText('Launch Main')
  await expect(page.getByTestId('round-name')).toHaveText('Recon')
})
