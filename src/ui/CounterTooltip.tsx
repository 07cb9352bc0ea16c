import type { CounterView } from '../engine/core/view.ts'

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)

/** Hovering a counter lists its values, every modifier with its source, and its traits (section C, "Where to find Modifiers"). */
export function CounterTooltip({ c, x, y }: { c: CounterView; x: number; y: number }) {
  const firing = c.side === 'attacker' ? 'attack' : 'defense'
  return (
    <div className="tooltip counter-tip open" role="tooltip" style={{ left: x + 14, top: y + 14 }} data-testid="counter-tooltip">
      <strong>{c.name}</strong>
      {c.leader ? (
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
          {c.modifiers.length > 0 && (
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
          )}
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
