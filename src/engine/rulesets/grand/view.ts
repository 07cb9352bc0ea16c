import { SIDES, type Side } from '../../core/types.ts'
import type { MapView } from '../../core/map.ts'
import type { BattleView, CardView, CounterView, HitChanceView, SideView, Tint, ZoneColumn } from '../../core/view.ts'
import { toForm } from './forms.ts'
import { CARD_BY_ID, cardName } from './cards.ts'
import type { ModifierPart } from './events.ts'
import { canBeTargeted, canFire, rerollCard } from './fire.ts'
import { baseValue, firingValue, sideModifiers, unitModifiers } from './modifiers.ts'
import { pending } from './decisions.ts'
import { ROUND_NAMES, type RoundId } from './rounds.ts'
import { nextRound, playableCards } from './sequence.ts'
import type { GrandState, Unit } from './state.ts'

/** The round the launch button starts: what dimming and modifier tints are about. */
export function comingRound(s: GrandState): RoundId | null {
  if (s.phase === 'over') return null
  if (s.pursuer) return 'pursuit'
  return nextRound(s).round
}

/** Section B: support units on the semicircle at the far edge, then leaders, planes and the front line. */
const COLUMNS: ZoneColumn[] = [
  { id: 'support', weight: 1, semicircle: true },
  { id: 'leaders', weight: 0.8 },
  { id: 'air', weight: 1 },
  { id: 'front', weight: 2 },
]

function zoneOf(u: Unit): string {
  if (u.role === 'support') return 'support'
  if (u.air) return 'air'
  return 'front'
}

/**
 * The columns with the most counters each side can ever have in them: a
 * unit's zone never changes, so every unit and leader of the battle counts,
 * wherever it is now. The window sizes counters from this, so they keep one
 * size while units are eliminated or rout.
 */
function columns(s: GrandState): ZoneColumn[] {
  const most = new Map(COLUMNS.map((c) => [c.id, { attacker: 0, defender: 0 }]))
  for (const side of SIDES) most.get('leaders')![side] += s.sides[side].leaders.length
  for (const u of s.units) most.get(zoneOf(u))![u.side]++
  return COLUMNS.map((c) => ({ ...c, most: most.get(c.id)! }))
}

const tintOf = (value: number, base: number): Tint => (value > base ? 'up' : value < base ? 'down' : 'none')

/** Attack, then defense: only the value a unit fires with takes modifiers (section C), so only it is tinted. */
function strip(u: Unit, value: number, base: number): CounterView['strip'] {
  const tint = tintOf(value, base)
  const fromAttack = u.side === 'attacker'
  return {
    parts: [
      { of: 'attack', text: String(fromAttack ? value : u.attack), tint: fromAttack ? tint : 'none' },
      { of: 'defense', text: String(fromAttack ? u.defense : value), tint: fromAttack ? 'none' : tint },
    ],
    join: '-',
  }
}

const percent = (p: number) => `${Math.round(p * 100)}%`
const signed = (n: number) => (n < 0 ? `−${-n}` : String(n))

/**
 * Each shot's chance (section C, "A success occurs when the dice is equal or
 * less to the modified combat value"; D1: one d10 with faces 0–9; D33: below
 * 0 never hits, 9 or more always does). An elite unit, or a side given a
 * re-roll by a card, rolls a missed shot again: the shot misses only when
 * both dice do.
 */
function hitChance(s: GrandState, u: Unit, value: number, round: RoundId): HitChanceView {
  if (value < 0) return { chance: 0, text: [`Cannot hit: its value ${signed(value)} is below the d10's lowest face (0)`] }
  if (value >= 9) return { chance: 1, text: ['Hits on every face of a d10 (faces 0–9): 100% a shot'] }
  const die = (value + 1) / 10
  const faces = value === 0 ? 'a 0' : `0–${value}`
  const card = rerollCard(s, u.side, round)
  if (!u.elite && !card) return { chance: die, text: [`Hits on ${faces} of a d10 (faces 0–9): ${percent(die)} a shot`] }
  const shot = 1 - (1 - die) ** 2
  const why = u.elite ? 'the elite re-roll of a miss' : `the re-roll of a miss (${cardName(card!.card)})`
  return { chance: shot, text: [`Hits on ${faces} of a d10 (faces 0–9): ${percent(die)} a die, ${percent(shot)} a shot with ${why}`] }
}

function notes(u: Unit): string[] {
  const out = [`${u.rof} shot${u.rof > 1 ? 's' : ''} a round`]
  if (u.elite) out.push('Elite: re-rolls a missed shot')
  if (u.cav) out.push('CavUnit (armored): its hits go to enemy CavUnits first')
  if (u.pursuit) out.push('Can pursue and break through')
  if (u.priority === 'first') out.push('Takes hits first')
  if (u.priority === 'last') out.push('Takes hits last')
  if (u.fixed) out.push('Fixed work: never panics')
  if (u.role === 'support') out.push('Support: stands behind the lines')
  const b = u.boosters
  if (b.attack || b.defense || b.morale) out.push(`Booster: attack ${b.attack}, defense ${b.defense}, morale ${b.morale}`)
  return out
}

/** Where the rules reference opens from a unit's tooltip: the decision that says most about what it is. */
function rulesTopic(u: Unit): string {
  if (u.panicked) return 'Panicked units'
  if (u.fixed) return 'Minefields and forts'
  if (u.air) return 'Planes and the field'
  if (u.role === 'support') return 'Who can be hit'
  return 'Which value fires'
}

function counter(s: GrandState, u: Unit, round: RoundId | null, allParts: readonly ModifierPart[], enemyFires: boolean): CounterView {
  const fires = round !== null && canFire(s, u, round)
  // The side's round modifiers reach only the units that fire in it (a tank in Artillery
  // Preparation gets no Creeping Barrage); its own half-strength penalty stays with it.
  const parts = fires ? allParts : []
  const mods = unitModifiers(u, parts)
  const base = baseValue(u)
  const value = firingValue(u, parts)
  const c: CounterView = {
    id: u.id,
    side: u.side,
    name: u.name,
    icon: u.kind,
    zone: zoneOf(u),
    attack: u.attack,
    defense: u.defense,
    morale: u.morale,
    strength: u.strength,
    maxStrength: u.maxStrength,
    elite: u.elite,
    value,
    baseValue: base,
    modifiers: mods,
    tint: tintOf(value, base),
    strip: strip(u, value, base),
    active: fires,
    // Sections D–G: only what the enemy's shooters this round can hit stays bright.
    targetable: round !== null && enemyFires && canBeTargeted(s, u, round),
    place: u.place,
    panicked: u.panicked,
    leader: null,
    notes: notes(u),
    rules: rulesTopic(u),
  }
  if (fires) c.hitChance = hitChance(s, u, value, round)
  return c
}

function cardView(id: string, playable: boolean): CardView {
  const c = CARD_BY_ID.get(id)!
  return { id, name: c.name, text: c.text, playable, reusable: c.reusable }
}

/** The window's view of a grand battle (section B). */
export function view(s: GrandState): BattleView {
  const round = comingRound(s)
  const decision = pending(s)
  const counters: CounterView[] = []
  for (const side of SIDES) {
    for (const l of s.sides[side].leaders) {
      counters.push({
        id: l.id,
        side,
        name: l.name,
        icon: 'leader',
        zone: 'leaders',
        attack: l.combat,
        defense: l.combat,
        morale: l.morale,
        strength: 0,
        maxStrength: 0,
        elite: false,
        value: l.combat,
        baseValue: l.combat,
        modifiers: [],
        tint: 'none',
        // A leader's figures are his own: no modifier moves them.
        strip: { parts: [{ of: 'combat', text: String(l.combat), tint: 'none' }, { of: 'morale', text: String(l.morale), tint: 'none' }], join: '·' },
        active: false,
        targetable: false,
        place: 'field',
        panicked: false,
        leader: { combat: l.combat, morale: l.morale },
        rules: 'Commanding leader',
        notes: [
          `Combat ${l.combat}, morale ${l.morale}`,
          `Boosters: attack ${l.boosters.attack}, defense ${l.boosters.defense}, morale ${l.boosters.morale}`,
          l.breakthrough ? 'May break through with his units' : 'Stays behind on a breakthrough',
        ],
      })
    }
  }
  const parts = {
    attacker: round ? sideModifiers(s, 'attacker', round) : [],
    defender: round ? sideModifiers(s, 'defender', round) : [],
  }
  const fires = { attacker: false, defender: false }
  if (round) for (const u of s.units) if (canFire(s, u, round)) fires[u.side] = true
  for (const u of s.units) counters.push(counter(s, u, round, parts[u.side], fires[u.side === 'attacker' ? 'defender' : 'attacker']))

  const cardsFor = (side: Side): string[] =>
    decision?.kind === 'cards' && decision.side === side ? playableCards(s, side, s.queue[0]!.round) : []
  const retreatOpen = s.queue.some((q) => q.kind === 'retreat')

  const sideView = (side: Side): SideView => {
    const st = s.sides[side]
    const playable = cardsFor(side)
    return {
      side,
      name: st.name,
      nation: st.nation,
      color: st.color,
      flag: st.flag,
      gauge: {
        label: 'Battle Morale',
        title: 'Battle Morale',
        value: st.bm,
        parts: st.bmParts,
        ...(st.bm < 0 ? { warning: 'Demoralized: a rout test follows each round.' } : {}),
        rules: 'Battle Morale',
      },
      played: st.played.map((id) => cardView(id, false)),
      hand: st.hand.map((id) => cardView(id, playable.includes(id))),
      losses: counters.filter((c) => c.side === side && c.place === 'losses'),
      routs: counters.filter((c) => c.side === side && c.place === 'routs'),
      canRetreat: retreatOpen && s.queue.some((q) => q.kind === 'retreat' && q.side === side),
    }
  }
  const form = decision && toForm(s, decision)
  return {
    ruleset: 'grand',
    title: s.name,
    location: { name: s.region.name, terrain: s.terrain.name, crossing: s.crossingName },
    round: { last: s.round ? ROUND_NAMES[s.round] : s.phase === 'cards' ? 'Cards' : null, next: round ? ROUND_NAMES[round] : null, before: 'Cards' },
    sides: { attacker: sideView('attacker'), defender: sideView('defender') },
    counters: counters.filter((c) => c.place === 'field'),
    pending: form && { side: form.side, kind: form.kind, prompt: form.prompt, form: form.options, ...(form.secret ? { secret: true } : {}), ...(form.launch ? { byLaunch: true } : {}) },
    board: { kind: 'zones', columns: columns(s) },
    map: regionMap(s),
    routs: true,
    showMorale: true,
    oddsNote: 'without cards',
    launch: round && s.queue.every((q) => q.kind === 'retreat') ? `Launch ${ROUND_NAMES[round]}` : null,
    over: s.phase === 'over',
  }
}

/** The regions around the battle (the window's "hole" and where a breakthrough goes), with the retreat and breakthrough drawn as arrows. */
function regionMap(s: GrandState): MapView {
  const arrows: NonNullable<MapView['arrows']> = []
  const r = s.result
  if (r?.retreat) {
    const to = new Map<string, number>()
    for (const m of r.retreat.moves) if (m.to) to.set(m.to, (to.get(m.to) ?? 0) + 1)
    for (const [region, n] of to) arrows.push({ from: s.region.id, to: region, side: r.retreat.side, label: `retreat: ${n} unit${n > 1 ? 's' : ''}` })
  }
  const chosen = r?.breakthrough?.chosen
  if (chosen && r.winner) arrows.push({ from: s.region.id, to: chosen.region, side: r.winner, label: `breakthrough: ${chosen.units.length} unit${chosen.units.length > 1 ? 's' : ''}` })
  const edges: MapView['edges'] = []
  for (const g of s.regions) for (const n of g.neighbours) if (n > g.id || !s.regions.find((o) => o.id === n)?.neighbours.includes(g.id)) edges.push({ a: g.id, b: n, features: [] })
  return {
    grid: 'regions',
    places: s.regions.map((g) => ({
      id: g.id,
      name: g.name,
      x: g.x,
      y: g.y,
      terrain: g.terrain,
      owner: g.owner,
      ...(g.stackingLimit ? { stacking: g.stackingLimit } : {}),
      marks: [...(g.id === s.region.id ? ['battle'] : g.battle ? ['unresolved battle'] : []), ...(g.id === s.region.id && s.region.fortified ? ['fortified'] : [])],
    })),
    edges,
    focus: [s.region.id],
    arrows,
  }
}
