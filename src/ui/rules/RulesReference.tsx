import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { RuleDoc } from '../../engine/core/ruleset.ts'
import { RulesBody } from './RulesBody.tsx'
import { anchorId, buildDocument, filterDocument, filterTerms, findTopic } from './rulesDocument.ts'
import { plainText } from './markdown.ts'
import './rules.css'

interface Props {
  /** The rule system's title. */
  title: string
  /** A word of its own rules, suggested in the filter. */
  example?: string
  /** Its rule documents; null while they load. */
  docs: readonly RuleDoc[] | null
  /** Why they could not be loaded. */
  error?: string | null
  /** Where to open: a heading's slug or a phrase of the documents. */
  topic: string | null
  onClose(): void
}

/**
 * The rules reference: a rule system's rule documents (each rule → code →
 * test, and every decision taken where the text is silent) in a dialog over
 * the window, opened at a topic, with their contents and a filter. Modal: it
 * takes the focus, keeps Tab inside, closes on Escape, and gives the focus
 * back; the battle's keys wait while it is open.
 */
export function RulesReference({ title, example, docs, error, topic, onClose }: Props) {
  const doc = useMemo(() => (docs ? buildDocument(docs) : null), [docs])
  const place = useMemo(() => (doc && topic ? findTopic(doc, topic) : null), [doc, topic])
  const target = place ? (place.passage ?? anchorId(place.slug)) : null
  const [query, setQuery] = useState('')
  const kept = useMemo(() => (doc ? filterDocument(doc, query) : null), [doc, query])
  const terms = useMemo(() => filterTerms(query), [query])
  // A link followed: scrolled to, and focused, once the section is drawn (the filter may have hidden it).
  const [jump, setJump] = useState<{ slug: string } | null>(null)

  const box = useRef<HTMLDivElement>(null)
  const filter = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const back = document.activeElement as HTMLElement | null
    filter.current?.focus()
    return () => {
      if (!back?.isConnected) return
      back.focus()
      if (document.activeElement === back) return
      // A button in a tooltip that closed meanwhile cannot take the focus: the tooltip's owner takes it and opens
      // the tooltip again, and the button takes it back once drawn.
      const owner = back.parentElement?.closest<HTMLElement>('[tabindex="0"]')
      owner?.focus()
      requestAnimationFrame(() => {
        if (owner && document.activeElement === owner) back.focus()
      })
    }
  }, [])
  useLayoutEffect(() => {
    if (!target) return
    document.getElementById(target)?.scrollIntoView({ block: 'center' })
  }, [doc, target])
  useLayoutEffect(() => {
    if (!jump) return
    const heading = document.getElementById(anchorId(jump.slug))
    heading?.scrollIntoView({ block: 'start' })
    heading?.focus({ preventScroll: true })
  }, [jump])
  const go = (slug: string) => {
    if (kept && !kept.has(slug)) setQuery('')
    setJump({ slug })
  }

  const onKeyDown = (e: KeyboardEvent) => {
    // The window's own keys (Space, U, the arrows …) and the summary's Escape are not for a battle under the dialog.
    e.stopPropagation()
    if (e.key === 'Escape') {
      e.preventDefault()
      onClose()
      return
    }
    if (e.key !== 'Tab' || !box.current) return
    const items = [...box.current.querySelectorAll<HTMLElement>('button, [href], input, [tabindex="0"]')].filter((el) => !el.hasAttribute('disabled'))
    if (!items.length) return
    const first = items[0]!
    const last = items.at(-1)!
    if (e.shiftKey && (document.activeElement === first || document.activeElement === box.current)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }

  const placed = doc && place ? doc.sections.find((s) => s.slug === place.slug) : null
  let status = ''
  if (kept) {
    const passages = [...kept.values()].reduce((n, k) => n + (k === 'all' ? 1 : k.size), 0)
    status = kept.size ? `${kept.size} section${kept.size > 1 ? 's' : ''} (${passages} passage${passages > 1 ? 's' : ''}) hold “${query.trim()}”.` : `Nothing holds “${query.trim()}”.`
  } else if (doc && topic) {
    status = placed ? `Opened at “${topic}”, in ${plainText(placed.title)}.` : `“${topic}” is not in these rules: they open at the top.`
  }

  return (
    <div className="dialog-backdrop rules-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={box} tabIndex={-1} onKeyDown={onKeyDown} className="dialog rules-dialog" role="dialog" aria-modal="true" aria-labelledby="rules-title" data-testid="rules-reference">
        <div className="rules-head">
          <h2 id="rules-title">Rules: {title}</h2>
          <label className="rules-filter">
            Filter
            <input ref={filter} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={`a word, e.g. ${example ?? 'attack'}`} data-testid="rules-filter" />
          </label>
          <button type="button" onClick={onClose} title="Close the rules (Escape)" data-testid="rules-close">
            Close
          </button>
        </div>
        <p className="rules-status" role="status" data-testid="rules-status">
          {status}
        </p>
        {doc ? (
          <RulesBody doc={doc} kept={kept} terms={terms} target={target} go={go} />
        ) : error ? (
          <p role="alert">The rules could not be loaded: {error}. Close and open them again to retry.</p>
        ) : (
          <p>Loading the rules…</p>
        )}
      </div>
    </div>
  )
}
