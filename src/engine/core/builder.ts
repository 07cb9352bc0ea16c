import { defaultAnswer, type FormField } from './form.ts'
import { SIDES, type Side } from './types.ts'

/**
 * The battle builder's contract: what a rule system hands the generic builder
 * (src/ui/builder/) and the command line (`--ruleset ID --attack … --defend …`)
 * so that a player can make a battle from unit counts and conditions. The
 * builder knows nothing of a rule system's rules: it shows the catalogue,
 * asks the conditions as form fields (the kinds decisions use), and turns the
 * spec into a scenario file through `scenario`, which the rule system's own
 * schema then validates like any file.
 */

/** One kind of unit a side may add. */
export interface CatalogueEntry {
  id: string
  name: string
  /** What the search also matches: the type's family ("armour", "aircraft", "ship"). */
  kind: string
  /** What one costs, in the kit's `cost` unit: the rule system's own price, or its strength. */
  cost: number
  /** The sides that may field it (both when absent). */
  sides?: readonly Side[]
  /** Its figures in one line, for the catalogue ("attack 3, defence 3"). */
  line: string
}

/** A battle as the builder holds it: counts of catalogue entries a side, and the answers to the conditions. */
export interface BattleSpec {
  ruleset: string
  name: string
  units: Record<Side, Record<string, number>>
  conditions: Record<string, string>
}

/** A problem with a spec, tied to the field it is about: `attacker.infantry`, `defender`, `condition.terrain`, or `battle`. */
export interface SpecProblem {
  field: string
  message: string
}

export interface BuilderKit {
  catalogue: readonly CatalogueEntry[]
  /** What costs are counted in ("IPC", "strength points"): what "What would it take" minimises. */
  cost: string
  /** The most of one entry a side may have. */
  maxCount: number
  /** The conditions the rule system has (terrain, cards, crossing …), as pick fields. */
  conditions: readonly Extract<FormField, { type: 'pick' }>[]
  /** The battle the builder opens with. */
  starter: Record<Side, Record<string, number>>
  /** What the rules forbid in this spec beyond the counts' limits (a ship on land, a card the side cannot hold); empty when none. */
  problems(spec: BattleSpec): SpecProblem[]
  /** The spec as a scenario file (raw JSON in the built-in schema), for the rule system's parser; only called on a spec without problems. */
  scenario(spec: BattleSpec): Record<string, unknown>
  /**
   * The counts and conditions of a scenario, as near as the builder can hold
   * it (*Edit a copy of this battle*): unit types counted, conditions read
   * where the scenario has them, defaults elsewhere. Null when it cannot.
   */
  specOf?(scenario: unknown): BattleSpec | null
}

/** A new spec: the kit's starter forces and every condition's default. */
export function starterSpec(ruleset: string, kit: BuilderKit): BattleSpec {
  return {
    ruleset,
    name: 'My battle',
    units: { attacker: { ...kit.starter.attacker }, defender: { ...kit.starter.defender } },
    conditions: defaultAnswer({ fields: [...kit.conditions], submit: '' }) as Record<string, string>,
  }
}

/**
 * Everything wrong with a spec, each tied to its field: unknown entries,
 * counts out of the kit's limits, an entry a side may not field, a side with
 * no units, a condition's answer that is not one of its choices, then the
 * rule system's own problems.
 */
export function specProblems(spec: BattleSpec, kit: BuilderKit): SpecProblem[] {
  const out: SpecProblem[] = []
  for (const side of SIDES) {
    let total = 0
    for (const [id, n] of Object.entries(spec.units[side] ?? {})) {
      const entry = kit.catalogue.find((e) => e.id === id)
      const field = `${side}.${id}`
      if (!entry) out.push({ field, message: `"${id}" is not in this rule system's catalogue` })
      else if (!Number.isInteger(n) || n < 0 || n > kit.maxCount) out.push({ field, message: `${entry.name}: ${n} is out of bounds; a side may have 0 to ${kit.maxCount}` })
      else if (n > 0 && entry.sides && !entry.sides.includes(side)) out.push({ field, message: `${entry.name} can only be fielded by the ${entry.sides.join(' or ')}` })
      if (Number.isInteger(n) && n > 0) total += n
    }
    if (total === 0) out.push({ field: side, message: `The ${side} has no units: a battle needs at least one a side` })
  }
  for (const c of kit.conditions) {
    const v = spec.conditions[c.id]
    if (v !== undefined && !c.choices.some((x) => x.value === v)) out.push({ field: `condition.${c.id}`, message: `${c.label}: "${v}" is not one of ${c.choices.map((x) => x.label).join(', ')}` })
  }
  if (out.length) return out
  return kit.problems(spec)
}

/** The spec with every condition answered (a missing one takes its default). */
export function withDefaults(spec: BattleSpec, kit: BuilderKit): BattleSpec {
  const conditions = { ...(defaultAnswer({ fields: [...kit.conditions], submit: '' }) as Record<string, string>), ...spec.conditions }
  return { ...spec, conditions }
}

/** Units of a side as a list of entry ids, each repeated by its count, in the catalogue's order. */
export function unitList(spec: BattleSpec, side: Side, kit: BuilderKit): string[] {
  return kit.catalogue.flatMap((e) => Array.from({ length: spec.units[side]?.[e.id] ?? 0 }, () => e.id))
}

/** A side's total cost in the kit's measure. */
export function sideCost(spec: BattleSpec, side: Side, kit: BuilderKit): number {
  return kit.catalogue.reduce((sum, e) => sum + e.cost * (spec.units[side]?.[e.id] ?? 0), 0)
}

/** A scenario id from the battle's name, in the schemas' letters ("my-battle"). */
export function builtId(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  return `built-${slug || 'battle'}`.slice(0, 60)
}

/** Counts of each type among a scenario side's units (*Edit a copy*): `{ type }` objects, or whatever `key` names. */
export function countTypes(units: readonly Record<string, unknown>[] | undefined, key = 'type'): Record<string, number> {
  const out: Record<string, number> = {}
  for (const u of units ?? []) {
    const t = u[key]
    if (typeof t === 'string') out[t] = (out[t] ?? 0) + 1
  }
  return out
}

/** The side's colours and emblem fields every built side carries (the schemas' shared side fields). */
export function builtSide(side: Side, name: string): { name: string; nation: string; color: string; flag: { layout: 'vertical'; colors: string[] } } {
  const color = side === 'attacker' ? '#b8322a' : '#2f5fa8'
  return { name, nation: name, color, flag: { layout: 'vertical', colors: [color] } }
}
