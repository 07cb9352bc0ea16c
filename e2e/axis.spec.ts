import { expect, test, type Page } from '@playwright/test'
import { getEvents, getGestures, getView, setSpeed, waitGesture, type BattleView } from './helpers.ts'

// Issue 5: an axis battle (seed 003) in the same window, its decisions as panels.

/** Submits the open decision panel as it stands and waits for the gesture. */
async function submit(page: Page): Promise<void> {
  const before = await getGestures(page)
  await page.getByTestId('decision-submit').click({ force: true })
  await waitGesture(page, before)
}

async function launch(page: Page): Promise<void> {
  const before = await getGestures(page)
  await page.getByTestId('launch').click({ force: true })
  await waitGesture(page, before)
}

const panel = (page: Page) => page.getByTestId('decision-panel')

test('003 hot-seat: assignment, aiming and a retreat by clicks, to the summary', async ({ page }) => {
  await page.goto('/#/play/axis-air-land-example?seed=hotseat&attacker=human&defender=human')
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await setSpeed(page, 'instant')

  // §5.1: the attacker assigns first, as in the seed's example: one fighter AirCap, the other TacAir.
  let v = await getView(page)
  expect(v.pending).toMatchObject({ side: 'attacker', kind: 'assign' })
  await expect(panel(page)).toContainText('German Army')
  const fields = panel(page).locator('fieldset')
  await expect(fields).toHaveCount(2)
  await fields.nth(1).getByRole('radio', { name: /TacAir/ }).check({ force: true })
  await submit(page)
  v = await getView(page)
  expect(v.pending).toMatchObject({ side: 'defender', kind: 'assign' })
  // By keyboard: the panel opens with its button focused, Enter takes the defaults (AirCap).
  const before = await getGestures(page)
  await expect(page.getByTestId('decision-submit')).toBeFocused()
  await page.keyboard.press('Enter')
  await waitGesture(page, before)
  v = await getView(page)
  expect(v.counters.filter((c) => c.side === 'attacker' && c.zone === 'tacair').map((c) => c.icon).sort()).toEqual(['bomber', 'fighter'])
  expect(v.counters.filter((c) => c.side === 'attacker' && c.zone === 'aircap')).toHaveLength(1)

  // Round 1: the attacking AirCap has a single target and fires at it (2a); the defending
  // AirCap has three and its player aims it (2b): at the bomber.
  await launch(page)
  v = await getView(page)
  expect(v.pending).toMatchObject({ side: 'defender', kind: 'aim' })
  expect(v.round.last).toBe('2a Attacking AirCap')
  expect(v.aims?.length).toBeGreaterThan(0)
  await panel(page).getByRole('radio', { name: 'Bomber' }).check({ force: true })
  await submit(page)
  if (!(await getView(page)).pending) await launch(page)
  const shots = (await getEvents(page)).filter((e) => e.t === 'shot') as unknown as { unit: string; target?: string }[]
  expect(shots.some((s) => s.unit === 'ger-ftr-1' && s.target === 'brit-ftr-1')).toBe(true)
  expect(shots.some((s) => s.unit === 'brit-ftr-1' && s.target === 'ger-bmr-1')).toBe(true)

  // Every other question gets the book's default until the attacker's first retreat decision.
  let retreated = false
  for (let i = 0; i < 40 && !(await getView(page)).over; i++) {
    v = await getView(page)
    if (v.pending?.kind === 'retreat' && v.pending.side === 'attacker' && !retreated) {
      const all = panel(page).getByRole('radio', { name: /^All units to / })
      await all.check({ force: true })
      await submit(page)
      retreated = true
    } else if (v.pending) await submit(page)
    else await launch(page)
  }
  expect(retreated).toBe(true)
  const summary = page.getByTestId('summary')
  await expect(summary).toBeVisible()
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText('British Expeditionary Force wins')
  await expect(page.getByTestId('summary-reason')).toContainText(/retreat/i)
  const log = page.getByTestId('battle-log')
  await expect(log).toContainText('German Army decides retreat')
})

test('003 against the AI: the AI answers its own questions with a reason; the human plays to the summary', async ({ page }) => {
  await page.goto('/#/play/axis-reims?seed=vs-ai&attacker=human&defender=ai-hard')
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await setSpeed(page, 'instant')
  // §5.5: the human changes the standing order of loss (armor before infantry); the AI side has no such button.
  await expect(page.getByTestId('standing-defender-order')).toHaveCount(0)
  await page.getByTestId('standing-attacker-order').click({ force: true })
  await expect(panel(page)).toContainText('Order of loss')
  const before = await getGestures(page)
  await panel(page).getByRole('button', { name: 'Move Armor up' }).click({ force: true })
  await panel(page).getByTestId('decision-submit').click({ force: true })
  await waitGesture(page, before)
  const order = await page.evaluate(() => (window.__battle!.state as unknown as { sides: { attacker: { order: string[] } } }).sides.attacker.order)
  expect(order.slice(0, 2)).toEqual(['armor', 'infantry'])
  await expect(panel(page)).toHaveCount(0)
  let v: BattleView = await getView(page)
  for (let i = 0; i < 80 && !v.over; i++) {
    if (v.pending && v.pending.side === 'attacker') await submit(page)
    else if (v.pending) {
      // The AI's turn: it decides in a worker, the launch button waits.
      await page.waitForFunction(() => {
        const now = window.__battle!.view!
        return now.over || now.pending?.side !== 'defender'
      })
    } else await launch(page)
    v = await getView(page)
  }
  await expect(page.getByTestId('summary')).toBeVisible()
  const decisions = (await getEvents(page)).filter((e) => e.t === 'decision') as unknown as { side: string; reason: string | null }[]
  const ai = decisions.filter((d) => d.side === 'defender')
  expect(ai.length).toBeGreaterThan(0)
  for (const d of ai) expect(d.reason).toMatch(/\w/)
  // The odds bar speaks for axis battles too.
  await expect(page.getByTestId('odds-bar')).toHaveAttribute('data-method', /exact|sampling/)
})
