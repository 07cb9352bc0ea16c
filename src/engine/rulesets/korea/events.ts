import type { Side } from '../../core/types.ts'
import type { ShotEvent } from '../../core/view.ts'
import type { Part } from './combat.ts'
import type { CombatKind } from './state.ts'

/** What a loss point was satisfied with, as the log tells it (8.3's ways). */
export const LOSS_KINDS = ['static', 'retreat', 'retreat-far', 'depot', 'vp', 'rout'] as const
export type LossKind = (typeof LOSS_KINDS)[number]

/** Why a combat is called off (K14). */
export const CALL_OFF_REASONS = ['no attacker', 'no defender'] as const
export type CallOffReason = (typeof CALL_OFF_REASONS)[number]

/** Everything a korea battle logs; describe.ts words each with names. */
export type KoreaEvent =
  | { t: 'combat'; combat: number; of: number; kind: CombatKind; attack: string[]; defend: string; mp: number }
  | { t: 'cancelled'; combat: number; defend: string; why: CallOffReason }
  | { t: 'lead'; side: Side; unit: string; reason?: string }
  | { t: 'depot-expended'; depot: string }
  | { t: 'modifiers'; side: Side; parts: Part[]; total: number }
  | ShotEvent
  | { t: 'chips'; side: Side; chips: { unit: string; value: number }[]; total: number }
  | { t: 'differential'; totals: Record<Side, number>; differential: number; ratio: Record<Side, number>; ratioWhy: string; lp: Record<Side, number> }
  | { t: 'losses'; side: Side; owed: number; picks: { kind: LossKind; id: string; count: number }[]; reason?: string }
  | { t: 'static'; unit: string }
  | { t: 'retreat'; unit: string; from: string; to: string; far: boolean; why: string; reason?: string }
  | { t: 'depot-eliminated'; depot: string }
  | { t: 'vp-spent'; side: Side; vp: number; left: number }
  /** `vp` paid from the side's own VP; `toEnemy` the rest of the penalty, which the enemy gains (K22). */
  | { t: 'rout'; unit: string; side: Side; vp: number; toEnemy: number }
  | { t: 'ground'; hex: string; vp: number; toEnemy: number }
  | { t: 'end'; winner: Side | null; reason: string }

/** Every event type once: the type checker holds this list to the union above, both ways. */
const EVENT_TYPE_SET: Record<KoreaEvent['t'], true> = {
  combat: true,
  cancelled: true,
  lead: true,
  'depot-expended': true,
  modifiers: true,
  shot: true,
  chips: true,
  differential: true,
  losses: true,
  static: true,
  retreat: true,
  'depot-eliminated': true,
  'vp-spent': true,
  rout: true,
  ground: true,
  end: true,
}
export const EVENT_TYPES = Object.keys(EVENT_TYPE_SET) as KoreaEvent['t'][]
