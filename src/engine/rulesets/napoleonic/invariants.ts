import type { FuzzKit } from '../../core/ruleset.ts'
import { SIDES } from '../../core/types.ts'
import { COLUMNS, MAX_ROW, MIN_ROW } from './crt.ts'
import type { NapDecision } from './decisions.ts'
import type { NapEvent } from './events.ts'
import { phaseLabel } from './phases.ts'
import { randomScenario } from './randomScenario.ts'
import { FIXED_ORDER, ONLY_FREE_HEX, REASONS } from './retreat.ts'
import type { NapState, VictoryKind } from './state.ts'

/**
 * The fuzzer's napoleonic kit (src/fuzz/): the invariants, the random
 * scenario generator and what a battle reached.
 *
 * Invariants: every unit on the field in a hex of the map with strength
 * left, or in the Losses box; strength and morale within the counter's
 * printed values (seed 004); the phase count in range; and every die (the
 * attack's d6, each morale test's d9) in the log.
 */

type Ev<T extends NapEvent['t']> = Extract<NapEvent, { t: T }>

/** Every event type, checked against the NapEvent union both ways by the compiler. */
const EVENT_TYPES = {
  phase: true,
  declare: true,
  'end-declared': true,
  'phase-end': true,
  totals: true,
  ratio: true,
  modifier: true,
  shot: true,
  result: true,
  loss: true,
  eliminated: true,
  'morale-test': true,
  'no-test': true,
  retreat: true,
  'morale-loss': true,
  victorious: true,
  advance: true,
  'advance-refused': true,
  objective: true,
  end: true,
} as const satisfies Record<NapEvent['t'], true>

const DECISIONS: readonly NapDecision['kind'][] = ['attack']

/**
 * How a battle ends (phases.ts): a side with no unit left loses at once, both
 * gone is a draw; else the last phase is judged by the victory conditions, a
 * win or a draw (N10).
 */
const ENDINGS = ['wiped-out', 'both-wiped-out', 'judged-win', 'judged-draw'] as const
type Ending = (typeof ENDINGS)[number]

function endingOf(s: NapState): Ending | null {
  if (!s.result) return null
  const gone = SIDES.filter((side) => !s.units.some((u) => u.side === side && u.place === 'field')).length
  if (gone === 2) return 'both-wiped-out'
  if (gone === 1) return 'wiped-out'
  return s.result.winner ? 'judged-win' : 'judged-draw'
}

const VICTORY_KINDS = { objectives: true, strength: true, both: true } as const satisfies Record<VictoryKind, true>

const ELIMINATED = { strength: 'strength', 'no retreat': 'no-retreat' } as const satisfies Record<Ev<'eliminated'>['why'], string>

/** A guideline's reason as a label: "towards the {edge} edge" → "towards-the-edge". */
const slug = (reason: string) => reason.replace('{edge} ', '').trim().replace(/ /g, '-')
const RETREATS = [ONLY_FREE_HEX, ...REASONS, FIXED_ORDER]

function retreatLabel(why: string): string {
  const reason = RETREATS.find((r) => why.startsWith(r.split('{edge}')[0]!))
  return `retreat:${reason ? slug(reason) : why}`
}

/** Why a victor keeps its hex (resolve.ts refusal, N7), by the start of its words. */
const REFUSALS: readonly [string, string][] = [
  ['it holds a wood', 'cover'],
  ['it holds a village', 'cover'],
  ['it holds the higher ground', 'height'],
  ['it holds an objective hex', 'objective'],
  ['it is demoralised', 'zone-of-control'],
]

const refusalLabel = (why: string) => `refusal:${REFUSALS.find(([words]) => why.startsWith(words))?.[1] ?? why}`

/** The die modifiers add up from −3 to +3: the slope ±1 (N2) and the morale difference ±1 or ±2 (N11). */
const DRMS = [-3, -2, -1, 0, 1, 2, 3]
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)

/** What one battle reached beyond event types, decisions and rounds: the table's columns and rows, supports, terrain, retreats, refusals. */
function coverage(s: NapState, events: readonly NapEvent[]): string[] {
  const out: string[] = []
  const ending = endingOf(s)
  if (ending) out.push(`ending:${ending}`)
  if (ending === 'judged-win' || ending === 'judged-draw') out.push(`victory:${s.victory.kind}`)
  for (const e of events) {
    switch (e.t) {
      case 'totals':
        for (const p of e.attackParts) {
          if (p.role === 'support') out.push('support:attack')
          if (p.victorious) out.push('support:victorious')
          if (p.note) out.push(p.role === 'support' && p.value === 0 ? 'strength:support-halved-to-0' : 'strength:halved')
        }
        for (const p of e.defendParts) {
          if (p.role === 'support') out.push('support:defence')
          if (p.victorious) out.push('support:victorious')
          if (p.note) out.push('strength:doubled')
        }
        break
      case 'result':
        out.push(`column:${e.column}`, `row:${e.row}`, `drm:${signed(e.drm)}`)
        break
      case 'morale-test':
        out.push(`morale:${e.passed ? 'passed' : 'failed'}`)
        break
      case 'morale-loss':
        if (e.morale === 0) out.push('morale:demoralised')
        break
      case 'victorious':
        if (e.regained) out.push('morale:regained')
        break
      case 'eliminated':
        out.push(`eliminated:${ELIMINATED[e.why]}`)
        break
      case 'retreat':
        out.push(retreatLabel(e.why))
        break
      case 'advance-refused':
        out.push(refusalLabel(e.why))
        break
    }
  }
  return out
}

/** The round label's kind as the fuzzer counts it (src/fuzz/battle.ts reasonKind): sides' names out, figures as N. */
function roundKinds(): string[] {
  const named = { first: 'attacker', sides: { attacker: { name: '<side>' }, defender: { name: '<side>' } } } as unknown as NapState
  return [...new Set([1, 2].map((phase) => phaseLabel(named, phase).replace(/\d+/g, 'N')))]
}

function known(): string[] {
  return [
    ...DECISIONS.map((k) => `decision:${k}`),
    ...roundKinds().map((r) => `round:${r}`),
    ...Object.keys(EVENT_TYPES).map((t) => `event:${t}`),
    ...ENDINGS.map((e) => `ending:${e}`),
    ...Object.keys(VICTORY_KINDS).map((k) => `victory:${k}`),
    ...COLUMNS.map((c) => `column:${c}`),
    ...Array.from({ length: MAX_ROW - MIN_ROW + 1 }, (_, i) => `row:${MIN_ROW + i}`),
    ...DRMS.map((d) => `drm:${signed(d)}`),
    'support:attack',
    'support:defence',
    'support:victorious',
    'strength:halved',
    'strength:support-halved-to-0',
    'strength:doubled',
    'morale:passed',
    'morale:failed',
    'morale:demoralised',
    'morale:regained',
    ...Object.values(ELIMINATED).map((w) => `eliminated:${w}`),
    ...RETREATS.map((r) => `retreat:${slug(r)}`),
    ...[...new Set(REFUSALS.map(([, kind]) => kind))].map((k) => `refusal:${k}`),
  ]
}

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
  coverage,
  known,
  randomScenario,
}
