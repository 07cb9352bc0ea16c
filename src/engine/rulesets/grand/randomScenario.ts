import { CARDS } from './cards.ts'
import { TERRAINS } from './terrain.ts'
import { UNIT_TYPES } from './units.ts'

/**
 * A random valid grand scenario (as raw JSON, to be validated like a file):
 * the property tests and the fuzzer throw thousands of these at the engine.
 * `rng` returns [0, 1) and must be seeded for reproducible runs.
 */
export function randomScenario(rng: () => number, id = 'random'): Record<string, unknown> {
  const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1))
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!
  // A feature only for a number near 1: a smaller number always chooses less, so fast-check shrinks towards plain battles (src/fuzz/choices.ts).
  const chance = (p: number) => rng() >= 1 - p
  const regionCount = int(2, 5)
  const around = Array.from({ length: regionCount }, (_, i) => `r${i}`)
  const entry = around[0]!
  const regions = [
    { id: 'battle', name: 'Battle', terrain: pick(TERRAINS).id, neighbours: around, owner: pick(['attacker', 'defender', 'neutral']), x: 50, y: 50 },
    ...around.map((rid, i) => ({
      id: rid,
      name: `Region ${i}`,
      terrain: pick(TERRAINS).id,
      neighbours: ['battle', ...(i + 1 < regionCount ? [around[i + 1]!] : [])],
      owner: i === 0 ? 'attacker' : pick(['attacker', 'defender', 'neutral']),
      occupiedBy: i === 0 ? 'attacker' : chance(0.2) ? 'attacker' : null,
      battle: chance(0.15),
      supply: { defender: int(0, 4) },
      ...(chance(0.3) ? { stackingLimit: int(1, 4) } : {}),
      x: int(0, 100),
      y: int(0, 100),
    })),
  ]
  let n = 0
  const side = (attacker: boolean) => {
    const units = Array.from({ length: int(1, 9) }, () => {
      const t = pick(UNIT_TYPES)
      const custom = chance(0.2)
      const strength = custom ? int(1, 8) : t.strength
      return {
        id: `u${n++}`,
        type: t.id,
        ...(chance(0.2) ? { elite: true } : {}),
        ...(custom ? { strength } : {}),
        ...(chance(0.2) ? { damage: int(0, strength - 1) } : {}),
        ...(attacker ? { from: chance(0.3) ? pick(around) : entry } : {}),
        ...(chance(0.1) ? { breakthroughsMade: int(0, 2) } : {}),
      }
    })
    return {
      name: attacker ? 'Red' : 'Blue',
      nation: attacker ? 'Red' : 'Blue',
      color: attacker ? '#aa3322' : '#2233aa',
      flag: { layout: 'vertical', colors: ['#ffffff'] },
      leaders: Array.from({ length: int(0, 2) }, () => ({
        id: `l${n++}`,
        name: 'Leader',
        combat: int(0, 4),
        morale: int(0, 4),
        boosters: { attack: int(-1, 2), defense: int(-1, 2), morale: int(-1, 2) },
        breakthrough: chance(0.5),
      })),
      units,
      cards: Array.from({ length: int(0, 4) }, () => pick(CARDS).id),
      scenarioMorale: int(-2, 2),
      entrenched: chance(0.3),
      breakthrough: { allowed: chance(0.8), double: chance(0.5) },
    }
  }
  return {
    id,
    ruleset: 'grand',
    name: 'Random battle',
    location: { region: 'battle', crossing: pick(['none', 'river', 'strait']), fortified: chance(0.2) },
    regions,
    attacker: side(true),
    defender: side(false),
  }
}
