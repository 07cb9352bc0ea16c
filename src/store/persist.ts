import type { Side } from '../engine/core/types.ts'
import { tooLarge } from '../engine/core/schema.ts'
import { parseScenario } from '../scenarios/load.ts'
import { rulesetOf } from '../engine/rulesets/registry.ts'
import { currentState, PLAYER_KINDS, replay, type Action, type PlayerKind, type Session } from './session.ts'

/**
 * One battle as a file: the scenario, the seed, the players and the gestures.
 * Reading it replays the gestures, so a file is small and proves the engine
 * deterministic each time it is read. The same file is what the browser keeps
 * (store/library.ts), what "Export the battle" downloads and what the start
 * screen's "Open a battle file" reads.
 */
export const SAVE_FORMAT = 'battle-sim-save'
export const SAVE_VERSION = 1

/** What the list of saved battles shows without replaying the battle. */
export interface SaveMeta {
  name: string
  /** ms since 1970. */
  createdAt: number
  savedAt: number
  scenarioName: string
  /** Whose move and which round, in words: "Main fought · Afrika Korps to decide". */
  status: string
  /** Same scenario, seed, players and moves: same fingerprint (store/shareLink.ts). */
  fingerprint: string
}

export interface SaveFile {
  format: typeof SAVE_FORMAT
  version: number
  scenario: unknown
  seed: string
  players: Record<Side, PlayerKind>
  gestures: Action[][]
  /** The first position, when the battle was played on from a rulebook example. */
  initial?: unknown
  meta?: SaveMeta
}

/** The file of a battle; gestures still queued for a Replay are saved too, so a reload mid-replay loses nothing. */
export function saveFileOf(s: Session, replayQueue: readonly Action[][] = [], meta?: SaveMeta): SaveFile {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario: s.scenario,
    seed: s.seed,
    players: s.players,
    gestures: [...s.gestures.map((g) => g.actions), ...replayQueue],
    ...(s.playedOn ? { initial: s.initial } : {}),
    ...(meta ? { meta } : {}),
  }
}

export type ReadResult = { ok: true; session: Session; meta: SaveMeta | null } | { ok: false; why: string }

/** The rule system a file's battle belongs to, read without validating it (null when unreadable). */
export function rulesetOfSaveText(text: string | null): string | null {
  try {
    const file = JSON.parse(text ?? 'null') as { scenario?: { ruleset?: unknown } } | null
    const id = file?.scenario?.ruleset
    return typeof id === 'string' ? id : null
  } catch {
    return null
  }
}

function isPlayers(p: unknown): p is Record<Side, PlayerKind> {
  if (typeof p !== 'object' || p === null) return false
  const r = p as Record<string, unknown>
  return (['attacker', 'defender'] as const).every((side) => (PLAYER_KINDS as readonly unknown[]).includes(r[side]))
}

function metaOf(m: unknown): SaveMeta | null {
  if (typeof m !== 'object' || m === null) return null
  const r = m as Record<string, unknown>
  const str = (k: string) => (typeof r[k] === 'string' ? (r[k] as string) : '')
  const num = (k: string) => (typeof r[k] === 'number' && Number.isFinite(r[k]) ? (r[k] as number) : 0)
  return { name: str('name'), createdAt: num('createdAt'), savedAt: num('savedAt'), scenarioName: str('scenarioName'), status: str('status'), fingerprint: str('fingerprint') }
}

/**
 * Reads a battle file: every check names what is wrong ("it is save version
 * 2, this is version 1"), and a battle that does not replay to a position the
 * window can draw is refused, so that nothing broken is ever opened.
 */
export function readSaveFile(input: unknown): ReadResult {
  const no = (why: string): ReadResult => ({ ok: false, why })
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return no('it is not a battle save')
  const file = input as Partial<SaveFile>
  if (file.format !== SAVE_FORMAT) return no('it is not a battle save')
  if (file.version !== SAVE_VERSION) return no(`it is save version ${String(file.version)}, this is version ${SAVE_VERSION}`)
  const parsed = parseScenario(file.scenario)
  if (!parsed.ok) return no(`its scenario is invalid: ${parsed.errors[0]}`)
  if (typeof file.seed !== 'string' || !Array.isArray(file.gestures)) return no('seed or gestures are missing')
  if (file.seed.trim() === '') return no('its seed is empty')
  // Saves from before the players were checked carried them as written: two humans stand in for anything unreadable.
  if (file.players !== undefined && !isPlayers(file.players)) return no(`its players are not two of ${PLAYER_KINDS.join(', ')}`)
  const players = file.players ?? { attacker: 'human', defender: 'human' }
  const bad = file.gestures.findIndex((g) => !Array.isArray(g) || g.some((a) => typeof a !== 'object' || a === null || ((a as Action).type !== 'advance' && (a as Action).type !== 'decide')))
  if (bad >= 0) return no(`move ${bad + 1} is not a list of actions ("advance" or "decide")`)
  try {
    if (file.initial !== undefined && (typeof file.initial !== 'object' || file.initial === null)) return no('its first position is not an object')
    const from = file.initial as Session['initial'] | undefined
    if (from) {
      if ((from as { ruleset?: unknown }).ruleset !== parsed.value.ruleset) return no(`its first position is not a ${parsed.value.ruleset} battle`)
      // Drawn once here, so that a position the window cannot show is refused now, not on every reload.
      rulesetOf(parsed.value).view(from)
    }
    const session = replay(parsed.value, file.seed, players, file.gestures, from)
    rulesetOf(parsed.value).view(currentState(session))
    return { ok: true, session, meta: metaOf(file.meta) }
  } catch (e) {
    return no(`replaying it failed: ${(e as Error).message}`)
  }
}

/** The most a battle file may hold: more than the browser's storage keeps, far more than the longest battle's moves. */
export const MAX_SAVE_CHARS = 5 << 20

/** Reads a battle file's text. */
export function readSaveText(text: string): ReadResult {
  const big = tooLarge(text, MAX_SAVE_CHARS)
  if (big) return { ok: false, why: big }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    return { ok: false, why: `it is not valid JSON (${(e as Error).message.replace(/\s+/g, ' ')})` }
  }
  return readSaveFile(json)
}
