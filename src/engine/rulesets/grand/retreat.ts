import type { Side } from '../../core/types.ts'
import type { Region } from './scenario.ts'
import type { BreakthroughOptions, GrandState, Unit } from './state.ts'
import { TERRAIN_BY_ID } from './terrain.ts'
import type { Work } from './work.ts'

export function regionById(s: GrandState, id: string): Region | undefined {
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
 * Section M: friendly, free of enemy forces, no unresolved battle, not an
 * attacker's entry, and reached from `via` by a connection a retreat may take:
 * not across a strait (D40).
 */
export function defenderMayEnter(s: GrandState, r: Region, entries: Set<string>, via: Region): boolean {
  return r.id !== s.region.id && r.owner === 'defender' && r.occupiedBy !== 'attacker' && !r.battle && !entries.has(r.id) && crossingBetween(via, r) !== 'strait'
}

/** How far a region is from the defender's supply: the retreat goes closest first. */
export function supplyDistance(r: Region): number {
  return r.supply.defender ?? Number.MAX_SAFE_INTEGER
}

/** Closest to supply first; a die settles equal choices (section M: "random choice"), and the log shows it. */
function pickRegion(w: Work, side: Side, candidates: Region[]): Region | null {
  if (candidates.length === 0) return null
  const best = Math.min(...candidates.map(supplyDistance))
  const tied = candidates.filter((r) => supplyDistance(r) === best)
  if (tied.length === 1) return tied[0]!
  const i = w.dice.roll(tied.length)
  if (w.ev) w.ev.push({ t: 'draw', side, what: 'retreat', die: i + 1, among: tied.length, chosen: tied[i]!.id })
  return tied[i]!
}

/**
 * Moves the surviving units of a side off the battlefield (section M). The
 * attacker goes back to each unit's region of entry; the defender picks one
 * region for the stack, and what overstacks it jumps one region further. A
 * stack with nowhere to go is eliminated, unless a friendly fortified structure
 * in the battle region takes it in.
 */
export function retreatSide(w: Work, side: Side, reason: string): { unit: string; to: string | null }[] {
  const s = w.s
  const leaving = s.units.filter((u) => u.side === side && u.place !== 'losses')
  const moves: { unit: string; to: string | null }[] = []
  const move = (u: Unit, to: string | null) => {
    u.movedTo = to
    if (to === null) {
      u.place = 'losses'
      u.strength = 0
      s.sides[side].eliminated++
      if (w.ev) w.ev.push({ t: 'eliminated', side, unit: u.id, reason: 'no region to retreat into' })
    }
    moves.push({ unit: u.id, to })
    if (w.ev) w.ev.push({ t: 'retreat', side, unit: u.id, to, reason })
  }
  if (side === 'attacker') {
    for (const u of leaving) move(u, u.from)
    return moves
  }
  const entries = attackerEntries(s)
  const battle = regionById(s, s.region.id)!
  const first = pickRegion(
    w,
    side,
    battle.neighbours.map((id) => regionById(s, id)!).filter((r) => defenderMayEnter(s, r, entries, battle)),
  )
  if (!first) {
    const inside = s.region.fortified ? `${s.region.id}` : null
    for (const u of leaving) move(u, inside)
    return moves
  }
  const room = first.stackingLimit ?? Number.MAX_SAFE_INTEGER
  const excess = leaving.slice(room)
  for (const u of leaving.slice(0, room)) move(u, first.id)
  if (excess.length) {
    const jump = pickRegion(
      w,
      side,
      first.neighbours
        .map((id) => regionById(s, id)!)
        .filter((r) => r.id !== first.id && defenderMayEnter(s, r, entries, first) && (r.stackingLimit ?? Infinity) >= excess.length),
    )
    for (const u of excess) move(u, jump ? jump.id : s.region.fortified ? s.region.id : null)
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
