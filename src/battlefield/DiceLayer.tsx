import { useEffect, useRef } from 'react'
import { useTick } from '@pixi/react'
import { BitmapText, Container } from 'pixi.js'
import type { AnyEvent } from '../engine/core/view.ts'
import type { Speed } from '../store/battleStore.ts'
import { COLORS } from './colors.ts'
import { diceDuration, diceToShow, MS_PER_ROLL } from './dice.ts'
import type { BattlefieldLayout } from './layout.ts'

interface Props {
  events: readonly AnyEvent[]
  /** Changes whenever a new gesture's events arrive: the animation restarts. */
  stamp: number
  speed: Speed
  layout: BattlefieldLayout
  skip: number
}

const FONT = 'Arial, Helvetica, sans-serif'

/**
 * Large figures on the firing counter, yellow for a hit and black for a miss,
 * each leaving a small reminder at the counter's right until the next round.
 * Animated through refs on the ticker: React does not re-render per frame.
 */
export function DiceLayer({ events, stamp, speed, layout, skip }: Props) {
  const root = useRef<Container | null>(null)
  const anim = useRef<{ big: BitmapText[]; small: BitmapText[]; at: number[]; t: number; end: number; step: number }>({
    big: [],
    small: [],
    at: [],
    t: 0,
    end: 0,
    step: 0,
  })

  useEffect(() => {
    const c = root.current
    if (!c) return
    for (const child of c.removeChildren()) child.destroy()
    const shows = diceToShow(events, speed)
    const places = new Map(layout.places.map((p) => [p.id, p]))
    const { counterW: w, counterH: h } = layout
    const bigSize = Math.round(h * 0.8)
    const smallSize = Math.max(9, Math.round(h * 0.22))
    const a = anim.current
    a.big = []
    a.small = []
    a.at = []
    for (const d of shows) {
      const p = places.get(d.unit)
      if (!p) continue
      const color = d.hit ? COLORS.hit : COLORS.miss
      const big = new BitmapText({ text: String(d.die), style: { fontFamily: FONT, fontSize: bigSize, fill: 0xffffff, fontWeight: 'bold' } })
      big.tint = color
      big.anchor.set(0.5)
      big.position.set(p.x + w / 2, p.y + h / 2)
      big.visible = false
      const small = new BitmapText({ text: String(d.die), style: { fontFamily: FONT, fontSize: smallSize, fill: 0xffffff, fontWeight: 'bold' } })
      small.tint = d.hit ? COLORS.hit : 0xffffff
      const perCol = Math.max(1, Math.floor(h / (smallSize + 1)))
      small.position.set(p.x + w + 2 + Math.floor(d.slot / perCol) * (smallSize * 0.8), p.y + (d.slot % perCol) * (smallSize + 1))
      small.visible = false
      c.addChild(small, big)
      a.big.push(big)
      a.small.push(small)
      a.at.push(d.at)
    }
    a.t = 0
    a.step = MS_PER_ROLL[speed]
    a.end = diceDuration(shows, speed)
    // Instant: only the reminders, at once.
    if (a.end === 0) for (const s of a.small) s.visible = true
  }, [stamp, events, speed, layout])

  useEffect(() => {
    // A click on the battlefield skips to the end of the animation.
    anim.current.t = anim.current.end
  }, [skip])

  useTick((ticker) => {
    const a = anim.current
    if (a.t > a.end + a.step || a.big.length === 0) return
    a.t += ticker.deltaMS
    for (let i = 0; i < a.big.length; i++) {
      const start = a.at[i]!
      const shown = a.t >= start
      a.small[i]!.visible = shown
      const live = shown && a.t < start + a.step
      const big = a.big[i]!
      big.visible = live
      if (live) big.alpha = 1 - (a.t - start) / a.step / 2
    }
  })

  return <pixiContainer ref={root} />
}
