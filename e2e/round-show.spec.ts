import { expect, test, type Page } from '@playwright/test'
import { counterCentre, getEvents, getGestures, getLayout, getView, isCardsQuestion, isPanelQuestion, playCardsPass, setSpeed, startBattle, submitPanel, waitGesture } from './helpers.ts'

/**
 * Issue 12, "the round on the field": in a hot-seat battle each die of a round
 * is drawn on its shooter before the unit it hit changes, before the log tells
 * the shot, and before the hand-off screen of the next card window.
 */

interface Sample {
  t: number
  lines: number
  handoff: boolean
  field: string
}

/** Samples, every animation frame, what the player sees: the log's length, the hand-off screen, the counters the field draws. */
async function startRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __samples: Sample[]; __recording: boolean; __battle: { fieldView: { counters: { id: string; zone: string; strength: number }[] } | null } }
    w.__samples = []
    w.__recording = true
    const frame = () => {
      if (!w.__recording) return
      const fv = w.__battle.fieldView
      w.__samples.push({
        t: performance.now(),
        lines: document.querySelectorAll('[data-testid=battle-log] li').length,
        handoff: !!document.querySelector('[data-testid=handoff]'),
        field: JSON.stringify(fv?.counters.map((c) => [c.id, c.zone, c.strength]) ?? []),
      })
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

async function stopRecording(page: Page): Promise<Sample[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __samples: Sample[]; __recording: boolean }
    w.__recording = false
    return w.__samples
  })
}

const diceShown = (page: Page) => page.evaluate(() => (window as unknown as { __battle: { diceShown: { unit: string; die: number; t: number }[] } }).__battle.diceShown)

// Under heavy load about one run in ten, a round played its log with no die drawn: a skip of the previous gesture reached
// the canvas (its own React root, which may lag) together with the next gesture, and ended that show. A skip now names the
// gesture it ends (DiceLayer skipFor). Retries kept as a guard while that fix has few runs behind it; a retry is reported.
test.describe.configure({ retries: 2 })

test('a hot-seat round: every die on its shooter before its log line, before any counter changes, before the hand-off', async ({ page }) => {
  test.setTimeout(240_000)
  await startBattle(page, 'tobruk-easter', 'show-1')
  await setSpeed(page, 'normal')
  let handoffChecked = false
  let roundsChecked = 0
  for (let step = 0; step < 30 && !(handoffChecked && roundsChecked >= 2); step++) {
    const v = await getView(page)
    if (v.over) break
    if (isCardsQuestion(v.pending)) {
      await playCardsPass(page)
      continue
    }
    if (isPanelQuestion(v.pending)) {
      await submitPanel(page)
      continue
    }
    const eventsBefore = (await getEvents(page)).length
    const linesBefore = await page.getByTestId('battle-log').locator('li').count()
    const diceBefore = (await diceShown(page)).length
    const gestures = await getGestures(page)
    await startRecording(page)
    await page.getByTestId('launch').click({ force: true })
    await waitGesture(page, gestures, { watch: true })
    await page.waitForFunction(() => !(window as unknown as { __battle: { playing: boolean } }).__battle.playing, undefined, { timeout: 60_000 })
    // The hand-off screen, if the next round opens with cards, within a second of the show's end (slow frames under load).
    await page.waitForTimeout(1000)
    const samples = await stopRecording(page)
    const events = (await getEvents(page)).slice(eventsBefore)
    const shots = events.map((e, i) => ({ e, i })).filter((x) => x.e.t === 'shot')
    if (shots.length === 0) continue
    const dice = (await diceShown(page)).slice(diceBefore)

    // Every die of the round was drawn, in the order rolled, on its shooter.
    expect(dice.map((d) => [d.unit, d.die])).toEqual(shots.map((s) => [(s.e as { unit: string }).unit, (s.e as { die: number }).die]))
    // A shot's log line appears only after its die.
    shots.forEach((s, k) => {
      const line = samples.find((x) => x.lines > linesBefore + s.i)
      expect(line, `log line of shot ${k + 1}`).toBeDefined()
      expect(line!.t).toBeGreaterThan(dice[k]!.t)
    })
    // No counter on the field changes (strength, box) until the last die has been drawn.
    const lastDie = dice.at(-1)!.t
    const first = samples[0]!.field
    const changed = samples.find((x) => x.field !== first)
    if (changed) expect(changed.t).toBeGreaterThan(lastDie)
    // The hand-off of the next card window stands only once the round has played.
    const handoff = samples.find((x) => x.handoff)
    if (handoff) {
      expect(handoff.t).toBeGreaterThan(lastDie)
      handoffChecked = true
    }
    roundsChecked++
  }
  expect(roundsChecked).toBeGreaterThanOrEqual(2)
  expect(handoffChecked, 'a round followed by a card window (hand-off) was seen').toBe(true)
})

test('Space during the show skips to the result; the next Space launches', async ({ page }) => {
  await startBattle(page, 'sidi-rezegh', 'show-2')
  await setSpeed(page, 'slow')
  for (let i = 0; i < 10; i++) {
    const v = await getView(page)
    if (isCardsQuestion(v.pending)) await playCardsPass(page)
    else if (isPanelQuestion(v.pending)) await submitPanel(page)
    else break
  }
  const gestures = await getGestures(page)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('Space')
  await waitGesture(page, gestures, { watch: true })
  await expect(page.getByTestId('skip-show')).toBeVisible()
  await expect(page.getByTestId('launch')).toBeHidden()
  await page.keyboard.press('Space')
  await expect(page.getByTestId('skip-show')).toBeHidden()
  expect(await getGestures(page)).toBe(gestures + 1)
  // Every line of the round is in the log once skipped.
  const events = await getEvents(page)
  await expect(page.getByTestId('battle-log').locator('li')).toHaveCount(events.length)
})

test('an idle field draws no frame; a hover or a round wakes it, then it sleeps again', async ({ page }) => {
  await startBattle(page, 'sidi-rezegh', 'idle-1')
  // Past the card windows (their hand-off screen covers the field).
  await playCardsPass(page)
  const frames = () => page.evaluate(() => (window as unknown as { __battle: { frames: number } }).__battle.frames)
  const still = async () => {
    // Settled: no frame over a whole second.
    await expect
      .poll(async () => {
        const a = await frames()
        await page.waitForTimeout(1000)
        return (await frames()) - a
      }, { timeout: 20_000 })
      .toBe(0)
  }
  await still()
  // Over a counter (the middle of the field is under the log and the launch button).
  const first = (await getLayout(page))!.places[0]!.id
  const at = await counterCentre(page, first)
  const before = await frames()
  await page.mouse.move(at.x, at.y, { steps: 5 })
  await expect.poll(frames).toBeGreaterThan(before)
  await still()
})
