import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { CardView, SideView } from '../engine/core/view.ts'

interface Props {
  side: SideView
  staged: string[]
  dropZone: React.RefObject<HTMLElement | null>
  onDropActive(active: boolean): void
  onStage(id: string): void
}

/**
 * The acting side's hand (section C, Card Round): playable cards have a green
 * halo; dragging one onto the centre of the battlefield plays it. Each card is
 * a button as well: Enter, Space or a click stages it, without dragging.
 */
export function Hand({ side, staged, dropZone, onDropActive, onStage }: Props) {
  const [drag, setDrag] = useState<{ id: string; x: number; y: number } | null>(null)
  const over = useRef(false)

  useEffect(() => {
    if (!drag) return
    const inside = (x: number, y: number) => {
      const r = dropZone.current?.getBoundingClientRect()
      return !!r && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom
    }
    const move = (e: PointerEvent) => {
      setDrag((d) => d && { ...d, x: e.clientX, y: e.clientY })
      const now = inside(e.clientX, e.clientY)
      if (now !== over.current) {
        over.current = now
        onDropActive(now)
      }
    }
    const up = (e: PointerEvent) => {
      if (inside(e.clientX, e.clientY)) onStage(drag.id)
      over.current = false
      onDropActive(false)
      setDrag(null)
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    return () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
    }
  }, [drag, dropZone, onDropActive, onStage])

  // A card id may be held twice: count what is staged already.
  const left = side.hand.slice()
  for (const id of staged) {
    const i = left.findIndex((c) => c.id === id)
    if (i >= 0) left.splice(i, 1)
  }
  // A card staged from the keyboard (or by a click) leaves the hand: the focus goes to the card now in its place,
  // or to the note that stands in the empty hand, never back to the top of the page.
  const list = useRef<HTMLElement>(null)
  const empty = useRef<HTMLParagraphElement>(null)
  const [refocus, setRefocus] = useState<number | null>(null)
  useLayoutEffect(() => {
    if (refocus === null) return
    setRefocus(null)
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button.card-face')
    const next = buttons?.[Math.min(refocus, buttons.length - 1)]
    if (next) next.focus()
    else empty.current?.focus()
  }, [refocus])
  const stage = (c: CardView, i: number) => {
    if (!c.playable) return
    onStage(c.id)
    setRefocus(i)
  }
  const card = (c: CardView, i: number) => (
    <li
      key={`${c.id}-${i}`}
      className={`card ${c.playable ? 'playable' : 'unplayable'}`}
      data-card={c.id}
      // Focusable from a script (the card's own button is the Tab stop); Enter on it stages the card too.
      tabIndex={-1}
      onPointerDown={(e) => {
        if (!c.playable) return
        e.preventDefault()
        setDrag({ id: c.id, x: e.clientX, y: e.clientY })
      }}
      onKeyDown={(e) => {
        if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault()
          stage(c, i)
        }
      }}
    >
      {/* A button, so that a card is played without dragging: Enter, Space or a click stages it (WCAG 2.5.7, 2.1.1). */}
      <button type="button" className="card-face" aria-disabled={!c.playable} onClick={() => stage(c, i)} title={c.playable ? 'Enter, Space or a click: play this card (or drag it to the field)' : 'Not playable now'}>
        <strong>{c.name}</strong>
        <span>{c.text}</span>
        <em>
          {c.reusable ? 'Replayable' : 'One-time'}
          {!c.playable && <span className="sr-only"> (not playable now)</span>}
        </em>
      </button>
    </li>
  )
  return (
    <section ref={list} className="hand" aria-label={`Hand of ${side.name}`} data-testid="hand">
      {left.length || !staged.length ? (
        <ul>{left.map(card)}</ul>
      ) : (
        <p ref={empty} className="hand-empty" tabIndex={-1}>
          Every card is staged: play them with the “Play” button, or take one back.
        </p>
      )}
      {drag && (
        <div className="card ghost" style={{ left: drag.x - 60, top: drag.y - 30 }} aria-hidden="true">
          <strong>{side.hand.find((c) => c.id === drag.id)?.name}</strong>
        </div>
      )}
    </section>
  )
}
