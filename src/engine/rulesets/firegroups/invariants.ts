import type { FuzzKit } from '../../core/ruleset.ts'
import type { FgEvent } from './events.ts'
import type { FgState } from './state.ts'

/**
 * The fuzzer's fire-group invariants (src/fuzz/): every unit alive on a square
 * of the map or destroyed, endurance within its maximum, production centres'
 * damage never below zero and the build steps it denied at most the centre's
 * steps each turn, the turn count in range,
 * and every die in the log.
 */
export const firegroupsFuzz: FuzzKit<FgState, FgEvent> = {
  check(s) {
    const out: string[] = []
    const squares = new Set(s.map.places.map((p) => p.id))
    for (const u of s.units) {
      if (u.alive && !squares.has(u.at)) out.push(`${u.id} stands on "${u.at}", not a square of the map`)
      if (u.endurance < 0 || u.endurance > u.maxEndurance) out.push(`${u.id} has endurance ${u.endurance} of ${u.maxEndurance}`)
    }
    for (const c of s.centers) {
      // Damage may pass the build steps (it cuts them all, and no further: `denied` counts at most the steps a turn).
      if (c.damage < 0 || c.cut < 0 || c.denied < 0 || c.denied > c.steps * s.turns) out.push(`centre ${c.name}: damage ${c.damage}, cut ${c.cut}, denied ${c.denied} of ${c.steps} steps a turn`)
    }
    if (s.turn < 1 || s.turn > s.turns + 1) out.push(`turn ${s.turn} of ${s.turns}`)
    return out
  },
  // A shot's percentile die, and the die that drew its target when there were several (§1: at random).
  diceShown: (events) => events.reduce((n, e) => n + (e.t === 'shot' ? (e.drawn ? 2 : 1) : 0), 0),
}
