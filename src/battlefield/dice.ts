import type { AnyEvent, ShotEvent } from '../engine/core/view.ts'
import type { Speed } from '../store/battleStore.ts'

/** A roll to draw on a counter: which counter, the die, hit or miss, and when. */
export interface DieShow {
  unit: string
  die: number
  hit: boolean
  /** Index among this counter's rolls of the round: where its reminder goes. */
  slot: number
  /** When the large figure appears, in ms from the start of the animation. */
  at: number
}

export const MS_PER_ROLL: Record<Speed, number> = { slow: 650, normal: 260, fast: 90, instant: 0 }

/**
 * The rolls of the last round, in the order they were rolled (section C,
 * "Visual Aspect of Combat Dice"): shots, then panic and rout tests are left
 * to the log. Derived from events only.
 */
export function diceToShow(events: readonly AnyEvent[], speed: Speed): DieShow[] {
  const out: DieShow[] = []
  const slots = new Map<string, number>()
  const step = MS_PER_ROLL[speed]
  for (const e of events) {
    if (e.t !== 'shot') continue
    const shot = e as ShotEvent
    const slot = slots.get(shot.unit) ?? 0
    slots.set(shot.unit, slot + 1)
    out.push({ unit: shot.unit, die: shot.die, hit: shot.hit, slot, at: out.length * step })
  }
  return out
}

/** How long the whole round's dice take at a speed. */
export function diceDuration(shows: readonly DieShow[], speed: Speed): number {
  return shows.length * MS_PER_ROLL[speed]
}
