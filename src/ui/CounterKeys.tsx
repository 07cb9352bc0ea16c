import type { CounterView } from '../engine/core/view.ts'
import type { Hover } from '../battlefield/Battlefield.tsx'

/**
 * The counters for the keyboard: one button per counter, out of sight but in
 * the Tab order after the field. Focusing one shows its tooltip at the
 * counter and marks the counter on the field (the visible focus); Enter
 * clicks it when the open question is answered by a click on it.
 */
export function CounterKeys({
  counters,
  at,
  clickable,
  onFocusCounter,
  onClickCounter,
}: {
  counters: readonly CounterView[]
  /** Where a counter's centre is on the canvas, or null when it is not drawn. */
  at(id: string): { x: number; y: number } | null
  clickable?: ReadonlySet<string>
  onFocusCounter(h: Hover | null): void
  onClickCounter?(id: string): void
}) {
  return (
    <ul className="counter-keys" aria-label="Counters on the field">
      {counters.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            data-testid={`counter-key-${c.id}`}
            onFocus={() => {
              const p = at(c.id)
              onFocusCounter(p ? { id: c.id, ...p } : null)
            }}
            onBlur={() => onFocusCounter(null)}
            onClick={() => {
              if (clickable?.has(c.id)) onClickCounter?.(c.id)
            }}
          >
            {c.name}
            {clickable?.has(c.id) ? ' (Enter: choose)' : ''}
          </button>
        </li>
      ))}
    </ul>
  )
}
