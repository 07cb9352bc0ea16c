import type { MouseEvent } from 'react'
import { plainText } from './markdown.ts'
import { anchorId, type RulesDocument } from './rulesDocument.ts'
import { RulesSection, type MarkdownContext } from './RulesMarkdown.tsx'

interface Props {
  doc: RulesDocument
  /** What the filter keeps (rulesDocument.ts filterDocument); null keeps everything. */
  kept: ReadonlyMap<string, 'all' | ReadonlySet<string>> | null
  terms: readonly string[]
  /** The element id of the topic's place, marked; its section is the contents' current entry. */
  target: string | null
  go(slug: string): void
}

/** The rules reference's contents beside the documents' sections, both narrowed by the filter. */
export function RulesBody({ doc, kept, terms, target, go }: Props) {
  const ctx: MarkdownContext = { doc, terms, go }
  const sections = kept ? doc.sections.filter((s) => kept.has(s.slug)) : doc.sections
  const current = target && doc.sections.find((s) => target === anchorId(s.slug) || target.startsWith(`${anchorId(s.slug)}:`))
  const follow = (slug: string) => (e: MouseEvent) => {
    // The app's routes live in the address's hash: following the anchor there would leave the battle.
    e.preventDefault()
    go(slug)
  }
  return (
    <div className="rules-body">
      <nav className="rules-toc" aria-label="Contents">
        <ul>
          {sections.map((s) => (
            <li key={s.slug} className={`toc-level-${s.level}`}>
              <a href={`#${anchorId(s.slug)}`} onClick={follow(s.slug)} aria-current={s === current ? 'location' : undefined}>
                {plainText(s.title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* Focusable: the keyboard scrolls it (axe: scrollable-region-focusable). */}
      <div className="rules-text" role="region" tabIndex={0} aria-label="Rules text" data-testid="rules-text">
        {sections.map((s) => (
          <RulesSection key={s.slug} section={s} ctx={ctx} keep={kept?.get(s.slug) ?? 'all'} target={target} />
        ))}
        {sections.length === 0 && <p className="rules-none">Nothing in these rules holds every word of the filter.</p>}
      </div>
    </div>
  )
}
