import { otherSide, type Side } from '../../core/types.ts'
import { cardName } from './cards.ts'
import { commander } from './modifiers.ts'
import type { GrandState, MoralePart } from './state.ts'
import type { Work } from './work.ts'

/**
 * The rounded mean base morale of the land combat units on the field (section B:
 * "rounded to the next closest full value"). Fixed works and planes stay out of
 * the mean (docs/rules/grand.md).
 */
export function meanMorale(s: GrandState, side: Side): number {
  let sum = 0
  let n = 0
  for (const u of s.units) {
    if (u.side !== side || u.place !== 'field' || u.role !== 'combat' || u.air || u.fixed) continue
    sum += u.morale
    n++
  }
  return n ? Math.round(sum / n) : 0
}

/**
 * Battle Morale (section B), summed in one pass over the units; the parts the
 * diamond's tooltip lists are built only when `parts` is given, so the
 * simulation loop allocates nothing here.
 */
function tally(s: GrandState, side: Side, parts: MoralePart[] | null): number {
  const st = s.sides[side]
  const enemy = otherSide(side)
  let sum = 0
  let n = 0
  let air = false
  let armor = 0
  let enemyArmor = 0
  let value = 0
  for (const u of s.units) {
    if (u.place !== 'field') continue
    if (u.side === enemy) {
      if (u.armor) enemyArmor++
      continue
    }
    if (u.air) air = true
    if (u.armor) armor++
    if (u.role === 'combat' && !u.air && !u.fixed) {
      sum += u.morale
      n++
    }
  }
  const lead = commander(st.leaders)
  value += lead?.morale ?? 0
  if (parts) parts.push({ source: lead ? `Leader morale (${lead.name})` : 'No leader', value: lead?.morale ?? 0 })
  const mean = n ? Math.round(sum / n) : 0
  value += mean
  if (parts) parts.push({ source: 'Mean morale of combat units', value: mean })
  if (air) {
    value += 1
    if (parts) parts.push({ source: 'Air force bonus', value: 1 })
  }
  if (armor > 0) {
    value += 1
    if (parts) parts.push({ source: 'Armor bonus', value: 1 })
  }
  if (armor >= 2 && armor >= 2 * enemyArmor) {
    value += 1
    if (parts) parts.push({ source: 'Armor superiority', value: 1 })
  }
  for (const l of st.leaders) {
    if (!l.boosters.morale) continue
    value += l.boosters.morale
    if (parts) parts.push({ source: `Booster: ${l.name}`, value: l.boosters.morale })
  }
  for (const u of s.units) {
    if (u.side !== side || u.place !== 'field' || !u.boosters.morale) continue
    value += u.boosters.morale
    if (parts) parts.push({ source: `Booster: ${u.name}`, value: u.boosters.morale })
  }
  if (st.scenarioMorale) {
    value += st.scenarioMorale
    if (parts) parts.push({ source: 'Scenario morale bonus', value: st.scenarioMorale })
  }
  for (const e of s.effects) {
    const eff = e.effect
    if (eff.type !== 'morale') continue
    if (eff.whom === 'both' || (eff.whom === 'self') === (e.side === side)) {
      value += eff.value
      if (parts) parts.push({ source: `Card: ${cardName(e.card)}`, value: eff.value })
    }
  }
  const penalty = (count: number, label: string) => {
    if (!count) return
    value -= count
    if (parts) parts.push({ source: `${label} (${count})`, value: -count })
  }
  penalty(st.eliminated, 'Units eliminated')
  penalty(st.routed + st.panics, 'Units routed or panicked')
  penalty(st.nextRounds, 'Next rounds')
  penalty(st.heavyLossRounds, 'Rounds with heavy losses')
  return value
}

/** Battle Morale and its parts (section B), as the diamond's tooltip lists them. */
export function computeMorale(s: GrandState, side: Side): { value: number; parts: MoralePart[] } {
  const parts: MoralePart[] = []
  return { value: tally(s, side, parts), parts }
}

/** Battle Morale alone, without its parts. */
export function moraleValue(s: GrandState, side: Side): number {
  return tally(s, side, null)
}

/**
 * Recomputes a side's BM; logs the change with what moved it. Without events
 * (simulation) only the value is kept: the parts are refreshed once at the end.
 */
export function updateMorale(w: Work, side: Side, reason: string): void {
  const st = w.s.sides[side]
  if (!w.ev) {
    st.bm = moraleValue(w.s, side)
    return
  }
  const { value, parts } = computeMorale(w.s, side)
  const from = st.bm
  st.bm = value
  st.bmParts = parts
  if (value !== from) w.ev.push({ t: 'bm', side, from, to: value, reason, parts })
}

/** The tooltip parts for both sides, from the state as it stands. */
export function refreshMoraleParts(s: GrandState): void {
  for (const side of ['attacker', 'defender'] as const) s.sides[side].bmParts = computeMorale(s, side).parts
}

/** Section K: a side is demoralized when its BM is below zero. */
export function demoralized(s: GrandState, side: Side): boolean {
  return s.sides[side].bm < 0
}
