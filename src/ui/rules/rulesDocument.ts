import type { RuleDoc } from '../../engine/core/ruleset.ts'
import { parseMarkdown, plainText, type Align, type Inline } from './markdown.ts'
import { uniqueSlugs } from './slug.ts'

/**
 * A rule system's rule documents as the rules reference reads them: sections
 * under their headings, and in them the passages a topic points at and the
 * filter keeps or drops (a paragraph, a list item, a table row).
 */

export interface Passage {
  /** Its element's id: the section's anchor and its number in the section. */
  id: string
  /** Its words in lower case, for topics and the filter. */
  text: string
  /** Where its parts begin (each cell of a table row; the passage itself otherwise), for topics that name a passage by its opening words. */
  starts: string[]
}

export type SectionBlock =
  | { t: 'paragraph'; passage: Passage; children: Inline[] }
  | { t: 'list'; ordered: boolean; items: { passage: Passage; children: Inline[] }[] }
  | { t: 'table'; align: Align[]; head: Inline[][]; rows: { passage: Passage; cells: Inline[][] }[] }

export interface Section {
  /** Its anchor: the heading's slug, unique over the rule system's documents. */
  slug: string
  level: number
  title: Inline[]
  file: string
  blocks: SectionBlock[]
}

export interface RulesDocument {
  sections: Section[]
  /** Each file's first section, by file name and by path: where a link to the file ("grand-air.md") goes. */
  fileAnchors: Map<string, string>
}

/** A heading's element id; its passages' ids extend it with ":n". */
export const anchorId = (slug: string) => `rules-${slug}`

const normal = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim()

export function buildDocument(files: readonly RuleDoc[]): RulesDocument {
  const slugOf = uniqueSlugs()
  const sections: Section[] = []
  const fileAnchors = new Map<string, string>()
  for (const { file, text } of files) {
    const name = file.split('/').pop()!
    let section: Section | null = null
    let n = 0
    const open = (level: number, title: Inline[]): Section => {
      const opened: Section = { slug: slugOf(plainText(title)), level, title, file, blocks: [] }
      n = 0
      sections.push(opened)
      if (!fileAnchors.has(file)) {
        fileAnchors.set(file, opened.slug)
        fileAnchors.set(name, opened.slug)
      }
      return opened
    }
    for (const b of parseMarkdown(text)) {
      if (b.t === 'heading') {
        section = open(b.level, b.children)
        continue
      }
      // Text before a file's first heading goes under the file's name.
      section ??= open(1, [{ t: 'text', text: name }])
      const at = section
      const passage = (parts: string[]): Passage => ({ id: `${anchorId(at.slug)}:${++n}`, text: normal(parts.join(' | ')), starts: parts.map(normal) })
      if (b.t === 'paragraph') at.blocks.push({ t: 'paragraph', passage: passage([plainText(b.children)]), children: b.children })
      else if (b.t === 'list') at.blocks.push({ t: 'list', ordered: b.ordered, items: b.items.map((children) => ({ passage: passage([plainText(children)]), children })) })
      else at.blocks.push({ t: 'table', align: b.align, head: b.head, rows: b.rows.map((cells) => ({ passage: passage(cells.map(plainText)), cells })) })
    }
  }
  return { sections, fileAnchors }
}

/** Every passage of a section, in order. */
export function passagesOf(section: Section): Passage[] {
  return section.blocks.flatMap((b) => (b.t === 'paragraph' ? [b.passage] : b.t === 'list' ? b.items.map((i) => i.passage) : b.rows.map((r) => r.passage)))
}

export interface TopicPlace {
  /** The section the topic is in. */
  slug: string
  /** The passage that names it, or null when it names the whole section (a heading). */
  passage: string | null
}

/**
 * Where a topic stands: a heading's slug, else the heading that is the
 * topic, else the first heading that holds the words, else the first passage that opens with them (a table row by any
 * of its cells: "Commanding leader" is decision D12's row, not an earlier row
 * that mentions it in passing), else the first passage that holds them, case
 * and spacing aside. Null when the documents never say it.
 */
export function findTopic(doc: RulesDocument, topic: string): TopicPlace | null {
  const words = normal(topic)
  if (!words) return null
  const bySlug = doc.sections.find((s) => s.slug === words || s.slug === topic.trim())
  if (bySlug) return { slug: bySlug.slug, passage: null }
  // A heading that is the topic, before one that only holds its words ("Battle Morale", not "Grand battle with Battle Morale").
  const byTitle = doc.sections.find((s) => normal(plainText(s.title)) === words) ?? doc.sections.find((s) => normal(plainText(s.title)).includes(words))
  if (byTitle) return { slug: byTitle.slug, passage: null }
  for (const matches of [(p: Passage) => p.starts.some((x) => x.startsWith(words)), (p: Passage) => p.text.includes(words)]) {
    for (const s of doc.sections) {
      const p = passagesOf(s).find(matches)
      if (p) return { slug: s.slug, passage: p.id }
    }
  }
  return null
}

/** The filter's words: each must appear in a passage for it to stay. */
export function filterTerms(query: string): string[] {
  return normal(query).split(' ').filter(Boolean)
}

/**
 * What the filter keeps: by section, every passage ('all', its heading
 * holds every word) or those that hold every word. A section left with
 * nothing is absent. Null when there is nothing to filter by.
 */
export function filterDocument(doc: RulesDocument, query: string): Map<string, 'all' | Set<string>> | null {
  const terms = filterTerms(query)
  if (!terms.length) return null
  const has = (text: string) => terms.every((t) => text.includes(t))
  const kept = new Map<string, 'all' | Set<string>>()
  for (const s of doc.sections) {
    if (has(normal(plainText(s.title)))) {
      kept.set(s.slug, 'all')
      continue
    }
    const ids = new Set(passagesOf(s).filter((p) => has(p.text)).map((p) => p.id))
    if (ids.size) kept.set(s.slug, ids)
  }
  return kept
}
