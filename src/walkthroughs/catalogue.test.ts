import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { engineOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { builtInWalkthroughs } from './catalogue.ts'
import { runWalkthrough } from './runner.ts'

// The rule texts sit beside the repository (README: ../shared/seeds); the quote check needs them.
const seedPath = (file: string) => fileURLToPath(new URL(`../../../shared/seeds/${file}`, import.meta.url))
const SEED_FILES = [...new Set(builtInWalkthroughs().map((w) => w.seed))]

/** What holds for every rule system's walkthroughs; what each one shows is checked in its folder. */
describe('built-in walkthroughs (assets/walkthroughs)', () => {
  it('bundles every file of assets/walkthroughs', () => {
    const files = readdirSync(fileURLToPath(new URL('../../assets/walkthroughs/', import.meta.url))).filter((f) => f.endsWith('.json'))
    expect(builtInWalkthroughs().map((w) => `${w.id}.json`).sort()).toEqual(files.sort())
  })

  it("each rule system's walkthroughs in the registry's order, each file named by its id and of its rule system", () => {
    const listed = rulesetIds().flatMap((id) => engineOf(id).walkthroughs.map((x) => ({ id, file: x.file })))
    expect(builtInWalkthroughs().map((w) => `${w.id}.json`)).toEqual(listed.map((x) => x.file))
    expect(builtInWalkthroughs().map((w) => w.ruleset)).toEqual(listed.map((x) => x.id))
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
})
