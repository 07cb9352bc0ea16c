import type { SideView } from '../engine/core/view.ts'
import { Flag } from './Flag.tsx'

/** Hot-seat: a hand is never shown to the other side; this screen stands between the two. */
export function Handoff({ side, onReveal }: { side: SideView; onReveal(): void }) {
  return (
    <div className="dialog-backdrop opaque">
      <div className="dialog handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title" data-testid="handoff">
        <Flag flag={side.flag} name={side.name} width={96} />
        <h2 id="handoff-title">Pass the device to {side.name}</h2>
        <p>The {side.side} plays cards now. The other side should look away.</p>
        <button type="button" autoFocus onClick={onReveal}>
          I am {side.name}: show my hand
        </button>
      </div>
    </div>
  )
}
