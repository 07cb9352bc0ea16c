import { expect, test, type Page } from '@playwright/test'
import { BATTLE_LINK, getSeed, getState, launchOnce, playCardsPass, savedBattle, setSpeed, startBattle, type BattleState, type BattleView } from './helpers.ts'

/**
 * Rulebook examples (issue 6): a walkthrough stepped through by clicks, Back,
 * autoplay, the deep link, and "Play on from here" into normal play. Read
 * through window.__walkthrough (test builds only) and the DOM.
 */

type WalkthroughHook = {
  active: boolean
  id: string | null
  step: number
  steps: number
  error: string | null
  playing: boolean
  state: BattleState | null
  view: BattleView | null
}
declare global {
  interface Window {
    __walkthrough?: WalkthroughHook
  }
}

const hook = (page: Page) => page.evaluate(() => window.__walkthrough!)
const stepLabel = (page: Page) => page.getByTestId('walkthrough-step')

async function expectStep(page: Page, id: string, step: number, of: number) {
  await expect(stepLabel(page)).toHaveText(`Step ${step} of ${of}`)
  await expect.poll(async () => (await hook(page)).step).toBe(step)
  await expect(page).toHaveURL(new RegExp(`#/walkthrough/${id}/${step}$`))
  // Each step's expected result holds: the engine reproduced the book.
  await expect(page.getByTestId('walkthrough-ok')).toBeVisible()
  await expect(page.getByTestId('walkthrough-error')).toHaveCount(0)
}

test('a whole walkthrough by clicks, Back twice, then play on from there', async ({ page }) => {
  await page.goto('/')
  const list = page.getByTestId('walkthrough-list')
  await expect(list).toBeVisible()
  await list.getByRole('link', { name: 'Every round, a panic, a rout and a pursuit' }).click()
  await expect(page.getByTestId('walkthrough-screen')).toBeVisible()
  await setSpeed(page, 'instant')

  const id = 'grand-every-round'
  const n = (await hook(page)).steps
  expect(n).toBe(11)
  await expectStep(page, id, 1, n)
  const quote = page.getByTestId('walkthrough-quote')
  await expect(quote).toContainText('000_65abfdd3be31f0b0.txt, A / Generalities')
  await expect(quote).toContainText('Artillery Preparation')

  const states: BattleState[] = [(await hook(page)).state!]
  for (let step = 2; step <= n; step++) {
    await page.getByTestId('walkthrough-next').click({ force: true })
    await expectStep(page, id, step, n)
    states.push((await hook(page)).state!)
    // The log's last entry is this step's, and says what happened in it.
    await expect(page.getByTestId('walkthrough-log').locator(`li[data-step="${step}"]`)).toHaveClass(/current/)
    if (step === 7) {
      await expect(page.getByTestId('walkthrough-log')).toContainText('Red Infantry panic test: 8 against 6 — panics and leaves the field')
      await expect(page.getByTestId('walkthrough-screen')).toHaveAttribute('data-hl', /routs\.attacker/)
      await expect(page.getByTestId('routs-attacker')).toHaveCSS('outline-style', 'solid')
    }
  }
  await expect(page.getByTestId('walkthrough-next')).toBeDisabled()
  await expect(page.getByTestId('walkthrough-log')).toContainText('Blue rout test: 8 against 5 — routs')
  await expect(page.getByTestId('walkthrough-log')).toContainText('Red pursues')

  // Back is exact: the position replayed from the start is the one first reached at that step.
  await page.getByTestId('walkthrough-back').click({ force: true })
  await expectStep(page, id, n - 1, n)
  await page.getByTestId('walkthrough-back').click({ force: true })
  await expectStep(page, id, n - 2, n)
  const here = (await hook(page)).state!
  expect(here).toEqual(states[n - 3])
  await expect(page.getByTestId('round-name')).toHaveText('Next 1')

  // Play on: the same position in the normal battle window, with a fresh seed behind the dice.
  await page.getByTestId('walkthrough-play-on').click({ force: true })
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect(page).toHaveURL(BATTLE_LINK)
  const seed = await getSeed(page)
  expect(seed).toMatch(/^[0-9a-z]+$/)
  const start = await getState(page)
  expect(start.units).toEqual(here.units)
  expect(start.sides).toEqual(here.sides)
  expect(start.dice.kind).toBe('alea')
  expect(start.seed).toBe(seed)
  // The rout left Blue to be pursued: normal play fights the Pursuit with the seeded dice.
  await setSpeed(page, 'instant')
  const after = await launchOnce(page)
  expect(after.round).toBe('pursuit')
  expect(after.phase).toBe('over')
  expect(after.dice.kind).toBe('alea')
})

test('an axis example (seed 003, Munchen): every step by clicks, Back twice, then played on to the summary', async ({ page }) => {
  await page.goto('/#/walkthrough/axis-munchen/1')
  await expect(page.getByTestId('walkthrough-screen')).toBeVisible()
  await setSpeed(page, 'instant')
  const id = 'axis-munchen'
  const n = (await hook(page)).steps
  await expectStep(page, id, 1, n)
  await expect(page.getByTestId('walkthrough-quote')).toContainText('003_e76c4a8044852cfa.txt')
  const states: BattleState[] = [(await hook(page)).state!]
  let flippedSeen = false
  for (let step = 2; step <= n; step++) {
    await page.getByTestId('walkthrough-next').click({ force: true })
    await expectStep(page, id, step, n)
    states.push((await hook(page)).state!)
    flippedSeen ||= (await hook(page)).view!.counters.some((c) => c.flipped)
  }
  // The book's German infantry hit once behind the Siegfried Line (section 5.7.3) lay on their side along the way.
  expect(flippedSeen).toBe(true)
  await page.getByTestId('walkthrough-back').click({ force: true })
  await page.getByTestId('walkthrough-back').click({ force: true })
  await expectStep(page, id, n - 2, n)
  expect((await hook(page)).state).toEqual(states[n - 3])
  const view = (await hook(page)).view!
  expect(view.ruleset).toBe('axis')

  await page.getByTestId('walkthrough-play-on').click({ force: true })
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await setSpeed(page, 'instant')
  // Normal play from there: every question answered with the book's default, rounds launched, to the summary.
  for (let i = 0; i < 200; i++) {
    const v = await page.evaluate(() => window.__battle!.view!)
    if (v.over) break
    const before = await page.evaluate(() => window.__battle!.gestures)
    await page.getByTestId(v.pending ? 'decision-submit' : 'launch').click({ force: true })
    await page.waitForFunction((b) => window.__battle!.gestures > b, before)
  }
  await expect(page.getByTestId('summary')).toBeVisible()
  const end = await getState(page)
  expect(end.dice.kind).toBe('alea')
})

test('a deep link opens a step; arrows and Space step and autoplay; the saved battle is left alone', async ({ page }) => {
  await startBattle(page, 'skirmish', 'kept')
  await playCardsPass(page)
  const saved = await savedBattle(page)
  expect(saved).not.toBeNull()

  await page.goto('/#/walkthrough/grand-heavy-losses/2')
  await expect(page.getByTestId('walkthrough-screen')).toBeVisible()
  await setSpeed(page, 'instant')
  await expectStep(page, 'grand-heavy-losses', 2, 3)
  await expect(page.getByTestId('walkthrough-quote')).toContainText('B / Battle Window, Leaders and Battle Morale')
  await expect(page.getByTestId('walkthrough-log')).toContainText('Blue heavy losses: 5 of 9 SP (−1 BM)')
  await expect(page.getByTestId('bm-defender')).toContainText('2')

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('ArrowLeft')
  await expectStep(page, 'grand-heavy-losses', 1, 3)
  await page.keyboard.press('ArrowRight')
  await expectStep(page, 'grand-heavy-losses', 2, 3)
  // Space: autoplay at the window's speed, to the last step, where it stops.
  await page.keyboard.press('Space')
  await expect.poll(async () => (await hook(page)).playing).toBe(true)
  await expectStep(page, 'grand-heavy-losses', 3, 3)
  await expect.poll(async () => (await hook(page)).playing).toBe(false)

  // The walkthrough never wrote to the save: the battle in progress is still there to resume.
  expect(await savedBattle(page)).toBe(saved)
  await page.getByRole('button', { name: '← Scenarios' }).click()
  await expect(page.getByTestId('resume')).toBeVisible()
})

for (const { link, says } of [
  { link: '/#/walkthrough/nope/1', says: /no rulebook example "nope"/ },
  { link: '/#/walkthrough/grand-heavy-losses/9', says: /"grand-heavy-losses" has steps 1 to 3/ },
  { link: '/#/walkthrough/grand-heavy-losses/zero', says: /step "zero" is not a step number/ },
]) {
  test(`a bad walkthrough link (${link.slice(2)}) shows a message and the start screen`, async ({ page }) => {
    await page.goto(link)
    await expect(page.getByTestId('message')).toContainText(says)
    await expect(page.getByTestId('start-screen')).toBeVisible()
    await expect(page.getByTestId('walkthrough-screen')).toHaveCount(0)
  })
}
