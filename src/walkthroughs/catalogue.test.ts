import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { builtInWalkthroughs, findWalkthrough } from './catalogue.ts'
import { positionAt, runWalkthrough } from './runner.ts'

// The rule texts sit beside the repository (README: ../shared/seeds); the quote check needs them.
const seedPath = (file: string) => fileURLToPath(new URL(`../../../shared/seeds/${file}`, import.meta.url))
const SEED_FILES = [...new Set(builtInWalkthroughs().map((w) => w.seed))]

describe('built-in walkthroughs (assets/walkthroughs)', () => {
  it('bundles every file of assets/walkthroughs', () => {
    const files = readdirSync(fileURLToPath(new URL('../../assets/walkthroughs/', import.meta.url))).filter((f) => f.endsWith('.json'))
    expect(builtInWalkthroughs().map((w) => `${w.id}.json`).sort()).toEqual(files.sort())
  })

  it('has every grand example the issue lists', () => {
    expect(builtInWalkthroughs().filter((w) => w.ruleset === 'grand').map((w) => w.id).sort()).toEqual([
      'grand-armor-superiority',
      'grand-every-round',
      'grand-heavy-losses',
      'grand-loss-allocation',
    ])
  })

  for (const w of builtInWalkthroughs()) {
    it(`${w.id} (seed ${w.seed}): the engine reproduces every step with the book's dice`, () => {
      expect(runWalkthrough(w)).toEqual({ id: w.id, steps: w.steps.length, ok: true })
      // Every step that does something checks something.
      for (const [i, s] of w.steps.entries()) expect(Object.keys(s.expect).length, `step ${i + 1}`).toBeGreaterThan(0)
    })
  }

  for (const file of SEED_FILES) {
    it.skipIf(!existsSync(seedPath(file)))(`${file}: every quote is the seed text, word for word (… marks a cut)`, () => {
      const seed = readFileSync(seedPath(file), 'utf8').replace(/\s+/g, ' ')
      for (const w of builtInWalkthroughs().filter((x) => x.seed === file)) {
        for (const [i, s] of w.steps.entries()) {
          expect(s.quote.seed, `${w.id} step ${i + 1}`).toBe(file)
          for (const part of s.quote.text.split('…').map((x) => x.trim()).filter(Boolean)) {
            expect(seed.includes(part), `${w.id} step ${i + 1}: "${part}"`).toBe(true)
          }
        }
      }
    })
  }

  it('heavy losses: the 9 SP / 5 lost example costs exactly 1 BM, and exactly half lost costs nothing', () => {
    const w = findWalkthrough('grand-heavy-losses')!
    const main = positionAt(w, 2)
    expect(main.records[1]!.log).toContain('Blue heavy losses: 5 of 9 SP (−1 BM)')
    expect(main.view.sides.defender.gauge.value).toBe(positionAt(w, 1).view.sides.defender.gauge.value - 1)
    expect(positionAt(w, 3).records[2]!.log.some((l) => l.includes('heavy losses'))).toBe(false)
  })

  it('every round: each round type is fought once, with a panic, a rout and a pursuit', () => {
    const log = positionAt(findWalkthrough('grand-every-round')!).records.flatMap((r) => r.log)
    for (const round of ['Artillery Preparation', 'Air Support', 'Mines', 'Recon', 'Ambush', 'Main', 'Next 1', 'Pursuit']) {
      expect(log.filter((l) => l.startsWith(`— ${round} (round`)), round).toHaveLength(1)
    }
    expect(log.some((l) => l.includes('Blue plays Ambush'))).toBe(true)
    expect(log.some((l) => /panic test: .* panics and leaves the field/.test(l))).toBe(true)
    expect(log.some((l) => /rout test: .* routs$/.test(l))).toBe(true)
    expect(log.some((l) => l === 'Red pursues: armored or mechanized units may pursue')).toBe(true)
  })
})
