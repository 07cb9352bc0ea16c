import type { BattlefieldLayout } from '../battlefield/layout.ts'
import type { BattleState } from '../engine/rulesets/registry.ts'
import type { BattleView } from '../engine/core/view.ts'

interface WalkthroughSource {
  id: string
  step: number
  steps: number
  error: string | null
  playing: boolean
  state: BattleState
  view: BattleView
  /** The field's layout as last drawn (counters' places), for pointing at a counter. */
  layout(): BattlefieldLayout | null
}

let source: WalkthroughSource | null = null

/**
 * window.__walkthrough: a read-only look at the walkthrough on screen for
 * end-to-end tests, in dev and test builds only (like window.__battle).
 */
export function publishWalkthroughHook(next: WalkthroughSource | null): void {
  if (import.meta.env.MODE === 'production') return
  source = next
  if ('__walkthrough' in window) return
  const copy = <T,>(x: T): T => JSON.parse(JSON.stringify(x)) as T
  Object.defineProperty(window, '__walkthrough', {
    configurable: false,
    value: Object.freeze({
      get active() {
        return source !== null
      },
      get id() {
        return source?.id ?? null
      },
      get step() {
        return source?.step ?? 0
      },
      get steps() {
        return source?.steps ?? 0
      },
      get error() {
        return source?.error ?? null
      },
      get playing() {
        return source?.playing ?? false
      },
      get state() {
        return source && copy(source.state)
      },
      get view() {
        return source && copy(source.view)
      },
      get layout() {
        return source && copy(source.layout())
      },
    }),
  })
}
