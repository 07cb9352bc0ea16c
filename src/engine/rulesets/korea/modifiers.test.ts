import { describe, expect, it } from 'vitest'
import { mpModifier } from './charts.ts'
import { figures, type Figures } from './combat.ts'
import { geometry } from './geometry.ts'
import { currentPicture } from './resolve.ts'
import type { KoreaState } from './state.ts'
import { engine } from './engine.ts'
import { answer, battle, C, E, faces, fight, NE, NW, ofType, SE, SEED, SW, unit, W, type TestBattle } from './testkit.ts'
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

  it('"Air Support: Effectiveness Rating": each side adds its rating, the same in forest and mountain (K6: nothing in the text takes one off)', () => {
    const f = drm(battle(duel({ attacker: { air: 1 }, defender: { air: 3 } })), 'a', 'd')
    expect([f.of('attacker', /Air support/), f.of('defender', /Air support/)]).toEqual([1, 3])
    for (const t of ['forest', 'mountain'] as const) {
      const covered = drm(battle(duel({ attacker: { air: 1 }, defender: { air: 3 }, terrain: [[C, t]] })), 'a', 'd')
      expect([covered.of('attacker', /Air support/), covered.of('defender', /Air support/)], t).toEqual([1, 3])
    }
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

  it('"Attacked across a river": only a hexside that is a river counts, a road or a river elsewhere on the map does not (K5)', () => {
    expect(drm(battle(duel({ edges: [[W, C, ['road']]] })), 'a', 'd').of('defender', /river/)).toBeUndefined()
    expect(drm(battle(duel({ edges: [[NW, C, ['river']]] })), 'a', 'd').of('defender', /river/)).toBeUndefined()
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

  it('"Non-Static defenders adjacent to combat hex": a static unit in the combat hex itself is not counted either', () => {
    const b = duel({ units: [{ id: 'd2', side: 'defender', at: C }, { id: 'd3', side: 'defender', at: C, static: true }] })
    expect(drm(battle(b), 'a', 'd').of('defender', /Non-static defenders at the combat hex, the lead left out: 1/)).toBe(1)
    // Made fresh, it counts.
    const fresh = duel({ units: [{ id: 'd2', side: 'defender', at: C }, { id: 'd3', side: 'defender', at: C }] })
    expect(drm(battle(fresh), 'a', 'd').of('defender', /Non-static defenders/)).toBe(2)
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

  it('"Fleet Support: +2 DRM -UN ONLY": the Prepared Attack\'s line has no range, so a committed coastline anywhere gives it (K4)', () => {
    expect(drm(battle(pa({ coast: [{ hexes: [[3, 4]], committed: true }] })), 'a', 'd').of('defender', /Fleet/)).toBe(2)
    expect(drm(battle(pa({ coast: [{ hexes: [[3, 4]], committed: true }] })), 'a', 'd').of('attacker', /Fleet/)).toBeUndefined()
    // Far beyond the Meeting Engagement's 2 hexes: still +2 here, none in a Meeting Engagement.
    expect(drm(battle(pa({ w: 12, coast: [{ hexes: [[11, 2]], committed: true }] })), 'a', 'd').of('defender', /Fleet support off Coast 0/)).toBe(2)
    expect(drm(battle(duel({ w: 12, coast: [{ hexes: [[11, 2]], committed: true }] })), 'a', 'd').of('defender', /Fleet/)).toBeUndefined()
    // No fleet committed, no support.
    expect(drm(battle(pa({ w: 12, coast: [{ hexes: [[11, 2]], committed: false }] })), 'a', 'd').of('defender', /Fleet/)).toBeUndefined()
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

  it('"The Flanking bonuses are cumulative with the bonuses for unit adjacency": a non-static flanker outside the attacking hexes counts as an adjacent attacking unit too (K21)', () => {
    // The lead at W, a flanker at E (across the combat hex), E not among the attacking hexes.
    const s = battle(pa({ units: [{ id: 'f', side: 'attacker', at: E }], combats: [{ attack: [W], defend: C }] }))
    expect(drm(s, 'a', 'd').of('attacker', /Flanking attackers/)).toBe(2)
    expect(drm(s, 'a', 'd').of('attacker', /Non-static attacking units: 2, the lead included/)).toBe(2)
    // Static, it still flanks (8.2 "fresh or static") but gives no adjacency bonus.
    const still = battle(pa({ units: [{ id: 'f', side: 'attacker', at: E, static: true }], combats: [{ attack: [W], defend: C }] }))
    expect(drm(still, 'a', 'd').of('attacker', /Flanking attackers/)).toBe(2)
    expect(drm(still, 'a', 'd').of('attacker', /Non-static attacking units: 1/)).toBe(1)
  })

  it('"Armored or Mechanized Unit Present: +1" is +1 for the side, not +1 per armoured unit', () => {
    const s = battle(pa({ units: [{ id: 't1', side: 'attacker', at: W, type: 'armored' }, { id: 't2', side: 'attacker', at: NW, type: 'mechanized' }, { id: 't3', side: 'attacker', at: NE, type: 'armored' }], combats: [{ attack: [W, NW, NE], defend: C }] }))
    expect(drm(s, 't1', 'd').parts.attacker.filter((p) => /Armored/.test(p.source))).toEqual([{ source: 'Armored or mechanized unit present', value: 1 }])
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

describe(`${SEED} 8.0 the loss ratio and the modifiers as the log gives them`, () => {
  it('the log says why the ratio is what it is: "1:1 on both sides unless modified by terrain", 2:1 in a Meeting Engagement, 1:1 for armour against infantry in clear terrain', () => {
    const why = (b: TestBattle) => drm(battle(b), 'a', 'd').ratioWhy
    expect(why(duel({}, 'prepared'))).toBe('Prepared Attack: 1:1')
    expect(why(duel({ terrain: [[C, 'mountain']] }, 'prepared'))).toBe('Prepared Attack in mountain: 2:1 against the defender (house reading: the terrain chart)')
    expect(why(duel())).toBe('Meeting Engagement: 2:1 against the defender')
    expect(why({ ...duel(), units: [{ id: 'a', side: 'attacker', at: W, type: 'armored' }, { id: 'd', side: 'defender', at: C }] })).toBe('Meeting Engagement, armour against infantry in clear terrain: 1:1')
  })

  it('"If an Armored or Mechanized unit attacks infantry": one armoured attacker among infantry is enough', () => {
    const b: TestBattle = { units: [{ id: 'a', side: 'attacker', at: W }, { id: 'a2', side: 'attacker', at: NW, type: 'armored' }, { id: 'd', side: 'defender', at: C }], combats: [{ attack: [W, NW], defend: C, kind: 'meeting', mp: 4 }] }
    expect(drm(battle(b), 'a', 'd').ratio).toEqual({ attacker: 1, defender: 1 })
  })

  it('"Air Support": the part is named by its rating, in forest as in the open (K6)', () => {
    const clear = drm(battle(duel({ attacker: { air: 3 } })), 'a', 'd')
    expect(clear.parts.attacker.find((p) => p.source.startsWith('Air'))).toEqual({ source: 'Air support, rating 3', value: 3 })
    const forest = drm(battle(duel({ attacker: { air: 3 }, terrain: [[C, 'forest']] })), 'a', 'd')
    expect(forest.parts.attacker.find((p) => p.source.startsWith('Air'))).toEqual({ source: 'Air support, rating 3', value: 3 })
  })

  it('"Expended Depot" needs a depot "within supply range": one exactly at its range is offered, one a hex beyond is not (K8)', () => {
    const depots = (range: number) => {
      const b: TestBattle = { ...duel(), defender: { depots: [{ id: 'dp', at: [3, 4], range }] } }
      const s = answer(battle(b), 'lead').state
      return engine.pending(s)!.options.fields.some((f) => f.id === 'depot')
    }
    expect(depots(2)).toBe(true)
    expect(depots(1)).toBe(false)
  })
})

describe(`${SEED} 8.3 "The Lead unit can be eliminated to the Rout box": a routed unit takes no further part`, () => {
  /** Combat 1: e (with a) at W attacks f at [1, 2] and loses; the attacker routs e, its lead. Combat 2: a at W against d at C. */
  const routE = (extra: TestBattle['units'] = []) => {
    const b: TestBattle = {
      units: [{ id: 'a', side: 'attacker', at: W }, { id: 'e', side: 'attacker', at: W }, { id: 'f', side: 'defender', at: [1, 2] }, { id: 'd', side: 'defender', at: C }, ...extra],
      combats: [{ attack: [W], defend: [1, 2] }, { attack: [W], defend: C }],
      attacker: { vp: 9 },
    }
    let s = battle(b, [...faces(1, 6, [0, 0, 0]), ...faces(3, 3, [0, 0, 0, 0])])
    s = fight(s, { attacker: 'e' }).state
    expect(engine.pending(s)).toMatchObject({ side: 'attacker', kind: 'losses' })
    s = engine.decide(s, 'attacker', { kind: 'losses', answer: { losses: { 'rout:e': 1 } } }).state
    expect(unit(s, 'e').place).toBe('routs')
    return s
  }

  it('it can no longer lead from the hex it stood in', () => {
    const s = routE()
    expect(s.combatNo).toBe(1)
    expect(engine.pending(s)!.options.fields[0]).toMatchObject({ id: 'lead', choices: [{ value: 'a' }] })
  })

  it('it draws no chip and counts for nothing in the next combat', () => {
    const r = fight(routE())
    expect(ofType(r.events, 'chips').find((c) => c.side === 'attacker')!.chips.map((c) => c.unit)).toEqual(['a'])
    expect(ofType(r.events, 'modifiers')[0]!.parts.find((p) => p.source.startsWith('Non-static'))!.value).toBe(1)
  })

  it('a routed unit in a flanking hex is not counted with the one still there (8.2)', () => {
    // g and g2 at E attack f at [5, 2]; g, the lead, is routed. Then g2 alone flanks a's attack on C from across it.
    const b: TestBattle = {
      units: [{ id: 'a', side: 'attacker', at: W }, { id: 'g', side: 'attacker', at: E }, { id: 'g2', side: 'attacker', at: E }, { id: 'f', side: 'defender', at: [5, 2] }, { id: 'd', side: 'defender', at: C }],
      combats: [{ attack: [E], defend: [5, 2] }, { attack: [W], defend: C }],
      attacker: { vp: 9 },
    }
    let s = battle(b, [...faces(1, 6, [0, 0, 0]), ...faces(3, 3, [0, 0, 0])])
    s = fight(s, { attacker: 'g' }).state
    s = engine.decide(s, 'attacker', { kind: 'losses', answer: { losses: { 'rout:g': 1 } } }).state
    const r = fight(s)
    expect(ofType(r.events, 'modifiers')[0]!.parts.find((p) => p.source.startsWith('Flanking'))).toEqual({ source: 'Flanking attackers: 1 (+2 each, at most +6)', value: 2 })
  })

  it('it flanks no more from the hex across the combat hex (8.2)', () => {
    // g at E flanks a's attack on C from across it; routed in a combat of its own first, it does not.
    const b: TestBattle = {
      units: [{ id: 'a', side: 'attacker', at: W }, { id: 'g', side: 'attacker', at: E }, { id: 'f', side: 'defender', at: [5, 2] }, { id: 'd', side: 'defender', at: C }],
      combats: [{ attack: [E], defend: [5, 2] }, { attack: [W], defend: C }],
      attacker: { vp: 9 },
    }
    let s = battle(b, [...faces(1, 6, [0, 0]), ...faces(3, 3, [0, 0])])
    s = fight(s, { attacker: 'g' }).state
    s = engine.decide(s, 'attacker', { kind: 'losses', answer: { losses: { 'rout:g': 1 } } }).state
    const r = fight(s)
    expect(ofType(r.events, 'modifiers')[0]!.parts.some((p) => p.source.startsWith('Flanking'))).toBe(false)
    // Not routed, g flanks: the same combat fought first.
    const fresh = fight(battle({ ...b, combats: [{ attack: [W], defend: C }] }, faces(3, 3, [0, 0, 0])))
    expect(ofType(fresh.events, 'modifiers')[0]!.parts.find((p) => p.source.startsWith('Flanking'))).toEqual({ source: 'Flanking attackers: 1 (+2 each, at most +6)', value: 2 })
  })
})
