import { describe, expect, it } from 'vitest'
import { figures, flankHexes } from './combat.ts'
import { engine } from './engine.ts'
import { geometry } from './geometry.ts'
import { currentPicture } from './resolve.ts'
import type { KoreaState } from './state.ts'
import { answer, battle, C, E, faces, hex, NE, NW, ofType, SE, SEED, SW, unit, W, type TestBattle } from './testkit.ts'

const flanks = (s: KoreaState, lead: string) => {
  const g = geometry(s.map)
  return flankHexes(s, g, s.combats[0]!, unit(s, lead).at)
}
const flankDrm = (s: KoreaState, lead: string) => {
  const g = geometry(s.map)
  const f = figures(s, g, currentPicture(s, g, lead), { attacker: unit(s, lead), defender: unit(s, 'd') }, null)
  return f.parts.attacker.find((p) => p.source.startsWith('Flanking'))?.value ?? 0
}

describe(`${SEED} 8.2 Flanking Units: "a friendly unit (fresh or static) on the opposite side of the lead unit"`, () => {
  const b = (extra: Partial<TestBattle>): TestBattle => ({ ...extra, units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }, ...(extra.units ?? [])] })

  it('a unit of the attacker\'s across the combat hex from the lead flanks it, fresh or static, attacking or not', () => {
    for (const isStatic of [false, true]) {
      // e stands at E, not among the attacking hexes.
      const s = battle(b({ units: [{ id: 'e', side: 'attacker', at: E, static: isStatic }], combats: [{ attack: [W], defend: C }] }))
      expect(flanks(s, 'a')).toEqual([hex(E)])
      expect(flankDrm(s, 'a'), `static ${isStatic}`).toBe(2)
    }
  })

  it('the flank is read from the lead: another lead, another opposite hex', () => {
    // a at W, a2 at NW; a unit at E is across from a, not from a2 (across from NW is SE).
    const s = battle(b({ units: [{ id: 'a2', side: 'attacker', at: NW }, { id: 'e', side: 'attacker', at: E }], combats: [{ attack: [W, NW], defend: C }] }))
    expect(flanks(s, 'a')).toEqual([hex(E)])
    expect(flanks(s, 'a2')).toEqual([])
  })

  it('the defender\'s own unit across the combat hex flanks nothing', () => {
    const s = battle(b({ units: [{ id: 'd2', side: 'defender', at: E }] }))
    expect(flanks(s, 'a')).toEqual([])
  })
})

describe(`${SEED} 8.2 Flanking Units: "at most 3 units (with or without the lead) in 3 non adjacent hexes" (K3)`, () => {
  const ring = (at: [number, number][], lead = W): TestBattle => ({
    units: [...at.map((x, i) => ({ id: hex(x) === hex(lead) ? 'a' : `x${i}`, side: 'attacker' as const, at: x })), { id: 'd', side: 'defender', at: C }],
    combats: [{ attack: at, defend: C }],
  })

  it('attackers in three hexes round the combat hex, no two touching, flank it: the two that are not the lead\'s', () => {
    const s = battle(ring([NE, W, SE]))
    expect(flanks(s, 'a')).toEqual([hex(NE), hex(SE)])
    expect(flankDrm(s, 'a')).toBe(4)
    // The other trio, without the lead among them: all three flank.
    const t = battle({ units: [{ id: 'a', side: 'attacker', at: W }, { id: 'x1', side: 'attacker', at: E }, { id: 'x2', side: 'attacker', at: NW }, { id: 'x3', side: 'attacker', at: SW }, { id: 'd', side: 'defender', at: C }], combats: [{ attack: [W, E, NW, SW], defend: C }] })
    // E is also across from the lead: counted once.
    expect(flanks(t, 'a')).toEqual([hex(E), hex(NW), hex(SW)])
    expect(flankDrm(t, 'a')).toBe(6)
  })

  it('three hexes side by side do not flank; nor do two of a trio', () => {
    expect(flanks(battle(ring([W, NW, NE])), 'a')).toEqual([])
    expect(flanks(battle(ring([W, NE])), 'a')).toEqual([])
  })

  it('a trio flanks only when each of its hexes is an attacking hex with an attacker\'s unit in it: not with a unit that does not attack, nor with an empty attacking hex', () => {
    // x2 stands at SE but the combat attacks from W and NE only.
    const idle = battle({ ...ring([NE, W, SE]), combats: [{ attack: [NE, W], defend: C }] })
    expect(flanks(idle, 'a')).toEqual([])
    // SE is named an attacking hex but nobody stands there.
    const empty = battle({ ...ring([NE, W]), combats: [{ attack: [NE, W, SE], defend: C }] })
    expect(flanks(empty, 'a')).toEqual([])
  })

  it('a routed attacker whose last hex is an attacking hex neither attacks nor flanks: only units on the map are in the combat', () => {
    const s = battle(ring([NE, W, SE]))
    unit(s, 'x2').place = 'routs'
    const g = geometry(s.map)
    const pic = currentPicture(s, g, 'a')
    expect(pic.attacking.map((u) => u.id)).toEqual(['x0', 'a'])
    expect(flanks(s, 'a')).toEqual([])
  })

  it('"The Flanking bonuses are cumulative with the bonuses for unit adjacency": a flanking attacker counts for both in a Prepared Attack', () => {
    const s = battle(ring([NE, W, SE]))
    const g = geometry(s.map)
    const f = figures(s, g, currentPicture(s, g, 'a'), { attacker: unit(s, 'a'), defender: unit(s, 'd') }, null)
    expect(f.parts.attacker.map((p) => [p.source, p.value])).toEqual([
      ['Non-static attacking units: 3, the lead included', 3],
      ['Flanking attackers: 2 (+2 each, at most +6)', 4],
    ])
  })

  it('the flanking hexes are drawn on the map (arrows marked Flank, the hexes marked flank) and their units are in the combat: they draw chips', () => {
    let s = battle(ring([NE, W, SE]), faces(3, 3, [0, 0, 0, 0]))
    s = answer(s, 'lead', { lead: 'a' }).state
    const v = engine.view(s)
    expect(v.map!.arrows!.map((a) => [a.from, a.label])).toEqual([[hex(NE), 'Flank'], [hex(W), 'Lead'], [hex(SE), 'Flank']])
    expect(v.map!.places.find((p) => p.id === hex(NE))!.marks).toContain('flank')
    expect(v.counters.find((c) => c.id === 'x0')!.notes).toContain('Flanking the defender')
    const r = engine.advance(answer(s, 'lead').state)
    expect(ofType(r.events, 'chips')[0]!.chips.map((c) => c.unit)).toEqual(['x0', 'a', 'x2'])
  })
})
