import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { RuleDoc } from '../../engine/core/ruleset.ts'
import { hasRules, rulesetIds, rulesOf } from '../../engine/rulesets/registry.ts'
import { RulesBody } from './RulesBody.tsx'
import { RulesReference } from './RulesReference.tsx'
import { anchorId, buildDocument, filterDocument, filterTerms, findTopic, passagesOf, type RulesDocument } from './rulesDocument.ts'

/**
 * The rules reference drawn from the real rule documents (docs/rules/, loaded
 * through each manifest as the window loads them): tables, headings with
 * their anchors, code and links as React elements; a topic marks its passage
 * and its section in the contents; the filter keeps what holds its words.
 */

const sets: RuleDoc[][] = await Promise.all(rulesetIds().filter(hasRules).map((id) => rulesOf(id)))
/** The rule system whose documents link to one another (the grand battle's air rules). */
const linked = sets.find((docs) => docs.length > 1 && docs.some((d) => /\]\([^)#]+\.md\)/.test(d.text)))!
/** The one that holds decisions as a bulleted list with bold names (the axis battle's X1 …). */
const bulleted = sets.find((docs) => docs.some((d) => /^- \*\*X1 /m.test(d.text)))!

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
const textOf = (html: string) => unescape(html.replace(/<[^>]+>/g, ''))
const noop = () => undefined

function body(doc: RulesDocument, opts: { query?: string; target?: string | null } = {}): string {
  const query = opts.query ?? ''
  return renderToStaticMarkup(<RulesBody doc={doc} kept={filterDocument(doc, query)} terms={filterTerms(query)} target={opts.target ?? null} go={noop} />)
}

/** The element with this id, opening tag to its closing tag (no nesting of the same tag inside, as for a row or a heading). */
function element(html: string, id: string): string | null {
  const m = new RegExp(`<(\\w+)[^>]*\\sid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>[\\s\\S]*?</\\1>`).exec(html)
  return m?.[0] ?? null
}

const rows = (html: string) => [...html.matchAll(/<tr [^>]*id="[^"]+"[^>]*>[\s\S]*?<\/tr>/g)].map((m) => m[0])

describe('the rules reference renders the rule documents as elements', () => {
  it('has documents to read', () => {
    expect(linked, 'a rule system with two documents linked').toBeDefined()
    expect(bulleted, 'a rule system with a bulleted list of decisions').toBeDefined()
  })

  it('a rule map table: its header cells, then a row per rule with its code', () => {
    const doc = buildDocument(linked)
    const html = body(doc)
    expect(html).toContain('<table class="rules-table"><thead><tr><th scope="col">§</th><th scope="col">Rule</th><th scope="col">Code</th><th scope="col">Tests</th></tr></thead>')
    const bm = rows(html).find((r) => textOf(r).includes('BM = leader morale'))!
    expect(bm).toBeDefined()
    expect(bm).toMatch(/^<tr id="rules-rule-map-each-rule-of-the-seed--code--test:\d+">/)
    expect(bm).toContain('<td>B</td>')
    expect(bm).toContain('<code>morale.ts</code>')
  })

  it('a heading with its anchor, a level under the dialog\'s own title, code inside it', () => {
    const html = body(buildDocument(linked))
    expect(html).toContain('<h4 id="rules-rule-map-each-rule-of-the-seed--code--test" tabindex="-1">Rule map: each rule of the seed → code → test</h4>')
    const first = /<h3 id="([^"]+)"[^>]*>([\s\S]*?)<\/h3>/.exec(html)!
    expect(first[2]).toMatch(/<code>\d{3}_[0-9a-f]{16}\.txt<\/code>/)
    expect(first[1]).toBe(anchorId(buildDocument(linked).sections[0]!.slug))
  })

  it('a link to another rule document goes to that document\'s first heading, inside the dialog', () => {
    const doc = buildDocument(linked)
    const html = body(doc)
    const target = doc.fileAnchors.get('grand-air.md')!
    expect(target).toBe(doc.sections.find((s) => s.file.endsWith('grand-air.md'))!.slug)
    expect(html).toContain(`<a href="#${anchorId(target)}"><code>grand-air.md</code></a>`)
    // That heading is drawn with that id.
    expect(element(html, anchorId(target))).toMatch(/^<h3 /)
  })

  it('bold, italics and a list item each as their own element', () => {
    const html = body(buildDocument(bulleted))
    expect(html).toMatch(/<li id="[^"]+"><strong>X1 Values and costs\.<\/strong> The seed modifies/)
    expect(html).toContain('<em>Order of loss</em>')
  })

  it('text is text: markup in a document is shown, never made into elements', () => {
    const doc = buildDocument([{ file: 'docs/rules/x.md', text: '# X\n\nA <script>alert(1)</script> and <b>b</b> & [a link](javascript:alert(1)).' }])
    const html = body(doc)
    expect(html).toContain('A &lt;script&gt;alert(1)&lt;/script&gt; and &lt;b&gt;b&lt;/b&gt; &amp; ')
    expect(html).not.toContain('<script')
    // A link that is neither a rule document nor http(s) is named, not followed.
    expect(html).toContain('<span title="javascript:alert(1)">a link</span>')
    expect(html).not.toContain('href="javascript')
  })
})

describe('a topic opens the reference at its place', () => {
  it('a phrase marks the passage that opens with it, and its section is current in the contents', () => {
    const doc = buildDocument(linked)
    const place = findTopic(doc, 'Commanding leader')!
    expect(place.slug).toBe('decisions-where-the-seed-is-silent-or-contradicts-itself')
    const html = body(doc, { target: place.passage })
    const marked = [...html.matchAll(/<(\w+) id="([^"]+)" class="rules-target">/g)]
    expect(marked.map((m) => m[2])).toEqual([place.passage])
    // D12's own row, not the earlier rule-map row that names the commanding leader in passing.
    expect(textOf(element(html, place.passage!)!)).toMatch(/^D12Commanding leader/)
    expect(html).toContain(`<a href="#${anchorId(place.slug)}" aria-current="location">Decisions where the seed is silent or contradicts itself</a>`)
    expect(html.match(/aria-current/g)).toHaveLength(1)
  })

  it('a heading\'s slug, or words of a heading, mark the heading', () => {
    const doc = buildDocument(linked)
    for (const topic of ['decisions', 'Outside the battle window']) {
      const place = findTopic(doc, topic)!
      expect(place.passage).toBeNull()
      const html = body(doc, { target: anchorId(place.slug) })
      expect(element(html, anchorId(place.slug))).toMatch(/ class="rules-target">/)
    }
  })

  it('words the documents never say find nothing', () => {
    expect(findTopic(buildDocument(linked), 'Battle Moral of the dragons')).toBeNull()
    expect(findTopic(buildDocument(linked), '   ')).toBeNull()
  })

  it('the dialog says where it opened, or that the topic is not there', () => {
    const at = renderToStaticMarkup(<RulesReference title="A" docs={linked} topic="BM = leader morale" onClose={noop} />)
    expect(textOf(at)).toContain('Opened at “BM = leader morale”, in Rule map: each rule of the seed → code → test.')
    expect(at).toMatch(/<tr id="[^"]+" class="rules-target"><td>B<\/td><td>BM = leader morale/)
    expect(at).toContain('role="dialog" aria-modal="true" aria-labelledby="rules-title"')
    const missing = renderToStaticMarkup(<RulesReference title="A" docs={linked} topic="dragons" onClose={noop} />)
    expect(textOf(missing)).toContain('“dragons” is not in these rules: they open at the top.')
    expect(missing).not.toContain('rules-target')
  })

  it('while the documents load, the dialog says so and has its Close button', () => {
    const html = renderToStaticMarkup(<RulesReference title="Grand" docs={null} topic="x" onClose={noop} />)
    expect(textOf(html)).toContain('Loading the rules…')
    expect(html).toContain('data-testid="rules-close"')
  })
})

describe('the filter narrows the reference to what holds its words', () => {
  const doc = buildDocument(linked)
  const all = doc.sections.flatMap(passagesOf).length

  it('keeps only the rows and items that hold the word, and the sections they are in, with the word marked', () => {
    const html = body(doc, { query: 'Panic' })
    const kept = rows(html)
    expect(kept.length).toBeGreaterThan(3)
    expect(kept.length).toBeLessThan(all / 4)
    for (const r of kept) expect(textOf(r).toLowerCase()).toContain('panic')
    expect(html).toContain('<mark>panic</mark>')
    expect(html).toContain('<mark>Panic</mark>')
    // A section that never says it is gone from the text and from the contents.
    expect(html).not.toContain('Outside the battle window')
    const unfiltered = body(doc)
    expect(unfiltered).toContain('Outside the battle window')
    expect(rows(unfiltered).length).toBeGreaterThan(kept.length)
  })

  it('every word must be there: two words keep fewer than either', () => {
    const count = (q: string) => rows(body(doc, { query: q })).length
    const both = count('panic morale')
    expect(both).toBeGreaterThan(0)
    expect(both).toBeLessThan(count('panic'))
    expect(both).toBeLessThan(count('morale'))
  })

  it('a heading that holds the words keeps its whole section', () => {
    const kept = filterDocument(doc, 'Rule map')!
    expect(kept.get('rule-map-each-rule-of-the-seed--code--test')).toBe('all')
  })

  it('nothing kept says so', () => {
    const html = body(doc, { query: 'xyzzy' })
    expect(rows(html)).toEqual([])
    expect(textOf(html)).toContain('Nothing in these rules holds every word of the filter.')
  })
})
