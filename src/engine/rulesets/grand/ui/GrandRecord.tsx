import type { BaseState as BattleState } from '../../../core/ruleset.ts'
import type { Session } from '../../../../store/session.ts'
import { ROUND_NAMES } from '../rounds.ts'
import type { GrandState } from '../state.ts'
import { useSummaryStats } from './useSummaryStats.ts'

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${s}`
}

/** The grand battle's record: BM round by round, the odds trace and luck, the retreat and the breakthrough. */
export default function GrandRecord({ session, state: final }: { session: Session; state: BattleState }) {
  const state = final as GrandState
  const stats = useSummaryStats(session, state)
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
      <h3>Chance to win, round by round</h3>
      {stats ? (
        <>
          <table className="bm-table" data-testid="odds-trace">
            <thead>
              <tr>
                <th>After</th>
                <th>{state.sides.attacker.name}</th>
                <th>{state.sides.defender.name}</th>
              </tr>
            </thead>
            <tbody>
              {stats.trace.map((t, i) => (
                <tr key={i} title={t.method === 'exact' ? 'exact' : 'sampled'}>
                  <td>{t.round}</td>
                  <td className="num">{Math.round(t.attacker * 100)}%</td>
                  <td className="num">{Math.round(t.defender * 100)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p data-testid="luck">
            Luck (where this battle falls among 600 simulated from the same start, by strength kept against strength destroyed):{' '}
            {(['attacker', 'defender'] as const).map((side) => (
              <span key={side} data-side={side}>
                {state.sides[side].name} {ordinal(Math.round(stats.luck[side]))} percentile{side === 'attacker' ? '; ' : '.'}
              </span>
            ))}
          </p>
        </>
      ) : (
        <p>Computing the odds trace and luck…</p>
      )}
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
