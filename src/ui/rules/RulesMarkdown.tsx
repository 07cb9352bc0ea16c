import { Fragment, type MouseEvent, type ReactNode } from 'react'
import type { Align, Inline } from './markdown.ts'
import { anchorId, type RulesDocument, type Section, type SectionBlock } from './rulesDocument.ts'

/**
 * A section of the rule documents as React elements (no HTML strings): its
 * heading with its anchor, paragraphs, lists and tables, each passage kept
 * or dropped by the filter, the topic's passage marked, the filter's words
 * highlighted.
 */

export interface MarkdownContext {
  doc: RulesDocument
  /** The filter's words, lower case: highlighted wherever they stand. */
  terms: readonly string[]
  /** Follows a link to a section of the documents. */
  go(slug: string): void
}

/** Splits text at the filter's words, each found one in a <mark>. */
function highlighted(text: string, terms: readonly string[]): ReactNode {
  if (!terms.length) return text
  const lower = text.toLowerCase()
  const out: ReactNode[] = []
  let at = 0
  while (at < text.length) {
    let hit = -1
    let len = 0
    for (const t of terms) {
      const i = lower.indexOf(t, at)
      if (i >= 0 && (hit < 0 || i < hit || (i === hit && t.length > len))) {
        hit = i
        len = t.length
      }
    }
    if (hit < 0) break
    if (hit > at) out.push(text.slice(at, hit))
    out.push(<mark key={hit}>{text.slice(hit, hit + len)}</mark>)
    at = hit + len
  }
  if (!out.length) return text
  if (at < text.length) out.push(text.slice(at))
  return out
}

/** A link's place in the documents ("grand-air.md", "#anchor", "grand-air.md#anchor"), or null when it leads outside them. */
function inDocuments(doc: RulesDocument, href: string): string | null {
  const [path = '', hash] = href.split('#', 2)
  if (hash && doc.sections.some((s) => s.slug === hash)) return hash
  if (!path) return null
  return doc.fileAnchors.get(path) ?? doc.fileAnchors.get(path.split('/').pop()!) ?? null
}

function InlineLink({ node, ctx }: { node: Extract<Inline, { t: 'link' }>; ctx: MarkdownContext }) {
  const children = <Inlines nodes={node.children} ctx={ctx} />
  const slug = inDocuments(ctx.doc, node.href)
  if (slug) {
    const follow = (e: MouseEvent) => {
      // The app's routes live in the address's hash: following the anchor there would leave the battle.
      e.preventDefault()
      ctx.go(slug)
    }
    return (
      <a href={`#${anchorId(slug)}`} onClick={follow}>
        {children}
      </a>
    )
  }
  if (/^https?:\/\//i.test(node.href)) {
    return (
      <a href={node.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  // A path in the repository (source code, another document): named, not followed.
  return <span title={node.href}>{children}</span>
}

export function Inlines({ nodes, ctx }: { nodes: readonly Inline[]; ctx: MarkdownContext }) {
  return nodes.map((n, i) => {
    switch (n.t) {
      case 'text':
        return <Fragment key={i}>{highlighted(n.text, ctx.terms)}</Fragment>
      case 'code':
        return <code key={i}>{highlighted(n.text, ctx.terms)}</code>
      case 'strong':
        return (
          <strong key={i}>
            <Inlines nodes={n.children} ctx={ctx} />
          </strong>
        )
      case 'em':
        return (
          <em key={i}>
            <Inlines nodes={n.children} ctx={ctx} />
          </em>
        )
      case 'link':
        return <InlineLink key={i} node={n} ctx={ctx} />
    }
  })
}

const alignClass = (a: Align) => (a ? `align-${a}` : undefined)

interface Shown {
  /** 'all', or the ids of the passages the filter keeps. */
  keep: 'all' | ReadonlySet<string>
  /** The element id of the topic's place (a heading's or a passage's). */
  target: string | null
}

function Block({ block, ctx, shown }: { block: SectionBlock; ctx: MarkdownContext; shown: Shown }) {
  const kept = (id: string) => shown.keep === 'all' || shown.keep.has(id)
  const mark = (id: string) => (id === shown.target ? 'rules-target' : undefined)
  if (block.t === 'paragraph') {
    if (!kept(block.passage.id)) return null
    return (
      <p id={block.passage.id} className={mark(block.passage.id)}>
        <Inlines nodes={block.children} ctx={ctx} />
      </p>
    )
  }
  if (block.t === 'list') {
    const items = block.items.filter((i) => kept(i.passage.id))
    if (!items.length) return null
    const List = block.ordered ? 'ol' : 'ul'
    return (
      <List>
        {items.map((i) => (
          <li key={i.passage.id} id={i.passage.id} className={mark(i.passage.id)}>
            <Inlines nodes={i.children} ctx={ctx} />
          </li>
        ))}
      </List>
    )
  }
  const rows = block.rows.filter((r) => kept(r.passage.id))
  if (!rows.length) return null
  return (
    <table className="rules-table">
      <thead>
        <tr>
          {block.head.map((h, k) => (
            <th key={k} scope="col" className={alignClass(block.align[k] ?? null)}>
              <Inlines nodes={h} ctx={ctx} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.passage.id} id={r.passage.id} className={mark(r.passage.id)}>
            {r.cells.map((c, k) => (
              <td key={k} className={alignClass(block.align[k] ?? null)}>
                <Inlines nodes={c} ctx={ctx} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The dialog's title is an h2: the documents' headings start one below it. */
const headingTag = (level: number) => `h${Math.min(6, level + 2)}` as 'h3' | 'h4' | 'h5' | 'h6'

export function RulesSection({ section, ctx, keep, target }: { section: Section; ctx: MarkdownContext; keep: Shown['keep']; target: string | null }) {
  const H = headingTag(section.level)
  return (
    <section aria-labelledby={anchorId(section.slug)} data-slug={section.slug}>
      <H id={anchorId(section.slug)} tabIndex={-1} className={target === anchorId(section.slug) ? 'rules-target' : undefined}>
        <Inlines nodes={section.title} ctx={ctx} />
      </H>
      {section.blocks.map((b, i) => (
        <Block key={i} block={b} ctx={ctx} shown={{ keep, target }} />
      ))}
    </section>
  )
}
