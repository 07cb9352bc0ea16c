import { expect, test } from '@playwright/test'
import { loadRulesets, manifestOf, type RulesetId } from '../src/engine/rulesets/registry.ts'
import { builtInScenarios } from '../src/scenarios/load.ts'
import { getGestures, getState, getView, isCardsQuestion, isPanelQuestion, passHandoff, setSpeed, waitGesture } from './helpers.ts'
import { expectLayoutHolds } from './layoutCheck.ts'

// The built-in scenarios come from the rule systems' folders, loaded through the registry.
await loadRulesets()

// Issue 3: a new user plays every built-in scenario to its summary with clicks alone:
// the start screen, the rule system's tile, the scenario's radio button, Start, then the window's own buttons.
// Issue 27, item 4: on the way the window's layout is checked at three sizes, with the first form open (as it opens when none is asked).
// Hidden rule systems are not on the start screen (a deep link reaches them).
for (const sc of builtInScenarios().filter((x) => !manifestOf(x.ruleset as RulesetId).hidden)) {
  test(`${sc.id}: from the start screen to the summary by clicks`, async ({ page }) => {
    await page.goto('/#/')
    await page.locator(`[data-ruleset="${sc.ruleset}"]`).click()
    await page.getByRole('radio', { name: sc.name, exact: true }).check()
    await page.getByTestId('seed').fill(`every-${sc.id}`)
    await page.getByTestId('start').click()
    await expect(page.getByTestId('battle-screen')).toBeVisible()
    await setSpeed(page, 'instant')
    // Checked once per scenario, at its three sizes: with its first form open, or as it opens when it asks none.
    let formChecked = false
    let afterBattle = false
    for (let step = 0; step < 60; step++) {
      const v = await getView(page)
      if (v.over && !isPanelQuestion(v.pending)) break
      const before = await getGestures(page)
      if (isCardsQuestion(v.pending)) {
        await passHandoff(page, v.pending!.side)
        await page.getByTestId('cards-done').click({ force: true })
      } else if (isPanelQuestion(v.pending)) {
        // A secret question (orders both sides give at once) waits behind the hot-seat hand-off.
        if (v.pending!.secret) await passHandoff(page, v.pending!.side)
        if (!formChecked && !v.over) {
          await expect(page.getByTestId('decision-panel')).toBeVisible()
          await expectLayoutHolds(page, `${sc.id}, with the form "${v.pending!.prompt}" open`)
          formChecked = true
        }
        // Every other question is a form in the decision panel: accept the book's defaults.
        // A grand breakthrough is asked after the battle, beside the map, before the summary shows.
        if (v.over) {
          afterBattle = true
          await expect(page.getByTestId('summary')).toHaveCount(0)
          await expect.poll(() => page.evaluate(() => window.__battle!.mapPlaces !== null)).toBe(true)
        }
        await page.getByTestId('decision-submit').click({ force: true })
      } else {
        if (!formChecked) {
          await expectLayoutHolds(page, `${sc.id}, before its first round`)
          formChecked = true
        }
        await page.getByTestId('launch').click({ force: true })
      }
      await waitGesture(page, before)
    }
    const summary = page.getByTestId('summary')
    await expect(summary).toBeVisible()
    const s = await getState(page)
    expect(s.phase).toBe('over')
    expect(s.queue ?? []).toEqual([])
    await expect(page.getByTestId('summary-reason')).toHaveText(s.result!.reason)
    if (afterBattle && sc.ruleset === 'grand') {
      // The breakthrough was taken with the panel's default: the first legal region (none when there is none).
      const chosen = s.result!.breakthrough!.chosen
      await expect(summary).toContainText(chosen ? 'Breakthrough into' : 'No breakthrough')
    }
  })
}
