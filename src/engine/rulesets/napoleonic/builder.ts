import { builtId, builtSide, type BattleSpec, type BuilderKit } from '../../core/builder.ts'
import type { Side } from '../../core/types.ts'

/**
 * The napoleonic battle builder: two lines face to face across the middle of
 * a hex field, one unit a hex (seed 004), each side's second line
 * behind its first, with room behind both to retreat into. The conditions are
 * the defender's ground, a watercourse along the front (with or without a
 * bridge), the number of combat phases and who fires first. Catalogue
 * entries carry their own strength and morale, as the counters do; costs are
 * strength points.
 */
interface Entry {
  id: string
  name: string
  type: 'infantry' | 'cavalry' | 'artillery' | 'leader'
  strength: number
  morale: number
}
const ENTRIES: readonly Entry[] = [
  { id: 'line-infantry', name: 'Line infantry', type: 'infantry', strength: 4, morale: 4 },
  { id: 'veteran-infantry', name: 'Veteran infantry', type: 'infantry', strength: 5, morale: 5 },
  { id: 'militia', name: 'Militia infantry', type: 'infantry', strength: 4, morale: 3 },
  { id: 'cavalry', name: 'Cavalry', type: 'cavalry', strength: 4, morale: 4 },
  { id: 'artillery', name: 'Artillery', type: 'artillery', strength: 3, morale: 3 },
  { id: 'leader', name: 'Leader', type: 'leader', strength: 2, morale: 7 },
]
const ROWS: Record<Side, [number, number]> = { defender: [2, 1], attacker: [3, 4] }
const GROUND = ['clear', 'rough', 'coppice', 'orchards', 'woods', 'village', 'marsh'] as const
const pad = (n: number) => String(n).padStart(2, '0')

export const napoleonicBuilder: BuilderKit = {
  catalogue: ENTRIES.map((e) => ({ id: e.id, name: e.name, kind: e.type, cost: e.strength, line: `strength ${e.strength}, morale ${e.morale}` })),
  cost: 'strength points',
  maxCount: 20,
  conditions: [
    { type: 'pick', id: 'ground', label: "The defender's ground", default: 'clear', choices: GROUND.map((g) => ({ value: g, label: g[0]!.toUpperCase() + g.slice(1) })) },
    {
      type: 'pick',
      id: 'front',
      label: 'Along the front',
      default: 'none',
      choices: [
        { value: 'none', label: 'Open ground' },
        { value: 'stream', label: 'A stream (attacks across it are halved)' },
        { value: 'bridged', label: 'A stream with a bridge in the middle' },
      ],
    },
    { type: 'pick', id: 'phases', label: 'Combat phases', default: '4', choices: ['2', '4', '6', '8'].map((v) => ({ value: v, label: v })) },
    {
      type: 'pick',
      id: 'first',
      label: 'First to attack',
      default: 'attacker',
      choices: [
        { value: 'attacker', label: 'The attacker' },
        { value: 'defender', label: 'The defender' },
      ],
    },
  ],
  starter: { attacker: { 'line-infantry': 3, cavalry: 1 }, defender: { 'line-infantry': 2, artillery: 1 } },
  problems(spec) {
    const total = (s: Side) => Object.values(spec.units[s]).reduce((a, n) => a + n, 0)
    return (['attacker', 'defender'] as const)
      .filter((s) => total(s) > 20)
      .map((s) => ({ field: s, message: `One unit a hex: the field holds 20 units a side, the ${s} has ${total(s)}` }))
  },
  scenario(spec: BattleSpec) {
    const c = spec.conditions
    const count = (s: Side) => ENTRIES.reduce((a, e) => a + (spec.units[s][e.id] ?? 0), 0)
    const most = Math.max(count('attacker'), count('defender'))
    const cols = Math.max(4, Math.ceil(most / 2)) + 2
    const hexId = (col: number, row: number) => `${pad(col)}${pad(row)}`
    const places = []
    for (let row = 0; row < 6; row++) {
      for (let col = 0; col < cols; col++) {
        const defended = row === 1 || row === 2
        places.push({ id: hexId(col, row), terrain: defended ? (c.ground ?? 'clear') : 'clear', q: col - Math.floor(row / 2), r: row })
      }
    }
    // Two hexes a front-row hex faces across the front (offset rows: the row below shares two neighbours).
    const edges =
      c.front === 'none' || !c.front
        ? []
        : Array.from({ length: cols }, (_, col) => [
            { a: hexId(col, 2), b: hexId(col, 3) },
            ...(col > 0 ? [{ a: hexId(col, 2), b: hexId(col - 1, 3) }] : []),
          ])
            .flat()
            .map((e, i, all) => ({ ...e, features: c.front === 'bridged' && i === Math.floor(all.length / 2) ? ['stream', 'bridge', 'road'] : ['stream'] }))
    const side = (s: Side) => {
      const slots = ROWS[s].flatMap((row) => Array.from({ length: cols - 2 }, (_, k) => hexId(k + 1, row)))
      let n = 0
      const units = ENTRIES.flatMap((e) =>
        Array.from({ length: spec.units[s][e.id] ?? 0 }, () => {
          n++
          return { id: `${s[0]}${n}`, name: `${e.name} ${n}`, type: e.type, strength: e.strength, morale: e.morale, at: slots[n - 1]! }
        }),
      )
      return { ...builtSide(s, s === 'attacker' ? 'Attacker' : 'Defender'), edge: s === 'attacker' ? 'south' : 'north', units }
    }
    return {
      id: builtId(spec.name),
      ruleset: 'napoleonic',
      name: spec.name,
      description: 'A battle made in the battle builder.',
      location: 'The field',
      map: { grid: 'hex', places, ...(edges.length ? { edges } : {}) },
      phases: Number(c.phases ?? 4),
      first: c.first ?? 'attacker',
      victory: { kind: 'strength', objectivePoints: 0 },
      attacker: side('attacker'),
      defender: side('defender'),
    }
  },
  specOf(raw) {
    const sc = raw as { name?: string; phases?: number; first?: string; attacker?: { units?: Entry[] }; defender?: { units?: Entry[] } }
    if (!sc.attacker?.units || !sc.defender?.units) return null
    // A unit counts as the entry of its type nearest its strength and morale.
    const nearest = (u: Entry) =>
      ENTRIES.filter((e) => e.type === u.type).sort((a, b) => Math.abs(a.strength - u.strength) + Math.abs(a.morale - u.morale) - (Math.abs(b.strength - u.strength) + Math.abs(b.morale - u.morale)))[0]!.id
    const count = (us: Entry[]) => us.reduce<Record<string, number>>((r, u) => ({ ...r, [nearest(u)]: (r[nearest(u)] ?? 0) + 1 }), {})
    const phases = ['2', '4', '6', '8'].includes(String(sc.phases)) ? String(sc.phases) : '4'
    return { ruleset: 'napoleonic', name: `${sc.name ?? 'Battle'} (copy)`, units: { attacker: count(sc.attacker.units), defender: count(sc.defender.units) }, conditions: { phases, first: sc.first ?? 'attacker' } }
  },
}
