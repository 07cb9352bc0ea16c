/** At most this many bars: more amounts than that are grouped into equal ranges. */
export const MAX_BARS = 30

export interface Bin {
  from: number
  to: number
  p: number
}

/** The chances by amount, grouped into at most MAX_BARS ranges of equal width (every amount in one range). */
export function binsOf(chances: readonly number[]): Bin[] {
  const n = chances.length
  const width = Math.max(1, Math.ceil(n / MAX_BARS))
  const out: Bin[] = []
  for (let from = 0; from < n; from += width) {
    const to = Math.min(n - 1, from + width - 1)
    let p = 0
    for (let k = from; k <= to; k++) p += chances[k]!
    out.push({ from, to, p })
  }
  return out
}

const W = 190
const H = 84
const BASE = 66

const pctText = (p: number) => (p > 0 && p < 0.001 ? '<0.1%' : `${(p * 100).toFixed(1)}%`)

/** The chance of each amount a side may have left at the end, as bars (hover one for its figure). */
export function Histogram({ chances, color, unit, name, who }: { chances: readonly number[]; color: string; unit: string; name: string; who: string }) {
  const bins = binsOf(chances)
  const top = Math.max(...bins.map((b) => b.p), 1e-9)
  const slot = W / Math.max(1, bins.length)
  const label = (b: Bin) => (b.from === b.to ? `${b.from}` : `${b.from}–${b.to}`)
  const likeliest = bins.reduce((a, b) => (b.p > a.p ? b : a), bins[0] ?? { from: 0, to: 0, p: 0 })
  return (
    <figure className="fc-histogram">
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={`${who}: chance of each amount of ${name} left at the end; likeliest ${label(likeliest)} ${unit} (${pctText(likeliest.p)})`}>
        <line x1={0} x2={W} y1={BASE} y2={BASE} stroke="#8a8270" strokeWidth={1} />
        {bins.map((b, i) => {
          const h = (b.p / top) * (BASE - 4)
          return (
            <g key={b.from} data-testid="fc-bar" data-from={b.from} data-to={b.to} data-p={b.p}>
              <title>{`${label(b)} ${unit} left: ${pctText(b.p)}`}</title>
              {/* The whole slot answers the pointer, so a bar of no height still has its tooltip. */}
              <rect x={i * slot} y={0} width={slot} height={BASE} fill="transparent" />
              <rect x={i * slot + 1} y={BASE - h} width={Math.max(1, slot - 2)} height={h} fill={color} stroke="#e8e2d0" strokeWidth={h > 0 ? 0.5 : 0} />
            </g>
          )
        })}
        <text x={0} y={H - 4} fontSize={10} fill="#cfc8b4">
          0
        </text>
        <text x={W} y={H - 4} fontSize={10} fill="#cfc8b4" textAnchor="end">
          {bins.length ? bins[bins.length - 1]!.to : 0} {unit}
        </text>
      </svg>
    </figure>
  )
}
