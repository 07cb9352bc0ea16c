import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import type { Layout } from './helpers.ts'

/**
 * The rules reference (each rule system's rules for players, in a dialog), on a rulebook example's
 * screen: the toolbar's "Rules ?", the gauge tooltip's "Battle Morale: rules ?"
 * by pointer and by keyboard, the ? key on a hovered counter; the topic
 * marked and scrolled to, the filter, Escape, the focus kept inside and given
 * back, the example's keys waiting, and axe on the open dialog.
 */

const EXAMPLE = '/#/walkthrough/grand-every-round/1'

type Hook = { step: number; layout: Layout | null; view: { counters: { id: string; name: string; rules?: string }[] } | null }
const hook = (page: Page) => page.evaluate(() => (window as unknown as { __walkthrough: Hook }).__walkthrough)

async function openExample(page: Page) {
  await page.goto(EXAMPLE)
  await expect(page.getByTestId('walkthrough-screen')).toBeVisible()
  await page.waitForSelector('html[data-field-painted]', { state: 'attached', timeout: 30_000 })
}

const dialog = (page: Page) => page.getByTestId('rules-reference')
const focusedInside = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[data-testid=rules-reference]'))

test('the toolbar opens the rules: contents, filter, Tab kept inside, Escape gives the focus back, axe-clean', async ({ page }) => {
  await openExample(page)
  const open = page.getByTestId('rules-open')
  await open.click()
  const d = dialog(page)
  await expect(d).toBeVisible()
  await expect(d.getByRole('heading', { level: 2 })).toHaveText('Rules: Grand battle with Battle Morale')
  // The players' page, section by section, and the filter has the focus with a word of these rules suggested.
  await expect(d.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toContainText(['Grand battle with Battle Morale: the rules for players', 'How a battle flows', 'The battle window', 'Battle Morale', 'Commanding leader'])
  await expect(d.getByTestId('rules-text')).not.toContainText(/src\/|\.ts\b|[0-9a-f]{16}|mutation/)
  await expect(d.getByText('House reading:').first()).toBeVisible()
  await expect(page.getByTestId('rules-filter')).toBeFocused()
  await expect(page.getByTestId('rules-filter')).toHaveAttribute('placeholder', 'a word, e.g. panic')

  const found = await new AxeBuilder({ page }).include('[data-testid=rules-reference]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
  expect(found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // The filter keeps the passages that hold the word, and says how many.
  const rows = d.locator('[data-testid=rules-text] p, [data-testid=rules-text] li')
  const all = await rows.count()
  await page.getByTestId('rules-filter').fill('rout')
  await expect(page.getByTestId('rules-status')).toContainText('hold “rout”')
  const kept = await rows.count()
  expect(kept).toBeGreaterThan(0)
  expect(kept).toBeLessThan(all)
  for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain('rout')
  await expect(d.locator('mark').first()).toHaveText(/rout/i)

  // Tab and Shift+Tab go round inside the dialog.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await focusedInside(page)).toBe(true)
  }
  await page.getByTestId('rules-filter').focus()
  await page.keyboard.press('Shift+Tab')
  expect(await focusedInside(page)).toBe(true)

  // The example's keys wait while the dialog is open: → does not step on.
  await page.keyboard.press('ArrowRight')
  expect((await hook(page)).step).toBe(1)

  await page.keyboard.press('Escape')
  await expect(d).toHaveCount(0)
  await expect(open).toBeFocused()
})

test('the gauge tooltip\'s link opens the rules at Battle Morale, by pointer and by keyboard', async ({ page }) => {
  await openExample(page)
  const diamond = page.getByTestId('bm-attacker')
  await diamond.hover()
  const link = diamond.getByRole('button', { name: 'Battle Morale: rules ?' })
  await expect(link).toBeVisible()
  // The pointer travels from the diamond to the link: the tooltip stays open on the way.
  const from = (await diamond.locator('svg').boundingBox())!
  const to = (await link.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 })
  await page.mouse.down()
  await page.mouse.up()

  const d = dialog(page)
  await expect(d).toBeVisible()
  await expect(page.getByTestId('rules-status')).toHaveText('Opened at “Battle Morale”, in Battle Morale.')
  const heading = d.getByRole('heading', { name: 'Battle Morale', exact: true })
  await expect(heading).toBeInViewport()
  await expect(d.getByRole('link', { name: 'Battle Morale', exact: true })).toHaveAttribute('aria-current', 'location')
  // A link of the contents goes to its heading, inside the dialog (the address stays the example's).
  await d.getByRole('link', { name: 'Rout, pursuit and total elimination' }).click()
  await expect(d.getByRole('heading', { name: 'Rout, pursuit and total elimination' })).toBeFocused()
  await expect(page).toHaveURL(/#\/walkthrough\/grand-every-round\/1$/)
  await d.getByTestId('rules-close').click()
  await expect(d).toHaveCount(0)

  // By keyboard: the diamond, Tab to its link, Enter; closing gives the focus back to the link.
  await page.mouse.move(0, 0)
  await diamond.focus()
  await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(d).toBeVisible()
  await expect(page.getByTestId('rules-status')).toContainText('Battle Morale')
  await page.keyboard.press('Escape')
  await expect(d).toHaveCount(0)
  await expect(link).toBeFocused()
})

test('the ? key opens the rules at the hovered counter\'s topic, which its tooltip names', async ({ page }) => {
  await openExample(page)
  // No render after the first: the field must stand where the published layout says (it once stood at the
  // canvas's first size, 800 × 400, when the box grew while the renderer started: Battlefield.tsx onInit).
  const h = await hook(page)
  const c = h.view!.counters.find((k) => k.rules && h.layout!.places.some((p) => p.id === k.id))!
  expect(c, 'a counter on the field with a topic').toBeTruthy()
  const box = (await page.locator('[data-testid=battlefield] canvas').boundingBox())!
  const p = h.layout!.places.find((q) => q.id === c.id)!
  const at = { x: box.x + p.x + h.layout!.counterW / 2, y: box.y + p.y + h.layout!.counterH / 2 }
  await page.mouse.move(at.x - 20, at.y - 20)
  await page.mouse.move(at.x, at.y, { steps: 4 })
  const tip = page.getByTestId('counter-tooltip')
  await expect(tip.locator('strong')).toHaveText(c.name)
  await expect(tip.getByTestId('counter-rules')).toHaveText(`? — rules: ${c.rules}`)
  await page.keyboard.press('?')
  await expect(dialog(page)).toBeVisible()
  await expect(page.getByTestId('rules-status')).toContainText(`Opened at “${c.rules}”`)
  await expect(dialog(page).locator('.rules-target')).toBeInViewport()
})

test('in the battle window: the gauge link and the toolbar open the rules of the battle\'s own rule system', async ({ page }) => {
  await page.goto('/#/play/axis-munchen?seed=rules')
  await expect(page.getByTestId('battle-screen')).toBeVisible()
  await page.waitForSelector('html[data-field-painted]', { state: 'attached', timeout: 30_000 })
  await page.getByTestId('rules-open').click()
  await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(/^Rules: Axis/)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toHaveCount(0)
  const diamond = page.getByTestId('bm-attacker')
  await diamond.focus()
  const link = diamond.getByRole('button', { name: /: rules \?$/ })
  await expect(link).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).locator('.rules-target')).toHaveCount(1)
  await expect(dialog(page).locator('.rules-target')).toBeInViewport()
  await expect(page.getByTestId('rules-status')).toContainText('Opened at')
})
