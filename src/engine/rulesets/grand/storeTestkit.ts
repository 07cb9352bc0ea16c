import type { GrandEvent, GrandState } from './index.ts'
import { allEvents, currentState, launchPlan, type Action, type Session } from '../../../store/session.ts'

/** The store's tests of a grand battle read its state and events in the grand battle's own types. */
export const grandNow = (s: Session): GrandState => currentState(s) as GrandState
export const grandEvents = (s: Session): GrandEvent[] => allEvents(s) as GrandEvent[]

/** The Launch button's actions for a battle at this state with two human players (or the session's own). */
export function launchActions(at: Session | GrandState): Action[] | null {
  const session: Session = 'gestures' in at ? at : { scenario: { id: at.scenarioId, ruleset: at.ruleset, name: at.name }, seed: at.seed, players: { attacker: 'human', defender: 'human' }, initial: at, gestures: [] }
  return launchPlan(session)?.actions ?? null
}
