import { useState } from 'react'
import type { BattleResult, Side } from '../engine/core/types.ts'
import type { BattleView } from '../engine/core/view.ts'
import type { GrandChoice, GrandState } from '../engine/rulesets/grand/index.ts'
import type { BattleChoice } from '../engine/rulesets/registry.ts'
import { ROUND_NAMES } from '../engine/rulesets/grand/rounds.ts'
import type { Session } from '../store/session.ts'
import { MiniCounter } from './MiniCounter.tsx'
import { useSummaryStats } from './useSummaryStats.ts'

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${s}`
}

interface Props {
  session: Session
  result: BattleResult
  /** The grand battle's state, for its own parts (BM history, odds trace, retreat, breakthrough); null in other rule systems. */
  grand: GrandState | null
  view: BattleView
  onDecide(side: Side, choice: BattleChoice): void
  onNew(): void
  onReplay(): void
  onUndo(): void
}

function Breakthrough({ state, onDecide }: { state: GrandState; onDecide(side: Side, choice: GrandChoice): void }) {
  const bt = state.result!.breakthrough!
  const [region, setRegion] = useState(bt.regions[0]!)
  const [units, setUnits] = useState<string[]>(bt.units)
  const name = (id: string) => state.units.find((u) => u.id === id)?.name ?? id
  const regionName = (id: string) => state.regions.find((r) => r.id === id)?.name ?? id
  const toggle = (id: string) => setUnits((us) => (us.includes(id) ? us.filter((u) => u !== id) : [...us, id]))
  return (
    <fieldset className="breakthrough" data-testid="breakthrough">
      <legend>Breakthrough (section L): {state.sides.attacker.name} may push on</legend>
      <div>
        {bt.regions.map((r) => (
          <label key={r}>
            <input type="radio" name="bt-region" checked={region === r} onChange={() => setRegion(r)} /> {regionName(r)}
          </label>
        ))}
      </div>
      <div>
        {bt.units.map((u) => (
          <label key={u}>
            <input type="checkbox" checked={units.includes(u)} onChange={() => toggle(u)} /> {name(u)}
          </label>
        ))}
      </div>
      {bt.leaders.length > 0 && <p>Leaders going with them: {bt.leaders.map((l) => state.sides.attacker.leaders.find((x) => x.id === l)?.name ?? l).join(', ')}</p>}
      <button type="button" disabled={units.length === 0} onClick={() => onDecide('attacker', { kind: 'breakthrough', region, units })}>
        Break through into {regionName(region)}
      </button>
      <button type="button" onClick={() => onDecide('attacker', { kind: 'breakthrough', region: null })}>
        Stay in {state.region.name}
      </button>
    </fieldset>
  )
}

/** The end of battle (seed 000 section C, End of Battle; L; M): who won and why, what each side lost, and each rule system's own record. */
export function Summary({ session, result, grand, view, onDecide, onNew, onReplay, onUndo }: Props) {
  const winner = result.winner ? view.sides[result.winner].name : null
  const cancelled = grand?.result?.cancelled ?? false
  return (
    <div className="dialog-backdrop">
      <div className="dialog summary" role="dialog" aria-modal="true" aria-labelledby="summary-title" data-testid="summary">
        <h2 id="summary-title">{cancelled ? 'Battle cancelled' : winner ? `${winner} wins` : 'No winner'}</h2>
        <p className="reason" data-testid="summary-reason">
          {result.reason}
        </p>
        <div className="summary-sides">
          {(['attacker', 'defender'] as const).map((side) => {
            const sv = view.sides[side]
            return (
              <section key={side} data-testid={`summary-${side}`}>
                <h3 style={{ color: sv.color }}>{sv.name}</h3>
                <p>Losses ({sv.losses.length}):</p>
                <div className="lrb-units">
                  {sv.losses.map((c) => (
                    <MiniCounter key={c.id} c={c} color={sv.color} />
                  ))}
                </div>
                {grand && (
                  <>
                    <p>Routs ({sv.routs.length}):</p>
                    <div className="lrb-units">
                      {sv.routs.map((c) => (
                        <MiniCounter key={c.id} c={c} color={sv.color} />
                      ))}
                    </div>
                  </>
                )}
              </section>
            )
          })}
        </div>
        {grand && <GrandRecord session={session} state={grand} onDecide={onDecide} />}
        <div className="dialog-buttons">
          <button type="button" onClick={onUndo} title="Take back the last decision or round (U)">
            Undo
          </button>
          <button type="button" onClick={onNew}>
            New battle
          </button>
          <button type="button" onClick={onReplay}>
            Replay
          </button>
        </div>
      </div>
    </div>
  )
}

/** The grand battle's record: BM round by round, the odds trace and luck, the retreat and the breakthrough. */
function GrandRecord({ session, state, onDecide }: { session: Session; state: GrandState; onDecide(side: Side, choice: GrandChoice): void }) {
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
      {pendingBreakthrough && <Breakthrough state={state} onDecide={onDecide} />}
      {r.breakthrough?.chosen && (
        <p data-testid="summary-breakthrough">
          Breakthrough into {regionName(r.breakthrough.chosen.region)}: {r.breakthrough.chosen.units.map(unitName).join(', ')}
        </p>
      )}
      {r.breakthrough && !r.breakthrough.chosen && !pendingBreakthrough && <p>No breakthrough.</p>}
    </>
  )
}
