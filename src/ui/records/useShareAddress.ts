import { useEffect, useLayoutEffect, useMemo } from 'react'
import { encodeLink, encodeLinkNow, linkPayload } from '../../store/shareLink.ts'
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
  const payload = useMemo(() => (active && session ? linkPayload(session, replayQueue) : null), [active, session, replayQueue])
  const longLink = useMemo(() => (payload ? sharedLink(encodeLinkNow(payload)) : null), [payload])
  // In the commit that shows the move, uncompressed: a reload right after a move must find this move's link, not the last one's.
  useLayoutEffect(() => {
    if (longLink) history.replaceState(null, '', longLink)
  }, [longLink])
  useEffect(() => {
    if (!payload) return
    let live = true
    // Then the short form. Compressing is asynchronous: a later move's link must never be overwritten by an earlier one's,
    // nor a link the user followed meanwhile (its hashchange may not have been handled yet, so `live` is still true).
    void encodeLink(payload).then((code) => {
      if (live && location.hash === longLink) history.replaceState(null, '', sharedLink(code))
    })
    return () => {
      live = false
    }
  }, [payload, longLink])
}
