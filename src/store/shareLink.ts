import type { Side } from '../engine/core/types.ts'
import { findBuiltIn, type AnyScenario } from '../scenarios/load.ts'
import { isRulesetId, ownerOfScenario, type RulesetId } from '../engine/rulesets/registry.ts'
import { tooLarge } from '../engine/core/schema.ts'
import { MAX_SAVE_CHARS, readSaveFile, SAVE_FORMAT, SAVE_VERSION, type ReadResult } from './persist.ts'
import type { Action, PlayerKind, Session } from './session.ts'

/**
 * The share link: everything that reproduces a battle exactly (the scenario,
 * by id when it is a built-in one and whole when it was imported; the seed;
 * the players; every move so far; the first position of a battle played on
 * from a rulebook example), as JSON compressed with the browser's own
 * deflate (CompressionStream, also in Node) and written in base64url, so
 * that it travels in the address bar: `#/battle/<code>`. The code's first
 * letter says how it is written: `z` deflated, `j` plain JSON. Compressing is
 * asynchronous; the plain form is written at once after each move, so that a
 * reload a moment later never finds an address a move behind.
 */
export const LINK_VERSION = 1

export interface LinkPayload {
  v: number
  /** A built-in scenario's id, or the scenario itself. */
  s: string | AnyScenario
  seed: string
  p: Record<Side, PlayerKind>
  g: Action[][]
  /** The first position (a battle played on from a rulebook example). */
  i?: unknown
}

const builtInCache = new WeakMap<AnyScenario, boolean>()

/** Whether the scenario is the built-in one of its id, unchanged (then the link names it). */
function isBuiltIn(sc: AnyScenario): boolean {
  let yes = builtInCache.get(sc)
  if (yes === undefined) {
    const known = ownerOfScenario(sc.id) ? findBuiltIn(sc.id) : undefined
    yes = known === sc || (known !== undefined && JSON.stringify(known) === JSON.stringify(sc))
    builtInCache.set(sc, yes)
  }
  return yes
}

export function linkPayload(s: Session, replayQueue: readonly Action[][] = []): LinkPayload {
  return {
    v: LINK_VERSION,
    s: isBuiltIn(s.scenario) ? s.scenario.id : s.scenario,
    seed: s.seed,
    p: s.players,
    g: [...s.gestures.map((g) => g.actions), ...replayQueue],
    ...(s.playedOn ? { i: s.initial } : {}),
  }
}

/**
 * A short hash of what a link reproduces (cyrb53 over its JSON): the same
 * battle at the same move has the same fingerprint, so that a link opened
 * again (a reload, the address bar) resumes the saved battle instead of
 * saving a copy of it.
 */
export function fingerprint(p: LinkPayload): string {
  const text = JSON.stringify(p)
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** Thrown when a link unpacks to more than a battle file may hold (a few bytes of deflate can unpack to gigabytes). */
class TooLarge extends Error {}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, max = Infinity): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > max) {
      await reader.cancel()
      throw new TooLarge()
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}

export function toBase64Url(bytes: Uint8Array): string {
  let bin = ''
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function fromBase64Url(code: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) return null
  try {
    const bin = atob(code.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (code.length % 4)) % 4))
    const out = new Uint8Array(bin.length)
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i)
    return out
  } catch {
    return null
  }
}

export async function encodeLink(p: LinkPayload): Promise<string> {
  return `z${toBase64Url(await pipe(new TextEncoder().encode(JSON.stringify(p)), new CompressionStream('deflate-raw')))}`
}

/** The same link, uncompressed (longer), at once. */
export function encodeLinkNow(p: LinkPayload): string {
  return `j${toBase64Url(new TextEncoder().encode(JSON.stringify(p)))}`
}

export type DecodedLink = { ok: true; payload: LinkPayload } | { ok: false; why: string }

/** A link's code back to its payload; each way it can be broken is named. Nothing is replayed here. */
export async function decodeLink(code: string): Promise<DecodedLink> {
  const no = (why: string): DecodedLink => ({ ok: false, why })
  if (code === '') return no('the link holds no battle')
  const big = tooLarge(code, MAX_SAVE_CHARS)
  if (big) return no(`the link is too long: ${big}`)
  const form = code[0]
  if (form !== 'z' && form !== 'j') return no('the link is damaged: it does not start as a battle link does (z or j)')
  const bytes = fromBase64Url(code.slice(1))
  if (!bytes) return no('the link is damaged: it has characters a battle link never has (was it cut or changed?)')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(form === 'z' ? await pipe(bytes, new DecompressionStream('deflate-raw'), MAX_SAVE_CHARS) : bytes)
  } catch (e) {
    if (e instanceof TooLarge) return no(`the link is too long: it unpacks to more than the ${MAX_SAVE_CHARS >> 20} MB a battle may hold`)
    return no(form === 'z' ? 'the link is damaged: it does not decompress (was it cut short?)' : 'the link is damaged: it is not text')
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return no('the link is damaged: its content is not JSON')
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return no('the link holds no battle')
  const p = json as Partial<LinkPayload>
  if (p.v !== LINK_VERSION) return no(`it is a link of version ${String(p.v)}; this version reads version ${LINK_VERSION}`)
  if (typeof p.seed !== 'string') return no('seed: missing from the link')
  if (!Array.isArray(p.g)) return no('moves: missing from the link')
  if (typeof p.s !== 'string' && (typeof p.s !== 'object' || p.s === null)) return no('scenario: missing from the link')
  return { ok: true, payload: p as LinkPayload }
}

/** The rule system a decoded link's battle belongs to (to load its engine first); null when it names none. */
export function rulesetOfPayload(p: LinkPayload): string | null {
  if (typeof p.s === 'string') return ownerOfScenario(p.s)
  const r = (p.s as { ruleset?: unknown }).ruleset
  return typeof r === 'string' ? r : null
}

export type ReadLink = { ok: true; payload: LinkPayload; ruleset: RulesetId } | { ok: false; why: string }

/** A link's code decoded, with the rule system whose engine must load before its battle is replayed (sessionFromPayload). */
export async function readLink(code: string): Promise<ReadLink> {
  const d = await decodeLink(code)
  if (!d.ok) return d
  const id = rulesetOfPayload(d.payload)
  if (!isRulesetId(id)) return { ok: false, why: `scenario: it names no known rule system (${JSON.stringify(id)})` }
  return { ok: true, payload: d.payload, ruleset: id }
}

/** Replays a link's battle; the reasons are those of a battle file, plus an unknown scenario id. */
export function sessionFromPayload(p: LinkPayload): ReadResult {
  let scenario: unknown = p.s
  if (typeof p.s === 'string') {
    scenario = ownerOfScenario(p.s) ? findBuiltIn(p.s) : undefined
    if (!scenario) return { ok: false, why: `scenario: no built-in scenario "${p.s}"` }
  }
  return readSaveFile({ format: SAVE_FORMAT, version: SAVE_VERSION, scenario, seed: p.seed, players: p.p, gestures: p.g, ...(p.i !== undefined ? { initial: p.i } : {}) })
}
