import { checkAnswer, type FormDecision } from '../../../core/form.ts'
import type { Choice } from '../../../core/ruleset.ts'
import { RuleError, type Side } from '../../../core/types.ts'
import { advance as battleAdvance } from '../advance.ts'
import { decide as battleDecide } from '../decisions.ts'
import type { AxisState } from '../state.ts'
import { closePhaseBattle, openPhaseBattle } from './battle.ts'
import type { PhaseEvent } from './events.ts'
import { areaNameOf, areaOf, breakthroughTargets, breakthroughType, closePhaseWork, eligibleIn, emitPhase, nextBattleNumber, onMap, openPhaseWork, unitsAt, type PhaseWork } from './rules.ts'
import type { PhaseRecord, PhaseState } from './state.ts'

/**
 * A combat phase's steps (seed 003 §5.6): the combat moves (one Launch:
 * empty areas are entered at once), the normal battles one at a time in the
 * order the attacker picks, then, "only after all normal combat in the
 * Combat Phase has been resolved", Breakthrough Combat: the attacker
 * declares each battle's second combat moves, and their battles are fought
 * the same way. The open battle is the battle engine's, untouched; its dice
 * roll on the phase's generator.
 */

export type PhaseKind = 'next-battle' | 'breakthrough'

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** The open battle rolling on the phase's generator (a caller may put its own in `dice`, as the odds and the AI do). */
export function openBattleOf(p: PhaseState): AxisState {
  const b = p.battle!
  return b.dice === p.dice ? b : { ...b, dice: p.dice }
}

/** The open battle is over and nothing is asked: the next advance closes it. */
export const battleDone = (p: PhaseState): boolean => p.battle !== null && p.battle.phase === 'over' && p.battle.ask === null

/** What the enemy has in an area, in a line. */
function enemyLine(p: PhaseState, area: string): string {
  const d = unitsAt(p, area, 'defender')
  return d.length ? plural(d.length, 'enemy unit') : 'empty: entered at once, no battle'
}

/** The phase's own question now (the Battles list or a breakthrough declaration), or null. */
export function phasePending(p: PhaseState): FormDecision<PhaseKind> | null {
  if (p.battle) return null
  if (p.phase === 'list') {
    const stage = p.stage === 'normal' ? 'normal combat' : 'Breakthrough Combat'
    return {
      side: 'attacker',
      kind: 'next-battle',
      prompt: `${p.sides.attacker.name}: choose the next battle of ${stage} (${p.list.length} left; every one is fought)`,
      options: {
        fields: [
          {
            type: 'place',
            id: 'area',
            label: p.stage === 'normal' ? 'Battles of normal combat' : 'Battles of Breakthrough Combat',
            targets: 'places',
            choices: p.list.map((a, i) => {
              const attackers = p.units.filter((u) => onMap(u) && u.attacks === a)
              return {
                value: a,
                label: `${i + 1}. ${areaNameOf(p, a)}: ${attackers.length} against ${unitsAt(p, a, 'defender').length}`,
                title: `Attacking: ${attackers.map((u) => u.name).join(', ')}. Defending: ${unitsAt(p, a, 'defender').map((u) => u.name).join(', ')}.`,
              }
            }),
            default: p.list[0]!,
          },
        ],
        submit: 'Launch battle ▶',
      },
    }
  }
  if (p.phase === 'declare') {
    const from = p.groups[0]!
    const units = eligibleIn(p, from)
    const targets = breakthroughTargets(p, from)
    return {
      side: 'attacker',
      kind: 'breakthrough',
      prompt: `${p.sides.attacker.name}: Breakthrough Combat from ${areaNameOf(p, from)} — click an adjacent enemy area and choose the units, or click ${areaNameOf(p, from)} for no more`,
      options: {
        fields: [
          {
            type: 'place',
            id: 'area',
            label: `Break through from ${areaNameOf(p, from)} into`,
            targets: 'places',
            choices: targets.map((a) => ({ value: a, label: `${areaNameOf(p, a)} (${enemyLine(p, a)})` })),
            default: targets[0]!,
            none: { value: 'none', label: `No more breakthroughs from ${areaNameOf(p, from)}`, place: from },
          },
          {
            type: 'several',
            id: 'units',
            label: 'Units that break through (armor, Tech-2 infantry, TacAir fighters of this battle)',
            choices: units.map((u) => ({ value: u.id, label: u.name })),
            default: units.map((u) => u.id),
            min: 1,
          },
        ],
        submit: 'Break through',
      },
    }
  }
  return null
}

/** `events` false: nobody reads them (a simulated phase). */
export function decidePhase(p: PhaseState, side: Side, choice: Choice, events = true): { state: PhaseState; events: PhaseEvent[] } {
  if (p.battle) {
    const step = battleDecide(openBattleOf(p), side, choice)
    return { state: { ...p, battle: step.state, dice: step.state.dice }, events: step.events }
  }
  const d = phasePending(p)
  if (!d) throw new RuleError('no decision is pending')
  if (d.side !== side || d.kind !== choice.kind) throw new RuleError(`waiting for the ${d.side} to decide ${d.kind}, not the ${side} to decide ${choice.kind}`)
  const wrong = checkAnswer(d.options, choice.answer ?? {})
  if (wrong) throw new RuleError(wrong)
  const w = openPhaseWork(p, events)
  const reason = choice.reason ?? null
  if (d.kind === 'next-battle') {
    const area = choice.answer.area as string
    emitPhase(w, { t: 'phase-decision', side, kind: 'next battle', choice: area, reason })
    openPhaseBattle(w, area)
  } else {
    declare(w, choice.answer.area as string, choice.answer.units as string[], reason)
  }
  return closePhaseWork(w)
}

/**
 * One second combat move (§5.6), or 'none': no more from this battle. The
 * units must be this battle's eligible ones; the area one the rules open to
 * them. An empty area is entered at once; an occupied one gets a battle.
 */
function declare(w: PhaseWork, to: string, ids: string[], reason: string | null): void {
  const p = w.p
  const from = p.groups[0]!
  if (to === 'none') {
    emitPhase(w, { t: 'phase-decision', side: 'attacker', kind: 'breakthrough', choice: `${from}: none`, reason })
    p.groups.shift()
    nextGroup(w)
    return
  }
  const eligible = eligibleIn(p, from)
  for (const id of ids) {
    if (!eligible.some((u) => u.id === id)) throw new RuleError(`units: "${id}" may not break through from ${areaNameOf(p, from)}`)
  }
  if (new Set(ids).size !== ids.length) throw new RuleError('units: a unit is named twice')
  emitPhase(w, { t: 'phase-decision', side: 'attacker', kind: 'breakthrough', choice: `${from} > ${to}: ${ids.join(' ')}`, reason })
  const empty = unitsAt(p, to, 'defender').length === 0
  for (const id of ids) {
    const u = p.units.find((x) => x.id === id)!
    u.brokeThrough = true
    u.eligibleFrom = null
    u.from = from
    if (empty) u.area = to
    else u.attacks = to
  }
  const same = p.breakouts.find((b) => b.from === from && b.to === to)
  if (same) p.breakouts = p.breakouts.map((b) => (b === same ? { ...b, units: [...b.units, ...ids] } : b))
  else p.breakouts = [...p.breakouts, { from, to, units: ids.slice(), empty }]
  emitPhase(w, { t: 'breakthrough-move', from, to, units: ids.slice(), empty })
  if (empty) {
    areaOf(p, to).owner = 'attacker'
    emitPhase(w, { t: 'area-taken', area: to, how: 'breakthrough' })
    p.records = [...p.records, emptyRecord(p, to, 'breakthrough', from, [])]
  } else if (!p.list.includes(to)) p.list.push(to)
  if (!eligibleIn(p, from).length || !breakthroughTargets(p, from).length) {
    p.groups.shift()
    nextGroup(w)
  }
}

function emptyRecord(p: PhaseState, area: string, stage: PhaseRecord['stage'], origin: string | null, eligible: string[]): PhaseRecord {
  return {
    n: nextBattleNumber(p) - 1,
    area,
    stage,
    empty: true,
    origin,
    winner: 'attacker',
    reason: 'the area was empty',
    conquered: true,
    rounds: 0,
    qualified: stage === 'normal',
    why: stage === 'normal' ? 'the first enemy controlled area they entered was empty' : 'a breakthrough gives no further breakthrough',
    eligible,
    lost: { attacker: [], defender: [] },
    retreats: [],
  }
}

/** The next battle whose units may still break through; groups with nowhere to go are passed with a word; then the battles. */
function nextGroup(w: PhaseWork): void {
  const p = w.p
  while (p.groups.length) {
    const from = p.groups[0]!
    if (!eligibleIn(p, from).length) {
      p.groups.shift()
      continue
    }
    if (!breakthroughTargets(p, from).length) {
      emitPhase(w, { t: 'no-breakthrough', from, reason: 'no adjacent enemy area is open to it' })
      p.groups.shift()
      continue
    }
    p.phase = 'declare'
    return
  }
  if (p.list.length) {
    p.phase = 'list'
    emitPhase(w, { t: 'battle-list', stage: 'breakthrough', areas: p.list.slice() })
  } else endPhase(w)
}

/**
 * The combat moves of the phase (one Launch): every attacking unit moves
 * into its area; an area with no enemy unit is entered at once and taken
 * (§5.6 way 2: the units that entered it qualify); the rest make the list
 * of normal combat, in the map's order.
 */
function combatMoves(w: PhaseWork): void {
  const p = w.p
  const targets: string[] = []
  for (const a of p.areas) if (p.units.some((u) => onMap(u) && u.attacks === a.id)) targets.push(a.id)
  for (const to of targets) {
    const movers = p.units.filter((u) => onMap(u) && u.attacks === to)
    const froms = [...new Set(movers.map((u) => u.from!))]
    for (const from of froms) emitPhase(w, { t: 'combat-move', from, to, units: movers.filter((u) => u.from === from).map((u) => u.id) })
    if (unitsAt(p, to, 'defender').length) continue
    // No battle: fighters entering an empty area fly no mission there; they count as TacAir for the breakthrough (P5).
    const eligible: string[] = []
    for (const u of movers) {
      u.area = to
      u.attacks = null
      if (u.type === 'fighter') u.mission = 'tacair'
      if (breakthroughType(u)) {
        u.eligibleFrom = to
        eligible.push(u.id)
      }
    }
    areaOf(p, to).owner = 'attacker'
    emitPhase(w, { t: 'area-taken', area: to, how: 'empty' })
    p.records = [...p.records, emptyRecord(p, to, 'normal', null, eligible)]
  }
  p.list = targets.filter((a) => areaOf(p, a).owner === 'defender')
  emitPhase(w, { t: 'battle-list', stage: 'normal', areas: p.list.slice() })
  if (p.list.length) p.phase = 'list'
  else startBreakthrough(w)
}

/** All normal combat is resolved: Breakthrough Combat opens, the battles' groups in the order they were fought (§5.6). */
function startBreakthrough(w: PhaseWork): void {
  const p = w.p
  p.stage = 'breakthrough'
  p.groups = p.records.filter((r) => r.stage === 'normal' && r.eligible.length).map((r) => r.area)
  emitPhase(w, { t: 'breakthrough-stage', groups: p.groups.slice() })
  nextGroup(w)
}

export function advancePhase(p: PhaseState, events = true): { state: PhaseState; events: PhaseEvent[] } {
  if (p.battle && !battleDone(p)) {
    const step = battleAdvance(openBattleOf(p))
    return { state: { ...p, battle: step.state, dice: step.state.dice }, events: step.events }
  }
  const w = openPhaseWork(p, events)
  if (w.p.phase === 'moves') combatMoves(w)
  else if (battleDone(w.p)) {
    closePhaseBattle(w)
    if (w.p.list.length) w.p.phase = 'list'
    else if (w.p.stage === 'normal') startBreakthrough(w)
    else nextGroup(w)
  } else throw new RuleError(w.p.phase === 'over' ? 'the phase is over' : 'a decision is pending')
  return closePhaseWork(w)
}

/**
 * The phase's result (P10): the areas attacked this phase, normal and
 * breakthrough, taken or held; the attacker wins when it took more of them
 * than the defender held.
 */
function endPhase(w: PhaseWork): void {
  const p = w.p
  const attacked = new Set<string>()
  for (const r of p.records) attacked.add(r.area)
  const taken = p.areas.filter((a) => attacked.has(a.id) && a.owner === 'attacker').map((a) => a.id)
  const held = p.areas.filter((a) => attacked.has(a.id) && a.owner !== 'attacker').map((a) => a.id)
  const winner: Side = taken.length > held.length ? 'attacker' : 'defender'
  const names = (ids: string[]) => ids.map((a) => areaNameOf(p, a)).join(', ') || 'none'
  const reason = `${p.sides.attacker.name} took ${taken.length} of ${attacked.size} areas attacked (${names(taken)}); ${p.sides.defender.name} held ${held.length} (${names(held)})`
  p.result = { winner, reason, taken, held }
  p.phase = 'over'
  p.list = []
  p.groups = []
  emitPhase(w, { t: 'phase-end', winner, reason })
}
