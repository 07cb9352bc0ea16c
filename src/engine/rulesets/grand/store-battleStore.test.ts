import { describe, expect, it } from 'vitest'
import type { Side } from '../../core/types.ts'
import { grand, type GrandState } from './index.ts'
import { eventsOf } from './testkit.ts'
import { findGrand } from './scenarios.ts'
import { grandEvents, grandNow } from './storeTestkit.ts'
import { createBattleStore, SPEEDS, type BattleStoreApi } from '../../../store/battleStore.ts'
import { MemoryStorage } from '../../../store/memoryStorage.ts'
import { battleKey, CURRENT_KEY, LEGACY_KEY, startUp } from '../../../store/library.ts'
import { type PlayerKind, type Session } from '../../../store/session.ts'


const PLAYERS: Record<Side, PlayerKind> = { attacker: 'human', defender: 'human' }
const SKIRMISH = findGrand('skirmish')!
const SEED = 'store'
const json = (x: unknown) => JSON.stringify(x)

function session(store: BattleStoreApi): Session {
  const s = store.getState().session
  if (!s) throw new Error('no session')
  return s
}
const state = (store: BattleStoreApi): GrandState => grandNow(session(store))
/** The key of the battle a reload resumes. */
const currentKey = (storage: MemoryStorage): string => battleKey(storage.getItem(CURRENT_KEY)!)
/** The gestures (as actions) of that battle's save. */
const savedGestures = (storage: MemoryStorage): unknown => JSON.parse(storage.getItem(currentKey(storage))!).gestures
const battleKeys = (storage: MemoryStorage) => storage.keys().filter((k) => k.startsWith('battle-sim/battles/'))

function started(storage: MemoryStorage | null = new MemoryStorage(), seed = SEED): BattleStoreApi {
  const store = createBattleStore(storage)
  store.getState().start(SKIRMISH, seed, PLAYERS)
  return store
}

/** Both sides play their card: leaflets for the attacker, dig-in for the defender. */
function playCards(store: BattleStoreApi): void {
  store.getState().decide('attacker', { kind: 'cards', answer: { play: ['leaflets'] } })
  store.getState().decide('defender', { kind: 'cards', answer: { play: ['dig-in'] } })
}

/** Launches until the battle is over; returns the number of launches. */
function launchUntilOver(store: BattleStoreApi): number {
  let n = 0
  while (state(store).phase !== 'over') {
    if (n++ > 30) throw new Error('battle did not end')
    store.getState().launch()
  }
  return n
}

describe('battle store: a battle', () => {
  it('a new store on empty storage has no battle and the default settings', () => {
    const st = createBattleStore(new MemoryStorage()).getState()
    expect(st.session).toBeNull()
    expect(st.revealedTo).toBeNull()
    expect(st.speed).toBe('normal')
    expect(st.logOpen).toBe(true)
    expect(st.replayQueue).toEqual([])
    expect(st.message).toBeNull()
  })

  it('start opens the scenario at its Cards round, with no gesture', () => {
    const store = started()
    const s = session(store)
    expect(s.gestures).toEqual([])
    expect(s.seed).toBe(SEED)
    expect(json(s.initial)).toBe(json(grand.setup(SKIRMISH, SEED)))
    expect((s.initial as GrandState).phase).toBe('cards')
    expect((s.initial as GrandState).queue.map((q) => `${q.kind}:${q.side}`)).toEqual(['cards:attacker', 'cards:defender'])
    expect((s.initial as GrandState).sides.attacker.hand).toEqual(['leaflets'])
    expect((s.initial as GrandState).sides.defender.hand).toEqual(['dig-in'])
  })

  it('launch does nothing while a card decision is due', () => {
    const store = started()
    const before = session(store)
    store.getState().launch()
    expect(session(store)).toBe(before)
  })

  it('decide plays the cards, one gesture per decision, and the battle begins after both', () => {
    const store = started()
    store.getState().decide('attacker', { kind: 'cards', answer: { play: ['leaflets'] } })
    expect(session(store).gestures).toHaveLength(1)
    expect(state(store).sides.attacker.played).toEqual(['leaflets'])
    expect(state(store).phase).toBe('cards')
    expect(eventsOf(session(store).gestures[0]!.events, 'card').map((e) => [e.side, e.card])).toEqual([['attacker', 'leaflets']])

    store.getState().decide('defender', { kind: 'cards', answer: { play: ['dig-in'] } })
    expect(session(store).gestures).toHaveLength(2)
    expect(state(store).sides.defender.played).toEqual(['dig-in'])
    expect(state(store).effects.map((e) => [e.side, e.card])).toEqual([
      ['attacker', 'leaflets'],
      ['defender', 'dig-in'],
    ])
    expect(state(store).phase).toBe('battle')
    expect(store.getState().message).toBeNull()
  })

  it('each launch adds one gesture and fights at most one round, until the battle is over', () => {
    const store = started()
    playCards(store)
    let rounds = 0
    while (state(store).phase !== 'over') {
      const before = session(store)
      store.getState().launch()
      const after = session(store)
      expect(after.gestures).toHaveLength(before.gestures.length + 1)
      const fought = eventsOf(after.gestures.at(-1)!.events, 'round')
      expect(fought.length).toBeLessThanOrEqual(1)
      if (state(store).phase !== 'over') expect(fought).toHaveLength(1)
      rounds += fought.length
      expect(rounds).toBeLessThan(20)
    }
    expect(rounds).toBeGreaterThan(0)
    expect(state(store).result).not.toBeNull()
    expect(eventsOf(grandEvents(session(store)), 'end')).toHaveLength(1)
    // Over: another launch changes nothing.
    const end = session(store)
    store.getState().launch()
    expect(session(store)).toBe(end)
  })

  it('retreat ends the battle: the side that retreats loses', () => {
    const store = started()
    playCards(store)
    store.getState().launch()
    expect(state(store).queue.map((q) => q.kind)).toEqual(['retreat', 'retreat'])
    const n = session(store).gestures.length
    store.getState().retreat('defender')
    expect(session(store).gestures).toHaveLength(n + 1)
    expect(state(store).phase).toBe('over')
    expect(state(store).result!.winner).toBe('attacker')
    expect(state(store).sides.defender.retreated).toBe(true)
    expect(session(store).gestures.at(-1)!.actions).toEqual([
      { type: 'decide', side: 'attacker', choice: { kind: 'retreat', answer: { retreat: 'stay' } } },
      { type: 'decide', side: 'defender', choice: { kind: 'retreat', answer: { retreat: 'retreat' } } },
    ])
  })

  it('retreat does nothing when no retreat decision is due', () => {
    const store = started()
    const before = session(store)
    store.getState().retreat('attacker')
    expect(session(store)).toBe(before)
  })

  it('reveal hands the device to a side; the next decision resets it', () => {
    const store = started()
    store.getState().reveal('attacker')
    expect(store.getState().revealedTo).toBe('attacker')
    store.getState().decide('attacker', { kind: 'cards', answer: { play: ['leaflets'] } })
    expect(store.getState().revealedTo).toBeNull()
    store.getState().reveal('defender')
    expect(store.getState().revealedTo).toBe('defender')
    store.getState().decide('defender', { kind: 'cards', answer: { play: [] } })
    expect(store.getState().revealedTo).toBeNull()
  })

  it('an illegal decision sets an error message and does not change the session', () => {
    const storage = new MemoryStorage()
    const store = started(storage)
    const before = session(store)
    const snapshot = json(before)
    const saved = storage.snapshot()

    // The defender decides out of turn.
    store.getState().decide('defender', { kind: 'cards', answer: { play: ['dig-in'] } })
    expect(store.getState().message).toEqual({ kind: 'error', text: expect.stringMatching(/waiting for the attacker/) })
    expect(session(store)).toBe(before)
    expect(json(session(store))).toBe(snapshot)

    // The attacker plays a card it does not hold.
    store.getState().decide('attacker', { kind: 'cards', answer: { play: ['dig-in'] } })
    expect(store.getState().message!.kind).toBe('error')
    expect(store.getState().message!.text).toMatch(/cannot play "dig-in"/)
    expect(session(store)).toBe(before)
    expect(json(session(store))).toBe(snapshot)
    expect(storage.snapshot()).toEqual(saved)

    // A legal decision then goes through and clears the message.
    store.getState().decide('attacker', { kind: 'cards', answer: { play: ['leaflets'] } })
    expect(store.getState().message).toBeNull()
    expect(session(store).gestures).toHaveLength(1)
  })

  it('undo takes back exactly the last gesture', () => {
    const store = started()
    playCards(store)
    store.getState().launch()
    const mid = json(state(store))
    const gestures = json(session(store).gestures)
    store.getState().launch()
    expect(session(store).gestures).toHaveLength(4)
    store.getState().undo()
    expect(session(store).gestures).toHaveLength(3)
    expect(json(state(store))).toBe(mid)
    expect(json(session(store).gestures)).toBe(gestures)
    store.getState().undo()
    store.getState().undo()
    store.getState().undo()
    expect(json(state(store))).toBe(json(session(store).initial))
    // Nothing left to undo: no change.
    const s = session(store)
    store.getState().undo()
    expect(session(store)).toBe(s)
  })

  it('undo of a retreat resumes the battle at the retreat decision', () => {
    const store = started()
    playCards(store)
    store.getState().launch()
    const before = json(session(store))
    store.getState().retreat('attacker')
    expect(state(store).phase).toBe('over')
    store.getState().undo()
    expect(json(session(store))).toBe(before)
  })

  it('replayBattle goes back to the start; each launch replays the next recorded gesture until the same end', () => {
    const store = started()
    playCards(store)
    launchUntilOver(store)
    const final = session(store)
    const finalJson = json(final)
    const recorded = final.gestures.map((g) => g.actions)

    store.getState().replayBattle()
    expect(session(store).gestures).toEqual([])
    expect(json(state(store))).toBe(json(final.initial))
    expect(store.getState().replayQueue).toEqual(recorded)
    expect(store.getState().message?.kind).toBe('info')

    for (let i = 0; i < recorded.length; i++) {
      store.getState().launch()
      expect(session(store).gestures).toHaveLength(i + 1)
      expect(session(store).gestures[i]!.actions).toEqual(recorded[i])
      expect(json(session(store).gestures[i]!.state)).toBe(json(final.gestures[i]!.state))
      expect(store.getState().replayQueue).toHaveLength(recorded.length - i - 1)
    }
    expect(json(session(store))).toBe(finalJson)
    expect(state(store).phase).toBe('over')
  })

  it('replayBattle during a replay starts again from the whole recorded battle', () => {
    const store = started()
    playCards(store)
    launchUntilOver(store)
    // The attacker won and breaks through: the last recorded gesture comes after the battle is over.
    expect(grand.pending(state(store))?.kind).toBe('breakthrough')
    store.getState().decide('attacker', { kind: 'breakthrough', answer: { region: 'sidi-omar' } })
    const recorded = session(store).gestures.map((g) => g.actions)

    store.getState().replayBattle()
    launchUntilOver(store)
    // Over again, with the breakthrough still to replay: the Summary and its Replay button are showing.
    expect(store.getState().replayQueue).toHaveLength(1)
    store.getState().replayBattle()
    expect(session(store).gestures).toEqual([])
    expect(store.getState().replayQueue).toEqual(recorded)
  })

  it('undo during a replay drops the rest of the replay', () => {
    const store = started()
    playCards(store)
    store.getState().launch()
    store.getState().replayBattle()
    store.getState().launch()
    store.getState().undo()
    expect(store.getState().replayQueue).toEqual([])
    expect(session(store).gestures).toEqual([])
  })

  it('setSpeed sets each speed', () => {
    const store = createBattleStore(new MemoryStorage())
    for (const speed of SPEEDS) {
      store.getState().setSpeed(speed)
      expect(store.getState().speed).toBe(speed)
    }
  })

  it('toggleLog closes and reopens the log', () => {
    const store = createBattleStore(new MemoryStorage())
    store.getState().toggleLog()
    expect(store.getState().logOpen).toBe(false)
    store.getState().toggleLog()
    expect(store.getState().logOpen).toBe(true)
  })

  it('showMessage and clearMessage', () => {
    const store = createBattleStore(new MemoryStorage())
    store.getState().showMessage('info', 'hello')
    expect(store.getState().message).toEqual({ kind: 'info', text: 'hello' })
    store.getState().clearMessage()
    expect(store.getState().message).toBeNull()
  })

  it('start replaces the battle in progress and clears the replay, the reveal and the message', () => {
    const store = started()
    playCards(store)
    store.getState().launch()
    store.getState().replayBattle()
    store.getState().reveal('attacker')
    store.getState().start(SKIRMISH, 'another', PLAYERS)
    expect(session(store).seed).toBe('another')
    expect(session(store).gestures).toEqual([])
    expect(store.getState().replayQueue).toEqual([])
    expect(store.getState().revealedTo).toBeNull()
    expect(store.getState().message).toBeNull()
  })

  it('works without storage', () => {
    const store = started(null)
    playCards(store)
    store.getState().launch()
    expect(session(store).gestures).toHaveLength(3)
  })
})

describe('battle store: saving', () => {
  it('saves every committed gesture under the battle\'s own key, the one a reload resumes', () => {
    const storage = new MemoryStorage()
    const store = started(storage)
    expect(savedGestures(storage)).toEqual([])
    playCards(store)
    expect(savedGestures(storage)).toEqual(session(store).gestures.map((g) => g.actions))
    while (state(store).phase !== 'over') {
      const n = session(store).gestures.length
      store.getState().launch()
      expect(session(store).gestures).toHaveLength(n + 1)
      expect(savedGestures(storage)).toEqual(session(store).gestures.map((g) => g.actions))
    }
    store.getState().undo()
    expect(savedGestures(storage)).toEqual(session(store).gestures.map((g) => g.actions))
    expect(storage.keys().sort()).toEqual([CURRENT_KEY, currentKey(storage)].sort())
  })

  it('reload and resume: a new store on the same storage resumes the same battle', () => {
    const storage = new MemoryStorage()
    const store = started(storage)
    playCards(store)
    store.getState().launch()
    store.getState().launch()
    const reloaded = createBattleStore(storage)
    expect(reloaded.getState().message).toBeNull()
    expect(json(session(reloaded))).toBe(json(session(store)))

    // Both go on to the same end.
    launchUntilOver(store)
    launchUntilOver(reloaded)
    expect(json(session(reloaded))).toBe(json(session(store)))

    // And a finished battle resumes as finished.
    const again = createBattleStore(storage)
    expect(json(session(again))).toBe(json(session(store)))
    expect(state(again).phase).toBe('over')
  })

  it('reload after an undo resumes the undone battle', () => {
    const storage = new MemoryStorage()
    const store = started(storage)
    playCards(store)
    store.getState().launch()
    store.getState().undo()
    expect(json(session(createBattleStore(storage)))).toBe(json(session(store)))
  })

  it('reload in the middle of a replay still has the whole recorded battle', () => {
    const storage = new MemoryStorage()
    const store = started(storage)
    playCards(store)
    launchUntilOver(store)
    const finished = session(store)
    store.getState().replayBattle()
    store.getState().launch()
    // The page is reloaded: the battle that was played must not be lost.
    const reloaded = createBattleStore(storage)
    expect(savedGestures(storage)).toHaveLength(finished.gestures.length)
    expect(session(reloaded).gestures).toHaveLength(finished.gestures.length)
    expect(json(session(reloaded))).toBe(json(finished))
  })

  it('every save written during a replay holds the whole recorded battle', () => {
    const storage = new MemoryStorage()
    const store = started(storage)
    playCards(store)
    launchUntilOver(store)
    const finished = session(store)
    const recorded = finished.gestures.map((g) => g.actions)
    const from = storage.saves.length
    store.getState().replayBattle()
    while (store.getState().replayQueue.length) {
      store.getState().launch()
      expect(json(session(createBattleStore(storage)))).toBe(json(finished))
    }
    const written = storage.saves.slice(from).map((text) => JSON.parse(text).gestures as unknown)
    expect(written.length).toBeGreaterThan(recorded.length)
    for (const gestures of written) expect(gestures).toEqual(recorded)
  })

  it('a decision taken during a replay leaves a save that resumes the battle shown', () => {
    const storage = new MemoryStorage()
    const store = started(storage)
    playCards(store)
    launchUntilOver(store)
    store.getState().decide('attacker', { kind: 'breakthrough', answer: { region: 'sidi-omar' } })
    store.getState().replayBattle()
    launchUntilOver(store)
    expect(store.getState().replayQueue).toHaveLength(1)
    // The Summary offers the breakthrough decision again; this time the attacker picks another region.
    store.getState().decide('attacker', { kind: 'breakthrough', answer: { region: 'fort-maddalena' } })
    expect(store.getState().message).toBeNull()
    expect(state(store).result!.breakthrough!.chosen!.region).toBe('fort-maddalena')

    const reloaded = createBattleStore(storage)
    expect(reloaded.getState().message).toBeNull()
    expect(reloaded.getState().session).not.toBeNull()
    expect(json(state(reloaded))).toBe(json(state(store)))
  })

  it('a save of another version from an earlier version\'s single slot: no battle, a message naming the reason, and the text kept in the list, untouched', () => {
    const storage = new MemoryStorage()
    const text = json({ format: 'battle-sim-save', version: 2, scenario: SKIRMISH, seed: 'x', players: PLAYERS, gestures: [] })
    storage.setItem(LEGACY_KEY, text)
    const store = createBattleStore(storage)
    expect(store.getState().session).toBeNull()
    const message = store.getState().message!
    expect(message.kind).toBe('info')
    expect(message.text).toMatch(/could not be resumed: it is save version 2, this is version 1/)
    const kept = battleKeys(storage)
    expect(kept).toHaveLength(1)
    expect(message.text).toContain(kept[0]!)
    expect(storage.getItem(kept[0]!)).toBe(text)
    expect(store.getState().savedBattles()).toMatchObject([{ key: kept[0], damaged: 'it is save version 2' }])

    // A new battle is started and played: its autosave leaves the refused text alone.
    store.getState().start(SKIRMISH, SEED, PLAYERS)
    playCards(store)
    store.getState().launch()
    expect(storage.getItem(kept[0]!)).toBe(text)
    expect(JSON.parse(storage.getItem(currentKey(storage))!).seed).toBe(SEED)
    expect(json(startUp(storage).session)).toBe(json(session(store)))
  })

  it.each([
    ['invalid JSON', '{"format":"battle-sim-save",', /not valid JSON/],
    ['an invalid scenario', json({ format: 'battle-sim-save', version: 1, scenario: { id: 'broken' }, seed: 'x', players: PLAYERS, gestures: [] }), /scenario is invalid/],
    [
      'gestures that no longer replay',
      json({ format: 'battle-sim-save', version: 1, scenario: SKIRMISH, seed: 'x', players: PLAYERS, gestures: [[{ type: 'advance' }]] }),
      /replaying it failed/,
    ],
  ])('a saved battle with %s is refused and kept', (_what, text, reason) => {
    const storage = new MemoryStorage()
    storage.setItem(battleKey('old'), text)
    storage.setItem(CURRENT_KEY, 'old')
    const store = createBattleStore(storage)
    expect(store.getState().session).toBeNull()
    expect(store.getState().message!.text).toMatch(reason)
    expect(store.getState().message!.text).toContain(battleKey('old'))
    expect(storage.getItem(battleKey('old'))).toBe(text)
    // Not resumed (nor reported) again at the next reload; still in the list.
    expect(storage.getItem(CURRENT_KEY)).toBeNull()
    store.getState().start(SKIRMISH, SEED, PLAYERS)
    store.getState().decide('attacker', { kind: 'cards', answer: { play: [] } })
    expect(storage.getItem(battleKey('old'))).toBe(text)
    expect(currentKey(storage)).not.toBe(battleKey('old'))
    expect(store.getState().open('old')).toBe(false)
    expect(store.getState().message!.text).toMatch(reason)
    expect(storage.getItem(battleKey('old'))).toBe(text)
  })

  it('a save under another version’s key is reported and left untouched after a new battle is saved', () => {
    const storage = new MemoryStorage()
    const old = '{"format":"battle-sim-save","version":0,"gestures":[]}'
    storage.setItem('battle-sim/save/v0', old)
    const store = createBattleStore(storage)
    expect(store.getState().session).toBeNull()
    expect(store.getState().message).toEqual({ kind: 'info', text: expect.stringMatching(/save version 0 was found/) })

    store.getState().start(SKIRMISH, SEED, PLAYERS)
    playCards(store)
    store.getState().launch()
    expect(storage.getItem('battle-sim/save/v0')).toBe(old)
    expect(savedGestures(storage)).toEqual(session(store).gestures.map((g) => g.actions))

    // Reloading resumes the new battle and still mentions the old save.
    const reloaded = createBattleStore(storage)
    expect(json(session(reloaded))).toBe(json(session(store)))
    expect(reloaded.getState().message!.text).toMatch(/save version 0/)
    expect(storage.getItem('battle-sim/save/v0')).toBe(old)
  })
})
