import type { BaseState as BattleState } from '../../../core/ruleset.ts'
import type { Session } from '../../../../store/session.ts'
import { ROUND_NAMES } from '../rounds.ts'
import type { GrandState } from '../state.ts'

/**
 * The grand battle's record: BM round by round, the retreat and the
 * breakthrough. (The chance-to-win trace and luck are every rule system's,
 * drawn by the summary itself: src/ui/summary/.)
 */
export default function GrandRecord({ state: final }: { session: Session; state: BattleState }) {
  const state = final as GrandState
  const r = state.result!
  const regionName = (id: string | null) => (id ? (state.regions.find((x) => x.id === id)?.name ?? id) : 'nowhere: eliminated')
  const unitName = (id: string) => state.units.find((u) => u.id === id)?.name ?? id
  const pendingBreakthrough = state.queue[0]?.kind === 'breakthrough'
  return (
    <>
      <h3>Battle Morale round by round</h3>
      <table className="bm-table" data-testid="bm-history">
        <thead>
          <tr>
            <th>Round</th>
            <th>{state.sides.attacker.name}</th>
            <th>{state.sides.defender.name}</th>
          </tr>
        </thead>
        <tbody>
          {state.bmHistory.map((h, i) => (
            <tr key={i}>
              <td>{h.round === 'cards' ? 'Cards' : ROUND_NAMES[h.round]}</td>
              <td className="num">{h.attacker}</td>
              <td className="num">{h.defender}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.retreat && (
        <>
          <h3>{state.sides[r.retreat.side].name} retreats</h3>
          <ul data-testid="summary-retreat">
            {r.retreat.moves.map((m) => (
              <li key={m.unit}>
                {unitName(m.unit)} → {regionName(m.to)}
              </li>
            ))}
          </ul>
        </>
      )}
      {r.breakthrough?.chosen && (
        <p data-testid="summary-breakthrough">
          Breakthrough into {regionName(r.breakthrough.chosen.region)}: {r.breakthrough.chosen.units.map(unitName).join(', ')}
        </p>
      )}
      {r.breakthrough && !r.breakthrough.chosen && !pendingBreakthrough && <p>No breakthrough.</p>}
    </>
  )
}
