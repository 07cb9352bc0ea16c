import { describe, expect, it } from 'vitest'
import { engineOf } from '../engine/rulesets/registry.ts'
import { builtInScenarios } from '../scenarios/load.ts'
import { createBattleStore } from './battleStore.ts'
import { battleKey, CURRENT_KEY, listBattles } from './library.ts'
import { MemoryStorage } from './memoryStorage.ts'
import { currentState } from './session.ts'

/**
 * Issue 18: the same battle open in two tabs. Two stores over one storage
 * stand for the tabs; the browser's storage event, which reaches only the
 * other tab, is handed over as the window would hand it.
 */
type Store = ReturnType<typeof createBattleStore>

/** One move by the book's defaults. */
function move(store: Store): void {
  const s = store.getState().session!
  const rs = engineOf(s.scenario.ruleset)
  const state = currentState(s)
  const d = rs.pending(state)
  if (d) store.getState().decide(d.side, rs.policies.default(state, d))
  else store.getState().launch()
}

function twoTabs() {
  const storage = new MemoryStorage()
  const a = createBattleStore(storage)
  a.getState().start(builtInScenarios()[0]!, 'two-tabs', { attacker: 'human', defender: 'human' })
  move(a)
  // The second tab opens the page: it resumes the battle on screen.
  const b = createBattleStore(storage)
  expect(b.getState().battleId).toBe(a.getState().battleId)
  const key = battleKey(a.getState().battleId!)
  /** A move in tab `from`, and the storage event the other tab gets for it. */
  const moveIn = (from: Store, to: Store) => {
    move(from)
    to.getState().storageChanged(key, storage.getItem(key))
  }
  return { storage, a, b, key, moveIn }
}

describe('the same battle in two tabs', () => {
  it('a move in one tab stops the other from saving over it: the other tab\'s later moves leave the save alone', () => {
    const { storage, a, b, key, moveIn } = twoTabs()
    moveIn(a, b)
    expect(b.getState().otherTab).toBe('saved')
    const saved = storage.getItem(key)
    expect(JSON.parse(saved!).gestures).toHaveLength(2)
    move(b)
    move(b)
    expect(b.getState().session!.gestures).toHaveLength(3)
    expect(storage.getItem(key)).toBe(saved)
    // The tab that moved was not told anything: its own writes raise no event there.
    expect(a.getState().otherTab).toBeNull()
  })

  it('taking the other tab\'s moves shows its battle, and saving resumes', () => {
    const { storage, a, b, key, moveIn } = twoTabs()
    moveIn(a, b)
    expect(b.getState().takeOtherTab()).toBe(true)
    expect(JSON.stringify(b.getState().session)).toBe(JSON.stringify(a.getState().session))
    expect(b.getState().otherTab).toBeNull()
    move(b)
    expect(JSON.parse(storage.getItem(key)!).gestures).toHaveLength(3)
  })

  it('keeping this one as a copy saves it under a new key; the other tab\'s stays as it saved it', () => {
    const { storage, a, b, key, moveIn } = twoTabs()
    moveIn(a, b)
    move(b)
    const other = storage.getItem(key)
    b.getState().keepAsCopy()
    expect(b.getState().otherTab).toBeNull()
    const copyId = b.getState().battleId!
    expect(copyId).not.toBe(a.getState().battleId)
    expect(JSON.parse(storage.getItem(battleKey(copyId))!).gestures).toEqual(b.getState().session!.gestures.map((g) => g.actions))
    expect(storage.getItem(key)).toBe(other)
    expect(listBattles(storage).map((e) => e.name)).toContain(`${b.getState().session!.scenario.name} (copy)`)
  })

  it('a battle deleted in another tab (or all storage cleared) is not written back unasked', () => {
    const { storage, b, key } = twoTabs()
    storage.removeItem(key)
    b.getState().storageChanged(key, null)
    expect(b.getState().otherTab).toBe('deleted')
    move(b)
    expect(storage.getItem(key)).toBeNull()
    b.getState().storageChanged(null, null)
    expect(b.getState().otherTab).toBe('deleted')
    b.getState().keepAsCopy()
    expect(storage.getItem(battleKey(b.getState().battleId!))).not.toBeNull()
  })

  it('other keys changing in another tab (another battle, the pointer) change nothing here', () => {
    const { b } = twoTabs()
    b.getState().storageChanged(battleKey('someone-else'), '{}')
    b.getState().storageChanged(CURRENT_KEY, 'x')
    expect(b.getState().otherTab).toBeNull()
  })
})
