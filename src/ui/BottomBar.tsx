import { roundShares } from './roundShares.ts'
import type { Preview } from '../engine/core/ruleset.ts'
import type { Side } from '../engine/core/types.ts'
import type { BattleView, SideView } from '../engine/core/view.ts'
import type { OddsEstimate } from '../odds/oddsPool.ts'
import { MiniCounter } from './MiniCounter.tsx'

/** Relative luminance of a #rgb or #rrggbb colour (WCAG 2); null for anything else. */
function luminance(color: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())
  if (!m) return null
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * The bar's text on a side's colour: white, or near-black where white would read
 * below 4.5:1 (an orange or yellow side): the scenario chooses the colour, the
 * text must stay legible on it. The shadow only helps the white.
 */
function textOn(color: string): React.CSSProperties {
  const l = luminance(color)
  return l !== null && 1.05 / (l + 0.05) < 4.5 ? { color: '#111', textShadow: 'none' } : {}
}

function Box({ side, kind }: { side: SideView; kind: 'losses' | 'routs' }) {
  const units = side[kind]
  const label = kind === 'losses' ? 'Losses' : 'Routs'
  return (
    <section className={`lrb ${kind}`} aria-label={`${label} of ${side.name}`} data-testid={`${kind}-${side.side}`}>
      <span className="lrb-icon" aria-hidden="true">
        {kind === 'losses' ? (
          <svg viewBox="0 0 24 24" width="20" height="20">
            <path d="M12 2 C6 2 3 6 3 10 C3 13 5 15 7 16 L7 20 L17 20 L17 16 C19 15 21 13 21 10 C21 6 18 2 12 2 Z" fill="#eee" />
            <circle cx="8.5" cy="10.5" r="2.3" fill="#222" />
            <circle cx="15.5" cy="10.5" r="2.3" fill="#222" />
            <path d="M10 20 V17 M12 20 V17 M14 20 V17" stroke="#222" strokeWidth="1.2" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="20" height="20">
            <path d="M5 22 V2" stroke="#ccc" strokeWidth="2" />
            <path d="M6 3 H20 L17 8 L20 13 H6 Z" fill="#fff" stroke="#999" />
          </svg>
        )}
        <span className="lrb-count">{units.length}</span>
      </span>
      <div className="lrb-units">
        {units.map((c) => (
          <MiniCounter key={c.id} c={c} color={side.color} />
        ))}
      </div>
    </section>
  )
}

function OddsBar({ odds, view, onClick }: { odds: OddsEstimate | null; view: BattleView; onClick?: () => void }) {
  const a = view.sides.attacker
  const d = view.sides.defender
  // Attacker, no winner, defender: the three figures the bar shows, adding to 100.
  const [pa, pn, pd] = odds ? (roundShares([odds.attacker, Math.max(0, 1 - odds.attacker - odds.defender), odds.defender]) as [number, number, number]) : [50, 0, 50]
  const pm = odds && odds.halfWidth > 0 ? ` ± ${(odds.halfWidth * 100).toFixed(1)}` : ''
  const scope = view.oddsScope ?? 'the battle'
  const title = odds
    ? `Chance to win ${scope} from here, ${view.oddsNote}: ${a.name} ${pa}%${pm}, ${d.name} ${pd}%${pm}${pn ? `, no winner ${pn}%` : ''} (${odds.detail}${odds.done ? '' : ', refining…'})`
    : 'Computing the odds…'
  return (
    <div className="odds-wrap">
      {/* The bar names both sides and what its figure is: the chance to win the battle, the turn, the phase … */}
      <div className="odds-caption" data-testid="odds-caption">
        <span className="odds-side">{a.name}</span>
        <span className="odds-what">chance to win {scope}</span>
        <span className="odds-side">{d.name}</span>
      </div>
    {/* The forecast opens from here by a click (and from the toolbar's Forecast button or F, for the keyboard). */}
    <div className={`odds-bar ${onClick ? 'opens' : ''}`} onClick={onClick} data-method={odds?.method} data-done={odds?.done ? 'yes' : 'no'} role="meter" aria-label="Odds to win" aria-valuenow={pa} aria-valuemin={0} aria-valuemax={100} title={onClick ? `${title}. Click for the forecast (F).` : title} data-testid="odds-bar">
      <div className="odds-fill" style={{ width: `${pa}%`, background: a.color, ...textOn(a.color) }}>
        <span>{odds ? `${pa}%` : '…'}</span>
      </div>
      {pn > 0 && <div className="odds-fill none" style={{ width: `${pn}%` }} />}
      <div className="odds-fill" style={{ width: `${pd}%`, background: d.color, ...textOn(d.color) }}>
        <span>{odds ? `${pd}%` : '…'}</span>
      </div>
    </div>
    </div>
  )
}

/** At most three segments: many outcomes are summed by the side they favour (the tooltip keeps each one). */
export function groupedOutcomes(outcomes: NonNullable<Preview['outcomes']>, view: BattleView): NonNullable<Preview['outcomes']>['items'] {
  if (outcomes.items.length <= 3) return outcomes.items
  const order: (Side | null)[] = ['attacker', null, 'defender']
  return order.flatMap((side) => {
    const mine = outcomes.items.filter((i) => i.side === side)
    if (!mine.length) return []
    const label = side ? `For ${view.sides[side].name}` : 'Even'
    return [{ label, p: mine.reduce((s, i) => s + i.p, 0), side }]
  })
}

/** Section B, bottom part: Losses and Routs boxes joined by the odds bar; Retreat buttons in Next rounds. */
interface BarProps {
  view: BattleView
  odds: OddsEstimate | null
  /** Per side: whether its player (a human) may click Retreat now. */
  canRetreat: Record<Side, boolean>
  onRetreat(side: Side): void
  /** The exact outcomes of the answer being composed (an attack under declaration), shown in the bar's place. */
  outcomes?: Preview['outcomes'] | null
  /** A click on the odds bar opens the forecast. */
  onOddsClick?(): void
}

/**
 * The chances of what the answer being composed leads to, each in its side's
 * colour: the segments give the figures, the caption above names the first
 * and the last outcome (the tooltip lists every one).
 */
function OutcomeBar({ outcomes, view, onClick }: { outcomes: NonNullable<Preview['outcomes']>; view: BattleView; onClick?: () => void }) {
  const items = groupedOutcomes(outcomes, view)
  // Whole per cents that add to 100, like the odds bar's.
  const pct = roundShares(items.map((i) => i.p))
  const title = `${outcomes.title}: ${outcomes.items.map((i) => `${i.label} ${(100 * i.p).toFixed(1)}%`).join(', ')}`
  // Named in the caption: the segments drawn, those with a whole per cent (a sliver that rounds to 0 is not drawn).
  const shown = items.filter((_, k) => pct[k]! > 0)
  return (
    <div className="odds-wrap">
      <div className="odds-caption" data-testid="outcome-caption">
        <span className="odds-side">{shown[0]?.label}</span>
        <span className="odds-what">{outcomes.title}</span>
        <span className="odds-side">{shown.length > 1 ? shown[shown.length - 1]!.label : ''}</span>
      </div>
      {/* A click opens the forecast, which lists every outcome (F does the same from the keyboard). */}
      <div className={`odds-bar outcome-bar ${onClick ? 'opens' : ''}`} onClick={onClick} title={title} role="img" aria-label={title} data-testid="outcome-bar">
        {items.map((i, k) =>
          pct[k]! > 0 ? (
            <div key={i.label} className={`odds-fill ${i.side ? '' : 'none'}`} style={{ width: `${pct[k]}%`, ...(i.side ? { background: view.sides[i.side].color, ...textOn(view.sides[i.side].color) } : {}) }}>
              <span>{pct[k]! >= 6 ? `${pct[k]}%` : ''}</span>
            </div>
          ) : null,
        )}
      </div>
    </div>
  )
}

export function BottomBar({ view, odds, outcomes, canRetreat, onRetreat, onOddsClick }: BarProps) {
  const a = view.sides.attacker
  const d = view.sides.defender
  const routs = view.routs
  const retreat = (s: SideView) =>
    canRetreat[s.side] ? (
      <button type="button" className="retreat" onClick={() => onRetreat(s.side)} data-testid={`retreat-${s.side}`}>
        Retreat {s.name}
      </button>
    ) : (
      <span className="retreat-slot" />
    )
  return (
    <footer className="bottom-bar">
      <Box side={a} kind="losses" />
      {routs && <Box side={a} kind="routs" />}
      {retreat(a)}
      {outcomes ? <OutcomeBar outcomes={outcomes} view={view} onClick={onOddsClick} /> : <OddsBar odds={odds} view={view} onClick={onOddsClick} />}
      {retreat(d)}
      {routs && <Box side={d} kind="routs" />}
      <Box side={d} kind="losses" />
    </footer>
  )
}
