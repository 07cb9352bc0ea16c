import { describe, expect, it } from 'vitest'
import { RuleError } from '../../core/types.ts'
import { Board } from './board.ts'
import { attackFigures, legalAttacks, supportsOf } from './combat.ts'
import { COLUMNS } from './crt.ts'
import { engine } from './engine.ts'
import { geometry } from './geometry.ts'
import { attack, battle, hex, ofType, SECOND_PICTURE, SEED, unit, type At, type TestBattle, type TestUnit } from './testkit.ts'
import type { NapState, Terrain } from './state.ts'

const figures = (s: NapState, a: string, d: string) => attackFigures(s, geometry(s.map), unit(s, a), unit(s, d))
const column = (s: NapState, a: string, d: string) => COLUMNS[figures(s, a, d).column]
const pairs = (s: NapState) => legalAttacks(s, geometry(s.map)).map(([a, d]) => `${a.id}>${d.id}`)
const supports = (s: NapState, friend: string, foe: string) => supportsOf(s, geometry(s.map), unit(s, friend), unit(s, foe)).map((u) => u.id)
/** The same question asked of the AI's typed-array board (board.ts), which must answer alike. */
function boardSupports(s: NapState, friend: string, foe: string): string[] {
  const b = new Board(s)
  const out = new Int32Array(s.units.length)
  const k = b.supports(b.unitIndex(friend), b.unitIndex(foe), out)
  return Array.from(out.subarray(0, k), (i) => b.ids[i]!)
}

/** Two units face to face, Blue at (3,3) attacking Yellow at (3,2) to its north-west, with whatever else is given. */
function duel(extra: Partial<TestBattle> = {}, a: Partial<TestUnit> = {}, d: Partial<TestUnit> = {}): TestBattle {
  return {
    ...extra,
    units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 4, ...a }, { id: 'd', side: 'defender', at: [3, 2], strength: 4, ...d }, ...(extra.units ?? [])],
  }
}

describe(`${SEED} Combat phase: who may attack whom`, () => {
  it('"only those units which are able to attack or to be attacked are in white": the view makes the others inactive and untargetable', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 4 }, { id: 'far', side: 'attacker', at: [6, 6], strength: 4 }, { id: 'd', side: 'defender', at: [3, 2], strength: 4 }, { id: 'e', side: 'defender', at: [0, 0], strength: 4 }] })
    const v = engine.view(s)
    const c = (id: string) => v.counters.find((x) => x.id === id)!
    expect([c('a').active, c('far').active, c('d').active, c('e').active]).toEqual([true, false, false, false])
    expect([c('a').targetable, c('far').targetable, c('d').targetable, c('e').targetable]).toEqual([false, false, true, false])
    expect(c('a').at).toBe('3-3')
  })

  it('"A unit may only attack once per combat phase": after its attack it is no longer offered and is refused', () => {
    // a (3,3) touches d (3,2) and e (4,2).
    let s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 9 }, { id: 'd', side: 'defender', at: [3, 2], strength: 9 }, { id: 'e', side: 'defender', at: [4, 2], strength: 9 }] }, [3, 0, 0])
    expect(pairs(s)).toEqual(['a>d', 'a>e'])
    s = attack(s, 'a', 'd').state
    expect(pairs(s)).toEqual([])
    expect(() => attack(s, 'a', 'e')).toThrow(RuleError)
  })

  it('"an enemy unit may only be attacked once": a second attacker is refused', () => {
    let s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 9 }, { id: 'b', side: 'attacker', at: [2, 3], strength: 9 }, { id: 'd', side: 'defender', at: [3, 2], strength: 9 }] }, [3, 0, 0])
    s = attack(s, 'a', 'd').state
    expect(unit(s, 'd').place).toBe('field')
    expect(pairs(s)).toEqual([])
    expect(() => attack(s, 'b', 'd')).toThrow(/already been attacked/)
  })

  it('"Combat is not possible … over rivers and major rivers": no attack across either, unless a bridge crosses it', () => {
    for (const feature of ['river', 'major-river']) {
      expect(pairs(battle(duel({ edges: [[[3, 3], [3, 2], [feature]]] })))).toEqual([])
      expect(pairs(battle(duel({ edges: [[[3, 3], [3, 2], [feature, 'bridge']]] })))).toEqual(['a>d'])
    }
    expect(() => attack(battle(duel({ edges: [[[3, 3], [3, 2], ['river']]] })), 'a', 'd')).toThrow(/a river lies between #a and #d/)
  })

  it('"… up or down slopes greater than one level": two levels forbid the attack, one level allows it', () => {
    expect(pairs(battle(duel({ elevation: [[[3, 2], 2]] })))).toEqual([])
    expect(pairs(battle(duel({ elevation: [[[3, 3], 2]] })))).toEqual([])
    expect(pairs(battle(duel({ elevation: [[[3, 2], 1]] })))).toEqual(['a>d'])
    expect(pairs(battle(duel({ elevation: [[[3, 2], 3], [[3, 3], 2]] })))).toEqual(['a>d'])
    expect(() => attack(battle(duel({ elevation: [[[3, 2], 2]] })), 'a', 'd')).toThrow(/slope of more than one level/)
  })

  it('"Effects of demoralisation": a unit at morale 0 cannot carry out an attack', () => {
    const s = battle(duel({}, { morale: 0 }))
    expect(pairs(s)).toEqual([])
    expect(engine.view(s).counters.find((c) => c.id === 'a')).toMatchObject({ active: false, panicked: true })
    expect(() => attack(s, 'a', 'd')).toThrow(/demoralised/)
    expect(engine.pending(s)).toBeNull()
  })

  it('only the phasing player attacks, and only enemy units', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 4 }, { id: 'b', side: 'attacker', at: [2, 3], strength: 4 }, { id: 'd', side: 'defender', at: [3, 2], strength: 4 }] })
    expect(() => attack(s, 'd', 'a')).toThrow(RuleError)
    expect(() => attack(s, 'a', 'b')).toThrow(/friendly/)
    expect(() => engine.decide(s, 'defender', { kind: 'attack', answer: { attacker: 'd', defender: 'a' } })).toThrow(RuleError)
  })
})

/**
 * The seed's first picture: the attacker at the lower right (3,3), the enemy
 * it attacks at (3,2), a second green unit in the centre (2,3) next to both
 * and next to an enemy artillery (2,2) across a double slope.
 */
function firstPicture(artilleryLevel: number): TestBattle {
  return {
    elevation: [[[2, 2], artilleryLevel]],
    units: [
      { id: 'attacker', side: 'attacker', at: [3, 3], strength: 2 },
      { id: 'centre', side: 'attacker', at: [2, 3], strength: 2 },
      { id: 'target', side: 'defender', at: [3, 2], strength: 2 },
      { id: 'artillery', side: 'defender', at: [2, 2], strength: 2, type: 'artillery' },
    ],
  }
}


describe(`${SEED} Support during combat`, () => {
  it('offensive support: "The present odds ratio is 4 (2+2) for the attacking unit vs 2 for the defending unit, thus 2 vs 1"', () => {
    const s = battle(firstPicture(2))
    expect(supports(s, 'attacker', 'target')).toEqual(['centre'])
    expect(figures(s, 'attacker', 'target')).toMatchObject({ attack: 4, defend: 2 })
    expect(column(s, 'attacker', 'target')).toBe('2–1')
  })

  it('"Units on contact" excludes a slope of more than one level: across a single slope the artillery engages the centre unit, which then gives no support', () => {
    const s = battle(firstPicture(1))
    expect(supports(s, 'attacker', 'target')).toEqual([])
    expect(column(s, 'attacker', 'target')).toBe('1–1')
  })

  it('"Units on contact" excludes rivers and major rivers: an enemy across one does not engage, one across a bridge does', () => {
    for (const feature of ['river', 'major-river']) {
      const across = battle({ ...firstPicture(0), edges: [[[2, 3], [2, 2], [feature]]] })
      expect(supports(across, 'attacker', 'target')).toEqual(['centre'])
      const bridged = battle({ ...firstPicture(0), edges: [[[2, 3], [2, 2], [feature, 'bridge']]] })
      expect(supports(bridged, 'attacker', 'target')).toEqual([])
    }
  })

  it('"In this situation each side gets a support. The odds ratio is 4 (2+2) vs 4 (2+2), thus 1 vs 1"', () => {
    const s = battle({ units: SECOND_PICTURE })
    expect(supports(s, 'g1', 'r1')).toEqual(['g2'])
    expect(supports(s, 'r1', 'g1')).toEqual(['r2'])
    expect(figures(s, 'g1', 'r1')).toMatchObject({ attack: 4, defend: 4 })
    expect(column(s, 'g1', 'r1')).toBe('1–1')
    // "… or … two successive attacks, each time between one green unit and the enemy unit located at its left."
    expect(pairs(s)).toEqual(['g1>r1', 'g1>r2', 'g2>r1'])
    expect(figures(s, 'g1', 'r2')).toMatchObject({ attack: 2, defend: 2 })
  })

  it('a unit in contact with another enemy unit gives no support, on either side', () => {
    // g2 would support g1 against r1, but an enemy r3 at (4,1) engages it; r2 would support r1 but a green g3 at (0,4) engages it.
    const s = battle({ units: [...SECOND_PICTURE, { id: 'r3', side: 'defender', at: [4, 1], strength: 2 }, { id: 'g3', side: 'attacker', at: [0, 4], strength: 2 }] })
    expect(supports(s, 'g1', 'r1')).toEqual([])
    expect(supports(s, 'r1', 'g1')).toEqual([])
    expect(figures(s, 'g1', 'r1')).toMatchObject({ attack: 2, defend: 2 })
  })

  it('"demoralised units cannot bring a support", on either side', () => {
    const low = SECOND_PICTURE.map((u) => (u.id === 'g2' || u.id === 'r2' ? { ...u, morale: 0 } : u))
    const s = battle({ units: low })
    expect(supports(s, 'g1', 'r1')).toEqual([])
    expect(supports(s, 'r1', 'g1')).toEqual([])
  })

  it('"if it is not on contact with another enemy unit": a demoralised enemy in contact stops a support too (N9), on the typed-array board as well', () => {
    const s = battle({ units: [...SECOND_PICTURE, { id: 'r3', side: 'defender', at: [4, 1], strength: 2, morale: 0 }] })
    expect(supports(s, 'g1', 'r1')).toEqual([])
    expect(boardSupports(s, 'g1', 'r1')).toEqual([])
    // Taken away, the support comes back: it was the contact that stopped it.
    const without = battle({ units: SECOND_PICTURE })
    expect(supports(without, 'g1', 'r1')).toEqual(['g2'])
    expect(boardSupports(without, 'g1', 'r1')).toEqual(['g2'])
  })

  it('"Units that have eliminated an adverse unit or that have made an adverse unit retreat … bring systematically a support even if they are on contact with another enemy unit"; but "demoralised units cannot bring a support" (N23)', () => {
    // r3 engages g2; g2 won an earlier attack of this phase.
    const engaged = battle({ units: [...SECOND_PICTURE, { id: 'r3', side: 'defender', at: [4, 1], strength: 2 }] })
    const marked = (morale: number): NapState => ({ ...engaged, units: engaged.units.map((u) => (u.id === 'g2' ? { ...u, victorious: true, morale } : u)) })
    expect(supports(engaged, 'g1', 'r1')).toEqual([])
    const victorious = marked(4)
    expect(supports(victorious, 'g1', 'r1')).toEqual(['g2'])
    expect(boardSupports(victorious, 'g1', 'r1')).toEqual(['g2'])
    const beaten = marked(0)
    expect(supports(beaten, 'g1', 'r1')).toEqual([])
    expect(boardSupports(beaten, 'g1', 'r1')).toEqual([])
  })

  it('"Reminder: Units in support are never affected by combat results": the supports keep their strength, test nothing, stay put', () => {
    // 1–1, die 1 (row 1): attacker 2*, defender 1: both principals hurt, the attacker tests (7 fails against morale 4).
    const units = SECOND_PICTURE.map((u) => (u.id === 'g1' ? { ...u, strength: 3 } : u))
    const { state, events } = attack(battle({ units }, [0, 6]), 'g1', 'r1')
    expect(ofType(events, 'ratio')[0]).toMatchObject({ attack: 5, defend: 4, column: '1–1' })
    expect(ofType(events, 'loss').map((e) => e.unit)).toEqual(['g1', 'r1'])
    expect(ofType(events, 'morale-test').map((e) => e.unit)).toEqual(['g1'])
    expect(ofType(events, 'retreat').map((e) => e.unit)).toEqual(['g1'])
    for (const id of ['g2', 'r2']) expect(unit(state, id)).toMatchObject({ strength: 2, morale: 4, place: 'field', at: hex(SECOND_PICTURE.find((u) => u.id === id)!.at) })
  })

  it('the supports add their Combat Strength: the log lists each with its value', () => {
    const { state, events } = attack(battle({ units: SECOND_PICTURE }, [3]), 'g1', 'r1')
    const t = ofType(events, 'totals')[0]!
    expect(t.attackParts.map((p) => [p.unit, p.value, p.role])).toEqual([['g1', 2, 'attacker'], ['g2', 2, 'support']])
    expect(t.defendParts.map((p) => [p.unit, p.value, p.role])).toEqual([['r1', 2, 'defender'], ['r2', 2, 'support']])
    expect(engine.describe(state, t)).toBe('Attack 4 (#g1 2 + #g2 2 in support) against 4 (#r1 2 + #r2 2 in support)')
  })
})

/** The same duel on different ground under the defender, with a defender of the given type. */
const onGround = (t: Terrain, type: TestUnit['type'] = 'infantry') => battle(duel({ terrain: [[[3, 2], t]] }, { strength: 6 }, { strength: 4, type }))

describe(`${SEED} Terrain effects on combat`, () => {
  it('woods and village: "Defender\'s Combat Strength doubled (infantry only)"', () => {
    expect(figures(onGround('woods'), 'a', 'd')).toMatchObject({ attack: 6, defend: 8 })
    expect(figures(onGround('village'), 'a', 'd')).toMatchObject({ attack: 6, defend: 8 })
    for (const type of ['cavalry', 'artillery', 'leader'] as const) {
      expect(figures(onGround('woods', type), 'a', 'd').defend).toBe(4)
      expect(figures(onGround('village', type), 'a', 'd').defend).toBe(4)
    }
    // The attacker's own wood does nothing for it.
    expect(figures(battle(duel({ terrain: [[[3, 3], 'woods']] }, { strength: 6 })), 'a', 'd').attack).toBe(6)
  })

  it('infantry supporting the defender from woods or a village is doubled too (N3)', () => {
    const units = SECOND_PICTURE.map((u) => (u.id === 'g2' ? { ...u, at: [5, 5] as At } : u))
    expect(figures(battle({ units, terrain: [[[1, 3], 'woods']] }), 'g1', 'r1')).toMatchObject({ attack: 2, defend: 6 })
  })

  it('clear, marsh, road, track, rough, coppice, orchards: "No effect"', () => {
    for (const t of ['clear', 'marsh', 'road', 'track', 'rough', 'coppice', 'orchards'] as const) {
      expect(figures(onGround(t), 'a', 'd')).toMatchObject({ attack: 6, defend: 4, drm: 0, modifiers: [] })
    }
  })

  it('stream: "Attacker\'s Combat Strength divided by 2 … only if it is greater than 1" (halves rounded down: N5)', () => {
    const across = (strength: number) => figures(battle(duel({ edges: [[[3, 3], [3, 2], ['stream']]] }, { strength })), 'a', 'd').attack
    expect([across(6), across(5), across(3), across(2), across(1)]).toEqual([3, 2, 1, 1, 1])
  })

  it('stream: "the Combat Strength of a supporting unit is always divided by 2 (and may therefore become 0)"', () => {
    const with1 = SECOND_PICTURE.map((u) => (u.id === 'g2' ? { ...u, strength: 1 } : u))
    const s = battle({ units: with1, edges: [[[3, 2], [2, 2], ['stream']]] })
    const f = figures(s, 'g1', 'r1')
    expect(f.attackParts.map((p) => [p.unit, p.value, p.note])).toEqual([['g1', 2, null], ['g2', 0, 'across a stream: halved']])
    const s3 = battle({ units: SECOND_PICTURE.map((u) => (u.id === 'g2' ? { ...u, strength: 3 } : u)), edges: [[[3, 2], [2, 2], ['stream']]] })
    expect(figures(s3, 'g1', 'r1').attack).toBe(3)
  })

  it('"Bridge (whatever the watercourse crossed): No effect": a bridged stream halves nothing', () => {
    expect(figures(battle(duel({ edges: [[[3, 3], [3, 2], ['stream', 'bridge']]] }, { strength: 6 })), 'a', 'd').attack).toBe(6)
  })

  it('"Slope, attacking downwards: Die roll increased by 1"; upwards reduced by 1', () => {
    expect(figures(battle(duel({ elevation: [[[3, 3], 1]] })), 'a', 'd')).toMatchObject({ drm: 1 })
    expect(figures(battle(duel({ elevation: [[[3, 2], 1]] })), 'a', 'd')).toMatchObject({ drm: -1 })
    // The elevation bonus is the same slope, counted once (N2): two levels up are no attack at all.
    expect(figures(battle(duel({ elevation: [[[3, 3], 2], [[3, 2], 1]] })), 'a', 'd').modifiers).toEqual([{ source: 'attacking down the slope (higher ground)', value: 1 }])
  })
})
