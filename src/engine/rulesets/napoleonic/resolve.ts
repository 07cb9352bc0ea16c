import { attackFigures, columnLabel, inEnemyZoc, supportsOf } from './combat.ts'
import { cell, rowOf } from './crt.ts'
import { doublesInfantry, hexOf } from './geometry.ts'
import { chooseRetreat } from './retreat.ts'
import type { Unit } from './state.ts'
import { emit, type Work } from './work.ts'
import { checkWipedOut, updateHolders } from './phases.ts'

/**
 * One attack, from the declaration to the advance (seed 004 "Combat
 * resolution procedure", "Morale tests", "Retreat after combat", "Advance
 * after combat", "Victorious units", "Eliminating units"), on a work copy:
 * every die from w.dice, every die and result an event.
 */
export function resolveAttack(w: Work, a: Unit, d: Unit): void {
  const { s, g } = w
  a.attacked = true
  d.defended = true
  s.attacks++
  s.totalAttacks++
  const f = attackFigures(s, g, a, d)
  const attackSupports = supportsOf(s, g, a, d)
  const defendSupports = supportsOf(s, g, d, a)
  const column = columnLabel(f.column)
  emit(w, { t: 'totals', attack: f.attack, defend: f.defend, attackParts: f.attackParts, defendParts: f.defendParts })
  emit(w, { t: 'ratio', attack: f.attack, defend: f.defend, column })
  for (const m of f.modifiers) emit(w, { t: 'modifier', source: m.source, value: m.value })
  const face = w.dice.roll(6) + 1
  const row = rowOf(face, f.drm)
  const c = cell(row, f.column)
  emit(w, { t: 'shot', side: a.side, unit: a.id, die: face, value: row, hit: c.defenderLoss > 0 || c.defenderTest })
  emit(w, { t: 'result', face, drm: f.drm, row, column, ...c })
  s.last = { attacker: a.id, defender: d.id, supports: [...attackSupports, ...defendSupports].map((u) => u.id), moves: [] }

  const from = { a: a.at, d: d.at }
  takeLoss(w, a, c.attackerLoss)
  takeLoss(w, d, c.defenderLoss)
  // The defender's test first: its retreat empties the hex the attacker may take.
  if (c.defenderTest) moraleTest(w, d, a, [a, ...attackSupports])
  if (c.attackerTest) moraleTest(w, a, d, [d, ...defendSupports])

  const dGone = d.place !== 'field' || d.at !== from.d
  const aGone = a.place !== 'field' || a.at !== from.a
  if (dGone && !aGone) win(w, a, d, from.d)
  else if (aGone && !dGone) win(w, d, a, from.a)
  updateHolders(w)
  checkWipedOut(w)
}

function takeLoss(w: Work, u: Unit, points: number): void {
  if (points <= 0) return
  u.strength = Math.max(0, u.strength - points)
  emit(w, { t: 'loss', unit: u.id, points, left: u.strength })
  if (u.strength === 0) eliminate(w, u, 'strength')
}

function eliminate(w: Work, u: Unit, why: 'strength' | 'no retreat'): void {
  u.place = 'losses'
  emit(w, { t: 'eliminated', unit: u.id, side: u.side, why })
}

/**
 * A number from 1 to 9 against current morale: greater fails, and the unit
 * retreats one hex at once, then loses a morale point (N4). Leaders never
 * test. Rolled as a comparison, so that the exact odds branch two ways.
 */
function moraleTest(w: Work, u: Unit, foe: Unit, causes: Unit[]): void {
  if (u.place !== 'field') return
  if (u.type === 'leader') {
    emit(w, { t: 'no-test', unit: u.id })
    return
  }
  const roll = w.dice.rollAgainst(9, u.morale - 1) + 1
  const passed = roll <= u.morale
  emit(w, { t: 'morale-test', unit: u.id, roll, morale: u.morale, passed })
  if (passed) return
  const r = chooseRetreat(w.s, w.g, u, foe, causes)
  u.drivenBack = true
  if (!r) {
    eliminate(w, u, 'no retreat')
    return
  }
  emit(w, { t: 'retreat', unit: u.id, from: u.at, to: r.to, why: r.why })
  w.s.last?.moves.push({ unit: u.id, side: u.side, from: u.at, to: r.to, kind: 'retreat' })
  u.at = r.to
  if (u.morale > 0) {
    u.morale--
    emit(w, { t: 'morale-loss', unit: u.id, morale: u.morale })
  }
}

/**
 * The winner of the attack: it eliminated or drove back the enemy principal
 * and itself stayed (N6). It is marked victorious, regains a morale point
 * (up to its initial morale) when it eliminated, and advances into the hex
 * the enemy left unless that gives up an advantageous position.
 */
function win(w: Work, v: Unit, loser: Unit, vacated: string): void {
  const regained = loser.place !== 'field' && v.morale < v.initialMorale ? 1 : 0
  v.morale += regained
  v.victorious = true
  emit(w, { t: 'victorious', unit: v.id, regained, morale: v.morale })
  const why = refusal(w, v, vacated)
  if (why) {
    emit(w, { t: 'advance-refused', unit: v.id, to: vacated, why })
    return
  }
  emit(w, { t: 'advance', unit: v.id, from: v.at, to: vacated })
  w.s.last?.moves.push({ unit: v.id, side: v.side, from: v.at, to: vacated, kind: 'advance' })
  v.at = vacated
}

/** Why the victor keeps its hex: it would give up a village, a wood, height or an objective hex (N7); null: it advances. */
export function refusal(w: Work, v: Unit, to: string): string | null {
  const here = hexOf(w.g, v.at)
  const there = hexOf(w.g, to)
  if (doublesInfantry(here.terrain) && !doublesInfantry(there.terrain)) return `it holds ${here.terrain === 'woods' ? 'a wood' : 'a village'}`
  if (here.elevation > there.elevation) return 'it holds the higher ground'
  if (w.s.objectives.includes(here.id)) return 'it holds an objective hex'
  if (v.morale <= 0 && inEnemyZoc(w.s, w.g, v.side, to)) return 'it is demoralised and may not enter an enemy zone of control'
  return null
}
