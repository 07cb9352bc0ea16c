import { describe, expect, it } from 'vitest'
import type { BattleView } from '../../engine/core/view.ts'
import { engineOf, hasRules, manifestOf, rulesetIds, rulesOf, type BattleState } from '../../engine/rulesets/registry.ts'
import { builtInScenarios } from '../../scenarios/load.ts'
import { plainText } from './markdown.ts'
import { buildDocument, findTopic, passagesOf, type RulesDocument } from './rulesDocument.ts'

/**
 * Each rule system's rule documents as the reference loads them (the
 * manifest's loader), and the topics its views point at: every gauge and
 * counter topic, in every built-in scenario as it is played, names a place
 * of its own documents (a misspelt topic would open nowhere).
 */

const withRules = rulesetIds().filter(hasRules)
const SEED_FILE = /\b\d{3}_[0-9a-f]{16}\.txt\b/

/** The seed files a rule system's walkthroughs quote. */
function quotedSeeds(id: string): Set<string> {
  const seeds = new Set<string>()
  for (const w of engineOf(id).walkthroughs) {
    for (const step of (w.raw as { steps?: { quote?: { seed?: string } }[] }).steps ?? []) if (step.quote?.seed) seeds.add(step.quote.seed)
  }
  return seeds
}

/** Every topic the views of a rule system's built-in scenarios point at, played with the default answers, and where. */
function topicsOf(id: string): { gauges: Map<string, string>; counters: Map<string, string> } {
  const engine = engineOf(id)
  const gauges = new Map<string, string>()
  const counters = new Map<string, string>()
  const look = (v: BattleView, where: string) => {
    for (const side of ['attacker', 'defender'] as const) if (v.sides[side].gauge.rules) gauges.set(v.sides[side].gauge.rules!, `${where}, ${side}'s gauge`)
    for (const c of v.counters) if (c.rules) counters.set(c.rules, `${where}, ${c.name}`)
  }
  for (const sc of builtInScenarios().filter((s) => s.ruleset === id)) {
    let s: BattleState = engine.setup(sc, 'rules-topics')
    for (let step = 0; step < 60 && !s.result; step++) {
      look(engine.view(s), `${sc.id} step ${step}`)
      const d = engine.pending(s)
      if (d) {
        const choice = engine.policies.default(s, d)
        const preview = engine.preview?.(s, choice)
        for (const side of ['attacker', 'defender'] as const) {
          const rules = preview?.gauges?.[side].rules
          if (rules) gauges.set(rules, `${sc.id} step ${step}, ${side}'s previewed gauge`)
        }
        s = engine.decide(s, d.side, choice).state
      } else s = engine.advance(s).state
    }
    look(engine.view(s), `${sc.id} at its end`)
  }
  return { gauges, counters }
}

/** The topic names a heading, or a passage that opens with its words: not a passage that mentions them in passing. */
function resolves(doc: RulesDocument, topic: string): boolean {
  const place = findTopic(doc, topic)
  if (!place) return false
  if (place.passage === null) return true
  const passage = doc.sections.flatMap(passagesOf).find((p) => p.id === place.passage)!
  return passage.starts.some((x) => x.startsWith(topic.toLowerCase()))
}

describe('every rule system with rule documents', () => {
  it('some have them, and a rule system without them (the test fixture) has no loader', () => {
    expect(withRules.length).toBeGreaterThanOrEqual(3)
    expect(rulesetIds().filter((id) => !hasRules(id)).every((id) => manifestOf(id).hidden)).toBe(true)
  })

  for (const id of withRules) {
    describe(manifestOf(id).title, async () => {
      const docs = await rulesOf(id)
      const doc = buildDocument(docs)

      it('loads its documents, none empty, each under docs/rules/', () => {
        expect(docs.length).toBeGreaterThan(0)
        for (const d of docs) {
          expect(d.file).toMatch(/^docs\/rules\/[\w-]+\.md$/)
          expect(d.text.trim().length, d.file).toBeGreaterThan(1000)
        }
      })

      it('opens with a heading that names its seed file, the one its walkthroughs quote', () => {
        const first = doc.sections[0]!
        expect(first.level).toBe(1)
        const seed = SEED_FILE.exec(plainText(first.title))?.[0]
        expect(seed, `first heading: ${plainText(first.title)}`).toBeDefined()
        const quoted = quotedSeeds(id)
        if (quoted.size) expect([...quoted]).toEqual([seed])
      })

      it('every topic its gauges and counters point at is a place of its documents', () => {
        const { gauges, counters } = topicsOf(id)
        expect(gauges.size, 'its gauges point at their rules').toBeGreaterThan(0)
        for (const [topic, where] of [...gauges, ...counters]) expect(resolves(doc, topic), `"${topic}" (${where})`).toBe(true)
      })
    })
  }

  it('a misspelt topic does not resolve', () => {
    const doc = buildDocument([{ file: 'docs/rules/x.md', text: '# X\n\n| § | Rule |\n|---|---|\n| B | BM = leader morale + mean |\n' }])
    expect(resolves(doc, 'BM = leader morale')).toBe(true)
    expect(resolves(doc, 'BM = leader moral e')).toBe(false)
    // Words found only inside a passage, not at its opening, are not its topic.
    expect(resolves(doc, 'leader morale')).toBe(false)
  })
})
