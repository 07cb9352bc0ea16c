import { expect, test, type Page } from '@playwright/test'
import { counterCentre, getLayout, LARGE_SCENARIO, playCardsPass, startBattle } from './helpers.ts'

/**
 * Issue 12: at a 1024 px window the counter tooltip ran off the right edge.
 * It must stand wholly inside the window wherever the hovered counter is: to
 * the left of the pointer (or above it) when there is no room right (below).
 */

const VIEWPORT = { width: 1024, height: 700 }
test.use({ viewport: VIEWPORT })

async function hoverAndMeasure(page: Page, id: string) {
  const at = await counterCentre(page, id)
  await page.mouse.move(at.x - 20, at.y - 20)
  await page.mouse.move(at.x, at.y, { steps: 4 })
  const tip = page.getByTestId('counter-tooltip')
  await expect(tip).toBeVisible()
  const box = (await tip.boundingBox())!
  return { at, box }
}

function expectInside(box: { x: number; y: number; width: number; height: number }, what: string) {
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0)
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(VIEWPORT.width)
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(VIEWPORT.height)
}

test('the counter tooltip stays inside a 1024×700 window: the right-most counter, and the lowest of the right-most column', async ({ page }) => {
  await startBattle(page, LARGE_SCENARIO, 'tooltip edge')
  await playCardsPass(page)
  const layout = (await getLayout(page))!
  const right = Math.max(...layout.places.map((p) => p.x))
  const rightMost = layout.places.filter((p) => p.x === right)
  const first = rightMost.reduce((a, b) => (b.y < a.y ? b : a))
  const lowest = rightMost.reduce((a, b) => (b.y > a.y ? b : a))

  const top = await hoverAndMeasure(page, first.id)
  expectInside(top.box, 'right-most counter')
  // There is no room to its right: the tooltip turns to the pointer's left, clear of the pointer.
  expect(top.box.x + top.box.width, 'left of the pointer').toBeLessThanOrEqual(top.at.x)

  await page.mouse.move(5, 5)
  const low = await hoverAndMeasure(page, lowest.id)
  expectInside(low.box, 'lowest right-most counter')
})
