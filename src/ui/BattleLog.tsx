import { useEffect, useRef } from 'react'
import type { GrandEvent, GrandState } from '../engine/rulesets/grand/index.ts'
import { formatEvent } from '../engine/rulesets/grand/describe.ts'

/** The battle log (section B, item 10): every roll, modifier, loss, panic and BM change, with its reason. */
export function BattleLog({ state, events, open, onToggle }: { state: GrandState; events: readonly GrandEvent[]; open: boolean; onToggle(): void }) {
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) end.current?.scrollIntoView({ block: 'end' })
  }, [events.length, open])
  return (
    <section className={`battle-log ${open ? 'open' : 'closed'}`} aria-label="Battle log">
      <button type="button" className="log-toggle" onClick={onToggle} aria-expanded={open} title="Open or close the battle log (L)">
        {open ? '▾ Battle log' : '▴ Battle log'}
      </button>
      {open && (
        <div className="log-scroll">
        <ol className="log-lines" data-testid="battle-log">
          {events.map((e, i) => (
            <li key={i} className={`log-${e.t}${e.t === 'shot' ? (e.hit ? ' hit' : ' miss') : ''}`}>
              {formatEvent(state, e)}
            </li>
          ))}
        </ol>
        <div ref={end} />
        </div>
      )}
    </section>
  )
}
