import type { FuzzKit } from '../../core/ruleset.ts'
import { DECISION_KINDS } from './decisions.ts'
import { EVENT_TYPES, FIRE_KINDS, type FgEvent } from './events.ts'
import { randomScenario } from './randomScenario.ts'
import type { FgState, Unit } from './state.ts'
import { CLICKS, endingOf, ENDINGS, stamp } from './turns.ts'
import { baseToHit, canStand, DOMAIN, fires, PHASES, RANGED_CLASSES, TARGET_CLASSES, targetClass, TO_HIT_FLOOR, TYPE_CODES, type Group } from './units.ts'

type Of<T extends FgEvent['t']> = Extract<FgEvent, { t: T }>

/** Why a combat is fought, and who repairs a centre: the events' own values, held to their types. */
const COMBAT_WHY = Object.keys({ pinned: true, arrivals: true } satisfies Record<Of<'combat'>['why'], true>)
const REPAIR_BY = Object.keys({ auto: true, pio: true } satisfies Record<Of<'repair'>['by'], true>)
const GROUPS: readonly Group[] = [1, 2, 3]
const PHASE_NOS = Array.from({ length: PHASES }, (_, i) => i + 1)
const ORDERS = ['send', 'leave', 'pio', 'nothing'] as const
const PROMOTIONS = ['one', 'several'] as const

/** What a battle's log reached of the rules, beyond its event types and questions: "category:label". */
function features(s: FgState, events: readonly FgEvent[]): string[] {
  const out: string[] = []
  const ending = endingOf(s)
  if (ending) out.push(`ending:${ending}`)
  const byId = new Map<string, Unit>(s.units.map((u) => [u.id, u]))
  let phase = 1
  for (const e of events) {
    switch (e.t) {
      case 'phase':
        phase = e.phase
        break
      case 'shot': {
        const shooter = byId.get(e.unit)!
        const target = byId.get(e.target)!
        out.push(`shot:${e.fire}-${e.hit ? 'hit' : 'miss'}`, `fires:${shooter.type}`, `at:${targetClass(target.type)}`)
        if (e.fire === 'ranged') out.push(`ranged:${shooter.type}`)
        if (e.drawn) out.push('shot:drawn')
        // §1's floor: the modifiers took a shot the unit can take down to 5%.
        if (e.fire === 'combat' && e.value === TO_HIT_FLOOR && baseToHit(shooter.type, target.type) > TO_HIT_FLOOR) out.push('shot:floor')
        break
      }
      case 'combat':
        out.push(`combat:${e.why}`, `combat:phase-${phase}`)
        break
      case 'group':
        out.push(`group:${e.group}`)
        break
      case 'enter':
        out.push(`enter:${e.jump ? 'jump' : DOMAIN[byId.get(e.unit)!.type]}`)
        break
      case 'orders':
        if (e.sent) out.push('orders:send')
        if (e.leaving) out.push('orders:leave')
        if (e.pio) out.push('orders:pio')
        if (!e.sent && !e.leaving && !e.pio) out.push('orders:nothing')
        break
      case 'promote':
        out.push(`promote:${e.units.length > 1 ? 'several' : 'one'}`)
        break
      case 'repair':
        out.push(`repair:${e.by}`)
        break
    }
  }
  return out
}

/** The round line of each kind of click, its figures written N as the fuzz report does (src/fuzz/battle.ts reasonKind). */
const roundKinds = (): string[] => {
  const whats = [CLICKS.movement, CLICKS.ranged, CLICKS.movementRanged, ...GROUPS.map(CLICKS.group)]
  return [...new Set(whats.map((w) => stamp({ turn: 1, phaseNo: 1 }, w).replace(/\d+(\.\d+)?/g, 'N')))]
}

/**
 * The fuzzer's fire-group invariants (src/fuzz/): every unit alive on a square
 * of the map where its kind may stand, no square but the contested one
 * holding both sides, endurance within its maximum, production centres'
 * damage never below zero and the build steps it denied at most the centre's
 * steps each turn, the turn count in range, and every die in the log.
 */
export const firegroupsFuzz: FuzzKit<FgState, FgEvent> = {
  check(s) {
    const out: string[] = []
    const squares = new Set(s.map.places.map((p) => p.id))
    const holder = new Map<string, string>()
    for (const u of s.units) {
      if (u.alive && !squares.has(u.at)) out.push(`${u.id} stands on "${u.at}", not a square of the map`)
      if (u.endurance < 0 || u.endurance > u.maxEndurance) out.push(`${u.id} has endurance ${u.endurance} of ${u.maxEndurance}`)
      if (!u.alive || !squares.has(u.at)) continue
      if (!canStand(u.type, s.terrain[u.at]!)) out.push(`${u.id} (${u.type}, ${DOMAIN[u.type]}) stands on ${s.terrain[u.at]} "${u.at}"`)
      if (u.at === s.square) continue
      const other = holder.get(u.at)
      if (other !== undefined && other !== u.side) out.push(`"${u.at}" holds units of both sides, and it is not the contested square`)
      holder.set(u.at, u.side)
    }
    for (const c of s.centers) {
      // Damage may pass the build steps (it cuts them all, and no further: `denied` counts at most the steps a turn).
      if (c.damage < 0 || c.cut < 0 || c.denied < 0 || c.denied > c.steps * s.turns) out.push(`centre ${c.name}: damage ${c.damage}, cut ${c.cut}, denied ${c.denied} of ${c.steps} steps a turn`)
    }
    if (s.turn < 1 || s.turn > s.turns + 1) out.push(`turn ${s.turn} of ${s.turns}`)
    return out
  },
  // A shot's percentile die, and the die that drew its target when there were several (§1: at random).
  diceShown: (events) => events.reduce((n, e) => n + (e.t === 'shot' ? (e.drawn ? 2 : 1) : 0), 0),
  coverage: features,
  // Every question, kind of click, event and ending, and every part of the rules a battle can reach (features above).
  known: () => [
    ...DECISION_KINDS.map((k) => `decision:${k}`),
    ...roundKinds().map((r) => `round:${r}`),
    ...EVENT_TYPES.map((t) => `event:${t}`),
    ...ENDINGS.map((e) => `ending:${e}`),
    ...FIRE_KINDS.flatMap((f) => [`shot:${f}-hit`, `shot:${f}-miss`]),
    'shot:drawn',
    'shot:floor',
    ...TYPE_CODES.filter(fires).map((t) => `fires:${t}`),
    ...Object.keys(RANGED_CLASSES).map((t) => `ranged:${t}`),
    ...TARGET_CLASSES.map((c) => `at:${c}`),
    ...COMBAT_WHY.map((w) => `combat:${w}`),
    ...PHASE_NOS.map((p) => `combat:phase-${p}`),
    ...GROUPS.map((g) => `group:${g}`),
    ...[...new Set(Object.values(DOMAIN)), 'jump'].map((d) => `enter:${d}`),
    ...ORDERS.map((o) => `orders:${o}`),
    ...PROMOTIONS.map((p) => `promote:${p}`),
    ...REPAIR_BY.map((b) => `repair:${b}`),
  ],
  randomScenario,
}
