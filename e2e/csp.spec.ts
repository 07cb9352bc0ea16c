import { expect, test, type Page } from '@playwright/test'
import { CONTENT_SECURITY_POLICY } from '../scripts/csp.ts'
import { setSpeed } from './helpers.ts'

/**
 * Issue 18, safe by construction: the built page carries a strict
 * Content-Security-Policy, and every main screen works under it without one
 * violation or console error: the start screen, battles of the shown rule
 * systems with their odds workers, AI against AI to the summary (its trace
 * workers), a rulebook example, the rules reference, the share link and an
 * export.
 */

type Seen = { violations: string[]; errors: string[] }

/** Collects CSP violations (from the page, before its scripts run) and console errors. */
async function watch(page: Page): Promise<Seen> {
  const seen: Seen = { violations: [], errors: [] }
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`))
  })
  page.on('console', (m) => {
    if (m.type() === 'error') seen.errors.push(m.text())
  })
  page.on('pageerror', (e) => seen.errors.push(e.message))
  return seen
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.slice())

test('the served page holds the strict policy: same origin only, no inline script, no eval', async ({ page }) => {
  await page.goto('/')
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(policy).toBe(CONTENT_SECURITY_POLICY)
  for (const d of ["script-src 'self'", "worker-src 'self'", "style-src 'self'", "img-src 'self'", "connect-src 'self'", "default-src 'none'"]) expect(policy).toContain(d)
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|blob:|data:|\*/)
  // Nothing inline in the page itself: every script is a file of the build.
  expect(await page.locator('script:not([src])').count()).toBe(0)
  expect(await page.locator('style').count()).toBe(0)
})

test('the policy is enforced: an inline script and an inline event handler are blocked and reported', async ({ page }) => {
  await watch(page)
  await page.goto('/')
  await expect(page.getByTestId('start-screen')).toBeVisible()
  // (eval cannot be tried from here: the test's own evaluate runs as DevTools, which the policy exempts.)
  const ran = await page.evaluate(() => {
    const w = window as unknown as { __ran?: string[] }
    w.__ran = []
    const s = document.createElement('script')
    s.textContent = 'window.__ran.push("script")'
    document.body.append(s)
    const img = document.createElement('img')
    img.setAttribute('onerror', 'window.__ran.push("handler")')
    img.src = '/no-such-image.png'
    document.body.append(img)
    return new Promise<string[]>((done) => setTimeout(() => done(w.__ran!), 500))
  })
  expect(ran).toEqual([])
  await expect.poll(async () => (await violations(page)).filter((v) => /^script-src.* blocked inline/.test(v)).length).toBe(2)
})

test('every main screen runs under the policy with no violation and no console error', async ({ page }) => {
  test.setTimeout(300_000)
  const seen = await watch(page)
  await page.goto('/')
  await expect(page.getByTestId('start-screen')).toBeVisible()

  // A battle of each shown rule system, AI against AI at instant speed, to its summary: the field, the odds and trace workers.
  for (const [scenario, seed] of [['skirmish', 'csp-1'], ['axis-air-land-example', 'csp-2'], ['napoleonic-victorious', 'csp-3']]) {
    await page.goto(`/#/play/${scenario}?seed=${seed}&attacker=ai-easy&defender=ai-easy`)
    await expect(page.getByTestId('battle-screen')).toBeVisible()
    await page.waitForSelector('html[data-field-painted]', { state: 'attached', timeout: 30_000 })
    await setSpeed(page, 'instant')
    await expect(page.getByTestId('summary')).toBeVisible({ timeout: 120_000 })
    await expect(page.getByTestId('luck')).toBeVisible({ timeout: 60_000 })
    await page.keyboard.press('Escape')
  }

  // The losses' small counters draw their icons without HTML from text (MiniCounter parses the icon's SVG).
  expect(await page.locator('.mini-counter svg > *').count()).toBeGreaterThan(0)

  // The last battle's share link (CompressionStream) and its export (a Blob download).
  await page.getByTestId('share-open').click()
  await expect(page.getByTestId('share-url')).toHaveValue(/#\/battle\/z/)
  await page.getByTestId('share-open').click()
  await page.getByTestId('export-open').click()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-battle').click()])
  expect(download.suggestedFilename()).toMatch(/\.battle\.json$/)

  // The rules reference, and a rulebook example.
  await page.goto('/#/walkthrough/grand-heavy-losses/1')
  await expect(page.getByTestId('walkthrough-screen')).toBeVisible()
  await page.waitForSelector('html[data-field-painted]', { state: 'attached', timeout: 30_000 })
  await page.getByTestId('walkthrough-next').click()
  await page.getByTestId('rules-open').click()
  await expect(page.getByTestId('rules-reference')).toBeVisible()

  expect(await violations(page)).toEqual([])
  expect(seen.errors).toEqual([])
})
