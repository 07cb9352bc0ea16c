import { useCallback } from 'react'
import type { Graphics } from 'pixi.js'
import type { AimView } from '../engine/core/view.ts'
import { COLORS } from './colors.ts'
import type { BattlefieldLayout } from './layout.ts'

/**
 * Aimed fire (seed 003 §5.2): a line from each shooter to its target, solid
 * for a hit, dashed-looking thin for a miss, faint before the roll.
 */
export function AimLayer({ aims, layout }: { aims: readonly AimView[]; layout: BattlefieldLayout }) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear()
      const at = new Map(layout.places.map((p) => [p.id, p]))
      const cx = layout.counterW / 2
      const cy = layout.counterH / 2
      for (const a of aims) {
        const from = at.get(a.from)
        const to = at.get(a.to)
        if (!from || !to) continue
        const width = a.hit ? 3 : 1.5
        const alpha = a.hit === null ? 0.5 : a.hit ? 0.95 : 0.7
        g.moveTo(from.x + cx, from.y + cy).lineTo(to.x + cx, to.y + cy).stroke({ color: COLORS.aim, width, alpha })
        g.circle(to.x + cx, to.y + cy, 4).fill({ color: COLORS.aim, alpha })
      }
    },
    [aims, layout],
  )
  return <pixiGraphics draw={draw} label="aims" />
}
