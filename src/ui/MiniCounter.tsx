import type { CounterView } from '../engine/core/view.ts'
import { ICONS } from '../battlefield/icons.ts'

/** A small counter for the Losses and Routs boxes and the summary (the same icons as the battlefield). */
export function MiniCounter({ c, color }: { c: CounterView; color: string }) {
  return (
    <span className="mini-counter" style={{ background: color }} title={`${c.name} (${c.strength}/${c.maxStrength} SP)${c.panicked ? ', panicked' : ''}`} data-unit={c.id}>
      <svg viewBox="0 0 40 26" width="26" height="17" aria-hidden="true" dangerouslySetInnerHTML={{ __html: ICONS[c.icon] ?? '' }} />
      <span className="sr-only">{c.name}</span>
    </span>
  )
}
