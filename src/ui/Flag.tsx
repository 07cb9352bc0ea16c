import type { SideView } from '../engine/core/view.ts'

/** A side's flag, drawn from the scenario's stripes (own art, no emblems). */
export function Flag({ flag, name, width = 72 }: { flag: SideView['flag']; name: string; width?: number }) {
  const h = Math.round(width * 0.66)
  const n = flag.colors.length
  return (
    <svg width={width} height={h} viewBox={`0 0 ${width} ${h}`} role="img" aria-label={`Flag of ${name}`} className="flag">
      {flag.colors.map((c, i) =>
        flag.layout === 'vertical' ? (
          <rect key={i} x={(i * width) / n} y={0} width={width / n + 0.5} height={h} fill={c} />
        ) : (
          <rect key={i} x={0} y={(i * h) / n} width={width} height={h / n + 0.5} fill={c} />
        ),
      )}
      <rect x={0.5} y={0.5} width={width - 1} height={h - 1} fill="none" stroke="#111" />
    </svg>
  )
}
