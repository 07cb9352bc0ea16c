import { describe, expect, it } from 'vitest'
import type { Side } from '../../core/types.ts'
import { findGrand } from './scenarios.ts'
import { grandNow, launchActions } from './storeTestkit.ts'
import { MemoryStorage } from '../../../store/memoryStorage.ts'
import { battleKey, CURRENT_KEY, LEGACY_KEY, metaFor, startUp, writeBattle, type StorageLike } from '../../../store/library.ts'
import { readSaveText, SAVE_VERSION, saveFileOf } from '../../../store/persist.ts'
import { newSession, perform, type PlayerKind, type Session } from '../../../store/session.ts'


const PLAYERS: Record<Side, PlayerKind> = { attacker: 'human', defender: 'human' }
const SKIRMISH = findGrand('skirmish')!
const json = (x: unknown) => JSON.stringify(x)

/** A skirmish with both card decisions taken and a few rounds fought. */
function midBattle(seed = 'persist'): Session {
  let s = newSession(SKIRMISH, seed, PLAYERS)
  s = perform(s, [{ type: 'decide', side: 'attacker', choice: { kind: 'cards', answer: { play: ['leaflets'] } } }])
  s = perform(s, [{ type: 'decide', side: 'defender', choice: { kind: 'cards', answer: { play: [] } } }])
  for (let i = 0; i < 2; i++) s = perform(s, launchActions(grandNow(s))!)
  expect(s.gestures).toHaveLength(4)
  return s
}

/** A valid save file's object, to be spoiled by a test. */
function saveObject(s: Session): Record<string, unknown> {
  return JSON.parse(json(saveFileOf(s))) as Record<string, unknown>
}

/** Saves a battle as the store does (its own key, the one a reload resumes). */
function saveSession(storage: StorageLike, s: Session, replayQueue: Session['gestures'][number]['actions'][] = [], id = 'b1'): void {
  writeBattle(storage, id, s, replayQueue, metaFor(s, replayQueue, s.scenario.name, 1))
}
/** What a reload resumes. */
const loadSession = (storage: StorageLike) => {
  const r = startUp(storage)
  return { session: r.session, message: r.message }
}
const SAVE_KEY = battleKey('b1')
const battleKeys = (storage: MemoryStorage) => storage.keys().filter((k) => k.startsWith('battle-sim/battles/'))

describe('saveSession', () => {
  it('writes the scenario, seed, players, each gesture’s actions and the list\'s entry under the battle\'s key, and names it the one to resume', () => {
    const s = midBattle()
    const storage = new MemoryStorage()
    saveSession(storage, s)
    expect(storage.keys().sort()).toEqual([SAVE_KEY, CURRENT_KEY].sort())
    expect(storage.getItem(CURRENT_KEY)).toBe('b1')
    const file = JSON.parse(storage.getItem(SAVE_KEY)!)
    expect(file).toEqual({
      format: 'battle-sim-save',
      version: SAVE_VERSION,
      scenario: JSON.parse(json(SKIRMISH)),
      seed: 'persist',
      players: PLAYERS,
      gestures: s.gestures.map((g) => g.actions),
      meta: { name: SKIRMISH.name, createdAt: 1, savedAt: expect.any(Number), scenarioName: SKIRMISH.name, status: expect.stringMatching(/^Round 2 \(.+\) fought · /), fingerprint: expect.any(String) },
    })
  })

  it('saves the gestures still queued for a replay after the gestures played', () => {
    const s = midBattle()
    const played = newSession(SKIRMISH, 'persist', PLAYERS)
    const storage = new MemoryStorage()
    const actions = s.gestures.map((g) => g.actions)
    saveSession(storage, perform(played, actions[0]!), actions.slice(1))
    expect(JSON.parse(storage.getItem(SAVE_KEY)!).gestures).toEqual(actions)
    expect(json(loadSession(storage).session)).toBe(json(s))
  })

  it('replaces the previous save of the same battle', () => {
    const storage = new MemoryStorage()
    const s = midBattle()
    saveSession(storage, s)
    saveSession(storage, newSession(SKIRMISH, 'other', PLAYERS))
    const file = JSON.parse(storage.getItem(SAVE_KEY)!)
    expect(file.seed).toBe('other')
    expect(file.gestures).toEqual([])
    expect(storage.length).toBe(2)
  })
})

describe('loadSession', () => {
  it('with nothing saved, gives no session and no message', () => {
    expect(loadSession(new MemoryStorage())).toEqual({ session: null, message: null })
  })

  it('resumes a saved battle: the same session, JSON-equal, and the save is left as it was', () => {
    const s = midBattle()
    const storage = new MemoryStorage()
    saveSession(storage, s)
    const before = storage.snapshot()
    const loaded = loadSession(storage)
    expect(loaded.message).toBeNull()
    expect(json(loaded.session)).toBe(json(s))
    expect(json(grandNow(loaded.session!))).toBe(json(grandNow(s)))
    expect(storage.snapshot()).toEqual(before)
  })

  it('resumes a finished battle', () => {
    let s = midBattle('finished')
    for (let a = launchActions(grandNow(s)); a; a = launchActions(grandNow(s))) s = perform(s, a)
    expect(grandNow(s).phase).toBe('over')
    const storage = new MemoryStorage()
    saveSession(storage, s)
    expect(json(loadSession(storage).session)).toBe(json(s))
  })

  describe('refuses a save it cannot resume, names the reason and keeps its text where it is', () => {
    const cases: [string, (s: Session) => string, RegExp][] = [
      ['another version number', (s) => json({ ...saveObject(s), version: SAVE_VERSION + 1 }), new RegExp(`save version ${SAVE_VERSION + 1}, this is version ${SAVE_VERSION}`)],
      ['an older version number', (s) => json({ ...saveObject(s), version: 0 }), new RegExp(`save version 0, this is version ${SAVE_VERSION}`)],
      ['invalid JSON', (s) => json(saveObject(s)).slice(0, -7), /not valid JSON/],
      ['something that is not a battle save', () => json({ hello: 'world' }), /not a battle save/],
      ['an invalid scenario', (s) => json({ ...saveObject(s), scenario: { ...SKIRMISH, ruleset: 'chess' } }), /scenario is invalid: ruleset/],
      ['a scenario with a broken unit', (s) => json({ ...saveObject(s), scenario: { ...SKIRMISH, attacker: { ...SKIRMISH.attacker, units: 'none' } } }), /scenario is invalid/],
      ['a missing seed', (s) => json({ ...saveObject(s), seed: undefined }), /seed or gestures are missing/],
      ['gestures that no longer replay', (s) => json({ ...saveObject(s), gestures: [[{ type: 'advance' }]] }), /replaying it failed: waiting for the attacker to decide cards/],
      [
        'a gesture refused half-way through the battle',
        (s) => {
          const file = saveObject(s)
          const gestures = file.gestures as unknown[][]
          return json({ ...file, gestures: [...gestures, [{ type: 'decide', side: 'defender', choice: { kind: 'retreat', answer: { retreat: 'retreat' } } }]] })
        },
        /replaying it failed: /,
      ],
    ]

    it.each(cases)('%s', (_what, make, reason) => {
      const text = make(midBattle())
      // Read as a battle file, and as the battle a reload resumes, whether saved by this version or in an earlier one's single slot.
      const direct = readSaveText(text)
      expect(direct.ok).toBe(false)
      expect(direct.ok ? '' : direct.why).toMatch(reason)
      for (const legacy of [false, true]) {
        const storage = new MemoryStorage()
        if (legacy) storage.setItem(LEGACY_KEY, text)
        else {
          storage.setItem(SAVE_KEY, text)
          storage.setItem(CURRENT_KEY, 'b1')
        }
        const { session, message } = loadSession(storage)
        expect(session).toBeNull()
        expect(message).toMatch(/could not be resumed/)
        expect(message).toMatch(reason)
        // Kept, unchanged, under a key the message names; not resumed again.
        const kept = battleKeys(storage)
        expect(kept).toHaveLength(1)
        expect(storage.getItem(kept[0]!)).toBe(text)
        expect(message).toContain(`"${kept[0]}"`)
        expect(storage.getItem(LEGACY_KEY)).toBeNull()
        expect(storage.getItem(CURRENT_KEY)).toBeNull()
        // A new battle's autosave cannot destroy it.
        saveSession(storage, newSession(SKIRMISH, 'new battle', PLAYERS), [], 'b2')
        expect(storage.getItem(kept[0]!)).toBe(text)
        // Reading again resumes the new battle and leaves the refused text alone.
        const again = loadSession(storage)
        expect(again.session!.seed).toBe('new battle')
        expect(again.message).toBeNull()
        expect(storage.getItem(kept[0]!)).toBe(text)
      }
    })
  })

  it('reports a save under another version’s key and leaves it untouched', () => {
    const storage = new MemoryStorage()
    const old = '{"format":"battle-sim-save","version":0,"whatever":true}'
    storage.setItem('battle-sim/save/v0', old)
    const first = loadSession(storage)
    expect(first.session).toBeNull()
    expect(first.message).toMatch(/save version 0/)
    expect(first.message).toMatch(/left untouched/)
    expect(storage.getItem('battle-sim/save/v0')).toBe(old)
    expect(battleKeys(storage)).toEqual([])

    const s = midBattle()
    saveSession(storage, s)
    const second = loadSession(storage)
    expect(json(second.session)).toBe(json(s))
    expect(second.message).toMatch(/save version 0/)
    expect(storage.getItem('battle-sim/save/v0')).toBe(old)
  })

  it('names every other version’s key it finds, and ignores unrelated keys', () => {
    const storage = new MemoryStorage()
    storage.setItem('battle-sim/save/v0', 'zero')
    storage.setItem('unrelated', 'x')
    storage.setItem('battle-sim/save/v7', 'seven')
    const { message } = loadSession(storage)
    expect(message).toMatch(/save version 0, 7 was found/)
    expect(storage.snapshot()).toEqual({ 'battle-sim/save/v0': 'zero', unrelated: 'x', 'battle-sim/save/v7': 'seven' })
  })

  it('when it refuses the current save, still reports a save under another version’s key', () => {
    const storage = new MemoryStorage()
    storage.setItem('battle-sim/save/v0', 'zero')
    storage.setItem(SAVE_KEY, 'not json')
    storage.setItem(CURRENT_KEY, 'b1')
    const { session, message } = loadSession(storage)
    expect(session).toBeNull()
    expect(message).toMatch(/not valid JSON/)
    expect(message).toMatch(/save version 0/)
    expect(storage.getItem('battle-sim/save/v0')).toBe('zero')
  })
})

describe('a battle played on from a given position', () => {
  it('saves its first position and resumes from it, not from the scenario setup', () => {
    const from = { ...grandNow(midBattle('origin')), dice: newSession(SKIRMISH, 'fresh', PLAYERS).initial.dice }
    let s = newSession(SKIRMISH, 'fresh', PLAYERS, from)
    s = perform(s, launchActions(grandNow(s))!)
    const storage = new MemoryStorage()
    saveSession(storage, s)
    const loaded = loadSession(storage)
    expect(loaded.message).toBeNull()
    expect(loaded.session!.playedOn).toBe(true)
    expect(json(loaded.session!.initial)).toBe(json(from))
    expect(json(grandNow(loaded.session!))).toBe(json(grandNow(s)))
  })

  it('refuses a save whose first position is not an object, and keeps the file', () => {
    const storage = new MemoryStorage()
    const text = json({ ...saveObject(midBattle()), initial: 42 })
    storage.setItem(LEGACY_KEY, text)
    const loaded = loadSession(storage)
    expect(loaded.session).toBeNull()
    expect(loaded.message).toMatch(/first position is not an object/)
    expect(battleKeys(storage).map((k) => storage.getItem(k))).toEqual([text])
  })

  it('refuses a first position of another rule system, or one the window cannot draw, and keeps the file', () => {
    for (const initial of [{}, { ruleset: 'axis' }]) {
      const storage = new MemoryStorage()
      const text = json({ ...saveObject(midBattle()), initial })
      storage.setItem(LEGACY_KEY, text)
      const loaded = loadSession(storage)
      expect(loaded.session).toBeNull()
      expect(loaded.message).toMatch(/could not be resumed/)
      expect(battleKeys(storage).map((k) => storage.getItem(k))).toEqual([text])
    }
  })
})

describe('an axis battle (seed 003) in the save', () => {
  it('saves and resumes like a grand one: the same position, decisions included', async () => {
    const { findBuiltIn } = await import('../../../scenarios/load.ts')
    const { rulesetOf } = await import('../registry.ts')
    const { currentState: now } = await import('../../../store/session.ts')
    const sc = findBuiltIn('axis-air-land-example')!
    let s = newSession(sc, 'axis-save', PLAYERS)
    const rs = rulesetOf(sc)
    for (let i = 0; i < 6; i++) {
      const d = rs.pending(now(s))
      s = d
        ? perform(s, [{ type: 'decide', side: d.side, choice: { kind: d.kind, answer: Object.fromEntries((d.options as { fields: { id: string; default: unknown }[] }).fields.map((f) => [f.id, f.default])) } as never }])
        : perform(s, [{ type: 'advance' }])
    }
    const storage = new MemoryStorage()
    saveSession(storage, s)
    const loaded = loadSession(storage)
    expect(loaded.message).toBeNull()
    expect(json(now(loaded.session!))).toBe(json(now(s)))
  })
})
