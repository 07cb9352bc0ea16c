import { expect, test, type Page } from '@playwright/test'
import type { Side } from '../src/engine/core/types.ts'
import type { BattleView } from '../src/engine/core/view.ts'
import { attackOdds } from '../src/engine/rulesets/napoleonic/attackOdds.ts'
import type { NapEvent } from '../src/engine/rulesets/napoleonic/events.ts'
import type { NapState } from '../src/engine/rulesets/napoleonic/state.ts'
import { BATTLE_LINK, canvasBox, clickCanvasAt, getGestures, setSpeed, waitGesture } from './helpers.ts'

/**
 * Napoleonic combat on a hex map (seed 004, src/engine/rulesets/napoleonic/)
 * played in the window by clicks on the map: the seed's "select the attacking
 * unit, then click the defending unit" — the second click declares the attack.
 * While an attack is composed the window shows the engine's preview: each
 * side's total in its diamond and the exact outcomes in place of the odds bar,
 * whose figures must be attackOdds' for the pair under declaration.
 */

const SCENARIO = 'napoleonic-ridge'
const link = (seed: string, defender: string) => `/#/play/${SCENARIO}?seed=${seed}&attacker=human&defender=${defender}`

/** The state, its events, the view and the map places' canvas positions, read in one go so that they belong together. */
const read = (page: Page) =>
  page.evaluate(() => {
    const b = window.__battle!
    return { state: b.state as unknown, events: b.events as unknown, view: b.view as unknown, places: b.mapPlaces, gestures: b.gestures }
  }) as Promise<{ state: NapState; events: NapEvent[]; view: BattleView; places: Record<string, { x: number; y: number }> | null; gestures: number }>

async function open(page: Page, seed: string, defender: string): Promise<void> {
  await page.goto(link(seed, defender))
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.__battle?.seed)).toBe(seed)
  await expect(page).toHaveURL(BATTLE_LINK)
  await setSpeed(page, 'instant')
}

const nameOf = (s: NapState, id: string) => s.units.find((u) => u.id === id)!.name
const pct = (p: number) => `${(100 * p).toFixed(1)}%`

/**
 * Page coordinates of a unit's counter. The map board draws the counters of a
 * place as a stack fanned about its centre (mapLayout.ts stackOffsets); here a
 * hex holds one unit (N12), so its counter sits on the place's centre.
 */
async function unitPoint(page: Page, id: string): Promise<{ x: number; y: number }> {
  const { state, view, places } = await read(page)
  const at = state.units.find((u) => u.id === id)!.at
  expect(view.counters.filter((c) => c.at === at).map((c) => c.id), `the counters drawn at ${at}`).toEqual([id])
  expect(places, 'the field shows the map').not.toBeNull()
  const box = await canvasBox(page)
  return { x: box.x + places![at]!.x, y: box.y + places![at]!.y }
}

/** Clicks a unit's counter on the map; the pointer comes over it first, as a player's would. */
async function clickUnit(page: Page, id: string): Promise<number> {
  const p = await unitPoint(page, id)
  await page.mouse.move(p.x, p.y, { steps: 4 })
  return clickCanvasAt(page, p)
}

/**
 * The preview of the attack under declaration: the outcome bar in place of the
 * odds bar, its figures attackOdds' for the pair (items exclusive, adding to
 * 1), the ratio column in its title, the totals in the two diamonds.
 */
async function checkPreview(page: Page, attacker: string, defender: string): Promise<void> {
  const { state, view } = await read(page)
  const o = attackOdds(state, attacker, defender)
  const a = nameOf(state, attacker)
  const d = nameOf(state, defender)
  const drm = o.drm ? `, die ${o.drm > 0 ? '+' : '−'}${Math.abs(o.drm)}` : ''
  const title = `${a} attacks ${d}: ${o.attack} against ${o.defend}, ${o.column}${drm}`
  const other: Side = state.phasing === 'attacker' ? 'defender' : 'attacker'
  const items: [string, number, Side | null][] = [[`${d} driven out`, o.dislodge, state.phasing], [`${d} holds and ${a} suffers`, o.attackerSuffers - o.both, other]]
  if (o.defenderLossOnly > 0) items.push([`${d} holds but loses strength`, o.defenderLossOnly, null])
  items.push(['Nothing changes', o.nothing, null])
  expect(items.reduce((t, [, p]) => t + p, 0)).toBeCloseTo(1, 9)
  // As the odds bar: the first side's colour on the left, the second's on the right.
  const rank = (x: Side | null) => (x === 'attacker' ? 0 : x === null ? 1 : 2)
  items.sort((x, y) => rank(x[2]) - rank(y[2]))
  const bar = page.getByTestId('outcome-bar')
  await expect(bar).toBeVisible()
  await expect(page.getByTestId('odds-bar')).toHaveCount(0)
  await expect(bar).toHaveAttribute('title', `${title}: ${items.map(([l, p]) => `${l} ${pct(p)}`).join(', ')}`)
  // The phasing side's diamond holds the attack, the other the defence.
  await expect(page.getByTestId(`bm-${state.phasing}`).getByRole('img')).toHaveAttribute('aria-label', new RegExp(`^Attack of ${a.replace(/[.()]/g, '\\$&')}.*: ${o.attack}$`))
  await expect(page.getByTestId(`bm-${other}`).getByRole('img')).toHaveAttribute('aria-label', new RegExp(`^Defence of ${d.replace(/[.()]/g, '\\$&')}.*: ${o.defend}$`))
  expect(view.pending?.kind).toBe('attack')
}

/** The defender the form holds once `attacker` is clicked: the one it had if the new attacker reaches it, else the first it reaches. */
function defenderAfter(view: BattleView, attacker: string, before: string): string {
  const f = view.pending!.form.fields[1]!
  if (f.type !== 'place' || !f.dependsOn) throw new Error('expected the defender place field')
  const reach = f.dependsOn.allowed[attacker]!
  return reach.includes(before) ? before : f.choices.find((c) => reach.includes(c.value))!.value
}

/**
 * One attack by two clicks: the attacker (the bar then previews it against
 * the defender the form holds), then the enemy counter, which declares it.
 * Checks that it was resolved: its events, its log lines, the Routs box.
 */
async function attackByClicks(page: Page, attacker: string, defender: string): Promise<void> {
  const { view } = await read(page)
  const held = view.pending!.form.fields[1]!.type === 'place' ? (view.pending!.form.fields[1]!.default as string) : 'end'
  const before = await clickUnit(page, attacker)
  // The first click only composes: nothing is sent.
  await page.waitForTimeout(100)
  expect(await getGestures(page)).toBe(before)
  await checkPreview(page, attacker, defenderAfter(view, attacker, held))
  const n = (await read(page)).events.length
  await clickUnit(page, defender)
  await waitGesture(page, before)
  const { state, events } = await read(page)
  const fresh = events.slice(n)
  expect(fresh[0]).toMatchObject({ t: 'declare', side: state.phasing, attacker, defender })
  expect(fresh.map((e) => e.t)).toEqual(expect.arrayContaining(['totals', 'ratio', 'shot', 'result']))
  // The log says it with names, never ids.
  const log = page.getByTestId('battle-log').locator('li')
  await expect(log).toHaveCount(events.length)
  await expect(log.nth(n)).toHaveText(`${state.sides[state.phasing].name}: ${nameOf(state, attacker)} attacks ${nameOf(state, defender)}`)
  const lines = (await log.allTextContents()).slice(n).join('\n')
  for (const u of state.units) expect(lines).not.toContain(u.id)
  await checkBoxes(page, state)
}

/** The Routs boxes list the units driven back this phase, the Losses boxes the eliminated; victorious units carry the grey line. */
async function checkBoxes(page: Page, state: NapState): Promise<void> {
  const { view } = await read(page)
  for (const side of ['attacker', 'defender'] as const) {
    await expect(page.getByTestId(`routs-${side}`).locator('.lrb-count')).toHaveText(String(state.units.filter((u) => u.side === side && u.place === 'field' && u.drivenBack).length))
    await expect(page.getByTestId(`losses-${side}`).locator('.lrb-count')).toHaveText(String(state.units.filter((u) => u.side === side && u.place === 'losses').length))
  }
  for (const u of state.units.filter((x) => x.place === 'field')) expect(!!view.counters.find((c) => c.id === u.id)!.stripe, u.name).toBe(u.victorious)
}

/** Ends the phase with the Launch button (it reads "End phase N" while attacks are left). */
async function launch(page: Page): Promise<void> {
  const { view } = await read(page)
  const button = page.getByTestId('launch')
  await expect(button).toBeEnabled()
  await expect(button).toHaveText(view.launch!)
  const before = await getGestures(page)
  await button.click({ force: true })
  await waitGesture(page, before)
}

/** The summary: the result in the engine's words, the Launch button gone. */
async function checkSummary(page: Page): Promise<NapState> {
  const summary = page.getByTestId('summary')
  await expect(summary).toBeVisible()
  const { state, view, events } = await read(page)
  expect(state.phase).toBe('over')
  const w = state.result!.winner
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(w ? `${view.sides[w].name} wins` : 'No winner')
  await expect(page.getByTestId('summary-reason')).toHaveText(state.result!.reason)
  await expect(page.getByTestId('launch')).toHaveCount(0)
  expect(events.at(-1)).toMatchObject({ t: 'end', winner: w })
  return state
}

test('napoleonic, hot-seat by clicks on the map: attacker then enemy counter declares and resolves the attack, the preview shows attackOdds, Launch ends each phase, to the summary', async ({ page }) => {
  test.setTimeout(240_000)
  await open(page, '3', 'human')
  await expect(page.getByTestId('round-name')).toHaveText('Before the first attack')
  let attacks = 0
  const previewed = new Set<string>()
  for (let step = 0; step < 60; step++) {
    const { state, view } = await read(page)
    if (view.over) break
    if (view.pending && attacks < 12) {
      const f = view.pending.form.fields[1]!
      if (f.type !== 'place' || !f.dependsOn) throw new Error('expected the defender place field')
      // At most two attacks a phase, the attackers and their enemies taken in turn among those the form offers (not only its default).
      const done = state.attacks
      if (done < 2) {
        const keys = Object.keys(f.dependsOn.allowed)
        const attacker = keys[attacks % keys.length]!
        const reach = f.dependsOn.allowed[attacker]!
        const defender = reach[attacks % reach.length]!
        previewed.add(state.phasing)
        await attackByClicks(page, attacker, defender)
        attacks++
        continue
      }
      // The form's default pair is previewed as soon as the question opens.
      const a = view.pending.form.fields[0]!.default as string
      const d = f.default as string
      if (a !== 'end') await checkPreview(page, a, d)
      else await expect(page.getByTestId('odds-bar')).toBeVisible()
    } else if (!view.pending) {
      // Nothing to compose: the odds bar is back.
      await expect(page.getByTestId('outcome-bar')).toHaveCount(0)
      await expect(page.getByTestId('odds-bar')).toBeVisible()
    }
    await launch(page)
  }
  const state = await checkSummary(page)
  expect(attacks).toBeGreaterThanOrEqual(4)
  // Both sides attacked by clicks, each in its own phases.
  expect(previewed).toEqual(new Set(['attacker', 'defender']))
  expect(state.phaseNo).toBe(state.phases)
})

test('napoleonic against the AI: the French attack by clicks, the Coalition (AI) declares its own with a reason, to the summary', async ({ page }) => {
  test.setTimeout(240_000)
  await open(page, 'nap-ai', 'ai-easy')
  let human = 0
  for (let step = 0; step < 80; step++) {
    const { state, view, gestures } = await read(page)
    if (view.over) break
    if (view.pending?.side === 'defender') {
      // The AI's turn: no panel; it answers by itself (an attack, or the end of its phase).
      await expect(page.getByTestId('decision-panel')).toHaveCount(0)
      await expect.poll(async () => (await getGestures(page)) > gestures, { timeout: 60_000 }).toBe(true)
      continue
    }
    if (view.pending && state.attacks < 3) {
      // The best odds first, as the form proposes them, by clicks.
      const a = view.pending.form.fields[0]!.default as string
      const d = view.pending.form.fields[1]!.default as string
      if (a !== 'end') {
        await attackByClicks(page, a, d)
        human++
        continue
      }
    }
    await launch(page)
  }
  await checkSummary(page)
  const { events } = await read(page)
  expect(human).toBeGreaterThan(0)
  const ai = events.filter((e): e is Extract<NapEvent, { t: 'declare' | 'end-declared' }> => (e.t === 'declare' || e.t === 'end-declared') && e.side === 'defender')
  expect(ai.length).toBeGreaterThan(0)
  for (const e of ai) expect(e.reason).toMatch(/^easy: /)
})

test('declaring by the mouse: once an attacker is chosen, hovering an enemy in reach shows that attack\'s odds beside the cursor and marks its supports; the keyboard reaches the same by the counters\' buttons', async ({ page }) => {
  await open(page, 'nap-hover', 'human')
  const { view } = await read(page)
  const f = view.pending!.form.fields[1]!
  if (f.type !== 'place' || !f.dependsOn) throw new Error('expected the defender place field')
  // An attacker with two enemies in reach: the hover then has one that the form does not hold.
  const [attacker, reach] = Object.entries(f.dependsOn.allowed).find(([, r]) => r.length >= 2) ?? Object.entries(f.dependsOn.allowed)[0]!
  const before = await clickUnit(page, attacker)
  expect(await getGestures(page)).toBe(before)
  const held = defenderAfter(view, attacker, f.default as string)
  const other = reach.find((d) => d !== held) ?? reach[0]!
  const p = await unitPoint(page, other)
  await page.mouse.move(p.x, p.y, { steps: 4 })
  const label = page.getByTestId('hover-odds')
  await expect(label).toBeVisible()
  const { state } = await read(page)
  await expect(label).toContainText(`${nameOf(state, attacker)} attacks ${nameOf(state, other)}`)
  await expect(label).toContainText(/\d+ against \d+, /)
  // Off the enemy, the label goes; nothing was declared by the hover.
  await page.mouse.move(p.x + 400, p.y + 300, { steps: 3 })
  await expect(label).toBeHidden()
  expect(await getGestures(page)).toBe(before)
  // The keyboard: the enemy's button among the counters, focused, previews the same attack.
  await page.getByTestId(`counter-key-${other}`).focus()
  await expect(label).toContainText(`${nameOf(state, attacker)} attacks ${nameOf(state, other)}`)
})
