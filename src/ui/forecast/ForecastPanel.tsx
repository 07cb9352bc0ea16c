import { useEffect, useRef } from 'react'
import type { Side } from '../../engine/core/types.ts'
import type { Preview } from '../../engine/core/ruleset.ts'
import type { BattleView } from '../../engine/core/view.ts'
import { forecastOf, type Forecast, type SideForecast } from '../../odds/forecast.ts'
import type { OddsEstimate } from '../../odds/oddsPool.ts'
import { roundShares } from '../roundShares.ts'
import { Histogram } from './Histogram.tsx'
import './forecast.css'

const SIDES: readonly Side[] = ['attacker', 'defender']

/** A figure with one decimal, and its interval when sampled (two decimals when it is that narrow). */
function amount(x: number, h: number, unit: string): string {
  const v = x.toFixed(1)
  return h > 0 ? `${v} ± ${h < 0.1 ? h.toFixed(2) : h.toFixed(1)} ${unit}` : `${v} ${unit}`
}

function methodOf(o: OddsEstimate): string {
  if (o.method === 'exact') return `exact (${o.detail})`
  const state = o.done ? '' : ', refining…'
  return `${o.runs.toLocaleString('en')} battles sampled, chances ± ${(o.halfWidth * 100).toFixed(1)} points (95%)${state}`
}

/** Attacker wins, no winner, defender wins: a bar and three figures, as the odds bar shows them. */
function Outcomes({ o, view }: { o: OddsEstimate; view: BattleView }) {
  const none = Math.max(0, 1 - o.attacker - o.defender)
  const [pa, pn, pd] = roundShares([o.attacker, none, o.defender]) as [number, number, number]
  const pm = o.halfWidth > 0 ? ` ± ${(o.halfWidth * 100).toFixed(1)}` : ''
  const a = view.sides.attacker
  const d = view.sides.defender
  return (
    <div className="fc-outcomes">
      <div className="fc-bar" role="img" aria-label={`${a.name} wins ${pa}%, no winner ${pn}%, ${d.name} wins ${pd}%`}>
        <span style={{ width: `${pa}%`, background: a.color }} />
        {pn > 0 && <span className="none" style={{ width: `${pn}%` }} />}
        <span style={{ width: `${pd}%`, background: d.color }} />
      </div>
      <dl className="fc-chances">
        <div data-testid="fc-attacker-wins">
          <dt>{a.name} wins</dt>
          <dd>
            {pa}%{pm}
          </dd>
        </div>
        <div data-testid="fc-draw">
          <dt>No winner</dt>
          <dd>
            {pn}%{pn > 0 ? pm : ''}
          </dd>
        </div>
        <div data-testid="fc-defender-wins">
          <dt>{d.name} wins</dt>
          <dd>
            {pd}%{pm}
          </dd>
        </div>
      </dl>
    </div>
  )
}

function SideColumn({ f, s, forecast, view, histogram }: { f: SideForecast; s: Side; forecast: Forecast; view: BattleView; histogram: boolean }) {
  const side = view.sides[s]
  return (
    <section className="fc-side" aria-label={`${side.name}: what it keeps`} data-testid={`fc-${s}`}>
      <h4 style={{ borderColor: side.color }}>{side.name}</h4>
      <p>
        Expected loss <strong data-testid={`fc-${s}-loss`}>{amount(f.loss, f.halfWidth, forecast.unit)}</strong> of {f.now}
      </p>
      <p>
        Expected left <span data-testid={`fc-${s}-left`}>{amount(f.left, f.halfWidth, forecast.unit)}</span>
      </p>
      {histogram && <Histogram chances={f.histogram} color={side.color} unit={forecast.unit} name={forecast.name} who={side.name} />}
    </section>
  )
}

/** One forecast: the chances of each result, and each side's loss and what it keeps, as a histogram. */
export function ForecastBlock({ o, view, testid, histograms }: { o: OddsEstimate; view: BattleView; testid: string; histograms: boolean }) {
  const f = forecastOf(o)
  return (
    <div className="fc-block" data-testid={testid} data-method={o.method} data-done={o.done ? 'yes' : 'no'} data-chances={`${o.attacker} ${o.draw} ${o.defender}`}>
      <Outcomes o={o} view={view} />
      <div className="fc-sides">
        {SIDES.map((s) => (
          <SideColumn key={s} s={s} f={f.sides[s]} forecast={f} view={view} histogram={histograms} />
        ))}
      </div>
      <p className="fc-method">{methodOf(o)}</p>
    </div>
  )
}

interface Props {
  view: BattleView
  /** The bar's estimate of the position on show. */
  odds: OddsEstimate | null
  /** The same with the answer being composed sent (cards staged), and what it is, in words. */
  staged: { odds: OddsEstimate | null; what: string } | null
  /** The exact outcomes of the answer being composed (the bar groups many into three): listed here one by one. */
  outcomes?: Preview['outcomes'] | null
  onClose(): void
}

/** Every outcome of the answer being composed, with its chance, in the order the rule system gives them. */
function OutcomeTable({ outcomes, view }: { outcomes: NonNullable<Preview['outcomes']>; view: BattleView }) {
  return (
    <div className="fc-answer" data-testid="fc-answer-outcomes">
      <h3>{outcomes.title}</h3>
      <table className="fc-compare">
        <thead>
          <tr>
            <th scope="col">Outcome</th>
            <th scope="col">Chance</th>
            <th scope="col">Favours</th>
          </tr>
        </thead>
        <tbody>
          {outcomes.items.map((i) => (
            <tr key={i.label}>
              <th scope="row">{i.label}</th>
              <td className="num">{(i.p * 100).toFixed(1)}%</td>
              <td>{i.side ? view.sides[i.side].name : 'neither'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The forecast (Wesnoth's attack prediction, TripleA's calculator): from the
 * position on show, each result's chance, each side's expected loss and the
 * chance of each amount it may keep, by the rule system's own odds (exact
 * where it solves them, else sampled, with the interval). It follows the odds
 * bar's own estimate, so it refines with it and changes after every round; it
 * computes nothing on the page.
 */
export function ForecastPanel({ view, odds, staged, outcomes, onClose }: Props) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) {
        e.preventDefault()
        onClose()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  const unitName = odds?.measure.name
  return (
    <div ref={box} className="forecast-panel" role="dialog" aria-labelledby="fc-title" data-testid="forecast">
      <header>
        <h3 id="fc-title">Forecast from here{view.oddsNote ? `, ${view.oddsNote}` : ''}</h3>
        <button type="button" onClick={onClose} aria-label="Close the forecast" data-testid="fc-close">
          ×
        </button>
      </header>
      {/* Beside a staged answer the comparison tells the story: the histograms would push the hand off screen. */}
      {odds ? <ForecastBlock o={odds} view={view} testid="fc-now" histograms={!staged} /> : <p role="status">Computing…</p>}
      {outcomes && <OutcomeTable outcomes={outcomes} view={view} />}
      {staged && (
        <div className="fc-staged">
          <h3>With {staged.what}</h3>
          {staged.odds && odds ? <Comparison now={odds} staged={staged.odds} view={view} /> : <p role="status">Computing…</p>}
        </div>
      )}
      {unitName && <p className="fc-note">Losses and what is left are counted in {unitName}, as this rule system counts them.</p>}
    </div>
  )
}

function signed(d: number, digits: number): string {
  const r = Number(d.toFixed(digits))
  return `${r > 0 ? '+' : r < 0 ? '−' : '±'}${Math.abs(r).toFixed(digits)}`
}

/** The staged answer against the bar's position, side by side: each figure without the cards → with them, and the change. */
function Comparison({ now, staged, view }: { now: OddsEstimate; staged: OddsEstimate; view: BattleView }) {
  const a = forecastOf(now)
  const b = forecastOf(staged)
  const pct = (p: number) => `${(p * 100).toFixed(1)}%`
  const rows: { what: string; cell(s: Side): { text: string; change: string }; testid: string }[] = [
    { what: 'To win', cell: (s) => ({ text: `${pct(now[s])} → ${pct(staged[s])}`, change: `${signed((staged[s] - now[s]) * 100, 1)} points` }), testid: 'fc-wins' },
    {
      what: 'Expected loss',
      cell: (s) => ({ text: `${a.sides[s].loss.toFixed(1)} → ${b.sides[s].loss.toFixed(1)} ${a.unit}`, change: `${signed(b.sides[s].loss - a.sides[s].loss, 1)} ${a.unit}` }),
      testid: 'fc-loss',
    },
  ]
  return (
    <div data-testid="fc-staged" data-method={staged.method} data-done={staged.done ? 'yes' : 'no'}>
      <table className="fc-compare">
        <thead>
          <tr>
            <td />
            {SIDES.map((s) => (
              <th key={s} scope="col" style={{ borderTopColor: view.sides[s].color }}>
                {view.sides[s].name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.testid} data-testid={r.testid}>
              <th scope="row">{r.what}</th>
              {SIDES.map((s) => {
                const c = r.cell(s)
                return (
                  <td key={s} data-side={s}>
                    {c.text}
                    <span className="fc-change">{c.change}</span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="fc-method">Without cards → with them; with them: {methodOf(staged)}</p>
    </div>
  )
}
