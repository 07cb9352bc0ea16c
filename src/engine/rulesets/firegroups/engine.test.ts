import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import { firegroupsScenarios } from './scenarios.ts'
import type { FgState } from './state.ts'
import { battle, run, scripted, SEED, type TestUnit } from './testkit.ts'

const infantry = (side: 'attacker' | 'defender', n: number): TestUnit[] => Array.from({ length: n }, (_, i) => ({ id: `${side[0]}${i}`, side, type: 'INF' }))

describe(`${SEED} the engine behind the registry's door`, () => {
  it(`${SEED} the scenario card: units a side, turns of 3 phases (F1), and the goal`, () => {
    const cards = firegroupsScenarios().map((sc) => engine.scenarioCard!(sc))
    expect(cards.map((c) => c.line)).toEqual([
      '10 against 7 units · 3 turns of 3 phases · fight for the square',
      '6 against 5 units · 2 turns of 3 phases · fight for the square',
      '7 against 5 units · 2 turns of 3 phases · fight for the square',
      '4 against 3 units · 2 turns of 3 phases · fight for the square',
      '5 against 5 units · 2 turns of 3 phases · fight for the square',
      '8 against 4 units · 2 turns of 3 phases · bombing campaign',
    ])
    expect(cards[0]!.sides).toEqual({ attacker: 'Red Legion', defender: 'Azure Guard' })
    const one = { ...firegroupsScenarios()[0]!, turns: 1 }
    expect(engine.scenarioCard!(one).line).toBe('10 against 7 units · 1 turn of 3 phases · fight for the square')
  })

  it(`${SEED} the forecast counts each side's units alive, wherever they stand (docs/rules/firegroups.md, Forecast)`, () => {
    const s = battle({ units: [...infantry('attacker', 2), { id: 'reserve', side: 'attacker', type: 'INF', at: 'w' }, ...infantry('defender', 1)] })
    expect(engine.measure!(s)).toEqual({ unit: 'units', name: 'units alive', now: { attacker: 3, defender: 1 } })
    // Red's first infantry hits, Blue's draws one of two and misses: Blue has none left.
    const after = run(scripted(s, [0, 99, 0, 99]), 2).s
    expect(engine.measure!(after).now).toEqual({ attacker: 3, defender: 0 })
  })

  it(`${SEED} exact odds are worth trying with at most six units alive, or once the battle is over`, () => {
    const seven = battle({ units: [...infantry('attacker', 4), ...infantry('defender', 3)] })
    expect(engine.exactWorthTrying!(seven)).toBe(false)
    expect(engine.exactWorthTrying!(battle({ units: [...infantry('attacker', 3), ...infantry('defender', 3)] }))).toBe(true)
    // One of the seven lost: six alive.
    const lost: FgState = { ...seven, units: seven.units.map((u, i) => (i === 0 ? { ...u, alive: false } : u)) }
    expect(engine.exactWorthTrying!(lost)).toBe(true)
    // Every shot misses; Blue still holds after the one turn with all seven alive.
    const over = run(scripted(seven, Array(200).fill(0).map((_, i) => (i % 2 ? 99 : 0))), 99).s
    expect([over.phase, over.units.filter((u) => u.alive).length]).toEqual(['over', 7])
    expect(engine.exactWorthTrying!(over)).toBe(true)
  })
})
