import { rulesetOf, type AnyScenario } from '../../engine/rulesets/registry.ts'
import { currentState, newSession, perform, type Action, type Session } from '../../store/session.ts'

/**
 * A battle played to its end with the book's defaults, recorded as the window
 * records it. `bundle`: each round's decisions go in one gesture with the
 * round (as the Launch button sends a retreat question's "stay" with it);
 * otherwise every decision and every round is a gesture of its own.
 */
export function playedSession(sc: AnyScenario, seed: string, bundle: boolean): Session {
  const rs = rulesetOf(sc)
  let session = newSession(sc, seed, { attacker: 'human', defender: 'human' })
  for (let i = 0; i < 5000; i++) {
    const s = currentState(session)
    const d = rs.pending(s)
    if (!d && s.result) return session
    if (!bundle) {
      session = perform(session, d ? [{ type: 'decide', side: d.side, choice: rs.policies.default(s, d) }] : [{ type: 'advance' }])
      continue
    }
    const actions: Action[] = []
    let t = s
    for (let q = rs.pending(t); q; q = rs.pending(t)) {
      const choice = rs.policies.default(t, q)
      actions.push({ type: 'decide', side: q.side, choice })
      t = rs.decide(t, q.side, choice).state
    }
    if (!t.result) actions.push({ type: 'advance' })
    session = perform(session, actions)
  }
  throw new Error(`${sc.id}: no end after 5000 gestures`)
}
