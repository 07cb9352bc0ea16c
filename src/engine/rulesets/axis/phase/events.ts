import type { Side } from '../../../core/types.ts'
import type { AxisEvent } from '../events.ts'

/** What the phase itself does between its battles; the battles' own events pass through as they are. */
export type PhaseOwnEvent =
  | { t: 'combat-move'; from: string; to: string; units: string[] }
  | { t: 'area-taken'; area: string; how: 'empty' | 'battle' | 'breakthrough' }
  | { t: 'battle-list'; stage: 'normal' | 'breakthrough'; areas: string[] }
  | { t: 'battle-open'; area: string; n: number; stage: 'normal' | 'breakthrough'; left: number }
  | { t: 'battle-closed'; area: string; n: number; winner: Side | null; reason: string; conquered: boolean }
  | { t: 'breakthrough-stage'; groups: string[] }
  | { t: 'phase-decision'; side: Side; kind: 'next battle' | 'breakthrough'; choice: string; reason: string | null }
  | { t: 'breakthrough-move'; from: string; to: string; units: string[]; empty: boolean }
  | { t: 'no-breakthrough'; from: string; reason: string }
  | { t: 'phase-end'; winner: Side | null; reason: string }

export type PhaseEvent = PhaseOwnEvent | AxisEvent

const OWN = new Set<string>(['combat-move', 'area-taken', 'battle-list', 'battle-open', 'battle-closed', 'breakthrough-stage', 'phase-decision', 'breakthrough-move', 'no-breakthrough', 'phase-end'])

export const isPhaseOwn = (e: PhaseEvent): e is PhaseOwnEvent => OWN.has(e.t)
