import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import type { FgState } from './state.ts'
import { battle, run, scripted, SEED, shots, unit } from './testkit.ts'

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
