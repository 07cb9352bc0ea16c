import { describe, expect, it } from 'vitest'
import type { FormField } from '../../core/form.ts'
import { engine } from './engine.ts'
import { geometry } from './geometry.ts'
import { retreatChoices } from './retreat.ts'
import { findKorea } from './scenarios.ts'
import type { KoreaState } from './state.ts'
import { answer, battle, C, E, faces, fight, hex, NE, NW, ofType, playDefault, satisfyWith, SE, SEED, SW, unit, W, type At, type TestBattle } from './testkit.ts'

const choices = (s: KoreaState, id: string, far = false) => retreatChoices(s, geometry(s.map), unit(s, id), far, s.combats[0]!.defend)
const hexes = (s: KoreaState, id: string, far = false) => choices(s, id, far).map((c) => c.hex)

/** The defender d in the combat hex, attacked from W; supply and other units as given. */
const around = (extra: Partial<TestBattle>, supply: At[] = []): KoreaState =>
  battle({ ...extra, units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }, ...(extra.units ?? [])], combats: [{ attack: [W], defend: C }], defender: { supply, ...(extra.defender ?? {}) } })

describe(`${SEED} 8.3 "when retreating, units must attempt to retreat towards a source of supply and away from enemy units. If possible." (K12)`, () => {
  it('the hexes nearer a source of supply and farther from the nearest enemy are the legal ones', () => {
    // Supply to the east: E alone comes nearer it, and it is farther from a (at W) than the combat hex.
    const s = around({}, [[6, 2]])
    expect(hexes(s, 'd')).toEqual([hex(E)])
    expect(choices(s, 'd')[0]!.why).toBe('towards supply and away from the enemy')
    // Supply to the north-east: NE and E come nearer; both are two hexes from a.
    expect(hexes(around({}, [[6, 0]]), 'd')).toEqual([hex(E), hex(NE)])
  })

  it('when no hex does both, towards supply; when none leads towards supply, away from the enemy; else any free hex', () => {
    // Enemies at W, NE, E and SE leave NW and SW, both next to an enemy; supply to the south-west: SW comes nearer it.
    const west = around({ units: [{ id: 'x', side: 'attacker', at: NE }, { id: 'y', side: 'attacker', at: SE }, { id: 'z', side: 'attacker', at: E }] }, [[0, 4]])
    expect(choices(west, 'd')).toEqual([{ hex: hex(SW), why: 'towards supply (no hex leads away from the enemy as well)' }])
    // Supply due west, behind a: neither free hex comes nearer, neither leads away; both may be taken.
    expect(choices(around({ units: [{ id: 'x', side: 'attacker', at: NE }, { id: 'y', side: 'attacker', at: SE }, { id: 'z', side: 'attacker', at: E }] }, [[0, 2]]), 'd').map((c) => [c.hex, c.why])).toEqual([
      [hex(NW), 'no hex leads towards supply or away from the enemy'],
      [hex(SW), 'no hex leads towards supply or away from the enemy'],
    ])
    // No supply at all: away from the enemy.
    const none = around({})
    expect(choices(none, 'd')[0]!.why).toBe('away from the enemy (no hex leads towards supply)')
    expect(hexes(none, 'd')).toEqual([hex(E), hex(NE), hex(SE)])
  })

  it('a retreat never enters the sea or a hex an enemy holds, and an attacker never the hex it attacked', () => {
    const s = around({ terrain: [[E, 'sea']], units: [{ id: 'x', side: 'attacker', at: NE }] })
    expect(hexes(s, 'd')).not.toContain(hex(E))
    expect(hexes(s, 'd')).not.toContain(hex(NE))
    expect(hexes(s, 'd')).not.toContain(hex(W))
    const emptied = { ...s, units: s.units.map((u) => (u.id === 'd' ? { ...u, at: hex([6, 4]) } : u)) }
    expect(hexes(emptied, 'a')).not.toContain(hex(C))
  })

  it('a 2–3 hex retreat steps through free hexes only: an enemy line is not crossed', () => {
    // d at C hemmed in by enemies on five sides, the sixth (E) open: every far hex lies beyond E.
    const s = around({ units: [NE, NW, SW, SE].map((at, i) => ({ id: `x${i}`, side: 'attacker' as const, at })), defender: { supply: [] } })
    for (const h of hexes(s, 'd', true)) {
      const x = geometry(s.map).hexes.get(h)!
      expect(x.q, h).toBeGreaterThanOrEqual(4)
    }
    expect(hexes(s, 'd')).toEqual([hex(E)])
  })

  it('the destination is the owner\'s: a place field on the map, the hexes lit; one hex only is taken at once', () => {
    const b: TestBattle = { units: [{ id: 'a', side: 'attacker', at: W, quality: 'A' }, { id: 'd', side: 'defender', at: C }, { id: 'd2', side: 'defender', at: C }], attacker: { air: 3 } }
    // 3 + 6 (air 3, A against C +2, one attacking unit) against 2: 7 loss points.
    let s = fight(battle(b, faces(3, 2, [0, 0, 0]))).state
    expect(s.now!.owed.defender).toBe(7)
    s = satisfyWith(s, { 'retreat:d2': 1, d: 1, d2: 1, vp: 4 }).state
    const d = engine.pending(s)!
    expect(d).toMatchObject({ kind: 'retreat', side: 'defender' })
    const f = d.options.fields[0] as Extract<FormField, { type: 'place' }>
    expect(f).toMatchObject({ type: 'place', targets: 'places' })
    expect(f.choices.map((c) => c.value)).toEqual([hex(E), hex(NE), hex(SE)])
    const r = answer(s, 'retreat', { to: hex(SE) })
    expect(ofType(r.events, 'retreat')[0]).toMatchObject({ unit: 'd2', from: hex(C), to: hex(SE), far: false })
    expect(engine.view(r.state).map!.arrows!.some((a) => a.label === 'Retreat' && a.from === hex(C) && a.to === hex(SE))).toBe(true)
    // The answer must be one of the lit hexes.
    expect(() => answer(s, 'retreat', { to: hex(W) })).toThrow()
  })
})

describe(`${SEED} 8.3 retreats: when no retreat is possible (K13)`, () => {
  it('a unit with no free hex is offered no retreat; its loss points go to statics, depots, VP or the Rout box', () => {
    const s = around({ terrain: [[E, 'sea'], [NE, 'sea'], [SE, 'sea']], units: [{ id: 'x', side: 'attacker', at: NW }, { id: 'y', side: 'attacker', at: SW }] })
    expect(hexes(s, 'd')).toEqual([])
    expect(hexes(s, 'd', true)).toEqual([])
  })

  it('korea-yongdok: the 22nd Regiment, its back to the sea, has no retreat slot, whatever it owes', () => {
    const sc = findKorea('korea-yongdok')
    for (const seed of ['1', '2', '3', '4', '5']) {
      const s = playDefault(engine.setup(sc, seed), (x) => x.now?.step === 'losses').state
      const d = engine.pending(s)!
      if (d.side !== 'defender') continue
      const f = d.options.fields[0] as Extract<FormField, { type: 'allocate' }>
      expect(f.slots.some((x) => x.value.includes('retreat')), seed).toBe(false)
      expect(f.slots.map((x) => x.value)).toContain('rok22')
      expect(f.slots.map((x) => x.value)).toContain('rout:rok22')
      return
    }
    throw new Error('the 22nd Regiment never owed loss points')
  })
})


describe(`${SEED} 8.3 "towards a source of supply and away from enemy units" (K12): which units count, and in what order the hexes come`, () => {
  it('only the other side\'s units on the map are enemies: a friend\'s hex is open, a routed enemy neither blocks nor repels', () => {
    // Supply to the east: E is the one hex towards it and away from a; a friend there does not close it.
    expect(hexes(around({ units: [{ id: 'd3', side: 'defender', at: E }] }, [[6, 2]]), 'd')).toEqual([hex(E)])
    // x at E, routed, is off the map: E is open again and a is still the only enemy.
    const s = around({ units: [{ id: 'x', side: 'attacker', at: E }] }, [[6, 2]])
    expect(hexes(s, 'd')).not.toContain(hex(E))
    unit(s, 'x').place = 'routs'
    expect(choices(s, 'd')).toEqual([{ hex: hex(E), why: 'towards supply and away from the enemy' }])
  })

  it('an attacking unit never retreats into the hex it attacked, even emptied; a defender may step into it', () => {
    const s = around({ units: [{ id: 'd3', side: 'defender', at: SE }] }, [[0, 2]])
    unit(s, 'd').place = 'routs'
    expect(hexes(s, 'a')).not.toContain(hex(C))
    expect(hexes(s, 'a').length).toBeGreaterThan(0)
    expect(hexes(s, 'd3')).toContain(hex(C))
  })

  it('an attacking unit never retreats into the hex it attacked, even when that hex alone would lead towards its supply and away from the enemy', () => {
    // The attacker's supply to the east, the defender's one other unit far to the west: from W, only C comes nearer supply and goes away from it.
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }, { id: 'd3', side: 'defender', at: [0, 3] }], combats: [{ attack: [W], defend: C }], attacker: { supply: [[6, 2]] } })
    unit(s, 'd').place = 'routs'
    expect(hexes(s, 'a')).not.toContain(hex(C))
    expect(hexes(s, 'a').length).toBeGreaterThan(0)
  })

  it('"Quality B-A units may retreat 2-3 hexes": a retreat of exactly 2 hexes is one, the start hex and the hexes next to it are not', () => {
    // Sea everywhere but W, the combat hex, NE and the hex beyond it: d can go 2 hexes, to [5, 0], and no farther.
    const open = new Set([hex(W), hex(C), hex(NE), hex([5, 0])])
    const terrain: [At, 'sea'][] = []
    for (let r = 0; r < 5; r++) for (let q = 0; q < 7; q++) if (!open.has(hex([q, r]))) terrain.push([[q, r], 'sea'])
    const s = around({ terrain })
    expect(hexes(s, 'd', true)).toEqual([hex([5, 0])])
    expect(hexes(s, 'd')).toEqual([hex(NE)])
  })

  it('a retreat of 2–3 hexes never comes back to the hex it left, even with no enemy left on the map to move away from', () => {
    const open = new Set([hex(W), hex(C), hex(NE), hex([5, 0])])
    const terrain: [At, 'sea'][] = []
    for (let r = 0; r < 5; r++) for (let q = 0; q < 7; q++) if (!open.has(hex([q, r]))) terrain.push([[q, r], 'sea'])
    const s = around({ terrain })
    unit(s, 'a').place = 'routs'
    expect(choices(s, 'd', true)).toEqual([{ hex: hex([5, 0]), why: 'no hex leads towards supply or away from the enemy' }])
  })

  it('of the legal hexes, those nearest supply come first, then those farthest from the enemy, then the fixed order of directions; the others are left out', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: W }, { id: 'a2', side: 'attacker', at: NW }, { id: 'd', side: 'defender', at: C, quality: 'B' }], combats: [{ attack: [W, NW], defend: C }], defender: { supply: [[6, 4]] } })
    expect(hexes(s, 'd', true)).toEqual(['6-2', '5-3', '4-4', '5-2', '4-3', '3-4', '6-1', '6-0', '5-1', '2-4'])
    // No supply: farthest from the enemy first.
    const none = battle({ units: [{ id: 'a', side: 'attacker', at: W }, { id: 'a2', side: 'attacker', at: NW }, { id: 'd', side: 'defender', at: C, quality: 'B' }], combats: [{ attack: [W, NW], defend: C }] })
    expect(hexes(none, 'd', true)).toEqual(['6-2', '5-3', '4-4', '5-2', '4-3', '3-4', '6-1', '6-0', '5-1', '5-0', '1-4', '2-4', '0-3', '0-4'])
  })
})
