import { useId, useState } from 'react'
import type { SideView } from '../engine/core/view.ts'

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)

/** A side's gauge drawn as the Battle Morale diamond (seed 000 section B); hovering or focusing it lists what the value is made of (section B). */
export function Diamond({ side }: { side: SideView }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const g = side.gauge
  return (
    <div
      className="diamond-wrap"
      tabIndex={0}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      aria-describedby={id}
      data-testid={`bm-${side.side}`}
    >
      <svg width="52" height="52" viewBox="0 0 52 52" role="img" aria-label={`${g.title} of ${side.name}: ${g.value}`}>
        <path d="M26 2 L50 26 L26 50 L2 26 Z" fill={g.warning ? '#7a1f1f' : '#2f5fb3'} stroke="#e8e2d0" strokeWidth="2.5" />
        <text x="26" y="32" textAnchor="middle" fontSize="18" fontWeight="bold" fill="#fff">
          {g.value}
        </text>
      </svg>
      <div id={id} role="tooltip" className={`tooltip diamond-tip ${open ? 'open' : ''}`}>
        <strong>
          {g.title}: {g.value}
        </strong>
        <table>
          <tbody>
            {g.parts.map((p, i) => (
              <tr key={i}>
                <td>{p.source}</td>
                <td className="num">{signed(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {g.warning && <p className="warn">{g.warning}</p>}
      </div>
    </div>
  )
}
