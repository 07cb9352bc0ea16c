import { builtId, builtSide, countTypes, type BattleSpec, type BuilderKit } from '../../core/builder.ts'
import { SIDES, type Side } from '../../core/types.ts'
import { CARDS } from './cards.ts'
import { TERRAINS } from './terrain.ts'
import { UNIT_TYPES } from './units.ts'

/**
 * The grand battle builder: one battle region with its terrain, the region
 * the attacker comes from across a river or a strait or neither, a rear
 * region the defender may retreat to, each side's leader, one card in each
 * hand, and regular or elite troops. Costs are strength points: the rules
 * price nothing.
 */
const LEADERS: Record<string, { name: string; combat: number; morale: number } | null> = {
  none: null,
  steady: { name: 'Steady commander', combat: 1, morale: 1 },
  able: { name: 'Able commander', combat: 2, morale: 2 },
  great: { name: 'Great commander', combat: 3, morale: 3 },
}
const LEADER_CHOICES = [
  { value: 'none', label: 'None' },
  { value: 'steady', label: 'Steady (combat 1, morale 1)' },
  { value: 'able', label: 'Able (combat 2, morale 2)' },
  { value: 'great', label: 'Great (combat 3, morale 3)' },
]
const cardChoices = (side: Side) => [
  { value: 'none', label: 'None' },
  ...CARDS.filter((c) => c.playableBy === 'any' || c.playableBy === side).map((c) => ({ value: c.id, label: c.name, title: c.text })),
]
const SIDE_WORD: Record<Side, string> = { attacker: "Attacker's", defender: "Defender's" }

export const grandBuilder: BuilderKit = {
  catalogue: UNIT_TYPES.map((t) => ({
    id: t.id,
    name: t.name,
    kind: `${t.kind} ${t.size}`,
    cost: t.strength,
    line: `attack ${t.attack}, defence ${t.defense}, morale ${t.morale}, ${t.strength} strength points${t.role === 'support' ? ', support' : ''}`,
    // Fixed positions do not move: only the side holding the region has them.
    ...(t.kind === 'fortification' || t.kind === 'minefield' ? { sides: ['defender'] as const } : {}),
  })),
  cost: 'strength points',
  maxCount: 20,
  conditions: [
    { type: 'pick', id: 'terrain', label: 'Terrain of the battle region', default: 'desert', choices: TERRAINS.map((t) => ({ value: t.id, label: t.name, title: `Defender +${t.defenderBonus}, attacker −${t.attackerPenalty}` })) },
    {
      type: 'pick',
      id: 'crossing',
      label: 'The attacker crosses',
      default: 'none',
      choices: [
        { value: 'none', label: 'Open ground' },
        { value: 'river', label: 'A river (defender +1 in the first round)' },
        { value: 'strait', label: 'A strait (defender +2 in the first round)' },
      ],
    },
    ...SIDES.flatMap((side) => [
      { type: 'pick' as const, id: `${side}-leader`, label: `${SIDE_WORD[side]} leader`, default: 'none', choices: LEADER_CHOICES },
      { type: 'pick' as const, id: `${side}-card`, label: `${SIDE_WORD[side]} card in hand`, default: 'none', choices: cardChoices(side) },
      {
        type: 'pick' as const,
        id: `${side}-troops`,
        label: `${SIDE_WORD[side]} troops`,
        default: 'regular',
        choices: [
          { value: 'regular', label: 'Regular' },
          { value: 'elite', label: 'Elite' },
        ],
      },
    ]),
  ],
  starter: { attacker: { 'arm-bde': 2, 'inf-bde': 1 }, defender: { 'inf-bde': 2, 'at-bn': 1 } },
  problems: () => [],
  scenario(spec: BattleSpec) {
    const c = spec.conditions
    const side = (s: Side) => {
      const leader = LEADERS[c[`${s}-leader`] ?? 'none'] ?? null
      const card = c[`${s}-card`] ?? 'none'
      let n = 0
      return {
        ...builtSide(s, s === 'attacker' ? 'Attacker' : 'Defender'),
        leaders: leader ? [{ id: `${s}-leader`, ...leader }] : [],
        units: UNIT_TYPES.flatMap((t) =>
          Array.from({ length: spec.units[s][t.id] ?? 0 }, () => ({
            id: `${s[0]}${++n}`,
            type: t.id,
            ...(c[`${s}-troops`] === 'elite' ? { elite: true } : {}),
            ...(s === 'attacker' ? { from: 'approach' } : {}),
          })),
        ),
        cards: card === 'none' ? [] : [card],
      }
    }
    return {
      id: builtId(spec.name),
      ruleset: 'grand',
      name: spec.name,
      description: 'A battle made in the battle builder.',
      location: { region: 'field', crossing: c.crossing ?? 'none' },
      regions: [
        { id: 'field', name: 'The field', terrain: c.terrain ?? 'desert', neighbours: ['approach', 'rear'], owner: 'defender', x: 50, y: 50 },
        { id: 'approach', name: 'The approach', terrain: 'desert', neighbours: ['field'], owner: 'attacker', occupiedBy: 'attacker', x: 15, y: 50 },
        { id: 'rear', name: 'The rear', terrain: 'desert', neighbours: ['field'], owner: 'defender', supply: { defender: 2 }, x: 85, y: 50 },
      ],
      attacker: side('attacker'),
      defender: side('defender'),
    }
  },
  specOf(raw) {
    const sc = raw as { kind?: string; name?: string; location?: { crossing?: string }; regions?: { id: string; terrain: string }[]; attacker?: { units?: Record<string, unknown>[] }; defender?: { units?: Record<string, unknown>[] } }
    if (sc.kind === 'turn' || !sc.attacker?.units || !sc.defender?.units) return null
    const region = (raw as { location?: { region?: string } }).location?.region
    const terrain = sc.regions?.find((r) => r.id === region)?.terrain
    return {
      ruleset: 'grand',
      name: `${sc.name ?? 'Battle'} (copy)`,
      units: { attacker: countTypes(sc.attacker.units), defender: countTypes(sc.defender.units) },
      conditions: { ...(terrain ? { terrain } : {}), crossing: sc.location?.crossing ?? 'none' },
    }
  },
}
