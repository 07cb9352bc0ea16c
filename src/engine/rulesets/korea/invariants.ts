import type { FuzzKit } from '../../core/ruleset.ts'
import { MODIFIERS } from './combat.ts'
import { DECISION_KINDS, roundTitle } from './decisions.ts'
import { CALL_OFF_REASONS, EVENT_TYPES, LOSS_KINDS, type KoreaEvent } from './events.ts'
import { randomScenario } from './randomScenario.ts'
import { RETREAT_WAYS } from './retreat.ts'
import { COMBAT_KINDS, type KoreaState } from './state.ts'

/**
 * The fuzzer's korea invariants (src/fuzz/): every unit on a hex of the map
 * or in the Rout box, every depot on the map, expended or eliminated, victory
 * points never below zero, the combats fought within the turn's list, and
 * every die (each lead's d6 and each combat chip drawn) in the log.
 */

/** How a turn ends (K11): the side with more VP wins, equal is a draw. */
const ENDINGS = { attacker: 'attacker-more-vp', defender: 'defender-more-vp', draw: 'equal-vp' } as const

/** The loss ratio's four rules (K5, K9, K10): a Meeting Engagement 2:1 against the defender, 1:1 for armour on infantry in the clear; a Prepared Attack 1:1, more in rough terrain. */
const RATIO_RULES = ['meeting', 'meeting-armour', 'prepared', 'prepared-terrain'] as const
function ratioRule(kind: (typeof COMBAT_KINDS)[number], defender: number): (typeof RATIO_RULES)[number] {
  return kind === 'meeting' ? (defender === 1 ? 'meeting-armour' : 'meeting') : defender === 1 ? 'prepared' : 'prepared-terrain'
}

const modifierKey = (source: string) => (Object.keys(MODIFIERS) as (keyof typeof MODIFIERS)[]).find((k) => source.startsWith(MODIFIERS[k]))
const retreatWay = (why: string) => RETREAT_WAYS.find((w) => why.endsWith(w.why))?.key

/**
 * What a battle reached beyond events and questions: how it ended, each
 * combat kind and loss-ratio rule, each modifier, each way loss points were
 * satisfied, each class of retreat hex (K12), each reason to call a combat
 * off, and a rout or a hex given up costing less than its VP (none left).
 */
function coverage(s: KoreaState, events: readonly KoreaEvent[]): string[] {
  const out: string[] = []
  if (s.result) out.push(`ending:${ENDINGS[s.result.winner ?? 'draw']}`)
  let kind: (typeof COMBAT_KINDS)[number] = 'prepared'
  for (const e of events) {
    if (e.t === 'combat') {
      kind = e.kind
      out.push(`combat:${e.kind}`)
    } else if (e.t === 'differential') out.push(`ratio:${ratioRule(kind, e.ratio.defender)}`)
    else if (e.t === 'modifiers') for (const p of e.parts) out.push(`modifier:${modifierKey(p.source) ?? p.source}`)
    else if (e.t === 'losses') for (const p of e.picks) out.push(`loss:${p.kind}`)
    else if (e.t === 'retreat') out.push(`retreat:${retreatWay(e.why) ?? e.why}`)
    else if (e.t === 'cancelled') out.push(`cancelled:${e.why.replace(' ', '-')}`)
    else if (e.t === 'rout' && e.toEnemy > 0) out.push('vp-short:rout')
    else if (e.t === 'ground' && e.toEnemy > 0) out.push('vp-short:ground')
  }
  return out
}

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
  coverage,
  known: () => [
    ...DECISION_KINDS.map((k) => `decision:${k}`),
    // "Combat 1 of 2" as the fuzzer normalises it (src/fuzz/battle.ts reasonKind).
    `round:${roundTitle({ combats: [null] } as unknown as KoreaState, 0).replace(/\d+/g, 'N')}`,
    ...EVENT_TYPES.map((t) => `event:${t}`),
    ...Object.values(ENDINGS).map((k) => `ending:${k}`),
    ...COMBAT_KINDS.map((k) => `combat:${k}`),
    ...RATIO_RULES.map((r) => `ratio:${r}`),
    ...Object.keys(MODIFIERS).map((k) => `modifier:${k}`),
    ...LOSS_KINDS.map((k) => `loss:${k}`),
    ...RETREAT_WAYS.map((w) => `retreat:${w.key}`),
    ...CALL_OFF_REASONS.map((r) => `cancelled:${r.replace(' ', '-')}`),
    'vp-short:rout',
    'vp-short:ground',
  ],
  randomScenario,
}
