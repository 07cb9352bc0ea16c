import { describe, expect, it } from 'vitest'
import { starterSpec } from '../../core/builder.ts'
import { buildScenario } from '../../../scenarios/built.ts'
import { firegroupsBuilder } from './builder.ts'

describe('fire-groups battle builder (issue 29)', () => {
  const spec = starterSpec('firegroups', firegroupsBuilder)

  it('seed 002 (fire groups): ships keep to the sea and land units to the land: each refused with its reason, next to its count', () => {
    const b = buildScenario({ ...spec, units: { attacker: { BAT: 1, INF: 1 }, defender: { INF: 2 } } })
    expect(b.ok ? [] : b.problems).toEqual([{ field: 'attacker.BAT', message: 'Battleship cannot stand in a clear square: ships keep to the sea' }])
    const sea = buildScenario({ ...spec, units: { attacker: { BAT: 1 }, defender: { INF: 1 } }, conditions: { ground: 'sea' } })
    expect(sea.ok ? [] : sea.problems).toEqual([{ field: 'defender.INF', message: 'Infantry cannot stand in a sea square: land units keep to the land' }])
  })

  it('aircraft wait on their side\'s square and fly in at the start of every turn; the rest stand in the contested square, with the side\'s experience', () => {
    const b = buildScenario({ ...spec, units: { attacker: { FTR: 1, INF: 1 }, defender: { INF: 1 } }, conditions: { turns: '3', 'attacker-exp': '3' } })
    if (!b.ok) throw new Error(b.problems[0]!.message)
    const units = (b.file.attacker as { units: { type: string; at: string; exp: number; enters?: unknown[] }[] }).units
    expect(units.find((u) => u.type === 'FTR')).toMatchObject({ at: 'base', exp: 3, enters: [{ turn: 1, phase: 1 }, { turn: 2, phase: 1 }, { turn: 3, phase: 1 }] })
    expect(units.find((u) => u.type === 'INF')).toMatchObject({ at: 'square', exp: 3 })
    expect(b.file.turns).toBe(3)
  })
})
