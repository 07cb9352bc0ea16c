import { expect, test, type Page } from '@playwright/test'
import { getState, getView, launchUntilOver, setSpeed, startBattle } from './helpers.ts'

/**
 * Issue 12: the summary of every rule system has the chance-to-win trace, as
 * a chart (with the table kept in a details element), and the luck
 * percentile; it can be closed to look at the field and opened again, and
 * shows the same figures at once when opened again. Played hot-seat with the
 * defaults to the end of an axis and a napoleonic battle.
 */

/** WCAG 2 contrast of every text of the chart section against the dialog behind it. */
async function chartContrasts(page: Page): Promise<{ text: string; ratio: number }[]> {
  return page.getByTestId('win-trace').evaluate((root) => {
    const parse = (css: string) => {
      const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(css)
      if (!m) throw new Error(`not an rgb colour: ${css}`)
      return { r: +m[1]!, g: +m[2]!, b: +m[3]!, a: m[4] === undefined ? 1 : +m[4] }
    }
    const lum = (c: { r: number; g: number; b: number }) => {
      const ch = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)
      return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b)
    }
    // The dialog's own background: nothing between it and the texts of the section paints one.
    const bg = parse(getComputedStyle(root.closest('.dialog')!).backgroundColor)
    const out: { text: string; ratio: number }[] = []
    for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const text = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim()
      if (!text || !el.checkVisibility()) continue
      const s = getComputedStyle(el)
      // SVG text is painted with its fill (the chart sets fill: currentColor); HTML text with its colour.
      const fg = parse(el instanceof SVGElement ? s.fill : s.color)
      const [hi, lo] = [lum(fg), lum(bg)].sort((p, q) => q - p) as [number, number]
      out.push({ text: text.slice(0, 30), ratio: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100 })
    }
    return out
  })
}

async function checkSummaryTrace(page: Page, opts: { rounds?: number }): Promise<void> {
  const summary = page.getByTestId('summary')
  await expect(summary).toBeVisible()
  const chart = summary.getByTestId('trace-chart')
  // Computed by odds workers: 'computing…' until the figures are in.
  await expect(chart).toBeVisible({ timeout: 60_000 })
  await expect(summary.getByTestId('trace-computing')).toHaveCount(0)
  await expect(chart).toHaveAttribute('role', 'img')
  const label = (await chart.getAttribute('aria-label'))!
  expect(label).toMatch(/chance to win over \d+ rounds?: \d+% (before .+|at the start), (0|100)% at the end/)

  const points = chart.getByTestId('trace-point')
  const n = await points.count()
  expect(n).toBeGreaterThanOrEqual(2)
  if (opts.rounds !== undefined) expect(n).toBe(opts.rounds + 1)
  const state = await getState(page)
  const winner = (state.result as { winner: string | null }).winner
  await expect(points.last()).toHaveAttribute('data-value', winner === 'attacker' ? '100' : '0')
  // Each point says its figure in a tooltip.
  for (let i = 0; i < n; i++) await expect(points.nth(i).locator('title')).toHaveText(/^(Before .+|At the start|At the end): .+ \d+%, .+ \d+%/)
  await expect(chart.getByTestId('trace-guide')).toHaveCount(1)
  await expect(chart.getByTestId('trace-label').last()).toHaveText('End')

  // The figures as a table, folded away until asked for.
  const table = summary.getByTestId('odds-trace')
  await expect(table).toBeHidden()
  await summary.getByText('The figures', { exact: true }).click()
  await expect(table).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(n)

  const luck = summary.getByTestId('luck')
  await expect(luck).toBeVisible()
  await expect(luck).toContainText(/\d+(st|nd|rd|th) percentile; .+ \d+(st|nd|rd|th) percentile\./)
  const [a, d] = await luck.locator('[data-side]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))))
  expect(Math.abs(a! + d! - 100)).toBeLessThanOrEqual(1)

  const low = (await chartContrasts(page)).filter((t) => t.ratio < 4.5)
  expect(low).toEqual([])

  // Closed to look at the field, opened again from the toolbar: the same chart at once, nothing computed again.
  const before = await chart.getAttribute('aria-label')
  await summary.getByTestId('summary-close').click()
  await expect(summary).toBeHidden()
  await expect(page.getByTestId('battlefield')).toBeVisible()
  await page.getByTestId('show-summary').click()
  await expect(page.getByTestId('summary')).toBeVisible()
  await expect(page.getByTestId('trace-computing')).toHaveCount(0)
  await expect(page.getByTestId('trace-chart')).toHaveAttribute('aria-label', before!)
  // Escape closes it as well; the toolbar button brings it back.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('summary')).toBeHidden()
  await expect(page.getByTestId('show-summary')).toBeVisible()
  await page.getByTestId('show-summary').click()
  await expect(page.getByTestId('trace-chart')).toBeVisible()
}

test('axis: the summary charts the chance to win round by round, with luck; closed and opened again', async ({ page }) => {
  test.setTimeout(180_000)
  await startBattle(page, 'axis-reims', 'trace-axis')
  await setSpeed(page, 'instant')
  await launchUntilOver(page, 60)
  expect((await getView(page)).ruleset).toBe('axis')
  const rounds = (await getState(page)) as unknown as { round: number }
  await checkSummaryTrace(page, { rounds: rounds.round })
})

test('napoleonic: the summary charts the chance to win phase by phase, with luck; closed and opened again', async ({ page }) => {
  test.setTimeout(240_000)
  await startBattle(page, 'napoleonic-river', 'trace-nap')
  await setSpeed(page, 'instant')
  await launchUntilOver(page, 120)
  expect((await getView(page)).ruleset).toBe('napoleonic')
  await checkSummaryTrace(page, {})
})
