/**
 * Resolves once the battle window's field has drawn its first frame, or after
 * a while without a field. The odds and AI workers start only then: their
 * code (a rule system's solvers, the AI) is not fetched before the window is
 * on screen, and they do not compete with the first paint for the cores.
 */
let resolve: (() => void) | null = null
const painted = new Promise<void>((r) => {
  resolve = r
})

const LATEST_MS = 2500
if (typeof window !== 'undefined') window.setTimeout(() => release(), LATEST_MS)

function release(): void {
  resolve?.()
  resolve = null
}

/** The field drew its first frame: said on the page too (data-field-painted), where a speed check reads when the window was on screen. */
export function markPainted(): void {
  const root = typeof document !== 'undefined' ? document.documentElement : null
  if (root && root.dataset.fieldPainted === undefined) root.dataset.fieldPainted = String(Math.round(performance.now()))
  release()
}

export function afterFirstPaint(): Promise<void> {
  return painted
}
