import type { Side } from '../../core/types.ts'
import type { ModifierPart } from './events.ts'
import { allocateHits } from './losses.ts'
import { firingValue } from './modifiers.ts'
import { roundKind, type RoundId } from './rounds.ts'
import type { GrandState, Unit } from './state.ts'
import { d10, type Work } from './work.ts'

/**
 * Who fires in each round (sections D–I): artillery-role units in Artillery
 * Preparation, ground-attack aircraft in Air Support, minefields in Mines,
 * recon units in Recon; in Main and Next every combat unit but minefields,
 * support artillery and plain fighters and bombers; in Pursuit the victor's
 * armored and mechanized units.
 */
export function canFire(s: GrandState, u: Unit, round: RoundId): boolean {
  if (u.place !== 'field' || u.strength <= 0) return false
  switch (roundKind(round)) {
    case 'artillery':
      return u.artillery
    case 'air':
      return u.air && u.groundAttack
    case 'mines':
      return u.minefield
    case 'recon':
      return u.recon
    case 'ambush':
      return u.side === ambushSide(s) && u.role === 'combat' && !u.air && !u.minefield
    case 'main':
    case 'next':
      return u.role === 'combat' && !u.minefield && (!u.air || u.closeSupport)
    case 'pursuit':
      return u.side === s.pursuer && u.pursuit && u.role === 'combat' && !u.air
  }
}

/**
 * Who can be hit: the enemy's land combat units on the field (support units
 * stand behind the lines, aircraft are beyond reach of a land battle). In
 * Pursuit the routed side's panicked units come back and can be hit too.
 */
export function canBeTargeted(s: GrandState, u: Unit, round: RoundId): boolean {
  if (u.strength <= 0 || u.role !== 'combat' || u.air) return false
  if (roundKind(round) === 'pursuit') return u.side !== s.pursuer && u.place !== 'losses'
  return u.place === 'field'
}

export function ambushSide(s: GrandState): Side | null {
  for (const e of s.effects) if (e.effect.type === 'ambush') return e.side
  return null
}

/** The card in effect that lets a side roll every missed shot again in this round, if any. */
export function rerollCard(s: GrandState, side: Side, round: RoundId): GrandState['effects'][number] | undefined {
  const kind = roundKind(round)
  return s.effects.find((e) => e.side === side && e.effect.type === 'reroll' && e.effect.rounds.includes(kind))
}

export interface Volley {
  cav: number
  other: number
}

/** Every shot of a side's capable units: ROF shots each, elite re-roll of a miss (section C). */
export function fireSide(w: Work, side: Side, round: RoundId, parts: readonly ModifierPart[]): Volley {
  const s = w.s
  const volley: Volley = { cav: 0, other: 0 }
  const reroll = rerollCard(s, side, round) !== undefined
  for (const u of s.units) {
    if (u.side !== side || !canFire(s, u, round)) continue
    const value = firingValue(u, parts)
    for (let shot = 0; shot < u.rof; shot++) {
      let die = d10(w, value)
      let hit = die <= value
      if (w.ev) w.ev.push({ t: 'shot', side, unit: u.id, die, value, hit, reroll: false })
      if (!hit && (u.elite || reroll)) {
        die = d10(w, value)
        hit = die <= value
        if (w.ev) w.ev.push({ t: 'shot', side, unit: u.id, die, value, hit, reroll: true })
      }
      if (hit) {
        if (u.cav) volley.cav++
        else volley.other++
      }
    }
  }
  return volley
}

/**
 * Allocates a volley on the target side (section I) and applies it: hits,
 * eliminations, panic tests. Returns the strength points lost.
 */
export function applyVolley(w: Work, target: Side, round: RoundId, volley: Volley): number {
  const s = w.s
  const targets: Unit[] = []
  for (const u of s.units) if (u.side === target && canBeTargeted(s, u, round)) targets.push(u)
  const alloc = allocateHits(targets, volley.cav, volley.other)
  if (w.ev) {
    if (alloc.halfWasted) {
      w.ev.push({ t: 'wasted', side: target, hits: alloc.halfWasted, reason: 'only CavUnits remain: half the OtherUnits hits are lost' })
    }
    if (alloc.excess) w.ev.push({ t: 'wasted', side: target, hits: alloc.excess, reason: 'no unit left to absorb them' })
  }
  const st = s.sides[target]
  const pursuit = roundKind(round) === 'pursuit'
  const from = volley.cav && volley.other ? 'mixed' : volley.cav ? 'cav' : 'other'
  let lost = 0
  for (let i = 0; i < targets.length; i++) {
    const h = alloc.hits[i]!
    if (h === 0) continue
    const u = targets[i]!
    const before = u.strength
    u.strength = before - h
    lost += h
    if (w.ev) w.ev.push({ t: 'hits', side: target, unit: u.id, hits: h, strength: u.strength, from })
    if (u.strength <= 0) {
      u.strength = 0
      u.place = 'losses'
      st.eliminated++
      if (w.ev) w.ev.push({ t: 'eliminated', side: target, unit: u.id, reason: 'strength exhausted' })
    } else if (!u.fixed && !pursuit && 2 * h >= before) {
      // Section C: hit for at least half of its remaining strength, it tests; a die above twice its morale fails.
      const limit = 2 * u.morale
      const die = d10(w, limit)
      const panicked = die > limit
      if (w.ev) w.ev.push({ t: 'panic', side: target, unit: u.id, die, limit, panicked })
      if (panicked) {
        u.place = 'routs'
        u.panicked = true
        st.panics++
      }
    }
  }
  return lost
}
