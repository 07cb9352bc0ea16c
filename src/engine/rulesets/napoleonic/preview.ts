import type { Choice, Preview } from '../../core/ruleset.ts'
import { otherSide, type Side } from '../../core/types.ts'
import { attackOdds, type AttackOdds } from './attackOdds.ts'
import { attackFigures, demoralised, whyNot, type AttackFigures } from './combat.ts'
import { END, oddsText } from './decisions.ts'
import type { StrengthPart } from './events.ts'
import { geometry } from './geometry.ts'
import type { NapState } from './state.ts'
import { unitById } from './work.ts'

/**
 * The window's look at the attack being declared (seed 004, "Declaring
 * combat": the strengths and odds shown before the player validates the
 * attack by clicking the defending unit; the supports shown as green
 * squares). Read from the declaration form's answer as it stands: its
 * attacker and defender. Nothing when the answer ends the phase or the pair
 * may not fight.
 */

/** One unit's share of a total as gauge parts: its Combat Strength, then terrain's correction as a part of its own. */
function partsOf(s: NapState, p: StrengthPart): { source: string; value: number }[] {
  const name = unitById(s, p.unit)?.name ?? p.unit
  const role = p.role === 'support' ? (p.victorious ? ', in support, victorious' : ', in support') : ''
  const out = [{ source: `${name}${role}`, value: p.base }]
  if (p.value !== p.base) out.push({ source: `${name}: ${p.note ?? 'terrain'}`, value: p.value - p.base })
  return out
}

const supports = (n: number) => (n ? ` and ${n} support${n === 1 ? '' : 's'}` : '')

/**
 * The exact outcomes as shares of the bar, which exclude each other and add
 * to 1: `attackOdds`' three chances overlap (the defender driven out while
 * the attacker loses a point is in both the first and the second), so the
 * second is counted only where the defender holds, and what none of the three
 * covers (the defender holds but loses points, the attacker unharmed) is a
 * share of its own when it can happen. Ordered as the odds bar: the first
 * side's colour on the left, the second side's on the right.
 */
export function outcomeItems(s: NapState, o: AttackOdds, attacker: string, defender: string): NonNullable<Preview['outcomes']>['items'] {
  const a = unitById(s, attacker)!.name
  const d = unitById(s, defender)!.name
  const items: NonNullable<Preview['outcomes']>['items'] = [
    { label: `${d} driven out`, p: o.dislodge, side: s.phasing },
    { label: `${d} holds and ${a} suffers`, p: o.attackerSuffers - o.both, side: otherSide(s.phasing) },
  ]
  if (o.defenderLossOnly > 0) items.push({ label: `${d} holds but loses strength`, p: o.defenderLossOnly, side: null })
  items.push({ label: 'Nothing changes', p: o.nothing, side: null })
  // As the odds bar stands: the first side's colour on the left, the second's on the right, what favours neither between.
  const rank = (x: Side | null) => (x === 'attacker' ? 0 : x === null ? 1 : 2)
  return items.sort((x, y) => rank(x.side) - rank(y.side))
}

/** "57e Ligne attacks IR 49 Kerpen: 15 against 4, 3–1, die −1" (the ratio column, as the form's labels write it). */
export function previewTitle(s: NapState, f: AttackFigures, attacker: string, defender: string): string {
  return `${unitById(s, attacker)!.name} attacks ${unitById(s, defender)!.name}: ${oddsText(f).replace(/die -/, 'die −')}`
}

export function preview(s: NapState, choice: Choice): Preview | null {
  if (s.phase !== 'combat' || s.ended || choice.kind !== 'attack') return null
  const { attacker, defender } = choice.answer
  if (typeof attacker !== 'string' || attacker === END) return null
  const a = unitById(s, attacker)
  // Only a unit that may still attack this phase is a selected attacker.
  if (!a || a.place !== 'field' || a.side !== s.phasing || a.attacked || demoralised(a)) return null
  // Seed 004, "Declaring combat": the selected attacker carries its red square before any defender is.
  const alone: Preview = { chosen: [a.id] }
  if (typeof defender !== 'string' || defender === END) return alone
  const d = unitById(s, defender)
  if (!d) return alone
  const g = geometry(s.map)
  if (whyNot(s, g, a, d)) return alone
  const f = attackFigures(s, g, a, d)
  const o = attackOdds(s, a.id, d.id)
  const attackSupports = f.attackParts.filter((p) => p.role === 'support')
  const defendSupports = f.defendParts.filter((p) => p.role === 'support')
  const rules = 'Supports add their Combat Strength'
  const attack = { label: 'Attack', title: `Attack of ${a.name}${supports(attackSupports.length)}`, value: f.attack, parts: f.attackParts.flatMap((p) => partsOf(s, p)), rules }
  const defence = { label: 'Defence', title: `Defence of ${d.name}${supports(defendSupports.length)}`, value: f.defend, parts: f.defendParts.flatMap((p) => partsOf(s, p)), rules }
  const gauges = s.phasing === 'attacker' ? { attacker: attack, defender: defence } : { attacker: defence, defender: attack }
  return {
    gauges,
    outcomes: { title: previewTitle(s, f, a.id, d.id), items: outcomeItems(s, o, a.id, d.id) },
    // Seed 004, "Declaring combat": the attacker and the defender with a little red square, the supports with a green one.
    chosen: [a.id, d.id],
    supports: [...attackSupports, ...defendSupports].map((p) => p.unit),
  }
}
