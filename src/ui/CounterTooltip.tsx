import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { CounterView } from '../engine/core/view.ts'
import { rulesStore, useRules } from './rules/rulesStore.ts'
import './counterTooltip.css'

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)

/** Distance from the pointer, and the least room kept to the window's edges. */
const OFFSET = 14
const MARGIN = 4

/**
 * Where the tooltip starts on one axis, in its container's coordinates: past
 * the pointer when it fits before the window's edge, else on the pointer's
 * other side (left, or above), and never over either edge of the window.
 */
function placeAlong(pointer: number, size: number, containerStart: number, windowSize: number): number {
  let at = pointer + OFFSET
  if (containerStart + at + size > windowSize - MARGIN) at = pointer - OFFSET - size
  return Math.max(MARGIN - containerStart, Math.min(at, windowSize - MARGIN - containerStart - size))
}

/**
 * Hovering a counter lists its values, every modifier with its source, and its traits (section C, "Where to find
 * Modifiers"). It follows the pointer and cannot be clicked: its rules are the ? key's, which opens the rules
 * reference at the counter's topic while the tooltip shows (RulesHost).
 */
export function CounterTooltip({ c, x, y, stack }: { c: CounterView; x: number; y: number; stack?: readonly CounterView[] }) {
  const ref = useRef<HTMLDivElement>(null)
  const rulesShown = useRules((s) => s.hosts > 0)
  useEffect(() => {
    if (!c.rules) return
    rulesStore.getState().setHovered(c.rules)
    return () => rulesStore.getState().setHovered(null)
  }, [c.rules])
  const [at, setAt] = useState<{ left: number; top: number } | null>(null)
  // Measured before the browser paints, so a tooltip that must turn left never shows off the window first.
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const container = (el.offsetParent ?? document.body).getBoundingClientRect()
    const { clientWidth, clientHeight } = document.documentElement
    setAt({ left: placeAlong(x, el.offsetWidth, container.left, clientWidth), top: placeAlong(y, el.offsetHeight, container.top, clientHeight) })
  }, [x, y, c, stack])
  const firing = c.side === 'attacker' ? 'attack' : 'defense'
  const hitChance = c.hitChance?.text.map((line) => (
    <p key={line} className="hit-chance">
      {line}
    </p>
  ))
  const modifiers = c.modifiers.length > 0 && (
    <table>
      <tbody>
        {c.modifiers.map((m, i) => (
          <tr key={i}>
            <td>{m.source}</td>
            <td className="num">{signed(m.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
  return (
    <div ref={ref} className="tooltip counter-tip open" role="tooltip" style={at ?? { left: x + OFFSET, top: y + OFFSET }} data-testid="counter-tooltip">
      {stack && stack.length > 1 && (
        <div className="stack-list" data-testid="stack-list">
          <p>
            A stack of {stack.length}; a click spreads it. On top first:
          </p>
          <ol>
            {stack.map((u) => (
              <li key={u.id}>{u.name}</li>
            ))}
          </ol>
        </div>
      )}
      <strong>{c.name}</strong>
      {c.values ? (
        // The rule system's own words for its values (no "fires with" where units do not fire).
        <>
          {c.values.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {hitChance}
          {modifiers}
        </>
      ) : c.leader ? (
        <p>Leader</p>
      ) : (
        <>
          <p>
            Attack {c.attack}, defense {c.defense}, morale {c.morale}; strength {c.strength}/{c.maxStrength}
            {c.elite ? '; elite' : ''}
          </p>
          <p>
            Fires with its {firing} value: {c.baseValue} → <b className={`tint-${c.tint}`}>{c.value}</b>
            {c.active ? '' : ' (does not fire in the coming round)'}
          </p>
          {hitChance}
          {modifiers}
        </>
      )}
      <ul>
        {c.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      {c.rules && rulesShown && (
        <p className="rules-hint" data-testid="counter-rules">
          <kbd>?</kbd> — rules: {c.rules}
        </p>
      )}
    </div>
  )
}
