import type { SideView } from '../engine/core/view.ts'
import { Flag } from './Flag.tsx'

/**
 * Hot-seat: a secret question (a hand of cards, orders the other side must not
 * see) is never shown to the other side; this screen stands between the two.
 */
export function Handoff({ side, onReveal, what = 'cards' }: { side: SideView; onReveal(): void; what?: 'cards' | 'orders' }) {
  return (
    <div className="dialog-backdrop opaque">
      <div
        className="dialog handoff"
        role="dialog"
        aria-modal="true"
        aria-labelledby="handoff-title"
        aria-describedby="handoff-note"
        data-testid="handoff"
        onKeyDown={(e) => {
          // A modal screen with one button: Tab and Shift+Tab stay on it instead of reaching the window hidden behind.
          if (e.key !== 'Tab') return
          e.preventDefault()
          e.currentTarget.querySelector('button')?.focus()
        }}
      >
        <Flag side={side} width={96} />
        <h2 id="handoff-title">Pass the device to {side.name}</h2>
        <p id="handoff-note">
          The {side.side} {what === 'cards' ? 'plays cards' : 'gives its orders'} now. The other side should look away.
        </p>
        <button type="button" className="primary" autoFocus onClick={onReveal}>
          I am {side.name}: {what === 'cards' ? 'show my hand' : 'show my orders'}
        </button>
      </div>
    </div>
  )
}
