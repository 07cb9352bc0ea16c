import { useCallback } from 'react'
import type { Graphics } from 'pixi.js'
import { COLORS } from './colors.ts'
import { LABEL_FONT, type BattlefieldLayout } from './layout.ts'

/**
 * The ground, a semicircle of earthworks behind each side's support units
 * (section B: "usually on top of the semi-circle decor"), the red arrow
 * from the attacker toward the defender, and each column's name at its top
 * where the rule system names its columns.
 */
export function Decor({ layout, dropActive }: { layout: BattlefieldLayout; dropActive: boolean }) {
  const draw = useCallback(
    (g: Graphics) => {
      const { width: W, height: H, centre } = layout
      g.clear()
      g.rect(0, 0, W, H).fill({ color: COLORS.ground })
      for (const b of layout.bands) {
        if (!b.semicircle) continue
        const r = Math.min(H * 0.46, b.w * 1.6)
        const cx = b.side === 'attacker' ? 0 : W
        g.circle(cx, H / 2, r).fill({ color: COLORS.decor, alpha: 0.55 })
        g.circle(cx, H / 2, r).stroke({ color: COLORS.groundDark, width: 3 })
      }
      // Zone separators, faint.
      for (const b of layout.bands) {
        if (b.semicircle) continue
        const x = b.side === 'attacker' ? b.x : b.x + b.w
        g.moveTo(x, 8).lineTo(x, H - 8).stroke({ color: COLORS.groundDark, width: 1, alpha: 0.5 })
      }
      // The red arrow, attacker → defender, along the bottom of the centre strip.
      const ay = H - 22
      const x0 = centre.x + 16
      const x1 = centre.x + centre.w - 16
      g.moveTo(x0, ay).lineTo(x1 - 14, ay).stroke({ color: COLORS.arrow, width: 6 })
      g.poly([x1, ay, x1 - 18, ay - 11, x1 - 18, ay + 11]).fill({ color: COLORS.arrow })
      if (dropActive) {
        g.roundRect(centre.x + 8, H * 0.2, centre.w - 16, H * 0.5, 12).fill({ color: 0x3cbf4a, alpha: 0.25 }).stroke({ color: 0x3cbf4a, width: 3 })
      }
    },
    [layout, dropActive],
  )
  return (
    <>
      <pixiGraphics draw={draw} />
      {layout.bands.map((b) =>
        b.label ? (
          <pixiBitmapText
            key={`${b.side}/${b.zone}`}
            text={b.label}
            x={b.x + b.w / 2}
            y={4}
            anchor={{ x: 0.5, y: 0 }}
            style={{ fontFamily: 'Arial, Helvetica, sans-serif', fontSize: LABEL_FONT, fill: 0xf4efe1, fontWeight: 'bold' }}
          />
        ) : null,
      )}
    </>
  )
}
