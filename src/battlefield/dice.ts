import type { AnyEvent, ShotEvent } from '../engine/core/view.ts'
import type { Speed } from '../store/battleStore.ts'

/** A roll to draw on a counter: which counter, the die, hit or miss, and when. */
export interface DieShow {
  unit: string
  die: number
  hit: boolean
  /** Index among this counter's rolls of the round: where its reminder goes. */
  slot: number
  /** When the large die appears, in ms from the start of the round's show. */
  at: number
}

/** How a gesture's events play out on the field: each die, and when each event's result may show. */
export interface RoundShow {
  dice: DieShow[]
  /** Per event, in order: when its log line and its result appear (a shot's after its die). */
  reveal: number[]
  /** When the show is over: the field may then show the state after the gesture. */
  end: number
}

export const MS_PER_ROLL: Record<Speed, number> = { slow: 650, normal: 260, fast: 90, instant: 0 }

/** A result without a die of its own (a loss, a panic, a gauge change) still takes a beat, so the log reads line by line. */
const BEAT = 0.3

/**
 * The events of one gesture laid out in time (section C, "Visual Aspect of
 * Combat Dice"): every die in the order rolled; a shot's line once its die
 * has shown; the results that follow a die only after it. Derived from the
 * events only, so every rule system plays the same way.
 */
export function roundShow(events: readonly AnyEvent[], speed: Speed): RoundShow {
  const step = MS_PER_ROLL[speed]
  const dice: DieShow[] = []
  const reveal: number[] = []
  const slots = new Map<string, number>()
  let t = 0
  for (const e of events) {
    if (e.t === 'shot') {
      const shot = e as ShotEvent
      const slot = slots.get(shot.unit) ?? 0
      slots.set(shot.unit, slot + 1)
      dice.push({ unit: shot.unit, die: shot.die, hit: shot.hit, slot, at: t })
      reveal.push(t + step / 2)
      t += step
    } else {
      t += step * BEAT
      reveal.push(t)
    }
  }
  return { dice, reveal, end: t }
}
