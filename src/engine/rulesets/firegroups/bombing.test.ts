import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import { battle, run, SEED } from './testkit.ts'
import type { FgScenario } from './scenario.ts'
import type { FgState } from './state.ts'

const centre = (owner: 'defender' | 'neutral' | 'attacker', damage = 0): FgScenario['centers'] => [{ at: 'c', name: 'Works', owner, steps: 5, damage }]
/** A bomber raiding the square in phase 1 of each turn it is told, a defender far away. */
const raid = (owner: 'defender' | 'neutral' | 'attacker', turns = 2, raids: [number, number][] = [[1, 1]], damage = 0, goal: FgScenario['goal'] = { kind: 'bomb', center: 'c', steps: 99 }) =>
  battle({ turns, centers: centre(owner, damage), goal, units: [{ id: 'bmr', side: 'attacker', type: 'BMR', at: 'w', enters: raids }, { id: 'd', side: 'defender', type: 'INF', at: 'e' }] })

describe(`${SEED} BOMBER DAMAGE`, () => {
  it(`${SEED} bomber damage: a strategic bomber over an enemy production centre does 2 points of damage`, () => {
    const { s, events } = run(raid('defender'), 1)
    expect(events.find((e) => e.t === 'bombed')).toMatchObject({ unit: 'bmr', damage: 2, total: 2 })
    expect(s.centers[0]!.damage).toBe(2)
  })

  it(`${SEED} bomber damage: "enemy (not neutral)": a neutral centre, or the bomber's own side's, takes none`, () => {
    const n = run(raid('neutral', 2, [[1, 1]], 0, { kind: 'take' }), 1)
    expect(n.s.centers[0]!.damage).toBe(0)
    expect(n.events.some((e) => e.t === 'no-damage')).toBe(true)
    expect(run(raid('attacker', 2, [[1, 1]], 0, { kind: 'take' }), 1).s.centers[0]!.damage).toBe(0)
  })

  it(`${SEED} bomber damage cuts build steps from the next turn, not this one; each turn end repairs one point`, () => {
    // The end of turn 1's last phase: this turn's build steps were whole.
    const noOrder = (x: FgState) => (engine.pending(x)!.side === 'defender' ? { 'pio:c': 'none' } : null)
    expect(run(raid('defender'), 2, noOrder).s.centers[0]).toMatchObject({ damage: 2, cut: 0 })
    const { s, events } = run(raid('defender'), 3, noOrder)
    expect(s.centers[0]).toMatchObject({ damage: 1, cut: 1 })
    expect(events.find((e) => e.t === 'repair')).toMatchObject({ by: 'auto', points: 1, damage: 1 })
    expect(events.find((e) => e.t === 'production')).toMatchObject({ steps: 4, cut: 1 })
    expect(s.turn).toBe(2)
    expect(engine.view(s).counters.find((c) => c.id === 'centre:c')!.strength).toBe(4)
  })

  it(`${SEED} bomber damage: a Production Improvement Order on a damaged centre repairs 2 points besides the automatic 1, instead of adding a build step`, () => {
    const s = raid('defender', 2, [[1, 1]], 4)
    // The defender's orders: a damaged centre's default is the order.
    const d = engine.pending(engine.decide(s, 'attacker', engine.policies.default(s, engine.pending(s)!)).state)!
    expect(d.side).toBe('defender')
    expect(d.options.fields.find((f) => f.id === 'pio:c')).toMatchObject({ default: 'order' })
    const { s: after, events } = run(s, 3)
    expect(events.filter((e) => e.t === 'repair').map((e) => e.t === 'repair' && [e.by, e.points])).toEqual([['pio', 2], ['auto', 1]])
    expect(after.centers[0]).toMatchObject({ steps: 5, damage: 3 })
  })

  it(`${SEED} bomber damage: on an undamaged centre the Production Improvement Order adds a build step`, () => {
    const s = battle({ turns: 2, centers: centre('defender'), units: [{ id: 'a', side: 'attacker', type: 'INF', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const { s: after, events } = run(s, 3, (x) => (engine.pending(x)!.side === 'defender' ? { 'pio:c': 'order' } : null))
    expect(events.find((e) => e.t === 'improve')).toMatchObject({ steps: 6 })
    expect(after.centers[0]!.steps).toBe(6)
  })

  it(`${SEED} bomber damage: "a Production Improvement Order is given to a production center that has bomber damage": judged when the order is given, so an undamaged centre bombed later that turn still gets its build step`, () => {
    // The order goes to an undamaged centre at the start of turn 1; the bomber hits it in phase 1.
    const { s: after, events } = run(raid('defender'), 3, (x) => (engine.pending(x)!.side === 'defender' ? { 'pio:c': 'order' } : null))
    expect(events.find((e) => e.t === 'bombed')).toMatchObject({ damage: 2 })
    expect(events.filter((e) => e.t === 'repair').map((e) => e.t === 'repair' && [e.by, e.points])).toEqual([['auto', 1]])
    expect(events.find((e) => e.t === 'improve')).toMatchObject({ steps: 6 })
    expect(after.centers[0]).toMatchObject({ steps: 6, damage: 1 })
  })

  it(`${SEED} bomber damage: the bombing goal counts the build steps lost from turn 2 on and the damage standing at the end`, () => {
    // Two raids, 2 points each: turn 2 loses 1 (2 − 1 repaired), and 2 + 1 − 1 = 2 stand at the end: 3 lost.
    const won = run(raid('defender', 2, [[1, 1], [2, 1]], 0, { kind: 'bomb', center: 'c', steps: 3 }), 99, (x) => (engine.pending(x)!.side === 'defender' ? { 'pio:c': 'none' } : null)).s
    expect(won.centers[0]!.denied).toBe(3)
    expect(won.result).toMatchObject({ winner: 'attacker' })
    // The defender's orders (the default): turn 1's goes to a centre not yet bombed, so it adds a build step and 1 point
    // of the raid stands into turn 2 (1 step lost); turn 2's finds damage and repairs 2 more: 0 standing at the end.
    const held = run(raid('defender', 2, [[1, 1], [2, 1]], 0, { kind: 'bomb', center: 'c', steps: 3 }), 99).s
    expect(held.centers[0]!.denied).toBe(1)
    expect(held.centers[0]!.steps).toBe(6)
    expect(held.result?.winner).toBe('defender')
    expect(held.result?.reason).toMatch(/lost 1 build step\b/)
  })
})
