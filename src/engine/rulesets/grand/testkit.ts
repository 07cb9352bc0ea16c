/**
 * Small builders for the rule tests: a valid scenario from a few lines, a
 * state with scripted dice, and a loop that plays a battle to its end.
 */
import { scriptDice } from '../../core/dice.ts'
import type { Side } from '../../core/types.ts'
import { defaultChoice } from './policies.ts'
import { grand, type GrandChoice, type GrandDecision, type GrandEvent, type GrandState } from './index.ts'
import type { GrandScenario } from './scenario.ts'

export interface UnitSpec {
  id: string
  type: string
  elite?: boolean
  strength?: number
  damage?: number
  attack?: number
  defense?: number
  morale?: number
  from?: string
}

export interface SideSpec {
  units: UnitSpec[]
  leaders?: { id: string; name?: string; combat: number; morale: number; boosters?: { attack?: number; defense?: number; morale?: number }; breakthrough?: boolean }[]
  cards?: string[]
  scenarioMorale?: number
  entrenched?: boolean
  breakthrough?: { allowed: boolean; double?: boolean }
}

export interface ScenarioSpec {
  attacker: SideSpec
  defender: SideSpec
  terrain?: string
  crossing?: 'none' | 'river' | 'strait'
  fortified?: boolean
  /** Extra regions around the battle region "field"; "west" (attacker's, entry) and "east" (defender's) always exist. */
  regions?: Record<string, unknown>[]
}

/** A raw scenario object (not yet validated) built from a compact spec. */
export function rawScenario(spec: ScenarioSpec): Record<string, unknown> {
  const side = (s: SideSpec, name: string, attacker: boolean) => ({
    name,
    nation: name,
    color: attacker ? '#aa3322' : '#2233aa',
    flag: { layout: 'vertical', colors: attacker ? ['#aa3322'] : ['#2233aa'] },
    leaders: (s.leaders ?? []).map((l) => ({
      id: l.id,
      name: l.name ?? l.id,
      combat: l.combat,
      morale: l.morale,
      ...(l.boosters ? { boosters: { attack: 0, defense: 0, morale: 0, ...l.boosters } } : {}),
      ...(l.breakthrough === undefined ? {} : { breakthrough: l.breakthrough }),
    })),
    units: s.units.map((u) => ({ ...u, ...(attacker && !u.from ? { from: 'west' } : {}) })),
    cards: s.cards ?? [],
    scenarioMorale: s.scenarioMorale ?? 0,
    entrenched: s.entrenched ?? false,
    ...(s.breakthrough ? { breakthrough: { double: true, ...s.breakthrough } } : {}),
  })
  const extra = spec.regions ?? []
  return {
    id: 'test',
    ruleset: 'grand',
    name: 'Test battle',
    location: { region: 'field', crossing: spec.crossing ?? 'none', fortified: spec.fortified ?? false },
    regions: [
      { id: 'field', name: 'Field', terrain: spec.terrain ?? 'desert', neighbours: ['west', 'east', ...extra.map((r) => r.id as string)], owner: 'defender', x: 50, y: 50 },
      { id: 'west', name: 'West', terrain: 'desert', neighbours: ['field'], owner: 'attacker', occupiedBy: 'attacker', x: 10, y: 50 },
      { id: 'east', name: 'East', terrain: 'desert', neighbours: ['field'], owner: 'defender', supply: { defender: 1 }, x: 90, y: 50 },
      ...extra,
    ],
    attacker: side(spec.attacker, 'Red', true),
    defender: side(spec.defender, 'Blue', false),
  }
}

export function buildScenario(spec: ScenarioSpec): GrandScenario {
  const parsed = grand.parseScenario(rawScenario(spec))
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
  return parsed.value
}

/** A battle at the Cards round; with faces, every die it rolls comes from that script, in order. */
export function battle(spec: ScenarioSpec, faces?: number[], seed = 'test'): GrandState {
  const s = grand.setup(buildScenario(spec), seed)
  return faces ? { ...s, dice: scriptDice(faces) } : s
}

export type Policy = (state: GrandState, decision: GrandDecision) => GrandChoice

/** Plays decisions with the policy and advances until the battle is over and nothing is pending. */
export function playOut(state: GrandState, policy: Policy = defaultChoice, maxSteps = 200): { state: GrandState; events: GrandEvent[] } {
  const events: GrandEvent[] = []
  let s = state
  for (let i = 0; i < maxSteps; i++) {
    const d = grand.pending(s)
    if (!d && s.phase === 'over') return { state: s, events }
    const step = d ? grand.decide(s, d.side, policy(s, d)) : grand.advance(s)
    s = step.state
    events.push(...step.events)
  }
  throw new Error(`battle not over after ${maxSteps} steps`)
}

/** Passes every pending decision (no cards, stay, no breakthrough) until the battle can advance. */
export function passDecisions(state: GrandState): GrandState {
  let s = state
  for (let d = grand.pending(s); d; d = grand.pending(s)) {
    s = grand.decide(s, d.side, passChoice(d)).state
  }
  return s
}

export function passChoice(d: GrandDecision): GrandChoice {
  if (d.kind === 'cards') return { kind: 'cards', play: [] }
  if (d.kind === 'retreat') return { kind: 'retreat', retreat: false }
  return { kind: 'breakthrough', region: null }
}

export function unit(s: GrandState, id: string) {
  const u = s.units.find((x) => x.id === id)
  if (!u) throw new Error(`no unit ${id}`)
  return u
}

/** The events of one kind; takes any ruleset's event list, as the store's sessions hold them. */
export function eventsOf<T extends GrandEvent['t']>(events: readonly { t: string }[], t: T): Extract<GrandEvent, { t: T }>[] {
  return events.filter((e) => e.t === t) as Extract<GrandEvent, { t: T }>[]
}

export const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker')

/** Pending decisions passed, then exactly one round. */
export function step(s: GrandState) {
  return grand.advance(passDecisions(s))
}

/** Plays the given cards in the Cards round (nothing for a side not named). */
export function playCards(s: GrandState, plays: Partial<Record<Side, string[]>>): GrandState {
  let st = s
  for (let d = grand.pending(st); d && d.kind === 'cards' && st.phase === 'cards'; d = grand.pending(st)) {
    st = grand.decide(st, d.side, { kind: 'cards', play: plays[d.side] ?? [] }).state
  }
  return st
}
