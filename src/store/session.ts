import { grand, type GrandChoice, type GrandEvent, type GrandScenario, type GrandState } from '../engine/rulesets/grand/index.ts'
import type { Side } from '../engine/core/types.ts'

export type PlayerKind = 'human' | 'ai-easy' | 'ai-normal' | 'ai-hard'
export const PLAYER_KINDS: readonly PlayerKind[] = ['human', 'ai-easy', 'ai-normal', 'ai-hard']

export function isAi(p: PlayerKind): p is 'ai-easy' | 'ai-normal' | 'ai-hard' {
  return p !== 'human'
}

export type Action = { type: 'decide'; side: Side; choice: GrandChoice } | { type: 'advance' }

/** One user gesture (a click, a key): undo takes back a whole gesture. */
export interface Gesture {
  actions: Action[]
  state: GrandState
  events: GrandEvent[]
}

export interface Session {
  scenario: GrandScenario
  seed: string
  players: Record<Side, PlayerKind>
  initial: GrandState
  /**
   * True when the battle did not start from the scenario's setup (a rulebook
   * example played on from one of its steps): the save keeps the first state.
   */
  playedOn?: boolean
  gestures: Gesture[]
}

/** A new battle from the scenario's setup, or from a given position (which must use this seed's dice). */
export function newSession(scenario: GrandScenario, seed: string, players: Record<Side, PlayerKind>, from?: GrandState): Session {
  if (from) return { scenario, seed, players, initial: from, playedOn: true, gestures: [] }
  return { scenario, seed, players, initial: grand.setup(scenario, seed), gestures: [] }
}

export function currentState(s: Session): GrandState {
  return s.gestures.length ? s.gestures[s.gestures.length - 1]!.state : s.initial
}

export function applyAction(state: GrandState, action: Action): { state: GrandState; events: GrandEvent[] } {
  return action.type === 'advance' ? grand.advance(state) : grand.decide(state, action.side, action.choice)
}

/** Applies a gesture's actions in order; a refused action throws and changes nothing. */
export function perform(s: Session, actions: Action[]): Session {
  let state = currentState(s)
  const events: GrandEvent[] = []
  for (const a of actions) {
    const step = applyAction(state, a)
    state = step.state
    events.push(...step.events)
  }
  return { ...s, gestures: [...s.gestures, { actions, state, events }] }
}

export function undo(s: Session): Session {
  return s.gestures.length ? { ...s, gestures: s.gestures.slice(0, -1) } : s
}

/** Replays recorded gestures from the start: what a reload or a Replay does. */
export function replay(scenario: GrandScenario, seed: string, players: Record<Side, PlayerKind>, gestures: Action[][], from?: GrandState): Session {
  let s = newSession(scenario, seed, players, from)
  for (const g of gestures) s = perform(s, g)
  return s
}

export function allEvents(s: Session): GrandEvent[] {
  const out: GrandEvent[] = []
  for (const g of s.gestures) out.push(...g.events)
  return out
}

/**
 * The actions behind the Launch button: every queued retreat decision is a
 * "stay", then one round is fought.
 */
export function launchActions(state: GrandState, players?: Record<Side, PlayerKind>): Action[] | null {
  if (state.phase === 'over') return null
  const actions: Action[] = []
  for (const q of state.queue) {
    // An AI side's retreat is the AI's to decide: the launch waits for it.
    if (q.kind !== 'retreat' || (players && isAi(players[q.side]))) return null
    actions.push({ type: 'decide', side: q.side, choice: { kind: 'retreat', retreat: false } })
  }
  actions.push({ type: 'advance' })
  return actions
}

/**
 * What the Launch button does when an AI plays one side: the human sides'
 * queued retreat decisions become "stay"; if an AI's decision comes next, the
 * round waits for it (complete false) and is fought once the AI has decided.
 */
export function launchPlan(state: GrandState, players: Record<Side, PlayerKind>): { actions: Action[]; complete: boolean } | null {
  if (state.phase === 'over') return null
  const actions: Action[] = []
  for (const q of state.queue) {
    if (q.kind !== 'retreat') return null
    if (isAi(players[q.side])) return { actions, complete: false }
    actions.push({ type: 'decide', side: q.side, choice: { kind: 'retreat', retreat: false } })
  }
  actions.push({ type: 'advance' })
  return { actions, complete: true }
}

/** A side's Retreat button: the sides deciding before it stay, then it retreats. */
export function retreatActions(state: GrandState, side: Side, players?: Record<Side, PlayerKind>): Action[] | null {
  const actions: Action[] = []
  for (const q of state.queue) {
    if (q.kind !== 'retreat' || (players && q.side !== side && isAi(players[q.side]))) return null
    if (q.side === side) {
      actions.push({ type: 'decide', side, choice: { kind: 'retreat', retreat: true } })
      return actions
    }
    actions.push({ type: 'decide', side: q.side, choice: { kind: 'retreat', retreat: false } })
  }
  return null
}
