import type { RulesetEngine } from '../../engine/core/ruleset.ts'
import type { BattleState } from '../../engine/rulesets/registry.ts'
import type { TracePoint } from '../../odds/trace.ts'
import { currentState, type Action, type Session } from '../../store/session.ts'

/** One action of the record, with the positions before and after it. */
interface Step {
  before: BattleState
  action: Action
  after: BattleState
}

/**
 * Every action of the session in order, with its positions: a gesture's last
 * action ends on the gesture's recorded state; the actions before it in the
 * same gesture (a retreat question's "stay" sent with the round) are replayed
 * to find theirs (the engine is pure, the dice are in the state).
 */
function stepsOf(session: Session, engine: RulesetEngine): Step[] {
  const steps: Step[] = []
  let s = session.initial
  for (const g of session.gestures) {
    g.actions.forEach((action, i) => {
      const after = i === g.actions.length - 1 ? g.state : action.type === 'advance' ? engine.advance(s).state : engine.decide(s, action.side, action.choice).state
      steps.push({ before: s, action, after })
      s = after
    })
    s = g.state
  }
  return steps
}

/**
 * The positions of a finished battle's chance-to-win trace, read from the
 * session's record through the contract only:
 * - the start: the position just before the battle's first die (the players'
 *   opening choices made, nothing left to chance yet);
 * - before each round fought: the position just before the advance (one
 *   click) at which the rule system's own count of rounds (roundsFought)
 *   moves on, labelled with roundLabel of the position after it. A round of
 *   several clicks (the steps of an axis round) is one point; a round whose
 *   dice come in decisions (a napoleonic phase's attacks) is closed by its
 *   click, so the point before the next round comes after them;
 * - the end: the position the battle ended in, its figure the result.
 * When the first die is the first round's, the start is that round's point.
 */
export function tracePoints(session: Session, engine: RulesetEngine): TracePoint[] {
  const steps = stepsOf(session, engine)
  const rounds = steps.filter((st) => st.action.type === 'advance' && engine.roundsFought(st.after) !== engine.roundsFought(st.before))
  const first = steps.find((st) => st.after.dice.rolled !== st.before.dice.rolled || rounds.includes(st))
  const points: TracePoint[] = []
  if (!first || !rounds.includes(first)) {
    // The last position before the first die whose odds are the whole battle's (a turn's at its map, not its first battle's).
    let start = first?.before ?? session.initial
    if (engine.wholeOdds && !engine.wholeOdds(start)) {
      const upTo = first ? steps.indexOf(first) : steps.length
      start = session.initial
      for (let i = upTo - 1; i >= 0; i--) {
        if (engine.wholeOdds(steps[i]!.before)) {
          start = steps[i]!.before
          break
        }
      }
    }
    points.push({ label: engine.roundLabel(start) ?? 'Start', final: false, state: start })
  }
  for (const r of rounds) points.push({ label: engine.roundLabel(r.after) ?? `Round ${engine.roundsFought(r.after)}`, final: false, state: r.before })
  points.push({ label: 'End', final: true, state: currentState(session) })
  return points
}
