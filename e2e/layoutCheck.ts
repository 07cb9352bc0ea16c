import { expect, type Page } from '@playwright/test'

/** The three window sizes the layout must hold at (issue 27, item 4). */
export const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const

type Box = { name: string; x: number; y: number; w: number; h: number }

/**
 * Issue 27, item 4: the toolbar, the odds bar, the loss and rout boxes, the
 * launch button and the battle log are on screen, none overlaps another, the
 * log shows at least 8 lines, and no label in the window is clipped (a
 * label's scroll width equals its client width). Returns what fails, in words.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const vw = window.innerWidth
    const vh = window.innerHeight
    const q = (sel: string) => [...document.querySelectorAll<HTMLElement>(sel)]
    const named: [string, string][] = [
      ['toolbar', 'nav.toolbar'],
      ['odds bar', '[data-testid=odds-bar], [data-testid=outcome-bar]'],
      ['losses', '[data-testid^=losses-]'],
      ['routs', '[data-testid^=routs-]'],
      ['launch', '[data-testid=launch], [data-testid=cards-done], [data-testid=skip-show]'],
      ['log', '.battle-log'],
    ]
    const boxes: Box[] = []
    for (const [name, sel] of named) {
      const els = q(sel)
      if (!els.length && name !== 'routs') problems.push(`${name}: not on screen`)
      for (const el of els) {
        const r = el.getBoundingClientRect()
        const label = `${name}${el.dataset.testid ? ` (${el.dataset.testid})` : ''}`
        if (r.width < 1 || r.height < 1) problems.push(`${label}: has no size`)
        if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) problems.push(`${label}: outside the window (${Math.round(r.left)},${Math.round(r.top)} – ${Math.round(r.right)},${Math.round(r.bottom)} in ${vw}×${vh})`)
        boxes.push({ name: label, x: r.left, y: r.top, w: r.width, h: r.height })
      }
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!
        const b = boxes[j]!
        const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)
        const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y)
        if (ox > 0.5 && oy > 0.5) problems.push(`${a.name} and ${b.name} overlap`)
      }
    const lines = document.querySelector<HTMLElement>('.log-scroll')
    if (lines) {
      const lh = parseFloat(getComputedStyle(document.querySelector('.log-lines')!).lineHeight)
      const seen = lines.clientHeight / lh
      if (seen < 8 - 0.05) problems.push(`log: ${seen.toFixed(1)} lines in sight, fewer than 8`)
    }
    // Labels: every element of the window's chrome that holds text of its own.
    for (const el of q('.top-bar *, .bottom-bar *, nav.toolbar *, .centre-panel *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
      // A heading for screen readers only is clipped by design.
      if (!own || el.clientWidth === 0 || el.closest('.sr-only')) continue
      const cs = getComputedStyle(el)
      if (cs.overflowX === 'auto' || cs.overflowX === 'scroll') continue
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`label clipped: "${el.textContent!.trim().slice(0, 60)}" (${el.scrollWidth} > ${el.clientWidth} px)`)
    }
    return problems
  })
}

/** Checks the layout at each of the three sizes, then puts the window back to the size it had. */
export async function expectLayoutHolds(page: Page, what: string): Promise<void> {
  const before = page.viewportSize()!
  for (const size of SIZES) {
    await page.setViewportSize(size)
    // Two frames: the resize observer and React lay the window out again.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    expect(await layoutProblems(page), `${what} at ${size.width}×${size.height}`).toEqual([])
  }
  await page.setViewportSize(before)
}
