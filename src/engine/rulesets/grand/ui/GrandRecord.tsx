import type { BaseState as BattleState } from '../../../core/ruleset.ts'
import type { Session } from '../../../../store/session.ts'
import type { GrandState } from '../state.ts'
import { isTurnState } from '../turn/state.ts'
import { BmTable } from './BmTable.tsx'
import { TurnRecord } from './TurnRecord.tsx'

/**
 * The grand battle's record: BM round by round, the retreat and the
 * breakthrough; a turn's is its Battle Summary (TurnRecord). (The chance-to-win trace and luck are every rule system's,
 * drawn by the summary itself: src/ui/summary/.)
 */
export default function GrandRecord({ state: final }: { session: Session; state: BattleState }) {
  if (isTurnState(final)) return <TurnRecord state={final} />
  const state = final as GrandState
  const r = state.result!
  const regionName = (id: string | null) => (id ? (state.regions.find((x) => x.id === id)?.name ?? id) : 'nowhere: eliminated')
  const unitName = (id: string) => state.units.find((u) => u.id === id)?.name ?? id
  const pendingBreakthrough = state.queue[0]?.kind === 'breakthrough'
  return (
    <>
      <h3>Battle Morale round by round</h3>
      <BmTable history={state.bmHistory} names={{ attacker: state.sides.attacker.name, defender: state.sides.defender.name }} testId="bm-history" />
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
