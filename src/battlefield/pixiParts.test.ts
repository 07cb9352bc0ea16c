import { describe, expect, it } from 'vitest'

// Pixi reads navigator while its modules load; the test runs in Node, where there may be none.
if (typeof navigator === 'undefined') Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true })
const { Graphics } = await import('pixi.js')
const { MAX_SHARED_STYLES, OwnedContainer, sharedStyleCount, sharedTextStyle } = await import('./pixiParts.ts')

// Issue 18 (long play): the soak's heap grew ~50 KB a battle. Pixi keeps a font (with a 512×512
// canvas) in its global Cache for every TextStyle instance that has a stroke, so map labels built
// from plain options made new fonts every battle; and @pixi/react destroys only the top node of a
// removed subtree, so the texts under it stayed registered with the renderer. Both are checked
// here without a browser.
describe('sharedTextStyle', () => {
  it('gives the same TextStyle for the same options, so a stroked label reuses one font', () => {
    const a = sharedTextStyle({ fontFamily: 'Arial', fontSize: 10, fill: 0xffffff, fontWeight: 'bold', stroke: { color: 0x123456, width: 3 } })
    const b = sharedTextStyle({ fontFamily: 'Arial', fontSize: 10, fill: 0xffffff, fontWeight: 'bold', stroke: { color: 0x123456, width: 3 } })
    expect(b).toBe(a)
    expect(sharedTextStyle({ fontFamily: 'Arial', fontSize: 10, fill: 0xffffff, fontWeight: 'bold', stroke: { color: 0x654321, width: 3 } })).not.toBe(a)
  })

  it('stays bounded however many styles are asked for', () => {
    for (let i = 0; i < 5 * MAX_SHARED_STYLES; i++) sharedTextStyle({ fontFamily: 'Arial', fontSize: 10, stroke: { color: i, width: 1 } })
    expect(sharedStyleCount()).toBeLessThanOrEqual(MAX_SHARED_STYLES)
  })
})

describe('OwnedContainer', () => {
  it('destroys its children when destroyed without options, as @pixi/react destroys a removed subtree', () => {
    const root = new OwnedContainer()
    const inner = new OwnedContainer()
    const g = new Graphics()
    inner.addChild(g)
    root.addChild(inner)
    root.destroy()
    expect(inner.destroyed).toBe(true)
    expect(g.destroyed).toBe(true)
  })
})
