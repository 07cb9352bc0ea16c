import { scriptDice } from '../../core/dice.ts'
import { defaultAnswer } from '../../core/form.ts'
import type { Choice } from '../../core/ruleset.ts'
import type { Side } from '../../core/types.ts'
import { engine } from './engine.ts'
import type { KoreaEvent } from './events.ts'
import type { Army, CombatKind, KoreaState, Quality, Terrain, UnitType } from './state.ts'

/**
 * Small battles for the tests, in axial coordinates on a parallelogram of
 * hexes ("q-r" ids). Round the hex [3, 2]: E [4, 2], NE [4, 1], NW [3, 1],
 * W [2, 2], SW [2, 3], SE [3, 3].
 */
export const SEED = '001_8388cba27a69b2f0.txt'

export type At = [number, number]
export const hex = ([q, r]: At): string => `${q}-${r}`
export const C: At = [3, 2]
export const E: At = [4, 2]
export const NE: At = [4, 1]
export const NW: At = [3, 1]
export const W: At = [2, 2]
export const SW: At = [2, 3]
export const SE: At = [3, 3]

export interface TestUnit {
  id: string
  side: Side
  at: At
  type?: UnitType
  quality?: Quality
  static?: boolean
}

export interface TestSide {
  army?: Army
  vp?: number
  air?: number
  supply?: At[]
  depots?: { id: string; at: At; range?: number }[]
}

export interface TestBattle {
  w?: number
  h?: number
  terrain?: [At, Terrain][]
  edges?: [At, At, string[]][]
  units: TestUnit[]
  combats?: { attack: At[]; defend: At; kind?: CombatKind; mp?: number }[]
  attacker?: TestSide
  defender?: TestSide
  coast?: { hexes: At[]; committed: boolean }[]
}

export function rawScenario(b: TestBattle): Record<string, unknown> {
  const w = b.w ?? 7
  const h = b.h ?? 5
  const terrain = new Map((b.terrain ?? []).map(([at, t]) => [hex(at), t]))
  const places = []
  for (let r = 0; r < h; r++) for (let q = 0; q < w; q++) places.push({ id: hex([q, r]), name: `H${q}${r}`, terrain: terrain.get(hex([q, r])) ?? 'clear', q, r })
  const side = (x: Side) => {
    const t = (x === 'attacker' ? b.attacker : b.defender) ?? {}
    const army = t.army ?? (x === 'attacker' ? 'Communist' : 'UN')
    return {
      name: x === 'attacker' ? 'Reds' : 'Blues',
      nation: x === 'attacker' ? 'North' : 'South',
      color: x === 'attacker' ? '#b3312f' : '#2f5fb3',
      flag: { layout: 'vertical', colors: ['#ffffff'] },
      army,
      vp: t.vp ?? 5,
      air: t.air ?? 0,
      supply: (t.supply ?? []).map(hex),
      depots: (t.depots ?? []).map((d) => ({ id: d.id, name: `Dump ${d.id}`, at: hex(d.at), range: d.range ?? 4 })),
      units: b.units.filter((u) => u.side === x).map((u) => ({ id: u.id, name: `#${u.id}`, type: u.type ?? 'infantry', quality: u.quality ?? 'C', static: u.static ?? false, at: hex(u.at) })),
    }
  }
  const combats = (b.combats ?? [{ attack: b.units.filter((u) => u.side === 'attacker').map((u) => u.at).filter((a, i, xs) => xs.findIndex((x) => hex(x) === hex(a)) === i && Math.abs(a[0] - C[0]) + Math.abs(a[1] - C[1]) + Math.abs(a[0] + a[1] - C[0] - C[1]) === 2), defend: C }]).map((c) => ({
    attack: c.attack.map(hex),
    defend: hex(c.defend),
    kind: c.kind ?? 'prepared',
    ...((c.kind ?? 'prepared') === 'meeting' ? { mp: c.mp ?? 4 } : {}),
  }))
  return {
    id: 'korea-test',
    ruleset: 'korea',
    name: 'Test',
    location: 'Testland',
    map: { grid: 'hex', cell: 1, places, edges: (b.edges ?? []).map(([a, c, features]) => ({ a: hex(a), b: hex(c), features })) },
    coastlines: (b.coast ?? []).map((c, i) => ({ name: `Coast ${i}`, hexes: c.hexes.map(hex), committed: c.committed })),
    attacker: side('attacker'),
    defender: side('defender'),
    combats,
  }
}

export function battle(b: TestBattle, faces?: number[]): KoreaState {
  const parsed = engine.parseScenario(rawScenario(b))
  if (!parsed.ok) throw new Error(parsed.errors.join('; '))
  const s = engine.setup(parsed.value, 'test')
  return faces ? { ...s, dice: scriptDice(faces) } : s
}

/** Dice faces for a roll: each die's face (1–6) and each chip's value (−1, 0, +1), in the engine's order. */
export function faces(dieA: number, dieD: number, chips: number[] = []): number[] {
  return [dieA - 1, dieD - 1, ...chips.map((c) => (c < 0 ? 0 : c > 0 ? 5 : 1))]
}

export function unit(s: KoreaState, id: string) {
  const u = s.units.find((x) => x.id === id)
  if (!u) throw new Error(`no unit ${id}`)
  return u
}

export interface Played {
  state: KoreaState
  events: KoreaEvent[]
}

/** Answers the pending decision (its kind and side must be as given) with the answer, the rest of it at the form's defaults. */
export function answer(s: KoreaState, kind: string, given: Choice['answer'] = {}): Played {
  const d = engine.pending(s)
  if (!d) throw new Error(`no decision pending; wanted ${kind}`)
  if (d.kind !== kind) throw new Error(`pending ${d.kind}, wanted ${kind}`)
  return engine.decide(s, d.side, { kind, answer: { ...defaultAnswer(d.options), ...given } })
}

/** Both leads (the defaults unless given), then the roll: the state with loss points owed, and every event on the way. */
export function fight(s: KoreaState, leads: Partial<Record<Side, string>> = {}, depot?: string): Played {
  const events: KoreaEvent[] = []
  for (const side of ['attacker', 'defender'] as const) {
    const d = engine.pending(s)!
    const given: Choice['answer'] = leads[side] ? { lead: leads[side] } : {}
    if (depot !== undefined && d.options.fields.some((f) => f.id === 'depot')) given.depot = depot
    const p = answer(s, 'lead', given)
    events.push(...p.events)
    s = p.state
  }
  const r = engine.advance(s)
  return { state: r.state, events: [...events, ...r.events] }
}

/** The loss form's answer: satisfies `side`'s points with these slots. */
export function satisfyWith(s: KoreaState, slots: Record<string, number>): Played {
  const d = engine.pending(s)!
  return engine.decide(s, d.side, { kind: 'losses', answer: { losses: slots } })
}

/** Plays on with the default answers until the battle ends or `stop` holds. */
export function playDefault(s: KoreaState, stop: (s: KoreaState) => boolean = () => false): Played {
  const events: KoreaEvent[] = []
  for (let i = 0; i < 500 && !s.result && !stop(s); i++) {
    const d = engine.pending(s)
    const step = d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)
    events.push(...step.events)
    s = step.state
  }
  return { state: s, events }
}

export const ofType = <T extends KoreaEvent['t']>(events: readonly KoreaEvent[], t: T) => events.filter((e): e is Extract<KoreaEvent, { t: T }> => e.t === t)

/**
 * A Meeting Engagement the defender loses by 9 at 2:1, so it owes 5 loss
 * points: d (B, the lead) and d2 (C) in the combat hex, d3 beside it
 * supporting, a UN depot in range, 3 VP.
 */
export const FIVE: TestBattle = {
  units: [
    { id: 'a', side: 'attacker', at: W, quality: 'A' },
    { id: 'a2', side: 'attacker', at: NW },
    { id: 'd', side: 'defender', at: C, quality: 'B' },
    { id: 'd2', side: 'defender', at: C },
    { id: 'd3', side: 'defender', at: SE },
  ],
  combats: [{ attack: [W, NW], defend: C, kind: 'meeting', mp: 0 }],
  attacker: { air: 3, supply: [[0, 2]] },
  defender: { vp: 3, depots: [{ id: 'dp', at: [3, 4] }, { id: 'far', at: [6, 0], range: 1 }], supply: [[6, 4]] },
}
