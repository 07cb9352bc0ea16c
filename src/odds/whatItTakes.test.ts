import { describe, expect, it } from 'vitest'
import type { BattleSpec, BuilderKit } from '../engine/core/builder.ts'
import { whatItTakes } from './whatItTakes.ts'

/** A catalogue of three entries of costs 3, 4 and 5; the chance to win is the attacker's total cost over 40, so the answers are known. */
const kit: BuilderKit = {
  catalogue: [
    { id: 'inf', name: 'Infantry', kind: 'land', cost: 3, line: '' },
    { id: 'art', name: 'Artillery', kind: 'land', cost: 4, line: '' },
    { id: 'arm', name: 'Armour', kind: 'land', cost: 5, line: '', sides: ['defender'] },
  ],
  cost: 'IPC',
  maxCount: 10,
  conditions: [],
  starter: { attacker: {}, defender: {} },
  problems: () => [],
  scenario: () => ({}),
}
const spec: BattleSpec = { ruleset: 'x', name: 'x', units: { attacker: { inf: 4 }, defender: { inf: 1 } }, conditions: {} }
const cost = (s: BattleSpec) => 3 * (s.units.attacker.inf ?? 0) + 4 * (s.units.attacker.art ?? 0) + 5 * (s.units.attacker.arm ?? 0)

describe('What would it take (issue 29, item 4)', () => {
  it('finds the cheapest additions first, each reaching the target, from the entries the side may field', async () => {
    // 12 IPC now; 0.5 needs 20: at least 8 more. Cheapest: 2 artillery (8), then 3 infantry (9), then 2 infantry and an artillery (10); infantry and artillery (7) fall short.
    const r = await whatItTakes(spec, kit, 'attacker', 0.5, async (s) => cost(s) / 40)
    expect(r.answers.map((a) => [a.added, a.cost])).toEqual([
      [{ art: 2 }, 8],
      [{ inf: 3 }, 9],
      [{ inf: 2, art: 1 }, 10],
    ])
    for (const a of r.answers) expect(a.p).toBeGreaterThanOrEqual(0.5)
    expect(r.answers.some((a) => 'arm' in a.added)).toBe(false)
  })

  it('stops at its budget and when cancelled, and says it ran out', async () => {
    const never = await whatItTakes(spec, kit, 'attacker', 2, async () => 0, { budget: 7 })
    expect(never).toEqual({ answers: [], tried: 7, exhausted: true })
    let calls = 0
    const stopped = await whatItTakes(spec, kit, 'attacker', 2, async () => (calls++, 0), { cancelled: () => calls >= 3 })
    expect(stopped.tried).toBe(3)
    expect(stopped.exhausted).toBe(false)
  })

  it('a position that cannot be played is passed over; counts past the limit are never weighed', async () => {
    const seen: number[] = []
    const r = await whatItTakes({ ...spec, units: { ...spec.units, attacker: { inf: 10 } } }, kit, 'attacker', 0.99, async (s) => (seen.push(s.units.attacker.inf ?? 0), null), { budget: 20 })
    expect(Math.max(...seen)).toBeLessThanOrEqual(10)
    expect(r.answers).toEqual([])
  })
})
