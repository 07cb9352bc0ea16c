import { useId, useState, type FocusEvent } from 'react'
import type { SideView } from '../engine/core/view.ts'
import { RulesLink } from './rules/RulesLink.tsx'

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)

/**
 * A side's gauge drawn as the Battle Morale diamond (seed 000 section B); hovering or focusing it lists what the value
 * is made of (section B), with a link to its rules. The tooltip is inside the diamond's element, so the pointer can
 * reach the link without closing it, and Tab from the diamond goes on to the link.
 */
export function Diamond({ side, ruleset }: { side: SideView; ruleset: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const g = side.gauge
  // Focus moving to the link inside keeps the tooltip open.
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
  }
  return (
    <div
      className="diamond-wrap"
      tabIndex={0}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
      aria-describedby={id}
      data-testid={`bm-${side.side}`}
    >
      <svg width="52" height="52" viewBox="0 0 52 52" role="img" aria-label={`${g.title} of ${side.name}: ${g.value}`}>
        <path d="M26 2 L50 26 L26 50 L2 26 Z" fill={g.warning ? '#7a1f1f' : '#2f5fb3'} stroke="#e8e2d0" strokeWidth="2.5" />
        <text x="26" y="32" textAnchor="middle" fontSize="18" fontWeight="bold" fill="#fff">
          {g.value}
        </text>
      </svg>
      {/* What the figure is at this moment, in the rule system's words (the view model's label): it changes as the battle does. */}
      <span className="gauge-label" data-testid={`gauge-label-${side.side}`}>
        {g.label}
      </span>
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
        {/* Named by the gauge's title without its figures in brackets: "Battle Morale: rules ?". */}
        {g.rules && <RulesLink ruleset={ruleset} topic={g.rules} label={g.title.replace(/ \(.*$/, '')} />}
      </div>
    </div>
  )
}
