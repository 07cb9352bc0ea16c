import type { EdgeView, MapView } from '../../core/map.ts'
import { mapView, type MapExtras } from '../../core/mapSchema.ts'
import type { Side } from '../../core/types.ts'
import type { BattleView, CounterView, SideView } from '../../core/view.ts'
import { demoralised, legalAttacks } from './combat.ts'
import { advance } from './advance.ts'
import { pending } from './decisions.ts'
import { doublesInfantry, geometry, hexOf, type Geometry } from './geometry.ts'
import { objectivesHeld, phaseLabel } from './phases.ts'
import type { NapState, Terrain, Unit } from './state.ts'

/** What the battle window draws of a napoleonic battle: the hex map with its counters, the two sides' strength, the phase. */

const TYPE_NAMES: Record<Unit['type'], string> = { infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery', leader: 'Leaders' }

/** The tooltip's values in the seed's words: strength and morale, and what the unit may do now. */
/** Who is lit: the units that may attack and be attacked in the phase under way, or, between phases, in the one Launch starts. */
interface Lit {
  active: Set<string>
  targets: Set<string>
  /** The phase they are lit for: the state's, or the next. */
  phase: NapState
  when: string
}

function values(u: Unit, lit: Lit): string[] {
  const out = [`${TYPE_NAMES[u.type].replace(/s$/, '')}: Combat Strength ${u.strength} of ${u.initialStrength}, morale ${u.morale} of ${u.initialMorale}`]
  if (u.place !== 'field') return out
  const { phase: p, when } = lit
  if (lit.active.has(u.id)) out.push(`May attack ${when}`)
  else if (lit.targets.has(u.id)) out.push(`May be attacked ${when}`)
  else if (p.phase === 'combat' && !p.ended) out.push(u.side === p.phasing ? `Cannot attack ${when}` : `Cannot be attacked ${when}`)
  return out
}

function notes(s: NapState, g: Geometry, u: Unit): string[] {
  const out: string[] = []
  const t = hexOf(g, u.at).terrain
  if (u.place === 'field' && u.type === 'infantry' && doublesInfantry(t)) out.push(`In ${t === 'woods' ? 'woods' : 'a village'}: strength doubled in defence`)
  if (u.type === 'leader') out.push('A leader: never tests morale after combat')
  if (demoralised(u)) out.push('Demoralised: cannot attack or support, exerts no zone of control')
  if (u.victorious) out.push('Victorious: supports in every further attack this phase against a unit it is in contact with')
  if (u.attacked) out.push('Has attacked in this phase')
  if (u.defended) out.push('Has been attacked in this phase')
  if (u.drivenBack) out.push('Driven back in this phase')
  return out
}

/** Where the rules reference opens from a unit's tooltip: what sets it apart, else how its strength meets the enemy's. */
function rulesTopic(u: Unit, terrain: Terrain): string {
  if (u.type === 'leader') return 'Leaders'
  if (demoralised(u)) return 'Effects of demoralisation'
  if (u.type === 'infantry' && doublesInfantry(terrain)) return 'Woods, village: defender doubled'
  return 'Combat resolution procedure'
}

function counter(s: NapState, g: Geometry, u: Unit, lit: Lit): CounterView {
  const t = hexOf(g, u.at).terrain
  const defense = u.type === 'infantry' && doublesInfantry(t) ? u.strength * 2 : u.strength
  const c: CounterView = {
    id: u.id,
    side: u.side,
    name: u.name,
    icon: u.type,
    zone: 'map',
    at: u.at,
    attack: u.strength,
    defense,
    morale: u.morale,
    strength: u.strength,
    maxStrength: u.initialStrength,
    elite: false,
    // Seed 004, "Victorious units": a grey line on the unit while it may support in further attacks.
    stripe: u.victorious,
    value: u.strength,
    baseValue: u.strength,
    modifiers: defense !== u.strength ? [{ source: t === 'woods' ? 'Woods (infantry, in defence)' : 'Village (infantry, in defence)', value: defense - u.strength }] : [],
    tint: 'none',
    // It attacks with its Combat Strength and defends with it doubled in woods or a village: only the defence is green there.
    strip: {
      parts: [
        { of: 'attack', text: String(u.strength), tint: 'none' },
        { of: 'defense', text: String(defense), tint: defense > u.strength ? 'up' : 'none' },
      ],
      join: '-',
    },
    active: lit.active.has(u.id),
    targetable: lit.targets.has(u.id),
    place: u.place,
    panicked: demoralised(u),
    // A leader here is a unit like the others (N19): it attacks, defends and supports, so it is drawn and dimmed as they are.
    leader: null,
    notes: notes(s, g, u),
    values: values(u, lit),
    rules: rulesTopic(u, t),
  }
  return c
}

function gauge(s: NapState, side: Side): SideView['gauge'] {
  const parts: { source: string; value: number }[] = []
  let value = 0
  let initial = 0
  for (const u of s.units) {
    if (u.side !== side) continue
    initial += u.initialStrength
    if (u.place !== 'field') continue
    value += u.strength
    const source = TYPE_NAMES[u.type]
    const p = parts.find((x) => x.source === source)
    if (p) p.value += u.strength
    else parts.push({ source, value: u.strength })
  }
  // The diamond's tooltip reads "<title>: <value>": the value stays last.
  const held = s.objectives.length ? `, ${objectivesHeld(s, side)} of ${s.objectives.length} objective hexes held` : ''
  const g: SideView['gauge'] = { label: 'Strength', title: `Combat Strength on the field (${initial} at the start${held})`, value, parts, rules: 'Victory conditions' }
  if (value * 2 < initial) g.warning = 'more than half its strength lost'
  return g
}

/** Slopes are drawn from the elevations: one level a slope, two or more the seed's double slope. */
function withSlopes(s: NapState, g: Geometry, view: MapView): void {
  const byKey = new Map<string, EdgeView>()
  for (const e of view.edges) byKey.set([e.a, e.b].sort().join('|'), e)
  for (const h of g.hexes.values()) {
    for (const n of h.around) {
      if (n === null || n < h.id) continue
      const diff = Math.abs(hexOf(g, n).elevation - h.elevation)
      if (diff === 0) continue
      const key = [h.id, n].sort().join('|')
      const feature = diff > 1 ? 'escarpment' : 'slope'
      const e = byKey.get(key)
      if (e) e.features.push(feature)
      else {
        const added = { a: h.id, b: n, features: [feature] }
        view.edges.push(added)
        byKey.set(key, added)
      }
    }
  }
}

function battleMap(s: NapState, g: Geometry): MapView {
  const places: NonNullable<MapExtras['places']> = {}
  for (const hex of s.objectives) places[hex] = { owner: s.holders[hex] ?? 'neutral', marks: ['objective'] }
  const extras: MapExtras = { places }
  if (s.last) {
    const ids = [s.last.attacker, s.last.defender]
    extras.focus = ids.map((id) => s.units.find((u) => u.id === id)!.at)
    extras.arrows = s.last.moves.map((m) => ({ from: m.from, to: m.to, side: m.side, label: m.kind === 'retreat' ? 'Retreat' : 'Advance' }))
  }
  const view = mapView(s.map, extras)
  withSlopes(s, g, view)
  return view
}

export function view(s: NapState): BattleView {
  const g = geometry(s.map)
  const decision = pending(s)
  const over = s.phase === 'over'
  // Between phases the window waits for Launch to start the next: the counters are lit for that phase, not all dimmed.
  const between = !over && !decision && s.phaseNo < s.phases
  const coming = between ? advance(s).state : s
  const legal = legalAttacks(coming, g)
  const lit: Lit = { active: new Set(legal.map(([a]) => a.id)), targets: new Set(legal.map(([, d]) => d.id)), phase: coming, when: between ? `in phase ${coming.phaseNo}` : 'now' }
  const all = s.units.map((u) => counter(s, g, u, lit))
  const sideView = (side: Side): SideView => {
    const info = s.sides[side]
    return {
      side,
      name: info.name,
      nation: info.nation,
      color: info.color,
      flag: info.flag,
      gauge: gauge(s, side),
      played: [],
      hand: [],
      losses: all.filter((c) => c.side === side && c.place === 'losses'),
      // The Routs box: units driven back in this phase (they stay on the map as well).
      routs: all.filter((c) => c.side === side && c.place === 'field' && s.units.find((u) => u.id === c.id)!.drivenBack).map((c) => ({ ...c, place: 'routs' as const })),
      canRetreat: false,
    }
  }
  const started = s.phaseNo > 1 || s.attacks > 0 || s.ended
  const nextLabel = s.phaseNo < s.phases ? phaseLabel(s, s.phaseNo + 1) : 'End of the battle'
  return {
    ruleset: 'napoleonic',
    title: s.name,
    location: { name: s.location, terrain: 'hex map', crossing: 'none' },
    round: { last: started || over ? phaseLabel(s) : null, next: over ? null : decision ? phaseLabel(s) : nextLabel, before: 'Before the first attack' },
    sides: { attacker: sideView('attacker'), defender: sideView('defender') },
    counters: all.filter((c) => c.place === 'field'),
    pending: decision && { side: decision.side, kind: decision.kind, prompt: decision.prompt, form: decision.options },
    board: { kind: 'map' },
    map: battleMap(s, g),
    routs: true,
    showMorale: true,
    oddsNote: 'the rest of the battle with the default order: best odds first, no attack below 1–1',
    launch: over ? null : decision ? `End phase ${s.phaseNo}` : nextLabel,
    over,
  }
}
