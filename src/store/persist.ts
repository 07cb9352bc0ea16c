import type { Side } from '../engine/core/types.ts'
import { parseScenario } from '../scenarios/load.ts'
import { rulesetOf } from '../engine/rulesets/registry.ts'
import { currentState, replay, type Action, type PlayerKind, type Session } from './session.ts'

/**
 * The battle in progress, saved after every gesture as the scenario, the seed
 * and the gestures: reloading replays them, so a save is small and proves the
 * engine deterministic each time it is read.
 */
export const SAVE_VERSION = 1
const PREFIX = 'battle-sim/save/v'
export const SAVE_KEY = `${PREFIX}${SAVE_VERSION}`

interface SaveFile {
  format: 'battle-sim-save'
  version: number
  scenario: unknown
  seed: string
  players: Record<Side, PlayerKind>
  gestures: Action[][]
  /** The first position, when the battle was played on from a rulebook example. */
  initial?: unknown
}

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  readonly length: number
  key(index: number): string | null
}

/**
 * The rule system of the saved battle, read without validating it: the page
 * loads that engine before the store reads the save. Anything unreadable
 * gives null (the save is then judged, and kept aside, by loadSession).
 */
export function savedRulesetId(storage: StorageLike): string | null {
  try {
    const file = JSON.parse(storage.getItem(SAVE_KEY) ?? 'null') as { scenario?: { ruleset?: unknown } } | null
    const id = file?.scenario?.ruleset
    return typeof id === 'string' ? id : null
  } catch {
    return null
  }
}

/** Saves the battle; gestures still queued for a Replay are saved too, so a reload mid-replay loses nothing. */
export function saveSession(storage: StorageLike, s: Session, replayQueue: readonly Action[][] = []): void {
  const file: SaveFile = {
    format: 'battle-sim-save',
    version: SAVE_VERSION,
    scenario: s.scenario,
    seed: s.seed,
    players: s.players,
    gestures: [...s.gestures.map((g) => g.actions), ...replayQueue],
    ...(s.playedOn ? { initial: s.initial } : {}),
  }
  storage.setItem(SAVE_KEY, JSON.stringify(file))
}

export type LoadResult = { session: Session | null; message: string | null }

/**
 * Reads the saved battle. A save of another version, or one this version
 * cannot replay, is refused with a message and left where it is.
 */
export function loadSession(storage: StorageLike): LoadResult {
  const others: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i)
    if (k && k.startsWith(PREFIX) && k !== SAVE_KEY) others.push(k.slice(PREFIX.length))
  }
  const text = storage.getItem(SAVE_KEY)
  const otherNote = others.length
    ? `A saved battle from save version ${others.join(', ')} was found; this version (${SAVE_VERSION}) cannot read it, so it was left untouched.`
    : null
  if (text === null) return { session: null, message: otherNote }
  const refuse = (why: string): LoadResult => {
    // Kept aside under its own key, so that the next battle's autosave cannot overwrite it.
    let aside = `battle-sim/refused/${Date.now()}`
    for (let n = 2; storage.getItem(aside) !== null; n++) aside = `battle-sim/refused/${Date.now()}-${n}`
    storage.setItem(aside, text)
    storage.removeItem(SAVE_KEY)
    const text2 = `The saved battle could not be resumed: ${why}. It was kept, untouched, under "${aside}".`
    return { session: null, message: otherNote ? `${text2} ${otherNote}` : text2 }
  }
  let file: SaveFile
  try {
    file = JSON.parse(text) as SaveFile
  } catch {
    return refuse('it is not valid JSON')
  }
  if (file?.format !== 'battle-sim-save') return refuse('it is not a battle save')
  if (file.version !== SAVE_VERSION) return refuse(`it is save version ${String(file.version)}, this is version ${SAVE_VERSION}`)
  const parsed = parseScenario(file.scenario)
  if (!parsed.ok) return refuse(`its scenario is invalid: ${parsed.errors[0]}`)
  if (typeof file.seed !== 'string' || !Array.isArray(file.gestures)) return refuse('seed or gestures are missing')
  try {
    if (file.initial !== undefined && (typeof file.initial !== 'object' || file.initial === null)) return refuse('its first position is not an object')
    const from = file.initial as Session['initial'] | undefined
    if (from) {
      if ((from as { ruleset?: unknown }).ruleset !== parsed.value.ruleset) return refuse(`its first position is not a ${parsed.value.ruleset} battle`)
      // Drawn once here, so that a position the window cannot show is refused now, not on every reload.
      rulesetOf(parsed.value).view(from)
    }
    const session = replay(parsed.value, file.seed, file.players, file.gestures, from)
    rulesetOf(parsed.value).view(currentState(session))
    return { session, message: otherNote }
  } catch (e) {
    return refuse(`replaying it failed: ${(e as Error).message}`)
  }
}
