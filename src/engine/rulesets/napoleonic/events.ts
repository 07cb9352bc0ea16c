import type { Side } from '../../core/types.ts'
import type { ShotEvent } from '../../core/view.ts'

/** One strength in a total: the unit, its Combat Strength, what it counts for and why. */
export interface StrengthPart {
  unit: string
  base: number
  value: number
  role: 'attacker' | 'defender' | 'support'
  /** Terrain's correction ("stream: halved", "woods: doubled"); null when none. */
  note: string | null
  /** Supports only: a victorious unit supports even in contact with another enemy. */
  victorious?: boolean
}

export interface Modifier {
  source: string
  value: number
}

/** Everything a napoleonic battle logs; describe.ts words each with unit names. */
export type NapEvent =
  | { t: 'phase'; phase: number; side: Side }
  | { t: 'declare'; side: Side; attacker: string; defender: string; reason?: string }
  | { t: 'end-declared'; side: Side; reason?: string }
  | { t: 'phase-end'; phase: number; side: Side; why: 'ended' | 'no attack left' }
  | { t: 'totals'; attack: number; defend: number; attackParts: StrengthPart[]; defendParts: StrengthPart[] }
  | { t: 'ratio'; attack: number; defend: number; column: string }
  | { t: 'modifier'; source: string; value: number }
  | ShotEvent
  | { t: 'result'; face: number; drm: number; row: number; column: string; attackerLoss: number; attackerTest: boolean; defenderLoss: number; defenderTest: boolean }
  | { t: 'loss'; unit: string; points: number; left: number }
  | { t: 'eliminated'; unit: string; side: Side; why: 'strength' | 'no retreat' }
  | { t: 'morale-test'; unit: string; roll: number; morale: number; passed: boolean }
  | { t: 'no-test'; unit: string }
  | { t: 'retreat'; unit: string; from: string; to: string; why: string }
  | { t: 'morale-loss'; unit: string; morale: number }
  | { t: 'victorious'; unit: string; regained: number; morale: number }
  | { t: 'advance'; unit: string; from: string; to: string }
  | { t: 'advance-refused'; unit: string; to: string; why: string }
  | { t: 'objective'; hex: string; side: Side }
  | { t: 'end'; winner: Side | null; reason: string }
