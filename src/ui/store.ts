import { useStore } from 'zustand'
import { createBattleStore, type BattleStore } from '../store/battleStore.ts'

/** The browser's storage, or null where it is refused (a private window, a sandbox). */
export function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The app's one battle store. */
export const battleStore = createBattleStore(storage())

/** A primitive or stable slice of the store (never a new object per call). */
export function useBattle<T>(selector: (s: BattleStore) => T): T {
  return useStore(battleStore, selector)
}
