import { defaultChoice } from '../defaultPolicy.ts'
import type { GrandPolicy } from '../simulate.ts'
import type { TurnState } from './state.ts'
import type { TurnChoice, TurnDecision } from './steps.ts'

/** How a turn is played through: its own questions, and its battles' (a battle's policy). */
export interface TurnPolicy {
  turn(t: TurnState, d: TurnDecision): TurnChoice
  battle: GrandPolicy
}

/** The book's defaults: every air card played, the battles in the list's order (a breakthrough's first), each battle by the battle's default policy. */
export const defaultTurnChoice = (_t: TurnState, d: TurnDecision): TurnChoice =>
  d.kind === 'air-cards'
    ? { kind: 'air-cards', play: d.options.slice(), reason: 'default policy: play every air card' }
    : { kind: 'next-battle', region: d.options[0]!.region, reason: 'default policy: the first battle on the list' }

export const DEFAULT_TURN_POLICY: TurnPolicy = { turn: defaultTurnChoice, battle: defaultChoice }
