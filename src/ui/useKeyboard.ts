import { useEffect } from 'react'
import { SPEEDS, type Speed } from '../store/battleStore.ts'
import { isTextEntry } from './textEntry.ts'

interface Keys {
  launch(): void
  undo(): void
  toggleLog(): void
  setSpeed(s: Speed): void
  pause(): void
  /** Ends the round's show on the field, and does nothing else (unlike Space, which launches once it is over). */
  skip?(): void
  /** Opens or closes the forecast. */
  forecast?(): void
}

/** Space launches the next round (or ends its show), S ends the show only, U (or Ctrl+Z) undoes, L opens or closes the log, 1–4 set the speed, P pauses an AI battle, F opens or closes the forecast. */
export function useKeyboard(keys: Keys): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null
      if (isTextEntry(t)) return
      // The browser's and the screen reader's own shortcuts (Ctrl+L, Alt+…) pass by; Ctrl+Z is ours.
      if (e.altKey || ((e.ctrlKey || e.metaKey) && e.key !== 'z')) return
      if (e.key === ' ' && !(t && t.tagName === 'BUTTON')) {
        e.preventDefault()
        keys.launch()
      } else if (e.key === 'u' || (e.key === 'z' && (e.ctrlKey || e.metaKey))) {
        e.preventDefault()
        keys.undo()
      } else if (e.key === 'l') keys.toggleLog()
      else if (e.key === 'p') keys.pause()
      else if (e.key === 's') keys.skip?.()
      else if (e.key === 'f') keys.forecast?.()
      else if (/^[1-4]$/.test(e.key)) keys.setSpeed(SPEEDS[Number(e.key) - 1]!)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [keys])
}
