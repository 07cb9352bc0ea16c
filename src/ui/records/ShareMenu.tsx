import { useEffect, useRef, useState } from 'react'
import { metaFor } from '../../store/library.ts'
import { encodeLink, linkPayload } from '../../store/shareLink.ts'
import type { Action, Session } from '../../store/session.ts'
import { sharedLink } from '../route.ts'
import { battleFile, download, fileStem, logJson, logText } from './exports.ts'

interface Props {
  session: Session
  replayQueue: readonly Action[][]
  name: string
  createdAt: number
}

/** The link that reproduces the battle as it stands, whole (what the address bar holds). */
export async function shareUrl(session: Session, replayQueue: readonly Action[][]): Promise<string> {
  const code = await encodeLink(linkPayload(session, replayQueue))
  return `${location.origin}${location.pathname}${location.search}${sharedLink(code)}`
}

/** The toolbar's Share and Export: the battle's link with a copy button, the log as text or JSON, the battle as a file. */
export function ShareMenu({ session, replayQueue, name, createdAt }: Props) {
  const [open, setOpen] = useState<'share' | 'export' | null>(null)
  const [url, setUrl] = useState<string | null>(null)
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  const field = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (open !== 'share') return
    let live = true
    setCopied(null)
    void shareUrl(session, replayQueue).then((u) => live && setUrl(u))
    return () => {
      live = false
    }
  }, [open, session, replayQueue])
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(null)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      setCopied('yes')
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is selected for the player to copy.
      field.current?.select()
      setCopied('no')
    }
  }
  const stem = fileStem(session)
  return (
    <span className="records-menu">
      <button type="button" aria-expanded={open === 'share'} onClick={() => setOpen(open === 'share' ? null : 'share')} data-testid="share-open" title="A link that reproduces this battle exactly">
        Share link
      </button>
      <button type="button" aria-expanded={open === 'export'} onClick={() => setOpen(open === 'export' ? null : 'export')} data-testid="export-open" title="Save the log or the whole battle as a file">
        Export
      </button>
      {open === 'share' && (
        <div className="records-pop" role="dialog" aria-label="Share this battle" data-testid="share-panel">
          <p>Anyone who opens this link gets this battle exactly as it stands, saved as a new battle in their browser.</p>
          <div className="share-row">
            <input ref={field} readOnly value={url ?? 'Making the link…'} aria-label="Share link" onFocus={(e) => e.currentTarget.select()} data-testid="share-url" />
            <button type="button" className="primary" onClick={() => void copy()} disabled={!url} data-testid="share-copy">
              Copy
            </button>
          </div>
          {copied && (
            <p role="status" data-testid="share-status">
              {copied === 'yes' ? 'Link copied.' : 'The browser would not copy it: the link is selected, copy it with Ctrl+C.'}
            </p>
          )}
        </div>
      )}
      {open === 'export' && (
        <div className="records-pop" role="dialog" aria-label="Export" data-testid="export-panel">
          <button type="button" onClick={() => download(`${stem}-log.txt`, 'text/plain', logText(session))} data-testid="export-log-text">
            Log as text
          </button>
          <button type="button" onClick={() => download(`${stem}-log.json`, 'application/json', logJson(session))} data-testid="export-log-json">
            Log as JSON
          </button>
          <button type="button" onClick={() => download(`${stem}.battle.json`, 'application/json', battleFile(session, replayQueue, metaFor(session, replayQueue, name, createdAt)))} data-testid="export-battle">
            The battle (a file to open again)
          </button>
        </div>
      )}
    </span>
  )
}
