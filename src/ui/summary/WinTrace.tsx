import type { Side } from '../../engine/core/types.ts'
import type { BattleState } from '../../engine/rulesets/registry.ts'
import { ordinal, type TraceFigure } from '../../odds/trace.ts'
import type { Session } from '../../store/session.ts'
import { pct, TraceChart } from './TraceChart.tsx'
import { useWinTrace, type WinTraceStatus } from './useWinTrace.ts'
import './summary.css'

type Names = Record<Side, string>

/** Luck in one line, with what it measures (see luckPercentiles). */
export function LuckLine({ luck, start, names }: { luck: Record<Side, number>; start: TraceFigure; names: Names }) {
  const draw = start.draw > 0 ? `, ${pct(start.draw)}% to draw` : ''
  return (
    <p data-testid="luck" className="trace-luck">
      <strong>Luck</strong> (where the result falls among the outcomes expected {start.label === 'Start' ? 'at the start' : 'before the first round'}: {names.attacker} {pct(start.attacker)}% to win
      {draw}; 50th is as expected, higher means fortune favoured that side):{' '}
      {(['attacker', 'defender'] as const).map((side) => (
        <span key={side} data-side={side} data-value={Math.round(luck[side])}>
          {names[side]} {ordinal(Math.round(luck[side]))} percentile{side === 'attacker' ? '; ' : '.'}
        </span>
      ))}
    </p>
  )
}

/** The section as it stands: computing, failed, or the chart and luck. Pure, for the tests. */
export function WinTraceView({ status, names, cancelled }: { status: WinTraceStatus; names: Names; cancelled: boolean }) {
  return (
    <section className="win-trace" data-testid="win-trace" aria-busy={status.kind === 'computing'}>
      <h3>Chance to win, round by round</h3>
      {status.kind === 'ready' ? (
        <>
          <TraceChart figures={status.figures} names={names} />
          {!cancelled && <LuckLine luck={status.luck} start={status.figures[0]!} names={names} />}
        </>
      ) : status.kind === 'failed' ? (
        <p data-testid="trace-failed">The chance-to-win trace could not be computed ({status.message}).</p>
      ) : (
        <p data-testid="trace-computing" role="status">
          Computing the chance-to-win trace and luck…{status.total > 0 ? ` (${status.done} of ${status.total} positions)` : ''}
        </p>
      )}
    </section>
  )
}

/** The summary's chance-to-win trace and luck, for every rule system. */
export function WinTrace({ session, state, names, cancelled }: { session: Session; state: BattleState; names: Names; cancelled: boolean }) {
  const status = useWinTrace(session, state)
  return <WinTraceView status={status} names={names} cancelled={cancelled} />
}
