import { describe, expect, it } from 'vitest'
import { grand } from './index.ts'
import { allocateHits, type LossTarget } from './losses.ts'
import type { GrandState } from './state.ts'
import { battle, eventsOf, passDecisions, unit } from './testkit.ts'
import type { LossPriority } from './units.ts'

const SEED = '000_65abfdd3be31f0b0.txt'

const cav = (strength: number, priority: LossPriority = 'normal'): LossTarget => ({ strength, cav: true, priority })
const oth = (strength: number, priority: LossPriority = 'normal'): LossTarget => ({ strength, cav: false, priority })

/** A small deterministic generator (Numerical Recipes LCG), so the property test replays exactly. */
function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0
    return Math.floor((x / 2 ** 32) * n)
  }
}

const PRIORITIES: LossPriority[] = ['first', 'normal', 'last']
const TIER: Record<LossPriority, number> = { first: 0, normal: 1, last: 2 }

/** Pending decisions passed, then exactly one round. */
function step(s: GrandState) {
  return grand.advance(passDecisions(s))
}

describe(`${SEED} §I loss allocation`, () => {
  it('§I CavUnits hits go to CavUnits in proportion to remaining strength (largest remainder, D17)', () => {
    // 4 hits on 6 + 3: exact shares 2.67 and 1.33, floors 2 and 1, the last hit to the larger fraction.
    expect(allocateHits([cav(6), cav(3)], 4, 0)).toEqual({ hits: [3, 1], halfWasted: 0, excess: 0 })
    // 5 hits on 5 + 3 + 2: shares 2.5, 1.5, 1.0 → floors 2, 1, 1; one left, equal fractions .5: the larger unit.
    expect(allocateHits([cav(2), cav(3), cav(5)], 5, 0)).toEqual({ hits: [1, 1, 3], halfWasted: 0, excess: 0 })
    // OtherUnits present are not touched while CavUnits can absorb CavUnits hits.
    expect(allocateHits([oth(6), cav(4), cav(2)], 3, 0)).toEqual({ hits: [0, 2, 1], halfWasted: 0, excess: 0 })
  })

  it('§I D17 ties: equal fractions go to the larger unit, then to the first listed', () => {
    // Shares 0.5 and 1.5: one hit left over, equal fractions; the larger (second listed) unit takes it.
    expect(allocateHits([cav(1), cav(3)], 2, 0).hits).toEqual([0, 2])
    // Three equal units, two hits: shares .67 each; the first two listed take them.
    expect(allocateHits([cav(2), cav(2), cav(2)], 2, 0).hits).toEqual([1, 1, 0])
  })

  it('§I D17 ties whose fractions are only equal in exact arithmetic still go to the larger unit', () => {
    // 2 hits on 1 + 4 + 1 (cap 6): shares 1/3, 4/3, 1/3 → floors 0, 1, 0; one hit left; the three
    // fractions are all exactly 1/3, so D17 gives it to the larger unit: [0, 2, 0].
    expect(allocateHits([cav(1), cav(4), cav(1)], 2, 0).hits).toEqual([0, 2, 0])
    // 3 hits on 1 + 4 + 4 (cap 9): shares 1/3, 4/3, 4/3; fractions all 1/3; the larger units first, first listed: [0, 2, 1].
    expect(allocateHits([cav(1), cav(4), cav(4)], 3, 0).hits).toEqual([0, 2, 1])
  })

  it('§I CavUnits hits with no CavUnit (or too many for them) overflow to OtherUnits', () => {
    expect(allocateHits([cav(2), oth(4)], 5, 0)).toEqual({ hits: [2, 3], halfWasted: 0, excess: 0 })
    expect(allocateHits([oth(3), oth(3)], 4, 0)).toEqual({ hits: [2, 2], halfWasted: 0, excess: 0 })
  })

  it('§I OtherUnits hits go to OtherUnits, not to CavUnits, while OtherUnits remain', () => {
    expect(allocateHits([cav(3), oth(3)], 0, 2)).toEqual({ hits: [0, 2], halfWasted: 0, excess: 0 })
    // CavUnits hits first to the CavUnit, OtherUnits hits to the OtherUnit.
    expect(allocateHits([cav(3), oth(3)], 1, 2)).toEqual({ hits: [1, 2], halfWasted: 0, excess: 0 })
    // OtherUnits hits are split in proportion too: 3 on 4 + 2 → 2 and 1.
    expect(allocateHits([oth(4), cav(5), oth(2)], 0, 3)).toEqual({ hits: [2, 0, 1], halfWasted: 0, excess: 0 })
  })

  it('§I half wastage: only CavUnits remaining take floor(half) of the OtherUnits balance (D18)', () => {
    expect(allocateHits([cav(4)], 0, 4)).toEqual({ hits: [2], halfWasted: 2, excess: 0 })
    // Odd balance: floor(5 / 2) = 2 applied, 3 lost.
    expect(allocateHits([cav(4)], 0, 5)).toEqual({ hits: [2], halfWasted: 3, excess: 0 })
    // The OtherUnit is filled first (2), the balance of 4 then falls on the CavUnit at half: 2 applied, 2 lost.
    expect(allocateHits([cav(4), oth(2)], 0, 6)).toEqual({ hits: [2, 2], halfWasted: 2, excess: 0 })
    // CavUnits hits are never halved.
    expect(allocateHits([cav(4)], 3, 0)).toEqual({ hits: [3], halfWasted: 0, excess: 0 })
    // Balance of 1: floor(1/2) = 0 applied, 1 lost.
    expect(allocateHits([cav(4)], 0, 1)).toEqual({ hits: [0], halfWasted: 1, excess: 0 })
  })

  it('§I D18 no wastage while an OtherUnit remains in another tier (a fort at the rear)', () => {
    // The fort (Take-Hits-Last) is still there: the OtherUnits hits fall on the CavUnit in full, before the fort.
    expect(allocateHits([cav(3), oth(4, 'last')], 0, 2)).toEqual({ hits: [2, 0], halfWasted: 0, excess: 0 })
  })

  it('§I D18 the half wastage is taken once per volley, not again in a later tier', () => {
    // Balance 8 with only CavUnits: 4 usable, 4 lost; 2 fill the first tier, the other 2 the normal one.
    expect(allocateHits([cav(2, 'first'), cav(4)], 0, 8)).toEqual({ hits: [2, 2], halfWasted: 4, excess: 0 })
  })

  it('§I excess hits are lost when no unit can absorb them', () => {
    expect(allocateHits([], 3, 2)).toEqual({ hits: [], halfWasted: 0, excess: 5 })
    expect(allocateHits([cav(1), oth(1)], 3, 3)).toEqual({ hits: [1, 1], halfWasted: 0, excess: 4 })
    // Halved balance larger than what the CavUnits can take: 3 usable, 1 taken, 2 lost as excess.
    expect(allocateHits([cav(1)], 0, 6)).toEqual({ hits: [1], halfWasted: 3, excess: 2 })
  })

  it('§I hits never exceed a unit\'s strength', () => {
    expect(allocateHits([cav(2)], 5, 0)).toEqual({ hits: [2], halfWasted: 0, excess: 3 })
    expect(allocateHits([oth(3), cav(1)], 9, 9)).toEqual({ hits: [3, 1], halfWasted: 0, excess: 14 })
  })

  it('§I Take-Hits-First units (minefields) absorb hits of any kind first (D16)', () => {
    // CavUnits hits go to the minefield before the CavUnit.
    expect(allocateHits([oth(2, 'first'), cav(3)], 3, 0)).toEqual({ hits: [2, 1], halfWasted: 0, excess: 0 })
    // Both kinds: the minefield takes 1 CavUnits hit and 1 OtherUnits hit; the last OtherUnits hit goes to the infantry.
    expect(allocateHits([oth(3), oth(2, 'first'), cav(3)], 1, 2)).toEqual({ hits: [1, 2, 0], halfWasted: 0, excess: 0 })
    // Enough to kill it: the rest goes on.
    expect(allocateHits([cav(3), oth(1, 'first')], 2, 0)).toEqual({ hits: [1, 1], halfWasted: 0, excess: 0 })
  })

  it('§I Take-Hits-Last units (forts) are hit only after all others (D16)', () => {
    expect(allocateHits([oth(4, 'last'), oth(3)], 0, 5)).toEqual({ hits: [2, 3], halfWasted: 0, excess: 0 })
    expect(allocateHits([oth(4, 'last'), oth(3)], 2, 0)).toEqual({ hits: [0, 2], halfWasted: 0, excess: 0 })
    expect(allocateHits([oth(4, 'last'), cav(2)], 0, 1)).toEqual({ hits: [0, 1], halfWasted: 0, excess: 0 })
    // All three tiers: the minefield, then the infantry, then the fort.
    expect(allocateHits([oth(4, 'last'), oth(3), oth(2, 'first')], 0, 6)).toEqual({ hits: [1, 3, 2], halfWasted: 0, excess: 0 })
  })

  it('§I property: over many random volleys, every hit is applied, halved away or lost; no unit takes more than its strength', () => {
    const rnd = lcg(0x65abfdd3)
    let checked = 0
    for (let trial = 0; trial < 3000; trial++) {
      const n = rnd(7)
      const targets: LossTarget[] = []
      for (let i = 0; i < n; i++) targets.push({ strength: 1 + rnd(8), cav: rnd(2) === 1, priority: PRIORITIES[rnd(3)]! })
      const cavHits = rnd(16)
      const otherHits = rnd(16)
      const a = allocateHits(targets, cavHits, otherHits)
      const check = (ok: boolean, why: string) => {
        if (!ok) expect.fail(`${why}: ${JSON.stringify({ targets, cavHits, otherHits, a })}`)
      }
      check(a.hits.length === n, 'one entry per target')
      let applied = 0
      a.hits.forEach((h, i) => {
        check(Number.isInteger(h) && h >= 0 && h <= targets[i]!.strength, 'hits within 0..strength')
        applied += h
      })
      check(applied + a.halfWasted + a.excess === cavHits + otherHits, 'applied + halfWasted + excess = cavHits + otherHits')
      check(a.halfWasted >= 0 && a.excess >= 0, 'no negative waste')
      // Hits are lost only when every unit is used up.
      if (a.excess > 0) a.hits.forEach((h, i) => check(h === targets[i]!.strength, 'excess only when all are used up'))
      // Half wastage only when no OtherUnit is left, and at most half (rounded up) of the OtherUnits hits.
      if (a.halfWasted > 0) {
        targets.forEach((t, i) => check(t.cav || a.hits[i] === t.strength, 'wastage only with no OtherUnit left'))
        check(a.halfWasted <= Math.ceil(otherHits / 2), 'at most half wasted')
      }
      // Loss priority: a unit of a later tier is hit only when every unit of the earlier tiers is used up.
      targets.forEach((t, i) => {
        if (a.hits[i]! === 0) return
        targets.forEach((u, j) => {
          if (TIER[u.priority] < TIER[t.priority]) check(a.hits[j] === u.strength, 'earlier tiers used up first')
        })
      })
      // Nothing lost when the units could take everything and no wastage applied.
      const cap = targets.reduce((sum, t) => sum + t.strength, 0)
      if (a.halfWasted === 0 && cavHits + otherHits <= cap) check(a.excess === 0, 'no excess when there is room')
      checked++
    }
    expect(checked).toBe(3000)
  })

  it('§I D17 property: the proportional split equals the exact integer largest-remainder split', () => {
    const rnd = lcg(17)
    for (let trial = 0; trial < 2000; trial++) {
      const n = 1 + rnd(5)
      const strengths: number[] = []
      for (let i = 0; i < n; i++) strengths.push(1 + rnd(8))
      const cap = strengths.reduce((a, b) => a + b, 0)
      const h = rnd(cap)
      // Exact: floors of h·s/cap, then the leftovers by remainder, then strength, then order.
      const expected = strengths.map((s) => Math.floor((h * s) / cap))
      let rest = h - expected.reduce((a, b) => a + b, 0)
      const order = strengths.map((s, i) => ({ i, r: (h * s) % cap, s }))
      order.sort((x, y) => y.r - x.r || y.s - x.s || x.i - y.i)
      for (const o of order) {
        if (rest === 0) break
        expected[o.i]! += 1
        rest--
      }
      const got = allocateHits(strengths.map((s) => cav(s)), h, 0).hits
      expect(got, JSON.stringify({ strengths, h })).toEqual(expected)
    }
  })
})

describe(`${SEED} §I loss allocation in battle`, () => {
  it('§I losses are simultaneous: both sides fire from the state at the start of the round', () => {
    // The defender's brigade (1 SP) is destroyed by the first attacking shot, yet fires its own shot (die 0).
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'inf-div' }] },
        defender: { units: [{ id: 'd1', type: 'inf-bde', strength: 1 }] },
      },
      [0, 0, 0],
    )
    const { state, events } = step(s0)
    expect(state.round).toBe('main')
    expect(eventsOf(events, 'shot').map((e) => [e.unit, e.die, e.hit])).toEqual([
      ['a1', 0, true],
      ['a1', 0, true],
      ['d1', 0, true],
    ])
    expect(eventsOf(events, 'hits').map((e) => [e.unit, e.hits, e.strength])).toEqual([
      ['d1', 1, 0],
      ['a1', 1, 5],
    ])
    expect(eventsOf(events, 'wasted')).toEqual([{ t: 'wasted', side: 'defender', hits: 1, reason: 'no unit left to absorb them' }])
    expect(unit(state, 'd1').place).toBe('losses')
    expect(unit(state, 'a1').strength).toBe(5)
  })

  it('§I losses are simultaneous: a unit brought to half strength still fires at full value that round', () => {
    // Two hits bring d1 to 1 of 3 (reduced), but its shot of the same round uses defense 3: die 3 hits.
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'inf-div' }] },
        defender: { units: [{ id: 'd1', type: 'inf-bde' }] },
      },
      [0, 0, 3, 0],
    )
    const { state, events } = step(s0)
    const d1Shot = eventsOf(events, 'shot').find((e) => e.unit === 'd1')!
    expect(d1Shot).toMatchObject({ die: 3, value: 3, hit: true })
    expect(unit(state, 'd1').strength).toBe(1)
    expect(unit(state, 'a1').strength).toBe(5)
    // Both volleys come before any allocation: the shots are all logged before the first hit.
    const kinds = events.filter((e) => e.t === 'shot' || e.t === 'hits').map((e) => e.t)
    expect(kinds).toEqual(['shot', 'shot', 'shot', 'hits', 'hits'])
  })

  it('§I in battle: the minefield takes the first hits, the fort the last (D15, D16)', () => {
    // Artillery: the fort misses (9). Mines: the minefield misses (9). Main: three armoured divisions
    // hit 6 times (0); the fort and the brigade miss (9); the defender, demoralized, fails its rout test (0).
    // 6 hits: the minefield 2 (first), the brigade 3 (normal), then the fort the last 1.
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'arm-div' }, { id: 'a2', type: 'arm-div' }, { id: 'a3', type: 'arm-div' }] },
        defender: {
          units: [
            { id: 'fort', type: 'fort' },
            { id: 'inf', type: 'inf-bde' },
            { id: 'mine', type: 'minefield' },
          ],
        },
      },
      [9, 9, 0, 0, 0, 0, 0, 0, 9, 9, 0],
    )
    let s = step(s0).state
    expect(s.round).toBe('artillery')
    s = step(s).state
    expect(s.round).toBe('mines')
    const { state, events } = step(s)
    expect(state.round).toBe('main')
    expect(eventsOf(events, 'hits').map((e) => [e.unit, e.hits])).toEqual([
      ['fort', 1],
      ['inf', 3],
      ['mine', 2],
    ])
    expect(eventsOf(events, 'wasted')).toEqual([])
    expect(unit(state, 'fort').strength).toBe(3)
  })

  it('§I in battle: a minefield absorbs the first hits before the line behind it (D15, D16)', () => {
    // Artillery: the fort misses (9). Mines: the minefield misses (9). Main: two armoured divisions hit
    // 4 times (0); the fort and the brigade miss (9); the brigade passes its panic test (0).
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'arm-div' }, { id: 'a2', type: 'arm-div' }] },
        defender: {
          units: [
            { id: 'fort', type: 'fort' },
            { id: 'inf', type: 'inf-bde' },
            { id: 'mine', type: 'minefield' },
          ],
        },
      },
      [9, 9, 0, 0, 0, 0, 9, 9, 0, 0, 0],
    )
    let s = step(s0).state
    s = step(s).state
    const { state, events } = step(s)
    expect(state.round).toBe('main')
    // Minefield 2, then the brigade 2 of its 3; the fort nothing.
    expect(eventsOf(events, 'hits').map((e) => [e.unit, e.hits])).toEqual([
      ['inf', 2],
      ['mine', 2],
    ])
    expect(unit(state, 'fort').strength).toBe(4)
  })

  it('§I in battle: OtherUnits hits on a side with only CavUnits left lose half (D18)', () => {
    // Two infantry hits on a lone armoured brigade: 1 applied, 1 lost; the brigade's shot misses.
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'inf-div' }] },
        defender: { units: [{ id: 'd1', type: 'arm-bde' }] },
      },
      [0, 0, 9],
    )
    const { state, events } = step(s0)
    expect(eventsOf(events, 'hits').map((e) => [e.unit, e.hits, e.from])).toEqual([['d1', 1, 'other']])
    expect(eventsOf(events, 'wasted')).toEqual([
      { t: 'wasted', side: 'defender', hits: 1, reason: 'only CavUnits remain: half the OtherUnits hits are lost' },
    ])
    expect(unit(state, 'd1').strength).toBe(2)
  })
})
