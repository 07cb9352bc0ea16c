import { describe, expect, it } from 'vitest'
import { starterSpec } from '../../core/builder.ts'
import { buildScenario } from '../../../scenarios/built.ts'
import { grandBuilder } from './builder.ts'
import { CARDS } from './cards.ts'

describe('grand battle builder (issue 29)', () => {
  const spec = starterSpec('grand', grandBuilder)

  it('the battle region\'s terrain, the crossing, each side\'s leader, card and troops go into the file', () => {
    const b = buildScenario({ ...spec, conditions: { terrain: 'hills', crossing: 'river', 'attacker-leader': 'able', 'defender-card': 'dig-in', 'attacker-troops': 'elite' } })
    if (!b.ok) throw new Error(b.problems[0]!.message)
    expect(b.file.location).toEqual({ region: 'field', crossing: 'river' })
    expect((b.file.regions as { id: string; terrain: string }[]).find((r) => r.id === 'field')!.terrain).toBe('hills')
    const attacker = b.file.attacker as { leaders: { combat: number }[]; units: { elite?: boolean; from: string }[]; cards: string[] }
    expect(attacker.leaders).toEqual([{ id: 'attacker-leader', name: 'Able commander', combat: 2, morale: 2 }])
    expect(attacker.units.every((u) => u.elite && u.from === 'approach')).toBe(true)
    expect((b.file.defender as { cards: string[] }).cards).toEqual(['dig-in'])
  })

  it('seed 000, cards: a side is offered only the cards it may play; fortified positions and minefields are the defender\'s', () => {
    for (const side of ['attacker', 'defender'] as const) {
      const offered = grandBuilder.conditions.find((c) => c.id === `${side}-card`)!.choices.map((c) => c.value).filter((v) => v !== 'none')
      expect(offered.sort()).toEqual(CARDS.filter((c) => c.playableBy === 'any' || c.playableBy === side).map((c) => c.id).sort())
    }
    const b = buildScenario({ ...spec, units: { attacker: { fort: 1 }, defender: { 'inf-bde': 1 } } })
    expect(b.ok ? [] : b.problems).toEqual([{ field: 'attacker.fort', message: 'Fortified Position can only be fielded by the defender' }])
  })
})
