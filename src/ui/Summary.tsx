import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { BattleResult } from '../engine/core/types.ts'
import type { BattleView } from '../engine/core/view.ts'
import type { BattleState } from '../engine/rulesets/registry.ts'
import { allEvents, type Session } from '../store/session.ts'
import { MiniCounter } from './MiniCounter.tsx'
import { uiOf } from './rulesetUi.ts'
import { WinTrace } from './summary/WinTrace.tsx'
import { SideAccount } from './summary/SideAccount.tsx'

interface Props {
  session: Session
  result: BattleResult
  state: BattleState
  view: BattleView
  onNew(): void
  onReplay(): void
  onUndo(): void
  /** Hides the summary to look at the field; the battle stays over (the toolbar's Summary button opens it again). */
  onClose(): void
}

/**
 * Whether the player closed the summary of the position on show. Closing holds for that position only: after an
 * Undo, a Replay or a new battle, the next end of battle shows its summary again by itself.
 */
export function useSummaryClosed(position: object): { closed: boolean; close(): void; open(): void } {
  const [closedAt, setClosedAt] = useState<object | null>(null)
  const close = useCallback(() => setClosedAt(position), [position])
  const open = useCallback(() => setClosedAt(null), [])
  return { closed: closedAt === position, close, open }
}

/** The toolbar's way back to a closed summary. */
export function SummaryButton({ onOpen }: { onOpen(): void }) {
  return (
    <button type="button" onClick={onOpen} data-testid="show-summary" title="Show the end-of-battle summary again">
      Summary
    </button>
  )
}

/** The end of battle (seed 000 section C, End of Battle; L; M): who won and why, what each side lost, each rule system's own record, and the chance to win round by round with the luck. */
export function Summary({ session, result, state, view, onNew, onReplay, onUndo, onClose }: Props) {
  // Escape closes it, as the Close button does.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      e.preventDefault()
      onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  // A modal dialog takes the focus and keeps Tab inside it (WCAG 2.4.3); closing gives the focus back to where it was.
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const back = document.activeElement as HTMLElement | null
    box.current?.focus()
    return () => back?.focus?.()
  }, [])
  const trapTab = (e: React.KeyboardEvent) => {
    if (e.key !== 'Tab' || !box.current) return
    const items = [...box.current.querySelectorAll<HTMLElement>('button, [href], summary, [tabindex="0"]')].filter((el) => !el.hasAttribute('disabled'))
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
  const winner = result.winner ? view.sides[result.winner].name : null
  const cancelled = (result as { cancelled?: boolean }).cancelled ?? false
  const Record = uiOf(state.ruleset).Summary
  const events = useMemo(() => allEvents(session), [session])
  return (
    <div className="dialog-backdrop">
      <div ref={box} tabIndex={-1} onKeyDown={trapTab} className="dialog summary" role="dialog" aria-modal="true" aria-labelledby="summary-title" data-testid="summary">
        <h2 id="summary-title">{cancelled ? 'Battle cancelled' : winner ? `${winner} wins` : 'No winner'}</h2>
        <p className="reason" data-testid="summary-reason">
          {result.reason}
        </p>
        <div className="summary-sides">
          {(['attacker', 'defender'] as const).map((side) => {
            const sv = view.sides[side]
            return (
              <section key={side} data-testid={`summary-${side}`}>
                {/* The side's colour as a mark beside its name: as text colour it read at 1.4–2.9:1 on the dialog. */}
                <h3 className="summary-side-name" style={{ borderLeftColor: sv.color }}>
                  {sv.name}
                </h3>
                <SideAccount side={side} initial={session.initial} state={state} view={view} events={events} />
                <p>Losses ({sv.losses.length}):</p>
                <div className="lrb-units">
                  {sv.losses.map((c) => (
                    <MiniCounter key={c.id} c={c} color={sv.color} />
                  ))}
                </div>
                {view.routs && (
                  <>
                    <p>Routs ({sv.routs.length}):</p>
                    <div className="lrb-units">
                      {sv.routs.map((c) => (
                        <MiniCounter key={c.id} c={c} color={sv.color} />
                      ))}
                    </div>
                  </>
                )}
              </section>
            )
          })}
        </div>
        {Record && (
          <Suspense fallback={<p>Loading the battle's record…</p>}>
            <Record session={session} state={state} />
          </Suspense>
        )}
        {/* Every rule system's chance-to-win trace and luck, from its odds kit (src/odds/trace.ts). */}
        <WinTrace session={session} state={state} names={{ attacker: view.sides.attacker.name, defender: view.sides.defender.name }} cancelled={cancelled} />
        <div className="dialog-buttons">
          <button type="button" onClick={onClose} title="Hide the summary to look at the field (Escape); the toolbar's Summary button shows it again" data-testid="summary-close">
            Close
          </button>
          <button type="button" onClick={onUndo} title="Take back the last decision or round (U)">
            Undo
          </button>
          <button type="button" onClick={onNew}>
            New battle
          </button>
          <button type="button" onClick={onReplay}>
            Replay
          </button>
        </div>
      </div>
    </div>
  )
}

