import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import type { FgEvent } from './events.ts'
import type { FgScenario } from './scenario.ts'
import type { FgState } from './state.ts'
import { endingOf } from './turns.ts'
import { battle, run, scripted, SEED, unit } from './testkit.ts'

const misses = (n = 60) => Array(n).fill(99) as number[]
/** The events from the first of type `t` on. */
const from = (events: FgEvent[], t: FgEvent['t']) => events.slice(events.findIndex((e) => e.t === t))
/** Blue's answer to its orders, Red's left at the default. */
const blue = (answer: Record<string, string>) => (x: FgState) => (engine.pending(x)!.side === 'defender' ? answer : null)

describe(`${SEED} the turn: leaving, arriving, landing, the next turn`, () => {
  it(`${SEED} §1 leaving: a unit ordered out leaves in phase 1's movement for its fallback (F10), is logged, and is no longer marked to leave`, () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'b', side: 'attacker', type: 'INF' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const { s: after, events } = run(scripted(s, misses()), 1, (x) => (engine.pending(x)!.side === 'attacker' ? { leave: ['a'] } : null))
    expect(events.filter((e) => e.t === 'leave')).toEqual([{ t: 'leave', unit: 'a', to: 'nw' }])
    expect([unit(after, 'a').at, unit(after, 'a').leaving]).toEqual(['nw', false])
    expect(engine.view(after).counters.find((c) => c.id === 'a')!.notes.some((n) => n.startsWith('Leaves'))).toBe(false)
  })

  it(`${SEED} §2 only aircraft draw the AA gun's passing shot: infantry marching in past it does not`, () => {
    const s = battle({ units: [{ id: 'inf', side: 'attacker', type: 'INF', at: 'w3', enters: [[1, 1]] }, { id: 'aag', side: 'defender', type: 'AAG' }] })
    const { events } = run(s, 1)
    expect(from(events, 'phase')).toEqual([{ t: 'phase', turn: 1, phase: 1 }, { t: 'enter', unit: 'inf', from: 'w3', jump: false }, { t: 'combat', why: 'arrivals' }])
  })

  it(`${SEED} aircraft do not hold ground: at the turn's end those that flew into the square and live fly back where they started; aircraft based in the square, aircraft that stayed out, the lost and land units do not move`, () => {
    const s = battle({ turns: 2, units: [
      { id: 'ftr', side: 'attacker', type: 'FTR', at: 'w2', enters: [[1, 1]] },
      { id: 'ftr2', side: 'attacker', type: 'FTR', at: 'w3', enters: [[1, 1]] },
      { id: 'f-c', side: 'attacker', type: 'FTR' },
      { id: 'f-w', side: 'attacker', type: 'FTR', at: 'w' },
      { id: 'inf', side: 'attacker', type: 'INF', at: 'w', enters: [[1, 1]] },
      { id: 'd', side: 'defender', type: 'AAG', endurance: 99 },
    ] })
    // Both passing shots miss; in group 1 the gun draws the first fighter (1 of 4) and hits it; every other shot misses.
    const { s: after, events } = run(scripted(s, [99, 99, 0, 0, ...misses()]), 6)
    expect(unit(after, 'ftr').alive).toBe(false)
    const end = events.slice(events.findIndex((e) => e.t === 'phase' && e.phase === 2))
    expect(end).toEqual([
      { t: 'phase', turn: 1, phase: 2 },
      { t: 'no-combat', why: 'no arrivals' },
      { t: 'phase', turn: 1, phase: 3 },
      { t: 'no-combat', why: 'no arrivals' },
      { t: 'land', unit: 'ftr2', to: 'w3' },
      { t: 'turn', turn: 2 },
    ])
    expect(['ftr', 'ftr2', 'f-c', 'f-w', 'inf'].map((id) => unit(after, id).at)).toEqual(['c', 'w3', 'c', 'w', 'c'])
    // A new turn: both sides order again, Red first.
    expect(after.ordered).toEqual({ attacker: false, defender: false })
    expect([after.turn, after.phaseNo, engine.pending(after)?.side]).toEqual([2, 1, 'attacker'])
  })
})

describe(`${SEED} rounds: the clicks that fired, and what each played`, () => {
  it(`${SEED} §2 a movement with no combat fires the ranged shots in its own click ("movement, ranged fire"), a round`, () => {
    const s = battle({ turns: 1, units: [{ id: 'art', side: 'attacker', type: 'ART', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }] })
    let x = scripted(s, misses())
    x = run(x, 1).s
    expect([engine.roundsFought(x), engine.roundLabel(x)]).toEqual([1, 'Turn 1, phase 1: movement, ranged fire'])
    x = run(x, 1).s
    expect([engine.roundsFought(x), engine.roundLabel(x)]).toEqual([2, 'Turn 1, phase 2: movement, ranged fire'])
  })

  it(`${SEED} §2 after a combat the ranged fire is a click of its own ("ranged fire"); a movement that fired nothing is no round`, () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'art', side: 'attacker', type: 'ART', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }] })
    let x = scripted(s, misses())
    const seen: [number, string | null][] = []
    for (let i = 0; i < 3; i++) {
      x = run(x, 1).s
      seen.push([engine.roundsFought(x), x.last])
    }
    expect(seen).toEqual([[0, 'Turn 1, phase 1: movement'], [1, 'Turn 1, phase 1: group 3'], [2, 'Turn 1, phase 1: ranged fire']])
    expect(engine.roundLabel(x)).toBe('Turn 1, phase 1: ranged fire')
  })

  it(`${SEED} §1 endurance (F4): a combat of units at 0 endurance is fought like any other: the group fires`, () => {
    const s = battle({ units: [
      { id: 'a', side: 'attacker', type: 'INF', endurance: 0 },
      { id: 'far', side: 'attacker', type: 'INF', at: 'w', endurance: 0 },
      { id: 'fresh', side: 'attacker', type: 'INF', at: 'sw' },
      { id: 'd', side: 'defender', type: 'INF', endurance: 4 },
    ] })
    const { events } = run(s, 1)
    expect(from(events, 'phase').slice(0, 2)).toEqual([
      { t: 'phase', turn: 1, phase: 1 },
      { t: 'combat', why: 'pinned' },
    ])
    expect(run(s, 2).events.filter((e) => e.t === 'shot').map((e) => (e as { unit: string }).unit)).toEqual(['a', 'd'])
  })
})

describe(`${SEED} how a battle ends (docs/rules/firegroups.md, How a battle ends)`, () => {
  const duel = (extra: Parameters<typeof battle>[0]['units'] = [], turns = 1) => battle({ turns, units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'd', side: 'defender', type: 'INF' }, ...extra] })
  const end = (events: FgEvent[]) => events.filter((e) => e.t === 'end')

  it(`${SEED} take: the attacker wins as soon as it alone has units in the square`, () => {
    // Group 3: Red hits, Blue misses.
    const { s, events } = run(scripted(duel(), [0, 99]), 99)
    expect(end(events)).toEqual([{ t: 'end', winner: 'attacker', reason: 'Red takes the square: no defender is left in it' }])
    expect([s.phase, s.turn, s.phaseNo]).toEqual(['over', 1, 1])
  })

  it(`${SEED} take: the defender wins as soon as the attacker has no unit in the square and none that could enter it, though the defender has reserves`, () => {
    const { s, events } = run(scripted(duel([{ id: 'd2', side: 'defender', type: 'INF', at: 'e' }]), [99, 0]), 99)
    expect(end(events)).toEqual([{ t: 'end', winner: 'defender', reason: 'Blue holds the square: Red has no unit left that could take it' }])
    expect(s.result).toEqual({ winner: 'defender', reason: 'Blue holds the square: Red has no unit left that could take it' })
  })

  it(`${SEED} take: the defender still holds the square when the last turn ends without the attacker holding it alone`, () => {
    const { s, events } = run(scripted(duel([], 2), misses()), 99)
    expect(end(events)).toEqual([{ t: 'end', winner: 'defender', reason: 'Blue still holds the square after turn 2' }])
    expect(s.phase).toBe('over')
  })

  it(`${SEED} take: a draw when neither side has a unit left to hold it`, () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'CAV' }, { id: 'd', side: 'defender', type: 'CAV' }] })
    const { events } = run(scripted(s, [0, 0]), 99)
    expect(end(events)).toEqual([{ t: 'end', winner: null, reason: 'Neither side can hold the square: a draw' }])
  })
})

describe(`${SEED} BOMBER DAMAGE: the centre under the bomber, repairs, the bombing goal`, () => {
  const centres: FgScenario['centers'] = [{ at: 'e', name: 'Depot', owner: 'defender', steps: 5, damage: 0 }, { at: 'c', name: 'Works', owner: 'defender', steps: 5, damage: 0 }]
  const raid = (turns = 1) => battle({ turns, centers: centres, goal: { kind: 'bomb', center: 'c', steps: 1 }, units: [{ id: 'bmr', side: 'attacker', type: 'BMR', at: 'w', enters: [[1, 1]] }, { id: 'd', side: 'defender', type: 'INF', at: 'se' }] })

  it(`${SEED} bomber damage: the bomber damages the centre it is over, not another of the enemy's; one build step lost is "1 build step"`, () => {
    const { s, events } = run(raid(), 99, blue({ 'pio:c': 'none', 'pio:e': 'none' }))
    expect(events.filter((e) => e.t === 'bombed')).toEqual([{ t: 'bombed', unit: 'bmr', center: 'c', damage: 2, total: 2 }])
    expect(s.centers.map((c) => [c.at, c.damage, c.denied])).toEqual([['e', 0, 0], ['c', 1, 1]])
    // 2 points, 1 repaired at the turn's end: 1 standing cuts the next turn's build steps.
    expect(s.result).toEqual({ winner: 'attacker', reason: 'Red wins: Works lost 1 build step to bomber damage (the attacker needed 1)' })
  })

  it(`${SEED} bomber damage: at the turn's end only damaged centres repair; an order on an undamaged one adds a build step, and orders last one turn`, () => {
    const s = battle({ turns: 2, centers: centres, units: [{ id: 'a', side: 'attacker', type: 'INF', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const { s: after, events } = run(s, 3, blue({ 'pio:c': 'order', 'pio:e': 'none' }))
    expect(after.turn).toBe(2)
    expect(events.filter((e) => e.t === 'repair' || e.t === 'improve')).toEqual([{ t: 'improve', center: 'c', steps: 6 }])
    expect(after.centers.map((c) => c.pio)).toEqual([null, null])
  })
})

describe(`${SEED} the combat's clock: the groups, then the ranged fire`, () => {
  it(`${SEED} §1 then §2: the state is in combat exactly while groups are left to fire; the ranged fire's click comes after the combat`, () => {
    let x = scripted(battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'art', side: 'attacker', type: 'ART', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }] }), misses())
    const seen: [string, boolean][] = []
    for (let i = 0; i < 3; i++) {
      x = run(x, 1).s
      seen.push([x.step, x.combat])
    }
    expect(seen).toEqual([['fire', true], ['ranged', false], ['move', false]])
  })

  it(`${SEED} §1 "For every leader you have in the square, one of your group 3 units will be moved to group 2": each combat asks again, no side's promotions answered for the new one yet`, () => {
    const s = battle({ units: [
      { id: 'ldr', side: 'attacker', type: 'LDR' },
      { id: 'a', side: 'attacker', type: 'INF' },
      { id: 'b', side: 'attacker', type: 'INF', at: 'w', enters: [[1, 2]] },
      { id: 'd', side: 'defender', type: 'INF' },
    ] })
    // Phase 1: Red's leader moves a up (group 2, misses); in group 3 Blue draws the leader and misses. Phase 2: b arrives, a new combat.
    const { s: after, events } = run(scripted(s, [99, 0, 99]), 4)
    expect(events.filter((e) => e.t === 'promote')).toEqual([{ t: 'promote', side: 'attacker', units: ['a'] }])
    expect([after.phaseNo, after.step, after.promotedBy]).toEqual([2, 'fire', { attacker: false, defender: false }])
    expect(engine.pending(after)).toMatchObject({ side: 'attacker', kind: 'promote' })
  })
})

describe(`${SEED} BOMBER DAMAGE: only a strategic bomber that flew in and lives damages a centre`, () => {
  const works: FgScenario['centers'] = [{ at: 'c', name: 'Works', owner: 'defender', steps: 5, damage: 0 }]

  it(`${SEED} bomber damage: infantry marching onto an enemy centre, and a bomber that did not fly in this phase, do no damage`, () => {
    const s = battle({ centers: works, units: [{ id: 'inf', side: 'attacker', type: 'INF', at: 'w', enters: [[1, 1]] }, { id: 'bmr', side: 'attacker', type: 'BMR' }, { id: 'd', side: 'defender', type: 'INF', at: 'se' }] })
    const { s: after, events } = run(s, 1, blue({ 'pio:c': 'none' }))
    expect(events.filter((e) => e.t === 'bombed' || e.t === 'no-damage')).toEqual([])
    expect(after.centers[0]!.damage).toBe(0)
  })

  it(`${SEED} bomber damage: a bomber shot down over the square does no damage`, () => {
    const s = battle({ centers: works, units: [{ id: 'bmr', side: 'attacker', type: 'BMR', at: 'w', enters: [[1, 1]] }, { id: 'aag', side: 'defender', type: 'AAG' }] })
    // Group 1: the AA gun hits the bomber.
    const { s: after, events } = run(scripted(s, [0]), 2, blue({ 'pio:c': 'none' }))
    expect(events.filter((e) => e.t === 'destroyed')).toEqual([{ t: 'destroyed', unit: 'bmr' }])
    expect(events.filter((e) => e.t === 'bombed' || e.t === 'no-damage')).toEqual([])
    expect(after.centers[0]!.damage).toBe(0)
  })
})

describe(`${SEED} how a battle ended, by its short name (docs/rules/firegroups.md, How a battle ends)`, () => {
  it(`${SEED} a battle going on has no ending yet; a bombing campaign the attacker won is "bombed", one it lost "unbombed"`, () => {
    const fresh = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'd', side: 'defender', type: 'INF' }] })
    expect(endingOf(fresh)).toBeNull()
    const centers: FgScenario['centers'] = [{ at: 'c', name: 'Works', owner: 'defender', steps: 5, damage: 0 }]
    const raid = (steps: number) => battle({ centers, goal: { kind: 'bomb', center: 'c', steps }, units: [{ id: 'bmr', side: 'attacker', type: 'BMR', at: 'w', enters: [[1, 1]] }, { id: 'd', side: 'defender', type: 'INF', at: 'se' }] })
    expect(endingOf(raid(1))).toBeNull()
    const noOrder = blue({ 'pio:c': 'none' })
    const won = run(raid(1), 99, noOrder).s
    expect([won.result?.winner, endingOf(won)]).toEqual(['attacker', 'bombed'])
    const lost = run(raid(5), 99, noOrder).s
    expect([lost.result?.winner, endingOf(lost)]).toEqual(['defender', 'unbombed'])
  })
})
