import { describe, expect, it } from 'vitest'
import type { BaseState } from '../engine/core/ruleset.ts'
import type { AnyScenario } from '../engine/rulesets/registry.ts'
import { rulesetOf } from '../engine/rulesets/registry.ts'
import { builtInScenarios } from '../scenarios/load.ts'
import { BESIDE_CENTRE_MIN, besideLayout, besideMapWidth, layoutBattlefield, valueFontSize } from './layout.ts'

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
        const columns = v.board.kind === 'zones' ? v.board.columns : []
        // Beside a map the zones get the rest of the width; a counter of no column stands on the map, at its place.
        const beside = v.board.kind === 'zones' && v.board.map === 'beside'
        const zw = beside ? w - besideMapWidth(w) : w
        const l = layoutBattlefield(v.counters, zw, h, columns, beside ? BESIDE_CENTRE_MIN : undefined)
        const zoned = v.counters.filter((c) => columns.some((z) => z.id === c.zone))
        expect(l.places).toHaveLength(zoned.length)
        for (const c of v.counters) if (!zoned.includes(c)) expect(v.map?.places.some((p) => p.id === c.at), `${c.id} has a place on the map`).toBe(true)
        // Counters stay legible even for the largest scenario at the smallest window.
        expect(l.counterW).toBeGreaterThanOrEqual(36)
        const reminder = Math.max(10, Math.round(l.counterW * 0.26))
        const boxes = l.places.map((p) => ({ ...p, r: p.x + l.counterW + reminder, b: p.y + l.counterH }))
        for (const p of boxes) {
          expect(p.x).toBeGreaterThanOrEqual(0)
          expect(p.y).toBeGreaterThanOrEqual(0)
          expect(p.r).toBeLessThanOrEqual(zw)
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

  it('issue 28: beside a map, the zones move right past it and the map\'s counters without a zone keep their own size', () => {
    const zones = { width: 600, height: 400, counterW: 50, counterH: 36, places: [{ id: 'a', x: 10, y: 20 }], bands: [{ side: 'attacker' as const, zone: 'z', x: 0, w: 100, semicircle: false }], centre: { x: 200, w: 200 } }
    const map = { width: 300, height: 400, counterW: 30, counterH: 30, places: [{ id: 'a', x: 5, y: 5 }, { id: 'b', x: 40, y: 60 }], bands: [], centre: { x: 0, w: 0 } }
    const l = besideLayout(zones, 300, map)
    expect(l.places).toEqual([{ id: 'a', x: 310, y: 20 }, { id: 'b', x: 40, y: 60, w: 30, h: 30 }])
    expect(l.centre).toEqual({ x: 500, w: 200 })
    expect(l.bands[0]!.x).toBe(300)
    expect(l.width).toBe(900)
    // The map's share stays within its bounds, as app.css's .centre-panel.beside writes them.
    expect([640, 1024, 1280, 1920].map(besideMapWidth)).toEqual([300, 369, 461, 620])
  })

  it('issue 28: at 1280×800 the largest grand battle (sidi-rezegh) fills each side\'s half of the field, its values at least 12 px; a band is as wide as its counters need', () => {
    const sc = builtInScenarios().find((x) => x.id === 'sidi-rezegh')!
    const rs = rulesetOf(sc)
    const v = rs.view(rs.setup(sc, 'layout'))
    const zones = v.board.kind === 'zones' ? v.board.columns : []
    const l = layoutBattlefield(v.counters, 1280, 800 - 220, zones)
    expect(valueFontSize(l.counterH)).toBeGreaterThanOrEqual(12)
    // Larger than a layout that shared the width by the columns' weights alone (about 52 px wide).
    expect(l.counterW).toBeGreaterThanOrEqual(60)
    for (const side of ['attacker', 'defender'] as const) {
      const mine = l.bands.filter((b) => b.side === side)
      expect(mine.reduce((t, b) => t + b.w, 0)).toBeCloseTo(l.centre.x, 6)
      // Each band holds its counters' columns.
      for (const b of mine) {
        const n = v.counters.filter((c) => c.side === side && c.zone === b.zone).length
        if (n) expect(b.w).toBeGreaterThanOrEqual(l.counterW + Math.max(10, Math.round(l.counterW * 0.26)) + 12)
      }
    }
    // The counters reach across: the outermost within a counter's step of each edge of the half.
    const xs = l.places.filter((p) => v.counters.find((c) => c.id === p.id)!.side === 'attacker').map((p) => p.x)
    expect(Math.min(...xs)).toBeLessThan(l.counterW * 1.5)
    expect(Math.max(...xs) + l.counterW).toBeGreaterThan(l.centre.x - l.counterW * 1.5)
  })

  it('the values printed on a counter are never under 12 px', () => {
    for (const h of [20, 30, 40, 46, 60, 100]) expect(valueFontSize(h)).toBeGreaterThanOrEqual(12)
    expect(valueFontSize(100)).toBe(26)
  })

  /** The counter width at each window size, for every state of a battle played with the default answers, setup to end. */
  function sizesThroughBattle(sc: AnyScenario, seed: string): { widths: number[][]; left: number } {
    const rs = rulesetOf(sc)
    let s: BaseState = rs.setup(sc, seed)
    const widths: number[][] = SIZES.map(() => [])
    let left = 0
    for (let i = 0; i < 400; i++) {
      const v = rs.view(s)
      const columns = v.board.kind === 'zones' ? v.board.columns : []
      SIZES.forEach(([w, h], k) => widths[k]!.push(layoutBattlefield(v.counters, w, h, columns).counterW))
      left = Math.max(left, v.sides.attacker.losses.length + v.sides.attacker.routs.length + v.sides.defender.losses.length + v.sides.defender.routs.length)
      const d = rs.pending(s)
      if (!d && s.phase === 'over') break
      s = d ? rs.decide(s, d.side, rs.policies.default(s, d)).state : rs.advance(s).state
    }
    return { widths, left }
  }

  it('§B the largest battle (sidi-rezegh): counters keep one size from setup to the end while units are eliminated and routed', () => {
    const sc = builtInScenarios().find((x) => x.id === 'sidi-rezegh')!
    const { widths, left } = sizesThroughBattle(sc, 'one size')
    // Units did leave the field: the boxes filled while the battle was fought.
    expect(left).toBeGreaterThan(3)
    for (const [k, [w, h]] of SIZES.entries()) expect(new Set(widths[k]), `${w}×${h}`).toEqual(new Set([widths[k]![0]]))
  })

  for (const sc of onZones) {
    it(`§B ${sc.id}: one counter size for the whole battle at every window size`, () => {
      const { widths } = sizesThroughBattle(sc, 'one size')
      for (const [k, [w, h]] of SIZES.entries()) expect(new Set(widths[k]), `${w}×${h}`).toEqual(new Set([widths[k]![0]]))
    })
  }
})
