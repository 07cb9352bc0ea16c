/** Terrains of the battle region (section C, Terrains; K, pursuit; F, recon; L, breakthrough). */

export interface Terrain {
  id: string
  name: string
  /** Added to the defender's combat values. */
  defenderBonus: number
  /** Taken from the attacker's combat values (a positive number). */
  attackerPenalty: number
  allowsRecon: boolean
  allowsPursuit: boolean
  allowsBreakthrough: boolean
}

export const TERRAINS: readonly Terrain[] = [
  { id: 'clear', name: 'Clear', defenderBonus: 0, attackerPenalty: 0, allowsRecon: true, allowsPursuit: true, allowsBreakthrough: true },
  { id: 'desert', name: 'Open desert', defenderBonus: 0, attackerPenalty: 0, allowsRecon: true, allowsPursuit: true, allowsBreakthrough: true },
  { id: 'rough', name: 'Rough ground', defenderBonus: 1, attackerPenalty: 0, allowsRecon: true, allowsPursuit: true, allowsBreakthrough: true },
  { id: 'hills', name: 'Hills', defenderBonus: 1, attackerPenalty: 0, allowsRecon: true, allowsPursuit: false, allowsBreakthrough: true },
  { id: 'escarpment', name: 'Escarpment', defenderBonus: 1, attackerPenalty: 1, allowsRecon: false, allowsPursuit: false, allowsBreakthrough: false },
  { id: 'marsh', name: 'Salt marsh', defenderBonus: 1, attackerPenalty: 1, allowsRecon: false, allowsPursuit: false, allowsBreakthrough: false },
  { id: 'town', name: 'Town', defenderBonus: 2, attackerPenalty: 0, allowsRecon: false, allowsPursuit: false, allowsBreakthrough: false },
  { id: 'mountains', name: 'Mountains', defenderBonus: 2, attackerPenalty: 1, allowsRecon: false, allowsPursuit: false, allowsBreakthrough: false },
]

export const TERRAIN_BY_ID: ReadonlyMap<string, Terrain> = new Map(TERRAINS.map((t) => [t.id, t]))

/** Connections (section C): a bonus to the defender in the first round only. */
export const CROSSING_BONUS = { none: 0, river: 1, strait: 2 } as const
export type Crossing = keyof typeof CROSSING_BONUS
