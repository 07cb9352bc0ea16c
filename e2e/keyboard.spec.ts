import { expect, test, type Page } from '@playwright/test'
import { ownerOfScenario } from '../src/engine/rulesets/registry.ts'
import type { BattleView } from '../src/engine/core/view.ts'

/**
 * Issue 12, "Accessible": a whole hot-seat battle of each rule system played
 * with the keyboard alone (Tab, Shift+Tab, Enter, Space, the arrow keys and
 * the window's own keys; no mouse, no click, no script focusing anything):
 * the scenario chosen on the start screen, the speed set with "4", the cards
 * of a hand played, every question answered in the decision panel (its
 * radios chosen with the arrow keys where the mouse would click a counter on
 * the canvas), each round launched, to the summary, closed with Escape and
 * opened again from the toolbar. Wherever Tab brings the focus, it is seen.
 */

/** What the page's test hook (window.__battle, test builds only) tells; read here without the helpers' mouse-driven steps. */
type Hook = { gestures: number; view: BattleView | null; playing?: boolean; seed: string | null; state: { attacks?: number } | null; events: { t: string; unit?: string; target?: string }[] | null }
const hook = (page: Page) =>
  page.evaluate(() => {
    const b = (window as unknown as { __battle?: Hook }).__battle
    return { gestures: b?.gestures ?? 0, view: b?.view ?? null, playing: b?.playing ?? false, seed: b?.seed ?? null, state: b?.state ?? null, events: b?.events ?? [] }
  })
const view = async (page: Page) => (await hook(page)).view!

/** Whether the element with the focus matches a selector. */
const focusMatches = (page: Page, selector: string) => page.evaluate((sel) => !!document.activeElement?.matches(sel), selector)

/** The focused element shows a ring: :focus-visible, with an outline of 2px or more (app.css). */
async function expectFocusVisible(page: Page): Promise<void> {
  const f = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const cs = getComputedStyle(el)
    return { what: el.outerHTML.slice(0, 100), visible: el.matches(':focus-visible'), style: cs.outlineStyle, width: parseFloat(cs.outlineWidth) }
  })
  expect(f, 'something has the focus').not.toBeNull()
  expect(f!.visible, `${f!.what} matches :focus-visible`).toBe(true)
  expect(f!.style, `${f!.what} has an outline`).not.toBe('none')
  expect(f!.width, `${f!.what}'s outline width`).toBeGreaterThanOrEqual(2)
}

/** Presses Tab (or Shift+Tab) until the focus is on an element matching `selector`; the ring shows on each element passed. */
async function tabTo(page: Page, selector: string, opts: { back?: boolean; max?: number } = {}): Promise<void> {
  const key = opts.back ? 'Shift+Tab' : 'Tab'
  for (let i = 0; i < (opts.max ?? 80); i++) {
    if (await focusMatches(page, selector)) {
      await expectFocusVisible(page)
      return
    }
    await page.keyboard.press(key)
    // The ring wherever the focus lands (the page itself aside).
    if (await page.evaluate(() => document.activeElement !== document.body)) await expectFocusVisible(page)
  }
  throw new Error(`tabTo: ${selector} never took the focus`)
}

/** Waits for a gesture beyond `before`; a round still playing on the field is ended with Space (the window's skip). */
async function gestureAfter(page: Page, before: number): Promise<void> {
  await expect.poll(async () => (await hook(page)).gestures, { timeout: 30_000 }).toBeGreaterThan(before)
  const deadline = Date.now() + 20_000
  while ((await hook(page)).playing) {
    if (Date.now() > deadline) throw new Error('the round never stopped playing')
    await page.waitForTimeout(300)
    if ((await hook(page)).playing) {
      await blurToPage(page)
      await page.keyboard.press('Space')
    }
  }
}

/**
 * Before the window's Space: a focused button (other than Launch) would take
 * Space for itself, and a field ignores the window's keys, so the focus is
 * first moved with Tab to the Launch button or a Battle Morale diamond.
 */
async function blurToPage(page: Page): Promise<void> {
  if (!(await focusMatches(page, 'button:not([data-testid=launch]), input, select'))) return
  await tabTo(page, '[data-testid=launch], .diamond-wrap')
}

/** Launches the next round from the keyboard: Enter on the Launch button when it has the focus, else Space (useKeyboard.ts). */
async function launch(page: Page): Promise<void> {
  const before = (await hook(page)).gestures
  await expect(page.getByTestId('launch')).toBeEnabled()
  if (await focusMatches(page, '[data-testid=launch]')) await page.keyboard.press('Enter')
  else {
    await blurToPage(page)
    if (await focusMatches(page, '[data-testid=launch]')) await page.keyboard.press('Enter')
    else await page.keyboard.press('Space')
  }
  await gestureAfter(page, before)
}

/** Accepts the open panel: its submit button has the focus when it opens (Enter takes the rule's defaults), else Tab to it. */
async function submitPanel(page: Page): Promise<void> {
  const before = (await hook(page)).gestures
  const submit = page.getByTestId('decision-submit')
  await expect(submit).toBeEnabled()
  await tabTo(page, '[data-testid=decision-submit]')
  await page.keyboard.press('Enter')
  await gestureAfter(page, before)
}

/** Moves a radio group's choice with the arrow keys to the radio at `index` (the focus is in the group); returns its value. */
async function arrowToRadio(page: Page, fieldset: string, index: number): Promise<string> {
  const radios = page.locator(`${fieldset} input[type=radio]`)
  const values = await radios.evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value))
  const at = await radios.evaluateAll((xs) => xs.findIndex((x) => x === document.activeElement))
  expect(at, `the focus is in ${fieldset}`).toBeGreaterThanOrEqual(0)
  for (let i = at; i < index; i++) await page.keyboard.press('ArrowDown')
  for (let i = at; i > index; i--) await page.keyboard.press('ArrowUp')
  await expect(radios.nth(index)).toBeChecked()
  await expect(radios.nth(index)).toBeFocused()
  return values[index]!
}

/** From the start screen: the scenario chosen with the arrow keys, the seed typed, Start pressed; then "4" for the instant speed. */
async function startByKeyboard(page: Page, scenario: string, seed: string): Promise<void> {
  await page.goto('/')
  await expect(page.getByTestId('start-screen')).toBeVisible()
  // The rule system first: its tiles are one radio group, the arrow keys move through them.
  const ruleset = ownerOfScenario(scenario)!
  await tabTo(page, 'input[name=ruleset]')
  const tiles = await page.locator('[data-ruleset]').evaluateAll((xs) => xs.map((x) => x.getAttribute('data-ruleset')))
  for (let i = 0; i < tiles.indexOf(ruleset); i++) await page.keyboard.press('ArrowRight')
  await expect(page.locator(`[data-ruleset="${ruleset}"]`)).toHaveClass(/chosen/)
  await tabTo(page, 'input[name=scenario]')
  const radios = page.locator('input[name=scenario]')
  const ids = await page.locator('li[data-scenario]').evaluateAll((xs) => xs.map((x) => x.getAttribute('data-scenario')))
  const target = ids.indexOf(scenario)
  expect(target, `${scenario} is listed`).toBeGreaterThanOrEqual(0)
  const at = await radios.evaluateAll((xs) => xs.findIndex((x) => x === document.activeElement))
  for (let i = at; i < target; i++) await page.keyboard.press('ArrowDown')
  await expect(page.locator(`li[data-scenario="${scenario}"] input[type=radio]`)).toBeChecked()
  await expect(page.locator(`li[data-scenario="${scenario}"]`)).toHaveClass(/chosen/)
  // Both sides human (the default), the seed typed over.
  await expect(page.getByTestId('player-attacker')).toHaveValue('human')
  await expect(page.getByTestId('player-defender')).toHaveValue('human')
  await tabTo(page, '[data-testid=seed]')
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(seed)
  await tabTo(page, '[data-testid=start]')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await expect.poll(async () => (await hook(page)).seed).toBe(seed)
  // "4": the instant speed, so that no round's dice hold the test up (the focus is never in a field here).
  await page.keyboard.press('4')
  await expect(page.getByLabel('Animation speed')).toHaveValue('instant')
}

/** A hand of cards: the handoff passed with Enter, then one playable card played (Tab to it, Enter), or the hand passed. */
async function playHand(page: Page, play: boolean): Promise<string | null> {
  const v = await view(page)
  const side = v.pending!.side
  const handoff = page.getByTestId('handoff')
  await expect(handoff).toBeVisible()
  await expect(handoff.getByRole('heading')).toHaveText(`Pass the device to ${v.sides[side].name}`)
  // Its one button has the focus; Tab does not leave the handoff for the window hidden behind it.
  const reveal = handoff.getByRole('button', { name: /^I am .*: show my hand$/ })
  await expect(reveal).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(reveal).toBeFocused()
  await expectFocusVisible(page)
  await page.keyboard.press('Enter')
  await expect(handoff).toBeHidden()
  const hand = page.getByTestId('hand')
  await expect(hand).toBeVisible()
  const done = page.getByTestId('cards-done')
  let played: string | null = null
  const playable = v.sides[side].hand.find((c) => c.playable)
  if (play && playable) {
    await tabTo(page, `[data-testid=hand] li.card.playable[data-card="${playable.id}"] button.card-face`)
    await page.keyboard.press('Enter')
    await expect(done).toHaveText('Play 1 card')
    await expect(page.getByTestId('drop-zone').getByRole('button', { name: playable.name })).toBeVisible()
    // The focus stays in the hand (the next card, or the note in the emptied hand), seen, not lost to the top of the page.
    expect(await focusMatches(page, '[data-testid=hand] *')).toBe(true)
    await expectFocusVisible(page)
    played = playable.id
    await tabTo(page, '[data-testid=cards-done]', { back: true })
  } else {
    await expect(done).toHaveText('Pass')
    await tabTo(page, '[data-testid=cards-done]')
  }
  const before = (await hook(page)).gestures
  await page.keyboard.press('Enter')
  await gestureAfter(page, before)
  if (played) expect((await view(page)).sides[side].played.map((c) => c.id)).toContain(played)
  return played
}

/** The end: the summary dialog; Escape closes it, the toolbar's Summary button (Tab, Enter) opens it again. */
async function summaryByKeyboard(page: Page): Promise<void> {
  const summary = page.getByTestId('summary')
  await expect(summary).toBeVisible()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(summary).toBeHidden()
  await tabTo(page, '[data-testid=show-summary]')
  await page.keyboard.press('Enter')
  await expect(summary).toBeVisible()
  // Its buttons are reached with Tab.
  await tabTo(page, '[data-testid=summary-close]')
  await page.keyboard.press('Enter')
  await expect(summary).toBeHidden()
}

const isCards = (v: BattleView) => !!v.pending?.form.fields.some((f) => f.type === 'several' && f.present === 'cards')
const isPanel = (v: BattleView) => !!v.pending && !v.pending.byLaunch && !isCards(v)

test.describe.configure({ timeout: 300_000 })

test('grand, hot-seat by keyboard: handoff, a card of each hand played with Enter, rounds with Space, questions in the panel, to the summary', async ({ page }) => {
  await startByKeyboard(page, 'skirmish', 'keys')
  // The Cards round: each side is handed the device and plays a card from the keyboard.
  expect(await playHand(page, true)).not.toBeNull()
  expect(await playHand(page, true)).not.toBeNull()
  let rounds = 0
  for (let i = 0; i < 60; i++) {
    const v = await view(page)
    if (v.over && !isPanel(v)) break
    if (isCards(v)) await playHand(page, false)
    else if (isPanel(v)) {
      await expect(page.getByTestId('decision-panel')).toBeVisible()
      await expect(page.getByTestId('decision-submit')).toBeFocused()
      await submitPanel(page)
    } else {
      await launch(page)
      rounds++
    }
  }
  expect(rounds).toBeGreaterThan(2)
  await summaryByKeyboard(page)
})

test('axis, hot-seat by keyboard: an assignment changed with the arrow keys, a target aimed, every question in the panel, to the summary', async ({ page }) => {
  await startByKeyboard(page, 'axis-air-land-example', 'keys')
  // §5.1: the attacker assigns its fighters; the second one to TacAir, from the keyboard.
  let v = await view(page)
  expect(v.pending).toMatchObject({ side: 'attacker', kind: 'assign' })
  const panel = page.getByTestId('decision-panel')
  await expect(page.getByTestId('decision-submit')).toBeFocused()
  const second = panel.locator('fieldset').nth(1)
  const field = await second.getAttribute('data-field')
  await tabTo(page, `fieldset[data-field="${field}"] input[type=radio]`, { back: true })
  const labels = await second.locator('label').allTextContents()
  const tacair = labels.findIndex((l) => /TacAir/.test(l))
  expect(tacair).toBeGreaterThanOrEqual(0)
  await arrowToRadio(page, `fieldset[data-field="${field}"]`, tacair)
  await submitPanel(page)
  v = await view(page)
  expect(v.counters.filter((c) => c.side === 'attacker' && c.zone === 'tacair').map((c) => c.icon).sort()).toEqual(['bomber', 'fighter'])

  let aimed: { unit: string; target: string } | null = null
  let launched = 0
  for (let i = 0; i < 80; i++) {
    v = await view(page)
    if (v.over && !isPanel(v)) break
    if (isPanel(v)) {
      await expect(panel).toBeVisible()
      await expect(page.getByTestId('decision-submit')).toBeFocused()
      const aim = v.pending!.kind === 'aim' ? v.pending!.form.fields.find((f) => f.type === 'pick' && f.choices.filter((c) => v.counters.some((k) => k.id === c.value)).length > 1) : undefined
      if (aim?.type === 'pick' && !aimed) {
        // A target counter other than the default, chosen by the arrow keys where the mouse would click it on the canvas.
        const targets = aim.choices.map((c) => c.value)
        const to = targets.findIndex((t) => t !== aim.default && v.counters.some((k) => k.id === t))
        await tabTo(page, `fieldset[data-field="${aim.id}"] input[type=radio]`, { back: true })
        const value = await arrowToRadio(page, `fieldset[data-field="${aim.id}"]`, to)
        await submitPanel(page)
        aimed = { unit: aim.id, target: value }
      } else await submitPanel(page)
    } else {
      await launch(page)
      launched++
    }
  }
  expect(launched).toBeGreaterThan(0)
  // The unit aimed from the keyboard fired at the counter chosen.
  expect(aimed).not.toBeNull()
  expect((await hook(page)).events!.some((e) => e.t === 'shot' && e.unit === aimed!.unit && e.target === aimed!.target)).toBe(true)
  await summaryByKeyboard(page)
})

test('napoleonic, hot-seat by keyboard: attacker and defender chosen with the arrow keys (no click on the map), phases ended from the keyboard, to the summary', async ({ page }) => {
  await startByKeyboard(page, 'napoleonic-ridge', 'keys')
  const panel = page.getByTestId('decision-panel')
  let declared = 0
  for (let i = 0; i < 80; i++) {
    const { view: v, state } = await hook(page)
    if (v!.over && !isPanel(v!)) break
    // At most two attacks a phase (state.attacks counts this phase's), then the phase is ended.
    if (isPanel(v!) && (state?.attacks ?? 0) < 2) {
      await expect(panel).toBeVisible()
      await expect(page.getByTestId('decision-submit')).toBeFocused()
      // Shift+Tab back to the attacking unit's radios; the next attacker of the list (not the default) with the arrow keys.
      await tabTo(page, 'fieldset[data-field=attacker] input[type=radio]', { back: true })
      const f = v!.pending!.form.fields[0]!
      const real = f.type === 'place' ? f.choices.length : 1
      const checked = await panel.locator('fieldset[data-field=attacker] input[type=radio]').evaluateAll((xs) => xs.findIndex((x) => (x as HTMLInputElement).checked))
      const attacker = await arrowToRadio(page, 'fieldset[data-field=attacker]', real > 1 ? (checked + 1 + declared) % real : 0)
      // Tab to the defending unit's radios: only the enemies this attacker reaches; one of them by the arrow keys.
      await tabTo(page, 'fieldset[data-field=defender] input[type=radio]')
      const d = v!.pending!.form.fields[1]!
      if (d.type !== 'place' || !d.dependsOn) throw new Error('expected the defender place field')
      const reach = d.dependsOn.allowed[attacker]!
      const offered = await panel.locator('fieldset[data-field=defender] input[type=radio]').evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value))
      expect(offered.filter((x) => x !== 'end')).toEqual(expect.arrayContaining(reach))
      const defender = await arrowToRadio(page, 'fieldset[data-field=defender]', offered.indexOf(reach[declared % reach.length]!))
      const n = (await hook(page)).events!.length
      await submitPanel(page)
      expect((await hook(page)).events!.slice(n)[0]).toMatchObject({ t: 'declare', attacker, defender })
      declared++
      continue
    }
    // The phase ends with the Launch button ("End phase N"): Tab to it from the panel, Enter.
    await launch(page)
  }
  expect(declared).toBeGreaterThanOrEqual(4)
  await summaryByKeyboard(page)
})
