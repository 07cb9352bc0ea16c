import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../store/memoryStorage.ts'
import { battleKey, CURRENT_KEY, LEGACY_KEY } from '../store/library.ts'
import { manifestOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { firstRulesets } from './firstRulesets.ts'

const saveText = (ruleset: string) => JSON.stringify({ format: 'battle-sim-save', version: 1, scenario: { ruleset }, seed: 's', players: {}, gestures: [] })
const saved = (ruleset: string) => {
  const st = new MemoryStorage()
  st.setItem(battleKey('b1'), saveText(ruleset))
  st.setItem(CURRENT_KEY, 'b1')
  return st
}

describe('issue 12: the first screen loads only the rule systems it needs', () => {
  const [a, b] = rulesetIds()
  const scenarioOf = (id: string) => manifestOf(id as never).scenarioIds[0]!

  it('a deep link loads its scenario\'s rule system only', () => {
    expect(firstRulesets(`#/play/${scenarioOf(b!)}?seed=1`, null)).toEqual([b])
  })

  it('a deep link with a saved battle of another rule system loads both (the store reads the save as it loads)', () => {
    expect(new Set(firstRulesets(`#/play/${scenarioOf(b!)}?seed=1`, saved(a!)))).toEqual(new Set([a, b]))
  })

  it('a saved battle resumed without a link loads its own rule system only', () => {
    expect(firstRulesets('', saved(a!))).toEqual([a])
    expect(firstRulesets('#/battle', saved(b!))).toEqual([b])
  })

  it('the battle an earlier version saved (its single slot) loads its own rule system only', () => {
    const st = new MemoryStorage()
    st.setItem(LEGACY_KEY, saveText(b!))
    expect(firstRulesets('', st)).toEqual([b])
  })

  it('a share link loads the rule system its battle names (decoded by the caller); one naming none loads every one', () => {
    expect(firstRulesets('#/battle/abc', null, b!)).toEqual([b])
    expect(new Set(firstRulesets('#/battle/abc', saved(a!), b!))).toEqual(new Set([a, b]))
    expect(firstRulesets('#/battle/abc', null, null)).toEqual(rulesetIds())
    expect(firstRulesets('#/battle/abc', null, 'chess')).toEqual(rulesetIds())
  })

  it('the start screen, the rulebook examples, an unknown scenario and a bad link load every rule system', () => {
    expect(firstRulesets('', null)).toEqual(rulesetIds())
    expect(firstRulesets('#/walkthrough/x', null)).toEqual(rulesetIds())
    expect(firstRulesets('#/play/no-such?seed=1', null)).toEqual(rulesetIds())
    expect(firstRulesets('#/nonsense', saved(a!))).toEqual(rulesetIds())
    // A save naming no known rule system: every one, and loadSession judges the save.
    expect(firstRulesets('', saved('chess'))).toEqual(rulesetIds())
  })
})
