/**
 * Small builders for the turn's rule tests: a valid turn scenario from a few
 * lines, a turn with scripted dice, and a loop that plays it with chosen
 * answers.
 */
import { scriptDice } from '../../../core/dice.ts'
import type { Side } from '../../../core/types.ts'
import { pending as grandPending, type GrandChoice, type GrandDecision } from '../decisions.ts'
import type { GrandState } from '../state.ts'
import type { TurnEvent } from './events.ts'
import { parseTurnScenario, type TurnScenario } from './scenario.ts'
import { startTurn } from './setup.ts'
import type { TurnState } from './state.ts'
import { advanceTurn, battleDone, decideTurn, turnPending, type TurnChoice, type TurnDecision } from './steps.ts'

export const SEED_FILE = '000_65abfdd3be31f0b0.txt'

export interface RegionSpec {
  id: string
  owner: Side | 'neutral'
  terrain?: string
  stackingLimit?: number
  fortified?: boolean
  airfield?: boolean
  vp?: number
}

export interface TurnUnitSpec {
  id: string
  type: string
  region: string
  from?: string
  nation?: string
  stealth?: boolean
  breakthroughsMade?: number
  damage?: number
  strength?: number
  elite?: boolean
  morale?: number
}

export interface TurnSideSpec {
  units: TurnUnitSpec[]
  supply: string[]
  nations?: { id: string; radar?: boolean; doubleBreakthrough?: boolean }[]
  leaders?: { id: string; region: string; combat?: number; morale?: number; breakthrough?: boolean }[]
  cards?: string[]
  breakthrough?: boolean
  entrenched?: string[]
}

export interface TurnSpec {
  regions: RegionSpec[]
  connections: ([string, string] | [string, string, 'none' | 'river' | 'strait'])[]
  attacker: TurnSideSpec
  defender: TurnSideSpec
  airMoves?: { units: string[]; path: string[] }[]
}

export function rawTurn(spec: TurnSpec): Record<string, unknown> {
  const side = (s: TurnSideSpec, name: string, attacker: boolean) => ({
    name,
    nations: (s.nations ?? [{ id: name.toLowerCase() }]).map((n) => ({ name: n.id, ...n })),
    color: attacker ? '#aa3322' : '#2233aa',
    flag: { layout: 'vertical', colors: [attacker ? '#aa3322' : '#2233aa'] },
    leaders: (s.leaders ?? []).map((l) => ({ name: l.id, combat: 1, morale: 1, ...l })),
    units: s.units,
    cards: s.cards ?? [],
    ...(s.breakthrough === undefined ? {} : { breakthrough: s.breakthrough }),
    ...(s.entrenched ? { entrenched: s.entrenched } : {}),
    supply: s.supply,
  })
  return {
    id: 'test-turn',
    ruleset: 'grand',
    kind: 'turn',
    name: 'Test turn',
    regions: spec.regions.map((r, i) => ({ name: r.id.toUpperCase(), terrain: 'desert', x: (i * 37) % 100, y: (i * 53) % 100, ...r })),
    connections: spec.connections.map(([a, b, crossing]) => ({ between: [a, b], ...(crossing ? { crossing } : {}) })),
    attacker: side(spec.attacker, 'Red', true),
    defender: side(spec.defender, 'Blue', false),
    ...(spec.airMoves ? { airMoves: spec.airMoves } : {}),
  }
}

export function buildTurn(spec: TurnSpec): TurnScenario {
  const p = parseTurnScenario(rawTurn(spec))
  if (!p.ok) throw new Error(p.errors.join('\n'))
  return p.value
}

/** A turn at its start; with faces, every die of the turn (air and battles) comes from that script, in order. */
export function turnOf(spec: TurnSpec, faces?: number[], seed = 'test'): TurnState {
  const t = startTurn(buildTurn(spec), seed)
  return faces ? { ...t, dice: scriptDice(faces) } : t
}

export const nines = (n = 400): number[] => new Array<number>(n).fill(9)

export interface Answers {
  /** The Battles List in this order (regions); the list's own order for those not named. */
  order?: string[]
  airCards?: Partial<Record<Side, string[]>>
  /** Who retreats at the first chance (D26: before Next 1): in every battle, or by battle region. */
  retreats?: Side | null | Record<string, Side>
  /** The breakthrough: a region, units (all by default), or none. */
  breakthrough?: (b: GrandState, d: Extract<GrandDecision, { kind: 'breakthrough' }>) => GrandChoice
  /** Cards each side plays in a battle's Cards round (none by default). */
  cards?: Partial<Record<Side, string[]>>
}

export function answer(t: TurnState, d: TurnDecision | GrandDecision, a: Answers): TurnChoice | GrandChoice {
  switch (d.kind) {
    case 'air-cards':
      return { kind: 'air-cards', play: a.airCards?.[d.side] ?? [] }
    case 'next-battle': {
      const listed = d.options.map((e) => e.region)
      return { kind: 'next-battle', region: a.order?.find((r) => listed.includes(r)) ?? listed[0]! }
    }
    case 'cards': {
      const want = a.cards?.[d.side] ?? []
      return { kind: 'cards', play: d.options.filter((c) => want.includes(c)) }
    }
    case 'retreat': {
      const who = typeof a.retreats === 'object' && a.retreats !== null ? a.retreats[t.battle!.region.id] : a.retreats
      return { kind: 'retreat', retreat: who === d.side }
    }
    case 'breakthrough':
      return a.breakthrough ? a.breakthrough(t.battle!, d) : { kind: 'breakthrough', region: null }
  }
}

/** The question of the moment, the turn's or its open battle's. */
export function question(t: TurnState): TurnDecision | GrandDecision | null {
  if (t.battle) return battleDone(t) ? null : (grandPending(t.battle) ?? null)
  return turnPending(t)
}

/** Plays with the answers until `stop` holds or the turn is over; the events in order. */
export function play(state: TurnState, a: Answers = {}, stop: (t: TurnState) => boolean = () => false, maxSteps = 500): { state: TurnState; events: TurnEvent[] } {
  const events: TurnEvent[] = []
  let t = state
  for (let i = 0; i < maxSteps; i++) {
    if (t.phase === 'over' || stop(t)) return { state: t, events }
    const d = question(t)
    const step = d ? decideTurn(t, d.side, answer(t, d, a)) : advanceTurn(t)
    t = step.state
    events.push(...step.events)
  }
  throw new Error(`turn not over after ${maxSteps} steps`)
}

export function eventsOfTurn<T extends TurnEvent['t']>(events: readonly TurnEvent[], t: T): Extract<TurnEvent, { t: T }>[] {
  return events.filter((e) => e.t === t) as Extract<TurnEvent, { t: T }>[]
}

export const unitOf = (t: TurnState, id: string) => {
  const u = t.units.find((x) => x.id === id)
  if (!u) throw new Error(`no unit ${id}`)
  return u
}

type MapSpec = Pick<TurnSpec, 'regions' | 'connections'>

/** Two battle regions b1 and b2, both entered from w and both next to s: the turn tests' usual front. */
export function twoBattleMap(airfieldAtW = false): MapSpec {
  return {
    regions: [
      { id: 'w', owner: 'attacker', ...(airfieldAtW ? { airfield: true } : {}) },
      { id: 'b1', owner: 'defender' },
      { id: 'b2', owner: 'defender' },
      { id: 's', owner: 'defender' },
    ],
    connections: [
      ['w', 'b1'],
      ['w', 'b2'],
      ['b1', 's'],
      ['b2', 's'],
    ],
  }
}

/** The air tests' corridor: base (an airfield) → r1 → r2 → r3, the land battle at r3 entered from w, and the defender's airfield beside it. */
export function corridorMap(extra: [string, string][] = []): MapSpec {
  return {
    regions: [
      { id: 'base', owner: 'attacker', airfield: true },
      { id: 'w', owner: 'attacker' },
      { id: 'r1', owner: 'defender' },
      { id: 'r2', owner: 'neutral' },
      { id: 'r3', owner: 'defender' },
      { id: 'side', owner: 'defender', airfield: true },
    ],
    connections: [['base', 'r1'], ['r1', 'r2'], ['r2', 'r3'], ['w', 'r3'], ...extra, ['r3', 'side']],
  }
}
