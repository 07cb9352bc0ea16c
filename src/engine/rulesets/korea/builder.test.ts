import { describe, expect, it } from 'vitest'
import { starterSpec } from '../../core/builder.ts'
import { buildScenario } from '../../../scenarios/built.ts'
import { koreaBuilder } from './builder.ts'

describe('korea battle builder (issue 29)', () => {
  const spec = starterSpec('korea', koreaBuilder)

  it('one combat: the defenders in the defended hex of the ground chosen, the attackers shared between the attacking hexes, a river on each attacked hexside when asked', () => {
    const b = buildScenario({ ...spec, units: { attacker: { infantry: 3, armored: 1 }, defender: { infantry: 2 } }, conditions: { ground: 'mountain', river: 'bridged', hexes: '2', kind: 'meeting', 'attacker-quality': 'A' } })
    if (!b.ok) throw new Error(b.problems[0]!.message)
    const [combat] = b.file.combats as { attack: string[]; defend: string; kind: string }[]
    expect(combat).toMatchObject({ kind: 'meeting' })
    expect(combat!.attack).toHaveLength(2)
    const map = b.file.map as { places: { id: string; terrain: string }[]; edges: { a: string; b: string; features: string[] }[] }
    expect(map.places.find((p) => p.id === combat!.defend)!.terrain).toBe('mountain')
    expect(map.edges.map((e) => [e.a, e.b, e.features])).toEqual(combat!.attack.map((a) => [a, combat!.defend, ['river', 'bridge']]))
    const attackers = (b.file.attacker as { units: { at: string; quality: string }[] }).units
    expect(new Set(attackers.map((u) => u.at))).toEqual(new Set(combat!.attack))
    expect(attackers.every((u) => u.quality === 'A')).toBe(true)
  })

  it('the armies: Communist forces attack the UN unless asked otherwise', () => {
    const armies = (army?: string) => {
      const b = buildScenario({ ...spec, conditions: army ? { army } : {} })
      if (!b.ok) throw new Error(b.problems[0]!.message)
      return [(b.file.attacker as { army: string }).army, (b.file.defender as { army: string }).army]
    }
    expect(armies()).toEqual(['Communist', 'UN'])
    expect(armies('UN')).toEqual(['UN', 'Communist'])
  })
})
