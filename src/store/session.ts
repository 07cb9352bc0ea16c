import type { GrandState } from '../engine/rulesets/grand/index.ts'
import type { Side } from '../engine/core/types.ts'
import { rulesetOf, type AnyScenario, type BattleChoice, type BattleEvent, type BattleState } from '../engine/rulesets/registry.ts'

export type PlayerKind = 'human' | 'ai-easy' | 'ai-normal' | 'ai-hard'
export const PLAYER_KINDS: readonly PlayerKind[] = ['human', 'ai-easy', 'ai-normal', 'ai-hard']

export function isAi(p: PlayerKind): p is 'ai-easy' | 'ai-normal' | 'ai-hard' {
  return p !== 'human'
}

export type Action = { type: 'decide'; side: Side; choice: BattleChoice } | { type: 'advance' }

/** One user gesture (a click, a key): undo takes back a whole gesture. */
export interface Gesture {
  actions: Action[]
  state: BattleState
  events: BattleEvent[]
}

export interface Session {
  scenario: AnyScenario
  seed: string
  players: Record<Side, PlayerKind>
  initial: BattleState
  /**
   * True when the battle did not start from the scenario's setup (a rulebook
   * example played on from one of its steps): the save keeps the first state.
   */
  playedOn?: boolean
  gestures: Gesture[]
}

/** A new battle from the scenario's setup, or from a given position (which must use this seed's dice). */
export function newSession(scenario: AnyScenario, seed: string, players: Record<Side, PlayerKind>, from?: BattleState): Session {
  if (from) return { scenario, seed, players, initial: from, playedOn: true, gestures: [] }
  return { scenario, seed, players, initial: rulesetOf(scenario).setup(scenario, seed), gestures: [] }
}

export function currentState(s: Session): BattleState {
  return s.gestures.length ? s.gestures[s.gestures.length - 1]!.state : s.initial
}

/** The battle is over: no more rounds, whatever decisions remain (a breakthrough). */
export function isOver(s: Session): boolean {
  return rulesetOf(s.scenario).result(currentState(s)) !== null
}

/** The grand battle's own state, for the parts of the window only it has (cards, BM history); null for other rule systems. */
export function grandState(s: Session, state: BattleState = currentState(s)): GrandState | null {
  return s.scenario.ruleset === 'grand' ? (state as GrandState) : null
}

function applyAction(scenario: AnyScenario, state: BattleState, action: Action): { state: BattleState; events: BattleEvent[] } {
  const rs = rulesetOf(scenario)
  return action.type === 'advance' ? rs.advance(state) : rs.decide(state, action.side, action.choice)
}

/** Applies a gesture's actions in order; a refused action throws and changes nothing. */
export function perform(s: Session, actions: Action[]): Session {
  let state = currentState(s)
  const events: BattleEvent[] = []
  for (const a of actions) {
    const step = applyAction(s.scenario, state, a)
    state = step.state
    events.push(...step.events)
  }
  return { ...s, gestures: [...s.gestures, { actions, state, events }] }
}

export function undo(s: Session): Session {
  return s.gestures.length ? { ...s, gestures: s.gestures.slice(0, -1) } : s
}

/** Replays recorded gestures from the start: what a reload or a Replay does. */
export function replay(scenario: AnyScenario, seed: string, players: Record<Side, PlayerKind>, gestures: Action[][], from?: BattleState): Session {
  let s = newSession(scenario, seed, players, from)
  for (const g of gestures) s = perform(s, g)
  return s
}

export function allEvents(s: Session): BattleEvent[] {
  const out: BattleEvent[] = []
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
 * In rule systems whose decisions are forms, a human's open question blocks
 * the button: the panel answers it.
 */
export function launchPlan(session: Session, state: BattleState = currentState(session)): { actions: Action[]; complete: boolean } | null {
  const players = session.players
  const g = grandState(session, state)
  if (!g) {
    const rs = rulesetOf(session.scenario)
    if (rs.result(state)) return null
    const d = rs.pending(state)
    if (!d) return { actions: [{ type: 'advance' }], complete: true }
    return isAi(players[d.side]) ? { actions: [], complete: false } : null
  }
  if (g.phase === 'over') return null
  const actions: Action[] = []
  for (const q of g.queue) {
    if (q.kind !== 'retreat') return null
    if (isAi(players[q.side])) return { actions, complete: false }
    actions.push({ type: 'decide', side: q.side, choice: { kind: 'retreat', retreat: false } })
  }
  actions.push({ type: 'advance' })
  return { actions, complete: true }
}

/** A side's Retreat button (grand battle): the sides deciding before it stay, then it retreats. */
export function retreatActions(session: Session, side: Side): Action[] | null {
  const g = grandState(session)
  if (!g) return null
  const players = session.players
  const actions: Action[] = []
  for (const q of g.queue) {
    if (q.kind !== 'retreat' || (players && q.side !== side && isAi(players[q.side]))) return null
    if (q.side === side) {
      actions.push({ type: 'decide', side, choice: { kind: 'retreat', retreat: true } })
      return actions
    }
    actions.push({ type: 'decide', side: q.side, choice: { kind: 'retreat', retreat: false } })
  }
  return null
}
