import type { BaseState, FuzzKit } from '../../core/ruleset.ts'
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
 * The fuzzer's axis invariants (src/fuzz/). Typed over any state (and without
 * the parts that return a state), so that it stands for whatever states the
 * engine hands it: a battle is checked, and the battle open inside a larger one.
 */
export const axisFuzz: Pick<FuzzKit<BaseState, { t: string }>, 'check' | 'diceShown' | 'gaugeIsSum'> = {
  // Units left: the sum of its lines.
  gaugeIsSum: true,
  check(s) {
    if (isBattle(s)) return checkBattle(s)
    const open = (s as { battle?: unknown }).battle
    return open && typeof open === 'object' && isBattle(open) ? checkBattle(open).map((p) => `open battle: ${p}`) : []
  },
  // Every die axis rolls is a to-hit die, and each is a shot event.
  diceShown: (events) => events.reduce((n, e) => n + (e.t === 'shot' ? 1 : 0), 0),
}
