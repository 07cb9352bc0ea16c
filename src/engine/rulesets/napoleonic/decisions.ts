import type { Form, FormChoice, FormDecision } from '../../core/form.ts'
import type { Choice } from '../../core/ruleset.ts'
import { RuleError, type Side } from '../../core/types.ts'
import { columnLabel, whyNot, type AttackFigures } from './combat.ts'
import type { NapEvent, StrengthPart } from './events.ts'
import { partText } from './describe.ts'
import { geometry } from './geometry.ts'
import { phaseLabel } from './phases.ts'
import { defaultAttack, rankedAttacks } from './policy.ts'
import { resolveAttack } from './resolve.ts'
import type { NapState } from './state.ts'
import { closeWork, emit, openWork, unitById } from './work.ts'

/**
 * The phasing player's one question: which unit attacks which, or end the
 * phase. Two place fields answered by two clicks on the map (the attacker,
 * then the enemy it attacks), every label with the odds; "End the phase" is
 * each field's `none` and the Launch button's answer. The attack is resolved
 * when declared, as in the seed ("the attack will take place only if the
 * player clicks on the defending unit").
 */
export const END = 'end'
export type NapDecision = FormDecision<'attack'>

export function oddsText(f: AttackFigures): string {
  const drm = f.drm ? `, die ${f.drm > 0 ? '+' : ''}${f.drm}` : ''
  return `${f.attack} against ${f.defend}, ${columnLabel(f.column)}${drm}`
}

/** The tooltip of a choice: who counts in each total, the seed's green squares (supports) in words. */
function detail(s: NapState, f: AttackFigures): string {
  const side = (parts: StrengthPart[]) => parts.map((p) => partText(s, p)).join(' + ')
  const mods = f.modifiers.map((m) => `; die ${m.value > 0 ? '+' : ''}${m.value}: ${m.source}`).join('')
  return `${side(f.attackParts)} against ${side(f.defendParts)}${mods}`
}

export function attackForm(s: NapState): Form | null {
  const g = geometry(s.map)
  const ranked = rankedAttacks(s, g)
  if (!ranked.length) return null
  const best = defaultAttack(s, g)
  const attackers: FormChoice[] = []
  const defenders: FormChoice[] = []
  const reach: Record<string, string[]> = {}
  for (const r of ranked) {
    ;(reach[r.a.id] ??= []).push(r.d.id)
    const line = `${r.d.name}: ${oddsText(r.f)}`
    const why = detail(s, r.f)
    const a = attackers.find((c) => c.value === r.a.id)
    if (a) {
      a.label += `; ${line}`
      a.title += `\n${why}`
    } else attackers.push({ value: r.a.id, label: `${r.a.name} attacks ${line}`, title: why })
    const byLine = `${r.a.name}: ${oddsText(r.f)}`
    const d = defenders.find((c) => c.value === r.d.id)
    if (d) {
      d.label += `; ${byLine}`
      d.title += `\n${why}`
    } else defenders.push({ value: r.d.id, label: `${r.d.name}, attacked by ${byLine}`, title: why })
  }
  // The window lists choices in the units' order; the labels keep the best odds first.
  const order = (xs: FormChoice[]) => xs.sort((x, y) => s.units.findIndex((u) => u.id === x.value) - s.units.findIndex((u) => u.id === y.value))
  return {
    fields: [
      { type: 'place', id: 'attacker', label: 'Attacking unit', targets: 'counters', choices: order(attackers), default: best ? best.a.id : END, none: { value: END, label: 'End the phase' } },
      {
        type: 'place',
        id: 'defender',
        label: 'Defending unit',
        targets: 'counters',
        choices: order(defenders),
        default: best ? best.d.id : END,
        none: { value: END, label: 'End the phase' },
        // Only the enemies the chosen attacker can reach; a click on one declares the attack (the seed: "You validate an attack by clicking on the defending unit").
        dependsOn: { field: 'attacker', allowed: reach },
        submitOnClick: true,
      },
    ],
    submit: 'Attack',
  }
}

export function pending(s: NapState): NapDecision | null {
  if (s.phase !== 'combat' || s.ended) return null
  const form = attackForm(s)
  if (!form) return null
  const g = geometry(s.map)
  const best = defaultAttack(s, g)
  const hint = best ? `Best odds: ${best.a.name} attacks ${best.d.name}, ${oddsText(best.f)}.` : 'No attack at 1–1 or better is left.'
  return {
    side: s.phasing,
    kind: 'attack',
    prompt: `${phaseLabel(s)}. Click an attacking unit, then the enemy unit it attacks; or end the phase. ${hint}`,
    options: form,
    launch: { attacker: END, defender: END },
  }
}

export function decide(s: NapState, side: Side, c: Choice): { state: NapState; events: NapEvent[] } {
  if (s.phase === 'over') throw new RuleError('the battle is over')
  if (s.ended) throw new RuleError(`${s.sides[s.phasing].name} has ended the phase: advance to the next`)
  if (side !== s.phasing || c.kind !== 'attack') throw new RuleError(`${s.sides[s.phasing].name} declares an attack now, not ${s.sides[side].name} (${c.kind})`)
  const attacker = c.answer.attacker
  const defender = c.answer.defender
  if (typeof attacker !== 'string') throw new RuleError('attacker: expected a unit id or "end"')
  if (typeof defender !== 'string') throw new RuleError('defender: expected a unit id or "end"')
  const w = openWork(s)
  if (attacker === END) {
    if (!pending(s)) throw new RuleError('no attack is left to decline: advance to the next phase')
    w.s.ended = true
    emit(w, c.reason ? { t: 'end-declared', side, reason: c.reason } : { t: 'end-declared', side })
    return closeWork(w)
  }
  const a = unitById(w.s, attacker)
  if (!a) throw new RuleError(`attacker: no unit "${attacker}"`)
  if (defender === END) throw new RuleError(`defender: choose the enemy unit ${a.name} attacks, or end the phase with attacker "end"`)
  const dd = unitById(w.s, defender)
  if (!dd) throw new RuleError(`defender: no unit "${defender}"`)
  const why = whyNot(w.s, w.g, a, dd)
  if (why) throw new RuleError(`${a.name} cannot attack ${dd.name}: ${why}`)
  emit(w, c.reason ? { t: 'declare', side, attacker: a.id, defender: dd.id, reason: c.reason } : { t: 'declare', side, attacker: a.id, defender: dd.id })
  resolveAttack(w, a, dd)
  return closeWork(w)
}

/** The default policy's answer, with its reason. */
export function defaultChoice(s: NapState): Choice {
  const best = defaultAttack(s, geometry(s.map))
  if (!best) return { kind: 'attack', answer: { attacker: END, defender: END }, reason: 'default: no attack at 1–1 or better left' }
  return { kind: 'attack', answer: { attacker: best.a.id, defender: best.d.id }, reason: `default: best odds first, ${oddsText(best.f)}` }
}
