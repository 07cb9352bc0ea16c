import type { BaseState, FuzzKit } from '../../core/ruleset.ts'
import { axisCoverage, axisKnown } from './fuzzCoverage.ts'
import { isPhaseState, type PhaseState } from './phase/state.ts'
import { randomScenario } from './randomScenario.ts'
import type { AxisState } from './state.ts'

const PLACES = new Set(['field', 'losses', 'away'])

/** A battle's state (a layer above battles, if any, holds the open one in `battle`). */
const isBattle = (s: object): s is AxisState => Array.isArray((s as AxisState).units) && 'area' in s && 'volley' in s

/**
 * A battle's invariants: every unit in one place (the field, the Losses box,
 * or away after a retreat), a fortified unit hit at most once before a second
 * half hit destroys it (§5.7.4), missions for planes only, and a winner with
 * something left.
 */
function checkBattle(s: AxisState): string[] {
  const out: string[] = []
  const ids = new Set<string>()
  for (const u of s.units) {
    if (ids.has(u.id)) out.push(`${u.id} is listed twice`)
    ids.add(u.id)
    if (!PLACES.has(u.place)) out.push(`${u.id} is in "${u.place}"`)
    // A second half hit destroys it (§5.7.4): two only in the Losses box.
    if (u.halfHits < 0 || u.halfHits > 2 || (u.halfHits > 1 && u.place !== 'losses')) out.push(`${u.id} has ${u.halfHits} half hits in ${u.place}`)
    if (u.halfHits > 0 && !u.fortified) out.push(`${u.id} took a half hit without a fortification`)
    if (u.mission !== null && u.domain !== 'air') out.push(`${u.id} (${u.domain}) has the mission ${u.mission}`)
  }
  if (s.phase === 'over' && s.result?.winner) {
    const winner = s.result.winner
    if (!s.units.some((u) => u.side === winner && u.place !== 'losses')) out.push(`${winner} wins with no unit left`)
  }
  return out
}

/**
 * A combat phase's map (P1, P7, §5.6): every unit on it or lost; one on it
 * stands on land in an area its own side controls (attackers where they won
 * or came from, defenders where they held or retreated to), so no area holds
 * both sides; each breakthrough goes next to the battle it came from.
 */
function checkPhase(p: PhaseState): string[] {
  const out: string[] = []
  const areas = new Map(p.areas.map((a) => [a.id, a]))
  for (const u of p.units) {
    if (u.status === 'lost') continue
    if (u.status !== 'map') out.push(`${u.id} has status "${String(u.status)}"`)
    const a = areas.get(u.area)
    if (!a) out.push(`${u.id} stands in "${u.area}", not on the map`)
    else if (a.terrain !== 'land') out.push(`${u.id} stands in the sea zone ${a.id}`)
    else if (a.owner !== u.side) out.push(`${u.id} (${u.side}) stands in ${a.id}, which the ${a.owner} controls`)
  }
  for (const b of p.breakouts) if (!areas.get(b.from)?.neighbours.includes(b.to)) out.push(`a breakthrough from ${b.from} into ${b.to}, not next to it`)
  return out
}

/**
 * The fuzzer's axis invariants (src/fuzz/). Typed over any state (and without
 * the parts that return a state), so that it stands for whatever states the
 * engine hands it: a battle is checked, and a combat phase's map with the
 * battle open in it.
 */
export const axisFuzz: Pick<FuzzKit<BaseState, { t: string }>, 'check' | 'diceShown' | 'gaugeIsSum' | 'coverage' | 'known' | 'randomScenario'> = {
  // Units left: the sum of its lines.
  gaugeIsSum: true,
  check(s) {
    if (isBattle(s)) return checkBattle(s)
    const open = (s as { battle?: unknown }).battle
    const battle = open && typeof open === 'object' && isBattle(open) ? checkBattle(open).map((p) => `open battle: ${p}`) : []
    return isPhaseState(s) ? [...checkPhase(s), ...battle] : battle
  },
  // Every die axis rolls is a to-hit die, and each is a shot event.
  diceShown: (events) => events.reduce((n, e) => n + (e.t === 'shot' ? 1 : 0), 0),
  // How it ended, the kinds of battle, units, fortifications, steps, missions and answers it reached (fuzzCoverage.ts).
  coverage: axisCoverage,
  known: axisKnown,
  // Battles of every kind and, one in four, a combat phase (randomScenario.ts).
  randomScenario,
}
