import { createStore } from 'zustand/vanilla'
import type { Side } from '../engine/core/types.ts'
import { RuleError } from '../engine/core/types.ts'
import type { AnyScenario, BattleChoice } from '../engine/rulesets/registry.ts'
import { loadSession, saveSession, type StorageLike } from './persist.ts'
import {
  launchPlan,
  newSession,
  perform,
  replay,
  retreatActions,
  undo as undoSession,
  type Action,
  type PlayerKind,
  type Session,
} from './session.ts'

export type Speed = 'slow' | 'normal' | 'fast' | 'instant'
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant']

export interface BattleStore {
  session: Session | null
  /** Hot-seat: the side the device was handed to for a secret decision. */
  revealedTo: Side | null
  speed: Speed
  logOpen: boolean
  /** Gestures still to be replayed by the Replay button, one per launch. */
  replayQueue: Action[][]
  /** Launch was clicked while an AI still had to decide: the round follows its decision. */
  launchRequested: boolean
  message: { kind: 'error' | 'info'; text: string } | null

  /** A new battle; `from` plays on from a given position (a rulebook example's step) instead of the setup. */
  start(scenario: AnyScenario, seed: string, players: Record<Side, PlayerKind>, from?: Session['initial']): void
  decide(side: Side, choice: BattleChoice): void
  launch(): void
  retreat(side: Side): void
  undo(): void
  replayBattle(): void
  reveal(side: Side): void
  setSpeed(speed: Speed): void
  toggleLog(): void
  showMessage(kind: 'error' | 'info', text: string): void
  clearMessage(): void
  closeBattle(): void
}

/**
 * The battle store: a vanilla Zustand store, so the engine, workers and tests
 * use it without React. Every gesture is saved; the engine is the only judge.
 */
export function createBattleStore(storage: StorageLike | null) {
  const loaded = storage ? loadSession(storage) : { session: null, message: null }
  const store = createStore<BattleStore>()((set, get) => {
    /**
     * Applies one gesture. The replay queue is set in the same update, so that
     * no autosave ever sees one without the other; a move of the player's own
     * during a replay ends the replay.
     */
    const commit = (actions: Action[], replayQueue: Action[][] = []) => {
      const s = get().session
      if (!s) return
      try {
        const next = perform(s, actions)
        set({ session: next, replayQueue, revealedTo: null, message: null })
      } catch (e) {
        if (e instanceof RuleError) set({ message: { kind: 'error', text: e.message } })
        else throw e
      }
    }
    return {
      session: loaded.session,
      revealedTo: null,
      speed: 'normal',
      logOpen: true,
      replayQueue: [],
      launchRequested: false,
      message: loaded.message ? { kind: 'info', text: loaded.message } : null,

      start(scenario, seed, players, from) {
        set({ session: newSession(scenario, seed, players, from), revealedTo: null, replayQueue: [], launchRequested: false, message: null })
      },
      decide(side, choice) {
        commit([{ type: 'decide', side, choice }])
        const s = get().session
        if (!get().launchRequested || !s) return
        const plan = launchPlan(s)
        if (plan?.complete) {
          set({ launchRequested: false })
          commit(plan.actions)
        } else if (!plan) set({ launchRequested: false })
      },
      launch() {
        const s = get().session
        if (!s) return
        const queue = get().replayQueue
        if (queue.length) {
          commit(queue[0]!, queue.slice(1))
          return
        }
        const plan = launchPlan(s)
        if (!plan) return
        if (plan.actions.length) commit(plan.actions)
        set({ launchRequested: !plan.complete })
      },
      retreat(side) {
        const s = get().session
        if (!s) return
        const actions = retreatActions(s, side)
        if (actions) commit(actions)
      },
      undo() {
        const s = get().session
        if (s && s.gestures.length) set({ session: undoSession(s), revealedTo: null, replayQueue: [], launchRequested: false, message: null })
      },
      replayBattle() {
        const s = get().session
        if (!s) return
        set({
          session: replay(s.scenario, s.seed, s.players, [], s.playedOn ? s.initial : undefined),
          // Mid-replay, the recording is what was replayed so far plus what is still queued.
          replayQueue: [...s.gestures.map((g) => g.actions), ...get().replayQueue],
          revealedTo: null,
          message: { kind: 'info', text: 'Replay: each click of Launch plays the next recorded move.' },
        })
      },
      reveal(side) {
        set({ revealedTo: side })
      },
      setSpeed(speed) {
        set({ speed })
      },
      toggleLog() {
        set({ logOpen: !get().logOpen })
      },
      showMessage(kind, text) {
        set({ message: { kind, text } })
      },
      clearMessage() {
        set({ message: null })
      },
      closeBattle() {
        set({ session: null, revealedTo: null, replayQueue: [] })
      },
    }
  })
  if (storage) {
    store.subscribe((st, prev) => {
      if ((st.session !== prev.session || st.replayQueue !== prev.replayQueue) && st.session) saveSession(storage, st.session, st.replayQueue)
    })
  }
  return store
}

export type BattleStoreApi = ReturnType<typeof createBattleStore>
