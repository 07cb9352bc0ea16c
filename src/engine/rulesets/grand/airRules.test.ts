import { expect, it } from 'vitest'
import { aaFire, aaGunOf, aaModifiers, airCombat, airCombatModifiers, interceptionSites, planeOf } from './air.ts'
import { gun, noRadar, plane, script } from './airTestkit.ts'
import { UNIT_TYPE_BY_ID } from './units.ts'

/**
 * Section N's air rules at their edges: the elite re-roll's own hit test, a
 * panic test passed on the limit, panics placed only on planes still flying,
 * an elite plane in air combat, the side scoring more winning whoever
 * intercepts, and what air.ts refuses (with the words it refuses with).
 */

const SEED = '000_65abfdd3be31f0b0.txt'

it(`${SEED} §C elite re-roll (AA): the re-rolled die hits at the value itself, and misses above it`, () => {
  const onValue = script([5, 3])
  const hit = aaFire(onValue.dice, { guns: [gun('g1', { elite: true })], planes: [plane('p1', 'attacker', { strength: 3 })] })
  expect(onValue.left()).toBe(0)
  expect(hit.rolls).toEqual([
    { kind: 'shot', side: 'defender', unit: 'g1', die: 5, value: 3, hit: false, reroll: false, parts: [] },
    { kind: 'shot', side: 'defender', unit: 'g1', die: 3, value: 3, hit: true, reroll: true, parts: [] },
  ])
  expect(hit.scored).toBe(1)

  const above = script([5, 4])
  const miss = aaFire(above.dice, { guns: [gun('g1', { elite: true })], planes: [plane('p1', 'attacker', { strength: 3 })] })
  expect(above.left()).toBe(0)
  expect(miss.rolls[1]).toEqual({ kind: 'shot', side: 'defender', unit: 'g1', die: 4, value: 3, hit: false, reroll: true, parts: [] })
  expect(miss.scored).toBe(0)
  expect(miss.planes).toEqual([{ id: 'p1', side: 'attacker', strength: 3, hits: 0, status: 'flying' }])
})

it(`${SEED} §C panic test: a die equal to twice the morale passes (it fails only above)`, () => {
  const d = script([3, 8])
  const r = aaFire(d.dice, { guns: [gun('g1')], planes: [plane('p1', 'attacker', { morale: 4, strength: 2 })] })
  expect(d.left()).toBe(0)
  expect(r.rolls[1]).toEqual({ kind: 'panic-test', side: 'attacker', unit: 'p1', die: 8, limit: 8, failed: false })
  expect(r.planes).toEqual([{ id: 'p1', side: 'attacker', strength: 1, hits: 1, status: 'flying' }])
  expect(r.continuing).toEqual(['p1'])
})

it(`${SEED} §N a panic falls on the lowest morale among the planes still flying, never on one destroyed`, () => {
  // Two hits: the first destroys p1 (morale 1, die 0 of 2), the second falls on p2, the only one left;
  // p2 fails its test (9 > 8) and panics, though p1's morale was lower.
  const d = script([3, 3, 0, 9])
  const r = aaFire(d.dice, { guns: [gun('g1'), gun('g2')], planes: [plane('p1', 'attacker', { morale: 1, strength: 1 }), plane('p2', 'attacker')] })
  expect(d.left()).toBe(0)
  expect(r.rolls.slice(2)).toEqual([
    { kind: 'hit-placement', side: 'attacker', unit: 'p1', die: 0, among: ['p1', 'p2'] },
    { kind: 'panic-test', side: 'attacker', unit: 'p2', die: 9, limit: 8, failed: true },
  ])
  expect(r.planes).toEqual([
    { id: 'p1', side: 'attacker', strength: 0, hits: 1, status: 'destroyed' },
    { id: 'p2', side: 'attacker', strength: 1, hits: 1, status: 'panicked' },
  ])
  expect(r.destroyed).toEqual(['p1'])
  expect(r.returning).toEqual(['p2'])
  expect(r.continuing).toEqual([])
})

it(`${SEED} §C elite re-roll (air combat): an elite plane re-rolls its miss`, () => {
  const d = script([7, 2, 0])
  const r = airCombat(d.dice, {
    planes: [plane('a1', 'attacker', { elite: true }), plane('d1', 'defender', { airCombat: 0 })],
    radar: noRadar,
    intercepting: 'defender',
  })
  expect(d.left()).toBe(0)
  expect(r.rolls.slice(0, 2)).toEqual([
    { kind: 'shot', side: 'attacker', unit: 'a1', die: 7, value: 4, hit: false, reroll: false, parts: [] },
    { kind: 'shot', side: 'attacker', unit: 'a1', die: 2, value: 4, hit: true, reroll: true, parts: [] },
  ])
  expect(r.scored).toEqual({ attacker: 1, defender: 0 })
  expect(r.winner).toBe('attacker')
})

it(`${SEED} §N air combat: the side that scored more wins even when the other side intercepted`, () => {
  const d = script([2])
  const r = airCombat(d.dice, {
    planes: [plane('a1', 'attacker', { airCombat: 0, strength: 3 }), plane('d1', 'defender')],
    radar: noRadar,
    intercepting: 'attacker',
  })
  expect(d.left()).toBe(0)
  expect(r.scored).toEqual({ attacker: 0, defender: 1 })
  expect(r.winner).toBe('defender')
  expect(r.continuing).toEqual(['d1'])
  expect(r.returning).toEqual(['a1'])
})

it(`${SEED} §N a card's modifier is shown as "Card", in air combat and AA fire alike`, () => {
  expect(airCombatModifiers(plane('a1', 'attacker'), noRadar, 2)).toEqual([{ source: 'Card', value: 2 }])
  expect(aaModifiers(gun('g1'), [plane('p1', 'attacker')], -1)).toEqual([{ source: 'Card', value: -1 }])
})

it(`${SEED} §N AA: the −3 for all planes stealth needs planes: none entering, no modifier`, () => {
  expect(aaModifiers(gun('g1'), [])).toEqual([])
  expect(aaModifiers(gun('g1'), [plane('p1', 'attacker', { stealth: true })])).toEqual([{ source: 'All planes stealth (SL)', value: -3 }])
})

it(`${SEED} §N AA: no gun, nothing fires; no plane entering, no gun fires; neither, nothing happens`, () => {
  const d = script([])
  const unseen = aaFire(d.dice, { guns: [gun('g1')], planes: [] })
  expect(unseen).toEqual({ rolls: [], planes: [], continuing: [], returning: [], destroyed: [], scored: 0, wasted: 0 })
  const none = aaFire(d.dice, { guns: [], planes: [plane('p1', 'attacker')] })
  expect(none.rolls).toEqual([])
  expect(none.scored).toBe(0)
  expect(none.continuing).toEqual(['p1'])
  const nothing = aaFire(d.dice, { guns: [], planes: [] })
  expect(nothing).toEqual({ rolls: [], planes: [], continuing: [], returning: [], destroyed: [], scored: 0, wasted: 0 })
})

it(`${SEED} §N AA fires at the enemy's entering planes: guns of both sides, planes of both sides, or the guns' own planes are refused`, () => {
  const d = script(new Array<number>(20).fill(0))
  expect(() => aaFire(d.dice, { guns: [gun('g1'), gun('g2', { side: 'attacker' })], planes: [plane('p1', 'attacker')] })).toThrow(/^AA guns of both sides$/)
  expect(() => aaFire(d.dice, { guns: [gun('g1')], planes: [plane('p1', 'attacker'), plane('p2', 'defender')] })).toThrow(/^entering planes of both sides$/)
  expect(() => aaFire(d.dice, { guns: [gun('g1')], planes: [plane('p1', 'defender')] })).toThrow(/^AA fires at enemy planes only$/)
  expect(d.left()).toBe(20)
})

it(`${SEED} §N a plane without strength left cannot fly into a fire`, () => {
  const d = script([])
  expect(() => aaFire(d.dice, { guns: [gun('g1')], planes: [plane('p1', 'attacker', { strength: 0 })] })).toThrow(/^plane p1 has no strength left$/)
  expect(() =>
    airCombat(d.dice, { planes: [plane('a1', 'attacker'), plane('d1', 'defender', { strength: 0 })], radar: noRadar, intercepting: 'defender' }),
  ).toThrow(/^plane d1 has no strength left$/)
})

it(`${SEED} §N catalogue: a land unit is no plane and no AA gun; an AA gun is not elite unless said`, () => {
  expect(() => planeOf('x', 'attacker', UNIT_TYPE_BY_ID.get('inf-div')!)).toThrow(/^inf-div is not an air unit$/)
  expect(() => aaGunOf('x', 'defender', UNIT_TYPE_BY_ID.get('inf-div')!, false)).toThrow(/^inf-div has no AA value$/)
  expect(aaGunOf('g', 'defender', UNIT_TYPE_BY_ID.get('aa-bn')!, true)).toEqual({ id: 'g', side: 'defender', aa: 3, radar: true, rof: 1, elite: false })
  expect(aaGunOf('g', 'defender', UNIT_TYPE_BY_ID.get('aa-bn')!, false, { elite: true }).elite).toBe(true)
})

it(`${SEED} §N interception: a region is not its own neighbour; a map listing it so makes one test there, not two`, () => {
  const sites = interceptionSites({
    path: ['r1'],
    adjacent: { r1: ['r1', 'r2'] },
    enemyAir: { r1: { fighters: true, onGround: false } },
    movingFighters: true,
  })
  expect(sites).toEqual([
    { region: 'r1', enemyRegion: 'r1', sameRegion: true, finalDestination: true, fighters: { attacker: true, defender: true }, onGround: { attacker: false, defender: false } },
  ])
})
