import { describe, expect, it } from 'vitest'
import { hasRules, rulesetIds, rulesOf } from '../../engine/rulesets/registry.ts'
import { parseInline, parseMarkdown, plainText, tableCells, type Block, type Inline } from './markdown.ts'
import { slugOf, uniqueSlugs } from './slug.ts'

/**
 * The rules reference's Markdown reader, on the subset docs/rules/ uses:
 * headings, paragraphs, lists, GFM tables, inline code, bold, italics, links.
 */

describe('inline Markdown', () => {
  it('reads code, bold, italics and links, nested, into a tree', () => {
    expect(parseInline('a `x.ts` and **bold *em* here** then [the `air` rules](grand-air.md).')).toEqual([
      { t: 'text', text: 'a ' },
      { t: 'code', text: 'x.ts' },
      { t: 'text', text: ' and ' },
      { t: 'strong', children: [{ t: 'text', text: 'bold ' }, { t: 'em', children: [{ t: 'text', text: 'em' }] }, { t: 'text', text: ' here' }] },
      { t: 'text', text: ' then ' },
      { t: 'link', href: 'grand-air.md', children: [{ t: 'text', text: 'the ' }, { t: 'code', text: 'air' }, { t: 'text', text: ' rules' }] },
      { t: 'text', text: '.' },
    ])
  })

  it('keeps stars inside code, lone stars and escapes as text', () => {
    expect(parseInline('`*.test.ts` and 2 * 3 and \\*not em\\*')).toEqual([
      { t: 'code', text: '*.test.ts' },
      { t: 'text', text: ' and 2 * 3 and *not em*' },
    ])
  })

  it('leaves an unclosed mark as it stands', () => {
    expect(plainText(parseInline('**open and `unclosed'))).toBe('**open and `unclosed')
  })

  it('reads a soft line break as a space', () => {
    expect(parseInline('one\ntwo')).toEqual([{ t: 'text', text: 'one two' }])
  })
})

describe('block Markdown', () => {
  it('reads headings, paragraphs over several lines, lists whose items run on, and tables', () => {
    const md = ['# Title `x`', '', 'A paragraph', 'on two lines.', '', '- **X1 One.** first', '  goes on', '- second', '', '| § | Rule |', '|---|:--:|', '| A | `a \\| b` |', '| B |', '## Next'].join('\n')
    const blocks = parseMarkdown(md)
    expect(blocks.map((b) => b.t)).toEqual(['heading', 'paragraph', 'list', 'table', 'heading'])
    expect(blocks[0]).toEqual({ t: 'heading', level: 1, children: [{ t: 'text', text: 'Title ' }, { t: 'code', text: 'x' }] })
    expect(plainText((blocks[1] as Extract<Block, { t: 'paragraph' }>).children)).toBe('A paragraph on two lines.')
    const list = blocks[2] as Extract<Block, { t: 'list' }>
    expect(list.items.map(plainText)).toEqual(['X1 One. first goes on', 'second'])
    const table = blocks[3] as Extract<Block, { t: 'table' }>
    expect(table.align).toEqual([null, 'center'])
    expect(table.head.map(plainText)).toEqual(['§', 'Rule'])
    // An escaped pipe stays in its cell; a short row is filled with empty cells.
    expect(table.rows.map((r) => r.map(plainText))).toEqual([
      ['A', 'a | b'],
      ['B', ''],
    ])
    expect(blocks[4]).toMatchObject({ t: 'heading', level: 2 })
  })

  it('splits table cells at pipes outside code spans only', () => {
    expect(tableCells('| a | `x|y` | c \\| d |')).toEqual(['a', '`x|y`', 'c | d'])
  })

  it('does not take bold at the start of a continuation line for a list item', () => {
    const blocks = parseMarkdown('- first item\n  **bold** carries on')
    expect(blocks).toHaveLength(1)
    expect(plainText((blocks[0] as Extract<Block, { t: 'list' }>).items[0]!)).toBe('first item bold carries on')
  })
})

describe('anchors', () => {
  it('are GitHub slugs: lower case, punctuation dropped, spaces to hyphens', () => {
    expect(slugOf('Rule map: each rule of the seed → code → test')).toBe('rule-map-each-rule-of-the-seed--code--test')
    expect(slugOf('Grand battle (`grand`) — seed `000_65abfdd3be31f0b0.txt`'.replace(/`/g, ''))).toBe('grand-battle-grand--seed-000_65abfdd3be31f0b0txt')
  })

  it('are unique: a repeated heading takes -1, -2', () => {
    const next = uniqueSlugs()
    expect(['Decisions', 'Decisions', 'Decisions'].map(next)).toEqual(['decisions', 'decisions-1', 'decisions-2'])
  })
})

function walk(nodes: readonly Inline[], each: (n: Inline) => void): void {
  for (const n of nodes) {
    each(n)
    if (n.t !== 'text' && n.t !== 'code') walk(n.children, each)
  }
}

describe('every rule document of every rule system', async () => {
  const sets = await Promise.all(rulesetIds().filter(hasRules).map(async (id) => ({ id, docs: await rulesOf(id) })))

  it('is read whole: no mark of bold, italics or code is left in its text, and no table row has more cells than its header', () => {
    expect(sets.length).toBeGreaterThan(0)
    for (const { docs } of sets) {
      for (const { file, text } of docs) {
        const texts: string[] = []
        const inline = (nodes: readonly Inline[]) => walk(nodes, (n) => n.t === 'text' && texts.push(n.text))
        let tables = 0
        for (const b of parseMarkdown(text)) {
          if (b.t === 'heading' || b.t === 'paragraph') inline(b.children)
          else if (b.t === 'list') b.items.forEach(inline)
          else {
            tables++
            b.head.forEach(inline)
            b.rows.forEach((r) => r.forEach(inline))
          }
        }
        for (const t of texts) expect(t, `${file}: "${t}"`).not.toMatch(/\*\*|`|\]\(/)
        expect(tables, `${file} has its rule tables`).toBeGreaterThan(0)
        // A cell past the header's would be dropped (GFM): a stray pipe in a rule's text.
        let header = 0
        for (const line of text.split('\n')) {
          if (!line.startsWith('|')) header = 0
          else if (!header) header = tableCells(line).length
          else expect(tableCells(line).length, `${file}: ${line.slice(0, 60)}…`).toBeLessThanOrEqual(header)
        }
      }
    }
  })
})
