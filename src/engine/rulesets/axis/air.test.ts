import { describe, expect, it } from 'vitest'
import { answer, axis, battle, dice, eventsOf, many, unit } from './testkit.ts'
import type { AxisState } from './state.ts'

const SEED = '003_e76c4a8044852cfa.txt'

function adv(s: AxisState) {
  return axis.advance(s)
}

describe(`${SEED} §5.2 Air Combat: the seed's worked example`, () => {
  // Two German infantry, two fighters and a bomber against five British infantry and a fighter.
  const spec = {
    attacker: [...many('gi', 'infantry', 2), ...many('gf', 'fighter', 2), { id: 'gb', type: 'bomber' }],
    defender: [...many('bi', 'infantry', 5), { id: 'bf', type: 'fighter' }],
  }
  const faces = dice(1, 6, 6, 6, 2, 1, 1, 5, 1, 1, 1)

  function roundOne() {
    let s = battle(spec, faces)
    s = answer(s, { gf1: 'aircap', gf2: 'tacair' }).state
    s = answer(s, { bf: 'aircap' }).state
    const events = []
    let r = adv(s) // 2a, 2b, then the attacker aims its TacAir
    events.push(...r.events)
    expect(axis.pending(r.state)).toMatchObject({ side: 'attacker', kind: 'aim' })
    r = answer(r.state, { gf2: 'bi1', gb: 'bi2' })
    r = adv(r.state) // 4a fires, then the missed infantry choose
    events.push(...r.events)
    expect(axis.pending(r.state)).toMatchObject({ side: 'defender', kind: 'aim' })
    r = answer(r.state, { bi1: 'gf2', bi2: 'gb' })
    r = adv(r.state)
    events.push(...r.events)
    return { s: r.state, events }
  }

  it('§5.2 steps 2a/2b: the hit British AirCap must answer the German AirCap, and still fires before it is removed', () => {
    const { events } = roundOne()
    const shots = eventsOf(events, 'shot')
    expect(shots[0]).toMatchObject({ side: 'attacker', unit: 'gf1', target: 'bf', die: 1, value: 3, hit: true })
    expect(shots[1]).toMatchObject({ side: 'defender', unit: 'bf', target: 'gf1', die: 6, value: 4, hit: false })
  })

  it('§5.2 step 4a: missed land units may answer the TacAir at half defense (infantry 2 → 1)', () => {
    const { events } = roundOne()
    const shots = eventsOf(events, 'shot')
    expect(shots[2]).toMatchObject({ unit: 'gf2', target: 'bi1', value: 3, hit: false })
    expect(shots[3]).toMatchObject({ unit: 'gb', target: 'bi2', value: 4, hit: false })
    expect(shots[4]).toMatchObject({ unit: 'bi1', target: 'gf2', value: 1, hit: false })
    expect(shots[5]).toMatchObject({ unit: 'bi2', target: 'gb', value: 1, hit: true })
  })

  it('§5.5: only the three infantry that did not answer the TacAir fire in land combat; the third German hit is lost', () => {
    const { s, events } = roundOne()
    const land = eventsOf(events, 'shot').slice(6)
    expect(land.map((e) => e.unit)).toEqual(['gi1', 'gi2', 'bi3', 'bi4', 'bi5'])
    expect(eventsOf(events, 'wasted')).toEqual([{ t: 'wasted', side: 'attacker', hits: 1, reason: 'no unit left to take them' }])
    expect(['gi1', 'gi2', 'gb'].map((id) => unit(s, id).place)).toEqual(['losses', 'losses', 'losses'])
    expect(unit(s, 'bf').place).toBe('losses')
    expect(s.units.filter((u) => u.side === 'defender' && u.place === 'field')).toHaveLength(4)
  })

  it('§5.2 special rule 1: next round the German TacAir without land units is fired on in land combat', () => {
    const { s } = roundOne()
    let t = answer(s, { retreat: 'none' }).state
    t = answer(t, { retreat: 'none' }).state
    t = { ...t, dice: { kind: 'script', faces: dice(6, 1, 6, 6, 6), next: 0, rolled: 0 } }
    let r = adv(t)
    expect(eventsOf(r.events, 'exposed')).toEqual([{ t: 'exposed', side: 'attacker', units: ['gf2'] }])
    // gf2 aims at an infantry (one choice per target: asked), then land combat hits gf2.
    if (axis.pending(r.state)?.kind === 'aim') r = adv(answer(r.state, { gf2: 'bi2' }).state)
    if (axis.pending(r.state)?.kind === 'aim') r = adv(answer(r.state, { bi2: 'land' }).state)
    expect(unit(r.state, 'gf2').place).toBe('losses')
  })
})

describe(`${SEED} §5.2 step 1 Air Defense`, () => {
  it('§5.2 step 1: the AA gun fires once at each attacking plane and downs it on a 1, at once', () => {
    const s = battle({ attacker: [...many('f', 'fighter', 2), { id: 'i', type: 'infantry' }], defender: [{ id: 'aa', type: 'aa-gun' }, { id: 'd', type: 'infantry' }] }, dice(1, 2, 6, 6, 6, 6))
    const t = answer(s, { f1: 'tacair', f2: 'tacair' }).state
    const r = adv(t)
    const shots = eventsOf(r.events, 'shot')
    expect(shots.slice(0, 2)).toMatchObject([
      { unit: 'aa', target: 'f1', value: 1, die: 1, hit: true },
      { unit: 'aa', target: 'f2', value: 1, die: 2, hit: false },
    ])
    expect(eventsOf(r.events, 'casualty')[0]).toMatchObject({ unit: 'f1', reason: 'downed by the AA gun' })
  })
})

describe(`${SEED} §5.2 steps 2a–3b aimed air-to-air fire`, () => {
  const spec = { attacker: [{ id: 'a1', type: 'fighter' }, { id: 'ab', type: 'bomber' }, { id: 'ai', type: 'infantry' }], defender: [{ id: 'd1', type: 'fighter' }, { id: 'd2', type: 'fighter' }, { id: 'di', type: 'infantry' }] }

  it('§5.2 step 2b: a defending AirCap shot at but missed may answer its shooter or fire at an enemy TacAir; one not shot at may aim at any plane', () => {
    let s = battle(spec, dice(6))
    s = answer(s, { a1: 'aircap' }).state
    s = answer(s, { d1: 'aircap', d2: 'aircap' }).state
    let r = adv(s)
    expect(axis.pending(r.state)).toMatchObject({ side: 'attacker', kind: 'aim' })
    r = adv(answer(r.state, { a1: 'd1' }).state)
    const form = axis.pending(r.state)!.options
    const d1 = form.fields.find((f) => f.id === 'd1')!
    const d2 = form.fields.find((f) => f.id === 'd2')!
    expect(d1.type === 'pick' && d1.choices.map((c) => c.value)).toEqual(['a1', 'ab'])
    expect(d2.type === 'pick' && d2.choices.map((c) => c.value).sort()).toEqual(['a1', 'ab'])
  })

  it('§5.2 step 3a: an attacking TacAir hit by defending AirCap must answer it at its defensive value (bomber 1)', () => {
    let s = battle(spec, dice(6, 1, 6, 1, 6, 6, 6, 6))
    s = answer(s, { a1: 'aircap' }).state
    s = answer(s, { d1: 'aircap', d2: 'aircap' }).state
    let r = adv(s)
    r = adv(answer(r.state, { a1: 'd1' }).state) // a1 misses d1
    r = adv(answer(r.state, { d1: 'ab', d2: 'a1' }).state) // d1 hits the bomber, d2 misses a1; bomber answers d1
    const shots = eventsOf(r.events, 'shot')
    expect(shots.find((e) => e.unit === 'ab')).toMatchObject({ target: 'd1', value: 1, die: 1, hit: true })
    // Both hit planes are gone at the end of Air Combat.
    expect(unit(r.state, 'ab').place).toBe('losses')
    expect(unit(r.state, 'd1').place).toBe('losses')
  })
})

describe(`${SEED} §5.2 special rule 2 and the table of combat situations`, () => {
  it('special rule 2: no TacAir without enemy land units: fighters fly AirCap unasked, bombers stay out', () => {
    const s = battle({ attacker: [{ id: 'f', type: 'fighter' }, { id: 'b', type: 'bomber' }], defender: [{ id: 'd', type: 'fighter' }] })
    expect(axis.pending(s)).toBeNull()
    expect(unit(s, 'f').mission).toBe('aircap')
    expect(unit(s, 'b').place).toBe('away')
  })

  it('table, Land vs AirCap: no combat; the defending planes have to retreat and the attacker wins', () => {
    const s = battle({ attacker: [{ id: 'i', type: 'infantry' }], defender: [{ id: 'd', type: 'fighter' }] })
    const r = adv(answer(s, { d: 'aircap' }).state)
    expect(r.state.result).toMatchObject({ winner: 'attacker', conquered: true })
    expect(unit(r.state, 'd')).toMatchObject({ place: 'away', movedTo: 'east' })
  })

  it('table, AirCap vs Land: AirCap cannot fire at land units; no combat, the defender holds', () => {
    let s = battle({ attacker: [{ id: 'f', type: 'fighter' }], defender: [{ id: 'i', type: 'infantry' }] })
    s = answer(s, { f: 'aircap' }).state
    const r = adv(s)
    expect(r.state.result).toMatchObject({ winner: 'defender' })
    expect(eventsOf(r.events, 'shot')).toEqual([])
  })

  it('table and X6, AirCap vs Land off a beach: a destroyer off shore does not bombard, so no combat is possible from round 1 on (no empty round, no retreat question); found writing the random scenarios of issue 18', () => {
    const spec = (ship: string) => ({ amphibious: true, attacker: [{ id: 's', type: ship, from: 'sea' }, { id: 'f', type: 'fighter' }], defender: [{ id: 'i', type: 'infantry' }] })
    const r = axis.advance(answer(battle(spec('destroyer')), { f: 'aircap' }).state)
    expect(r.state.result).toMatchObject({ winner: 'defender', reason: 'no combat possible: the attacker cannot fire at anything the defender has' })
    expect(r.state.round).toBe(1)
    expect(eventsOf(r.events, 'step')).toEqual([])
    // A battleship does bombard: round 1 is fought.
    const b = axis.advance(answer(battle(spec('battleship')), { f: 'aircap' }).state)
    expect(eventsOf(b.events, 'shot').map((e) => e.unit)).toContain('s')
  })
})
