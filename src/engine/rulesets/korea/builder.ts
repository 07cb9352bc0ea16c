import { builtId, builtSide, countTypes, type BattleSpec, type BuilderKit } from '../../core/builder.ts'
import type { Side } from '../../core/types.ts'
import { QUALITIES, UNIT_TYPES } from './state.ts'

/**
 * The korea battle builder: one combat of the turn, the defenders in one hex
 * of the ground chosen, the attackers in one hex or two beside it, a river
 * (bridged or not) in between where asked, each side's supply source behind
 * it. The conditions are the ground, the river, the kind of combat, which
 * army attacks, each side's quality, air rating and victory points. Korea has
 * no stacking limit (the scenario schema refuses one); costs are units.
 */
const GROUND = ['clear', 'hills', 'forest', 'mountain', 'town', 'city'] as const
const NAMES: Record<(typeof UNIT_TYPES)[number], string> = { infantry: 'Infantry regiment', armored: 'Armoured regiment', mechanized: 'Mechanized regiment' }
const SIDE_WORD: Record<Side, string> = { attacker: "Attacker's", defender: "Defender's" }
const pad = (n: number) => String(n).padStart(2, '0')
const hexId = (col: number, row: number) => `${pad(col)}${pad(row)}`
const DEFEND = hexId(2, 1)
/** The hexes below the defended one that touch it (offset rows: row 2's columns 2 and 3). */
const ATTACK = [hexId(2, 2), hexId(3, 2)]

export const koreaBuilder: BuilderKit = {
  catalogue: UNIT_TYPES.map((t) => ({ id: t, name: NAMES[t], kind: t === 'infantry' ? 'infantry' : 'armour', cost: 1, line: t === 'infantry' ? 'foot; quality from the side' : 'armour: better in clear ground; quality from the side' })),
  cost: 'units',
  maxCount: 20,
  conditions: [
    { type: 'pick', id: 'ground', label: 'Ground of the defended hex', default: 'hills', choices: GROUND.map((g) => ({ value: g, label: g[0]!.toUpperCase() + g.slice(1) })) },
    {
      type: 'pick',
      id: 'river',
      label: 'Between the sides',
      default: 'none',
      choices: [
        { value: 'none', label: 'Open hexside' },
        { value: 'river', label: 'A river' },
        { value: 'bridged', label: 'A bridged river' },
      ],
    },
    {
      type: 'pick',
      id: 'kind',
      label: 'Kind of combat',
      default: 'prepared',
      choices: [
        { value: 'prepared', label: 'Prepared Attack' },
        { value: 'meeting', label: 'Meeting Engagement' },
      ],
    },
    {
      type: 'pick',
      id: 'hexes',
      label: 'The attacker attacks from',
      default: '1',
      choices: [
        { value: '1', label: 'One hex' },
        { value: '2', label: 'Two hexes' },
      ],
    },
    {
      type: 'pick',
      id: 'army',
      label: 'The attacker is',
      default: 'Communist',
      choices: [
        { value: 'Communist', label: 'Communist', title: 'Communist forces attack the UN' },
        { value: 'UN', label: 'UN', title: 'UN forces attack Communist ones' },
      ],
    },
    ...(['attacker', 'defender'] as const).flatMap((side) => [
      { type: 'pick' as const, id: `${side}-quality`, label: `${SIDE_WORD[side]} quality`, default: 'B', choices: QUALITIES.map((q) => ({ value: q, label: q })) },
      { type: 'pick' as const, id: `${side}-air`, label: `${SIDE_WORD[side]} air rating`, default: '0', choices: ['0', '1', '2', '3'].map((v) => ({ value: v, label: v })) },
      { type: 'pick' as const, id: `${side}-vp`, label: `${SIDE_WORD[side]} victory points`, default: '10', choices: ['0', '5', '10', '20'].map((v) => ({ value: v, label: v })) },
    ]),
  ],
  starter: { attacker: { infantry: 3, armored: 1 }, defender: { infantry: 2 } },
  problems: () => [],
  scenario(spec: BattleSpec) {
    const c = spec.conditions
    const attackHexes = ATTACK.slice(0, c.hexes === '2' ? 2 : 1)
    const places = []
    for (let row = 0; row < 4; row++) for (let col = 0; col < 5; col++) places.push({ id: hexId(col, row), terrain: hexId(col, row) === DEFEND ? (c.ground ?? 'hills') : 'clear', q: col - Math.floor(row / 2), r: row })
    const edges = c.river === 'river' || c.river === 'bridged' ? attackHexes.map((a) => ({ a, b: DEFEND, features: c.river === 'bridged' ? ['river', 'bridge'] : ['river'] })) : []
    const attackerArmy = c.army === 'UN' ? 'UN' : 'Communist'
    const side = (s: Side) => {
      let n = 0
      const units = UNIT_TYPES.flatMap((t) =>
        Array.from({ length: spec.units[s][t] ?? 0 }, () => {
          n++
          return { id: `${s[0]}${n}`, name: `${NAMES[t]} ${n}`, type: t, quality: c[`${s}-quality`] ?? 'B', at: s === 'defender' ? DEFEND : attackHexes[(n - 1) % attackHexes.length]! }
        }),
      )
      const army = s === 'attacker' ? attackerArmy : attackerArmy === 'UN' ? 'Communist' : 'UN'
      return {
        ...builtSide(s, s === 'attacker' ? 'Attacker' : 'Defender'),
        army,
        vp: Number(c[`${s}-vp`] ?? 10),
        air: Number(c[`${s}-air`] ?? 0),
        supply: [s === 'defender' ? hexId(2, 0) : hexId(2, 3)],
        units,
      }
    }
    return {
      id: builtId(spec.name),
      ruleset: 'korea',
      name: spec.name,
      description: 'A battle made in the battle builder.',
      location: 'The front',
      map: { grid: 'hex', places, ...(edges.length ? { edges } : {}) },
      attacker: side('attacker'),
      defender: side('defender'),
      combats: [{ attack: attackHexes, defend: DEFEND, kind: c.kind ?? 'prepared', ...(c.kind === 'meeting' ? { mp: 0 } : {}) }],
    }
  },
  specOf(raw) {
    const sc = raw as { name?: string; attacker?: { units?: Record<string, unknown>[]; army?: string }; defender?: { units?: Record<string, unknown>[] } }
    if (!sc.attacker?.units || !sc.defender?.units) return null
    return {
      ruleset: 'korea',
      name: `${sc.name ?? 'Battle'} (copy)`,
      units: { attacker: countTypes(sc.attacker.units), defender: countTypes(sc.defender.units) },
      conditions: { army: sc.attacker.army === 'UN' ? 'UN' : 'Communist' },
    }
  },
}
