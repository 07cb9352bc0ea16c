import { useStore } from 'zustand'
import { createBattleStore, type BattleStore } from '../store/battleStore.ts'

function storage() {
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
