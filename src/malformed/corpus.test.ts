import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { simAsync } from '../cli/simTestkit.ts'
import { engineOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { builtInWalkthroughs } from '../walkthroughs/catalogue.ts'
import { BATTLE_PREFIX } from '../store/library.ts'
import { encodeLink, linkPayload } from '../store/shareLink.ts'
import { followShareLink, openBattleFile, readDeepLink, readScenarioFile, readWalkthroughFile, startUpOver, storeWithABattle, type Stored, type Verdict } from './readers.ts'

/**
 * Issue 18, bad input and nothing lost: every file of test-fixtures/malformed/
 * (its README says how it is laid out) is refused by the reader of its kind,
 * with a message holding the manifest's words (which name the field and why);
 * a reader backed by storage leaves every stored battle as it was. The 10 MB
 * inputs are made here, not kept.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const CORPUS = join(ROOT, 'test-fixtures/malformed')
const KINDS = ['scenario', 'walkthrough', 'save', 'link', 'deeplink', 'cli'] as const
type Kind = (typeof KINDS)[number]
const expected = JSON.parse(readFileSync(join(CORPUS, 'expected.json'), 'utf8')) as Record<string, { says: string; why: string }>
const files = (kind: Kind) => readdirSync(join(CORPUS, kind)).sort()
const text = (name: string) => readFileSync(join(CORPUS, name), 'utf8')
const cases = (kind: Kind) => files(kind).map((f) => [`${kind}/${f}`, expected[`${kind}/${f}`]?.says ?? ''] as const)

const TEN_MB = 10 * 1024 * 1024

/** A message the user can read: one line, no stack trace, no "[object Object]". */
function readable(message: string): void {
  expect(message, 'one line').not.toMatch(/\n/)
  expect(message, 'no stack trace').not.toMatch(/\bat .*\(.*:\d+:\d+\)|at file:/)
  expect(message).not.toMatch(/\[object Object\]|undefined is not|Cannot read propert/)
  // Several errors may be listed, but a huge input is never echoed back.
  expect(message.length, 'short enough to read').toBeLessThan(5000)
}

function refusedWith(v: Verdict, says: string): string {
  expect(v.refused, 'refused').toBe(true)
  const message = v.refused ? v.message : ''
  expect(message).toContain(says)
  readable(message)
  return message
}

/** Every stored battle is as it was, byte for byte (the pointer to the one on screen may move off a battle that cannot open). */
function battlesUnchanged(s: Stored): void {
  const battles = (r: Record<string, string>) => Object.fromEntries(Object.entries(r).filter(([k]) => k.startsWith(BATTLE_PREFIX)))
  expect(battles(s.after)).toEqual(battles(s.before))
}

describe('the malformed corpus', () => {
  it('holds at least 100 inputs, every kind, and the manifest names exactly its files', () => {
    const onDisk = KINDS.flatMap((k) => files(k).map((f) => `${k}/${f}`)).sort()
    expect(onDisk.length).toBeGreaterThanOrEqual(100)
    expect(Object.keys(expected).sort()).toEqual(onDisk)
    for (const k of KINDS) expect(files(k).length, k).toBeGreaterThan(5)
    for (const [name, e] of Object.entries(expected)) {
      expect(e.says.length, `${name}: the words the message must hold`).toBeGreaterThan(3)
      expect(e.why.length, `${name}: what is wrong with it`).toBeGreaterThan(3)
    }
  })
})

describe('scenario files', () => {
  it.each(cases('scenario'))('%s is refused: "%s"', (name, says) => {
    refusedWith(readScenarioFile(text(name)), says)
  })

  it.each(rulesetIds())('a 10 MB scenario file of %s is refused unread, saying its size', (id) => {
    const raw = engineOf(id).scenarios[0] as Record<string, unknown>
    const big = JSON.stringify({ ...raw, description: 'x'.repeat(TEN_MB) })
    const t = performance.now()
    refusedWith(readScenarioFile(big), '(file): it is 10.0 MB, more than the 1 MB this reads')
    expect(performance.now() - t).toBeLessThan(1000)
  })
})

describe('walkthrough files', () => {
  it.each(cases('walkthrough'))('%s is refused: "%s"', (name, says) => {
    refusedWith(readWalkthroughFile(text(name)), says)
  })

  it('a 10 MB walkthrough file is refused unread, saying its size', () => {
    const w = builtInWalkthroughs()[0]!
    refusedWith(readWalkthroughFile(JSON.stringify({ ...w, summary: 'x'.repeat(TEN_MB) })), '(file): it is 10.0 MB')
  })
})

describe('battle files and saves', () => {
  it.each(cases('save'))('%s, opened as a file, is refused and nothing stored changes: "%s"', (name, says) => {
    const r = openBattleFile(text(name), name)
    expect(refusedWith(r, says)).toMatch(/was not opened: .*Nothing saved was changed\.$/)
    expect(r.after).toEqual(r.before)
  })

  it.each(cases('save'))('%s, found in storage as the battle on screen, is not resumed, is kept byte for byte and stays listed: "%s"', (name, says) => {
    const r = startUpOver(text(name))
    expect(refusedWith(r, says)).toMatch(/could not be resumed: .*kept, untouched, under "battle-sim\/battles\/planted"/)
    battlesUnchanged(r)
    expect(r.listed).toBe(true)
  })

  it('a 10 MB battle file is refused unread, as a file and in storage', () => {
    const big = JSON.stringify({ format: 'battle-sim-save', version: 1, padding: 'x'.repeat(TEN_MB) })
    const file = openBattleFile(big, 'big.battle.json')
    refusedWith(file, 'it is 10.0 MB, more than the 5 MB this reads')
    expect(file.after).toEqual(file.before)
    const stored = startUpOver(big)
    refusedWith(stored, 'it is 10.0 MB')
    battlesUnchanged(stored)
  })
})

describe('share links', () => {
  it.each(cases('link'))('%s is refused and nothing stored changes: "%s"', async (name, says) => {
    const r = await followShareLink(text(name).trim())
    expect(refusedWith(r, says)).toMatch(/^The battle link could not be opened: .*Nothing saved was changed\.$/)
    expect(r.after).toEqual(r.before)
  })

  it('a 10 MB link, and a short link that unpacks to gigabytes, are refused without unpacking them whole', async () => {
    const long = await followShareLink(`#/battle/j${'A'.repeat(TEN_MB)}`)
    refusedWith(long, 'the link is too long: it is 10.0 MB')
    expect(long.after).toEqual(long.before)
    // 64 MB of one character deflates to about 64 KB: the link is short, what it holds is not.
    const bomb = await encodeLink({ ...linkPayload(storeWithABattle().store.getState().session!), seed: ' '.repeat(64 << 20) })
    expect(bomb.length).toBeLessThan(200_000)
    const t = performance.now()
    const r = await followShareLink(`#/battle/${bomb}`)
    refusedWith(r, 'it unpacks to more than the 5 MB a battle may hold')
    expect(r.after).toEqual(r.before)
    expect(performance.now() - t).toBeLessThan(5000)
  })
})

describe('deep links and rulebook links', () => {
  it.each(cases('deeplink'))('%s is refused: "%s"', (name, says) => {
    refusedWith(readDeepLink(text(name).trim()), says)
  })

  it('a 10 MB deep link is refused with a short message', () => {
    refusedWith(readDeepLink(`#/play/${'a'.repeat(TEN_MB)}?seed=1`), 'no built-in scenario "aaaa')
    refusedWith(readDeepLink(`#/walkthrough/${'a'.repeat(TEN_MB)}/1`), 'no rulebook example "aaaa')
  })
})

/** The sim CLI (simTestkit.ts); `@kind/file` in an argument is that corpus file. */
function sim(args: readonly string[]): ReturnType<typeof simAsync> {
  return simAsync(args.map((a) => (a.startsWith('@') ? join(CORPUS, a.slice(1)) : a)), ROOT)
}

describe('CLI arguments', () => {
  const runs = new Map<string, Awaited<ReturnType<typeof sim>>>()
  const big = join(mkdtempSync(join(tmpdir(), 'malformed-')), 'ten-megabytes.json')

  beforeAll(async () => {
    writeFileSync(big, JSON.stringify({ ...(engineOf(rulesetIds()[0]!).scenarios[0] as object), description: 'x'.repeat(TEN_MB) }))
    const all: [string, string[]][] = [...cases('cli').map(([name]) => [name, (JSON.parse(text(name)) as { args: string[] }).args] as [string, string[]]), ['ten-megabytes', [big]]]
    // Two at a time: each run loads every engine, and the machine has two cores.
    for (let i = 0; i < all.length; i += 2) {
      await Promise.all(all.slice(i, i + 2).map(async ([name, args]) => runs.set(name, await sim(args))))
    }
  }, 180_000)

  it.each(cases('cli'))('%s: one line on stderr, exit code 2: "%s"', (name, says) => {
    const r = runs.get(name)!
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toMatch(/^sim: [^\n]+\n$/)
    expect(r.err).toContain(says)
    readable(r.err.trimEnd())
  })

  it('a 10 MB scenario file: one line saying its size, exit code 2', () => {
    const r = runs.get('ten-megabytes')!
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/^sim: .*ten-megabytes\.json: \(file\): it is 10\.0 MB, more than the 1 MB this reads\n$/)
  })
})
