import { describe, expect, it } from 'vitest'
import { layoutBattlefield } from '../../../battlefield/layout.ts'
import { grand } from './index.ts'
import { grandScenarios } from './scenarios.ts'
import { view } from './view.ts'

describe('000_65abfdd3be31f0b0.txt §B battlefield layout of the grand battle', () => {
  it('§B support units stand at the far edge, then leaders, planes, and the land combat units in front', () => {
    const sc = grandScenarios().find((s) => s.attacker.units.some((u) => u.type === 'arty-rgt' || u.type === 'corps-hq')) ?? grandScenarios()[0]!
    const v = view(grand.setup(sc, 'layout'))
    const l = layoutBattlefield(v.counters, 1600, 700, v.board.kind === 'zones' ? v.board.columns : [])
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
