import { expect, it } from 'vitest'
import { ScriptExhausted } from '../../core/dice.ts'
import {
  aaFire,
  aaGunOf,
  airCombat,
  interceptionHandler,
  interceptionSites,
  interceptionTest,
  planeOf,
  type AirMap,
  type InterceptionInput,
} from './air.ts'
import { gun, noRadar, plane, script } from './airTestkit.ts'
import { UNIT_TYPE_BY_ID } from './units.ts'

const SEED = '000_65abfdd3be31f0b0.txt'

function intercept(over: Partial<InterceptionInput> = {}): InterceptionInput {
  return {
    fighters: { attacker: true, defender: true },
    radar: { attacker: false, defender: false },
    onGround: { attacker: false, defender: false },
    finalDestination: false,
    sameRegion: true,
    ...over,
  }
}

it(`${SEED} §N AA: only the AA fires, the planes do not shoot back`, () => {
  // The gun hits (3 ≤ 3); the hit falls on p2 (die 1 of 2); p2 lost half its strength and passes its test (0 ≤ 8).
  const d = script([3, 1, 0])
  const r = aaFire(d.dice, { guns: [gun('g1')], planes: [plane('p1', 'attacker'), plane('p2', 'attacker')] })
  expect(d.left()).toBe(0)
  expect(r.rolls).toEqual([
    { kind: 'shot', side: 'defender', unit: 'g1', die: 3, value: 3, hit: true, reroll: false, parts: [] },
    { kind: 'hit-placement', side: 'attacker', unit: 'p2', die: 1, among: ['p1', 'p2'] },
    { kind: 'panic-test', side: 'attacker', unit: 'p2', die: 0, limit: 8, failed: false },
  ])
  expect(r.rolls.filter((x) => x.kind === 'shot').every((x) => x.side === 'defender')).toBe(true)
  expect(r.scored).toBe(1)
  expect(r.planes).toEqual([
    { id: 'p1', side: 'attacker', strength: 2, hits: 0, status: 'flying' },
    { id: 'p2', side: 'attacker', strength: 1, hits: 1, status: 'flying' },
  ])
  expect(r.continuing).toEqual(['p1', 'p2'])
  expect(r.returning).toEqual([])
  expect(r.destroyed).toEqual([])
})

it(`${SEED} §N AA: +1 to the AA CF when the AA's nation has radars`, () => {
  const planes = [plane('p1', 'attacker', { strength: 3 })]
  const withRadar = script([4])
  const r = aaFire(withRadar.dice, { guns: [gun('g1', { radar: true })], planes })
  expect(withRadar.left()).toBe(0)
  expect(r.rolls).toEqual([
    { kind: 'shot', side: 'defender', unit: 'g1', die: 4, value: 4, hit: true, reroll: false, parts: [{ source: 'Radar', value: 1 }] },
  ])
  expect(r.planes[0]).toEqual({ id: 'p1', side: 'attacker', strength: 2, hits: 1, status: 'flying' })

  const without = script([4])
  const r2 = aaFire(without.dice, { guns: [gun('g1')], planes })
  expect(r2.rolls).toEqual([{ kind: 'shot', side: 'defender', unit: 'g1', die: 4, value: 3, hit: false, reroll: false, parts: [] }])
  expect(r2.planes[0]!.strength).toBe(3)
})

it(`${SEED} §N AA: −3 to the AA CF only when ALL entering planes are stealth (SL)`, () => {
  const stealthy = [plane('p1', 'attacker', { stealth: true, strength: 3 }), plane('p2', 'attacker', { stealth: true, strength: 3 })]
  const a = script([1, 0, 0])
  const r = aaFire(a.dice, { guns: [gun('g1'), gun('g2')], planes: stealthy })
  expect(a.left()).toBe(0)
  const stealth = [{ source: 'All planes stealth (SL)', value: -3 }]
  expect(r.rolls).toEqual([
    { kind: 'shot', side: 'defender', unit: 'g1', die: 1, value: 0, hit: false, reroll: false, parts: stealth },
    { kind: 'shot', side: 'defender', unit: 'g2', die: 0, value: 0, hit: true, reroll: false, parts: stealth },
    { kind: 'hit-placement', side: 'attacker', unit: 'p1', die: 0, among: ['p1', 'p2'] },
  ])

  // One plane without SL: no modifier, the same die 3 hits a value of 3.
  const mixed = [plane('p1', 'attacker', { stealth: true, strength: 3 }), plane('p2', 'attacker', { strength: 3 })]
  const b = script([3, 1])
  const r2 = aaFire(b.dice, { guns: [gun('g1')], planes: mixed })
  expect(b.left()).toBe(0)
  expect(r2.rolls[0]).toEqual({ kind: 'shot', side: 'defender', unit: 'g1', die: 3, value: 3, hit: true, reroll: false, parts: [] })
  expect(r2.planes.map((p) => p.strength)).toEqual([3, 2])
})

it(`${SEED} §N AA: radar and stealth modifiers add up (3 + 1 − 3 = 1)`, () => {
  const d = script([1])
  const r = aaFire(d.dice, { guns: [gun('g1', { radar: true })], planes: [plane('p1', 'attacker', { stealth: true, strength: 3 })] })
  expect(d.left()).toBe(0)
  expect(r.rolls[0]).toMatchObject({ kind: 'shot', die: 1, value: 1, hit: true })
})

it(`${SEED} §N AA: hits fall at random on surviving planes; a destroyed plane takes no more and does not test`, () => {
  // Both guns hit; the first hit destroys p1 (die 0 of 2); the second can only fall on p2 (no die).
  const d = script([0, 0, 0])
  const r = aaFire(d.dice, {
    guns: [gun('g1'), gun('g2')],
    planes: [plane('p1', 'attacker', { strength: 1 }), plane('p2', 'attacker', { strength: 3 })],
  })
  expect(d.left()).toBe(0)
  expect(r.rolls.filter((x) => x.kind === 'hit-placement')).toEqual([
    { kind: 'hit-placement', side: 'attacker', unit: 'p1', die: 0, among: ['p1', 'p2'] },
  ])
  expect(r.rolls.filter((x) => x.kind === 'panic-test')).toEqual([])
  expect(r.planes).toEqual([
    { id: 'p1', side: 'attacker', strength: 0, hits: 1, status: 'destroyed' },
    { id: 'p2', side: 'attacker', strength: 2, hits: 1, status: 'flying' },
  ])
  expect(r.destroyed).toEqual(['p1'])
  expect(r.continuing).toEqual(['p2'])
})

it(`${SEED} §N AA: a failed panic test (die > 2 × morale) panics the lowest-morale plane, which flies back`, () => {
  // p1 (morale 4) is hit for half its strength and fails (9 > 8); the panic goes to p2, morale 2.
  const d = script([0, 0, 9])
  const r = aaFire(d.dice, {
    guns: [gun('g1')],
    planes: [plane('p1', 'attacker', { morale: 4 }), plane('p2', 'attacker', { morale: 2, strength: 4 })],
  })
  expect(d.left()).toBe(0)
  expect(r.rolls).toEqual([
    { kind: 'shot', side: 'defender', unit: 'g1', die: 0, value: 3, hit: true, reroll: false, parts: [] },
    { kind: 'hit-placement', side: 'attacker', unit: 'p1', die: 0, among: ['p1', 'p2'] },
    { kind: 'panic-test', side: 'attacker', unit: 'p1', die: 9, limit: 8, failed: true },
  ])
  expect(r.planes).toEqual([
    { id: 'p1', side: 'attacker', strength: 1, hits: 1, status: 'flying' },
    { id: 'p2', side: 'attacker', strength: 4, hits: 0, status: 'panicked' },
  ])
  expect(r.returning).toEqual(['p2'])
  expect(r.continuing).toEqual(['p1'])
})

it(`${SEED} §N AA: a panic among planes tied at the lowest morale is placed by die`, () => {
  // p3 (morale 4) is hit and fails (9 > 8); p1 and p2 share morale 3: die 1 of 2 → p2.
  const d = script([0, 2, 9, 1])
  const r = aaFire(d.dice, {
    guns: [gun('g1')],
    planes: [plane('p1', 'attacker', { morale: 3 }), plane('p2', 'attacker', { morale: 3 }), plane('p3', 'attacker', { morale: 4 })],
  })
  expect(d.left()).toBe(0)
  expect(r.rolls.slice(1)).toEqual([
    { kind: 'hit-placement', side: 'attacker', unit: 'p3', die: 2, among: ['p1', 'p2', 'p3'] },
    { kind: 'panic-test', side: 'attacker', unit: 'p3', die: 9, limit: 8, failed: true },
    { kind: 'panic-placement', side: 'attacker', unit: 'p2', die: 1, among: ['p1', 'p2'] },
  ])
  expect(r.returning).toEqual(['p2'])
  expect(r.continuing).toEqual(['p1', 'p3'])
})

it(`${SEED} §N AA: hits beyond the surviving planes are wasted`, () => {
  const d = script([0, 0])
  const r = aaFire(d.dice, { guns: [gun('g1'), gun('g2')], planes: [plane('p1', 'attacker', { strength: 1 })] })
  expect(d.left()).toBe(0)
  expect(r.scored).toBe(2)
  expect(r.wasted).toBe(1)
  expect(r.destroyed).toEqual(['p1'])
})

it(`${SEED} §N AA: catalogue AA battalion fires once, an elite gun re-rolls its miss`, () => {
  const aa = aaGunOf('g1', 'defender', UNIT_TYPE_BY_ID.get('aa-bn')!, false, { elite: true })
  expect(aa).toEqual({ id: 'g1', side: 'defender', aa: 3, radar: false, rof: 1, elite: true })
  const bomber = planeOf('b1', 'attacker', UNIT_TYPE_BY_ID.get('bmb-grp')!)
  expect(bomber).toEqual({ id: 'b1', side: 'attacker', morale: 3, strength: 2, airCombat: 1, fighter: false, stealth: false, rof: 1, elite: false })
  const d = script([5, 2, 0])
  const r = aaFire(d.dice, { guns: [aa], planes: [bomber] })
  expect(d.left()).toBe(0)
  expect(r.rolls).toEqual([
    { kind: 'shot', side: 'defender', unit: 'g1', die: 5, value: 3, hit: false, reroll: false, parts: [] },
    { kind: 'shot', side: 'defender', unit: 'g1', die: 2, value: 3, hit: true, reroll: true, parts: [] },
    { kind: 'panic-test', side: 'attacker', unit: 'b1', die: 0, limit: 6, failed: false },
  ])
  expect(() => planeOf('x', 'attacker', UNIT_TYPE_BY_ID.get('inf-div')!)).toThrow()
  expect(() => aaGunOf('x', 'defender', UNIT_TYPE_BY_ID.get('inf-div')!, false)).toThrow()
})

it(`${SEED} §N AA: fires at enemy planes only`, () => {
  const d = script([])
  expect(() => aaFire(d.dice, { guns: [gun('g1')], planes: [plane('p1', 'defender')] })).toThrow()
  expect(() => aaFire(d.dice, { guns: [gun('g1'), gun('g2', { side: 'attacker' })], planes: [plane('p1', 'attacker')] })).toThrow()
  const empty = aaFire(d.dice, { guns: [gun('g1')], planes: [] })
  expect(empty.rolls).toEqual([])
})

it(`${SEED} §N interception: the only side with fighters handles the test; both: the defender (inactive side); none: no test`, () => {
  expect(interceptionHandler({ attacker: true, defender: false })).toBe('attacker')
  expect(interceptionHandler({ attacker: false, defender: true })).toBe('defender')
  expect(interceptionHandler({ attacker: true, defender: true })).toBe('defender')
  expect(interceptionHandler({ attacker: false, defender: false })).toBe(null)

  const none = script([])
  const r = interceptionTest(none.dice, intercept({ fighters: { attacker: false, defender: false } }))
  expect(r).toEqual({ handler: null, die: null, parts: [], modified: null, success: false, rolls: [] })

  const both = script([2])
  const r2 = interceptionTest(both.dice, intercept())
  expect(r2.rolls).toEqual([{ kind: 'interception', side: 'defender', die: 2, modified: 2, limit: 3, success: true, parts: [] }])
})

it(`${SEED} §N interception: success on a modified die of 0 to 3`, () => {
  expect(interceptionTest(script([3]).dice, intercept()).success).toBe(true)
  expect(interceptionTest(script([4]).dice, intercept()).success).toBe(false)
  expect(interceptionTest(script([0]).dice, intercept()).modified).toBe(0)
})

it(`${SEED} §N interception: −1 when the intercepted stack has reached its final destination`, () => {
  const r = interceptionTest(script([4]).dice, intercept({ finalDestination: true }))
  expect(r.parts).toEqual([{ source: 'Stack at its final destination', value: -1 }])
  expect(r.modified).toBe(3)
  expect(r.success).toBe(true)
})

it(`${SEED} §N interception: −3 when a nation of the intercepting side has radars (not the other side's)`, () => {
  const r = interceptionTest(script([6]).dice, intercept({ radar: { attacker: false, defender: true } }))
  expect(r.parts).toEqual([{ source: 'Radar', value: -3 }])
  expect(r.modified).toBe(3)
  expect(r.success).toBe(true)
  const other = interceptionTest(script([6]).dice, intercept({ radar: { attacker: true, defender: false } }))
  expect(other.parts).toEqual([])
  expect(other.success).toBe(false)
})

it(`${SEED} §N interception: +5 when none of the inactive side's air units is a fighter`, () => {
  // Only the moving side has fighters: it handles the test, and even a 0 fails (5).
  const r = interceptionTest(script([0]).dice, intercept({ fighters: { attacker: true, defender: false } }))
  expect(r.handler).toBe('attacker')
  expect(r.parts).toEqual([{ source: 'No fighter on the inactive side', value: 5 }])
  expect(r.modified).toBe(5)
  expect(r.success).toBe(false)
  // With its radar (−3) a 0 or a 1 succeeds.
  const radar = { attacker: true, defender: false }
  expect(interceptionTest(script([1]).dice, intercept({ fighters: { attacker: true, defender: false }, radar })).success).toBe(true)
  expect(interceptionTest(script([2]).dice, intercept({ fighters: { attacker: true, defender: false }, radar })).success).toBe(false)
})

it(`${SEED} §N interception: −1 when the intercepted stack is in an adjacent region`, () => {
  const r = interceptionTest(script([4]).dice, intercept({ sameRegion: false }))
  expect(r.parts).toEqual([{ source: 'Stack in an adjacent region', value: -1 }])
  expect(r.success).toBe(true)
})

it(`${SEED} §N interception: +1 when all intercepting units were on the ground in an airport`, () => {
  const r = interceptionTest(script([3]).dice, intercept({ onGround: { attacker: false, defender: true } }))
  expect(r.parts).toEqual([{ source: 'Interceptors on the ground', value: 1 }])
  expect(r.modified).toBe(4)
  expect(r.success).toBe(false)
  // The non-handling side on the ground changes nothing.
  expect(interceptionTest(script([3]).dice, intercept({ onGround: { attacker: true, defender: false } })).parts).toEqual([])
})

it(`${SEED} §N interception: a card played at the start of the air movement phase modifies the die either way`, () => {
  const plus = interceptionTest(script([2]).dice, intercept({ card: 2 }))
  expect(plus.parts).toEqual([{ source: 'Card', value: 2 }])
  expect(plus.success).toBe(false)
  const minus = interceptionTest(script([5]).dice, intercept({ card: -2 }))
  expect(minus.modified).toBe(3)
  expect(minus.success).toBe(true)
})

it(`${SEED} §N interception: the modifiers add up`, () => {
  const r = interceptionTest(
    script([9]).dice,
    intercept({
      finalDestination: true,
      radar: { attacker: false, defender: true },
      sameRegion: false,
      onGround: { attacker: false, defender: true },
      card: -1,
    }),
  )
  expect(r.parts.map((p) => p.value)).toEqual([-1, -3, -1, 1, -1])
  expect(r.modified).toBe(4)
  expect(r.success).toBe(false)
})

it(`${SEED} §N interception: the test regions of a move: regions entered with enemy air units, and every region adjacent to enemy fighters`, () => {
  const map: AirMap = {
    path: ['A', 'B', 'C'],
    adjacent: { A: ['S', 'X'], B: ['A', 'C', 'Y'], C: ['B', 'Z'] },
    enemyAir: {
      X: { fighters: true, onGround: true },
      B: { fighters: false, onGround: false },
      Y: { fighters: true, onGround: false },
      C: { fighters: true, onGround: true },
      Z: { fighters: false, onGround: true },
    },
    movingFighters: false,
  }
  const noFighter = { attacker: false, defender: true }
  expect(interceptionSites(map)).toEqual([
    { region: 'A', enemyRegion: 'X', sameRegion: false, finalDestination: false, fighters: noFighter, onGround: { attacker: false, defender: true } },
    { region: 'B', enemyRegion: 'C', sameRegion: false, finalDestination: false, fighters: noFighter, onGround: { attacker: false, defender: true } },
    { region: 'B', enemyRegion: 'Y', sameRegion: false, finalDestination: false, fighters: noFighter, onGround: { attacker: false, defender: false } },
    { region: 'C', enemyRegion: 'C', sameRegion: true, finalDestination: true, fighters: noFighter, onGround: { attacker: false, defender: true } },
  ])
  // With fighters in the moving stack, B (enemy bombers, no fighters) is tested too.
  const sites = interceptionSites({ ...map, movingFighters: true })
  expect(sites.map((s) => `${s.region}>${s.enemyRegion}`)).toEqual(['A>X', 'B>B', 'B>C', 'B>Y', 'C>C'])
  expect(sites[1]).toEqual({
    region: 'B',
    enemyRegion: 'B',
    sameRegion: true,
    finalDestination: false,
    fighters: { attacker: true, defender: false },
    onGround: { attacker: false, defender: false },
  })
  // A site plus the radars is a test input.
  const r = interceptionTest(script([0]).dice, { ...sites[1]!, radar: { attacker: false, defender: false } })
  expect(r.handler).toBe('attacker')
  expect(r.modified).toBe(5)
})

it(`${SEED} §N air combat: simultaneous: a plane shot down still fires; a tie goes to the intercepting side`, () => {
  const d = script([0, 0])
  const r = airCombat(d.dice, {
    planes: [plane('a1', 'attacker', { strength: 1 }), plane('d1', 'defender', { strength: 1 })],
    radar: noRadar,
    intercepting: 'defender',
  })
  expect(d.left()).toBe(0)
  expect(r.rolls).toEqual([
    { kind: 'shot', side: 'attacker', unit: 'a1', die: 0, value: 4, hit: true, reroll: false, parts: [] },
    { kind: 'shot', side: 'defender', unit: 'd1', die: 0, value: 4, hit: true, reroll: false, parts: [] },
  ])
  expect(r.destroyed).toEqual(['a1', 'd1'])
  expect(r.scored).toEqual({ attacker: 1, defender: 1 })
  expect(r.winner).toBe('defender')
})

it(`${SEED} §N air combat: ties (no hits either) go to the defender (intercepting player): the moving planes fly back`, () => {
  const planes = [plane('a1', 'attacker', { strength: 3 }), plane('d1', 'defender', { strength: 3 })]
  const d = script([9, 9])
  const r = airCombat(d.dice, { planes, radar: noRadar, intercepting: 'defender' })
  expect(d.left()).toBe(0)
  expect(r.scored).toEqual({ attacker: 0, defender: 0 })
  expect(r.winner).toBe('defender')
  expect(r.continuing).toEqual(['d1'])
  expect(r.returning).toEqual(['a1'])
  // The tie goes to whoever intercepted.
  const r2 = airCombat(script([9, 9]).dice, { planes, radar: noRadar, intercepting: 'attacker' })
  expect(r2.winner).toBe('attacker')
  expect(r2.continuing).toEqual(['a1'])
  expect(r2.returning).toEqual(['d1'])
})

it(`${SEED} §N air combat: every plane with an air-to-air value fires, fighter or not; none without`, () => {
  const d = script([9, 1, 9, 0, 0])
  const r = airCombat(d.dice, {
    planes: [
      plane('a1', 'attacker'),
      plane('a2', 'attacker', { fighter: false, airCombat: 1, strength: 3 }),
      plane('d1', 'defender', { fighter: false, airCombat: 0 }),
      plane('d2', 'defender', { fighter: false, airCombat: 1 }),
    ],
    radar: noRadar,
    intercepting: 'defender',
  })
  expect(d.left()).toBe(0)
  expect(r.rolls.map((x) => (x.kind === 'shot' ? `${x.unit}:${x.die}/${x.value}:${x.hit}` : x.kind))).toEqual([
    'a1:9/4:false',
    'a2:1/1:true',
    'd2:9/1:false',
    // the attacker's hit on the defender: die 0 of 2 → d1 (no air-to-air value, still a target)
    'hit-placement',
    'panic-test',
  ])
  expect(r.planes.find((p) => p.id === 'd1')).toEqual({ id: 'd1', side: 'defender', strength: 1, hits: 1, status: 'flying' })
})

it(`${SEED} §N air combat: the side that scored more hits wins and goes on`, () => {
  const d = script([0, 0, 9])
  const r = airCombat(d.dice, {
    planes: [plane('a1', 'attacker'), plane('a2', 'attacker'), plane('d1', 'defender', { fighter: false, airCombat: 1 })],
    radar: noRadar,
    intercepting: 'defender',
  })
  expect(d.left()).toBe(0)
  expect(r.scored).toEqual({ attacker: 2, defender: 0 })
  expect(r.winner).toBe('attacker')
  expect(r.destroyed).toEqual(['d1'])
  expect(r.continuing).toEqual(['a1', 'a2'])
  expect(r.returning).toEqual([])
})

it(`${SEED} §N air combat: +1 to fighters only, and only when their side alone has radars`, () => {
  const planes = [
    plane('a1', 'attacker'),
    plane('a2', 'attacker', { fighter: false, airCombat: 1 }),
    plane('d1', 'defender'),
  ]
  const d = script([5, 2, 5, 0])
  const r = airCombat(d.dice, { planes, radar: { attacker: true, defender: false }, intercepting: 'defender' })
  expect(d.left()).toBe(0)
  const radar = [{ source: 'Radar (only side with radars)', value: 1 }]
  expect(r.rolls.slice(0, 3)).toEqual([
    { kind: 'shot', side: 'attacker', unit: 'a1', die: 5, value: 5, hit: true, reroll: false, parts: radar },
    { kind: 'shot', side: 'attacker', unit: 'a2', die: 2, value: 1, hit: false, reroll: false, parts: [] },
    { kind: 'shot', side: 'defender', unit: 'd1', die: 5, value: 4, hit: false, reroll: false, parts: [] },
  ])
  // Radars on both sides: no bonus; the same 5 misses.
  const both = airCombat(script([5, 2, 5]).dice, { planes, radar: { attacker: true, defender: true }, intercepting: 'defender' })
  expect(both.rolls[0]).toEqual({ kind: 'shot', side: 'attacker', unit: 'a1', die: 5, value: 4, hit: false, reroll: false, parts: [] })
  expect(both.winner).toBe('defender')
})

it(`${SEED} §N air combat: the losers and the panicked fly back; a panic goes to the lowest morale`, () => {
  // a1 misses, d1 hits a1 (die 0 of 2); a1 fails its test (9 > 8); the panic goes to a2 (morale 2).
  const d = script([9, 0, 0, 9])
  const r = airCombat(d.dice, {
    planes: [
      plane('a1', 'attacker', { morale: 4 }),
      plane('a2', 'attacker', { morale: 2, fighter: false, airCombat: 0 }),
      plane('d1', 'defender'),
    ],
    radar: noRadar,
    intercepting: 'defender',
  })
  expect(d.left()).toBe(0)
  expect(r.rolls.slice(2)).toEqual([
    { kind: 'hit-placement', side: 'attacker', unit: 'a1', die: 0, among: ['a1', 'a2'] },
    { kind: 'panic-test', side: 'attacker', unit: 'a1', die: 9, limit: 8, failed: true },
  ])
  expect(r.winner).toBe('defender')
  expect(r.planes.map((p) => p.status)).toEqual(['flying', 'panicked', 'flying'])
  expect(r.continuing).toEqual(['d1'])
  expect(r.returning).toEqual(['a1', 'a2'])
})

it(`${SEED} §N air combat: the winner's panicked plane flies back, its other planes go on`, () => {
  // Shots a1, a2, d1 all hit: 2 against 1. The attacker's hit falls on a2 (die 1), which fails (7 > 6);
  // a1 and a2 tie at morale 3: die 0 → a1 panics. d1 takes both hits (half its 4) and passes (0).
  const d = script([0, 0, 0, 1, 7, 0, 0])
  const r = airCombat(d.dice, {
    planes: [plane('a1', 'attacker', { morale: 3 }), plane('a2', 'attacker', { morale: 3 }), plane('d1', 'defender', { strength: 4, airCombat: 1 })],
    radar: noRadar,
    intercepting: 'defender',
  })
  expect(d.left()).toBe(0)
  expect(r.rolls.slice(3)).toEqual([
    { kind: 'hit-placement', side: 'attacker', unit: 'a2', die: 1, among: ['a1', 'a2'] },
    { kind: 'panic-test', side: 'attacker', unit: 'a2', die: 7, limit: 6, failed: true },
    { kind: 'panic-placement', side: 'attacker', unit: 'a1', die: 0, among: ['a1', 'a2'] },
    { kind: 'panic-test', side: 'defender', unit: 'd1', die: 0, limit: 8, failed: false },
  ])
  expect(r.winner).toBe('attacker')
  expect(r.continuing).toEqual(['a2'])
  expect(r.returning).toEqual(['a1', 'd1'])
})

it(`${SEED} §N air combat: a card modifies one side's air combat factors`, () => {
  const d = script([5, 5])
  const r = airCombat(d.dice, {
    planes: [plane('a1', 'attacker', { strength: 3 }), plane('d1', 'defender', { strength: 3 })],
    radar: noRadar,
    intercepting: 'defender',
    card: { attacker: 1 },
  })
  expect(r.rolls.filter((x) => x.kind === 'shot').map((x) => (x.kind === 'shot' ? x.value : 0))).toEqual([5, 4])
  expect(r.winner).toBe('attacker')
})

it(`${SEED} §N every die comes from the dice passed in`, () => {
  const d = script([0])
  expect(() =>
    airCombat(d.dice, { planes: [plane('a1', 'attacker'), plane('d1', 'defender')], radar: noRadar, intercepting: 'defender' }),
  ).toThrow(ScriptExhausted)
})
