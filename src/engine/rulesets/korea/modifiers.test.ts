import { describe, expect, it } from 'vitest'
import { mpModifier } from './charts.ts'
import { figures, type Figures } from './combat.ts'
import { geometry } from './geometry.ts'
import { currentPicture } from './resolve.ts'
import type { KoreaState } from './state.ts'
import { battle, C, E, NE, NW, SE, SEED, SW, unit, W, type TestBattle } from './testkit.ts'
import { depotById } from './work.ts'

/** Each side's modifiers with these leads (and the UN side's depot), as the combat would total them. */
function drm(s: KoreaState, leadA: string, leadD: string, depot: string | null = null): Figures & { of(side: 'attacker' | 'defender', source: RegExp): number | undefined } {
  const g = geometry(s.map)
  const f = figures(s, g, currentPicture(s, g, leadA), { attacker: unit(s, leadA), defender: unit(s, leadD) }, depot ? depotById(s, depot)! : null)
  return { ...f, of: (side, source) => f.parts[side].find((p) => source.test(p.source))?.value }
}

const duel = (extra: Partial<TestBattle> = {}, kind: 'meeting' | 'prepared' = 'meeting', mp = 4): TestBattle => ({
  ...extra,
  units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }, ...(extra.units ?? [])],
  combats: extra.combats ?? [{ attack: [W], defend: C, kind, mp }],
})

describe(`${SEED} 8.0 Meeting Engagement modifiers`, () => {
  it('"MP Spent Modifier: -1 to +2 Die Roll Modifier": 0–1 MP +2, 2–3 +1, 4–5 0, 6 or more −1 (K7), the attacker\'s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(mpModifier)).toEqual([2, 2, 1, 1, 0, 0, -1, -1])
    for (const [mp, v] of [[1, 2], [3, 1], [5, undefined], [7, -1]] as const) {
      const f = drm(battle(duel({}, 'meeting', mp)), 'a', 'd')
      expect(f.of('attacker', /Movement points spent/), `${mp} MP`).toBe(v)
      expect(f.of('defender', /Movement points/)).toBeUndefined()
    }
    // A Prepared Attack counts no movement points.
    expect(drm(battle(duel({}, 'prepared')), 'a', 'd').of('attacker', /Movement points/)).toBeUndefined()
  })

  it('"Air Support: Effectiveness Rating": each side adds its rating, one less under the cover of forest or mountain (K6)', () => {
    const f = drm(battle(duel({ attacker: { air: 1 }, defender: { air: 3 } })), 'a', 'd')
    expect([f.of('attacker', /Air support/), f.of('defender', /Air support/)]).toEqual([1, 3])
    const forest = drm(battle(duel({ attacker: { air: 1 }, defender: { air: 3 }, terrain: [[C, 'forest']] })), 'a', 'd')
    expect([forest.of('attacker', /Air support/), forest.of('defender', /Air support/)]).toEqual([undefined, 2])
    expect(drm(battle(duel({ defender: { air: 2 }, terrain: [[C, 'mountain']] })), 'a', 'd').of('defender', /Air support, rating 2 \(mountain: −1\)/)).toBe(1)
  })

  it('"Fleet Support: +2 DRM if within 2 hexes of a committed coastline -UN ONLY"', () => {
    const near = (committed: boolean, at: [number, number]) => drm(battle(duel({ w: 8, coast: [{ hexes: [at], committed }] })), 'a', 'd')
    expect(near(true, [5, 2]).of('defender', /Fleet support off Coast 0/)).toBe(2)
    expect(near(true, [6, 2]).of('defender', /Fleet/)).toBeUndefined()
    expect(near(false, [5, 2]).of('defender', /Fleet/)).toBeUndefined()
    // The Communists' combat near the same coast gets none; the UN attacker does.
    const reds = drm(battle(duel({ coast: [{ hexes: [[5, 2]], committed: true }], attacker: { army: 'UN' }, defender: { army: 'Communist' } })), 'a', 'd')
    expect([reds.of('attacker', /Fleet/), reds.of('defender', /Fleet/)]).toEqual([2, undefined])
  })

  it('"Expended Depot: +2 DRM -UN ONLY"', () => {
    const s = battle(duel({ defender: { depots: [{ id: 'dp', at: [3, 4] }] } }))
    expect(drm(s, 'a', 'd', 'dp').of('defender', /Depot expended at Dump dp/)).toBe(2)
    expect(drm(s, 'a', 'd').of('defender', /Depot/)).toBeUndefined()
  })

  it('"Armored or Mechanized unit Present: +1", to each side that has one in the combat', () => {
    const f = drm(battle(duel({ units: [{ id: 'tank', side: 'attacker', at: NW, type: 'armored' }, { id: 'mech', side: 'defender', at: C, type: 'mechanized' }], combats: [{ attack: [W, NW], defend: C, kind: 'meeting', mp: 4 }] })), 'a', 'd')
    expect([f.of('attacker', /Armored or mechanized/), f.of('defender', /Armored or mechanized/)]).toEqual([1, 1])
    expect(drm(battle(duel()), 'a', 'd').parts.attacker.some((p) => /Armored/.test(p.source))).toBe(false)
  })

  it('"Terrain: See terrain charts": the defender adds the combat hex\'s modifier, and +1 across a river (K5)', () => {
    const t = (terrain: 'clear' | 'hills' | 'forest' | 'town' | 'mountain' | 'city') => drm(battle(duel({ terrain: [[C, terrain]] })), 'a', 'd').of('defender', /Terrain/)
    expect([t('clear'), t('hills'), t('forest'), t('town'), t('mountain'), t('city')]).toEqual([undefined, 1, 1, 1, 2, 2])
    expect(drm(battle(duel({ edges: [[W, C, ['river']]] })), 'a', 'd').of('defender', /across a river/)).toBe(1)
    expect(drm(battle(duel({ edges: [[W, C, ['river', 'bridge']]] })), 'a', 'd').of('defender', /river/)).toBeUndefined()
  })

  it('"Non-Static defenders adjacent to combat hex: +1 DRM each excluding lead unit": in the combat hex and next to it, static ones not counted', () => {
    const b = duel({
      units: [
        { id: 'd2', side: 'defender', at: C },
        { id: 'd3', side: 'defender', at: SE },
        { id: 'd4', side: 'defender', at: E, static: true },
        { id: 'far', side: 'defender', at: [6, 2] },
      ],
    })
    const s = battle(b)
    expect(drm(s, 'a', 'd').of('defender', /Non-static defenders/)).toBe(2)
    // The lead is left out whichever it is.
    expect(drm(s, 'a', 'd2').of('defender', /Non-static defenders/)).toBe(2)
    // Not in a Prepared Attack.
    expect(drm(battle({ ...b, combats: [{ attack: [W], defend: C, kind: 'prepared' }] }), 'a', 'd').of('defender', /Non-static/)).toBeUndefined()
  })

  it('"Flanking Attackers : +1 DRM each (max of +3)"', () => {
    // The lead at W; units across the combat hex (E) flank it.
    const f = (n: number) => {
      const units = Array.from({ length: n }, (_, i) => ({ id: `f${i}`, side: 'attacker' as const, at: E }))
      return drm(battle(duel({ units, combats: [{ attack: [W, E], defend: C, kind: 'meeting', mp: 4 }] })), 'a', 'd').of('attacker', /Flanking attackers/)
    }
    expect([f(0), f(1), f(2), f(3), f(4)]).toEqual([undefined, 1, 2, 3, 3])
  })

  it('"Unit Quality Difference: +1-3 scaled difference in quality" between the two leads (8.1)', () => {
    const q = (a: 'A' | 'B' | 'C' | 'D', d: 'A' | 'B' | 'C' | 'D') => {
      const f = drm(battle({ units: [{ id: 'a', side: 'attacker', at: W, quality: a }, { id: 'd', side: 'defender', at: C, quality: d }], combats: [{ attack: [W], defend: C, kind: 'meeting', mp: 4 }] }), 'a', 'd')
      return [f.of('attacker', /Unit quality/) ?? 0, f.of('defender', /Unit quality/) ?? 0]
    }
    expect(q('A', 'D')).toEqual([3, 0])
    expect(q('B', 'C')).toEqual([1, 0])
    expect(q('C', 'A')).toEqual([0, 2])
    expect(q('B', 'B')).toEqual([0, 0])
  })

  it('"Results are applied 2:1 against the defender, 1:1 against the attacker"', () => {
    const f = drm(battle(duel({ terrain: [[C, 'hills']] })), 'a', 'd')
    expect(f.ratio).toEqual({ attacker: 1, defender: 2 })
  })

  it('"If an Armored or Mechanized unit attacks infantry with a meeting engagement in clear terrain, results are applied 1:1 against the defender"', () => {
    const tanks = (extra: Partial<TestBattle>, type: 'armored' | 'mechanized' = 'armored') =>
      drm(battle({ ...extra, units: [{ id: 'a', side: 'attacker', at: W, type }, { id: 'd', side: 'defender', at: C }, ...(extra.units ?? [])], combats: extra.combats ?? [{ attack: [W], defend: C, kind: 'meeting', mp: 4 }] }), 'a', 'd').ratio.defender
    expect(tanks({})).toBe(1)
    expect(tanks({}, 'mechanized')).toBe(1)
    expect(tanks({ terrain: [[C, 'hills']] })).toBe(2)
    // Not infantry: an armoured defender in the hex.
    expect(tanks({ units: [{ id: 'd2', side: 'defender', at: C, type: 'armored' }] })).toBe(2)
    // Not a Meeting Engagement.
    expect(tanks({ combats: [{ attack: [W], defend: C, kind: 'prepared' }] })).toBe(1)
    expect(drm(battle(duel()), 'a', 'd').ratio.defender).toBe(2)
  })

  it('"All modifiers are cumulative": each side\'s total is the sum of its parts', () => {
    const s = battle(duel({ units: [{ id: 'tank', side: 'attacker', at: NE, type: 'armored', quality: 'A' }, { id: 'd2', side: 'defender', at: SW }], attacker: { air: 2 }, defender: { air: 1 }, terrain: [[C, 'town']], combats: [{ attack: [W, NE], defend: C, kind: 'meeting', mp: 2 }] }))
    const f = drm(s, 'tank', 'd')
    expect(f.drm.attacker).toBe(f.parts.attacker.reduce((t, p) => t + p.value, 0))
    expect(f.drm.defender).toBe(f.parts.defender.reduce((t, p) => t + p.value, 0))
    // MP 2 (+1), air 2, armour 1, quality A against C (+2); the defender: air 1, town 1, d2 beside the lead 1.
    expect([f.drm.attacker, f.drm.defender]).toEqual([6, 3])
  })
})

describe(`${SEED} 8.0 Prepared Attack modifiers`, () => {
  const pa = (extra: Partial<TestBattle> = {}): TestBattle => duel(extra, 'prepared')

  it('"Air Support: + ER"', () => {
    expect(drm(battle(pa({ attacker: { air: 2 } })), 'a', 'd').of('attacker', /Air support/)).toBe(2)
  })

  it('"Fleet Support: +2 DRM -UN ONLY" (within 2 hexes of a committed coastline, as in a Meeting Engagement: K4)', () => {
    expect(drm(battle(pa({ coast: [{ hexes: [[3, 4]], committed: true }] })), 'a', 'd').of('defender', /Fleet/)).toBe(2)
    expect(drm(battle(pa({ coast: [{ hexes: [[3, 4]], committed: true }] })), 'a', 'd').of('attacker', /Fleet/)).toBeUndefined()
  })

  it('"Depot Expenditure: +3 DRM -UN ONLY"', () => {
    const s = battle(pa({ attacker: { army: 'UN', depots: [{ id: 'dp', at: [0, 2] }] }, defender: { army: 'Communist' } }))
    expect(drm(s, 'a', 'd', 'dp').of('attacker', /Depot expended/)).toBe(3)
  })

  it('"Armored or Mechanized Unit Present: +1"', () => {
    expect(drm(battle({ units: [{ id: 'a', side: 'attacker', at: W, type: 'mechanized' }, { id: 'd', side: 'defender', at: C }], combats: [{ attack: [W], defend: C }] }), 'a', 'd').of('attacker', /Armored/)).toBe(1)
  })

  it('"Each Adjacent Non Static Attacking Unit: + 1 DRM each including lead unit"', () => {
    const s = battle(pa({ units: [{ id: 'a2', side: 'attacker', at: W }, { id: 'a3', side: 'attacker', at: NW }, { id: 'a4', side: 'attacker', at: NE, static: true }], combats: [{ attack: [W, NW, NE], defend: C }] }))
    expect(drm(s, 'a', 'd').of('attacker', /Non-static attacking units: 3, the lead included/)).toBe(3)
    // A static lead is not counted.
    expect(drm(s, 'a4', 'd').of('attacker', /Non-static attacking units/)).toBe(3)
    // A Meeting Engagement counts none.
    expect(drm(battle(duel({ units: [{ id: 'a2', side: 'attacker', at: W }] })), 'a', 'd').of('attacker', /Non-static attacking/)).toBeUndefined()
  })

  it('"Flanking Attackers: +2 DRM each (max of +6)"', () => {
    const f = (n: number) => {
      const units = Array.from({ length: n }, (_, i) => ({ id: `f${i}`, side: 'attacker' as const, at: E }))
      return drm(battle(pa({ units, combats: [{ attack: [W, E], defend: C }] })), 'a', 'd').of('attacker', /Flanking attackers/)
    }
    expect([f(0), f(1), f(2), f(3), f(4)]).toEqual([undefined, 2, 4, 6, 6])
  })

  it('"Unit Quality Difference: +1 -3 scaled difference in quality"', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: W, quality: 'D' }, { id: 'd', side: 'defender', at: C, quality: 'A' }], combats: [{ attack: [W], defend: C }] })
    expect(drm(s, 'a', 'd').of('defender', /Unit quality: D against A/)).toBe(3)
  })

  it('"Terrain: See terrain charts"', () => {
    expect(drm(battle(pa({ terrain: [[C, 'city']] })), 'a', 'd').of('defender', /Terrain: city/)).toBe(2)
  })

  it('"Results are applied 1:1 on both sides unless modified by terrain": mountain and city 2:1 against the defender (K5)', () => {
    const ratio = (t?: 'mountain' | 'city' | 'hills' | 'forest' | 'town') => drm(battle(pa(t ? { terrain: [[C, t]] } : {})), 'a', 'd').ratio
    expect(ratio()).toEqual({ attacker: 1, defender: 1 })
    expect([ratio('hills').defender, ratio('forest').defender, ratio('town').defender, ratio('mountain').defender, ratio('city').defender]).toEqual([1, 1, 1, 2, 2])
  })
})
