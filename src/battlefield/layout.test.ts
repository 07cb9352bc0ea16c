import { describe, expect, it } from 'vitest'
import { rulesetOf } from '../engine/rulesets/registry.ts'
import { builtInScenarios } from '../scenarios/load.ts'
import { layoutBattlefield } from './layout.ts'

// The canvas gets the window less the top bar, bottom bar and toolbar (about 220 px).
const SIZES: [number, number][] = [
  [1024, 640 - 220],
  [1280, 800 - 220],
  [1920, 1080 - 220],
  [2560, 1440 - 220],
]

describe('000_65abfdd3be31f0b0.txt §B battlefield layout', () => {
  // The zone board's layout: rule systems that fight on a map board have none.
  const onZones = builtInScenarios().filter((sc) => {
    const rs = rulesetOf(sc)
    return rs.view(rs.setup(sc, 'layout')).board.kind === 'zones'
  })
  for (const sc of onZones) {
    for (const [w, h] of SIZES) {
      it(`§B ${sc.id} at ${w}×${h}: every counter placed, inside the canvas, no overlap, each side in its half`, () => {
        const rs = rulesetOf(sc)
        const v = rs.view(rs.setup(sc, 'layout'))
        const l = layoutBattlefield(v.counters, w, h, v.board.kind === 'zones' ? v.board.columns : [])
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

})
