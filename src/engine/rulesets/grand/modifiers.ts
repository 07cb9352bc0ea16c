import { otherSide, type Side } from '../../core/types.ts'
import { cardName } from './cards.ts'
import type { ModifierPart } from './events.ts'
import { allModifiersApply, roundKind, type RoundId } from './rounds.ts'
import type { GrandState, Leader, Unit } from './state.ts'

/** The commanding leader: the best morale, the first listed on ties (docs/rules/grand.md). */
export function commander(leaders: readonly Leader[]): Leader | null {
  let best: Leader | null = null
  for (const l of leaders) if (!best || l.morale > best.morale) best = l
  return best
}

/** Land armor on the field (section C, Units and Superiorities). */
export function armorCount(s: GrandState, side: Side): number {
  let n = 0
  for (const u of s.units) if (u.side === side && u.armor && u.place === 'field') n++
  return n
}

/** At least double the enemy's armor and at least two (section B). */
export function hasArmorSuperiority(s: GrandState, side: Side): boolean {
  const own = armorCount(s, side)
  return own >= 2 && own >= 2 * armorCount(s, otherSide(side))
}

function entrenched(s: GrandState): boolean {
  return s.sides.defender.entrenched || s.effects.some((e) => e.effect.type === 'entrench' && e.side === 'defender')
}

/**
 * The modifiers a side's units fire with in a round (section C, Modifiers),
 * each with its source for the tooltip and the log. Artillery Preparation and
 * Air Support take only cards, terrain and entrenchment (sections D, E); Mines
 * only cards (G); the other rounds take them all.
 */
export function sideModifiers(s: GrandState, side: Side, round: RoundId): ModifierPart[] {
  const kind = roundKind(round)
  const parts: ModifierPart[] = []
  const enemy = otherSide(side)
  const all = allModifiersApply(kind)

  if (kind !== 'mines') {
    if (side === 'defender' && s.terrain.defenderBonus) {
      parts.push({ source: `Terrain: ${s.terrain.name}`, value: s.terrain.defenderBonus })
    }
    if (side === 'attacker' && s.terrain.attackerPenalty) {
      parts.push({ source: `Terrain: ${s.terrain.name}`, value: -s.terrain.attackerPenalty })
    }
    if (side === 'attacker' && entrenched(s)) parts.push({ source: 'Defender entrenched', value: -1 })
  }

  if (all) {
    const own = commander(s.sides[side].leaders)
    const theirs = commander(s.sides[enemy].leaders)
    const diff = (own?.combat ?? 0) - (theirs?.combat ?? 0)
    if (diff > 0) parts.push({ source: `Leader: ${own!.name} outranks by ${diff}`, value: diff })
    // Leaders' and units' boosters: attack for the attacker's units, defense for the defender's.
    const key = side === 'attacker' ? 'attack' : 'defense'
    for (const l of s.sides[side].leaders) if (l.boosters[key]) parts.push({ source: `Booster: ${l.name}`, value: l.boosters[key] })
    for (const u of s.units) {
      if (u.side === side && u.place === 'field' && u.boosters[key]) parts.push({ source: `Booster: ${u.name}`, value: u.boosters[key] })
    }
    if (side === 'defender' && s.crossing && !s.crossingUsed) {
      parts.push({ source: `Attacker crossed a ${s.crossingName} (first round)`, value: s.crossing })
    }
    if (hasArmorSuperiority(s, side)) parts.push({ source: 'Armor superiority', value: 1 })
  }

  for (const e of s.effects) {
    const eff = e.effect
    if (eff.type !== 'modifier' || !eff.rounds.includes(kind)) continue
    const applies = eff.whom === 'both' || (eff.whom === 'self') === (e.side === side)
    if (!applies) continue
    const part: ModifierPart = { source: `Card: ${cardName(e.card)}`, value: eff.value }
    if (eff.kinds) part.kinds = eff.kinds
    parts.push(part)
  }
  return parts
}


/** Section C: combat strength is lower once a unit has lost half its strength. */
export function isReduced(u: Unit): boolean {
  return u.strength * 2 <= u.maxStrength
}

/** The value a unit fires with: attack for the attacker's units, defense for the defender's. */
export function baseValue(u: Unit): number {
  return u.side === 'attacker' ? u.attack : u.defense
}

export function firingValue(u: Unit, parts: readonly ModifierPart[]): number {
  let v = baseValue(u)
  if (isReduced(u)) v -= 1
  for (const p of parts) if (!p.kinds || p.kinds.includes(u.kind)) v += p.value
  return v
}

/** Every modifier a unit has this round, its own half-strength penalty included (for the tooltip). */
export function unitModifiers(u: Unit, parts: readonly ModifierPart[]): ModifierPart[] {
  const own: ModifierPart[] = parts.filter((p) => !p.kinds || p.kinds.includes(u.kind))
  if (isReduced(u)) own.push({ source: 'Half strength or less', value: -1 })
  return own
}
