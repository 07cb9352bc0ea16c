/**
 * Small builders for the rule tests: a valid scenario from a few lines, a
 * state with scripted dice, and a loop that plays a battle to its end.
 */
import { scriptDice } from '../../core/dice.ts'
import { advance } from './advance.ts'
import { decide, pending, type AxisChoice, type AxisDecision } from './decisions.ts'
import type { AxisEvent } from './events.ts'
import { parseAxisScenario, type AxisScenario } from './scenario.ts'
import { buildState } from './setup.ts'
import { defaultChoice } from './simulate.ts'
import type { AxisState } from './state.ts'
import { view } from './view.ts'

export { defaultChoice, simulateAxis } from './simulate.ts'
export type { AxisChoice, AxisDecision, AxisEvent, AxisState }

/** The rules as the tests call them, in the engine's own types (engine.ts wraps the same functions). */
export const axis = { parseScenario: parseAxisScenario, setup: buildState, pending, decide, advance, view }

export interface UnitSpec {
  id: string
  type: string
  from?: string
  nation?: string
  support?: boolean
  tech2?: boolean
}

export interface Spec {
  attacker: UnitSpec[]
  defender: UnitSpec[]
  naval?: boolean
  amphibious?: boolean
  fortification?: 'siegfried' | 'maginot' | 'gibraltar'
  attackerNation?: string
  defenderNation?: string
}

/**
 * Map: the battle area "field"; "west" (the attacker's, across the line when
 * fortified), "north" (the attacker's, not across the line), "east" (the
 * defender's), "south" (the defender's, under attack), "sea" (the attacker's sea zone).
 */
export function rawScenario(spec: Spec): Record<string, unknown> {
  const terrain = spec.naval ? 'sea' : 'land'
  const side = (units: UnitSpec[], name: string, nation: string, attacker: boolean) => ({
    name,
    nation,
    color: attacker ? '#aa3322' : '#2233aa',
    flag: { layout: 'vertical', colors: attacker ? ['#aa3322'] : ['#2233aa'] },
    units: units.map((u) => ({ ...u, ...(attacker && !u.from ? { from: 'west' } : {}) })),
  })
  return {
    id: 'test',
    ruleset: 'axis',
    name: 'Test battle',
    battle: { area: 'field', amphibious: spec.amphibious ?? false, fortification: spec.fortification ?? null },
    areas: [
      { id: 'field', name: 'Field', x: 0.5, y: 0.5, terrain, owner: 'defender', neighbours: ['west', 'north', 'east', 'south', 'sea'] },
      { id: 'west', name: 'West', x: 0.1, y: 0.5, terrain, owner: 'attacker', neighbours: ['field'], acrossLine: true },
      { id: 'north', name: 'North', x: 0.5, y: 0.1, terrain, owner: 'attacker', neighbours: ['field'] },
      { id: 'east', name: 'East', x: 0.9, y: 0.5, terrain, owner: 'defender', neighbours: ['field'] },
      { id: 'south', name: 'South', x: 0.5, y: 0.9, terrain, owner: 'defender', neighbours: ['field'], underAttack: true },
      { id: 'sea', name: 'Sea', x: 0.2, y: 0.9, terrain: 'sea', owner: 'attacker', neighbours: ['field'] },
    ],
    attacker: side(spec.attacker, 'Red', spec.attackerNation ?? 'Germany', true),
    defender: side(spec.defender, 'Blue', spec.defenderNation ?? 'France', false),
  }
}

export function buildScenario(spec: Spec): AxisScenario {
  const parsed = axis.parseScenario(rawScenario(spec))
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
  return parsed.value
}

/** Units "x1".."xn" of one type. */
export function many(prefix: string, type: string, n: number, extra: Partial<UnitSpec> = {}): UnitSpec[] {
  return Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, type, ...extra }))
}

/** A battle after setup; with faces (0..5, die shown = face + 1), every die comes from that script. */
export function battle(spec: Spec, faces?: number[], seed = 'test'): AxisState {
  const s = axis.setup(buildScenario(spec), seed)
  return faces ? { ...s, dice: scriptDice(faces) } : s
}

/** Faces for dice showing these numbers (1..6). */
export function dice(...shown: number[]): number[] {
  return shown.map((d) => d - 1)
}

export type Policy = (state: AxisState, decision: AxisDecision) => AxisChoice

/** Plays decisions with the policy and advances until the battle is over. */
export function playOut(state: AxisState, policy: Policy = defaultChoice, maxSteps = 2000): { state: AxisState; events: AxisEvent[] } {
  const events: AxisEvent[] = []
  let s = state
  for (let i = 0; i < maxSteps; i++) {
    if (s.phase === 'over') return { state: s, events }
    const d = axis.pending(s)
    const step = d ? axis.decide(s, d.side, policy(s, d)) : axis.advance(s)
    s = step.state
    events.push(...step.events)
  }
  throw new Error(`battle not over after ${maxSteps} steps`)
}

/** Answers every pending decision with the defaults, then advances once; repeated until `until` holds. */
export function stepUntil(state: AxisState, until: (s: AxisState) => boolean, maxSteps = 200): { state: AxisState; events: AxisEvent[] } {
  const events: AxisEvent[] = []
  let s = state
  for (let i = 0; i < maxSteps && !until(s); i++) {
    const d = axis.pending(s)
    const step = d ? axis.decide(s, d.side, defaultChoice(s, d)) : axis.advance(s)
    s = step.state
    events.push(...step.events)
  }
  return { state: s, events }
}

export function unit(s: AxisState, id: string) {
  const u = s.units.find((x) => x.id === id)
  if (!u) throw new Error(`no unit ${id}`)
  return u
}

export function eventsOf<T extends AxisEvent['t']>(events: AxisEvent[], t: T): Extract<AxisEvent, { t: T }>[] {
  return events.filter((e): e is Extract<AxisEvent, { t: T }> => e.t === t)
}

/** Answers the pending decision: the form's defaults overridden by `answer`. */
export function answer(s: AxisState, a: Record<string, unknown>): { state: AxisState; events: AxisEvent[] } {
  const d = axis.pending(s)
  if (!d) throw new Error('nothing pending')
  const base = defaultChoice(s, d)
  return axis.decide(s, d.side, { kind: d.kind, answer: { ...base.answer, ...(a as Record<string, string>) } } as AxisChoice)
}
