import type { TraceFigure } from '../../odds/trace.ts'

/** A chance as a whole percentage, for the chart, the table and the words. */
export const pct = (p: number): number => Math.round(p * 100)

/** Where a figure stands, in words: "before Main", "at the start" (no round named yet) or "at the end". */
export function whenOf(f: TraceFigure): string {
  return f.final ? 'at the end' : f.label === 'Start' ? 'at the start' : `before ${f.label}`
}

const capital = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`

function methodOf(f: TraceFigure): string {
  return f.method === 'exact' ? 'exact' : f.method === 'result' ? 'the result' : `${f.runs.toLocaleString('en')} simulated battles`
}

/** The tooltip of a point: the figure and how it was found. */
export function pointTitle(f: TraceFigure, names: { attacker: string; defender: string }): string {
  const draw = f.draw > 0 ? `, draw ${pct(f.draw)}%` : ''
  return `${capital(whenOf(f))}: ${names.attacker} ${pct(f.attacker)}%, ${names.defender} ${pct(f.defender)}%${draw} (${methodOf(f)})`
}

/** What the chart shows, in one sentence, for its aria-label. */
export function chartSummary(figures: readonly TraceFigure[], attacker: string): string {
  const first = figures[0]!
  const last = figures[figures.length - 1]!
  const rounds = figures.filter((f) => !f.final).length
  const values = figures.map((f) => pct(f.attacker))
  const lo = Math.min(...values)
  const hi = Math.max(...values)
  const range = figures.length > 2 ? ` (lowest ${lo}%, highest ${hi}%)` : ''
  return `Line chart of ${attacker}'s chance to win over ${rounds} round${rounds === 1 ? '' : 's'}: ${pct(first.attacker)}% ${whenOf(first)}, ${pct(last.attacker)}% ${whenOf(last)}${range}. The figures are in the table below.`
}

const W = 600
const LEFT = 44
const RIGHT = 18
const TOP = 12
const PLOT_H = 170
const FONT = 11
/** An estimate of a label's width at FONT px, for deciding whether the labels fit flat. */
const CHAR_W = 6.2
const MAX_LINE = 14

/** The tick's text of a round's name: up to its first colon ("Phase 3: French attacks" → "Phase 3"). */
export function tickText(label: string): string {
  const head = label.split(':')[0]!.trim()
  return head || label
}

/** Words on at most two lines of about equal length, each cut to MAX_LINE characters. */
export function twoLines(text: string): string[] {
  const words = text.split(/\s+/)
  let best = [text]
  let bestW = Infinity
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')]
    const w = Math.max(...lines.map((l) => l.length))
    if (w < bestW) [best, bestW] = [lines, w]
  }
  return best.map((l) => (l.length > MAX_LINE ? `${l.slice(0, MAX_LINE - 1)}…` : l))
}

/**
 * The rounds' names along the bottom: on one line when they all fit between
 * the points, else on two; where even two lines do not fit, every k-th name
 * (the first and the end always). The full names are in the tooltips and the table.
 */
function ticks(labels: readonly string[], step: number): { lines: string[][]; shown: boolean[] } {
  const width = (lines: string[]) => Math.max(...lines.map((l) => l.length)) * CHAR_W
  const flat = labels.map((l) => [l.length > MAX_LINE * 2 ? `${l.slice(0, MAX_LINE * 2 - 1)}…` : l])
  const room = step - 8
  if (labels.length < 2 || Math.max(...flat.map(width)) <= room) return { lines: flat, shown: labels.map(() => true) }
  const wrapped = labels.map((l) => (l.length * CHAR_W <= room ? [l] : twoLines(l)))
  const every = Math.max(1, Math.ceil((Math.max(...wrapped.map(width)) + 8) / Math.max(step, 1)))
  const last = labels.length - 1
  return { lines: wrapped, shown: labels.map((_, i) => i === last || (i % every === 0 && last - i >= every)) }
}

/**
 * The attacker's chance to win before each round and at the end, as an
 * inline SVG line chart (no chart library): 0–100% up the side, a dashed
 * guide at 50%, each point with its figure as a tooltip, the rounds' names
 * along the bottom. The same figures follow in a table, in a details
 * element (the chart is one image to a screen reader, with its summary).
 */
export function TraceChart({ figures, names }: { figures: readonly TraceFigure[]; names: { attacker: string; defender: string } }) {
  const n = figures.length
  const plotW = W - LEFT - RIGHT
  const step = n > 1 ? plotW / (n - 1) : plotW
  const { lines, shown } = ticks(
    figures.map((f) => (f.final ? 'End' : tickText(f.label))),
    step,
  )
  const twoRows = lines.some((l, i) => shown[i] && l.length > 1)
  const H = TOP + PLOT_H + (twoRows ? 44 : 30)
  const x = (i: number) => LEFT + (n > 1 ? i * step : plotW / 2)
  const y = (p: number) => TOP + (1 - p) * PLOT_H
  const line = figures.map((f, i) => `${x(i).toFixed(1)},${y(f.attacker).toFixed(1)}`).join(' ')
  return (
    <figure className="trace-figure">
      <svg
        className="trace-chart"
        role="img"
        aria-label={chartSummary(figures, names.attacker)}
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        data-testid="trace-chart"
        data-points={n}
      >
        {[0, 0.25, 0.5, 0.75, 1].map((p) => (
          <g key={p}>
            <line className={p === 0.5 ? 'trace-guide' : 'trace-grid'} x1={LEFT} x2={W - RIGHT} y1={y(p)} y2={y(p)} data-testid={p === 0.5 ? 'trace-guide' : undefined} />
            <text className="trace-axis" x={LEFT - 6} y={y(p) + 4} textAnchor="end" fontSize={FONT}>
              {pct(p)}%
            </text>
          </g>
        ))}
        <polyline className="trace-line" points={line} fill="none" />
        {figures.map((f, i) => (
          <circle key={i} className={`trace-point trace-${f.method}`} cx={x(i)} cy={y(f.attacker)} r={4.5} data-testid="trace-point" data-value={pct(f.attacker)}>
            <title>{pointTitle(f, names)}</title>
          </circle>
        ))}
        {lines.map((l, i) =>
          shown[i] ? (
            <text key={i} className="trace-axis" fontSize={FONT} x={x(i)} y={TOP + PLOT_H + 18} textAnchor="middle" data-testid="trace-label">
              {l.map((row, k) => (
                <tspan key={k} x={x(i)} dy={k === 0 ? 0 : FONT + 2}>
                  {row}
                </tspan>
              ))}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="trace-caption">
        {names.attacker}'s chance to win before each round and at the end; the dashed line is 50%; filled points are exact, hollow ones from simulated battles.
      </figcaption>
      <details className="trace-details">
        <summary>The figures</summary>
        <table className="bm-table" data-testid="odds-trace">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">{names.attacker}</th>
              <th scope="col">{names.defender}</th>
              <th scope="col">Draw</th>
              <th scope="col">How</th>
            </tr>
          </thead>
          <tbody>
            {figures.map((f, i) => (
              <tr key={i}>
                <th scope="row">{capital(whenOf(f))}</th>
                <td className="num">{pct(f.attacker)}%</td>
                <td className="num">{pct(f.defender)}%</td>
                <td className="num">{pct(f.draw)}%</td>
                <td>{methodOf(f)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
