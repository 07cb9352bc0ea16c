/**
 * Unit types of the Axis & Allies world the seed (003) modifies. Values are the
 * classic published ones (attack / defense, hit when a d6 shows at most the
 * value); costs are the classic purchase costs and give the default order of
 * loss, cheapest first (decision X1).
 */
export type Domain = 'land' | 'air' | 'sea'

export interface UnitType {
  id: string
  name: string
  domain: Domain
  attack: number
  defense: number
  cost: number
}

export const UNIT_TYPES: readonly UnitType[] = [
  { id: 'infantry', name: 'Infantry', domain: 'land', attack: 1, defense: 2, cost: 3 },
  { id: 'artillery', name: 'Artillery', domain: 'land', attack: 2, defense: 2, cost: 4 },
  { id: 'armor', name: 'Armor', domain: 'land', attack: 3, defense: 3, cost: 5 },
  { id: 'aa-gun', name: 'AA gun', domain: 'land', attack: 0, defense: 0, cost: 5 },
  { id: 'fighter', name: 'Fighter', domain: 'air', attack: 3, defense: 4, cost: 10 },
  { id: 'bomber', name: 'Bomber', domain: 'air', attack: 4, defense: 1, cost: 15 },
  { id: 'transport', name: 'Transport', domain: 'sea', attack: 0, defense: 1, cost: 8 },
  { id: 'submarine', name: 'Submarine', domain: 'sea', attack: 2, defense: 2, cost: 8 },
  { id: 'destroyer', name: 'Destroyer', domain: 'sea', attack: 3, defense: 3, cost: 12 },
  { id: 'cruiser', name: 'Cruiser', domain: 'sea', attack: 3, defense: 3, cost: 12 },
  { id: 'carrier', name: 'Carrier', domain: 'sea', attack: 1, defense: 3, cost: 16 },
  { id: 'battleship', name: 'Battleship', domain: 'sea', attack: 4, defense: 4, cost: 24 },
]

export const UNIT_TYPE_BY_ID: ReadonlyMap<string, UnitType> = new Map(UNIT_TYPES.map((t) => [t.id, t]))

/** Cheapest first; between equal costs the table's order (armor before AA gun). */
export const DEFAULT_ORDER: readonly string[] = UNIT_TYPES.map((t, i) => ({ t, i }))
  .sort((a, b) => a.t.cost - b.t.cost || a.i - b.i)
  .map((x) => x.t.id)

/** Ships that bombard the shore in the Artillery phase of an amphibious assault's first round (X6). */
export const BOMBARDS: ReadonlySet<string> = new Set(['battleship', 'cruiser'])

/** §5.2: land units defend against TacAir at half their defense, rounded down (X4); naval units do not halve. */
export function versusTacAir(domain: Domain, defense: number): number {
  return domain === 'land' ? Math.floor(defense / 2) : defense
}

/** The scenario's order first, then the types it left out, cheapest first. */
export function fullOrder(order: readonly string[] | undefined): string[] {
  const out = (order ?? []).slice()
  for (const t of DEFAULT_ORDER) if (!out.includes(t)) out.push(t)
  return out
}
