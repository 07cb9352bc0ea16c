import { describe, expect, it } from 'vitest'
import type { Side } from '../engine/core/types.ts'
import { engineOf } from '../engine/rulesets/registry.ts'
import { builtInScenarios } from '../scenarios/load.ts'
import { createBattleStore } from './battleStore.ts'
import { listBattles } from './library.ts'
import { MemoryStorage } from './memoryStorage.ts'
import { currentState, isAi, newSession, type PlayerKind } from './session.ts'
import { linkPayload } from './shareLink.ts'

type Store = ReturnType<typeof createBattleStore>

/** One move by the defaults: the human's own through decide or Launch, the AI's as the AI driver makes it. */
function move(store: Store): 'human' | 'ai' {
  const s = store.getState().session!
  const rs = engineOf(s.scenario.ruleset)
  const state = currentState(s)
  const d = rs.pending(state)
  if (d && isAi(s.players[d.side])) {
    store.getState().aiDecide(d.side, rs.policies.default(state, d))
    return 'ai'
  }
  if (d) store.getState().decide(d.side, rs.policies.default(state, d))
  else store.getState().launch()
  return 'human'
}

const players = (attacker: PlayerKind, defender: PlayerKind): Record<Side, PlayerKind> => ({ attacker, defender })

describe('issue 27, defect 1: undo against the AI returns to the player\'s own last decision', () => {
  it('each U takes back the AI\'s answers and the player\'s gesture before them; the AI waits until the player acts', () => {
    const store = createBattleStore(new MemoryStorage())
    store.getState().start(builtInScenarios()[0]!, 'undo-ai', players('human', 'ai-easy'))
    // The gesture count before each of the player's gestures.
    const before: number[] = []
    let aiMoves = 0
    for (let i = 0; i < 12 && !currentState(store.getState().session!).result; i++) {
      const n = store.getState().session!.gestures.length
      if (move(store) === 'human') before.push(n)
      else aiMoves++
    }
    expect(aiMoves).toBeGreaterThan(0)
    const s0 = store.getState().session!
    const rs = engineOf(s0.scenario.ruleset)
    for (let k = 0; k < 3; k++) {
      store.getState().undo()
      const s = store.getState().session!
      expect(s.gestures.length).toBe(before.pop())
      // Back where the player was: its own question, or Launch; never an AI question left to answer again.
      const d = rs.pending(currentState(s))
      if (d) expect(d.side).toBe('attacker')
      expect(store.getState().aiHold).toBe(true)
    }
    // The player's own move lifts the hold.
    move(store)
    expect(store.getState().aiHold).toBe(false)
  })

  it('an AI answer arriving during the hold is not taken (the driver checks aiHold); an undo between two humans takes back one gesture', () => {
    const store = createBattleStore(new MemoryStorage())
    store.getState().start(builtInScenarios()[0]!, 'undo-hh', players('human', 'human'))
    move(store)
    move(store)
    const n = store.getState().session!.gestures.length
    store.getState().undo()
    expect(store.getState().session!.gestures.length).toBe(n - 1)
  })
})

describe('issue 27, defect 5: a link saves its battle only once a move is made', () => {
  it('opening a share link of a battle not begun adds no saved battle; the first move saves it', () => {
    const storage = new MemoryStorage()
    const store = createBattleStore(storage)
    const payload = linkPayload(newSession(builtInScenarios()[0]!, 'linked', players('human', 'human')))
    expect(store.getState().openShared(payload)).toBe(true)
    expect(store.getState().session).not.toBeNull()
    expect(listBattles(storage)).toEqual([])
    move(store)
    expect(listBattles(storage)).toHaveLength(1)
  })

  it('a battle started from the start screen is still saved at once', () => {
    const storage = new MemoryStorage()
    const store = createBattleStore(storage)
    store.getState().start(builtInScenarios()[0]!, 'started', players('human', 'human'))
    expect(listBattles(storage)).toHaveLength(1)
  })
})
