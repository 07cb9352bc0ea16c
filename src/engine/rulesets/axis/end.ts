import { otherSide, type Side } from '../../core/types.ts'
import type { AxisState, Breakthrough } from './state.ts'
import { BOMBARDS } from './units.ts'
import { countFighting, emit, fighting, hasGround, isGround, type Work } from './work.ts'

/**
 * The end of a battle: one side has no units left (or neither), a side
 * retreated all its units, or no combat can take place (§5.2's table).
 */

/** §5.6 Breakthrough Combat: who may take part in a second combat move, and why (X12). */
export function breakthroughOf(s: AxisState): Breakthrough {
  if (s.secondMove) return { qualified: false, reason: 'this is Breakthrough Combat already: a second combat move gives no third', units: [], areas: [] }
  const attackers = s.units.filter((u) => u.side === 'attacker' && fighting(u))
  const aircap = attackers.some((u) => u.type === 'fighter' && u.mission === 'aircap')
  const qualified = s.emptyAtStart || aircap
  const reason = s.emptyAtStart
    ? 'the area was empty'
    : aircap
      ? 'won with air superiority: an AirCap fighter survived'
      : 'no AirCap fighter survived and the area was not empty'
  const battle = s.areas.find((a) => a.id === s.area.id)!
  return {
    qualified,
    reason,
    // Retreated units are away and never eligible; all of these fought this same battle.
    units: qualified ? attackers.filter((u) => u.type === 'armor' || (u.type === 'infantry' && u.tech2) || (u.type === 'fighter' && u.mission === 'tacair')).map((u) => u.id) : [],
    areas: qualified ? battle.neighbours.filter((n) => s.areas.find((a) => a.id === n)?.owner === 'defender' && s.areas.find((a) => a.id === n)?.terrain === 'land') : [],
  }
}

/** A flipped defender that survives keeps no half hit (§5.7.3, §5.7.4). */
function restoreFlipped(w: Work, reason: string): void {
  for (const u of w.s.units) {
    if (u.side === 'defender' && u.place === 'field' && u.halfHits > 0) {
      u.halfHits = 0
      emit(w, { t: 'unflip', side: 'defender', unit: u.id, reason })
    }
  }
}

export function finish(w: Work, winner: Side | null, reason: string): void {
  const s = w.s
  s.phase = 'over'
  s.next = null
  s.ask = null
  s.plan = null
  s.volley = null
  if (winner !== 'attacker') restoreFlipped(w, winner === 'defender' ? 'the defender holds: a left-over half hit is ignored' : 'the battle ended')
  const conquered = winner === 'attacker' && !s.area.naval && hasGround(s, 'attacker')
  if (conquered && s.fortification && !s.fortification.captured) {
    s.fortification.captured = true
    emit(w, { t: 'fortification-captured', area: s.area.id, name: s.fortification.name })
  }
  let breakthrough: Breakthrough | null = null
  if (conquered) {
    breakthrough = breakthroughOf(s)
    emit(w, { t: 'breakthrough', ...breakthrough })
  }
  s.result = { winner, reason, conquered, breakthrough }
  emit(w, { t: 'end', winner, reason })
}

/** Ends the battle when a side has no units left; true when it did. */
export function checkEnd(w: Work): boolean {
  const s = w.s
  const a = countFighting(s, 'attacker')
  const d = countFighting(s, 'defender')
  if (a === 0 && d === 0) finish(w, null, 'both sides destroyed')
  else if (d === 0) finish(w, 'attacker', s.emptyAtStart && s.round <= 1 ? 'the area was empty' : hasGround(s, 'attacker') || s.area.naval ? 'the defender has no units left' : 'the defender has no units left, but planes alone cannot take the area')
  else if (a === 0) finish(w, 'defender', 'the attacker has no units left')
  else return false
  return true
}

/** Whether any unit could fire at anything this round (§5.2 table, special rules 1 and 2). */
function combatPossible(s: AxisState): boolean {
  for (const u of s.units) {
    if (!fighting(u)) continue
    const enemy = otherSide(u.side)
    const enemyUnits = s.units.filter((e) => e.side === enemy && fighting(e))
    if (u.domain === 'air') {
      if (u.mission === 'aircap' && enemyUnits.some((e) => e.domain === 'air')) return true
      if (u.mission === 'tacair' && enemyUnits.some((e) => isGround(s, e))) return true
    } else if (u.type === 'aa-gun') {
      if (u.side === 'defender' && !s.area.naval && enemyUnits.some((e) => e.domain === 'air')) return true
    } else if ((u.side === 'attacker' ? u.attack : u.defense) > 0 && isGround(s, u)) {
      if (enemyUnits.some((e) => isGround(s, e) || (s.exposed[enemy] && e.mission === 'tacair'))) return true
    } else if (isGround(s, u) && enemyUnits.some((e) => e.mission === 'tacair')) return true
  }
  // X6: only battleships and cruisers bombard; other ships off shore fire at nothing.
  return s.area.amphibious && s.round === 1 && s.units.some((u) => u.bombard && u.place === 'field' && BOMBARDS.has(u.type)) && hasGround(s, 'defender')
}

/**
 * §5.2 table: land units and AirCap cannot fight each other. Attacking land
 * units against planes alone: the defending planes must retreat. Attacking
 * AirCap against land units alone: no combat, the defender holds.
 */
export function endIfNoCombat(w: Work, retreatPlanes: (w: Work) => void): boolean {
  const s = w.s
  if (combatPossible(s)) return false
  if (hasGround(s, 'attacker') && !hasGround(s, 'defender')) {
    retreatPlanes(w)
    finish(w, 'attacker', 'no combat possible: the defending planes have to retreat')
  } else finish(w, 'defender', 'no combat possible: the attacker cannot fire at anything the defender has')
  return true
}
