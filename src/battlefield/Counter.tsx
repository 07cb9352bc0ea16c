import { memo, useCallback, useMemo } from 'react'
import { BitmapFontManager, TextStyle, type Graphics } from 'pixi.js'
import type { CounterView, Tint } from '../engine/core/view.ts'
import { COLORS, hex, lighten } from './colors.ts'
import { ICONS } from './icons.ts'
import { valueFontSize } from './layout.ts'

interface Props {
  view: CounterView
  sideColor: string
  x: number
  y: number
  w: number
  h: number
  dimmed: boolean
  highlighted: boolean
  /** Draw the morale diamond: only rule systems with unit morale have one (seed 000's panic tests). */
  morale: boolean
  onHover(id: string | null, x: number, y: number): void
  /** Set when a click on the counter answers the open question (a target, a casualty). */
  onClick?(id: string): void
}

const FONT = 'Arial, Helvetica, sans-serif'

const TINTS: Record<Tint, number> = { up: COLORS.up, down: COLORS.down, none: 0xffffff }

interface Piece {
  text: string
  tint: number
  x: number
}

/**
 * The value strip as separate texts, each part in its own tint (a raised
 * defence green beside a plain white attack), laid side by side and centred
 * as one line: one bitmap text can carry only one tint.
 */
function stripPieces(strip: CounterView['strip'], fontSize: number, centre: number): Piece[] {
  const style = new TextStyle({ fontFamily: FONT, fontSize, fill: 0xffffff, fontWeight: 'bold' })
  const width = (text: string) => {
    const m = BitmapFontManager.measureText(text, style)
    return m.width * m.scale
  }
  const pieces: { text: string; tint: number; w: number }[] = []
  strip.parts.forEach((p, i) => {
    if (i > 0 && strip.join) pieces.push({ text: strip.join, tint: TINTS.none, w: width(strip.join) })
    pieces.push({ text: p.text, tint: TINTS[p.tint], w: width(p.text) })
  })
  let x = centre - pieces.reduce((a, p) => a + p.w, 0) / 2
  return pieces.map((p) => {
    const at = x
    x += p.w
    return { text: p.text, tint: p.tint, x: at }
  })
}

/** One counter: face, type icon, values, morale diamond, strength gauge, elite medal. */
function CounterImpl({ view: v, sideColor, x, y, w, h, dimmed, highlighted, morale, onHover, onClick }: Props) {
  const face = hex(sideColor)
  const drawBody = useCallback(
    (g: Graphics) => {
      g.clear()
      if (highlighted) g.roundRect(-4, -4, w + 8, h + 8, Math.max(4, w * 0.1)).stroke({ color: COLORS.highlight, width: 3 })
      if (v.fortified) {
        // A rampart under the counter: this unit must be hit twice.
        for (let i = 0; i < 5; i++) g.rect(i * (w / 5) + 1, h + 1, w / 5 - 2, 4).fill({ color: COLORS.rampart })
      }
      g.roundRect(0, 0, w, h, Math.max(2, w * 0.06)).fill({ color: lighten(face, 0.55) }).stroke({ color: COLORS.ink, width: 1.5 })
      g.rect(0, h * 0.72, w, h * 0.28).fill({ color: face, alpha: 0.95 })
      if (!v.leader && v.maxStrength > 0) {
        // The strength gauge: one box per strength point, filled while it remains.
        const n = v.maxStrength
        const bw = Math.min(8, (w - 6) / n - 1)
        const gx = (w - n * (bw + 1)) / 2
        for (let i = 0; i < n; i++) {
          g.rect(gx + i * (bw + 1), h * 0.63, bw, Math.max(3, h * 0.07)).fill({ color: i < v.strength ? COLORS.ink : COLORS.paper })
        }
      }
      if (!v.leader && morale) {
        const r = Math.max(8, h * 0.17)
        const cx = r + 2
        const cy = r + 2
        g.poly([cx, cy - r, cx + r, cy, cx, cy + r, cx - r, cy]).fill({ color: COLORS.diamond }).stroke({ color: 0xffffff, width: 1 })
      }
      if (v.elite) {
        const r = Math.max(3, h * 0.1)
        g.moveTo(w - r * 2.2, 2).lineTo(w - r * 1.4, r * 1.6).lineTo(w - r * 0.6, 2).stroke({ color: 0x8b1d1d, width: 2 })
        g.circle(w - r * 1.4, r * 2.2, r).fill({ color: COLORS.medal }).stroke({ color: COLORS.ink, width: 1 })
      }
    },
    [w, h, face, v.leader, v.maxStrength, v.strength, v.elite, v.fortified, highlighted, morale],
  )
  const iconSvg = ICONS[v.icon] ?? ''
  const drawIcon = useCallback(
    (g: Graphics) => {
      g.clear()
      g.svg(`<svg viewBox="0 0 40 26">${iconSvg}</svg>`)
    },
    [iconSvg],
  )
  const iconScale = Math.min((w * 0.5) / 40, (h * 0.42) / 26)
  const fontSize = valueFontSize(h)
  const pieces = useMemo(() => stripPieces(v.strip, fontSize, w / 2), [v.strip, fontSize, w])
  return (
    <pixiContainer
      // A flipped counter turns about its centre, shrunk to stay inside its own cell.
      x={v.flipped ? x + w / 2 : x}
      y={v.flipped ? y + h / 2 : y}
      alpha={dimmed ? 0.38 : 1}
      eventMode="static"
      cursor={onClick ? 'pointer' : 'help'}
      onPointerTap={onClick ? () => onClick(v.id) : undefined}
      onPointerOver={(e: { global: { x: number; y: number } }) => onHover(v.id, e.global.x, e.global.y)}
      onPointerOut={() => onHover(null, 0, 0)}
      label={`counter:${v.id}`}
      // A unit hit once behind a fortification lies on its side (seed 003 §5.7.3).
      rotation={v.flipped ? Math.PI / 2 : 0}
      pivot={v.flipped ? { x: w / 2, y: h / 2 } : { x: 0, y: 0 }}
      scale={v.flipped ? h / w : 1}
    >
      <pixiGraphics draw={drawBody} />
      <pixiGraphics draw={drawIcon} x={(w - 40 * iconScale) / 2} y={h * 0.12} scale={iconScale} />
      {!v.leader && morale && (
        <pixiBitmapText
          text={String(v.morale)}
          x={Math.max(8, h * 0.17) + 2}
          y={Math.max(8, h * 0.17) + 2}
          anchor={0.5}
          style={{ fontFamily: FONT, fontSize: valueFontSize(h) - 1, fill: 0xffffff, fontWeight: 'bold' }}
        />
      )}
      {pieces.map((p, i) => (
        <pixiBitmapText
          key={i}
          text={p.text}
          x={p.x}
          y={h * 0.86}
          anchor={{ x: 0, y: 0.5 }}
          tint={p.tint}
          style={{ fontFamily: FONT, fontSize, fill: 0xffffff, fontWeight: 'bold' }}
        />
      ))}
    </pixiContainer>
  )
}

/** Re-drawn only when its own view, place or size changes, not when the pointer moves elsewhere. */
/** A counter re-renders only when what it draws changed: each new state brings new view objects, most of them equal. */
function same(a: Props, b: Props): boolean {
  for (const k of Object.keys(a) as (keyof Props)[]) if (k !== 'view' && a[k] !== b[k]) return false
  return a.view === b.view || JSON.stringify(a.view) === JSON.stringify(b.view)
}

export const Counter = memo(CounterImpl, same)
