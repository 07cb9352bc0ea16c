import type { Side } from '../../core/types.ts'
import { cardName } from './cards.ts'
import type { Work } from './work.ts'
import { commander, hasArmorSuperiority, moraleBoosters } from './modifiers.ts'
import type { GrandState, MoralePart } from './state.ts'

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

/** Battle Morale and its parts (section B), as the diamond's tooltip lists them. */
export function computeMorale(s: GrandState, side: Side): { value: number; parts: MoralePart[] } {
  const st = s.sides[side]
  const parts: MoralePart[] = []
  const lead = commander(st.leaders)
  parts.push({ source: lead ? `Leader morale (${lead.name})` : 'No leader', value: lead?.morale ?? 0 })
  parts.push({ source: 'Mean morale of combat units', value: meanMorale(s, side) })
  let air = false
  let armor = false
  for (const u of s.units) {
    if (u.side !== side || u.place !== 'field') continue
    if (u.air) air = true
    if (u.armor) armor = true
  }
  if (air) parts.push({ source: 'Air force bonus', value: 1 })
  if (armor) parts.push({ source: 'Armor bonus', value: 1 })
  if (hasArmorSuperiority(s, side)) parts.push({ source: 'Armor superiority', value: 1 })
  for (const b of moraleBoosters(s, side)) parts.push({ source: `Booster: ${b.name}`, value: b.value })
  if (st.scenarioMorale) parts.push({ source: 'Scenario morale bonus', value: st.scenarioMorale })
  for (const e of s.effects) {
    const eff = e.effect
    if (eff.type !== 'morale') continue
    if (eff.whom === 'both' || (eff.whom === 'self') === (e.side === side)) {
      parts.push({ source: `Card: ${cardName(e.card)}`, value: eff.value })
    }
  }
  if (st.eliminated) parts.push({ source: `Units eliminated (${st.eliminated})`, value: -st.eliminated })
  const left = st.routed + st.panics
  if (left) parts.push({ source: `Units routed or panicked (${left})`, value: -left })
  if (st.nextRounds) parts.push({ source: `Next rounds (${st.nextRounds})`, value: -st.nextRounds })
  if (st.heavyLossRounds) parts.push({ source: `Rounds with heavy losses (${st.heavyLossRounds})`, value: -st.heavyLossRounds })
  let value = 0
  for (const p of parts) value += p.value
  return { value, parts }
}

/** Recomputes a side's BM; logs the change with what moved it. */
export function updateMorale(w: Work, side: Side, reason: string): void {
  const st = w.s.sides[side]
  const { value, parts } = computeMorale(w.s, side)
  const from = st.bm
  st.bm = value
  st.bmParts = parts
  if (w.ev && value !== from) w.ev.push({ t: 'bm', side, from, to: value, reason, parts })
}

/** Section K: a side is demoralized when its BM is below zero. */
export function demoralized(s: GrandState, side: Side): boolean {
  return s.sides[side].bm < 0
}
