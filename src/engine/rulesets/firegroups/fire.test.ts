import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import type { FgEvent } from './events.ts'
import { exactBattle } from './exact.ts'
import type { FgState } from './state.ts'
import { battle, run, scripted, SEED, shots, unit } from './testkit.ts'

const misses = (n = 60) => Array(n).fill(99) as number[]
/** The events from the first of type `t` on. */
const from = (events: FgEvent[], t: FgEvent['t']) => events.slice(events.findIndex((e) => e.t === t))

/** A square added to the test map (the testkit's squares lie in rows 0–2): flights from it need not be straight. */
function withSquare(s: FgState, id: string, col: number, row: number): FgState {
  return { ...s, map: { ...s.map, places: [...s.map.places, { id, name: `square ${id}`, terrain: 'clear', col, row }] }, terrain: { ...s.terrain, [id]: 'clear' } }
}

describe(`${SEED} §1 combat shots`, () => {
  it(`${SEED} §1 a combat shot logs its die, its chance, the target, and the endurance the shooter has left after paying 5`, () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const { events } = run(scripted(s, [99, 0]), 2)
    expect(shots(events)).toEqual([
      { t: 'shot', side: 'attacker', unit: 'a', die: 100, value: 30, hit: false, target: 'd', fire: 'combat', endurance: 15 },
      { t: 'shot', side: 'defender', unit: 'd', die: 1, value: 30, hit: true, target: 'a', fire: 'combat', endurance: 15 },
    ])
  })

  it(`${SEED} §1 "a minimum of 5% ToHit regardless of modifiers": the window says "never below 5%" only when the modifiers went below it, not when they land on 5`, () => {
    const chance = (terrain: 'clear' | 'forest') => {
      const s = battle({ terrain, units: [{ id: 'a', side: 'attacker', type: 'INF', exp: 0 }, { id: 'd', side: 'defender', type: 'ARM' }] })
      return engine.view(s).counters.find((c) => c.id === 'a')!.hitChance!.text
    }
    expect(chance('clear')).toEqual(['at armour: 15 − 10 (green (experience 0)) = 5%'])
    expect(chance('forest')).toEqual(['at armour: 15 − 10 (target in forest) − 10 (green (experience 0)) = 5% (never below 5%)'])
  })
})

describe(`${SEED} §2 ranged fire`, () => {
  it(`${SEED} §2 ranged fire is at "enemy units" in an adjacent square, diagonals included: the gun's own side's units next to it are no target`, () => {
    // The artillery stands diagonally off the square, its own infantry beside it.
    const s = battle({ units: [{ id: 'art', side: 'attacker', type: 'ART', at: 'nw' }, { id: 'own', side: 'attacker', type: 'INF', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const { s: after, events } = run(scripted(s, [99]), 1)
    expect(events.slice(events.findIndex((e) => e.t === 'ranged'))).toEqual([
      { t: 'ranged' },
      { t: 'shot', side: 'attacker', unit: 'art', die: 100, value: 40, hit: false, target: 'd', fire: 'ranged' },
    ])
    expect(after.aims).toEqual([{ from: 'art', to: 'd', hit: false }])
  })
})

describe(`${SEED} §2 the AA gun's passing shot (F8)`, () => {
  it(`${SEED} §2 only an enemy AA gun within one square of the flight fires at a passing aircraft: not the aircraft's own side's gun, not a gun further off, not other units`, () => {
    // The fighter flies w3 → w2 → w → the square. Blue's infantry in the square is one square from w; Red's own AA gun at nw too; Blue's gun at e is two squares off the path.
    const s = battle({ units: [{ id: 'ftr', side: 'attacker', type: 'FTR', at: 'w3', enters: [[1, 1]] }, { id: 'own', side: 'attacker', type: 'AAG', at: 'nw' }, { id: 'd', side: 'defender', type: 'INF' }, { id: 'far', side: 'defender', type: 'AAG', at: 'e' }] })
    const { events } = run(s, 1)
    expect(shots(events)).toEqual([])
    expect(events.some((e) => e.t === 'enter' && e.unit === 'ftr')).toBe(true)
  })

  it(`${SEED} §2 the passing shot is drawn as a line from the gun to the aircraft`, () => {
    const s = battle({ units: [{ id: 'ftr', side: 'attacker', type: 'FTR', at: 'w3', enters: [[1, 1]] }, { id: 'aag', side: 'defender', type: 'AAG' }] })
    const { s: after } = run(scripted(s, [99]), 1)
    expect(after.aims).toEqual([{ from: 'aag', to: 'ftr', hit: false }])
  })

  it(`${SEED} §2 (F8) a flight whose rows and columns differ by different amounts goes diagonally, then straight on: a gun beside the straight part fires`, () => {
    // From (0, −2) to the square at (1, 1): over (1, −1) and (1, 0) = n, where Blue's AA gun stands.
    let s = withSquare(battle({ units: [{ id: 'ftr', side: 'attacker', type: 'FTR', at: 'ne', enters: [[1, 1]] }, { id: 'aag', side: 'defender', type: 'AAG', at: 'n' }, { id: 'd', side: 'defender', type: 'INF' }] }), 'far', 0, -2)
    s = { ...s, units: s.units.map((u) => (u.id === 'ftr' ? { ...u, at: 'far', home: 'far', base: 'far' } : u)) }
    const { s: after, events } = run(scripted(s, [99, 99]), 1)
    expect(shots(events)).toEqual([{ t: 'shot', side: 'defender', unit: 'aag', die: 100, value: 22, hit: false, target: 'ftr', fire: 'passing' }])
    expect(unit(after, 'ftr').at).toBe('c')
  })
})

describe(`${SEED} §1 a fire group's shots, hits and losses`, () => {
  it(`${SEED} §1 "Casualties will be picked at random from any group": the die that drew the target is logged (face 1 … among), and the group's shots are drawn as lines`, () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'd1', side: 'defender', type: 'INF' }, { id: 'd2', side: 'defender', type: 'INF' }] })
    // Red draws the second of two targets and misses; Blue's shots (one target each) miss.
    const { s: after, events } = run(scripted(s, [1, 99, 99, 99]), 2)
    expect(shots(events)[0]).toStrictEqual({ t: 'shot', side: 'attacker', unit: 'a', die: 100, value: 30, hit: false, target: 'd2', fire: 'combat', endurance: 15, drawn: { face: 2, among: 2 } })
    expect(after.aims).toStrictEqual([{ from: 'a', to: 'd2', hit: false }, { from: 'd1', to: 'a', hit: false }, { from: 'd2', to: 'a', hit: false }])
  })

  it(`${SEED} §1 a unit hit by two shots of the same group is lost once: one "destroyed" in the log`, () => {
    const s = battle({ units: [{ id: 'a1', side: 'attacker', type: 'INF' }, { id: 'a2', side: 'attacker', type: 'INF' }, { id: 'd', side: 'defender', type: 'INF' }] })
    // Both Red shots hit; Blue draws the first of two and misses.
    const { events } = run(scripted(s, [0, 0, 0, 99]), 2)
    expect(shots(events).map((e) => [e.unit, e.hit])).toEqual([['a1', true], ['a2', true], ['d', false]])
    expect(events.filter((e) => e.t === 'destroyed')).toEqual([{ t: 'destroyed', unit: 'd' }])
  })

  it(`${SEED} §1 endurance (F4): a shot costs 5, so a unit with exactly 5 left fires and ends at 0`, () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF', endurance: 5 }, { id: 'd', side: 'defender', type: 'INF', endurance: 5 }] })
    const { s: after, events } = run(scripted(s, [99, 99, 99, 99]), 2)
    expect(from(events, 'group')).toEqual([
      { t: 'group', group: 3 },
      { t: 'shot', side: 'attacker', unit: 'a', die: 100, value: 30, hit: false, target: 'd', fire: 'combat', endurance: 0 },
      { t: 'shot', side: 'defender', unit: 'd', die: 100, value: 30, hit: false, target: 'a', fire: 'combat', endurance: 0 },
    ])
    expect([unit(after, 'a').endurance, unit(after, 'd').endurance]).toEqual([0, 0])
  })

  it(`${SEED} §1 endurance (F4): a unit at 0 endurance in the square fires with its group; one in another square does not`, () => {
    const s = battle({ units: [
      { id: 'art', side: 'attacker', type: 'ART' },
      { id: 'tired', side: 'attacker', type: 'INF', endurance: 0 },
      { id: 'away', side: 'attacker', type: 'INF', at: 'sw', endurance: 0 },
      { id: 'd', side: 'defender', type: 'INF' },
    ] })
    // Group 1: the gun misses; group 3: tired misses, Blue draws among the two in the square and misses.
    const { events } = run(scripted(s, [99, 99, 0, 99]), 3)
    expect(shots(events).filter((e) => e.fire === 'combat').map((e) => e.unit)).toEqual(['art', 'tired', 'd'])
  })

  it(`${SEED} §1 a shot hits on a percentile die at or under its chance: the exact odds of one infantry shot at a lone leader are its 30%`, () => {
    // Group 3's one shot decides: a hit takes the square, a miss leaves no other combat (no arrivals) and Blue holds.
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'ldr', side: 'defender', type: 'LDR' }] })
    const r = exactBattle(s, 10_000)!
    expect(r.attacker).toBeCloseTo(0.3, 12)
    expect(r.defender).toBeCloseTo(0.7, 12)
  })

  it(`${SEED} §1 the to-hit table's 0 is "cannot fire at that class": a unit that could be sent in is offered no chance against what it cannot hit`, () => {
    // Cavalry reaches soft land units (30%), not aircraft (0): no 5% floor against the fighter.
    const s = battle({ units: [{ id: 'cav', side: 'attacker', type: 'CAV', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }, { id: 'ftr', side: 'defender', type: 'FTR' }] })
    expect(engine.view(s).counters.find((c) => c.id === 'cav')!.hitChance).toEqual({ chance: 0.3, text: ['If sent in: at soft land units: 30 = 30%'] })
  })
})

describe(`${SEED} §2 who fires at range`, () => {
  it(`${SEED} §2 "which did not fire in step 1": a gun that fought in the square does not fire at range when its group cleared the square`, () => {
    // Red's artillery destroys the lone defender in group 1; Blue's second infantry next door is in its reach.
    const s = battle({ units: [{ id: 'art', side: 'attacker', type: 'ART' }, { id: 'd', side: 'defender', type: 'INF' }, { id: 'd2', side: 'defender', type: 'INF', at: 'e' }] })
    const { s: after, events } = run(scripted(s, [0, ...misses()]), 3)
    expect(shots(events).map((e) => [e.unit, e.fire])).toEqual([['art', 'combat']])
    expect(events.some((e) => e.t === 'ranged')).toBe(false)
    expect(after.result?.winner).toBe('attacker')
  })

  it(`${SEED} §2 a ranged unit destroyed by ranged fire fires no more, and its ranged shot carries no endurance`, () => {
    // Phase 1: Red's gun at w fires at Blue's gun (drawn 1 of 2) and misses; Blue's gun hits it. Phase 2: Blue's gun has no target, and the wreck fires nothing.
    const s = battle({ units: [
      { id: 'art', side: 'attacker', type: 'ART', at: 'w' },
      { id: 'inf', side: 'attacker', type: 'INF', at: 'sw', enters: [[1, 3]] },
      { id: 'gun', side: 'defender', type: 'ART', at: 'nw' },
      { id: 'd', side: 'defender', type: 'INF' },
    ] })
    const { s: after, events } = run(scripted(s, [0, 99, 0, ...misses()]), 2)
    expect(shots(events)).toStrictEqual([
      { t: 'shot', side: 'attacker', unit: 'art', die: 100, value: 40, hit: false, target: 'gun', fire: 'ranged', drawn: { face: 1, among: 2 } },
      { t: 'shot', side: 'defender', unit: 'gun', die: 1, value: 40, hit: true, target: 'art', fire: 'ranged' },
    ])
    expect([unit(after, 'art').alive, after.phaseNo]).toEqual([false, 3])
  })
})
