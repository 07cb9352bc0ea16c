import { describe, expect, it } from 'vitest'

// Pixi reads navigator while its modules load; the test runs in Node, where there may be none.
if (typeof navigator === 'undefined') Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true })
const { Graphics } = await import('pixi.js')
const { MAX_SHARED_STYLES, OwnedContainer, releasePoolsWhenGone, sharedStyleCount, sharedTextStyle } = await import('./pixiParts.ts')

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

  it('destroys the context each graphics made, which Graphics.destroy({ children: true }) leaves registered', () => {
    const root = new OwnedContainer()
    const g = new Graphics().rect(0, 0, 10, 10).fill(0xff0000)
    const context = g.context
    root.addChild(g)
    root.destroy()
    expect(context.destroyed).toBe(true)
  })
})

// Issue 18: Pixi's global pools (BigPool and others) outlive every renderer and kept growing as each
// battle window made a renderer and destroyed it; they are released once the last renderer is gone.
describe('releasePoolsWhenGone', () => {
  function fakeRenderer() {
    const items: { destroy(): void }[] = []
    return { runners: { destroy: { add: (item: { destroy(): void }) => items.push(item) } }, destroy: () => items.forEach((i) => i.destroy()) }
  }

  it('releases the pools after the last renderer is destroyed, not while another is alive', async () => {
    let released = 0
    const release = () => released++
    const a = fakeRenderer()
    const b = fakeRenderer()
    releasePoolsWhenGone(a, release)
    releasePoolsWhenGone(b, release)
    a.destroy()
    await Promise.resolve()
    expect(released).toBe(0)
    b.destroy()
    // After the renderer's own destroy has returned its objects to the pools.
    expect(released).toBe(0)
    await Promise.resolve()
    expect(released).toBe(1)
  })

  it('empties BigPool by default', async () => {
    const { BigPool, Rectangle } = await import('pixi.js')
    BigPool.return(BigPool.get(Rectangle))
    expect(BigPool.getPool(Rectangle).totalFree).toBe(1)
    const r = fakeRenderer()
    releasePoolsWhenGone(r)
    r.destroy()
    await Promise.resolve()
    expect(BigPool.getPool(Rectangle).totalFree).toBe(0)
  })
})
