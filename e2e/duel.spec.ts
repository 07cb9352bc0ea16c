import { expect, test, type Page } from '@playwright/test'
import type { DuelEvent, DuelState } from '../src/engine/rulesets/duel/engine.ts'
import { odds as duelOdds } from '../src/engine/rulesets/duel/odds.ts'
import type { OddsEstimate } from '../src/odds/oddsPool.ts'
import { BATTLE_LINK, getGestures, getView, setSpeed, waitGesture } from './helpers.ts'
import { roundShares } from '../src/ui/roundShares.ts'

/**
 * The duel (src/engine/rulesets/duel/): a rule system kept as a test fixture,
 * off the start screen, added by its folder and one registry line. Played in
 * the window by deep link, hot-seat and against the AI: its form every round,
 * the Launch button, its odds bar and the summary come from the generic
 * window alone.
 */

const link = (seed: string, defender: string) => `/#/play/duel-basic?seed=${seed}&attacker=human&defender=${defender}`

/** The state, its events and the odds the bar shows, read in one go so that they belong together. */
const read = (page: Page) =>
  page.evaluate(() => {
    const b = window.__battle!
    return { state: b.state as unknown, events: b.events as unknown, odds: b.odds }
  }) as Promise<{ state: DuelState; events: DuelEvent[]; odds: OddsEstimate | null }>

async function open(page: Page, seed: string, defender: string): Promise<void> {
  await page.goto(link(seed, defender))
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.__battle?.seed)).toBe(seed)
  await expect(page).toHaveURL(BATTLE_LINK)
  await setSpeed(page, 'instant')
}

/**
 * Waits for the bar's final figure for the position on show and checks it
 * against the duel's exact odds computed here from the hook's state: the
 * hook's figure, and the bar's title in the window's words.
 */
async function checkOddsBar(page: Page): Promise<void> {
  const bar = page.getByTestId('odds-bar')
  await expect(bar).toHaveAttribute('data-done', 'yes', { timeout: 30_000 })
  const { state, odds } = await read(page)
  expect(odds).not.toBeNull()
  const exact = duelOdds.exact(state, 4000)!
  for (const k of ['attacker', 'defender', 'draw'] as const) expect(odds![k], k).toBeCloseTo(exact[k], 9)
  expect(odds!.method).toBe('exact')
  if (state.result) return
  expect(odds!.detail).toBe('exact, both sides snap-fire')
  const [pa, pn, pd] = roundShares([exact.attacker, Math.max(0, 1 - exact.attacker - exact.defender), exact.defender]) as [number, number, number]
  await expect(bar).toHaveAttribute('title', `Chance to win the battle from here, fought to the end: Red ${pa}%, Blue ${pd}%${pn ? `, no winner ${pn}%` : ''} (exact, both sides snap-fire). Click for the forecast (F).`)
  await expect(bar).toHaveAttribute('aria-valuenow', String(pa))
}

/** Answers the open panel (careful or snap) and waits for the decision to be recorded. */
async function answerPanel(page: Page, aim: 'snap' | 'careful'): Promise<void> {
  const panel = page.getByTestId('decision-panel')
  await expect(panel).toBeVisible()
  await expect(page.getByTestId('launch')).toBeDisabled()
  await panel.getByRole('radio', { name: aim === 'careful' ? /^Careful fire/ : /^Snap fire/ }).check({ force: true })
  const before = await getGestures(page)
  await page.getByTestId('decision-submit').click({ force: true })
  await waitGesture(page, before)
  await expect(panel).toBeHidden()
}

/** Clicks Fire and checks that exactly one round was fought, with a die for each side. */
async function fire(page: Page): Promise<void> {
  const launch = page.getByTestId('launch')
  await expect(launch).toBeEnabled()
  await expect(launch).toHaveText('Fire')
  const rounds = (await read(page)).state.round
  const before = await getGestures(page)
  await launch.click({ force: true })
  await waitGesture(page, before)
  const { state, events } = await read(page)
  expect(state.round).toBe(rounds + 1)
  expect(events.filter((e) => e.t === 'shot').length).toBe(2 * state.round)
  await expect(page.getByTestId('round-name')).toHaveText(state.result ? 'Battle over' : `Round ${state.round}`)
}

async function checkSummary(page: Page): Promise<DuelState> {
  const summary = page.getByTestId('summary')
  await expect(summary).toBeVisible()
  const { state } = await read(page)
  const view = await getView(page)
  expect(state.phase).toBe('over')
  const winner = state.result!.winner
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(winner ? `${view.sides[winner].name} wins` : 'No winner')
  await expect(page.getByTestId('summary-reason')).toHaveText(state.result!.reason)
  await expect(page.getByTestId('launch')).toHaveCount(0)
  return state
}

test('duel, hot-seat: a form before every round, the chooser alternating, Fire once answered, the exact odds on the bar, the summary', async ({ page }) => {
  await open(page, '7', 'human')
  await expect(page.getByTestId('round-name')).toHaveText('Before the first round')
  await expect(page.getByTestId('launch')).toHaveText('Waiting for a decision')
  await checkOddsBar(page)

  const choosers: string[] = []
  for (let step = 0; step < 80; step++) {
    const v = await getView(page)
    if (v.over) break
    if (v.pending) {
      choosers.push(v.pending.side)
      await expect(page.getByTestId('decision-panel')).toContainText(v.pending.prompt)
      // The defender fires carefully once, so that an answer other than the default goes through the window.
      await answerPanel(page, v.pending.side === 'defender' && choosers.length === 2 ? 'careful' : 'snap')
      // The answered order is in the odds: the round about to be fought at the answered aim.
      await checkOddsBar(page)
    } else {
      await fire(page)
    }
  }

  const state = await checkSummary(page)
  await checkOddsBar(page)
  expect(choosers.length).toBe(state.round)
  expect(choosers).toEqual(Array.from({ length: state.round }, (_, i) => (i % 2 === 0 ? 'attacker' : 'defender')))
  const { events } = await read(page)
  expect(events.filter((e) => e.t === 'decision').map((e) => e.t === 'decision' && e.aim)).toEqual(choosers.map((_, i) => (i === 1 ? 'careful' : 'snap')))
  expect(events.at(-1)).toEqual({ t: 'end', ...state.result })
  // The log has a line for every event, in the rule system's words.
  const log = page.getByTestId('battle-log').locator('li')
  await expect(log).toHaveCount(events.length)
  await expect(log.first()).toHaveText('Red orders snap fire')
  await expect(log.last()).toHaveText(state.result!.reason)
})

test('duel against the AI: the human answers and fires, the AI orders snap fire with its exact odds as the reason, to the summary', async ({ page }) => {
  await open(page, 'duel-ai', 'ai-easy')
  for (let step = 0; step < 80; step++) {
    const v = await getView(page)
    if (v.over) break
    if (v.pending?.side === 'defender') {
      // The AI's turn: no panel; it answers by itself.
      await expect(page.getByTestId('decision-panel')).toHaveCount(0)
      await expect.poll(async () => (await getView(page)).pending?.side !== 'defender', { timeout: 30_000 }).toBe(true)
      continue
    }
    if (v.pending) await answerPanel(page, 'snap')
    else await fire(page)
  }

  const state = await checkSummary(page)
  // At least three rounds (three hits a side, one hit a round at most): the AI chose before round 2.
  expect(state.round).toBeGreaterThanOrEqual(3)
  const { events } = await read(page)
  const ai = events.filter((e) => e.t === 'decision' && e.side === 'defender')
  expect(ai.length).toBe(Math.floor(state.round / 2))
  for (const d of ai) expect(d).toMatchObject({ aim: 'snap', reason: expect.stringMatching(/^snap: aim 3 against 4, \d+% to win$/) })
  await checkOddsBar(page)
})
