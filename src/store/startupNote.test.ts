import { describe, expect, it } from 'vitest'
import { builtInScenarios } from '../scenarios/load.ts'
import { createBattleStore } from './battleStore.ts'
import { battleKey, CURRENT_KEY } from './library.ts'
import { MemoryStorage } from './memoryStorage.ts'

/**
 * Issue 18: a save the page cannot resume is reported at start-up; when the
 * page opens with a link, the link's battle shows at once, and the report
 * must still be there to read.
 */
const HUMANS = { attacker: 'human', defender: 'human' } as const

function withDamagedSave() {
  const storage = new MemoryStorage()
  storage.setItem(battleKey('damaged'), '{"format":"battle-sim-save","version":1,"scen')
  storage.setItem(CURRENT_KEY, 'damaged')
  return createBattleStore(storage)
}

describe('the start-up report of a save that could not be resumed', () => {
  it('stays on screen when a deep link starts a battle at once', () => {
    const store = withDamagedSave()
    expect(store.getState().message?.text).toMatch(/could not be resumed: it is not valid JSON/)
    store.getState().start(builtInScenarios()[0]!, 'link', HUMANS)
    expect(store.getState().message?.text).toMatch(/could not be resumed: it is not valid JSON.*battle-sim\/battles\/damaged/)
  })

  it('is said once: dismissed, it does not come back with the next battle', () => {
    const store = withDamagedSave()
    store.getState().clearMessage()
    store.getState().start(builtInScenarios()[0]!, 'after', HUMANS)
    expect(store.getState().message).toBeNull()
    store.getState().start(builtInScenarios()[0]!, 'again', HUMANS)
    expect(store.getState().message).toBeNull()
  })
})
