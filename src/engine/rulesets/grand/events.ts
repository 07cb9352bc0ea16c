import type { Side } from '../../core/types.ts'
import type { MoralePart } from './state.ts'
import type { RoundId } from './rounds.ts'

/**
 * Everything that happens in a grand battle, in order. The log, the dice
 * overlays and the animations all read these; nothing else reports the battle.
 */
export type GrandEvent =
  | { t: 'round'; round: RoundId; name: string; number: number }
  | { t: 'skip'; round: RoundId; reason: string }
  | { t: 'card'; side: Side; card: string; name: string; round: RoundId | null }
  | { t: 'decision'; side: Side; kind: string; choice: string; reason: string | null }
  /** answer: worked out again for a side answering a first volley (section J), because that volley changed them. */
  | { t: 'modifiers'; side: Side; round: RoundId; parts: ModifierPart[]; answer?: true }
  | { t: 'shot'; side: Side; unit: string; die: number; value: number; hit: boolean; reroll: boolean }
  /** side: the side that takes the hits. */
  | { t: 'hits'; side: Side; unit: string; hits: number; strength: number; from: 'cav' | 'other' | 'mixed' }
  | { t: 'wasted'; side: Side; hits: number; reason: string }
  | { t: 'eliminated'; side: Side; unit: string; reason: string }
  | { t: 'panic'; side: Side; unit: string; die: number; limit: number; panicked: boolean }
  | { t: 'bm'; side: Side; from: number; to: number; reason: string; parts: MoralePart[] }
  | { t: 'heavy-losses'; side: Side; lost: number; present: number }
  | { t: 'rout-test'; side: Side; die: number; limit: number; routed: boolean }
  | { t: 'no-rout-test'; reason: string }
  | { t: 'routed'; side: Side; units: string[] }
  | { t: 'pursuit'; side: Side; allowed: boolean; reason: string }
  | { t: 'total-elimination'; side: Side; units: string[] }
  /** A die chose at random (section K: the support units total elimination takes; section M: a retreat among regions equally close to supply): its face 1 … among, and what it chose. */
  | { t: 'draw'; side: Side; what: 'total-elimination' | 'retreat'; die: number; among: number; chosen: string }
  | { t: 'retreat'; side: Side; unit: string; to: string | null; reason: string }
  | { t: 'breakthrough'; side: Side; region: string | null; units: string[] }
  | { t: 'end'; winner: Side | null; reason: string }

export interface ModifierPart {
  source: string
  value: number
  /** Only these kinds of unit get it; all when absent. */
  kinds?: string[]
}
