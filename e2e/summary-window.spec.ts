import { expect, test, type Page } from '@playwright/test'
import { getGestures, getState, getView, launchOnce, launchUntilOver, playCardsPass, setSpeed, startBattle } from './helpers.ts'

/**
 * The summary and the window around it (the defects 1–4 and 6): the
 * Launch button keeps its red under the pointer, every text of the summary
 * is readable, the summary can be closed to look at the field and opened
 * again, the replay banner leaves the toolbar on screen, and a walkthrough
 * whose battle is over offers no "Play on from here".
 */

const SEED = 'summary-window'

/** Opens the skirmish hot-seat, passes the round-start cards and sets the dice to instant. */
async function openSkirmish(page: Page): Promise<void> {
  await startBattle(page, 'skirmish', SEED)
  await playCardsPass(page)
  await setSpeed(page, 'instant')
}

type Rgb = { r: number; g: number; b: number }

/** 'rgb(…)' / 'rgba(…)' to numbers; throws on anything else so that a new colour syntax fails loudly. */
function rgb(css: string): Rgb & { a: number } {
  const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(css)
  if (!m) throw new Error(`not an rgb colour: ${css}`)
  return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: m[4] === undefined ? 1 : Number(m[4]) }
}

/** A red: red well above green and blue (#8a2b1f and its hover shades; never the grey #4a463b). */
function isRed(css: string): boolean {
  const c = rgb(css)
  return c.r >= 100 && c.r >= 1.8 * c.g && c.r >= 1.8 * c.b
}

/**
 * Every visible text of the element, with the contrast ratio (WCAG 2) of its
 * colour against the background behind it, both taken from the computed
 * styles: the backgrounds of the ancestors are laid over one another from the
 * root down (a translucent backdrop over the page), and the text's own alpha
 * and the elements' opacity over that.
 */
async function contrasts(page: Page, testId: string): Promise<{ text: string; ratio: number; fg: string; bg: string }[]> {
  return page.getByTestId(testId).evaluate((root) => {
    const parse = (css: string) => {
      const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(css)
      if (!m) throw new Error(`not an rgb colour: ${css}`)
      return { r: +m[1]!, g: +m[2]!, b: +m[3]!, a: m[4] === undefined ? 1 : +m[4] }
    }
    type C = { r: number; g: number; b: number }
    const over = (top: C, a: number, under: C): C => ({ r: top.r * a + under.r * (1 - a), g: top.g * a + under.g * (1 - a), b: top.b * a + under.b * (1 - a) })
    const lum = (c: C) => {
      const ch = (v: number) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b)
    }
    const ratio = (x: C, y: C) => {
      const [hi, lo] = [lum(x), lum(y)].sort((p, q) => q - p) as [number, number]
      return (hi + 0.05) / (lo + 0.05)
    }
    const show = (c: C) => `rgb(${Math.round(c.r)}, ${Math.round(c.g)}, ${Math.round(c.b)})`
    const out: { text: string; ratio: number; fg: string; bg: string }[] = []
    const all = [root, ...Array.from(root.querySelectorAll('*'))] as HTMLElement[]
    for (const el of all) {
      const text = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim()
      if (!text) continue
      const box = el.getBoundingClientRect()
      // Visually hidden text (.sr-only: 1px, clipped) is for screen readers, not read on a background.
      if (box.width <= 1 || box.height <= 1 || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      const chain: HTMLElement[] = []
      for (let e: HTMLElement | null = el; e; e = e.parentElement) chain.push(e)
      // The page's own canvas colour first, then each ancestor's background from the root down.
      let bg: C = { r: 255, g: 255, b: 255 }
      let opacity = 1
      for (const e of chain.reverse()) {
        const s = getComputedStyle(e)
        const c = parse(s.backgroundColor)
        if (c.a > 0) bg = over(c, c.a, bg)
        opacity *= Number(s.opacity)
      }
      const s = getComputedStyle(el)
      const f = parse(s.color)
      const fg = over(f, f.a * opacity, bg)
      out.push({ text: text.slice(0, 40), ratio: Math.round(ratio(fg, bg) * 100) / 100, fg: show(fg), bg: show(bg) })
    }
    return out
  })
}

test('1: the enabled Launch button stays red under the pointer', async ({ page }) => {
  await openSkirmish(page)
  const launch = page.getByTestId('launch')
  await expect(launch).toBeEnabled()
  const before = await launch.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(isRed(before), `Launch at rest: ${before}`).toBe(true)
  const box = (await launch.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await expect.poll(() => launch.evaluate((el) => el.matches(':hover'))).toBe(true)
  const hovered = await launch.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(isRed(hovered), `Launch under the pointer: ${hovered}`).toBe(true)
  // Still enabled, and it still launches from there.
  await expect(launch).toBeEnabled()
  await launchOnce(page)
})

test('2: every text in the summary reads at 4.5:1 or more; the side colours stay as a mark beside the names', async ({ page }) => {
  await openSkirmish(page)
  await launchUntilOver(page)
  const summary = page.getByTestId('summary')
  // The battle's own record (the odds trace and luck) comes from a worker: read once it is in.
  await expect(page.getByTestId('luck')).toBeVisible({ timeout: 60_000 })
  const found = await contrasts(page, 'summary')
  expect(found.length).toBeGreaterThan(10)
  expect(found.filter((t) => t.ratio < 4.5)).toEqual([])

  const view = await getView(page)
  for (const side of ['attacker', 'defender'] as const) {
    const heading = summary.getByTestId(`summary-${side}`).getByRole('heading', { level: 3 })
    await expect(heading).toHaveText(view.sides[side].name)
    // The side's colour is still shown by its name: a mark (border) in that colour.
    const mark = await heading.evaluate((el) => {
      const s = getComputedStyle(el)
      return { width: parseFloat(s.borderLeftWidth), color: s.borderLeftColor }
    })
    expect(mark.width).toBeGreaterThanOrEqual(4)
    const want = rgb(await page.evaluate((c) => {
      const probe = document.createElement('span')
      probe.style.color = c
      document.body.append(probe)
      const out = getComputedStyle(probe).color
      probe.remove()
      return out
    }, view.sides[side].color))
    const got = rgb(mark.color)
    expect({ r: got.r, g: got.g, b: got.b }).toEqual({ r: want.r, g: want.g, b: want.b })
  }
})

test('3: the summary closes (button and Escape) to show the field, the toolbar opens it again, the battle stays over', async ({ page }) => {
  await openSkirmish(page)
  await launchUntilOver(page)
  const summary = page.getByTestId('summary')
  const final = await getState(page)
  expect(final.phase).toBe('over')
  const toolbar = page.getByRole('navigation', { name: 'Battle controls' })
  const reopen = toolbar.getByRole('button', { name: 'Summary' })

  // Close: the field is there to look at, nothing of the battle changes.
  await summary.getByRole('button', { name: 'Close' }).click()
  await expect(summary).toBeHidden()
  await expect(page.locator('.dialog-backdrop')).toHaveCount(0)
  const field = (await page.locator('.field-area').boundingBox())!
  const under = await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.field-area'), [field.x + 20, field.y + field.height / 2])
  expect(under).toBe(true)
  expect(await getState(page)).toEqual(final)
  await expect(page.getByTestId('launch')).toHaveCount(0)
  await expect(page.getByTestId('round-name')).toHaveText('Battle over')

  // The toolbar's Summary opens it again; Escape closes it.
  await expect(reopen).toBeVisible()
  await reopen.click()
  await expect(summary).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(summary).toBeHidden()
  expect(await getState(page)).toEqual(final)
  await reopen.click()
  await expect(summary).toBeVisible()
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(final.result!.winner ? `${(await getView(page)).sides[final.result!.winner].name} wins` : 'No winner')

  // Closed, then Undo from the toolbar: the battle goes on; when it is over again, the summary shows by itself.
  await summary.getByRole('button', { name: 'Close' }).click()
  await expect(summary).toBeHidden()
  // (A question after the battle, a breakthrough, is one more gesture to take back.)
  for (let i = 0; i < 3 && (await getState(page)).phase === 'over'; i++) {
    const n = await getGestures(page)
    await toolbar.getByRole('button', { name: 'Undo' }).click()
    await expect.poll(() => getGestures(page)).toBe(n - 1)
  }
  expect((await getState(page)).phase).not.toBe('over')
  await expect(reopen).toHaveCount(0)
  await launchUntilOver(page)
  await expect(summary).toBeVisible()
})

test('4: the replay banner leaves the whole toolbar on screen at 1280×800 and 1024×768', async ({ page }) => {
  await openSkirmish(page)
  await launchUntilOver(page)
  await page.getByTestId('summary').getByRole('button', { name: 'Replay' }).click()
  await expect(page.getByTestId('summary')).toBeHidden()
  await expect(page.getByTestId('message')).toContainText('Replay')

  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size)
    await expect(page.getByTestId('message')).toBeVisible()
    const toolbar = page.getByRole('navigation', { name: 'Battle controls' })
    const fit = await toolbar.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const items = Array.from(el.children).map((c) => c.getBoundingClientRect())
      return {
        top: r.top,
        bottom: r.bottom,
        left: r.left,
        right: r.right,
        itemsBottom: Math.max(...items.map((i) => i.bottom)),
        scrollY: window.scrollY,
        pageHeight: document.documentElement.scrollHeight,
        width: window.innerWidth,
        height: window.innerHeight,
      }
    })
    const where = `${size.width}×${size.height}: ${JSON.stringify(fit)}`
    expect(fit.top, where).toBeGreaterThanOrEqual(0)
    expect(fit.left, where).toBeGreaterThanOrEqual(0)
    expect(fit.bottom, where).toBeLessThanOrEqual(fit.height)
    expect(fit.itemsBottom, where).toBeLessThanOrEqual(fit.height)
    expect(fit.right, where).toBeLessThanOrEqual(fit.width)
    // Nothing to scroll to: the window is the page.
    expect(fit.pageHeight, where).toBeLessThanOrEqual(fit.height)
    // The bottom bar and the Launch button (replaying) stay in view too.
    const bar = (await page.locator('.bottom-bar').boundingBox())!
    expect(bar.y + bar.height, where).toBeLessThanOrEqual(size.height)
    await expect(page.getByTestId('launch')).toBeInViewport()
    await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeInViewport()
  }
  // And the replay still plays from there.
  await launchOnce(page)
})

type WalkthroughHook = { step: number; steps: number; view: { over: boolean } | null }
const walkHook = (page: Page) => page.evaluate(() => (window as unknown as { __walkthrough: WalkthroughHook }).__walkthrough)

test('6: a walkthrough whose battle is over offers no "Play on from here", and says why', async ({ page }) => {
  for (const [id, step] of [
    ['grand-every-round', 11],
    ['grand-every-round', 10],
    ['axis-munchen', 6],
  ] as const) {
    await page.goto(`/#/walkthrough/${id}/${step}`)
    await expect(page.getByTestId('walkthrough-screen')).toBeVisible()
    await expect.poll(async () => (await walkHook(page)).step).toBe(step)
    expect((await walkHook(page)).view!.over, `${id} step ${step}`).toBe(true)
    await expect(page.getByTestId('walkthrough-play-on'), `${id} step ${step}`).toHaveCount(0)
    await expect(page.getByTestId('walkthrough-over'), `${id} step ${step}`).toContainText("The example's battle is over.")
  }
  // Before the end it is offered as before, without the note.
  await page.goto('/#/walkthrough/grand-every-round/9')
  await expect.poll(async () => (await walkHook(page)).step).toBe(9)
  await expect(page.getByTestId('walkthrough-play-on')).toBeEnabled()
  await expect(page.getByTestId('walkthrough-over')).toHaveCount(0)
  // Back from the end brings it back; Next to the end hides it again.
  await page.goto('/#/walkthrough/grand-every-round/11')
  await expect.poll(async () => (await walkHook(page)).step).toBe(11)
  await expect(page.getByTestId('walkthrough-play-on')).toHaveCount(0)
  await page.getByTestId('walkthrough-back').click({ force: true })
  await page.getByTestId('walkthrough-back').click({ force: true })
  await expect.poll(async () => (await walkHook(page)).step).toBe(9)
  await expect(page.getByTestId('walkthrough-play-on')).toBeEnabled()
  await expect(page.getByTestId('walkthrough-over')).toHaveCount(0)
})
