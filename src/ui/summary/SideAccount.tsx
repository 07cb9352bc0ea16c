import type { Side } from '../../engine/core/types.ts'
import type { BattleView } from '../../engine/core/view.ts'
import { engineOf, type BattleEvent, type BattleState } from '../../engine/rulesets/registry.ts'

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)

/**
 * What a side's battle cost it, in its rule system's own measure (strength
 * points, units, victory points: the forecast's measure) from the first state
 * to the last; each unit that lost strength without being eliminated; and the
 * figure its diamond ended on, so that the summary and the window agree;
 * and the rule system's own account where it keeps one (korea: loss points
 * owed and how they were paid, VP by source).
 */
export function SideAccount({ side, initial, state, view, events }: { side: Side; initial: BattleState; state: BattleState; view: BattleView; events: readonly BattleEvent[] }) {
  const engine = engineOf(state.ruleset)
  const start = engine.measure(initial)
  const end = engine.measure(state)
  const from = start.now[side]
  const to = end.now[side]
  const g = view.sides[side].gauge
  // The rule system's own account (what was owed and how it was paid, VP by source), where it keeps one.
  const lines = engine.account?.(events)[side] ?? []
  // Weakened in this battle: less strength than at the start (a unit that came in under strength is not).
  const before = new Map(engine.view(initial).counters.map((c) => [c.id, c.strength]))
  const damaged = view.counters.filter((c) => c.side === side && c.place === 'field' && c.strength < (before.get(c.id) ?? c.strength))
  return (
    <dl className="side-account" data-testid={`account-${side}`}>
      <dt>{end.name[0]!.toUpperCase() + end.name.slice(1)}</dt>
      <dd data-testid={`account-measure-${side}`}>
        {from} at the start, {to} at the end ({signed(to - from)} {end.unit})
      </dd>
      <dt>{g.label} at the end</dt>
      <dd data-testid={`account-gauge-${side}`} title={g.parts.map((p) => `${p.source} ${signed(p.value)}`).join(', ')}>
        {g.value}
      </dd>
      {lines.map((l) => (
        <div key={l.label} className="account-line" data-testid={`account-line-${side}`}>
          <dt>{l.label}</dt>
          <dd>{l.value}</dd>
        </div>
      ))}
      {damaged.length > 0 && (
        <>
          <dt>Weakened in this battle, still in the field</dt>
          <dd>
            <ul className="account-units">
              {damaged.map((c) => (
                <li key={c.id}>
                  {c.name}: {c.strength} strength left of {before.get(c.id)}
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  )
}
