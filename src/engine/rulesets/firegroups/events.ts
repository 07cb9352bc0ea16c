import type { Side } from '../../core/types.ts'
import type { ShotEvent } from '../../core/view.ts'
import type { Group } from './units.ts'

/** How a shot was fired: in a fire group's combat, as ranged fire into an adjacent square, or at an aircraft passing an AA gun. */
export const FIRE_KINDS = ['combat', 'ranged', 'passing'] as const
export type FireKind = (typeof FIRE_KINDS)[number]

/** A die: the core's ShotEvent (the window's dice read it), with the target and how it was fired. */
export type FgShot = ShotEvent & {
  target: string
  fire: FireKind
  /** Combat fire: the endurance the shooter has left after paying for the shot. */
  endurance?: number
  /** The die that drew the target at random among `among` enemy units (§1, §2: face 1 … among); absent when there was only one. */
  drawn?: { face: number; among: number }
}

/** Everything a fire-group battle logs; describe.ts words each with unit and square names. */
export type FgEvent =
  | { t: 'turn'; turn: number }
  | { t: 'production'; center: string; steps: number; cut: number }
  | { t: 'orders'; side: Side; sent: number; leaving: number; pio: number; reason?: string }
  | { t: 'phase'; turn: number; phase: number }
  | { t: 'leave'; unit: string; to: string }
  | { t: 'enter'; unit: string; from: string; jump: boolean }
  | { t: 'combat'; why: 'pinned' | 'arrivals' }
  | { t: 'no-combat'; why: 'not contested' | 'no arrivals' }
  | { t: 'promote'; side: Side; units: string[]; reason?: string }
  | { t: 'group'; group: Group }
  | FgShot
  | { t: 'destroyed'; unit: string }
  | { t: 'ranged' }
  | { t: 'bombed'; unit: string; center: string; damage: number; total: number }
  | { t: 'no-damage'; unit: string; center: string }
  | { t: 'land'; unit: string; to: string }
  | { t: 'repair'; center: string; points: number; by: 'auto' | 'pio'; damage: number }
  | { t: 'improve'; center: string; steps: number }
  | { t: 'end'; winner: Side | null; reason: string }

/** Every event type once; the type checker holds the table to the union above. */
const EVENT_TYPE_TABLE: Record<FgEvent['t'], true> = {
  turn: true, production: true, orders: true, phase: true, leave: true, enter: true, combat: true, 'no-combat': true, promote: true, group: true,
  shot: true, destroyed: true, ranged: true, bombed: true, 'no-damage': true, land: true, repair: true, improve: true, end: true,
}
export const EVENT_TYPES = Object.keys(EVENT_TYPE_TABLE) as FgEvent['t'][]
