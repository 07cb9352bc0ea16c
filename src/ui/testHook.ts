import { isDimmed } from '../battlefield/dimming.ts'
import type { BattlefieldLayout } from '../battlefield/layout.ts'
import type { MapTransform } from '../battlefield/mapLayout.ts'
import type { BattleView } from '../engine/core/view.ts'
import type { BattleState } from '../engine/rulesets/registry.ts'
import type { OddsEstimate } from '../odds/oddsPool.ts'
import { allEvents, type Session } from '../store/session.ts'

interface HookSource {
  session: Session
  state: BattleState
  view: BattleView
  layout(): BattlefieldLayout | null
  /** The map board's transform when the field shows a map (map units to canvas pixels). */
  map(): MapTransform | null
  odds: OddsEstimate | null
  /** The last gesture is still playing out on the field. */
  playing: boolean
  /** The view the field draws now: the state before the last gesture while it plays. */
  fieldView: BattleView
}

let source: HookSource | null = null
/** Every large die the field has shown, with when (performance.now()): end-to-end tests check the order of a round's show. */
const diceShown: { unit: string; die: number; t: number }[] = []

let frames = 0
/** Called by the canvas on every frame it draws (test builds only): an idle field draws none. */
export function noteFrame(): void {
  if (import.meta.env.MODE !== 'production') frames++
}

/** Called by the dice layer when a die appears on its counter (test builds only). */
export function noteDieShown(unit: string, die: number): void {
  if (import.meta.env.MODE !== 'production') diceShown.push({ unit, die, t: performance.now() })
}

/**
 * window.__battle: a read-only look at the engine state and the view model for
 * end-to-end tests, in dev and test builds only. Each read is a fresh copy.
 */
export function publishTestHook(next: HookSource | null): void {
  if (import.meta.env.MODE === 'production') return
  source = next
  if (!('__battle' in window)) {
    const copy = <T,>(x: T): T => JSON.parse(JSON.stringify(x)) as T
    Object.defineProperty(window, '__battle', {
      configurable: false,
      value: Object.freeze({
        get active() {
          return source !== null
        },
        get state() {
          return source && copy(source.state)
        },
        get view() {
          return source && copy(source.view)
        },
        get events() {
          return source && copy(allEvents(source.session))
        },
        get gestures() {
          return source ? source.session.gestures.length : 0
        },
        get seed() {
          return source?.session.seed ?? null
        },
        /** Who plays each side: 'human' or an AI level. */
        get players() {
          return source ? { ...source.session.players } : null
        },
        get layout() {
          return source && copy(source.layout())
        },
        /** The map's transform (map units to canvas pixels) while the field shows a map; null otherwise. */
        get map() {
          return source?.map() ? { ...source.map()! } : null
        },
        /** Canvas position of each map place while the field shows the map (null otherwise). */
        get mapPlaces() {
          const t = source?.map()
          if (!source || !t || !source.view.map) return null
          return Object.fromEntries(source.view.map.places.map((p) => [p.id, { x: t.x + p.x * t.scale, y: t.y + p.y * t.scale }]))
        },
        /** Ids of the counters drawn dimmed now. */
        get dimmed() {
          return source ? source.view.counters.filter((c) => isDimmed(source!.view, c)).map((c) => c.id) : []
        },
        get odds() {
          return source && copy(source.odds)
        },
        get playing() {
          return source?.playing ?? false
        },
        get fieldView() {
          return source && copy(source.fieldView)
        },
        get diceShown() {
          return diceShown.slice()
        },
        /** Frames the canvas has drawn since the page loaded. */
        get frames() {
          return frames
        },
      }),
    })
  }
}
