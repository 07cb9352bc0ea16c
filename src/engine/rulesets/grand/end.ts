import { otherSide, SIDES, type Side } from '../../core/types.ts'
import { CARD_BY_ID } from './cards.ts'
import { meanMorale, updateMorale } from './morale.ts'
import { breakthroughOptions, retreatSide } from './retreat.ts'
import { roundKind } from './rounds.ts'
import type { GrandState } from './state.ts'
import { countHolders, d10, type Work } from './work.ts'

/**
 * Section K, Total Elimination: when all of a side's combat units are
 * destroyed, half of its support units (rounded up, chosen by die) go too.
 */
export function totalElimination(w: Work): void {
  const s = w.s
  // Section K names the end of a pursuit, a Main or a Next round: a side wiped out in an earlier round keeps its support units (D38).
  const kind = s.round && roundKind(s.round)
  if (kind !== 'main' && kind !== 'next' && kind !== 'pursuit') return
  for (const side of SIDES) {
    let alive = 0
    let dead = 0
    for (const u of s.units) {
      if (u.side !== side || u.role !== 'combat' || u.air) continue
      if (u.place === 'losses') dead++
      else alive++
    }
    if (alive > 0 || dead === 0 || s.sides[side].totallyEliminated) continue
    s.sides[side].totallyEliminated = true
    const support = s.units.filter((u) => u.side === side && u.role === 'support' && u.place !== 'losses')
    const toGo = Math.ceil(support.length / 2)
    const gone: string[] = []
    for (let k = 0; k < toGo; k++) {
      // The die is in the log like every other: a reader can check which unit it took. A lone unit needs none.
      const i = support.length === 1 ? 0 : w.dice.roll(support.length)
      if (w.ev && support.length > 1) w.ev.push({ t: 'draw', side, what: 'total-elimination', die: i + 1, among: support.length, chosen: support[i]!.id })
      const u = support.splice(i, 1)[0]!
      u.place = 'losses'
      u.strength = 0
      s.sides[side].eliminated++
      gone.push(u.id)
    }
    if (w.ev && gone.length) w.ev.push({ t: 'total-elimination', side, units: gone })
  }
}

/** Ends the battle: the loser retreats, the attacker may get a breakthrough (sections C, L, M). */
export function finish(w: Work, winner: Side | null, reason: string, retreating: Side | null, cancelled = false): void {
  const s = w.s
  s.phase = 'over'
  s.queue = []
  s.pursuer = null
  if (w.ev) w.ev.push({ t: 'end', winner, reason })
  let retreat: NonNullable<GrandState['result']>['retreat'] = null
  if (retreating && s.units.some((u) => u.side === retreating && u.place !== 'losses')) {
    retreat = { side: retreating, moves: retreatSide(w, retreating, cancelled ? 'battle cancelled' : reason) }
  }
  const options = winner ? breakthroughOptions(s, winner) : null
  s.result = { winner, reason, cancelled, retreat, breakthrough: options && { ...options, chosen: null } }
  if (options) s.queue.push({ kind: 'breakthrough', side: 'attacker', round: null })
  // Replayable cards go back to the hand for the next battle; one-time cards are spent.
  for (const side of SIDES) {
    const st = s.sides[side]
    for (const id of st.played) if (CARD_BY_ID.get(id)?.reusable) st.hand.push(id)
  }
  for (const side of SIDES) updateMorale(w, side, 'end of battle')
}

/** Section K: which demoralized side tests, with the both-demoralized tie-breaks. */
export function sideToTest(s: GrandState): { side: Side | null; reason: string } {
  const a = s.sides.attacker
  const d = s.sides.defender
  const aDown = a.bm < 0
  const dDown = d.bm < 0
  if (!aDown && !dDown) return { side: null, reason: 'no side is demoralized' }
  if (aDown !== dDown) return { side: aDown ? 'attacker' : 'defender', reason: 'demoralized' }
  const aLoss = a.eliminated + a.panics
  const dLoss = d.eliminated + d.panics
  if (aLoss !== dLoss) {
    return { side: aLoss > dLoss ? 'attacker' : 'defender', reason: 'both demoralized: more losses and panics' }
  }
  if (a.panics !== d.panics) {
    return { side: a.panics > d.panics ? 'attacker' : 'defender', reason: 'both demoralized, equal losses and panics: more panics' }
  }
  return { side: null, reason: 'both demoralized with equal losses and panics: no test' }
}

/**
 * The rout test (the seed gives no procedure; docs/rules/grand.md): a d10 above
 * twice the side's mean morale plus its (negative) Battle Morale routs it.
 */
export function routTest(w: Work, side: Side): boolean {
  const limit = 2 * meanMorale(w.s, side) + w.s.sides[side].bm
  const die = d10(w, limit)
  const routed = die > limit
  if (w.ev) w.ev.push({ t: 'rout-test', side, die, limit, routed })
  return routed
}

/** A routed side leaves the field: its land units go to the Routs box (section K). */
export function rout(w: Work, side: Side): void {
  const s = w.s
  const st = s.sides[side]
  st.routedOut = true
  const gone: string[] = []
  for (const u of s.units) {
    if (u.side === side && u.place === 'field' && !u.air) {
      u.place = 'routs'
      st.routed++
      gone.push(u.id)
    }
  }
  if (w.ev) w.ev.push({ t: 'routed', side, units: gone })
  updateMorale(w, side, 'routed')
  const victor = otherSide(side)
  const why = pursuitBlocked(s, victor)
  if (w.ev) w.ev.push({ t: 'pursuit', side: victor, allowed: why === null, reason: why ?? 'armored or mechanized units may pursue' })
  if (why === null) {
    s.pursuer = victor
    s.queue = []
    return
  }
  finish(w, victor, `${s.sides[side].name} routed`, side)
}

/** Section K: a pursuit needs a rout, pursuit-capable victors and terrain that allows it. */
export function pursuitBlocked(s: GrandState, victor: Side): string | null {
  if (!s.terrain.allowsPursuit) return `${s.terrain.name} does not allow pursuit`
  const routedSide = otherSide(victor)
  if (s.effects.some((e) => e.side === routedSide && e.effect.type === 'noPursuit')) return 'a Rearguard card forbids pursuit'
  if (!s.units.some((u) => u.side === victor && canPursue(s, u))) return 'no armored or mechanized unit to pursue'
  return null
}

function canPursue(s: GrandState, u: GrandState['units'][number]): boolean {
  return u.place === 'field' && u.pursuit && u.role === 'combat' && !u.air && u.strength > 0
}

/**
 * After a round (section C and K): a side without combat units on the field
 * loses; else a demoralized side takes the rout test; else, with no round
 * left, the defender holds. Returns true when the battle goes on.
 */
export function endOfRound(w: Work, roundsLeft: boolean, alreadyTested: Side | null = null): boolean {
  const s = w.s
  totalElimination(w)
  const a = countHolders(s, 'attacker')
  const d = countHolders(s, 'defender')
  if (a === 0 || d === 0) {
    const winner: Side = a > 0 ? 'attacker' : d > 0 ? 'defender' : 'defender'
    const reason = a === 0 && d === 0 ? 'neither side has combat units left: the defender holds' : `${s.sides[otherSide(winner)].name} has no combat units left on the field`
    finish(w, winner, reason, otherSide(winner))
    return false
  }
  const { side, reason } = sideToTest(s)
  if (side === null) {
    if (w.ev && reason !== 'no side is demoralized') w.ev.push({ t: 'no-rout-test', reason })
  } else if (side !== alreadyTested && routTest(w, side)) {
    rout(w, side)
    return false
  }
  if (!roundsLeft) {
    finish(w, 'defender', 'the last round is over and both sides stand: the defender holds', 'attacker')
    return false
  }
  return true
}
