import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

/**
 * Whether the rules reference is open, for which rule system and at which
 * topic; any component opens it (a gauge's tooltip, the toolbar, the ? key).
 * A store of its own, apart from the battle's: opening the rules is no move
 * of the battle, so it is neither saved nor undone.
 */
export interface RulesOpen {
  ruleset: string
  /** A heading's slug or a phrase of the documents; null opens at the top. */
  topic: string | null
}

export interface RulesStore {
  open: RulesOpen | null
  /** The topic of the counter whose tooltip shows (the ? key opens there). */
  hovered: string | null
  /** RulesHost elements on screen: without one nothing would show the reference, so the links hide. */
  hosts: number
  openRules(ruleset: string, topic?: string | null): void
  closeRules(): void
  setHovered(topic: string | null): void
  /** Counts a host in; the function returned counts it out. */
  addHost(): () => void
}

export const rulesStore = createStore<RulesStore>()((set) => ({
  open: null,
  hovered: null,
  hosts: 0,
  openRules: (ruleset, topic = null) => set({ open: { ruleset, topic } }),
  closeRules: () => set({ open: null }),
  setHovered: (hovered) => set({ hovered }),
  addHost() {
    set((s) => ({ hosts: s.hosts + 1 }))
    // The last screen that could show the reference is gone: it does not open again by itself on the next one.
    return () => set((s) => ({ hosts: s.hosts - 1, open: s.hosts > 1 ? s.open : null }))
  },
}))

export function useRules<T>(selector: (s: RulesStore) => T): T {
  return useStore(rulesStore, selector)
}

/** Opens the rules reference of a rule system, at a topic when given. */
export function openRules(ruleset: string, topic?: string | null): void {
  rulesStore.getState().openRules(ruleset, topic)
}
