import { describe, expect, it } from 'vitest'
import { geometry, hexOf } from './geometry.ts'
import { engine } from './engine.ts'
import { rawScenario, SEED } from './testkit.ts'
import type { NapScenario } from './scenario.ts'

/** The hex map of a scenario (seed's map: hexes, names of places). */
describe(`${SEED} The hex map`, () => {
  // Built inside each test, not while the file is collected: Stryker's per-test coverage counts only code a test runs.
  function hexMap() {
    const raw = rawScenario({ w: 3, h: 2, units: [{ id: 'a', side: 'attacker', at: [0, 1], strength: 1 }, { id: 'd', side: 'defender', at: [0, 0], strength: 1 }] })
    const map = raw.map as { places: Record<string, unknown>[] }
    map.places[1] = { ...map.places[1], name: 'Hougoumont' }
    const p = engine.parseScenario(raw)
    if (!p.ok) throw new Error(p.errors.join('; '))
    return geometry((p.value as NapScenario).map)
  }

  it('a hex keeps its place name; a hex without one is named by its id', () => {
    const g = hexMap()
    expect([hexOf(g, '1-0').name, hexOf(g, '0-0').name]).toEqual(['Hougoumont', '0-0'])
  })

  it('a hex not on the map is an error, not a silent undefined', () => {
    expect(() => hexOf(hexMap(), '9-9')).toThrow('no hex "9-9" on the map')
  })
})
