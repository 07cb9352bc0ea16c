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
  return currentState(s).result !== null
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

/** A gesture the AI made alone: every action a decision of an AI side. */
function byAi(s: Session, g: Gesture): boolean {
  return g.actions.length > 0 && g.actions.every((a) => a.type === 'decide' && isAi(s.players[a.side]))
}

/**
 * Takes back the last gesture. Against the AI (one side human, one AI) it
 * takes back the AI's answers after the player's last gesture and that
 * gesture too, so that undo returns to the player's own last decision
 * instead of to an AI question the AI would answer again at once.
 */
export function undo(s: Session): Session {
  const g = s.gestures.slice()
  const mixed = isAi(s.players.attacker) !== isAi(s.players.defender)
  if (mixed) while (g.length && byAi(s, g[g.length - 1]!)) g.pop()
  g.pop()
  return g.length === s.gestures.length ? s : { ...s, gestures: g }
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
 * What the Launch button does: a human side's open question that the button
 * answers (a retreat question: stay) is answered so, then one round is
 * fought. If an AI's decision comes first, the round waits for it (complete
 * false) and is fought once the AI has decided. A human's question the button
 * does not answer (a form) blocks it: the panel answers it.
 */
export function launchPlan(session: Session, state: BattleState = currentState(session)): { actions: Action[]; complete: boolean } | null {
  const rs = rulesetOf(session.scenario)
  if (state.result) return null
  const actions: Action[] = []
  let s = state
  // A decision answered by the button leads to the next; a battle asks at most one per side before a round.
  for (let i = 0; i < 8; i++) {
    const d = rs.pending(s)
    if (!d) {
      actions.push({ type: 'advance' })
      return { actions, complete: true }
    }
    if (isAi(session.players[d.side])) return { actions, complete: false }
    if (!d.launch) return null
    const choice = { kind: d.kind, answer: d.launch }
    actions.push({ type: 'decide', side: d.side, choice })
    s = rs.decide(s, d.side, choice).state
  }
  return null
}

/** A side's Retreat button: the sides deciding before it give the Launch button's answer (stay), then it retreats. */
export function retreatActions(session: Session, side: Side): Action[] | null {
  const rs = rulesetOf(session.scenario)
  const actions: Action[] = []
  let s = currentState(session)
  for (let i = 0; i < 8; i++) {
    const d = rs.pending(s)
    if (!d?.retreat) return null
    if (d.side === side) {
      actions.push({ type: 'decide', side, choice: { kind: d.kind, answer: d.retreat } })
      return actions
    }
    if (isAi(session.players[d.side]) || !d.launch) return null
    const choice = { kind: d.kind, answer: d.launch }
    actions.push({ type: 'decide', side: d.side, choice })
    s = rs.decide(s, d.side, choice).state
  }
  return null
}
