import type { Side } from '../../../core/types.ts'
import type { GrandEvent, ModifierPart } from '../events.ts'

/**
 * What happens in a turn, in order: the air movement's dice and results, the
 * Battles List, each battle's own events (GrandEvent, as its window shows
 * them) and what each battle's end does to the map. Dice are `shot` events of
 * the core's ShotEvent shape, so the window draws them on their counters.
 */
export type TurnOwnEvent =
  | { t: 'air-move'; side: Side; units: string[]; from: string; path: string[] }
  | { t: 'air-enter'; side: Side; units: string[]; region: string }
  /** An AA gun's or a plane's shot (test 'aa' or 'air'), or the interception test's die (test 'interception': hit = intercepted, value = 3 − the modifiers). */
  | { t: 'shot'; side: Side; unit: string; die: number; value: number; hit: boolean; reroll: boolean; test: 'aa' | 'air' | 'interception'; parts: ModifierPart[]; region: string }
  | { t: 'air-placement'; what: 'hit' | 'panic'; side: Side; unit: string; die: number; among: number }
  | { t: 'air-panic-test'; side: Side; unit: string; die: number; limit: number; failed: boolean }
  /** A plane's state once a fire is over (hits taken, strength left, flying, panicked or destroyed). */
  | { t: 'air-damage'; side: Side; unit: string; hits: number; strength: number; status: 'flying' | 'panicked' | 'destroyed' }
  | { t: 'air-combat'; region: string; winner: Side; scored: Record<Side, number> }
  | { t: 'air-return'; side: Side; units: string[]; to: string; reason: string }
  | { t: 'air-arrive'; side: Side; units: string[]; region: string; joins: boolean }
  | { t: 'battles-list'; regions: string[] }
  | { t: 'battle-open'; region: string; n: number; left: number }
  | { t: 'battle-closed'; region: string; n: number; winner: Side | null; vp: number }
  | { t: 'region-taken'; region: string; side: Side }
  | { t: 'new-battle'; region: string; from: string }
  | { t: 'back-to-base'; side: Side; units: string[] }
  | { t: 'leader-lost'; side: Side; leader: string }
  | { t: 'turn-end'; winner: Side; reason: string }

export type TurnEvent = TurnOwnEvent | GrandEvent

/** A turn's own event (not one of its battles'): air shots carry the test they belong to. */
export function isTurnOwn(e: TurnEvent): e is TurnOwnEvent {
  return e.t === 'shot' ? 'test' in e : TURN_KINDS.has(e.t)
}

const TURN_KINDS = new Set([
  'air-move',
  'air-enter',
  'air-placement',
  'air-panic-test',
  'air-damage',
  'air-combat',
  'air-return',
  'air-arrive',
  'battles-list',
  'battle-open',
  'battle-closed',
  'region-taken',
  'new-battle',
  'back-to-base',
  'leader-lost',
  'turn-end',
])
