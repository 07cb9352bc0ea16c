import { builtInScenarios, parseScenarioText } from '../scenarios/load.ts'
import { createBattleStore } from '../store/battleStore.ts'
import { battleKey, CURRENT_KEY, listBattles, type StorageLike } from '../store/library.ts'
import { MemoryStorage } from '../store/memoryStorage.ts'
import { readLink } from '../store/shareLink.ts'
import { BUILT_IN_TARGETS, parseRoute, unknownTarget } from '../ui/route.ts'
import { parseWalkthroughText } from '../walkthroughs/schema.ts'

/**
 * Each way bad input reaches the app, read as the app reads it: the same
 * functions, in the same order, with the same message the user is shown.
 * The storage-backed readers run over a MemoryStorage that already holds a
 * battle, and report what the storage held before and after.
 */

/** What a reader made of an input: refused with the message shown, or taken. */
export type Verdict = { refused: true; message: string } | { refused: false }

/** What a reader found stored before and after it read the input. */
export interface Stored {
  before: Record<string, string>
  after: Record<string, string>
}

const refused = (message: string): Verdict => ({ refused: true, message })

/** The start screen's "Import a scenario file", and the scenario file the CLI is given. */
export function readScenarioFile(text: string): Verdict {
  const r = parseScenarioText(text)
  return r.ok ? { refused: false } : refused(r.errors.join('; '))
}

/** A walkthrough file (the CLI's --walkthroughs FILE; the built-in catalogue reads the same format). */
export function readWalkthroughFile(text: string): Verdict {
  const r = parseWalkthroughText(text)
  return r.ok ? { refused: false } : refused(r.errors.join('; '))
}

/** A deep link or rulebook link (#/play/…, #/walkthrough/…), as App follows it. */
export function readDeepLink(hash: string): Verdict {
  const { route, error } = parseRoute(hash)
  const why = error ?? unknownTarget(route, BUILT_IN_TARGETS)
  return why ? refused(why) : { refused: false }
}

/** A store over a storage that holds one battle already, on screen: what the user has, which must not change. */
export function storeWithABattle(storage: MemoryStorage = new MemoryStorage()) {
  const store = createBattleStore(storage)
  store.getState().start(builtInScenarios()[0]!, 'kept', { attacker: 'human', defender: 'human' })
  return { storage, store }
}

/** "Open a battle file" on the start screen: the message shown, and the storage around it. */
export function openBattleFile(text: string, fileName: string): Verdict & Stored {
  const { storage, store } = storeWithABattle()
  const before = storage.snapshot()
  const ok = store.getState().openFile(text, fileName)
  const message = store.getState().message?.text ?? ''
  return { ...(ok ? { refused: false as const } : refused(message)), before, after: storage.snapshot() }
}

/** A share link (#/battle/<code>) followed in a browser that holds a battle: decoded, then opened through the store. */
export async function followShareLink(hash: string): Promise<Verdict & Stored> {
  const { storage, store } = storeWithABattle()
  const before = storage.snapshot()
  const { route } = parseRoute(hash)
  if (route.page !== 'shared') return { ...refused(`not a share link: ${hash.slice(0, 40)}`), before, after: storage.snapshot() }
  const d = await readLink(route.code)
  if (!d.ok) return { ...refused(`The battle link could not be opened: ${d.why}. Nothing saved was changed.`), before, after: storage.snapshot() }
  const ok = store.getState().openShared(d.payload)
  return { ...(ok ? { refused: false as const } : refused(store.getState().message?.text ?? '')), before, after: storage.snapshot() }
}

/**
 * A save found in the browser's storage as the battle on screen (a damaged
 * or foreign save, another version's): the page starts up over it.
 */
export function startUpOver(text: string): Verdict & Stored & { listed: boolean } {
  const storage = new MemoryStorage()
  storeWithABattle(storage)
  const id = 'planted'
  storage.setItem(battleKey(id), text)
  storage.setItem(CURRENT_KEY, id)
  const before = storage.snapshot()
  const store = createBattleStore(storage as StorageLike)
  const resumed = store.getState().battleId === id && store.getState().session !== null
  const listed = listBattles(storage).some((e) => e.id === id)
  return { ...(resumed ? { refused: false as const } : refused(store.getState().message?.text ?? '')), before, after: storage.snapshot(), listed }
}
