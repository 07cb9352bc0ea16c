import type { Side } from '../../core/types.ts'
import type { GrandState } from './state.ts'

/** Strength points a side has in the fight at the start of a round (heavy losses, section B). */
export function strengthInFight(s: GrandState, side: Side): number {
  let sp = 0
  for (const u of s.units) if (u.side === side && u.place === 'field' && u.role === 'combat' && !u.air) sp += u.strength
  return sp
}

/** Strength points of a side's land combat units still alive, on the field or fled (for the AI and the summary). */
export function strengthLeft(s: GrandState, side: Side): number {
  let sp = 0
  for (const u of s.units) if (u.side === side && u.place !== 'losses' && u.role === 'combat' && !u.air) sp += u.strength
  return sp
}
