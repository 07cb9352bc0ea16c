import { addAt } from '../../../odds/outcomes.ts'
import type { Dice, ScriptState } from '../../core/dice.ts'
import { SIDES, type Side } from '../../core/types.ts'
import { CHIP_FACES, DIE_SIDES, lossPoints } from './charts.ts'
import type { Figures, Picture } from './combat.ts'
import { geometry, type Geometry } from './geometry.ts'
import { currentFigures, settle } from './resolve.ts'
import { defaultStep } from './simulate.ts'
import type { KoreaState } from './state.ts'
import { cloneState, type Work } from './work.ts'

/**
 * The exact odds (K16). A combat's differential is its two dice and its
 * chips, all independent: the die difference convolved with every chip (the
 * defender's subtracted) and shifted by the modifiers gives each loss-point
 * outcome its exact chance before the dice. The rest of the turn is then
 * walked outcome by outcome with the default answers, which roll nothing,
 * merging equal positions between combats.
 */

/** The chance of each value of (attacker's die + chips) − (defender's die + chips), for nA and nD chips. */
export function rawDistribution(nA: number, nD: number): Map<number, number> {
  let dist = new Map<number, number>([[0, 1]])
  const conv = (faces: readonly number[], sign: number) => {
    const next = new Map<number, number>()
    for (const [v, p] of dist) for (const f of faces) next.set(v + sign * f, (next.get(v + sign * f) ?? 0) + p / faces.length)
    dist = next
  }
  const die = Array.from({ length: DIE_SIDES }, (_, i) => i + 1)
  conv(die, 1)
  conv(die, -1)
  for (let i = 0; i < nA; i++) conv(CHIP_FACES, 1)
  for (let i = 0; i < nD; i++) conv(CHIP_FACES, -1)
  return dist
}

export interface LpOutcome {
  lp: Record<Side, number>
  p: number
}

/** The loss points of a combat with these figures and these units in it, each with its exact chance; the attacker's best first. */
export function lpOutcomes(pic: Picture, f: Figures): LpOutcome[] {
  const byKey = new Map<string, LpOutcome>()
  for (const [raw, p] of rawDistribution(pic.inCombat.attacker.length, pic.inCombat.defender.length)) {
    const lp = lossPoints(raw + f.drm.attacker - f.drm.defender, f.ratio)
    const key = `${lp.attacker},${lp.defender}`
    const o = byKey.get(key)
    if (o) o.p += p
    else byKey.set(key, { lp, p })
  }
  return [...byKey.values()].sort((x, y) => y.lp.defender - x.lp.defender || x.lp.attacker - y.lp.attacker)
}

/** Dice for walks that must not roll: the default answers never do, so a roll here is a bug. */
export const NO_DICE: Dice = {
  roll: () => {
    throw new Error('the exact walk rolled a die outside a combat')
  },
  rollAgainst: () => {
    throw new Error('the exact walk rolled a die outside a combat')
  },
  save: (): ScriptState => ({ kind: 'script', faces: [], next: 0, rolled: 0 }),
}

/** A copy of a position to play on without dice (the exact walk, the AI's look-ahead). */
export function dryWork(s: KoreaState): Work {
  return { s: cloneState(s), g: geometry(s.map), dice: NO_DICE, ev: null }
}

/** Plays default answers until the dice of a combat are due or the battle is over. */
export function toNextRoll(w: Work): void {
  while (w.s.phase !== 'over' && w.s.now?.step !== 'roll') defaultStep(w)
}

/** A position as far as the rest of the battle cares: not the dice, the chips or the last roll shown. */
export function positionKey(s: KoreaState): string {
  const now = s.now
  let k = `${s.combatNo}|${s.phase}|${s.result?.winner ?? ''}|${s.sides.attacker.vp},${s.sides.defender.vp}|${s.taken.join(',')}|`
  if (now) k += `${now.step},${now.leads.attacker},${now.leads.defender},${now.depot}|`
  for (const u of s.units) k += `${u.at}${u.place === 'field' ? '' : 'r'}${u.static ? 's' : ''};`
  for (const d of s.depots) k += d.place[0]
  return k
}

/** Applies one loss-point outcome to the combat whose dice are due, as the engine's roll would. */
export function applyOutcome(w: Work, pic: Picture, f: Figures, lp: Record<Side, number>): void {
  const zero = { attacker: 0, defender: 0 }
  // The dice and chips behind the outcome are not one: the record keeps what the rest of the battle reads.
  settle(w, pic, { dice: zero, drm: f.drm, chips: zero, totals: { ...f.drm }, differential: f.drm.attacker - f.drm.defender, ratio: f.ratio, lp })
}

export interface ExactBattle {
  attacker: number
  defender: number
  draw: number
  /** left[side][k]: the chance the side ends the turn with k VP. */
  left: Record<Side, number[]>
  paths: number
}

/**
 * Walks the rest of the turn with the default answers over every loss-point
 * outcome, calling `onEnd` with each end state and its chance; the outcomes
 * walked, or null past `maxPaths` of them.
 */
export function walkExact(state: KoreaState, maxPaths: number, onEnd: (s: KoreaState, p: number) => void): number | null {
  const g: Geometry = geometry(state.map)
  const start = dryWork(state)
  toNextRoll(start)
  let paths = 0
  let frontier = new Map<string, { s: KoreaState; p: number }>([[positionKey(start.s), { s: start.s, p: 1 }]])
  while (frontier.size) {
    const next = new Map<string, { s: KoreaState; p: number }>()
    for (const { s, p } of frontier.values()) {
      if (s.phase === 'over') {
        onEnd(s, p)
        continue
      }
      const { pic, f } = currentFigures(s, g)
      for (const o of lpOutcomes(pic, f)) {
        if (++paths > maxPaths) return null
        const w = dryWork(s)
        applyOutcome(w, pic, f, o.lp)
        toNextRoll(w)
        const key = positionKey(w.s)
        const seen = next.get(key)
        if (seen) seen.p += p * o.p
        else next.set(key, { s: w.s, p: p * o.p })
      }
    }
    frontier = next
  }
  return paths
}

/** The exact chances of the rest of the turn with the default answers; null past `maxPaths` outcomes walked. */
export function exactBattle(state: KoreaState, maxPaths: number): ExactBattle | null {
  const out: ExactBattle = { attacker: 0, defender: 0, draw: 0, left: { attacker: [], defender: [] }, paths: 0 }
  const paths = walkExact(state, maxPaths, (s, p) => {
    out[s.result?.winner ?? 'draw'] += p
    for (const side of SIDES) addAt(out.left[side], s.sides[side].vp, p)
  })
  if (paths === null) return null
  out.paths = paths
  return out
}
