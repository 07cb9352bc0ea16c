import { describe, expect, it } from 'vitest'
import { starterSpec, withDefaults } from '../engine/core/builder.ts'
import { engineOf, manifestOf, rulesetIds, type BattleState, type RulesetId } from '../engine/rulesets/registry.ts'
import { scenarioOdds } from '../odds/scenarioOdds.ts'
import { buildScenario } from '../scenarios/built.ts'
import { builtOdds, parseConditions } from './builtOdds.ts'

/** Issue 29, item 6: `--ruleset ID --attack … --defend … [--conditions …] --odds` gives the builder's figures, for every rule system. */
const ids = rulesetIds().filter((id) => !manifestOf(id).hidden && engineOf(id).builder) as RulesetId[]
/** Sampled battles stop early here: the two sides of the comparison play the same stream, so they agree at any length. */
const SAMPLE = { halfWidth: 0.03, cap: 1000 }
const counts = (r: Record<string, number>) => Object.entries(r).map(([t, n]) => `${t}=${n}`).join(',')

describe('the builder\'s battle from the command line', () => {
  for (const id of ids) {
    it(`${id}: the figures of the builder's battle from the same counts and conditions`, async () => {
      const kit = engineOf(id).builder!
      const spec = starterSpec(id, kit)
      const last = kit.conditions[kit.conditions.length - 1]
      const condition = last ? { [last.id]: last.choices[last.choices.length - 1]!.value } : {}
      const cli = await builtOdds({ ruleset: id, attack: counts(spec.units.attacker), defend: counts(spec.units.defender), conditions: last ? `${last.id}=${condition[last.id]}` : null, seed: 'cli', ...SAMPLE })
      const b = buildScenario({ ...spec, conditions: { ...spec.conditions, ...condition } })
      if (!b.ok) {
        // A condition the starter's forces cannot take (ships at sea): the command line refuses it too.
        return
      }
      const { odds } = await manifestOf(id).odds()
      const want = scenarioOdds(engineOf(id), odds, engineOf(id).setup(b.scenario, 'cli') as BattleState, { stream: 'cli', ...SAMPLE })
      expect(cli.odds).toEqual(want)
      expect(cli.spec).toEqual(withDefaults({ ...spec, name: 'Command-line battle', conditions: condition }, kit))
      expect(cli.odds.attackerWins + cli.odds.defenderWins + cli.odds.draws).toBeCloseTo(1, 9)
    }, 60_000)
  }

  it('a bad condition, an unknown one, a bad count and a battle the rules forbid are each named', async () => {
    const id = ids[0]!
    const kit = engineOf(id).builder!
    const c = kit.conditions[0]!
    expect(() => parseConditions(id, `${c.id}=nowhere`)).toThrow(`--conditions: ${c.id} is one of`)
    expect(() => parseConditions(id, 'weather=fine')).toThrow(`has no condition "weather"`)
    expect(() => parseConditions(id, 'weather')).toThrow('is not name=value')
    const entry = kit.catalogue[0]!.id
    await expect(builtOdds({ ruleset: id, attack: `${entry}=x`, defend: `${entry}=1`, conditions: null, seed: 's' })).rejects.toThrow('--attack')
    await expect(builtOdds({ ruleset: id, attack: `${entry}=${kit.maxCount + 1}`, defend: `${entry}=1`, conditions: null, seed: 's' })).rejects.toThrow(`attacker.${entry}`)
    await expect(builtOdds({ ruleset: id, attack: `${entry}=0`, defend: `${entry}=1`, conditions: null, seed: 's' })).rejects.toThrow('attacker: The attacker has no units')
  })
})
