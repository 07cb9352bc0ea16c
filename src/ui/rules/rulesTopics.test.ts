import { describe, expect, it } from 'vitest'
import type { BattleView } from '../../engine/core/view.ts'
import { engineOf, hasPlayerRules, manifestOf, playerRulesOf, rulesetIds, type BattleState } from '../../engine/rulesets/registry.ts'
import { builtInScenarios } from '../../scenarios/load.ts'
import { plainText } from './markdown.ts'
import { buildDocument, filterDocument, findTopic, passagesOf, type RulesDocument } from './rulesDocument.ts'
import { readFileSync } from 'node:fs'

/**
 * Each rule system's rules for players as the reference loads them (the
 * manifest's loader), and the topics its views point at: every gauge and
 * counter topic, in every built-in scenario as it is played, names a place
 * of its own page (a misspelt topic would open nowhere). The page speaks to
 * players: no code path, test name, file hash or mutation result, and every
 * section cites the rule text it comes from.
 */

const withRules = rulesetIds().filter(hasPlayerRules)
const SEED_FILE = /\b\d{3}_[0-9a-f]{16}\.txt\b/

/** What a player's page must never show. */
const PLAYER_UNFIT: [string, RegExp][] = [
  ['a code path', /\bsrc\/|\.tsx?\b|\w+\.test\b|`/],
  ['a file hash', /[0-9a-f]{16}/],
  ['a test name', /\bdescribe\(|\bit\(|\.spec\b/],
  ['a mutation result', /mutation|mutant|Stryker/i],
  ['a rule-map id (X14, K18, N10, D37, F4 …)', /\b[XKNDFPT]\d{1,2}\b/],
]

/** A rule system's seed number ("000"), from the seed file its walkthroughs quote, else its developers' document. */
function seedOf(id: string): string {
  const quoted = [...quotedSeeds(id)][0]
  if (quoted) return quoted.slice(0, 3)
  const dev = readFileSync(`docs/rules/${id}.md`, 'utf8')
  return SEED_FILE.exec(dev)![0].slice(0, 3)
}

/** A section's text, its subsections included: from its heading to the next heading of its level or above. */
function sectionText(text: string, title: string): string {
  const lines = text.split('\n')
  const at = lines.findIndex((l) => /^#{1,6} /.test(l) && l.replace(/^#+ /, '').replace(/\*\*/g, '') === title)
  const level = lines[at]!.match(/^#+/)![0].length
  const end = lines.findIndex((l, i) => i > at && /^#{1,6} /.test(l) && l.match(/^#+/)![0].length <= level)
  return lines.slice(at, end < 0 ? undefined : end).join('\n')
}

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

describe('every rule system with rules for players', () => {
  it('all five have them, and a rule system without them (the test fixture) has no loader', () => {
    expect(withRules.length).toBe(5)
    expect(rulesetIds().filter((id) => !hasPlayerRules(id)).every((id) => manifestOf(id).hidden)).toBe(true)
  })

  for (const id of withRules) {
    describe(manifestOf(id).title, async () => {
      const docs = await playerRulesOf(id)
      const doc = buildDocument(docs)
      const text = docs.map((d) => d.text).join('\n')

      it('loads its page, written out', () => {
        expect(docs.length).toBe(1)
        expect(text.trim().length).toBeGreaterThan(2500)
        expect(doc.sections[0]!.level).toBe(1)
      })

      it('every section cites its rule text (by number and section, the one its walkthroughs quote), a subsection through its section', () => {
        const seed = seedOf(id)
        for (const s of doc.sections.filter((x) => x.level === 2 || x.level === 1)) {
          const own = sectionText(text, plainText(s.title))
          expect(own, `"${plainText(s.title)}" cites its source`).toMatch(new RegExp(`\\*Source: rule text ${seed}\\b[^*]*\\*`))
        }
      })

      it('speaks to players: no code path, test name, file hash, rule-map id or mutation result', () => {
        for (const [what, bad] of PLAYER_UNFIT) expect(text, what).not.toMatch(bad)
      })

      it('marks the readings where its rule text is silent as "House reading"', () => {
        expect(text).toMatch(/> \*\*House reading:\*\*/)
      })

      it("its filter suggestion is a word of its own rules, and finds them", () => {
        const word = manifestOf(id).rulesExample!
        expect(filterDocument(doc, word)!.size, word).toBeGreaterThan(0)
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

describe('a topic that is a heading (the players\' pages)', () => {
  it('opens at the heading that is the topic, not at an earlier one that holds its words', () => {
    const doc = buildDocument([{ file: 'x.md', text: '# Grand battle with Battle Morale\n\nIntro.\n\n## Battle Morale\n\nIt is the sum.\n' }])
    expect(findTopic(doc, 'Battle Morale')).toEqual({ slug: doc.sections[1]!.slug, passage: null })
    expect(findTopic(doc, 'Grand battle')).toEqual({ slug: doc.sections[0]!.slug, passage: null })
  })
})
