import { describe, expect, it } from 'vitest'
import type { AxisState } from './state.ts'
import { answer, axis, battle, dice, eventsOf, many, unit } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

/** The casualty question's form, by field id. */
function form(s: AxisState) {
  const d = axis.pending(s)
  if (d?.kind !== 'casualties') throw new Error(`no casualty question: ${d?.kind}`)
  return d.options
}

const slot = (value: string, label: string, max = 1) => ({ value, label, max })

describe(`${SEED} §5.5 the casualty question`, () => {
  const spec = { attacker: [{ id: 'ai', type: 'infantry' }, { id: 'aa', type: 'armor' }], defender: [{ id: 'di', type: 'infantry' }, { id: 'da', type: 'armor' }] }

  it('§5.5 each side spreads the hits it takes over its own units, the defender first; the default follows the order of loss', () => {
    // ai and di hit, aa and da miss.
    const r = axis.advance(battle(spec, dice(1, 6, 1, 6)))
    expect(r.state.volley).toStrictEqual({
      step: 'land',
      scored: { attacker: { line: 1, normal: 0 }, defender: { line: 1, normal: 0 } },
      byUnit: { ai: 1, di: 1 },
      alloc: { attacker: null, defender: null },
    })
    expect(axis.pending(r.state)).toMatchObject({ side: 'defender', prompt: 'Blue: Land combat — choose casualties' })
    expect(form(r.state)).toEqual({
      fields: [{ type: 'allocate', id: 'line', label: 'Hits', total: 1, slots: [slot('di', 'Infantry'), slot('da', 'Armor')], default: { di: 1 }, targets: 'counters' }],
      submit: 'Remove casualties',
    })
    const t = answer(r.state, { line: { da: 1 } })
    expect(form(t.state)).toEqual({
      fields: [{ type: 'allocate', id: 'line', label: 'Hits', total: 1, slots: [slot('ai', 'Infantry'), slot('aa', 'Armor')], default: { ai: 1 }, targets: 'counters' }],
      submit: 'Remove casualties',
    })
    const u = answer(t.state, {})
    expect(eventsOf(u.events, 'hits')).toEqual([
      { t: 'hits', side: 'defender', step: 'land', hits: 1, line: 1, normal: 0 },
      { t: 'hits', side: 'attacker', step: 'land', hits: 1, line: 1, normal: 0 },
    ])
    expect(eventsOf(u.events, 'casualty').map((e) => e.unit)).toEqual(['da', 'ai'])
  })

  it('§5.5 a side that scored no hit inflicts nothing: no hits are reported against the other side', () => {
    const r = axis.advance(battle({ attacker: [{ id: 'a', type: 'infantry' }], defender: [{ id: 'd', type: 'infantry' }] }, dice(6, 1)))
    expect(eventsOf(r.events, 'hits')).toEqual([{ t: 'hits', side: 'attacker', step: 'land', hits: 1, line: 1, normal: 0 }])
    expect(eventsOf(r.events, 'wasted')).toEqual([])
  })
})

describe(`${SEED} §5.7.3 double defense: the casualty question`, () => {
  // Behind the Maginot Line: French infantry is fortified, British infantry is not (§5.7.1).
  const brit = { id: 'b1', type: 'infantry', nation: 'United Kingdom' }

  it('X17 half hits go by default to fortified infantry first (a half hit costs no unit); the slots say which units are fortified', () => {
    const r = axis.advance(battle({ fortification: 'maginot', attacker: [{ id: 'g', type: 'infantry' }], defender: [brit, { id: 'f1', type: 'infantry' }] }, dice(1, 6, 6)))
    expect(form(r.state).fields).toEqual([
      { type: 'allocate', id: 'line', label: 'Hits', total: 1, slots: [slot('b1', 'Infantry'), slot('f1', 'Infantry (fortified)', 2)], default: { f1: 1 }, targets: 'counters' },
    ])
  })

  it('§5.7.3 a flipped unit takes the next hit by default; an answer that leaves it upright while another unit is hit is refused, an explicit 0 included', () => {
    const s = battle({ fortification: 'maginot', attacker: [{ id: 'g', type: 'infantry' }], defender: many('f', 'infantry', 3) }, dice(1, 6, 6, 6))
    // f2 and f3 were flipped in an earlier round.
    unit(s, 'f2').halfHits = 1
    unit(s, 'f3').halfHits = 1
    const r = axis.advance(s)
    expect(form(r.state).fields).toEqual([
      {
        type: 'allocate',
        id: 'line',
        label: 'Hits',
        total: 1,
        slots: [slot('f1', 'Infantry (fortified)', 2), slot('f2', 'Infantry (fortified, flipped)'), slot('f3', 'Infantry (fortified, flipped)')],
        default: { f2: 1 },
        targets: 'counters',
      },
    ])
    const refused = 'line: a unit already flipped must take its second hit before any other unit is hit (§5.7.3)'
    expect(() => answer(r.state, { line: { f1: 1 } })).toThrow(refused)
    expect(() => answer(r.state, { line: { f1: 1, f2: 0, f3: 0 } })).toThrow(refused)
    // Either flipped unit may take it; an untouched unit listed at 0 is not hit.
    const t = answer(r.state, { line: { f3: 1, f1: 0 } })
    expect(eventsOf(t.events, 'casualty')).toEqual([{ t: 'casualty', side: 'defender', unit: 'f3', reason: 'second half hit' }])
  })

  it('§5.5 no question when every candidate must go: one half hit and one normal hit (X17) cannot spare a unit', () => {
    // ga1 and ga2 cross the line (half hits), ca does not (a normal hit); the defenders miss.
    const spec = { fortification: 'maginot' as const, attacker: [...many('ga', 'armor', 2), { id: 'ca', type: 'armor', from: 'north' }], defender: [brit, { id: 'f1', type: 'infantry' }] }
    const r = axis.advance(battle(spec, dice(1, 1, 1, 6, 6)))
    expect(axis.pending(r.state)).toBeNull()
    expect(eventsOf(r.events, 'hits')).toEqual([{ t: 'hits', side: 'defender', step: 'land', hits: 3, line: 2, normal: 1 }])
    expect(eventsOf(r.events, 'casualty')).toEqual([
      { t: 'casualty', side: 'defender', unit: 'b1', reason: 'normal hit' },
      { t: 'casualty', side: 'defender', unit: 'f1', reason: 'second half hit' },
    ])
    expect(r.state.result).toMatchObject({ winner: 'attacker' })
  })
  it('X21 no question when the normal hits take every defender: the half hit from across the line has no unit left, one legal answer', () => {
    // ga crosses the Maginot Line (a half hit), ca1 and ca2 come from North (normal hits); the defenders miss.
    const spec = { fortification: 'maginot' as const, attacker: [{ id: 'ga', type: 'armor' }, ...many('ca', 'armor', 2).map((u) => ({ ...u, from: 'north' }))], defender: [{ id: 'di', type: 'infantry' }, { id: 'da', type: 'armor' }] }
    const r = axis.advance(battle(spec, dice(1, 1, 1, 6, 6)))
    expect(axis.pending(r.state)).toBeNull()
    expect(eventsOf(r.events, 'hits')).toEqual([{ t: 'hits', side: 'defender', step: 'land', hits: 3, line: 1, normal: 2 }])
    expect(eventsOf(r.events, 'casualty').map((e) => [e.unit, e.reason])).toEqual([['di', 'normal hit'], ['da', 'normal hit']])
    expect(eventsOf(r.events, 'wasted')).toEqual([{ t: 'wasted', side: 'defender', hits: 1, reason: 'no unit left to take them' }])
  })
})

describe(`${SEED} §5.7.4 two attacking groups: the casualty questions`, () => {
  // gi1, gi2 from West cross the Maginot Line; ca1, ca2 from North do not. f1, f2 French (fortified), b1 British.
  const spec = {
    fortification: 'maginot' as const,
    attacker: [...many('gi', 'infantry', 2), ...many('ca', 'armor', 2, { from: 'north' })],
    defender: [{ id: 'f1', type: 'infantry' }, { id: 'b1', type: 'infantry', nation: 'United Kingdom' }, { id: 'f2', type: 'infantry' }],
  }
  const defenderSlots = (max: number) => [slot('f1', 'Infantry (fortified)', max), slot('b1', 'Infantry'), slot('f2', 'Infantry (fortified)', max)]
  const attackerLine = { type: 'allocate', id: 'line', label: 'Hits on the units crossing the line', slots: [slot('gi1', 'Infantry (from West)'), slot('gi2', 'Infantry (from West)')], targets: 'counters' }
  const attackerNormal = { type: 'allocate', id: 'normal', label: 'Hits on the units not crossing the line', slots: [slot('ca1', 'Armor (from North)'), slot('ca2', 'Armor (from North)')], targets: 'counters' }

  it('§5.7.4 half hits and normal hits are two fields; normal hits go to unfortified units first, and the hits of the unit they struck go to the group that struck it', () => {
    // gi1 and ca1 hit, gi2 and ca2 miss; f1 and b1 hit, f2 misses.
    const r = axis.advance(battle(spec, dice(1, 6, 1, 6, 1, 1, 6)))
    expect(form(r.state).fields).toEqual([
      { type: 'allocate', id: 'line', label: 'Half hits from across the line', total: 1, slots: defenderSlots(2), default: { f1: 1 }, targets: 'counters' },
      { type: 'allocate', id: 'normal', label: 'Normal hits (attackers not crossing the line)', total: 1, slots: defenderSlots(1), default: { b1: 1 }, targets: 'counters' },
    ])
    expect(() => answer(r.state, { line: { f1: 1 }, normal: { f1: 1 } })).toThrow('line: f1 is already destroyed by a normal hit')
    // b1 took the normal hit: its hit goes to the North group, f1's to the West group.
    const t = answer(r.state, { line: { f1: 1 }, normal: { b1: 1 } })
    expect(form(t.state).fields).toEqual([
      { ...attackerLine, total: 1, default: { gi1: 1 } },
      { ...attackerNormal, total: 1, default: { ca1: 1 } },
    ])
    const u = answer(t.state, {})
    expect(eventsOf(u.events, 'hits')).toEqual([
      { t: 'hits', side: 'defender', step: 'land', hits: 2, line: 1, normal: 1 },
      { t: 'hits', side: 'attacker', step: 'land', hits: 2, line: 1, normal: 1 },
    ])
    expect(eventsOf(u.events, 'wasted')).toEqual([])
    expect(eventsOf(u.events, 'casualty').map((e) => e.unit)).toEqual(['b1', 'gi1', 'ca1'])
  })

  it('§5.7.4 a unit listed at 0 hits in the half-hit field may take a normal hit', () => {
    const r = axis.advance(battle(spec, dice(1, 6, 1, 6, 6, 6, 6)))
    const t = answer(r.state, { line: { f1: 0, f2: 1 }, normal: { f1: 1 } })
    expect(eventsOf(t.events, 'casualty')).toEqual([{ t: 'casualty', side: 'defender', unit: 'f1', reason: 'normal hit' }])
    expect(eventsOf(t.events, 'flip')).toEqual([{ t: 'flip', side: 'defender', unit: 'f2' }])
  })

  it('§5.7.4 only the group across the line hit: plain "Hits" for the defender; the attacker\'s question is on the crossing group alone', () => {
    // gi1 hits, the rest miss; f1 hits back: its hit goes to the West group.
    const r = axis.advance(battle(spec, dice(1, 6, 6, 6, 1, 6, 6)))
    expect(form(r.state).fields).toEqual([
      { type: 'allocate', id: 'line', label: 'Hits', total: 1, slots: defenderSlots(2), default: { f1: 1 }, targets: 'counters' },
    ])
    const t = answer(r.state, { line: { f2: 1 } })
    expect(form(t.state).fields).toEqual([{ ...attackerLine, total: 1, default: { gi1: 1 } }])
  })

  it('§5.7.4 only the group not crossing the line hit: the questions have the normal field alone', () => {
    // ca1 hits, the rest miss; b1 takes the normal hit and hits back: its hit goes to the North group.
    const r = axis.advance(battle(spec, dice(6, 6, 1, 6, 6, 1, 6)))
    expect(form(r.state).fields).toEqual([
      { type: 'allocate', id: 'normal', label: 'Normal hits (attackers not crossing the line)', total: 1, slots: defenderSlots(1), default: { b1: 1 }, targets: 'counters' },
    ])
    const t = answer(r.state, {})
    expect(form(t.state).fields).toEqual([{ ...attackerNormal, total: 1, default: { ca1: 1 } }])
    const u = answer(t.state, {})
    expect(eventsOf(u.events, 'hits')).toEqual([
      { t: 'hits', side: 'defender', step: 'land', hits: 1, line: 0, normal: 1 },
      { t: 'hits', side: 'attacker', step: 'land', hits: 1, line: 0, normal: 1 },
    ])
    expect(eventsOf(u.events, 'wasted')).toEqual([])
  })

  it('X17 a hit routed to a group with no unit there goes to the other group: the crossing group is a fighter, so the defenders\' hits fall on the North infantry', () => {
    // f (West) flies AirCap and is no land unit; ci (North) hits d1, a normal hit; d1 and d2 hit back.
    const s = battle({ fortification: 'maginot', attacker: [{ id: 'f', type: 'fighter' }, { id: 'ci', type: 'infantry', from: 'north' }], defender: many('d', 'infantry', 2) }, dice(1, 1, 1))
    const r = axis.advance(answer(s, { f: 'aircap' }).state)
    expect(eventsOf(r.events, 'hits')).toEqual([
      { t: 'hits', side: 'defender', step: 'land', hits: 1, line: 0, normal: 1 },
      { t: 'hits', side: 'attacker', step: 'land', hits: 2, line: 0, normal: 2 },
    ])
    expect(eventsOf(r.events, 'wasted')).toEqual([{ t: 'wasted', side: 'attacker', hits: 1, reason: 'no unit left to take them' }])
    expect(eventsOf(r.events, 'casualty').map((e) => e.unit)).toEqual(['d1', 'ci'])
  })

  it('X17 and X6: the group not crossing the line is a battleship bombarding (never hit): the answer of the artillery it struck falls on the crossing group', () => {
    const spec = {
      amphibious: true,
      fortification: 'maginot' as const,
      attacker: [{ id: 'bb', type: 'battleship', from: 'sea' }, ...many('gi', 'infantry', 2)],
      defender: [{ id: 'f1', type: 'infantry' }, { id: 'art', type: 'artillery' }],
    }
    // bb hits (a normal hit), art hits; the defender gives the normal hit to art.
    const r = axis.advance(battle(spec, dice(1, 1)))
    expect(axis.pending(r.state)).toMatchObject({ side: 'defender', kind: 'casualties' })
    const t = answer(r.state, { normal: { art: 1 } })
    expect(eventsOf(t.events, 'hits')).toEqual([
      { t: 'hits', side: 'defender', step: 'artillery', hits: 1, line: 0, normal: 1 },
      { t: 'hits', side: 'attacker', step: 'artillery', hits: 1, line: 1, normal: 0 },
    ])
    expect(eventsOf(t.events, 'casualty').map((e) => e.unit)).toEqual(['art', 'gi1'])
  })
})
