import type { BattleSpec, BuilderKit, SpecProblem } from '../../core/builder.ts'
import { builtId, countTypes } from '../../core/builder.ts'
import { countsScenarioFile } from './countsScenario.ts'
import { LAND_TYPES } from './exact.ts'
import { FORTIFICATIONS } from './fortifications.ts'
import { UNIT_TYPES } from './units.ts'

/**
 * The axis battle builder: a land battle over one area, or a sea battle in one
 * zone, from unit counts (the battle the CLI's --attack/--defend makes), with
 * the area's fortification line (§5.7). Costs are the units' IPC (seed 003's
 * price list), so "What would it take" buys as a player would.
 */
const FAMILY: Record<string, string> = { land: 'land unit', air: 'aircraft', sea: 'ship' }

/** The defender's nation each line doubles (§5.7.1): the built defender takes it, so that the line counts. */
const LINE_NATION: Record<string, string> = { siegfried: 'Germany', maginot: 'France' }

export const axisBuilder: BuilderKit = {
  catalogue: UNIT_TYPES.map((t) => ({
    id: t.id,
    name: t.name,
    kind: FAMILY[t.domain] ?? t.domain,
    cost: t.cost,
    line: t.id === 'aa-gun' ? `defends only: fires at each attacking plane once, a hit on a 1; ${t.cost} IPC` : `attack ${t.attack}, defence ${t.defense}; ${t.cost} IPC`,
    ...(t.id === 'aa-gun' ? { sides: ['defender'] as const } : {}),
  })),
  cost: 'IPC',
  maxCount: 150,
  conditions: [
    {
      type: 'pick',
      id: 'fortification',
      label: 'Fortification of the area',
      default: 'none',
      choices: [
        { value: 'none', label: 'None' },
        ...Object.entries(FORTIFICATIONS).map(([id, f]) => ({
          value: id,
          label: f.name,
          title: f.nation ? `Doubles the defence of ${f.nation}'s infantry (§5.7.1): the built defender is ${f.nation}` : 'Doubles the defence of every defending infantry unit (§5.7.1)',
        })),
      ],
    },
  ],
  starter: { attacker: { infantry: 1 }, defender: { infantry: 1 } },
  problems(spec) {
    const out: SpecProblem[] = []
    const present = (side: 'attacker' | 'defender') => Object.entries(spec.units[side]).filter(([, n]) => n > 0).map(([t]) => t)
    const all = [...present('attacker'), ...present('defender')]
    const ships = all.filter((t) => UNIT_TYPES.find((u) => u.id === t)?.domain === 'sea')
    const land = all.filter((t) => LAND_TYPES.includes(t))
    if (ships.length && land.length) {
      out.push({ field: 'battle', message: 'Land units and ships cannot fight one battle here: a sea battle has ships and planes, a land battle land units and planes (an amphibious assault needs a map: write a scenario file)' })
    }
    if (!ships.length && !land.length) out.push({ field: 'battle', message: 'Planes alone cannot take an area: add land units (or ships, for a sea battle)' })
    if (ships.length && spec.conditions.fortification !== 'none') out.push({ field: 'condition.fortification', message: 'Fortifications stand on land: a sea battle has none' })
    return out
  },
  scenario(spec: BattleSpec) {
    const file = countsScenarioFile(spec.units.attacker, spec.units.defender)
    const line = spec.conditions.fortification ?? 'none'
    const battle = file.battle as Record<string, unknown>
    const defender = file.defender as Record<string, unknown>
    // §5.7.4: the line doubles the defence only against attacks that cross it, so the attacker comes from across it.
    const areas = (file.areas as Record<string, unknown>[]).map((a) => (line !== 'none' && a.id === 'staging' ? { ...a, acrossLine: true } : a))
    return {
      ...file,
      id: builtId(spec.name),
      name: spec.name,
      areas,
      battle: { ...battle, ...(line !== 'none' ? { fortification: line } : {}) },
      defender: { ...defender, ...(LINE_NATION[line] ? { nation: LINE_NATION[line] } : {}) },
    }
  },
  specOf(raw) {
    const sc = raw as { kind?: string; name?: string; battle?: { fortification?: string | null }; attacker?: { units?: Record<string, unknown>[] }; defender?: { units?: Record<string, unknown>[] } }
    if (sc.kind === 'phase' || !sc.attacker?.units || !sc.defender?.units) return null
    return {
      ruleset: 'axis',
      name: `${sc.name ?? 'Battle'} (copy)`,
      units: { attacker: countTypes(sc.attacker.units), defender: countTypes(sc.defender.units) },
      conditions: { fortification: sc.battle?.fortification ?? 'none' },
    }
  },
}
