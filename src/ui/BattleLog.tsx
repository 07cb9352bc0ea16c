import { useEffect, useRef } from 'react'

export interface LogLine {
  text: string
  /** The event's kind (and hit or miss for a die), for styling. */
  cls: string
}

/** The battle log (seed 000 section B, item 10): every roll, loss and change, with its reason, in any rule system's words. */
export function BattleLog({ lines, open, onToggle }: { lines: readonly LogLine[]; open: boolean; onToggle(): void }) {
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) end.current?.scrollIntoView({ block: 'end' })
  }, [lines.length, open])
  return (
    <section className={`battle-log ${open ? 'open' : 'closed'}`} aria-label="Battle log">
      <button type="button" className="log-toggle" onClick={onToggle} aria-expanded={open} title="Open or close the battle log (L)">
        {open ? '▾ Battle log' : '▴ Battle log'}
      </button>
      {open && (
        <div className="log-scroll">
          <ol className="log-lines" data-testid="battle-log">
            {lines.map((l, i) => (
              <li key={i} className={l.cls}>
                {l.text}
              </li>
            ))}
          </ol>
          <div ref={end} />
        </div>
      )}
    </section>
  )
}
