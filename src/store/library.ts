import { rulesetOf } from '../engine/rulesets/registry.ts'
import { readSaveText, rulesetOfSaveText, saveFileOf, type SaveMeta } from './persist.ts'
import { currentState, type Action, type Session } from './session.ts'
import { fingerprint, linkPayload } from './shareLink.ts'

/**
 * The battles this browser keeps: each under its own key, so that starting,
 * opening or importing a battle never overwrites another; the one on screen
 * is named by CURRENT_KEY, so that a reload resumes it. A battle is saved
 * after every gesture (store/battleStore.ts).
 */
export const BATTLE_PREFIX = 'battle-sim/battles/'
export const CURRENT_KEY = 'battle-sim/current'
/** Where the single saved battle of earlier versions lived: moved into the list on first read. */
export const LEGACY_KEY = 'battle-sim/save/v1'
const OLD_PREFIX = 'battle-sim/save/v'

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  readonly length: number
  key(index: number): string | null
}

export interface BattleEntry {
  id: string
  key: string
  name: string
  ruleset: string | null
  scenarioName: string
  status: string
  createdAt: number
  savedAt: number
  fingerprint: string | null
  /** Why it cannot be opened (another version, damaged), or null. */
  damaged: string | null
}

export const battleKey = (id: string) => `${BATTLE_PREFIX}${id}`

/** A new battle's id: time first, so that ids sort by creation, then random so that two tabs never collide. */
export function newBattleId(now = Date.now()): string {
  const r = new Uint32Array(1)
  crypto.getRandomValues(r)
  return `${now.toString(36)}-${r[0]!.toString(36)}`
}

/** Whose move and which round, in words, from the rule system's own view of the state. */
export function battleStatus(s: Session): string {
  const rs = rulesetOf(s.scenario)
  const state = currentState(s)
  const names = rs.scenarioCard(s.scenario).sides
  if (state.result) return state.result.winner ? `Over: ${names[state.result.winner]} won` : 'Over: no winner'
  const fought = rs.roundsFought(state)
  const label = rs.roundLabel(state)
  // Where it resumes: a turn inside one of its battles says that battle, not the last one closed.
  const round = rs.positionLabel?.(state) ?? (fought === 0 ? 'Not begun' : `Round ${fought}${label ? ` (${label})` : ''} fought`)
  const d = rs.pending(state)
  return `${round} · ${d ? `${names[d.side]} to decide` : 'next round to launch'}`
}

export function metaFor(s: Session, replayQueue: readonly Action[][], name: string, createdAt: number, now = Date.now()): SaveMeta {
  return { name, createdAt, savedAt: now, scenarioName: s.scenario.name, status: battleStatus(s), fingerprint: fingerprint(linkPayload(s, replayQueue)) }
}

/** Thrown when the browser refuses to store a battle (its storage is full or forbidden). */
export class StorageFullError extends Error {}

/**
 * Writes a battle under its id and makes it the one a reload resumes. The
 * battle in memory is never lost: a refusal throws StorageFullError, saying so.
 */
export function writeBattle(storage: StorageLike, id: string, s: Session, replayQueue: readonly Action[][], meta: SaveMeta): void {
  try {
    storage.setItem(battleKey(id), JSON.stringify(saveFileOf(s, replayQueue, meta)))
    storage.setItem(CURRENT_KEY, id)
  } catch (e) {
    throw new StorageFullError(`the browser refused to store it (${(e as Error).name}: ${(e as Error).message}); export it as a file, or delete a saved battle, to keep it`)
  }
}

type LooseFile = { meta?: Partial<SaveMeta>; version?: unknown; format?: unknown; scenario?: { name?: unknown } }

function entryOf(id: string, text: string): BattleEntry {
  const key = battleKey(id)
  let file: LooseFile | null
  try {
    const json = JSON.parse(text) as unknown
    file = typeof json === 'object' && json !== null ? (json as LooseFile) : null
  } catch {
    file = null
  }
  const m = (typeof file?.meta === 'object' && file.meta) || {}
  const str = (x: unknown, d: string) => (typeof x === 'string' && x ? x : d)
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0)
  const damaged = !file ? 'it is not a battle save' : file.format !== 'battle-sim-save' ? 'it is not a battle save' : file.version !== 1 ? `it is save version ${String(file.version)}` : null
  const scenarioName = str(m.scenarioName, str(file?.scenario?.name, '(unknown scenario)'))
  return {
    id,
    key,
    name: str(m.name, scenarioName),
    ruleset: rulesetOfSaveText(text),
    scenarioName,
    status: str(m.status, damaged ? `Cannot be opened: ${damaged}` : ''),
    createdAt: num(m.createdAt),
    savedAt: num(m.savedAt),
    fingerprint: typeof m.fingerprint === 'string' ? m.fingerprint : null,
    damaged,
  }
}

/** Every saved battle, the last saved first. Reading touches nothing. */
export function listBattles(storage: StorageLike): BattleEntry[] {
  const out: BattleEntry[] = []
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i)
    if (!k?.startsWith(BATTLE_PREFIX)) continue
    const text = storage.getItem(k)
    if (text !== null) out.push(entryOf(k.slice(BATTLE_PREFIX.length), text))
  }
  return out.sort((a, b) => b.savedAt - a.savedAt || b.id.localeCompare(a.id))
}

export type OpenResult = { ok: true; session: Session; meta: SaveMeta | null } | { ok: false; why: string }

/** Reads one saved battle; a refusal says why and changes nothing. */
export function readBattle(storage: StorageLike, id: string): OpenResult {
  const text = storage.getItem(battleKey(id))
  if (text === null) return { ok: false, why: 'it is no longer saved in this browser' }
  return readSaveText(text)
}

export function renameBattle(storage: StorageLike, id: string, name: string): void {
  const text = storage.getItem(battleKey(id))
  if (text === null) return
  const file = JSON.parse(text) as { meta?: SaveMeta }
  if (!file.meta) throw new Error('a battle that cannot be opened cannot be renamed')
  storage.setItem(battleKey(id), JSON.stringify({ ...file, meta: { ...file.meta, name } }))
}

export function deleteBattle(storage: StorageLike, id: string): void {
  storage.removeItem(battleKey(id))
  if (storage.getItem(CURRENT_KEY) === id) storage.removeItem(CURRENT_KEY)
}

/** The saved battle with this fingerprint (the same battle at the same move), if any. */
export function findByFingerprint(storage: StorageLike, fp: string): BattleEntry | null {
  return listBattles(storage).find((e) => e.fingerprint === fp && !e.damaged) ?? null
}

/** The rule system of the battle a reload resumes, read without validating it (the page loads that engine first). */
export function savedRulesetId(storage: StorageLike): string | null {
  const id = storage.getItem(CURRENT_KEY)
  return rulesetOfSaveText(id !== null ? storage.getItem(battleKey(id)) : storage.getItem(LEGACY_KEY))
}

export interface StartUp {
  id: string | null
  session: Session | null
  meta: SaveMeta | null
  message: string | null
}

/**
 * What the page opens with: the battle on screen when it was left. The single
 * save of earlier versions joins the list first (moved, byte for byte). A battle
 * that cannot be resumed stays in the list, untouched, with a message; saves
 * under other versions' keys are named and left alone.
 */
export function startUp(storage: StorageLike, now = Date.now()): StartUp {
  const others: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i)
    if (k && k.startsWith(OLD_PREFIX) && k !== LEGACY_KEY) others.push(k.slice(OLD_PREFIX.length))
  }
  const otherNote = others.length
    ? `A saved battle from save version ${others.join(', ')} was found; this version cannot read it, so it was left untouched.`
    : null
  const legacy = storage.getItem(LEGACY_KEY)
  if (legacy !== null) {
    const id = newBattleId(now)
    storage.setItem(battleKey(id), legacy)
    storage.removeItem(LEGACY_KEY)
    storage.setItem(CURRENT_KEY, id)
  }
  const id = storage.getItem(CURRENT_KEY)
  if (id === null) return { id: null, session: null, meta: null, message: otherNote }
  const r = readBattle(storage, id)
  if (r.ok) return { id, session: r.session, meta: r.meta, message: otherNote }
  // Not resumed again on the next reload; the battle itself stays where it is.
  storage.removeItem(CURRENT_KEY)
  if (storage.getItem(battleKey(id)) === null) return { id: null, session: null, meta: null, message: otherNote }
  const text = `The saved battle could not be resumed: ${r.why}. It was kept, untouched, under "${battleKey(id)}" (in the list of saved battles).`
  return { id: null, session: null, meta: null, message: otherNote ? `${text} ${otherNote}` : text }
}
