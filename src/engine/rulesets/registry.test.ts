import { describe, expect, it } from 'vitest'
import { findBuiltIn } from '../../scenarios/load.ts'
import { engineOf, manifestOf, ownerOfScenario, rulesetIds } from './registry.ts'

describe('registry: what is known before an engine loads', () => {
  it('each manifest lists exactly its engine\'s built-in scenarios, in order (a deep link loads only that rule system)', () => {
    for (const id of rulesetIds()) {
      const ids = engineOf(id).scenarios.map((s) => (s as { id: string }).id)
      expect(manifestOf(id).scenarioIds, id).toEqual(ids)
    }
  })

  it('the owner of a scenario id comes from the manifests; an unknown id has none', () => {
    for (const id of rulesetIds()) for (const sc of manifestOf(id).scenarioIds) expect(ownerOfScenario(sc)).toBe(id)
    expect(ownerOfScenario('no-such-scenario')).toBeNull()
    expect(findBuiltIn('no-such-scenario')).toBeUndefined()
  })

  it('findBuiltIn gives the validated scenario of its owner', () => {
    for (const id of rulesetIds()) {
      const first = manifestOf(id).scenarioIds[0]!
      const sc = findBuiltIn(first)!
      expect(sc.id).toBe(first)
      expect(sc.ruleset).toBe(id)
    }
  })

  it('every rule system on the start screen has a tile whose Quick start is one of its own scenarios; a hidden fixture has none', () => {
    for (const id of rulesetIds()) {
      const m = manifestOf(id)
      if (m.hidden) continue
      expect(m.tile, id).toBeDefined()
      expect(m.scenarioIds, id).toContain(m.tile!.quickStart)
      expect(m.tile!.line.length, id).toBeGreaterThan(20)
    }
  })
})
