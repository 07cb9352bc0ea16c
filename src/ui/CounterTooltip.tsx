import type { CounterView } from '../engine/core/view.ts'

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)

/** Hovering a counter lists its values, every modifier with its source, and its traits (section C, "Where to find Modifiers"). */
export function CounterTooltip({ c, x, y }: { c: CounterView; x: number; y: number }) {
  const firing = c.side === 'attacker' ? 'attack' : 'defense'
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
    <div className="tooltip counter-tip open" role="tooltip" style={{ left: x + 14, top: y + 14 }} data-testid="counter-tooltip">
      <strong>{c.name}</strong>
      {c.values ? (
        // The rule system's own words for its values (no "fires with" where units do not fire).
        <>
          {c.values.map((line) => (
            <p key={line}>{line}</p>
          ))}
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
          {modifiers}
        </>
      )}
      <ul>
        {c.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  )
}
