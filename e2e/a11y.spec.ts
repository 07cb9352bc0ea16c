import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { getGestures, getView, isCardsQuestion, isPanelQuestion, launchOnce, passHandoff, playCardsPass, setSpeed, startBattle, submitPanel, waitGesture } from './helpers.ts'

/**
 * Issue 12, "Accessible": axe (WCAG 2.0 A and AA, 2.1 AA) on every screen of
 * the app, failing on any violation of impact "serious" or "critical" (colour
 * contrast, names, labels, ARIA). Each screen is checked as a player reaches
 * it: the start screen and what shows on it, a rulebook example, the battle
 * window of each rule system with its decision panel, the hot-seat handoff, a
 * hand of cards and the end-of-battle summary.
 *
 * Nothing is excluded, not even the PixiJS <canvas>: no axe rule reads a
 * canvas's pixels (an element without text content or a role, so neither
 * colour contrast nor names apply), and axe raises no violation on it. What
 * stands over the canvas (the log, the panel, the drop zone) has an opaque
 * background, so that axe can measure its text's contrast.
 *
 * A11Y_VERBOSE=1 also prints what axe could not decide ("incomplete": text
 * in an SVG chart, a box partly scrolled away) and the lesser violations.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])

type Found = { screen: string; rule: string; impact: string; help: string; nodes: string[] }

/** Runs axe on the page as it stands; returns the serious and critical violations, each node with its selector and axe's reason. */
async function audit(page: Page, screen: string): Promise<Found[]> {
  // Let CSS transitions (the odds bar's width) and fonts settle: axe reads computed colours.
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(450)
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  if (process.env.A11Y_VERBOSE) {
    // What axe could not decide (a text over the canvas, whose colours it cannot read) and the lesser violations: for a reviewer's eyes.
    for (const v of [...result.incomplete, ...result.violations.filter((x) => !BLOCKING.has(x.impact ?? ''))])
      console.log(`[${screen}] ${result.incomplete.includes(v) ? 'incomplete' : v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${(n.any[0]?.message ?? n.failureSummary ?? '').slice(0, 140)})`).join('; ')}`)
  }
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact!,
      help: `${v.help} (${v.helpUrl})`,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}\n        ${n.html.slice(0, 160)}\n        ${(n.failureSummary ?? '').replace(/\n\s*/g, ' ')}`),
    }))
}

/** A readable report of what axe found, one block per rule. */
function report(found: Found[]): string {
  return found.map((f) => `[${f.screen}] ${f.impact} ${f.rule}: ${f.help}\n${f.nodes.map((n) => `    - ${n}`).join('\n')}`).join('\n\n')
}

/** Checks a screen; violations are collected and reported all together at the end of the test. */
class Auditor {
  readonly found: Found[] = []
  constructor(private readonly page: Page) {}
  async check(screen: string): Promise<void> {
    const f = await audit(this.page, screen)
    this.found.push(...f)
  }
  done(): void {
    if (this.found.length) console.log(report(this.found))
    expect(this.found.map((f) => `[${f.screen}] ${f.rule} ×${f.nodes.length}`), report(this.found)).toEqual([])
  }
}

test('the start screen, a refused import, a resumable battle, the rulebook examples list and a step', async ({ page }) => {
  const a = new Auditor(page)
  await page.goto('/')
  await expect(page.getByTestId('start-screen')).toBeVisible()
  await a.check('start screen')

  // A scenario file that is refused: the errors show on the start screen.
  await page.getByTestId('import').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"ruleset": "grand", "id": 3}', 'utf8') })
  await expect(page.getByTestId('import-error')).toBeVisible()
  await a.check('start screen, import refused')

  // A bad link: the error banner above the start screen.
  await page.goto('/#/walkthrough/no-such-example/1')
  await expect(page.getByTestId('message')).toBeVisible()
  await a.check('start screen, error banner')

  // The rulebook examples: the list, then a step of each rule system's.
  await page.getByTestId('walkthrough-list').scrollIntoViewIfNeeded()
  for (const [id, step] of [
    ['grand-heavy-losses', 2],
    ['axis-munchen', 2],
    ['napoleonic-offensive-support', 2],
  ] as const) {
    await page.goto(`/#/walkthrough/${id}/${step}`)
    await expect(page.getByTestId('walkthrough-screen')).toBeVisible()
    await setSpeed(page, 'instant')
    await a.check(`walkthrough ${id} step ${step}`)
  }

  // A battle in progress: the start screen offers to resume it.
  await startBattle(page, 'skirmish', 'a11y-resume')
  await playCardsPass(page)
  await page.getByRole('button', { name: '← Scenarios' }).click()
  await expect(page.getByTestId('resume')).toBeVisible()
  await a.check('start screen, resume')
  a.done()
})

test('grand: the handoff, a hand of cards, the battle window, a decision panel, the summary', async ({ page }) => {
  test.setTimeout(240_000)
  const a = new Auditor(page)
  await startBattle(page, 'tobruk-easter', 'a11y')
  await setSpeed(page, 'instant')
  await expect(page.getByTestId('handoff')).toBeVisible()
  await a.check('grand handoff')
  const v = await getView(page)
  await passHandoff(page, v.pending!.side)
  await expect(page.getByTestId('hand')).toBeVisible()
  await a.check('grand hand of cards')
  // Passes this hand, then the other side's (its handoff first).
  const before = await getGestures(page)
  await page.getByTestId('cards-done').click({ force: true })
  await waitGesture(page, before)
  await playCardsPass(page)
  await a.check('grand battle window')
  // The log open, a standing order (the order of loss) opened from the toolbar.
  await page.keyboard.press('l')
  await a.check('grand battle window, log toggled')
  await page.keyboard.press('l')
  const standing = page.locator('[data-testid^=standing-]').first()
  if (await standing.count()) {
    await standing.click()
    await expect(page.getByTestId('decision-panel')).toBeVisible()
    await a.check('grand standing order panel')
    await page.getByTestId('decision-panel').getByRole('button', { name: 'Cancel' }).click()
  }
  // Rounds until a question in the panel, checked once, then to the end.
  let panelSeen = false
  for (let i = 0; i < 40; i++) {
    const w = await getView(page)
    if (w.over && !isPanelQuestion(w.pending)) break
    if (isCardsQuestion(w.pending)) await playCardsPass(page)
    else if (isPanelQuestion(w.pending)) {
      await expect(page.getByTestId('decision-panel')).toBeVisible()
      if (!panelSeen) await a.check(`grand decision panel (${w.pending!.kind})`)
      panelSeen = true
      await submitPanel(page)
    } else await launchOnce(page)
  }
  await expect(page.getByTestId('summary')).toBeVisible()
  await a.check('grand summary')
  await page.getByTestId('summary-close').click()
  await a.check('grand battle over, summary closed')
  a.done()
})

test('axis: the battle window, its decision panels, the summary', async ({ page }) => {
  test.setTimeout(240_000)
  const a = new Auditor(page)
  await startBattle(page, 'axis-air-land-example', 'a11y')
  await setSpeed(page, 'instant')
  const kinds = new Set<string>()
  for (let i = 0; i < 60; i++) {
    const v = await getView(page)
    if (v.over && !isPanelQuestion(v.pending)) break
    if (isPanelQuestion(v.pending)) {
      await expect(page.getByTestId('decision-panel')).toBeVisible()
      if (!kinds.has(v.pending!.kind)) await a.check(`axis decision panel (${v.pending!.kind})`)
      kinds.add(v.pending!.kind)
      await submitPanel(page)
    } else {
      if (i < 4) await a.check('axis battle window')
      await launchOnce(page)
    }
  }
  await expect(page.getByTestId('summary')).toBeVisible()
  await a.check('axis summary')
  a.done()
})

test('napoleonic: the map, the attack panel with its preview, the summary', async ({ page }) => {
  test.setTimeout(240_000)
  const a = new Auditor(page)
  await startBattle(page, 'napoleonic-ridge', 'a11y')
  await setSpeed(page, 'instant')
  await expect(page.getByTestId('decision-panel')).toBeVisible()
  await a.check('napoleonic attack panel')
  await submitPanel(page)
  await a.check('napoleonic after an attack')
  for (let i = 0; i < 80; i++) {
    const v = await getView(page)
    if (v.over && !isPanelQuestion(v.pending)) break
    // The rest is not looked at again: each phase is ended at once (with an attack question open, Launch answers "end").
    await launchOnce(page)
  }
  await expect(page.getByTestId('summary')).toBeVisible()
  await a.check('napoleonic summary')
  a.done()
})
