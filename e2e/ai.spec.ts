import { expect, test } from '@playwright/test'
import type { GrandState } from '../src/engine/rulesets/grand/index.ts'
import { exactOdds } from '../src/engine/rulesets/grand/exact.ts'
import { halfWidth95 } from '../src/odds/interval.ts'
import { withoutCards } from '../src/engine/rulesets/grand/withoutCards.ts'
import { sampleBattles } from '../src/engine/rulesets/grand/sampling.ts'
import { getEvents, getGestures, getOdds, getState, getView, isCardsQuestion, isPanelQuestion, setSpeed, waitGesture } from './helpers.ts'

test('human against the AI: the AI takes its own decisions, with a reason, and the battle reaches the summary', async ({ page }) => {
  await page.goto('/#/play/skirmish?seed=ai-1&attacker=human&defender=ai-normal')
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await setSpeed(page, 'instant')
  for (let step = 0; step < 40; step++) {
    const v = await getView(page)
    // A breakthrough of the human's is asked after the battle, in the panel beside the map.
    if (v.over && !(v.pending?.side === 'attacker' && isPanelQuestion(v.pending))) break
    if (v.pending && v.pending.side === 'defender') {
      // The AI's turn: no hand, no handoff; it decides by itself.
      await expect(page.getByTestId('handoff')).toBeHidden()
      await expect.poll(async () => (await getView(page)).pending?.side !== 'defender' || (await getView(page)).over, { timeout: 30_000 }).toBe(true)
      continue
    }
    const before = await getGestures(page)
    if (isCardsQuestion(v.pending)) await page.getByTestId('cards-done').click({ force: true })
    else if (isPanelQuestion(v.pending)) await page.getByTestId('decision-submit').click({ force: true })
    else await page.getByTestId('launch').click({ force: true })
    await waitGesture(page, before)
  }
  await expect(page.getByTestId('summary')).toBeVisible()
  const aiDecisions = (await getEvents(page)).filter((e) => e.t === 'decision' && e.side === 'defender')
  expect(aiDecisions.length).toBeGreaterThan(0)
  for (const d of aiDecisions) expect(d.t === 'decision' && d.reason).toMatch(/^normal: /)
  await expect(page.getByTestId('luck')).toBeVisible({ timeout: 60_000 })
})

test('AI against AI plays itself to the summary at the chosen speed, and can be paused', async ({ page }) => {
  await page.goto('/#/play/halfaya-pass?seed=ai-2&attacker=ai-hard&defender=ai-easy')
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await page.getByTestId('pause').click()
  await expect(page.getByTestId('pause')).toHaveText('Resume')
  // Paused: the rounds wait (the AIs may still take the decisions due before a round).
  const rounds = (await getState(page)).roundsFought
  await page.waitForTimeout(1500)
  expect((await getState(page)).roundsFought).toBe(rounds)
  await page.getByTestId('pause').click()
  await setSpeed(page, 'instant')
  await expect(page.getByTestId('summary')).toBeVisible({ timeout: 90_000 })
  const ev = await getEvents(page)
  expect(ev.filter((e) => e.t === 'decision' && e.side === 'attacker').every((e) => e.t === 'decision' && /^hard: /.test(e.reason ?? ''))).toBe(true)
  expect(ev.filter((e) => e.t === 'round').length).toBeGreaterThan(0)
})

test('the odds bar after the first round agrees with a headless run of the same state, within its interval', async ({ page }) => {
  await page.goto('/#/play/sidi-barrani?seed=odds-1&attacker=ai-easy&defender=ai-easy')
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await page.getByTestId('pause').click()
  // Let the AIs take the card round, then launch the first round by hand.
  await expect.poll(async () => (await getView(page)).launch, { timeout: 30_000 }).not.toBeNull()
  const before = await getGestures(page)
  await page.getByTestId('launch').click({ force: true })
  await waitGesture(page, before)
  const state = (await getState(page)) as GrandState
  expect(state.roundsFought).toBe(1)
  await expect(page.getByTestId('odds-bar')).toHaveAttribute('data-done', 'yes', { timeout: 60_000 })
  const ui = (await getOdds(page))!
  const exact = exactOdds(state, 4000)
  if (exact) {
    expect(ui.method).toBe('exact')
    expect(ui.attacker).toBeCloseTo(exact.attacker, 9)
    return
  }
  // The same engine, headless, on its own stream of seeds.
  const t = sampleBattles(withoutCards(state), 'headless-check', 0, 20_000)
  const headless = t.attacker / t.runs
  const tolerance = ui.halfWidth + halfWidth95(headless, t.runs)
  console.log(`odds after round 1: page ${(ui.attacker * 100).toFixed(2)}% ± ${(ui.halfWidth * 100).toFixed(2)} (${ui.runs} battles), headless ${(headless * 100).toFixed(2)}% (${t.runs})`)
  expect(Math.abs(ui.attacker - headless)).toBeLessThanOrEqual(tolerance)
})
