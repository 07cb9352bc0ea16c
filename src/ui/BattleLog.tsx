import { useEffect, useMemo, useRef } from 'react'
import { placeSplitter } from './placeRefs.ts'

export interface LogLine {
  text: string
  /** The event's kind (and hit or miss for a die), for styling. */
  cls: string
}

/** Places of the map on the field: their names in the log light them there while hovered. */
export interface LogPlaces {
  places: readonly { id: string; name: string }[]
  onHover(id: string | null): void
}

/** The battle log (seed 000 section B, item 10): every roll, loss and change, with its reason, in any rule system's words. */
export function BattleLog({ lines, open, onToggle, places }: { lines: readonly LogLine[]; open: boolean; onToggle(): void; places?: LogPlaces | null }) {
  const split = useMemo(() => (places ? placeSplitter(places.places) : null), [places])
  const scroller = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The log's own scroll only (scrollIntoView also lays out and scrolls every ancestor, once per line of a round's show).
    const el = scroller.current
    if (open && el) el.scrollTop = el.scrollHeight
  }, [lines.length, open])
  return (
    <section className={`battle-log ${open ? 'open' : 'closed'}`} aria-label="Battle log">
      <button type="button" className="log-toggle" onClick={onToggle} aria-expanded={open} title="Open or close the battle log (L)">
        {open ? '▾ Battle log' : '▴ Battle log'}
      </button>
      {open && (
        // Focusable, so that a keyboard user can scroll the log (axe: scrollable-region-focusable).
        <div ref={scroller} className="log-scroll" tabIndex={0} role="region" aria-label="Battle log lines">
          <ol className="log-lines" data-testid="battle-log">
            {lines.map((l, i) => (
              <li key={i} className={l.cls}>
                {split
                  ? split(l.text).map((p, j) =>
                      p.place ? (
                        <span key={j} className="place-ref" data-place={p.place} title="Shown on the map while the pointer is over it" onMouseEnter={() => places!.onHover(p.place!)} onMouseLeave={() => places!.onHover(null)}>
                          {p.text}
                        </span>
                      ) : (
                        p.text
                      ),
                    )
                  : l.text}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  )
}
