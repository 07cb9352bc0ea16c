import { builtId, builtSide, countTypes, type BattleSpec, type BuilderKit, type SpecProblem } from '../../core/builder.ts'
import { SIDES, type Side } from '../../core/types.ts'
import { canStand, DOMAIN, EXPERIENCE, fires, TERRAINS, TYPE_CODES, TYPE_NAMES, typeGroup } from './units.ts'

/**
 * The fire-groups battle builder: a contested square of the ground chosen
 * between the attacker's base and the defender's rear, three squares in a
 * row. Land units and ships of both sides stand in the contested square;
 * aircraft wait on their side's square and fly in at the start of every turn.
 * The conditions are the square's ground, the number of turns and each
 * side's experience. The rules price nothing: costs are units.
 */
const SIDE_WORD: Record<Side, string> = { attacker: "Attacker's", defender: "Defender's" }
const HOME: Record<Side, string> = { attacker: 'base', defender: 'rear' }

export const firegroupsBuilder: BuilderKit = {
  catalogue: TYPE_CODES.map((t) => ({ id: t, name: TYPE_NAMES[t], kind: DOMAIN[t] === 'air' ? 'aircraft' : DOMAIN[t] === 'sea' ? 'ship' : 'land unit', cost: 1, line: fires(t) ? `${DOMAIN[t]}, fires in group ${typeGroup(t)}` : `never fires; moves one group 3 unit up to group 2` })),
  cost: 'units',
  maxCount: 20,
  conditions: [
    { type: 'pick', id: 'ground', label: 'Ground of the contested square', default: 'clear', choices: TERRAINS.map((g) => ({ value: g, label: g[0]!.toUpperCase() + g.slice(1) })) },
    { type: 'pick', id: 'turns', label: 'Turns', default: '2', choices: ['1', '2', '3', '4', '5', '6'].map((v) => ({ value: v, label: v })) },
    ...SIDES.map((side) => ({
      type: 'pick' as const,
      id: `${side}-exp`,
      label: `${SIDE_WORD[side]} experience`,
      default: '1',
      choices: EXPERIENCE.map((e, i) => ({ value: String(i), label: e[0]!.toUpperCase() + e.slice(1) })),
    })),
  ],
  starter: { attacker: { INF: 3, ART: 1 }, defender: { INF: 3 } },
  problems(spec) {
    const ground = (spec.conditions.ground ?? 'clear') as (typeof TERRAINS)[number]
    const out: SpecProblem[] = []
    for (const side of SIDES) {
      for (const [t, n] of Object.entries(spec.units[side])) {
        const type = t as (typeof TYPE_CODES)[number]
        if (n > 0 && !canStand(type, ground)) out.push({ field: `${side}.${t}`, message: `${TYPE_NAMES[type]} cannot stand in a ${ground} square: ${DOMAIN[type] === 'sea' ? 'ships keep to the sea' : 'land units keep to the land'}` })
      }
    }
    return out
  },
  scenario(spec: BattleSpec) {
    const c = spec.conditions
    const ground = c.ground ?? 'clear'
    const around = ground === 'sea' ? 'sea' : 'clear'
    const turns = Number(c.turns ?? 2)
    const side = (s: Side) => {
      let n = 0
      const units = TYPE_CODES.flatMap((t) =>
        Array.from({ length: spec.units[s][t] ?? 0 }, () => {
          n++
          const flies = DOMAIN[t] === 'air'
          return {
            id: `${s[0]}${n}`,
            name: `${TYPE_NAMES[t]} ${n}`,
            type: t,
            exp: Number(c[`${s}-exp`] ?? 1),
            at: flies ? HOME[s] : 'square',
            ...(flies ? { enters: Array.from({ length: turns }, (_, i) => ({ turn: i + 1, phase: 1 })) } : {}),
          }
        }),
      )
      return { ...builtSide(s, s === 'attacker' ? 'Attacker' : 'Defender'), units }
    }
    return {
      id: builtId(spec.name),
      ruleset: 'firegroups',
      name: spec.name,
      description: 'A battle made in the battle builder.',
      location: 'The contested square',
      map: {
        grid: 'square',
        places: [
          { id: 'base', name: "Attacker's base", terrain: around, col: 0, row: 0 },
          { id: 'square', name: 'Contested square', terrain: ground, col: 1, row: 0 },
          { id: 'rear', name: "Defender's rear", terrain: around, col: 2, row: 0 },
        ],
      },
      square: 'square',
      turns,
      attacker: side('attacker'),
      defender: side('defender'),
    }
  },
  specOf(raw) {
    const sc = raw as { name?: string; attacker?: { units?: Record<string, unknown>[] }; defender?: { units?: Record<string, unknown>[] } }
    if (!sc.attacker?.units || !sc.defender?.units) return null
    return { ruleset: 'firegroups', name: `${sc.name ?? 'Battle'} (copy)`, units: { attacker: countTypes(sc.attacker.units), defender: countTypes(sc.defender.units) }, conditions: {} }
  },
}
