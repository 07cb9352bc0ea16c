import { useEffect, useRef } from 'react'
import { useTick } from '@pixi/react'
import { BitmapText, Container, Graphics } from 'pixi.js'
import type { AnyEvent } from '../engine/core/view.ts'
import type { Speed } from '../store/battleStore.ts'
import { COLORS } from './colors.ts'
import { MS_PER_ROLL, roundShow, type DieShow } from './dice.ts'
import type { BattlefieldLayout } from './layout.ts'
import { DESTROY_SUBTREE } from './pixiParts.ts'
import { noteDieShown } from '../ui/testHook.ts'

export interface DiceLayerProps {
  events: readonly AnyEvent[]
  /** Changes whenever a new gesture's events arrive: the show restarts. */
  stamp: number
  speed: Speed
  layout: BattlefieldLayout
  /** Changes when the player skips the show: every die is then only a reminder. */
  skip: number
  /** The gesture the skip was for: a skip that reaches the field after the next gesture has begun leaves that one alone. */
  skipFor: number
  /** False on a reload or an undo: the last round's dice are reminders only, not played again. */
  animate: boolean
  /** Tells the canvas whether frames are still needed (an idle canvas is not redrawn). */
  onBusy?(busy: boolean): void
  /** How many of this gesture's dice have been drawn so far. */
  onShown?(stamp: number, count: number): void
}

const FONT = 'Arial, Helvetica, sans-serif'

/** A die face: a rounded square with the figure, and below it the word HIT or miss, so a hit reads without its colour. */
function dieFace(die: number, hit: boolean, size: number): Container {
  const face = new Container()
  const g = new Graphics()
  g.roundRect(-size / 2, -size / 2, size, size, size * 0.18).fill(hit ? COLORS.hit : COLORS.paper).stroke({ width: Math.max(2, size * 0.07), color: hit ? 0xb3261e : COLORS.ink })
  const figure = new BitmapText({ text: String(die), style: { fontFamily: FONT, fontSize: Math.round(size * 0.62), fill: 0xffffff, fontWeight: 'bold' } })
  figure.tint = COLORS.ink
  figure.anchor.set(0.5)
  const markSize = Math.max(10, Math.round(size * 0.3))
  const mark = new BitmapText({ text: hit ? 'HIT' : 'miss', style: { fontFamily: FONT, fontSize: markSize, fill: 0xffffff, fontWeight: 'bold' } })
  mark.tint = hit ? COLORS.hit : COLORS.paper
  mark.anchor.set(0.5, 0)
  mark.position.set(0, size / 2 + 2)
  const plate = new Graphics()
  plate.roundRect(-markSize * 1.2, size / 2, markSize * 2.4, markSize * 1.25, 3).fill({ color: COLORS.ink, alpha: 0.8 })
  face.addChild(g, figure, plate, mark)
  return face
}

/**
 * Each die of the round, large on its firing counter in the order rolled, then
 * a small reminder at the counter's right until the next round. Animated
 * through refs on the ticker (React does not re-render per frame), on the
 * wall clock as the log's show is: every die is drawn for at least one frame,
 * however slow the frames, and `onShown` says how many have been, so that no
 * result is told before its die.
 */
export function DiceLayer({ events, stamp, speed, layout, skip, skipFor, animate, onBusy, onShown }: DiceLayerProps) {
  const root = useRef<Container | null>(null)
  const anim = useRef({
    big: [] as (Container | null)[],
    bigSize: 0,
    place: null as ((i: number) => void) | null,
    small: [] as BitmapText[],
    at: [] as number[],
    dice: [] as DieShow[],
    seen: [] as boolean[],
    seenCount: 0,
    total: 0,
    t0: 0,
    end: 0,
    step: 0,
    done: true,
    stamp: null as number | null,
    events: null as readonly AnyEvent[] | null,
    size: 0,
  })

  useEffect(() => {
    const c = root.current
    if (!c) return
    const show = roundShow(events, speed)
    const places = new Map(layout.places.map((p) => [p.id, p]))
    const { counterW: w, counterH: h } = layout
    const bigSize = Math.round(h * 0.78)
    const smallSize = Math.max(9, Math.round(h * 0.22))
    const perCol = Math.max(1, Math.floor(h / (smallSize + 1)))
    const a = anim.current
    const fresh = a.stamp !== stamp
    const place = (i: number) => {
      const d = a.dice[i]!
      const p = places.get(d.unit)!
      a.big[i]?.position.set(p.x + w / 2, p.y + h / 2 - smallSize / 2)
      a.small[i]!.position.set(p.x + w + 2 + Math.floor(d.slot / perCol) * (smallSize * 0.8), p.y + (d.slot % perCol) * (smallSize + 1))
    }
    // The same dice on a field that moved (the state after the round): only moved, not drawn again (text is costly to build).
    // A die whose counter is not on the field (a map shown for a choice) counts as shown: it cannot hold the show.
    const dice = show.dice.filter((d) => places.has(d.unit))
    if (!fresh && a.events === events && a.size === h && dice.length === a.big.length) {
      a.place = place
      dice.forEach((_, i) => place(i))
      return
    }
    for (const child of c.removeChildren()) child.destroy(DESTROY_SUBTREE)
    a.events = events
    a.size = h
    a.big = []
    a.small = []
    a.at = []
    a.dice = []
    const seen = fresh ? [] : a.seen
    a.seen = []
    a.bigSize = bigSize
    a.place = place
    for (const d of dice) {
      const small = new BitmapText({ text: String(d.die), style: { fontFamily: FONT, fontSize: smallSize, fill: 0xffffff, fontWeight: 'bold' } })
      small.tint = d.hit ? COLORS.hit : 0xffffff
      small.visible = false
      c.addChild(small)
      // The large die is drawn when it is first shown (none at instant speed).
      a.big.push(null)
      a.small.push(small)
      a.at.push(d.at)
      a.dice.push(d)
      a.seen.push(seen[a.seen.length] ?? false)
      place(a.big.length - 1)
    }
    a.step = MS_PER_ROLL[speed]
    a.end = show.end
    a.total = show.dice.length
    // A new gesture starts the show; a new layout (the field after the round, a resize) keeps its clock.
    if (fresh) {
      a.t0 = performance.now()
      a.done = !animate || a.end === 0
    }
    a.stamp = stamp
    if (a.done) a.seen = a.seen.map(() => true)
    for (let i = 0; i < a.small.length; i++) a.small[i]!.visible = a.seen[i]!
    // Dice without a counter on the field count as shown at once.
    a.seenCount = a.done ? a.total : a.total - a.big.length + a.seen.filter(Boolean).length
    onShown?.(stamp, a.seenCount)
    onBusy?.(!a.done)
  }, [stamp, events, speed, layout, onBusy, onShown])

  const skipped = useRef(skip)
  useEffect(() => {
    // A skip ends the show: every die becomes its reminder. Only a new skip: not a new callback.
    if (skipped.current === skip) return
    skipped.current = skip
    const a = anim.current
    if (skipFor !== a.stamp) return
    a.done = true
    a.seen = a.seen.map(() => true)
    a.seenCount = a.total
    for (const s of a.small) s.visible = true
    for (const b of a.big) if (b) b.visible = false
    if (a.stamp !== null) onShown?.(a.stamp, a.total)
    onBusy?.(false)
  }, [skip, skipFor, onBusy, onShown])

  useTick(() => {
    const a = anim.current
    if (a.done) return
    const t = performance.now() - a.t0
    let changed = false
    for (let i = 0; i < a.big.length; i++) {
      const start = a.at[i]!
      if (t >= start && !a.seen[i]) {
        // Over the reminders, so that a die is never hidden by another counter's reminder.
        const d = a.dice[i]!
        const big = dieFace(d.die, d.hit, a.bigSize)
        a.big[i] = big
        root.current?.addChild(big)
        a.place?.(i)
        // Its first frame: drawn whatever the clock says, so that no die is skipped.
        a.seen[i] = true
        a.seenCount++
        changed = true
        a.small[i]!.visible = true
        big.visible = true
        big.alpha = 1
        noteDieShown(a.dice[i]!.unit, a.dice[i]!.die)
        continue
      }
      const big = a.big[i]
      if (!big) continue
      const live = a.seen[i]! && t < start + a.step
      big.visible = live
      if (live) big.alpha = 1 - (t - start) / a.step / 2
    }
    if (changed && a.stamp !== null) onShown?.(a.stamp, a.seenCount)
    if (t > a.end + a.step && a.seenCount === a.total) {
      for (const b of a.big) if (b) b.visible = false
      a.done = true
      onBusy?.(false)
    }
  })

  return <pixiContainer ref={root} />
}
