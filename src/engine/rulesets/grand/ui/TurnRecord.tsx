import { Fragment, useState } from 'react'
import { SIDES, type Side } from '../../../core/types.ts'
import { CARD_BY_ID } from '../cards.ts'
import { AIR_CARD_BY_ID } from '../turn/airCards.ts'
import type { BattleRecord, TurnState } from '../turn/state.ts'
import { BmTable } from './BmTable.tsx'
import './turnRecord.css'

/**
 * The turn's Battle Summary window (seed 000, "Battle Summary Window"):
 * every battle of the turn with its winner, losses, routs, retreat,
 * breakthrough and victory points, each with its detail behind the
 * information button at the far left; the air movement above them.
 */
export function TurnRecord({ state: t }: { state: TurnState }) {
  const [open, setOpen] = useState<number | null>(null)
  const unit = (id: string) => t.units.find((u) => u.id === id)?.name ?? t.leaders.find((l) => l.id === id)?.name ?? id
  const region = (id: string | null) => (id ? (t.regions.find((r) => r.id === id)?.name ?? id) : 'nowhere: eliminated')
  const side = (s: Side) => t.sides[s].name
  const card = (id: string) => CARD_BY_ID.get(id)?.name ?? AIR_CARD_BY_ID.get(id)?.name ?? id
  const names = (ids: readonly string[]) => (ids.length ? ids.map(unit).join(', ') : '—')
  const vp = t.result?.vp ?? { attacker: 0, defender: 0 }
  return (
    <section className="turn-record" data-testid="turn-summary">
      <h3>Battle Summary</h3>
      {t.air.length > 0 && (
        <ul className="turn-air" data-testid="turn-air">
          {t.air.map((a, i) => (
            <li key={i}>
              Air movement: {names(a.units)} from {region(a.from)} by {a.reached.map(region).join(' → ') || '—'}
              {a.arrived.length > 0 && `; over ${region(a.end)}: ${names(a.arrived)}`}
              {a.returned.length > 0 && `; flew back: ${names(a.returned)}`}
              {a.destroyed.length > 0 && `; shot down: ${names(a.destroyed)}`}
            </li>
          ))}
        </ul>
      )}
      <table className="turn-battles">
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Details</span>
            </th>
            <th scope="col">Battle</th>
            <th scope="col">Winner</th>
            <th scope="col">Losses (SP)</th>
            <th scope="col">Routs</th>
            <th scope="col">Retreat</th>
            <th scope="col">Breakthrough</th>
            <th scope="col">VP</th>
          </tr>
        </thead>
        <tbody>
          {t.records.map((r) => (
            <Fragment key={r.n}>
              <tr data-testid={`turn-battle-${r.n}`}>
                <td>
                  <button
                    type="button"
                    className="turn-info"
                    aria-expanded={open === r.n}
                    aria-controls={`turn-battle-detail-${r.n}`}
                    title={`The details of the battle of ${region(r.region)}`}
                    onClick={() => setOpen((o) => (o === r.n ? null : r.n))}
                    data-testid={`turn-battle-info-${r.n}`}
                  >
                    i
                  </button>
                </td>
                <th scope="row">
                  {r.n}. {region(r.region)}
                  {r.origin && <span className="turn-note"> (breakthrough from {region(r.origin)})</span>}
                </th>
                <td>{r.cancelled ? 'cancelled' : r.winner ? side(r.winner) : 'none'}</td>
                <td className="num">
                  {r.sides.attacker.sp} / {r.sides.defender.sp}
                </td>
                <td className="num">
                  {r.sides.attacker.routed.length} / {r.sides.defender.routed.length}
                </td>
                <td>{r.retreat ? `${side(r.retreat.side)}: ${retreatWords(r, region)}` : '—'}</td>
                <td>{r.breakthrough ? `into ${region(r.breakthrough.region)}${r.breakthrough.battle ? ': a new battle' : ''}` : '—'}</td>
                <td className="num">{r.winner ? r.sides[r.winner].vp : 0}</td>
              </tr>
              {open === r.n && (
                <tr className="turn-detail-row">
                  <td colSpan={8} id={`turn-battle-detail-${r.n}`} data-testid={`turn-battle-detail-${r.n}`}>
                    <BattleDetail r={r} side={side} unit={unit} names={names} region={region} card={card} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <th scope="row" colSpan={6}>
              Victory points: {side('attacker')} {vp.attacker}, {side('defender')} {vp.defender}
            </th>
            <td />
          </tr>
        </tfoot>
      </table>
      {t.records.length === 0 && <p>No battle was fought this turn.</p>}
    </section>
  )
}

/** Where a retreat went, in words: a region, the battle region's fortified structure (section M), or nowhere. */
function whereTo(r: BattleRecord, to: string | null, region: (id: string | null) => string): string {
  return to === r.region ? 'the fortified structure' : region(to)
}

function retreatWords(r: BattleRecord, region: (id: string | null) => string): string {
  const to = new Map<string, number>()
  for (const m of r.retreat!.moves) {
    const w = whereTo(r, m.to, region)
    to.set(w, (to.get(w) ?? 0) + 1)
  }
  return [...to].map(([w, n]) => `${n} to ${w}`).join(', ')
}

function BattleDetail(p: {
  r: BattleRecord
  side(s: Side): string
  unit(id: string): string
  names(ids: readonly string[]): string
  region(id: string | null): string
  card(id: string): string
}) {
  const { r, side, unit, names, region, card } = p
  return (
    <div className="turn-detail">
      <p>
        {r.cancelled ? 'Cancelled' : r.winner ? `${side(r.winner)} wins` : 'No winner'}: {r.reason}. {r.rounds} round{r.rounds === 1 ? '' : 's'} fought.
      </p>
      <div className="turn-detail-sides">
        {SIDES.map((s) => (
          <div key={s}>
            <h4>{side(s)}</h4>
            <p>Engaged: {names(r.sides[s].units)}</p>
            <p>Eliminated: {names(r.sides[s].lost)}</p>
            <p>Routed or panicked: {names(r.sides[s].routed)}</p>
            <p>Cards: {r.sides[s].cards.length ? r.sides[s].cards.map(card).join(', ') : '—'}</p>
            <p>
              Battle Morale at the end: {r.bm[s].value} ({r.bm[s].parts.map((x) => `${x.source} ${x.value}`).join(', ')})
            </p>
          </div>
        ))}
      </div>
      {r.bmHistory.length > 0 && (
        <BmTable history={r.bmHistory} names={{ attacker: side('attacker'), defender: side('defender') }} />
      )}
      {r.retreat && (
        <p data-testid="turn-detail-retreat">
          {side(r.retreat.side)} retreats: {r.retreat.moves.map((m) => `${unit(m.unit)} → ${whereTo(r, m.to, region)}`).join('; ')}
        </p>
      )}
      {r.breakthrough && (
        <p data-testid="turn-detail-breakthrough">
          Breakthrough into {region(r.breakthrough.region)}: {names(r.breakthrough.units)}
          {r.breakthrough.leaders.length > 0 && `, with ${names(r.breakthrough.leaders)}`}
          {r.breakthrough.battle && ' — a battle there, at the top of the Battles List'}
        </p>
      )}
      {r.taken && <p>{side('attacker')} takes {region(r.region)}.</p>}
    </div>
  )
}
