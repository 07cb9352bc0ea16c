import { expect, test, type Page } from '@playwright/test'
import type { FgEvent } from '../src/engine/rulesets/firegroups/events.ts'
import type { FgState } from '../src/engine/rulesets/firegroups/state.ts'
import { BATTLE_LINK, getGestures, getView, passHandoff, setSpeed, waitGesture } from './helpers.ts'

/**
 * The fire-group rule system in the window (issue 16): a two-phase combat
 * played hot-seat to the summary, through the orders and promotion panels
 * and the Launch button group by group; and a battle against the AI, whose
 * answers come with their reasons in the log.
 */

const read = (page: Page) =>
  page.evaluate(() => ({ state: window.__battle!.state as unknown, events: window.__battle!.events as unknown })) as Promise<{ state: FgState; events: FgEvent[] }>

async function open(page: Page, scenario: string, seed: string, defender: string): Promise<void> {
  await page.goto(`/#/play/${scenario}?seed=${seed}&attacker=human&defender=${defender}`)
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect(page).toHaveURL(BATTLE_LINK)
  await page.waitForSelector('html[data-field-painted]', { state: 'attached', timeout: 30_000 })
  await setSpeed(page, 'instant')
}

async function submitPanel(page: Page): Promise<void> {
  const before = await getGestures(page)
  await page.getByTestId('decision-submit').click({ force: true })
  await waitGesture(page, before)
}

async function launch(page: Page, expected: string): Promise<void> {
  const button = page.getByTestId('launch')
  await expect(button).toHaveText(expected)
  const before = await getGestures(page)
  await button.click({ force: true })
  await waitGesture(page, before)
}

async function checkSummary(page: Page): Promise<FgState> {
  const summary = page.getByTestId('summary')
  await expect(summary).toBeVisible()
  const { state, events } = await read(page)
  expect(state.phase).toBe('over')
  await expect(page.getByTestId('summary-reason')).toHaveText(state.result!.reason)
  expect(events.at(-1)).toEqual({ t: 'end', ...state.result })
  return state
}

test('fire groups, hot-seat: the ford — orders in a panel, group by group, a new combat when the reinforcement comes in at phase 2, to the summary', async ({ page }) => {
  await open(page, 'firegroups-trigger', 'e2e-ford', 'human')
  await expect(page.getByTestId('location')).toContainText('Elm ford, turn 1 of 2')
  const launches: string[] = []
  for (let step = 0; step < 80; step++) {
    const v = await getView(page)
    if (v.over) break
    if (v.pending) {
      // The orders are secret: in hot-seat each side's panel waits behind the hand-off.
      if (v.pending.secret) await passHandoff(page, v.pending.side)
      const panel = page.getByTestId('decision-panel')
      await expect(panel).toContainText(v.pending.prompt)
      if (v.pending.kind === 'orders' && v.pending.side === 'attacker' && step === 0) {
        // The orders: every unit that may go in, and the phase it goes in; the reinforcement stays planned for phase 2.
        const mec = panel.locator('fieldset[data-field="send:r-mec"]')
        await expect(mec.getByRole('radio', { name: 'phase 2' })).toBeChecked()
        await expect(panel.locator('fieldset[data-field="send:r-inf-3"]').getByRole('radio', { name: 'phase 3' })).toBeChecked()
      }
      await submitPanel(page)
      continue
    }
    launches.push(v.launch!)
    await launch(page, v.launch!)
  }
  const state = await checkSummary(page)
  const { events } = await read(page)
  // Phase 1's vanguard, then the mechanized infantry at phase 2: two combats in turn 1, groups fired one click each.
  const turn1 = events.slice(0, events.findIndex((e) => e.t === 'turn') >>> 0)
  const combats = turn1.filter((e) => e.t === 'combat')
  expect(combats.length).toBeGreaterThanOrEqual(2)
  expect(combats[1]).toEqual({ t: 'combat', why: 'arrivals' })
  expect(launches.slice(0, 3)).toEqual(['Turn 1, phase 1: movement', 'Group 1 fires', 'Group 3 fires'])
  expect(launches).toContain('Group 3 fires')
  expect(launches).toContain('Turn 1, phase 2: movement')
  // The log has a line for every event, in the rule system's words, and the units by name.
  const log = page.getByTestId('battle-log').locator('li')
  await expect(log).toHaveCount(events.length)
  await expect(log.first()).toHaveText(/^Red Legion gives its orders: 5 units to go in/)
  await expect(page.getByTestId('battle-log')).not.toContainText('r-inf-1')
  expect(state.result!.reason).toMatch(/Elm ford/)
})

test('fire groups against the AI: Hill 12 with the defender played by the normal AI, its orders and promotions with reasons, to the summary', async ({ page }) => {
  await open(page, 'firegroups-mixed', 'e2e-ai', 'ai-normal')
  for (let step = 0; step < 120; step++) {
    const v = await getView(page)
    if (v.over) break
    if (v.pending?.side === 'defender') {
      // The AI's turn: no panel; it answers by itself.
      await expect(page.getByTestId('decision-panel')).toHaveCount(0)
      await expect.poll(async () => (await getView(page)).pending?.side !== 'defender', { timeout: 60_000 }).toBe(true)
      continue
    }
    if (v.pending) await submitPanel(page)
    else await launch(page, v.launch!)
  }
  await checkSummary(page)
  const { events } = await read(page)
  const ai = events.filter((e) => (e.t === 'orders' || e.t === 'promote') && e.side === 'defender')
  expect(ai.length).toBeGreaterThan(1)
  for (const e of ai) expect('reason' in e && e.reason).toMatch(/^normal: .+: \d+% to win over 24 playouts/)
  await expect(page.getByTestId('battle-log')).toContainText('Azure Guard gives its orders: nothing moves (normal: ')
})
