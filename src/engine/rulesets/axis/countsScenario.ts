import { parseAxisScenario, type AxisScenario } from './scenario.ts'
import { checkCounts, LAND_TYPES } from './exact.ts'

/**
 * Axis battles built from unit counts (the CLI's --attack/--defend and the
 * tests), kept apart from the solver so that the odds workers do not load
 * the scenario schema.
 */

/** A land-only scenario from two unit-count records, e.g. { infantry: 3, armor: 2 }. */
export function landScenario(attack: Record<string, number>, defend: Record<string, number>): AxisScenario {
  checkCounts(attack, 'attack')
  checkCounts(defend, 'defend')
  return countsScenario(attack, defend)
}

const NAVAL_TYPES: readonly string[] = ['transport', 'submarine', 'destroyer', 'cruiser', 'carrier', 'battleship']

/** True when both sides have land units only: the exact solver answers. */
export function isLandOnly(attack: Record<string, number>, defend: Record<string, number>): boolean {
  return [...Object.keys(attack), ...Object.keys(defend)].every((t) => LAND_TYPES.includes(t))
}

/**
 * A battle from unit counts, planes included (the CLI's --attack/--defend):
 * over a land area, or a sea zone when there are ships and no land units; the
 * attacker comes from a staging area, the defender has a rear area to
 * retreat to. Land units and ships in one battle are refused (an amphibious
 * assault needs a map: use a scenario file).
 */
export function countsScenario(attack: Record<string, number>, defend: Record<string, number>): AxisScenario {
  const parsed = parseAxisScenario(countsScenarioFile(attack, defend))
  if (!parsed.ok) throw new Error(parsed.errors.join('; '))
  return parsed.value
}

/** The same battle as a scenario file (raw JSON in the built-in schema): what the battle builder saves. */
export function countsScenarioFile(attack: Record<string, number>, defend: Record<string, number>): Record<string, unknown> {
  const types = [...Object.entries(attack), ...Object.entries(defend)].filter(([, n]) => n > 0).map(([t]) => t)
  if (!types.length) throw new Error('no units on either side')
  const naval = types.some((t) => NAVAL_TYPES.includes(t))
  if (naval && types.some((t) => LAND_TYPES.includes(t))) throw new Error('land units and ships cannot fight in one battle by counts; write an amphibious scenario file instead')
  const terrain = naval ? 'sea' : 'land'
  const units = (r: Record<string, number>, prefix: string, from?: string) =>
    Object.entries(r).flatMap(([type, n]) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${type}-${i + 1}`, type, ...(from ? { from } : {}) })))
  return {
    id: naval ? 'sea-battle' : 'land-battle',
    ruleset: 'axis',
    name: naval ? 'Sea battle' : 'Land battle',
    battle: { area: 'battlefield' },
    areas: [
      { id: 'battlefield', name: 'Battlefield', x: 0.5, y: 0.5, terrain, owner: 'defender', neighbours: ['staging', 'rear'] },
      { id: 'staging', name: 'Staging area', x: 0.15, y: 0.5, terrain, owner: 'attacker', neighbours: ['battlefield'] },
      { id: 'rear', name: 'Rear area', x: 0.85, y: 0.5, terrain, owner: 'defender', neighbours: ['battlefield'] },
    ],
    attacker: { name: 'Attacker', nation: 'Attacker', color: '#b8322a', flag: { layout: 'vertical', colors: ['#b8322a'] }, units: units(attack, 'a', 'staging') },
    defender: { name: 'Defender', nation: 'Defender', color: '#2f5fa8', flag: { layout: 'vertical', colors: ['#2f5fa8'] }, units: units(defend, 'd') },
  }
}
