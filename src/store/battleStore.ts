import { createStore } from 'zustand/vanilla'
import type { Side } from '../engine/core/types.ts'
import { RuleError } from '../engine/core/types.ts'
import type { AnyScenario, BattleChoice } from '../engine/rulesets/registry.ts'
import { readSaveText } from './persist.ts'
import {
  battleKey,
  deleteBattle,
  findByFingerprint,
  listBattles,
  metaFor,
  newBattleId,
  readBattle,
  renameBattle,
  startUp,
  StorageFullError,
  writeBattle,
  type BattleEntry,
  type StorageLike,
} from './library.ts'
import { fingerprint, sessionFromPayload, type LinkPayload } from './shareLink.ts'
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
  /** The saved battle on screen (store/library.ts), and what its list entry keeps. */
  battleId: string | null
  battleName: string | null
  battleCreated: number
  /** Hot-seat: the side the device was handed to for a secret decision. */
  revealedTo: Side | null
  speed: Speed
  logOpen: boolean
  /** Gestures still to be replayed by the Replay button, one per launch. */
  replayQueue: Action[][]
  /** Launch was clicked while an AI still had to decide: the round follows its decision. */
  launchRequested: boolean
  /** The player undid a move: the AI waits for the player's next gesture before it decides again. */
  aiHold: boolean
  /** A link's battle, not saved until a move is made (opening a link alone leaves no save behind). */
  unsavedUntilMove: boolean
  message: { kind: 'error' | 'info'; text: string } | null
  /**
   * Another tab of this browser saved (or deleted) the battle on screen: this
   * tab stops saving it, so that neither tab overwrites the other's moves,
   * until the player takes the other tab's version or keeps this one as a copy.
   */
  otherTab: 'saved' | 'deleted' | null

  /** A new battle; `from` plays on from a given position (a rulebook example's step) instead of the setup. */
  start(scenario: AnyScenario, seed: string, players: Record<Side, PlayerKind>, from?: Session['initial']): void
  decide(side: Side, choice: BattleChoice): void
  /** The AI's answer: as decide, but it never lifts the hold an undo put on the AI. */
  aiDecide(side: Side, choice: BattleChoice): void
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
  /** The battles saved in this browser, the last saved first. */
  savedBattles(): BattleEntry[]
  /** Opens a saved battle (the one on screen stays saved). False, with a message, when it cannot be. */
  open(id: string): boolean
  /** A battle file's text, opened as a new saved battle. False, with a message naming what is wrong, when refused. */
  openFile(text: string, fileName: string): boolean
  /** A share link's battle: the saved battle it reproduces if there is one, else a new one. False, with a message, when refused. */
  openShared(payload: LinkPayload): boolean
  rename(id: string, name: string): void
  remove(id: string): void
  /** The browser's storage changed in another tab (the window's storage event): `key` null when it was cleared. */
  storageChanged(key: string | null, value: string | null): void
  /** Takes the other tab's version of the battle on screen, as it saved it. False, with a message, when it cannot be read. */
  takeOtherTab(): boolean
  /** Keeps this tab's version as a new saved battle beside the other tab's. */
  keepAsCopy(): void
}

/**
 * The battle store: a vanilla Zustand store, so the engine, workers and tests
 * use it without React. Every gesture is saved; the engine is the only judge.
 */
export function createBattleStore(storage: StorageLike | null) {
  const loaded = storage ? startUp(storage) : { id: null, session: null, meta: null, message: null }
  const store = createStore<BattleStore>()((set, get) => {
    /**
     * A battle on screen: a fresh one, or one read from storage (which keeps its name and date). What the
     * page found at start-up (a save it could not resume) stays said while it is on display: a link the
     * page opens with shows its battle at once, and would otherwise wipe the note before it is read.
     */
    const show = (session: Session, id: string, name: string | null, created: number, message: BattleStore['message'] = null, unsavedUntilMove = false) => {
      const note = loaded.message !== null && get().message?.text === loaded.message ? loaded.message : null
      const said = note ? { kind: message?.kind ?? 'info', text: message ? `${message.text} ${note}` : note } : message
      set({ session, battleId: id, battleName: name ?? session.scenario.name, battleCreated: created, revealedTo: null, replayQueue: [], launchRequested: false, aiHold: false, unsavedUntilMove, message: said, otherTab: null })
    }
    const opened = (session: Session, name: string, message: string, unsavedUntilMove = false) => show(session, newBattleId(), name, Date.now(), { kind: 'info', text: message }, unsavedUntilMove)
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
        set({ session: next, replayQueue, revealedTo: null, message: null, unsavedUntilMove: false })
      } catch (e) {
        if (e instanceof RuleError) set({ message: { kind: 'error', text: e.message } })
        else throw e
      }
    }
    return {
      session: loaded.session,
      battleId: loaded.id,
      battleName: loaded.meta?.name ?? loaded.session?.scenario.name ?? null,
      battleCreated: loaded.meta?.createdAt ?? Date.now(),
      revealedTo: null,
      speed: 'normal',
      logOpen: true,
      replayQueue: [],
      launchRequested: false,
      aiHold: false,
      unsavedUntilMove: false,
      message: loaded.message ? { kind: 'info', text: loaded.message } : null,
      otherTab: null,

      start(scenario, seed, players, from) {
        // The battle on screen was saved with its last gesture; the new one gets its own place.
        show(newSession(scenario, seed, players, from), newBattleId(), null, Date.now())
      },
      decide(side, choice) {
        set({ aiHold: false })
        get().aiDecide(side, choice)
      },
      aiDecide(side, choice) {
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
        set({ aiHold: false })
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
        set({ aiHold: false })
        const actions = retreatActions(s, side)
        if (actions) commit(actions)
      },
      undo() {
        const s = get().session
        if (s && s.gestures.length) set({ session: undoSession(s), revealedTo: null, replayQueue: [], launchRequested: false, aiHold: true, message: null })
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
        set({ session: null, battleId: null, revealedTo: null, replayQueue: [], otherTab: null })
      },
      savedBattles() {
        return storage ? listBattles(storage) : []
      },
      open(id) {
        if (!storage) return false
        if (id === get().battleId && get().session) return true
        const r = readBattle(storage, id)
        if (!r.ok) {
          set({ message: { kind: 'error', text: `That saved battle could not be opened: ${r.why}. It was left as it was, under "${battleKey(id)}".` } })
          return false
        }
        show(r.session, id, r.meta?.name ?? null, r.meta?.createdAt ?? Date.now())
        return true
      },
      openFile(text, fileName) {
        const r = readSaveText(text)
        if (!r.ok) {
          set({ message: { kind: 'error', text: `${fileName} was not opened: ${r.why}. Nothing saved was changed.` } })
          return false
        }
        opened(r.session, r.meta?.name ?? r.session.scenario.name, `${fileName} opened as a new saved battle.`)
        return true
      },
      openShared(payload) {
        const same = storage ? findByFingerprint(storage, fingerprint(payload)) : null
        if (same && get().open(same.id)) return true
        const r = sessionFromPayload(payload)
        if (!r.ok) {
          set({ message: { kind: 'error', text: `The battle link could not be opened: ${r.why}. Nothing saved was changed.` } })
          return false
        }
        const begun = r.session.gestures.length > 0
        opened(r.session, r.session.scenario.name, begun ? 'The battle of the link was saved in this browser as a new battle.' : 'The battle of the link is saved in this browser once a move is made.', !begun)
        return true
      },
      rename(id, name) {
        const clean = name.trim().slice(0, 80)
        if (!clean) return
        if (id === get().battleId) set({ battleName: clean })
        else if (storage) renameBattle(storage, id, clean)
      },
      remove(id) {
        if (storage) deleteBattle(storage, id)
        if (id === get().battleId) set({ session: null, battleId: null, battleName: null, revealedTo: null, replayQueue: [], otherTab: null })
      },
      storageChanged(key, value) {
        const id = get().battleId
        if (!id || !get().session || (key !== null && key !== battleKey(id))) return
        // A storage event comes only from another tab; clearing all storage counts as deleting this battle there.
        set({ otherTab: key === null || value === null ? 'deleted' : 'saved' })
      },
      takeOtherTab() {
        const id = get().battleId
        if (!storage || !id) return false
        const r = readBattle(storage, id)
        if (!r.ok) {
          set({ message: { kind: 'error', text: `The other tab's version could not be opened: ${r.why}. This tab's battle is still here: keep it as a copy to save it.` } })
          return false
        }
        show(r.session, id, r.meta?.name ?? null, r.meta?.createdAt ?? Date.now(), { kind: 'info', text: 'The other tab\'s moves are on screen now; this tab saves the battle again.' })
        return true
      },
      keepAsCopy() {
        const s = get().session
        if (!s) return
        // The name changes, so the autosave writes it at once under its new key.
        set({ battleId: newBattleId(), battleCreated: Date.now(), battleName: `${get().battleName ?? s.scenario.name} (copy)`, otherTab: null, message: { kind: 'info', text: 'This tab\'s version is saved as a new battle; the other tab\'s is kept as it was.' } })
      },
    }
  })
  if (storage) {
    store.subscribe((st, prev) => {
      const changed = st.session !== prev.session || st.replayQueue !== prev.replayQueue || st.battleName !== prev.battleName
      if (!changed || !st.session || !st.battleId || st.otherTab) return
      // A link opened and not yet played leaves nothing in the list (its address still holds it).
      if (st.unsavedUntilMove && !st.session.gestures.length) return
      try {
        writeBattle(storage, st.battleId, st.session, st.replayQueue, metaFor(st.session, st.replayQueue, st.battleName ?? st.session.scenario.name, st.battleCreated))
      } catch (e) {
        if (!(e instanceof StorageFullError)) throw e
        store.setState({ message: { kind: 'error', text: `This battle could not be saved: ${e.message}.` } })
      }
    })
  }
  return store
}

export type BattleStoreApi = ReturnType<typeof createBattleStore>
