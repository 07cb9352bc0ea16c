import { describe, it, expect } from 'vitest'
import { builtInScenarios, findBuiltIn, parseScenario } from '../../../scenarios/load.ts'
import { rulesetIds } from '../registry.ts'
import { CARD_BY_ID } from './cards.ts'
import type { GrandChoice, GrandDecision } from './decisions.ts'
import type { GrandEvent } from './events.ts'
import { defaultChoice } from './policies.ts'
import type { RoundId } from './rounds.ts'
import { parseGrandScenario, type GrandScenario } from './scenario.ts'
import { SCENARIOS } from './scenarios.ts'
import { buildState } from './setup.ts'
import type { GrandState } from './state.ts'
import { TERRAIN_BY_ID } from './terrain.ts'
import { playOut, type Policy } from './testkit.ts'
import { UNIT_TYPE_BY_ID } from './units.ts'

/**
 * The grand battle's built-in scenarios (moved from src/scenarios/catalogue.test.ts
 * and load.test.ts, which keep what holds for every rule system).
 */
const SEED = '000_65abfdd3be31f0b0.txt'
/** Battles per scenario in the coverage run. */
const RUNS = 40

function parse(raw: unknown): GrandScenario {
  const p = parseGrandScenario(raw)
  if (!p.ok) throw new Error(`${(raw as { id?: string }).id}: ${p.errors.join('; ')}`)
  return p.value
}

const scenarios = (): GrandScenario[] => SCENARIOS.map(parse)
const byId = (id: string): GrandScenario => {
  const sc = scenarios().find((s) => s.id === id)
  if (!sc) throw new Error(`no built-in scenario ${id}`)
  return sc
}
const rawById = (id: string): Record<string, unknown> => {
  const raw = SCENARIOS.find((r) => (r as { id: string }).id === id)
  if (!raw) throw new Error(`no built-in scenario ${id}`)
  return structuredClone(raw) as Record<string, unknown>
}

/** What the coverage run saw, over every built-in scenario and seed. */
interface Coverage {
  rounds: Set<RoundId>
  modifierSources: Set<string>
  moraleSources: Set<string>
  routs: number
  pursuits: number
  pursuitsRefused: Map<string, number>
  totalEliminations: number
  breakthroughOffers: number
  breakthroughsMade: number
  noRetreatRegion: number
  attackerWins: Map<string, number>
  roundsFought: Map<string, number>
  roundsByScenario: Map<string, Set<RoundId>>
}

let cached: Coverage | null = null

function coverage(): Coverage {
  if (cached) return cached
  const c: Coverage = {
    rounds: new Set(),
    modifierSources: new Set(),
    moraleSources: new Set(),
    routs: 0,
    pursuits: 0,
    pursuitsRefused: new Map(),
    totalEliminations: 0,
    breakthroughOffers: 0,
    breakthroughsMade: 0,
    noRetreatRegion: 0,
    attackerWins: new Map(),
    roundsFought: new Map(),
    roundsByScenario: new Map(),
  }
  for (const sc of scenarios()) {
    const seen = new Set<RoundId>()
    c.roundsByScenario.set(sc.id, seen)
    for (let i = 0; i < RUNS; i++) {
      const { state, events } = playOut(buildState(sc, `coverage-${i}`))
      for (const e of events) collect(c, sc.id, seen, e)
      const r = state.result!
      if (r.winner === 'attacker') c.attackerWins.set(sc.id, (c.attackerWins.get(sc.id) ?? 0) + 1)
      c.roundsFought.set(sc.id, (c.roundsFought.get(sc.id) ?? 0) + state.roundsFought)
      if (r.breakthrough) c.breakthroughOffers++
      if (r.breakthrough?.chosen) c.breakthroughsMade++
    }
  }
  cached = c
  return c
}

function collect(c: Coverage, id: string, seen: Set<RoundId>, e: GrandEvent): void {
  switch (e.t) {
    case 'round':
      c.rounds.add(e.round)
      seen.add(e.round)
      break
    case 'modifiers':
      for (const p of e.parts) c.modifierSources.add(p.source)
      break
    case 'bm':
      for (const p of e.parts) c.moraleSources.add(p.source)
      break
    case 'routed':
      c.routs++
      break
    case 'pursuit':
      if (e.allowed) c.pursuits++
      else c.pursuitsRefused.set(id, (c.pursuitsRefused.get(id) ?? 0) + 1)
      break
    case 'total-elimination':
      c.totalEliminations++
      break
    case 'eliminated':
      if (e.reason === 'no region to retreat into') c.noRetreatRegion++
      break
  }
}

const has = (sources: Set<string>, prefix: string): boolean => [...sources].some((s) => s.startsWith(prefix))

/** Plays with the default policy except for the choices `override` takes (it returns null to defer). */
function policyWith(override: (s: GrandState, d: GrandDecision) => GrandChoice | null): Policy {
  return (s, d) => override(s, d) ?? defaultChoice(s, d)
}

describe('built-in scenario catalogue', () => {
  it('the grand battles are among the built-ins, each parsed through the registry', () => {
    const ids = SCENARIOS.map((raw) => {
      const p = parseScenario(raw)
      if (!p.ok) throw new Error(p.errors.join('\n'))
      expect(p.ok).toBe(true)
      return p.value.id
    })
    expect(ids.length).toBeGreaterThanOrEqual(7)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ['skirmish', 'sidi-barrani', 'beda-fomm', 'tobruk-easter', 'halfaya-pass', 'sidi-rezegh', 'wadi-derna', 'crete-strait']) {
      expect(ids).toContain(id)
    }
    const all = builtInScenarios().map((s) => s.id)
    for (const id of ids) expect(all).toContain(id)
  })

  it('every scenario has a description, a date and a small region map around the battle', () => {
    for (const sc of scenarios()) {
      expect(sc.description.length, sc.id).toBeGreaterThan(100)
      expect(sc.date, sc.id).toMatch(/^19(40|41|42)-\d\d(-\d\d)?$/)
      const battle = sc.regions.find((r) => r.id === sc.location.region)!
      expect(battle.neighbours.length, sc.id).toBeGreaterThanOrEqual(3)
      expect(battle.neighbours.length, sc.id).toBeLessThanOrEqual(6)
      // Neighbours are mutual, so that retreats and overstack jumps can find their way back.
      for (const r of sc.regions) {
        for (const n of r.neighbours) expect(sc.regions.find((x) => x.id === n)!.neighbours, `${sc.id}: ${r.id}–${n}`).toContain(r.id)
      }
      // The defender has somewhere to go in some scenarios and not in others, but always a supply distance to aim for.
      expect(sc.regions.some((r) => r.owner === 'defender' && r.supply.defender !== undefined), sc.id).toBe(true)
    }
  })

  it('the set uses both crossings, a fortified structure, entrenchment, stacking limits and unresolved battles', () => {
    const all = scenarios()
    const crossings = new Set(all.map((s) => s.location.crossing))
    expect(crossings).toContain('river')
    expect(crossings).toContain('strait')
    expect(all.some((s) => s.location.fortified)).toBe(true)
    expect(all.some((s) => s.defender.entrenched)).toBe(true)
    expect(all.some((s) => s.defender.cards.includes('dig-in'))).toBe(true)
    expect(all.some((s) => s.defender.cards.includes('ambush'))).toBe(true)
    expect(all.some((s) => s.regions.some((r) => r.stackingLimit !== undefined))).toBe(true)
    expect(all.some((s) => s.regions.some((r) => r.battle))).toBe(true)
    const terrains = new Set(all.map((s) => s.regions.find((r) => r.id === s.location.region)!.terrain))
    for (const t of ['desert', 'rough', 'hills', 'escarpment']) expect(terrains).toContain(t)
  })

  it('the hands use at least 12 distinct cards, Orderly Withdrawal and Surprise Attack among them', () => {
    const cards = new Set(scenarios().flatMap((s) => [...s.attacker.cards, ...s.defender.cards]))
    expect(cards.size).toBeGreaterThanOrEqual(12)
    expect(cards).toContain('withdrawal')
    expect(cards).toContain('surprise-attack')
    for (const c of cards) expect(CARD_BY_ID.has(c)).toBe(true)
  })

  it('sidi-rezegh is the large battle (about 40 counters) and sidi-barrani a medium one', () => {
    const counters = (sc: GrandScenario) => sc.attacker.units.length + sc.defender.units.length + sc.attacker.leaders.length + sc.defender.leaders.length
    expect(counters(byId('sidi-rezegh'))).toBeGreaterThanOrEqual(36)
    expect(counters(byId('sidi-rezegh'))).toBeLessThanOrEqual(44)
    const barrani = byId('sidi-barrani')
    for (const side of [barrani.attacker, barrani.defender]) {
      expect(side.units.length).toBeGreaterThanOrEqual(8)
      expect(side.units.length).toBeLessThanOrEqual(10)
    }
  })
})

describe('malformed scenarios are refused with the field path', () => {
  const errorsOf = (raw: unknown): string[] => {
    const p = parseGrandScenario(raw)
    expect(p.ok).toBe(false)
    return p.ok ? [] : p.errors
  }

  it('a unit of unknown type names attacker.units[0].type', () => {
    const raw = rawById('sidi-barrani') as { attacker: { units: Record<string, unknown>[] } }
    raw.attacker.units[0]!.type = 'death-ray'
    const errors = errorsOf(raw)
    expect(errors.some((e) => e.startsWith('attacker.units[0].type: unknown unit type "death-ray"'))).toBe(true)
  })

  it('a missing unit id names defender.units[2].id', () => {
    const raw = rawById('tobruk-easter') as { defender: { units: Record<string, unknown>[] } }
    delete raw.defender.units[2]!.id
    expect(errorsOf(raw)).toContain('defender.units[2].id: required (string)')
  })

  it('a value off the d10 names the field', () => {
    const raw = rawById('halfaya-pass') as { defender: { units: Record<string, unknown>[] } }
    raw.defender.units[1]!.defense = 12
    expect(errorsOf(raw).some((e) => e.startsWith('defender.units[1].defense:'))).toBe(true)
  })

  it('an unknown card, an unknown terrain and an entry region that is not a neighbour are named', () => {
    const raw = rawById('beda-fomm') as {
      defender: { cards: string[] }
      regions: { terrain: string }[]
      attacker: { units: { from: string }[] }
    }
    raw.defender.cards.push('nuclear-option')
    raw.regions[1]!.terrain = 'lava'
    raw.attacker.units[0]!.from = 'benghazi'
    const errors = errorsOf(raw).join('\n')
    expect(errors).toMatch(/defender\.cards\[2\]: unknown card "nuclear-option"/)
    expect(errors).toMatch(/regions\[1\]\.terrain: unknown terrain "lava"/)
    expect(errors).toMatch(/attacker\.units\[0\]\.from: "benghazi" is not a neighbour of the battle region "beda-fomm"/)
  })

  it('a flag with too many stripes names its colours', () => {
    const raw = rawById('crete-strait') as { attacker: { flag: { colors: string[] } } }
    raw.attacker.flag.colors = ['#111111', '#222222', '#333333', '#444444', '#555555']
    expect(errorsOf(raw).some((e) => e.startsWith('attacker.flag.colors:'))).toBe(true)
  })
})

describe(`${SEED} coverage of the built-in scenarios (default policy, ${RUNS} seeds each)`, () => {
  it(`${SEED} §A every round type is fought somewhere, in Ambush and Pursuit too`, () => {
    const c = coverage()
    for (const r of ['artillery', 'air', 'mines', 'recon', 'ambush', 'main', 'next1', 'next2', 'next3', 'pursuit'] as RoundId[]) {
      expect(c.rounds, r).toContain(r)
    }
  })

  it(`${SEED} §C every kind of modifier applies somewhere`, () => {
    const c = coverage()
    for (const prefix of [
      'Terrain:',
      'Defender entrenched',
      'Leader:',
      'Booster:',
      'Attacker crossed a river',
      'Attacker crossed a strait',
      'Armor superiority',
      'Card:',
    ]) {
      expect(has(c.modifierSources, prefix), prefix).toBe(true)
    }
    // Both kinds of terrain modifier: the defender's bonus and the attacker's penalty (escarpment).
    const halfaya = byId('halfaya-pass')
    const terrain = TERRAIN_BY_ID.get(halfaya.regions.find((r) => r.id === halfaya.location.region)!.terrain)!
    expect(terrain.attackerPenalty).toBeGreaterThan(0)
    expect(c.roundsByScenario.get('halfaya-pass')).toContain('main')
  })

  it(`${SEED} §B leaders, HQs and supply columns boost Battle Morale, and armor superiority adds to it`, () => {
    const parts = new Set<string>()
    for (const sc of scenarios()) {
      const s = buildState(sc, 'morale')
      for (const side of ['attacker', 'defender'] as const) for (const p of s.sides[side].bmParts) parts.add(p.source)
    }
    const named = (kind: string) =>
      scenarios().flatMap((sc) => [...sc.attacker.units, ...sc.defender.units].filter((u) => UNIT_TYPE_BY_ID.get(u.type)!.kind === kind).map((u) => u.name ?? u.type))
    expect(named('hq').some((n) => parts.has(`Booster: ${n}`))).toBe(true)
    expect(named('logistics').some((n) => parts.has(`Booster: ${n}`))).toBe(true)
    const moraleLeaders = scenarios().flatMap((sc) => [...sc.attacker.leaders, ...sc.defender.leaders].filter((l) => l.boosters?.morale))
    expect(moraleLeaders.some((l) => parts.has(`Booster: ${l.name}`))).toBe(true)
    expect(parts).toContain('Armor superiority')
    expect(parts).toContain('Air force bonus')
    expect(parts).toContain('Scenario morale bonus')
    // Attack and defense boosters of leaders show up as combat modifiers.
    const c = coverage()
    const attackLeaders = scenarios().flatMap((sc) => sc.attacker.leaders.filter((l) => l.boosters?.attack))
    const defenseLeaders = scenarios().flatMap((sc) => sc.defender.leaders.filter((l) => l.boosters?.defense))
    expect(attackLeaders.some((l) => c.modifierSources.has(`Booster: ${l.name}`))).toBe(true)
    expect(defenseLeaders.some((l) => c.modifierSources.has(`Booster: ${l.name}`))).toBe(true)
  })

  it(`${SEED} §K routs, pursuits and total eliminations happen`, () => {
    const c = coverage()
    expect(c.routs).toBeGreaterThan(0)
    expect(c.pursuits).toBeGreaterThan(0)
    expect(c.totalEliminations).toBeGreaterThan(0)
  })

  it(`${SEED} §K §F escarpment: no recon round and no pursuit at Halfaya`, () => {
    const c = coverage()
    expect(c.roundsByScenario.get('halfaya-pass')).not.toContain('recon')
    expect(c.roundsByScenario.get('halfaya-pass')).not.toContain('pursuit')
    expect(c.pursuitsRefused.get('halfaya-pass') ?? 0).toBeGreaterThan(0)
  })

  it(`${SEED} §L the attacker is offered breakthroughs and takes them`, () => {
    const c = coverage()
    expect(c.breakthroughOffers).toBeGreaterThan(0)
    expect(c.breakthroughsMade).toBeGreaterThan(0)
  })

  it(`${SEED} §M a defender cut off at Beda Fomm loses the units it cannot retreat`, () => {
    expect(coverage().noRetreatRegion).toBeGreaterThan(0)
  })

  it('each scenario is a fight: battles of reasonable length, no side wins nearly always (Beda Fomm favours the attacker)', () => {
    const c = coverage()
    for (const sc of scenarios()) {
      const wins = (c.attackerWins.get(sc.id) ?? 0) / RUNS
      const rounds = (c.roundsFought.get(sc.id) ?? 0) / RUNS
      expect(rounds, `${sc.id} mean rounds`).toBeGreaterThanOrEqual(3.5)
      expect(rounds, `${sc.id} mean rounds`).toBeLessThanOrEqual(7.5)
      if (sc.id === 'beda-fomm') {
        expect(wins, sc.id).toBeGreaterThanOrEqual(0.7)
      } else {
        expect(wins, sc.id).toBeGreaterThan(0.1)
        expect(wins, sc.id).toBeLessThan(0.9)
      }
    }
  })
})

describe(`${SEED} retreats and cancelled battles on the built-in maps`, () => {
  const retreatFirst = policyWith((_s, d) => (d.kind === 'retreat' && d.side === 'attacker' ? { kind: 'retreat', retreat: true } : null))

  it(`${SEED} §I §F a voluntary retreat at the first chance ends the battle for the defender, without pursuit`, () => {
    let retreats = 0
    for (const sc of scenarios()) {
      const { state, events } = playOut(buildState(sc, 'voluntary'), retreatFirst)
      const decided = events.find((e) => e.t === 'decision' && e.kind === 'retreat' && e.choice === 'retreat')
      if (!decided) continue
      retreats++
      const r = state.result!
      expect(r.winner, sc.id).toBe('defender')
      expect(r.cancelled, sc.id).toBe(false)
      expect(r.retreat?.side, sc.id).toBe('attacker')
      expect(r.breakthrough, sc.id).toBeNull()
      expect(state.sides.attacker.retreated, sc.id).toBe(true)
      expect(events.some((e) => e.t === 'pursuit' || e.t === 'routed'), sc.id).toBe(false)
      // Section M: every attacking unit goes back to the region it entered from.
      for (const m of r.retreat!.moves) {
        expect(m.to, `${sc.id} ${m.unit}`).toBe(state.units.find((u) => u.id === m.unit)!.from)
      }
    }
    expect(retreats).toBeGreaterThanOrEqual(6)
  })

  it(`${SEED} §J §M an Orderly Withdrawal at Sidi Barrani fills Buq Buq and jumps the rest on to Sollum`, () => {
    const withdraw = policyWith((_s, d) => (d.kind === 'cards' && d.side === 'defender' ? { kind: 'cards', play: ['withdrawal'] } : null))
    const sc = byId('sidi-barrani')
    const { state, events } = playOut(buildState(sc, 'withdrawal'), withdraw)
    const r = state.result!
    expect(r.cancelled).toBe(true)
    expect(r.winner).toBeNull()
    expect(r.retreat?.side).toBe('defender')
    expect(events.some((e) => e.t === 'round')).toBe(false)
    const limit = sc.regions.find((x) => x.id === 'buqbuq')!.stackingLimit!
    const to = r.retreat!.moves.map((m) => m.to)
    expect(to.filter((x) => x === 'buqbuq')).toHaveLength(limit)
    // The fieldworks and the minefield cannot move: they are lost with the ground (D30), the seven others retreat.
    expect(to.filter((x) => x === 'sollum')).toHaveLength(sc.defender.units.length - 2 - limit)
    expect(r.retreat!.moves.filter((m) => m.to === null).map((m) => m.unit)).toEqual(['it-works', 'it-mines'])
    expect(events.filter((e) => e.t === 'retreat').map((e) => (e as { unit: string }).unit)).not.toContain('it-works')
    for (const id of ['it-works', 'it-mines']) expect(state.units.find((u) => u.id === id)).toMatchObject({ place: 'losses', strength: 0, movedTo: null })
    expect(events.filter((e) => e.t === 'eliminated').map((e) => (e as { unit: string }).unit)).toEqual(['it-works', 'it-mines'])
  })

  it(`${SEED} §M at Beda Fomm a withdrawing column finds room for three at Soluch and loses the rest`, () => {
    const raw = rawById('beda-fomm') as { defender: { cards: string[] } }
    raw.defender.cards.push('withdrawal')
    const sc = parse(raw)
    const withdraw = policyWith((_s, d) => (d.kind === 'cards' && d.side === 'defender' ? { kind: 'cards', play: ['withdrawal'] } : null))
    const { state } = playOut(buildState(sc, 'cut-off'), withdraw)
    const moves = state.result!.retreat!.moves
    const limit = sc.regions.find((x) => x.id === 'soluch')!.stackingLimit!
    expect(moves.filter((m) => m.to === 'soluch')).toHaveLength(limit)
    expect(moves.filter((m) => m.to === null)).toHaveLength(sc.defender.units.length - limit)
    expect(state.units.filter((u) => u.side === 'defender' && u.place === 'losses')).toHaveLength(sc.defender.units.length - limit)
  })

  it(`${SEED} §M at Tobruk, with every way back barred by unresolved battles, the garrison falls back into the fortress`, () => {
    const raw = rawById('tobruk-easter') as { defender: { cards: string[] }; regions: { id: string; battle?: boolean }[] }
    raw.defender.cards.push('withdrawal')
    for (const r of raw.regions) if (['kings-cross', 'pilastrino', 'tobruk-harbour'].includes(r.id)) r.battle = true
    const sc = parse(raw)
    expect(sc.location.fortified).toBe(true)
    const withdraw = policyWith((_s, d) => (d.kind === 'cards' && d.side === 'defender' ? { kind: 'cards', play: ['withdrawal'] } : null))
    const { state } = playOut(buildState(sc, 'fortress'), withdraw)
    const moves = state.result!.retreat!.moves
    // The perimeter posts and the minefield do not move: they stay manned by the garrison sheltering inside (D30).
    expect(moves).toHaveLength(sc.defender.units.length - 2)
    for (const m of moves) expect(m.to).toBe('tobruk-perimeter')
    for (const id of ['au-posts', 'au-mines']) expect(state.units.find((u) => u.id === id)).toMatchObject({ place: 'field', movedTo: null })
  })
})

describe('grand scenarios through the generic loader', () => {
  /** The validated skirmish, as the first built-in was before the catalogue was split by rule system. */
  const skirmish = () => structuredClone(findBuiltIn('skirmish')) as unknown

  it('refuses an unknown ruleset, naming the field and the known ones in the registry\'s order', () => {
    expect(rulesetIds().slice(0, 2)).toEqual(['grand', 'axis'])
    const r = parseScenario({ ruleset: 'chess' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors).toEqual([`ruleset: expected one of ${rulesetIds().join(', ')}, got "chess"`])
  })

  it('says a missing field is required, with its path', () => {
    const good = skirmish() as Record<string, Record<string, unknown>>
    delete good.attacker!.name
    const r = parseScenario(good)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors).toContain('attacker.name: required (string)')
  })

  it('refuses a misspelt key instead of ignoring it', () => {
    const raw = skirmish() as { attacker: { units: Record<string, unknown>[] } }
    raw.attacker.units[0]!.strenght = 3
    const r = parseScenario(raw)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors.join('\n')).toMatch(/attacker\.units\[0\]: Unrecognized key: "strenght"/)
  })
})
