import { describe, expect, it } from 'vitest'
import { starterSpec, type BattleSpec } from '../../core/builder.ts'
import { buildScenario } from '../../../scenarios/built.ts'
import { scenarioOdds } from '../../../odds/scenarioOdds.ts'
import { axisBuilder } from './builder.ts'
import { commandLineOdds } from './commandLineOdds.ts'
import { engine as axisEngine } from './engine.ts'
import { odds as axisOdds } from './odds.ts'
import type { AxisState } from './state.ts'

describe('axis battle builder (issue 29)', () => {
  const spec: BattleSpec = { ...starterSpec('axis', axisBuilder), units: { attacker: { infantry: 3, artillery: 2, armor: 1 }, defender: { infantry: 5 } } }

  it("the builder's exact figures equal the command line's (3 infantry, 2 artillery, 1 armour against 5 infantry)", () => {
    const b = buildScenario(spec)
    if (!b.ok) throw new Error(b.problems[0]!.message)
    const state = axisEngine.setup(b.scenario as never, 'builder') as AxisState
    const built = scenarioOdds(axisEngine as never, axisOdds, state as never, { stream: 'builder' })
    const cli = commandLineOdds({ attack: 'infantry=3,artillery=2,armor=1', defend: 'infantry=5', seed: 'odds', extra: {} }).report
    expect(built.method).toBe('exact')
    expect(cli.method).toBe('exact')
    expect(built.attackerWins).toBeCloseTo(cli.attackerWins, 12)
    expect(built.defenderWins).toBeCloseTo(cli.defenderWins, 12)
    expect(built.draws).toBeCloseTo(cli.draws, 12)
  })

  it('seed 003 §5.7.1: a fortification line doubles the defending infantry; the Siegfried and Maginot lines make the defender the nation they favour', () => {
    const odds = (fortification: string) => {
      const b = buildScenario({ ...spec, conditions: { fortification } })
      if (!b.ok) throw new Error(b.problems[0]!.message)
      return { b, r: scenarioOdds(axisEngine as never, axisOdds, axisEngine.setup(b.scenario as never, 's') as never, { stream: 's' }) }
    }
    const none = odds('none').r
    for (const line of ['gibraltar', 'siegfried', 'maginot']) {
      const { b, r } = odds(line)
      expect(r.defenderWins, line).toBeGreaterThan(none.defenderWins + 0.1)
      expect((b.file.battle as { fortification: string }).fortification).toBe(line)
    }
    expect((odds('siegfried').b.file.defender as { nation: string }).nation).toBe('Germany')
    expect((odds('maginot').b.file.defender as { nation: string }).nation).toBe('France')
  })

  it('land units and ships in one battle, planes alone, a fortified sea and an attacking AA gun are refused, each with its reason', () => {
    const problems = (units: BattleSpec['units'], conditions = {}) => {
      const b = buildScenario({ ...spec, units, conditions })
      return b.ok ? [] : b.problems
    }
    expect(problems({ attacker: { infantry: 1, destroyer: 1 }, defender: { infantry: 1 } })).toEqual([{ field: 'battle', message: expect.stringMatching(/Land units and ships/) }])
    expect(problems({ attacker: { fighter: 2 }, defender: { fighter: 1 } })).toEqual([{ field: 'battle', message: expect.stringMatching(/Planes alone/) }])
    expect(problems({ attacker: { destroyer: 1 }, defender: { cruiser: 1 } }, { fortification: 'gibraltar' })).toEqual([{ field: 'condition.fortification', message: expect.stringMatching(/stand on land/) }])
    expect(problems({ attacker: { infantry: 1, 'aa-gun': 1 }, defender: { infantry: 1 } })).toEqual([{ field: 'attacker.aa-gun', message: expect.stringMatching(/only be fielded by the defender/) }])
  })
})
