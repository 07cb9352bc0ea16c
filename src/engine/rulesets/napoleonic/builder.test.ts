import { describe, expect, it } from 'vitest'
import { starterSpec } from '../../core/builder.ts'
import { hexNeighbours } from '../../core/hex.ts'
import { buildScenario } from '../../../scenarios/built.ts'
import { napoleonicBuilder } from './builder.ts'

type Place = { id: string; q: number; r: number; terrain: string }

describe('napoleonic battle builder (issue 29)', () => {
  const spec = starterSpec('napoleonic', napoleonicBuilder)

  it('seed 004: one unit a hex; more than the 20 hexes of a side\'s two lines is refused, naming the side', () => {
    const b = buildScenario({ ...spec, units: { attacker: { 'line-infantry': 15, cavalry: 6 }, defender: { artillery: 1 } } })
    expect(b.ok ? [] : b.problems).toEqual([{ field: 'attacker', message: 'One unit a hex: the field holds 20 units a side, the attacker has 21' }])
    const full = buildScenario({ ...spec, units: { attacker: { 'line-infantry': 20 }, defender: { militia: 20 } } })
    if (!full.ok) throw new Error(full.problems[0]!.message)
    const at = ['attacker', 'defender'].flatMap((s) => (full.file[s] as { units: { at: string }[] }).units.map((u) => u.at))
    expect(new Set(at).size).toBe(40)
  })

  it('the front lines touch, the defender stands on the ground chosen, and a stream runs along every hexside between them (a bridge in the middle when asked)', () => {
    const b = buildScenario({ ...spec, conditions: { ground: 'woods', front: 'bridged' } })
    if (!b.ok) throw new Error(b.problems[0]!.message)
    const map = b.file.map as { places: Place[]; edges: { a: string; b: string; features: string[] }[] }
    const byId = new Map(map.places.map((p) => [p.id, p]))
    const adjacent = (a: Place, c: Place) => hexNeighbours(a).some((n) => n.q === c.q && n.r === c.r)
    const attackers = (b.file.attacker as { units: { at: string }[] }).units.map((u) => byId.get(u.at)!)
    const defenders = (b.file.defender as { units: { at: string }[] }).units.map((u) => byId.get(u.at)!)
    expect(attackers.some((a) => defenders.some((d) => adjacent(a, d)))).toBe(true)
    for (const d of defenders) expect(d.terrain).toBe('woods')
    for (const e of map.edges) expect(adjacent(byId.get(e.a)!, byId.get(e.b)!)).toBe(true)
    expect(map.edges.every((e) => e.features.includes('stream'))).toBe(true)
    expect(map.edges.filter((e) => e.features.includes('bridge'))).toHaveLength(1)
  })
})
