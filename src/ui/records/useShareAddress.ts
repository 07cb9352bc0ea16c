import { useEffect } from 'react'
import { encodeLink, linkPayload } from '../../store/shareLink.ts'
import { sharedLink } from '../route.ts'
import { useBattle } from '../store.ts'

/**
 * Keeps the battle's share link in the address bar while `active`, after every
 * move: a copy of the address reproduces the battle, and a reload resumes it
 * (the link's fingerprint finds the saved battle). replaceState, so that the
 * back button leaves the battle rather than stepping through its moves.
 */
export function useShareAddress(active: boolean): void {
  const session = useBattle((s) => s.session)
  const replayQueue = useBattle((s) => s.replayQueue)
  useEffect(() => {
    if (!active || !session) return
    let live = true
    // Encoding is asynchronous: a later move's link must never be overwritten by an earlier one's.
    void encodeLink(linkPayload(session, replayQueue)).then((code) => {
      if (live) history.replaceState(null, '', sharedLink(code))
    })
    return () => {
      live = false
    }
  }, [active, session, replayQueue])
}
