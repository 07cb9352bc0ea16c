import type { GrandEvent, GrandState } from '../engine/rulesets/grand/index.ts'
import { allEvents, currentState, type Session } from './session.ts'

/** The store's tests of a grand battle read its state and events in the grand battle's own types. */
export const grandNow = (s: Session): GrandState => currentState(s) as GrandState
export const grandEvents = (s: Session): GrandEvent[] => allEvents(s) as GrandEvent[]
