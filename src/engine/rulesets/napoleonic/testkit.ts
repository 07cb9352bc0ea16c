import { BranchingDice } from '../../../odds/branchingDice.ts'
import { scriptDice } from '../../core/dice.ts'
import type { Choice } from '../../core/ruleset.ts'
import type { Side } from '../../core/types.ts'
import { engine } from './engine.ts'
import { exactBattle } from './exact.ts'
import { geometry } from './geometry.ts'
import { resolveAttack } from './resolve.ts'
import { cloneState } from './work.ts'
import type { NapEvent } from './events.ts'
import type { NapScenario } from './scenario.ts'
import type { MapEdge, NapState, Terrain, UnitType } from './state.ts'

/** Small battles for the tests, written in axial coordinates on a parallelogram of hexes ("q-r" ids). */
export const SEED = '004_173656d9e7ddc60d.txt'

export type At = [number, number]
export const hex = ([q, r]: At): string => `${q}-${r}`

export interface TestUnit {
  id: string
  side: Side
  at: At
  strength: number
  morale?: number
  initialMorale?: number
  type?: UnitType
}

export interface TestBattle {
  w?: number
  h?: number
  terrain?: [At, Terrain][]
  elevation?: [At, number][]
  edges?: [At, At, string[]][]
  units: TestUnit[]
  objectives?: { at: At; holder?: Side }[]
  phases?: number
  first?: Side
  homeEdges?: Record<Side, MapEdge>
  victory?: NapScenario['victory']
}

export function rawScenario(b: TestBattle): Record<string, unknown> {
  const w = b.w ?? 8
  const h = b.h ?? 8
  const places: Record<string, unknown>[] = []
  for (let r = 0; r < h; r++) {
    for (let q = 0; q < w; q++) {
      const t = b.terrain?.find(([at]) => at[0] === q && at[1] === r)?.[1] ?? 'clear'
      const e = b.elevation?.find(([at]) => at[0] === q && at[1] === r)?.[1] ?? 0
      places.push({ id: hex([q, r]), terrain: t, elevation: e, q, r })
    }
  }
  const side = (s: Side) => ({
    name: s === 'attacker' ? 'Blue' : 'Yellow',
    nation: s === 'attacker' ? 'Blue' : 'Yellow',
    color: s === 'attacker' ? '#2f5fb3' : '#d9b31c',
    flag: { layout: 'vertical', colors: [s === 'attacker' ? '#2f5fb3' : '#d9b31c'] },
    edge: b.homeEdges?.[s] ?? (s === 'attacker' ? 'south' : 'north'),
    units: b.units
      .filter((u) => u.side === s)
      .map((u) => ({
        id: u.id,
        name: `#${u.id}`,
        type: u.type ?? 'infantry',
        strength: u.strength,
        morale: u.morale ?? 4,
        ...(u.initialMorale !== undefined ? { initialMorale: u.initialMorale } : {}),
        at: hex(u.at),
      })),
  })
  return {
    id: 'test',
    ruleset: 'napoleonic',
    name: 'Test',
    location: 'Test ground',
    map: { grid: 'hex', cell: 1, places, edges: (b.edges ?? []).map(([a, c, features]) => ({ a: hex(a), b: hex(c), features })) },
    objectives: (b.objectives ?? []).map((o) => ({ hex: hex(o.at), ...(o.holder ? { holder: o.holder } : {}) })),
    phases: b.phases ?? 2,
    first: b.first ?? 'attacker',
    ...(b.victory ? { victory: b.victory } : {}),
    attacker: side('attacker'),
    defender: side('defender'),
  }
}

export function scenario(b: TestBattle): NapScenario {
  const p = engine.parseScenario(rawScenario(b))
  if (!p.ok) throw new Error(p.errors.join('; '))
  return p.value
}

/** A battle whose dice are the given faces (0-based, as Dice.roll returns them: a d6 face 3 is 2, a morale number 7 is 6). */
export function battle(b: TestBattle, faces: number[] = []): NapState {
  return { ...engine.setup(scenario(b), 'test'), dice: scriptDice(faces) }
}

export function attack(s: NapState, attacker: string, defender: string, reason?: string): { state: NapState; events: NapEvent[] } {
  const c: Choice = { kind: 'attack', answer: { attacker, defender }, ...(reason ? { reason } : {}) }
  return engine.decide(s, s.phasing, c)
}

export function endPhase(s: NapState): NapState {
  return engine.decide(s, s.phasing, { kind: 'attack', answer: { attacker: 'end', defender: 'end' } }).state
}

export const unit = (s: NapState, id: string) => s.units.find((u) => u.id === id)!

export function ofType<T extends NapEvent['t']>(events: NapEvent[], t: T): Extract<NapEvent, { t: T }>[] {
  return events.filter((e): e is Extract<NapEvent, { t: T }> => e.t === t)
}

export function lines(s: NapState, events: NapEvent[]): string[] {
  return events.map((e) => engine.describe(s, e))
}

/** The seed's second picture: G1 (2,3) lower right, G2 (3,2) upper right, R1 (2,2) upper left, R2 (1,3) lower left. */
export const SECOND_PICTURE: TestUnit[] = [
  { id: 'g1', side: 'attacker', at: [2, 3], strength: 2 },
  { id: 'g2', side: 'attacker', at: [3, 2], strength: 2 },
  { id: 'r1', side: 'defender', at: [2, 2], strength: 2 },
  { id: 'r2', side: 'defender', at: [1, 3], strength: 2 },
]

/**
 * The seed's example of units #1 to #10 (pictures missing; positions ours,
 * docs/rules/napoleonic.md "Walkthroughs"): Blue's line (south) #3 #1 #5 #7,
 * #8 and #9 round Yellow's right flank; Yellow's line #4 #2 #6 #10.
 */
export const EXAMPLE: TestUnit[] = [
  { id: '1', side: 'attacker', at: [2, 4], strength: 6, morale: 4, initialMorale: 5 },
  { id: '3', side: 'attacker', at: [1, 4], strength: 3 },
  { id: '5', side: 'attacker', at: [3, 4], strength: 4 },
  { id: '7', side: 'attacker', at: [4, 4], strength: 3 },
  { id: '8', side: 'attacker', at: [5, 3], strength: 2 },
  { id: '9', side: 'attacker', at: [5, 2], strength: 2, type: 'cavalry' },
  { id: '2', side: 'defender', at: [2, 3], strength: 2 },
  { id: '4', side: 'defender', at: [1, 3], strength: 6 },
  { id: '6', side: 'defender', at: [3, 3], strength: 4 },
  { id: '10', side: 'defender', at: [4, 3], strength: 4 },
]

/** The chance `me` wins (a draw half) with the default order of attacks after `choice`, exactly: every face and test of the choice, then exactBattle. */
export function exactAfter(s: NapState, choice: { attacker: string; defender: string }): number {
  const me = s.phasing
  const worth = (t: NapState) => {
    const r = exactBattle(t, 1e7)!
    return r[me] + r.draw / 2
  }
  if (choice.attacker === 'end') return worth(engine.decide(s, me, { kind: 'attack', answer: choice }).state)
  const dice = new BranchingDice()
  let v = 0
  do {
    dice.rewind()
    const t = cloneState(s)
    resolveAttack({ s: t, g: geometry(t.map), dice, ev: null }, t.units.find((u) => u.id === choice.attacker)!, t.units.find((u) => u.id === choice.defender)!)
    v += dice.prob * worth(t)
  } while (dice.next())
  return v
}
