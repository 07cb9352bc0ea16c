import type { FuzzKit } from '../../core/ruleset.ts'
import type { NapEvent } from './events.ts'
import type { NapState } from './state.ts'

/**
 * The fuzzer's napoleonic invariants (src/fuzz/): every unit on the field in
 * a hex of the map with strength left, or in the Losses box; strength and
 * morale within the counter's printed values (seed 004); the phase count in
 * range; and every die (the attack's d6, each morale test's d9) in the log.
 */
export const napoleonicFuzz: FuzzKit<NapState, NapEvent> = {
  // Each side's total: its principal, supports and modifiers.
  gaugeIsSum: true,
  check(s) {
    const out: string[] = []
    const hexes = new Set(s.map.places.map((p) => p.id))
    for (const u of s.units) {
      if (u.place !== 'field' && u.place !== 'losses') out.push(`${u.id} is in "${String(u.place)}"`)
      if (u.place === 'field' && !hexes.has(u.at)) out.push(`${u.id} stands on "${u.at}", not a hex of the map`)
      if (u.place === 'field' && u.strength <= 0) out.push(`${u.id} is on the field with strength ${u.strength}`)
      if (u.strength < 0 || u.strength > u.initialStrength) out.push(`${u.id} has strength ${u.strength} of ${u.initialStrength}`)
      if (u.morale < 0 || u.morale > u.initialMorale) out.push(`${u.id} has morale ${u.morale} of ${u.initialMorale}`)
    }
    if (s.phaseNo < 1 || s.phaseNo > s.phases + 1) out.push(`phase ${s.phaseNo} of ${s.phases}`)
    return out
  },
  diceShown: (events) => events.reduce((n, e) => n + (e.t === 'shot' || e.t === 'morale-test' ? 1 : 0), 0),
}
