import type { CombatKind, Quality, Terrain } from './state.ts'

/**
 * The charts the seed refers to and does not give ("See terrain charts", the
 * MP spent modifier's scale, the die, the chips, the loss table): each a
 * decision of docs/rules/korea.md, kept here as data.
 */

/** K5 (a house reading: the seed's terrain charts are not given): the defender's die-roll modifier in each terrain and the Prepared Attack's loss ratio against the defender there. */
export const TERRAIN_CHART: Record<Exclude<Terrain, 'sea'>, { drm: number; ratio: number }> = {
  clear: { drm: 0, ratio: 1 },
  hills: { drm: 1, ratio: 1 },
  forest: { drm: 1, ratio: 1 },
  town: { drm: 1, ratio: 1 },
  mountain: { drm: 2, ratio: 2 },
  city: { drm: 2, ratio: 2 },
}

/** How the window and the log mark a figure the seed does not give (the project's reading, docs/rules/korea.md). */
export const HOUSE = 'house reading'

/** K5: attacking across a river (no bridge) helps the defender. */
export const RIVER_DRM = 1

/** K7: the MP spent modifier, −1 to +2: an attacker that moved less meets the enemy in better order. */
export function mpModifier(mp: number): number {
  if (mp <= 1) return 2
  if (mp <= 3) return 1
  if (mp <= 5) return 0
  return -1
}

/** 8.1: D 0, C 1, B 2, A 3; the better lead gets the difference. */
export function qualityRank(q: Quality): number {
  return 3 - 'ABCD'.indexOf(q)
}

/** 8.3: quality B and A units may retreat 2–3 hexes. */
export function retreatsFar(q: Quality): boolean {
  return q === 'A' || q === 'B'
}

export const FLEET_RANGE = 2
export const FLEET_DRM = 2
export const DEPOT_DRM: Record<CombatKind, number> = { meeting: 2, prepared: 3 }
export const ARMOR_DRM = 1
/** Each flanking attacker's modifier, and the most they give together (8.2, "max of +3", "max of +6"). */
export const FLANK_DRM: Record<CombatKind, { each: number; most: number }> = { meeting: { each: 1, most: 3 }, prepared: { each: 2, most: 6 } }

/** K2: the die, a d6 with faces 1–6, one for each side. */
export const DIE_SIDES = 6

/**
 * K1: a combat chip holds −1, 0 or +1: the cup holds them one, four and one
 * in six, so a draw is a d6 read 1 → −1, 2–5 → 0, 6 → +1.
 */
export const CHIP_FACES: readonly number[] = [-1, 0, 0, 0, 0, 1]

/** VP a side loses when its lead unit goes to the Rout box, and when the defender gives up the combat hex (K11). */
export const ROUT_VP = 2
export const GROUND_VP = 1

/**
 * K9, the loss table: a positive differential is the defender's raw loss, a
 * negative one the attacker's, a tie costs each side 1; the side's loss ratio
 * n:1 then makes each n raw points (or part of n) one loss point.
 */
export function lossPoints(differential: number, ratio: { attacker: number; defender: number }): { attacker: number; defender: number } {
  const rawA = differential < 0 ? -differential : differential === 0 ? 1 : 0
  const rawD = differential > 0 ? differential : differential === 0 ? 1 : 0
  return { attacker: Math.ceil(rawA / ratio.attacker), defender: Math.ceil(rawD / ratio.defender) }
}
