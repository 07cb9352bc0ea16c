import type { BattleResult, Side } from '../../core/types.ts'
import type { Aim, FgState, Unit } from './state.ts'
import { fireGroup, fireRanged, nextGroup, passingFire, rangedShooters } from './fire.ts'
import { AUTO_REPAIR, canStand, DOMAIN, PHASES, PIO_REPAIR, PIO_STEPS, RAID_DAMAGE, type Group } from './units.ts'
import { contested, emit, unitsAlive, unitsIn, type Work } from './work.ts'

/**
 * The battle's clock (docs/rules/firegroups.md, "Turns and phases"): each turn
 * begins with both sides' orders, then PHASES movement phases; at the end of a
 * phase the contested square fights when both sides are in it and either it
 * is phase 1 (units that stayed are pinned) or units entered it in this phase;
 * then ranged fire, then bomber damage. A turn ends with the repairs of
 * production centres and the aircraft landing where they flew from.
 */

/** What was played last, with its turn and phase: "Turn 1, phase 2: group 3". */
export const stamp = (s: Pick<FgState, 'turn' | 'phaseNo'>, what: string): string => `Turn ${s.turn}, phase ${s.phaseNo}: ${what}`

/** What each kind of click plays, as the round line names it after the stamp. */
export const CLICKS = {
  movement: 'movement',
  group: (g: Group) => `group ${g}`,
  ranged: 'ranged fire',
  /** A movement with no combat after it, whose click also fires the ranged shots. */
  movementRanged: 'movement, ranged fire',
} as const

/** Can be sent into the contested square: alive, outside it, and able to stand there. */
export function canEnter(s: FgState, u: Unit): boolean {
  return u.alive && u.at !== s.square && canStand(u.type, s.terrain[s.square]!)
}

/** The click that plays the phase's movement, and the fire that follows when nothing else is fought. */
export function playMove(w: Work): void {
  const s = w.s
  s.last = stamp(s, CLICKS.movement)
  emit(w, { t: 'phase', turn: s.turn, phase: s.phaseNo })
  if (s.phaseNo === 1) {
    for (const u of s.units) {
      if (!u.leaving) continue
      u.leaving = false
      if (!u.alive || u.at !== s.square) continue
      u.at = u.base
      emit(w, { t: 'leave', unit: u.id, to: u.base })
    }
  }
  const aims: Aim[] = []
  let arrived = false
  for (const u of s.units) {
    if (u.order !== s.phaseNo || !canEnter(s, u)) continue
    if (DOMAIN[u.type] === 'air' && !passingFire(w, u, aims)) continue
    const from = u.at
    u.at = s.square
    u.entered = true
    u.jumped = u.type === 'PAR'
    arrived = true
    emit(w, { t: 'enter', unit: u.id, from, jump: u.jumped })
  }
  s.aims = aims
  if (contested(s)) {
    if (s.phaseNo === 1 || arrived) {
      s.combat = true
      s.group = 1
      s.promotedBy = { attacker: false, defender: false }
      emit(w, { t: 'combat', why: arrived ? 'arrivals' : 'pinned' })
    } else emit(w, { t: 'no-combat', why: 'no arrivals' })
  }
  proceed(w, 'move')
}

/** The click that fires the lowest group with a unit to fire. */
export function playFire(w: Work): void {
  const s = w.s
  const g = nextGroup(s, s.group)
  if (g === null) throw new Error('no group left to fire')
  fireGroup(w, g)
  s.group = (g + 1) as FgState['group']
  s.last = stamp(s, CLICKS.group(g))
  proceed(w, 'fire')
}

/** The click of step 2, ranged fire, after a combat. */
export function playRanged(w: Work): void {
  fireRanged(w)
  w.s.last = stamp(w.s, CLICKS.ranged)
  endPhase(w)
}

/**
 * What the next click does: the next group with a unit to fire, else the
 * ranged fire (a click of its own after a combat; with the movement's click
 * when there was none), else the end of the phase.
 */
function proceed(w: Work, after: 'move' | 'fire'): void {
  const s = w.s
  if (s.combat) {
    const g = nextGroup(s, s.group)
    if (g !== null) {
      s.step = 'fire'
      return
    }
    s.combat = false
  }
  if (rangedShooters(s).length) {
    if (after === 'move') {
      fireRanged(w)
      s.last = stamp(s, CLICKS.movementRanged)
    } else {
      s.step = 'ranged'
      return
    }
  }
  endPhase(w)
}

/** BOMBER DAMAGE: each strategic bomber that flew in this phase and is still there damages an enemy (not neutral) centre under it. */
function bomb(w: Work): void {
  const s = w.s
  for (const u of s.units) {
    if (u.type !== 'BMR' || !u.alive || !u.entered) continue
    const c = s.centers.find((x) => x.at === u.at)
    if (!c || c.owner === u.side) continue
    if (c.owner === 'neutral') {
      emit(w, { t: 'no-damage', unit: u.id, center: c.at })
      continue
    }
    c.damage += RAID_DAMAGE
    emit(w, { t: 'bombed', unit: u.id, center: c.at, damage: RAID_DAMAGE, total: c.damage })
  }
}

function endPhase(w: Work): void {
  const s = w.s
  bomb(w)
  for (const u of s.units) {
    u.fired = false
    u.jumped = false
    u.promoted = false
    u.entered = false
  }
  s.combat = false
  s.group = 1
  s.step = 'move'
  const early = s.goal.kind === 'take' ? judgeTake(s, false) : null
  if (early) return finish(w, early)
  if (s.phaseNo < PHASES) {
    s.phaseNo++
    return
  }
  endTurn(w)
}

/**
 * BOMBER DAMAGE: a centre given a Production Improvement Order while it had
 * damage repairs 2 points instead of adding a build step (what it does was
 * fixed when the order was given), then every damaged centre repairs 1; the
 * damage left cuts the next turn's build steps.
 */
function repair(w: Work): void {
  for (const c of w.s.centers) {
    if (c.pio === 'repair') {
      const r = Math.min(PIO_REPAIR, c.damage)
      c.damage -= r
      emit(w, { t: 'repair', center: c.at, points: r, by: 'pio', damage: c.damage })
    } else if (c.pio === 'improve') {
      c.steps += PIO_STEPS
      emit(w, { t: 'improve', center: c.at, steps: c.steps })
    }
    c.pio = null
    if (c.damage > 0) {
      const r = Math.min(AUTO_REPAIR, c.damage)
      c.damage -= r
      emit(w, { t: 'repair', center: c.at, points: r, by: 'auto', damage: c.damage })
    }
  }
}

function endTurn(w: Work): void {
  const s = w.s
  repair(w)
  if (s.turn >= s.turns) {
    // The damage left at the end cuts the next turn's build steps: the battle's last word on production.
    for (const c of s.centers) c.denied += Math.min(c.steps, c.damage)
    return finish(w, s.goal.kind === 'take' ? judgeTake(s, true)! : judgeBomb(s))
  }
  for (const u of s.units) {
    // Aircraft do not hold ground: those that flew into the square land where they came from.
    if (u.alive && DOMAIN[u.type] === 'air' && u.at === s.square && u.home !== s.square) {
      u.at = u.home
      emit(w, { t: 'land', unit: u.id, to: u.home })
    }
    u.order = 0
    u.leaving = false
  }
  s.turn++
  s.phaseNo = 1
  s.ordered = { attacker: false, defender: false }
  emit(w, { t: 'turn', turn: s.turn })
  for (const c of s.centers) {
    c.cut = c.damage
    c.denied += Math.min(c.steps, c.cut)
    emit(w, { t: 'production', center: c.at, steps: Math.max(0, c.steps - c.cut), cut: c.cut })
  }
}

function finish(w: Work, result: BattleResult): void {
  w.s.phase = 'over'
  w.s.result = result
  emit(w, { t: 'end', winner: result.winner, reason: result.reason })
}

const squareName = (s: FgState) => s.map.places.find((p) => p.id === s.square)?.name ?? s.square

/** Each way a battle ends, by a short fixed name: the goal taken, held, given up, a draw, a bombing campaign won or lost. */
export const ENDINGS = ['taken', 'held', 'spent', 'draw', 'bombed', 'unbombed'] as const
export type Ending = (typeof ENDINGS)[number]

/**
 * The 'take' goal: the attacker wins once it alone has units in the square
 * (taken); the defender once the attacker has none there and none left that
 * could enter (spent), or when the last turn ends without the attacker
 * holding it alone (held); a draw when the defender has no unit left by then.
 * Null while the battle goes on.
 */
export function takeEnding(s: FgState, final: boolean): Exclude<Ending, 'bombed' | 'unbombed'> | null {
  const attIn = unitsIn(s, s.square, 'attacker').length
  const defIn = unitsIn(s, s.square, 'defender').length
  if (attIn > 0 && defIn === 0) return 'taken'
  const spent = attIn === 0 && !s.units.some((u) => u.side === 'attacker' && canEnter(s, u))
  if (!final && !spent) return null
  if (unitsAlive(s, 'defender') === 0) return 'draw'
  return spent ? 'spent' : 'held'
}

/** The 'take' goal's result in words; null while the battle goes on. */
export function judgeTake(s: FgState, final: boolean): BattleResult | null {
  const a = s.sides.attacker.name
  const d = s.sides.defender.name
  const where = squareName(s)
  switch (takeEnding(s, final)) {
    case null:
      return null
    case 'taken':
      return { winner: 'attacker', reason: `${a} takes ${where}: no defender is left in it` }
    case 'draw':
      return { winner: null, reason: `Neither side can hold ${where}: a draw` }
    case 'spent':
      return { winner: 'defender', reason: `${d} holds ${where}: ${a} has no unit left that could take it` }
    case 'held':
      return { winner: 'defender', reason: `${d} still holds ${where} after turn ${s.turns}` }
  }
}

/** How an ended battle ended (the fuzzer's coverage); null while it goes on. */
export function endingOf(s: FgState): Ending | null {
  if (!s.result) return null
  if (s.goal.kind === 'bomb') return s.result.winner === 'attacker' ? 'bombed' : 'unbombed'
  // The end state is the one judged: a battle cut short by the take goal ended on a judgement that was not null then.
  return takeEnding(s, true)
}

/** The 'bomb' goal: the attacker wins when the centre lost at least the goal's build steps to bomber damage. */
export function judgeBomb(s: FgState): BattleResult {
  if (s.goal.kind !== 'bomb') throw new Error('not a bombing battle')
  const goal = s.goal
  const c = s.centers.find((x) => x.at === goal.center)!
  const lost = `${c.name} lost ${c.denied} build step${c.denied === 1 ? '' : 's'} to bomber damage (the attacker needed ${goal.steps})`
  const winner: Side = c.denied >= goal.steps ? 'attacker' : 'defender'
  return { winner, reason: `${s.sides[winner].name} wins: ${lost}` }
}

