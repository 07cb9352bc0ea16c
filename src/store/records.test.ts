import { describe, expect, it } from 'vitest'
import type { Side } from '../engine/core/types.ts'
import { engineOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { parseScenario, type AnyScenario } from '../scenarios/load.ts'
import { createBattleStore } from './battleStore.ts'
import { battleKey, CURRENT_KEY, LEGACY_KEY, listBattles, newBattleId } from './library.ts'
import { MemoryStorage } from './memoryStorage.ts'
import { saveFileOf } from './persist.ts'
import { currentState, newSession, perform, type Action, type PlayerKind, type Session } from './session.ts'
import { decodeLink, encodeLink, encodeLinkNow, fingerprint, linkPayload, sessionFromPayload, type LinkPayload } from './shareLink.ts'

/**
 * Issue 13, records: several saved battles, the share link, battle files. Run
 * over every rule system's first built-in scenario, so that a rule system added
 * later is held to the same.
 */
const HUMANS: Record<Side, PlayerKind> = { attacker: 'human', defender: 'human' }
const json = (x: unknown) => JSON.stringify(x)

function firstScenario(id: string): AnyScenario {
  const p = parseScenario(engineOf(id).scenarios[0])
  if (!p.ok) throw new Error(p.errors.join('; '))
  return p.value
}

/** The next gesture by the book's defaults: the pending decision's answer, else a round. */
function nextGesture(s: Session): Action[] {
  const rs = engineOf(s.scenario.ruleset)
  const state = currentState(s)
  const d = rs.pending(state)
  return d ? [{ type: 'decide', side: d.side, choice: rs.policies.default(state, d) }] : [{ type: 'advance' }]
}

function played(id: string, moves: number, seed = 'records'): Session {
  let s = newSession(firstScenario(id), seed, HUMANS)
  for (let i = 0; i < moves && !currentState(s).result; i++) s = perform(s, nextGesture(s))
  return s
}

const ids = rulesetIds()

/** One gesture through the store, as the window would make it by the book's defaults. */
function step(store: ReturnType<typeof createBattleStore>): void {
  const [a] = nextGesture(store.getState().session!)
  if (a!.type === 'advance') store.getState().launch()
  else store.getState().decide(a!.side, a!.choice)
}

describe('issue 13: a share link reproduces the battle exactly', () => {
  it.each(ids)('%s: encoded (compressed, and plain), decoded and replayed, it gives the same state, events and gestures, byte for byte', async (id) => {
    const s = played(id, 6)
    const code = await encodeLink(linkPayload(s))
    const plain = encodeLinkNow(linkPayload(s))
    for (const c of [code, plain]) expect(c).toMatch(/^[zj][A-Za-z0-9_-]+$/)
    expect(code.length).toBeLessThan(plain.length)
    for (const c of [code, plain]) {
      const d = await decodeLink(c)
      if (!d.ok) throw new Error(d.why)
      // A built-in scenario travels by its id only.
      expect(d.payload.s).toBe(s.scenario.id)
      const r = sessionFromPayload(d.payload)
      if (!r.ok) throw new Error(r.why)
      expect(json(r.session)).toBe(json(s))
    }
  })

  it('an imported scenario travels whole, and the link reproduces its battle', async () => {
    const own = { ...(engineOf(ids[0]!).scenarios[0] as object), id: 'my-own', name: 'My own scenario' }
    const sc = parseScenario(own)
    if (!sc.ok) throw new Error(sc.errors.join())
    let s = newSession(sc.value, 'imported', HUMANS)
    s = perform(s, nextGesture(s))
    const d = await decodeLink(await encodeLink(linkPayload(s)))
    if (!d.ok) throw new Error(d.why)
    expect(d.payload.s).toEqual(JSON.parse(json(sc.value)))
    const r = sessionFromPayload(d.payload)
    expect(r.ok && json(r.session)).toBe(json(s))
  })

  it('the fingerprint is the same for the same battle at the same move, and differs after one more move, or with another seed', () => {
    const s = played(ids[0]!, 3)
    expect(fingerprint(linkPayload(s))).toBe(fingerprint(linkPayload(played(ids[0]!, 3))))
    expect(fingerprint(linkPayload(s))).not.toBe(fingerprint(linkPayload(played(ids[0]!, 4))))
    expect(fingerprint(linkPayload(s))).not.toBe(fingerprint(linkPayload(played(ids[0]!, 3, 'other'))))
  })

  describe('a malformed link is refused with a message naming what is wrong', () => {
    const good = async () => encodeLink(linkPayload(played(ids[0]!, 2)))
    const encode = (p: unknown) => encodeLink(p as LinkPayload)
    it.each([
      ['empty', async () => '', /holds no battle/],
      ['characters no link has', async () => 'zabc$def', /characters a battle link never has/],
      ['cut short', async () => (await good()).slice(0, 20), /does not decompress/],
      ['not compressed', async () => `z${btoa('hello world').replace(/=/g, '')}`, /does not decompress/],
      ['no form letter', async () => btoa('hello world').replace(/=/g, ''), /does not start as a battle link does/],
      ['plain, but not text', async () => 'j_-_-', /is not text/],
      ['another version', () => encode({ ...linkPayload(played(ids[0]!, 1)), v: 99 }), /version 99/],
      ['no seed', () => encode({ ...linkPayload(played(ids[0]!, 1)), seed: undefined }), /seed: missing/],
      ['no moves', () => encode({ ...linkPayload(played(ids[0]!, 1)), g: 'none' }), /moves: missing/],
    ])('%s', async (_what, make, reason) => {
      const d = await decodeLink(await make())
      expect(d.ok).toBe(false)
      expect(d.ok ? '' : d.why).toMatch(reason)
    })

    it.each([
      ['an unknown scenario id', (p: LinkPayload) => ({ ...p, s: 'no-such-scenario' }), /no built-in scenario "no-such-scenario"/],
      ['a move the rules refuse', (p: LinkPayload) => ({ ...p, g: [...p.g, [{ type: 'decide', side: 'defender', choice: { kind: 'nonsense', answer: {} } }]] }), /replaying it failed/],
      ['a move that is not an action', (p: LinkPayload) => ({ ...p, g: [...p.g, [{ type: 'dance' }]] }), /move \d+ is not a list of actions/],
      ['a player that does not exist', (p: LinkPayload) => ({ ...p, p: { attacker: 'human', defender: 'robot' } }), /players are not two of/],
      ['an empty seed', (p: LinkPayload) => ({ ...p, seed: ' ' }), /seed is empty/],
    ])('%s (decoded, then refused when replayed)', async (_what, spoil, reason) => {
      const d = await decodeLink(await encodeLink(spoil(linkPayload(played(ids[0]!, 2))) as LinkPayload))
      if (!d.ok) throw new Error(d.why)
      const r = sessionFromPayload(d.payload)
      expect(r.ok).toBe(false)
      expect(r.ok ? '' : r.why).toMatch(reason)
    })
  })
})

describe('issue 13: several saved battles', () => {
  it('starting a second battle leaves the first saved and resumable, as it was', () => {
    const storage = new MemoryStorage()
    const store = createBattleStore(storage)
    const [a, b] = [ids[0]!, ids[1] ?? ids[0]!]
    store.getState().start(firstScenario(a), 'first', HUMANS)
    for (let i = 0; i < 4; i++) step(store)
    expect(store.getState().session!.gestures.length).toBe(4)
    const first = store.getState().session!
    const firstId = store.getState().battleId!
    store.getState().start(firstScenario(b), 'second', HUMANS)
    const secondId = store.getState().battleId!
    expect(secondId).not.toBe(firstId)
    expect(listBattles(storage).map((e) => e.id).sort()).toEqual([firstId, secondId].sort())
    // A reload resumes the second; the first opens as it was left.
    const reloaded = createBattleStore(storage)
    expect(reloaded.getState().battleId).toBe(secondId)
    expect(reloaded.getState().open(firstId)).toBe(true)
    expect(json(reloaded.getState().session)).toBe(json(first))
    // And the second is still there too.
    expect(reloaded.getState().open(secondId)).toBe(true)
    expect(reloaded.getState().session!.seed).toBe('second')
  })

  it('the list says the rule system, scenario, whose move, round and date of each battle', () => {
    const storage = new MemoryStorage()
    const store = createBattleStore(storage)
    for (const id of ids) {
      store.getState().start(firstScenario(id), `list-${id}`, HUMANS)
      const s = store.getState().session!
      const rs = engineOf(id)
      const entry = listBattles(storage).find((e) => e.id === store.getState().battleId)!
      expect(entry).toMatchObject({ ruleset: id, scenarioName: s.scenario.name, name: s.scenario.name, damaged: null })
      expect(entry.savedAt).toBeGreaterThan(0)
      const d = rs.pending(currentState(s))
      if (d) expect(entry.status).toContain(`${rs.scenarioCard(s.scenario).sides[d.side]} to decide`)
      else expect(entry.status).toContain('next round to launch')
      expect(entry.status).toMatch(/^Not begun · /)
    }
  })

  it('rename and delete: a rename keeps the battle; a delete removes that one only', () => {
    const storage = new MemoryStorage()
    const store = createBattleStore(storage)
    store.getState().start(firstScenario(ids[0]!), 'one', HUMANS)
    const one = store.getState().battleId!
    store.getState().start(firstScenario(ids[0]!), 'two', HUMANS)
    const two = store.getState().battleId!
    store.getState().rename(one, '  Tobruk, the rematch  ')
    store.getState().rename(two, 'On screen')
    const names = Object.fromEntries(listBattles(storage).map((e) => [e.id, e.name]))
    expect(names).toEqual({ [one]: 'Tobruk, the rematch', [two]: 'On screen' })
    store.getState().rename(one, '   ')
    expect(listBattles(storage).find((e) => e.id === one)!.name).toBe('Tobruk, the rematch')
    const oneText = storage.getItem(battleKey(one))
    store.getState().remove(two)
    expect(store.getState().session).toBeNull()
    expect(storage.getItem(CURRENT_KEY)).toBeNull()
    expect(listBattles(storage).map((e) => e.id)).toEqual([one])
    expect(storage.getItem(battleKey(one))).toBe(oneText)
  })

  it('a link to a battle already saved opens that battle (a reload, the address bar); another position is saved as a new battle', async () => {
    const storage = new MemoryStorage()
    const store = createBattleStore(storage)
    store.getState().start(firstScenario(ids[0]!), 'linked', HUMANS)
    step(store)
    const id = store.getState().battleId!
    const payload = linkPayload(store.getState().session!)
    const d = await decodeLink(await encodeLink(payload))
    if (!d.ok) throw new Error(d.why)
    expect(store.getState().openShared(d.payload)).toBe(true)
    expect(store.getState().battleId).toBe(id)
    expect(listBattles(storage)).toHaveLength(1)
    // One move further: a new battle, the first untouched.
    const before = storage.getItem(battleKey(id))
    const further = perform(store.getState().session!, nextGesture(store.getState().session!))
    expect(store.getState().openShared(linkPayload(further))).toBe(true)
    expect(store.getState().battleId).not.toBe(id)
    expect(json(store.getState().session)).toBe(json(further))
    expect(listBattles(storage)).toHaveLength(2)
    expect(storage.getItem(battleKey(id))).toBe(before)
  })

  it('a refused link or battle file: a message naming the reason, and nothing saved changed', () => {
    const storage = new MemoryStorage()
    const store = createBattleStore(storage)
    store.getState().start(firstScenario(ids[0]!), 'kept', HUMANS)
    step(store)
    const snapshot = storage.snapshot()
    const session = store.getState().session
    expect(store.getState().openShared({ ...linkPayload(session!), s: 'no-such-scenario' })).toBe(false)
    expect(store.getState().message!.text).toMatch(/link could not be opened: scenario: no built-in scenario "no-such-scenario"/)
    expect(store.getState().openFile('{"format":"battle-sim-save","version":1', 'cut.json')).toBe(false)
    expect(store.getState().message!.text).toMatch(/cut\.json was not opened: it is not valid JSON/)
    expect(store.getState().openFile(json({ ...saveFileOf(session!), version: 7 }), 'future.json')).toBe(false)
    expect(store.getState().message!.text).toMatch(/future\.json was not opened: it is save version 7, this is version 1/)
    expect(storage.snapshot()).toEqual(snapshot)
    expect(store.getState().session).toBe(session)
  })

  it('a battle file opens as a new saved battle where it was, and leaves the others alone', () => {
    const storage = new MemoryStorage()
    const store = createBattleStore(storage)
    store.getState().start(firstScenario(ids[0]!), 'exported', HUMANS)
    for (let i = 0; i < 4; i++) step(store)
    const exported = json(saveFileOf(store.getState().session!))
    const original = store.getState().session!
    const elsewhere = new MemoryStorage()
    const fresh = createBattleStore(elsewhere)
    fresh.getState().start(firstScenario(ids[0]!), 'theirs', HUMANS)
    const theirs = fresh.getState().battleId!
    const theirsText = elsewhere.getItem(battleKey(theirs))
    expect(fresh.getState().openFile(exported, 'battle.json')).toBe(true)
    expect(json(fresh.getState().session)).toBe(json(original))
    expect(fresh.getState().battleId).not.toBe(theirs)
    expect(elsewhere.getItem(battleKey(theirs))).toBe(theirsText)
    // And it is saved there: a reload resumes it.
    expect(json(createBattleStore(elsewhere).getState().session)).toBe(json(original))
  })

  it('the single saved battle of an earlier version joins the list, byte for byte, and resumes', () => {
    const storage = new MemoryStorage()
    const s = played(ids[0]!, 3)
    const text = json(saveFileOf(s))
    storage.setItem(LEGACY_KEY, text)
    const store = createBattleStore(storage)
    expect(json(store.getState().session)).toBe(json(s))
    expect(storage.getItem(LEGACY_KEY)).toBeNull()
    const [entry] = listBattles(storage)
    expect(entry!.id).toBe(store.getState().battleId)
  })

  it('a full storage: the battle goes on in memory, and the player is told how to keep it', () => {
    const storage = new MemoryStorage()
    const store = createBattleStore(storage)
    store.getState().start(firstScenario(ids[0]!), 'full', HUMANS)
    const full = Object.assign(storage, {
      setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    })
    expect(full).toBe(storage)
    step(store)
    expect(store.getState().session!.gestures.length).toBeGreaterThan(0)
    expect(store.getState().message).toMatchObject({ kind: 'error', text: expect.stringMatching(/could not be saved: .*QuotaExceededError.*export it as a file/) })
  })

  it('battle ids sort by creation and do not collide', () => {
    const a = newBattleId(Date.UTC(2026, 0, 1))
    const b = newBattleId(Date.UTC(2026, 0, 1, 0, 0, 1))
    expect(a < b).toBe(true)
    expect(new Set(Array.from({ length: 200 }, () => newBattleId(5))).size).toBe(200)
  })
})
