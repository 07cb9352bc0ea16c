import { useEffect, useRef, useState } from 'react'
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
 * halo; dragging one onto the centre of the battlefield plays it. Enter on a
 * focused card does the same for the keyboard.
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
  const card = (c: CardView, i: number) => (
    <li
      key={`${c.id}-${i}`}
      className={`card ${c.playable ? 'playable' : 'unplayable'}`}
      data-card={c.id}
      tabIndex={c.playable ? 0 : -1}
      aria-disabled={!c.playable}
      aria-label={`${c.name}: ${c.text}${c.playable ? '' : ' (not playable now)'}`}
      onPointerDown={(e) => {
        if (!c.playable) return
        e.preventDefault()
        setDrag({ id: c.id, x: e.clientX, y: e.clientY })
      }}
      onKeyDown={(e) => {
        if (c.playable && e.key === 'Enter') onStage(c.id)
      }}
    >
      <strong>{c.name}</strong>
      <span>{c.text}</span>
      <em>{c.reusable ? 'Replayable' : 'One-time'}</em>
    </li>
  )
  return (
    <div className="hand" aria-label={`Hand of ${side.name}`} data-testid="hand">
      <ul>{left.map(card)}</ul>
      {drag && (
        <div className="card ghost" style={{ left: drag.x - 60, top: drag.y - 30 }} aria-hidden="true">
          <strong>{side.hand.find((c) => c.id === drag.id)?.name}</strong>
        </div>
      )}
    </div>
  )
}
