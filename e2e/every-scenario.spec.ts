import { expect, test } from '@playwright/test'
import { builtInScenarios } from '../src/scenarios/load.ts'
import { getGestures, getState, getView, passHandoff, setSpeed, waitGesture } from './helpers.ts'

// Issue 3: a new user plays every built-in scenario to its summary with clicks alone:
// the start screen, the scenario's radio button, Start, then the window's own buttons.
for (const sc of builtInScenarios()) {
  test(`${sc.id}: from the start screen to the summary by clicks`, async ({ page }) => {
    await page.goto('/#/')
    await page.getByRole('radio', { name: sc.name }).check()
    await page.getByTestId('seed').fill(`every-${sc.id}`)
    await page.getByTestId('start').click()
    await expect(page.getByTestId('battle-screen')).toBeVisible()
    await setSpeed(page, 'instant')
    for (let step = 0; step < 40; step++) {
      const v = await getView(page)
      if (v.over) break
      const before = await getGestures(page)
      if (v.pending?.form) {
        // Rule systems whose questions are forms: accept the book's defaults.
        await page.getByTestId('decision-submit').click({ force: true })
      } else if (v.pending?.kind === 'cards') {
        await passHandoff(page, v.pending.side)
        await page.getByTestId('cards-done').click({ force: true })
      } else {
        await page.getByTestId('launch').click({ force: true })
      }
      await waitGesture(page, before)
    }
    const summary = page.getByTestId('summary')
    await expect(summary).toBeVisible()
    const s = await getState(page)
    expect(s.phase).toBe('over')
    await expect(page.getByTestId('summary-reason')).toHaveText(s.result!.reason)
    if (sc.ruleset !== 'grand') return
    // A pending breakthrough is taken from the summary itself.
    if (s.queue[0]?.kind === 'breakthrough') {
      const before = await getGestures(page)
      await summary.getByRole('button', { name: /^Stay in / }).click({ force: true })
      await waitGesture(page, before)
      expect((await getState(page)).queue).toEqual([])
    }
  })
}
