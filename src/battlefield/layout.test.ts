import { describe, expect, it } from 'vitest'
import { grand } from '../engine/rulesets/grand/index.ts'
import { view } from '../engine/rulesets/grand/view.ts'
import { rulesetOf } from '../engine/rulesets/registry.ts'
import { builtInScenarios, grandScenarios } from '../scenarios/load.ts'
import { layoutBattlefield } from './layout.ts'

// The canvas gets the window less the top bar, bottom bar and toolbar (about 220 px).
const SIZES: [number, number][] = [
  [1024, 640 - 220],
  [1280, 800 - 220],
  [1920, 1080 - 220],
  [2560, 1440 - 220],
]

describe('000_65abfdd3be31f0b0.txt §B battlefield layout', () => {
  for (const sc of builtInScenarios()) {
    for (const [w, h] of SIZES) {
      it(`§B ${sc.id} at ${w}×${h}: every counter placed, inside the canvas, no overlap, each side in its half`, () => {
        const rs = rulesetOf(sc)
        const v = rs.view(rs.setup(sc, 'layout'))
        const l = layoutBattlefield(v.counters, w, h, v.columns)
        expect(l.places).toHaveLength(v.counters.length)
        // Counters stay legible even for the largest scenario at the smallest window.
        expect(l.counterW).toBeGreaterThanOrEqual(36)
        const reminder = Math.max(10, Math.round(l.counterW * 0.26))
        const boxes = l.places.map((p) => ({ ...p, r: p.x + l.counterW + reminder, b: p.y + l.counterH }))
        for (const p of boxes) {
          expect(p.x).toBeGreaterThanOrEqual(0)
          expect(p.y).toBeGreaterThanOrEqual(0)
          expect(p.r).toBeLessThanOrEqual(w)
          expect(p.b).toBeLessThanOrEqual(h)
          const c = v.counters.find((x) => x.id === p.id)!
          // Attacker left of the centre strip, defender right of it: the strip holds the log.
          if (c.side === 'attacker') expect(p.r).toBeLessThanOrEqual(l.centre.x + 1)
          else expect(p.x).toBeGreaterThanOrEqual(l.centre.x + l.centre.w - 1)
        }
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i]!
            const b = boxes[j]!
            const overlap = a.x < b.r && b.x < a.r && a.y < b.b && b.y < a.b
            expect(overlap, `${a.id} overlaps ${b.id}`).toBe(false)
          }
        }
      })
    }
  }

  it('§B support units stand at the far edge, then leaders, planes, and the land combat units in front', () => {
    const sc = grandScenarios().find((s) => s.attacker.units.some((u) => u.type === 'arty-rgt' || u.type === 'corps-hq')) ?? grandScenarios()[0]!
    const v = view(grand.setup(sc, 'layout'))
    const l = layoutBattlefield(v.counters, 1600, 700)
    const x = (id: string) => l.places.find((p) => p.id === id)!.x
    const order = ['support', 'leaders', 'air', 'front'] as const
    for (const side of ['attacker', 'defender'] as const) {
      const zoneX = order.map((z) => v.counters.filter((c) => c.side === side && c.zone === z).map((c) => x(c.id)))
      for (let i = 0; i + 1 < order.length; i++) {
        for (let k = i + 1; k < order.length; k++) {
          for (const a of zoneX[i]!) {
            for (const b of zoneX[k]!) {
              // Attacker: farther left is farther out; defender: farther right.
              if (side === 'attacker') expect(a).toBeLessThan(b)
              else expect(a).toBeGreaterThan(b)
            }
          }
        }
      }
    }
  })
})
