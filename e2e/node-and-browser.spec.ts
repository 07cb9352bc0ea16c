import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { savedBattle, setSpeed } from './helpers.ts'

/**
 * Issue 18: the same seed and decisions give the same log in Node and in the
 * browser. A battle of each rule system is played AI against AI in the page
 * (its dice rolled by the browser's engine, the AI answering in workers), then
 * its save is replayed in Node by e2e/replayInNode.ts: every event and the
 * last state must be the page's, byte for byte.
 */
const BATTLES: [scenario: string, seed: string][] = [
  ['skirmish', 'nb-grand'],
  ['axis-air-land-example', 'nb-axis'],
  ['napoleonic-victorious', 'nb-napoleonic'],
  ['korea-osan', 'nb-korea'],
  ['firegroups-mixed', 'nb-firegroups'],
  ['grand-turn-air', 'nb-turn'],
  ['axis-phase-sedan', 'nb-phase'],
]

for (const [scenario, seed] of BATTLES) {
  test(`${scenario}: the browser's log and last state are Node's replay of its save, byte for byte`, async ({ page }) => {
    test.setTimeout(240_000)
    await page.goto(`/#/play/${scenario}?seed=${seed}&attacker=ai-easy&defender=ai-easy`)
    await expect(page.getByTestId('battle-screen')).toBeVisible()
    await page.waitForSelector('html[data-field-painted]', { state: 'attached', timeout: 30_000 })
    await setSpeed(page, 'instant')
    await page.waitForFunction(() => {
      const b = window.__battle as unknown as { view: { over: boolean; pending: unknown } | null; playing: boolean } | undefined
      return b?.view?.over === true && !b.view.pending && !b.playing
    }, null, { timeout: 200_000, polling: 250 })
    const browser = await page.evaluate(() => JSON.stringify({ events: window.__battle!.events, state: window.__battle!.state }))
    const save = await savedBattle(page)
    expect(save).not.toBeNull()
    const file = join(mkdtempSync(join(tmpdir(), 'node-and-browser-')), 'battle.json')
    writeFileSync(file, save!)
    const node = execFileSync(process.execPath, ['--import', 'tsx', 'e2e/replayInNode.ts', file], { encoding: 'utf8', maxBuffer: 256 << 20 })
    const parsed = JSON.parse(browser) as { events: unknown[] }
    expect(parsed.events.length).toBeGreaterThan(10)
    expect(node.length).toBe(browser.length)
    expect(node === browser).toBe(true)
  })
}
