import type { Side } from '../../core/types.ts'
import type { Mission, StepId } from './state.ts'

/**
 * Everything that happens in an axis battle, in order. The log, the dice
 * overlays and the walkthroughs read these; nothing else reports the battle.
 */
export type AxisEvent =
  | { t: 'round'; round: number }
  | { t: 'step'; round: number; step: StepId; label: string }
  | { t: 'decision'; side: Side; kind: string; choice: string; reason: string | null }
  | { t: 'support'; unit: string; joins: boolean }
  | { t: 'assign'; side: Side; unit: string; mission: Mission; reason: string }
  /** §5.2 special rule 1: this side's TacAir fights without friendly land units this round. */
  | { t: 'exposed'; side: Side; units: string[] }
  /** side: the shooter's side; value: the number needed; target: the aimed-at unit. */
  | { t: 'shot'; side: Side; unit: string; die: number; value: number; hit: boolean; target?: string }
  /** side: the side that takes the hits; line: half hits on fortified infantry (§5.7.4). */
  | { t: 'hits'; side: Side; step: StepId; hits: number; line: number; normal: number }
  | { t: 'casualty'; side: Side; unit: string; reason: string }
  | { t: 'flip'; side: Side; unit: string }
  | { t: 'unflip'; side: Side; unit: string; reason: string }
  | { t: 'wasted'; side: Side; hits: number; reason: string }
  | { t: 'retreat'; side: Side; what: 'air' | 'all'; to: string; units: string[] }
  | { t: 'fortification-captured'; area: string; name: string }
  | { t: 'breakthrough'; qualified: boolean; reason: string; units: string[]; areas: string[] }
  | { t: 'end'; winner: Side | null; reason: string }
