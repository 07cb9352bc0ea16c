import type { FuzzKit } from '../../core/ruleset.ts'
import type { KoreaEvent } from './events.ts'
import type { KoreaState } from './state.ts'

/**
 * The fuzzer's korea invariants (src/fuzz/): every unit on a hex of the map
 * or in the Rout box, every depot on the map, expended or eliminated, victory
 * points never below zero, the combats fought within the turn's list, and
 * every die (each lead's d10 and each combat chip drawn) in the log.
 */
export const koreaFuzz: FuzzKit<KoreaState, KoreaEvent> = {
  // The Roll and DRM diamonds: die, modifiers and chips add up to the figure shown (8.0).
  gaugeIsSum: true,
  check(s) {
    const out: string[] = []
    const hexes = new Set(s.map.places.map((p) => p.id))
    for (const u of s.units) {
      if (u.place !== 'field' && u.place !== 'routs') out.push(`${u.id} is in "${String(u.place)}"`)
      if (u.place === 'field' && !hexes.has(u.at)) out.push(`${u.id} stands on "${u.at}", not a hex of the map`)
    }
    for (const d of s.depots) if (!['map', 'expended', 'eliminated'].includes(d.place)) out.push(`depot ${d.id} is in "${d.place}"`)
    for (const side of ['attacker', 'defender'] as const) if (s.sides[side].vp < 0) out.push(`${side} has ${s.sides[side].vp} VP`)
    if (s.fought > s.combats.length) out.push(`${s.fought} combats fought of ${s.combats.length}`)
    return out
  },
  diceShown: (events) => events.reduce((n, e) => n + (e.t === 'shot' ? 1 : e.t === 'chips' ? e.chips.length : 0), 0),
}
