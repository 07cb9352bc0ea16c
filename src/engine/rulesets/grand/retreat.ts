import { otherSide, type Side } from '../../core/types.ts'
import type { Region } from './scenario.ts'
import type { BreakthroughOptions, GrandState, Unit } from './state.ts'
import { TERRAIN_BY_ID } from './terrain.ts'
import type { Work } from './work.ts'

/** What a retreat reads of a battle: its map and where it is. */
export type RetreatMap = Pick<GrandState, 'regions' | 'region'>

export function regionById(s: RetreatMap, id: string): Region | undefined {
  return s.regions.find((r) => r.id === id)
}

/** Regions the attackers came from: the defender may not retreat there (section M). */
export function attackerEntries(s: GrandState): Set<string> {
  const out = new Set<string>()
  for (const u of s.units) if (u.side === 'attacker' && u.from) out.add(u.from)
  return out
}

/** The crossing on the connection between two regions, whichever of them names it ('none' when neither does). */
export function crossingBetween(a: Region, b: Region): 'none' | 'river' | 'strait' {
  return a.crossings?.[b.id] ?? b.crossings?.[a.id] ?? 'none'
}

/**
 * Section M, for either side: "it is not allowed to retreat into enemy
 * regions OR into regions where battle is unresolved" (line 9), "a friendly
 * region (non occupied by enemy forces)", and not across a strait (D40). The
 * defender may not go where an attacker came from either.
 */
export function mayRetreatInto(s: RetreatMap, side: Side, r: Region, entries: Set<string>, via: Region): boolean {
  if (r.id === s.region.id || r.owner !== side || r.occupiedBy === otherSide(side) || r.battle) return false
  if (side === 'defender' && entries.has(r.id)) return false
  return crossingBetween(via, r) !== 'strait'
}

/**
 * An attacking unit goes back to its region of entry (section M) unless the
 * prohibitions of line 9 forbid it: an enemy region, one held by enemy
 * units, or one whose battle is unresolved (D30). An entry the battle's map
 * does not describe is taken as it is (a lone battle names no more).
 */
export function entryOpen(s: RetreatMap, from: string | null): boolean {
  if (from === null) return false
  const r = regionById(s, from)
  if (!r) return true
  return r.owner !== 'defender' && r.occupiedBy !== 'defender' && !r.battle
}

/** How far a region is from the side's supply: the retreat goes closest first. */
export function supplyDistance(r: Region, side: Side = 'defender'): number {
  return r.supply[side] ?? Number.MAX_SAFE_INTEGER
}

const roomOf = (r: Region) => r.stackingLimit ?? Number.MAX_SAFE_INTEGER

/**
 * Picks among equally good regions: `among` > 1 rolls a die; the caller logs
 * it (the stepped engine) or only rolls it (the kernel).
 */
export type RetreatDraw = (among: number, chosen: (i: number) => string) => number

/** Closest to supply first; a die settles equal choices (section M: "random choice"). */
function closest(side: Side, candidates: Region[], draw: RetreatDraw): Region | null {
  if (candidates.length === 0) return null
  let best = Number.MAX_SAFE_INTEGER
  for (const r of candidates) best = Math.min(best, supplyDistance(r, side))
  const tied = candidates.filter((r) => supplyDistance(r, side) === best)
  if (tied.length === 1) return tied[0]!
  return tied[draw(tied.length, (i) => tied[i]!.id)]!
}

/**
 * Where a stack of `n` units goes, in order (section M, D30): the closest
 * region with room takes what it can; what overstacks it "jumps" to a region
 * beyond it with room for all of it; when none has, the excess tries the next
 * closest region next to the battle. `place` hears each region and how many
 * of the stack's next units it takes, as soon as it is chosen (so a log reads
 * the moves before the die of a jump); returns how many found a region, the
 * units after them none.
 */
export function placeStack(s: RetreatMap, side: Side, n: number, entries: Set<string>, draw: RetreatDraw, place: (region: string, count: number) => void = () => {}): number {
  const battle = regionById(s, s.region.id)
  if (!battle || n === 0) return 0
  const firsts = battle.neighbours.map((id) => regionById(s, id)!).filter((r) => mayRetreatInto(s, side, r, entries, battle))
  const tried = new Set<string>()
  let left = n
  while (left > 0) {
    const first = closest(side, firsts.filter((r) => !tried.has(r.id) && roomOf(r) > 0), draw)
    if (!first) break
    tried.add(first.id)
    const k = Math.min(roomOf(first), left)
    place(first.id, k)
    left -= k
    if (left === 0) break
    const onward = first.neighbours
      .map((id) => regionById(s, id)!)
      .filter((r) => r.id !== first.id && mayRetreatInto(s, side, r, entries, first) && roomOf(r) >= left)
    const jump = closest(side, onward, draw)
    if (jump) {
      place(jump.id, left)
      left = 0
    }
  }
  return n - left
}

/**
 * Where attacking units whose entry is closed go instead: the closest
 * friendly region next to the battle that a retreat may enter (the same
 * prohibitions as the defender's, D30); null when there is none.
 */
export function attackerFallback(s: RetreatMap, draw: RetreatDraw): string | null {
  const battle = regionById(s, s.region.id)
  if (!battle) return null
  const open = battle.neighbours.map((id) => regionById(s, id)!).filter((r) => mayRetreatInto(s, 'attacker', r, new Set(), battle))
  return closest('attacker', open, draw)?.id ?? null
}

/** Units that take part in a retreat: fixed works belong to their region, planes fly home (grand-air.md T4, D30). */
export const retreats = (u: Pick<Unit, 'fixed' | 'air'>) => !u.fixed && !u.air

/**
 * Moves the surviving units of a side off the battlefield (section M, D30).
 * Planes take no part (grand-air.md T4): they fly home once the battle is
 * closed. Fixed works (fortified positions, minefields) cannot move: they
 * stay when the stack shelters in the region's fortified structure, and are
 * lost when it leaves. An attacking unit goes back to its region of entry,
 * or, where that is closed, to the closest friendly region next to the
 * battle. The defender's stack goes to the closest region with room, its
 * overstack jumping one region further. A unit with nowhere to go is
 * eliminated, unless a friendly fortified structure in the battle region
 * takes it in.
 */
export function retreatSide(w: Work, side: Side, reason: string): { unit: string; to: string | null }[] {
  const s = w.s
  const alive = s.units.filter((u) => u.side === side && u.place !== 'losses')
  const stack = alive.filter(retreats)
  const moves: { unit: string; to: string | null }[] = []
  const lose = (u: Unit, why: string) => {
    u.place = 'losses'
    u.strength = 0
    s.sides[side].eliminated++
    if (w.ev) w.ev.push({ t: 'eliminated', side, unit: u.id, reason: why })
  }
  const move = (u: Unit, to: string | null) => {
    u.movedTo = to
    if (to === null) lose(u, 'no region to retreat into')
    moves.push({ unit: u.id, to })
    if (w.ev) w.ev.push({ t: 'retreat', side, unit: u.id, to, reason })
  }
  const draw: RetreatDraw = (among, chosen) => {
    const i = w.dice.roll(among)
    if (w.ev) w.ev.push({ t: 'draw', side, what: 'retreat', die: i + 1, among, chosen: chosen(i) })
    return i
  }
  let sheltered = 0
  if (side === 'attacker') {
    const closed = stack.filter((u) => !entryOpen(s, u.from))
    const fallback = closed.length ? attackerFallback(s, draw) : null
    for (const u of stack) move(u, entryOpen(s, u.from) ? u.from : fallback)
  } else {
    let at = 0
    placeStack(s, side, stack.length, attackerEntries(s), draw, (region, count) => {
      for (let k = 0; k < count; k++) move(stack[at++]!, region)
    })
    const inside = s.region.fortified ? s.region.id : null
    if (inside) sheltered = stack.length - at
    for (; at < stack.length; at++) move(stack[at]!, inside)
  }
  // Lost where they stand: in the record of the retreat as units with nowhere to go, with no retreat in the log.
  for (const u of alive) {
    if (!u.fixed || sheltered) continue
    lose(u, 'fixed works cannot retreat: lost with the ground')
    moves.push({ unit: u.id, to: null })
  }
  return moves
}

/**
 * Section L: after an attacker's victory, the units that may break through
 * (the pursuit-capable combat units left on the field, within the number of
 * breakthroughs a stack may make this turn), the leaders allowed to go with
 * them, and the adjacent regions whose terrain allows it.
 */
export function breakthroughOptions(s: GrandState, winner: Side): BreakthroughOptions | null {
  if (winner !== 'attacker') return null
  const side = s.sides[winner]
  if (!side.breakthrough.allowed) return null
  // A stack of a nation without double breakthrough makes one a turn, whatever its side allows.
  const limit = (u: Unit) => (side.breakthrough.double && u.doubleBreakthrough !== false ? 2 : 1)
  const units = s.units
    .filter((u) => u.side === winner && u.place === 'field' && u.role === 'combat' && !u.air && u.pursuit && u.breakthroughsMade < limit(u))
    .map((u) => u.id)
  const battle = regionById(s, s.region.id)!
  // No breakthrough across a strait (D41), as no retreat (D40).
  const regions = battle.neighbours.filter((id) => {
    const r = regionById(s, id)!
    return (TERRAIN_BY_ID.get(r.terrain)?.allowsBreakthrough ?? false) && crossingBetween(battle, r) !== 'strait'
  })
  if (units.length === 0 || regions.length === 0) return null
  const leaders = side.leaders.filter((l) => l.breakthrough).map((l) => l.id)
  return { units, leaders, regions }
}

/**
 * The regions offered that carry the front forward: held or occupied by the
 * enemy, or nobody's (section L's breakthrough "may in turn generate a new
 * battle"). A breakthrough into the side's own rear gains nothing, so the
 * default policy and the AI never make one (D58).
 */
export function forwardRegions(s: GrandState, side: Side, offered: string[]): string[] {
  const enemy = otherSide(side)
  return offered.filter((id) => {
    const r = regionById(s, id)
    return !r || r.owner !== side || r.occupiedBy === enemy
  })
}

