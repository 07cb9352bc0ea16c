import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import { battle, SEED } from './testkit.ts'
import { canStand, hasRanged, targetClass, TERRAINS, TYPE_CODES } from './units.ts'

describe(`${SEED} unit types: what a shot is aimed at, who fires at range, where a unit may stand`, () => {
  it(`${SEED} F5 the to-hit table's target classes: armour is ARM and MEC, submarines SUB, aircraft FTR and BMR, surface ships the other sea units, soft every other land unit`, () => {
    expect(Object.fromEntries(TYPE_CODES.map((t) => [t, targetClass(t)]))).toEqual({
      ART: 'soft', AAG: 'soft', BAT: 'ship', RKT: 'soft', FTR: 'air', ASW: 'ship', SUB: 'sub', CRU: 'ship', MIN: 'ship', MEC: 'armor', CAV: 'soft', INF: 'soft', ARM: 'armor', PAR: 'soft', LDR: 'soft', BMR: 'air',
    })
  })

  it(`${SEED} §2 "Battleships, Anti-Aircraft Guns, and Artillery" have ranged ability; rocket artillery, group 1 too, has none (F7)`, () => {
    expect(TYPE_CODES.filter(hasRanged)).toEqual(['ART', 'AAG', 'BAT'])
  })

  it(`${SEED} where a unit may stand: aircraft anywhere, sea units on the sea only, land units on land only; a fighter may be sent over a sea square`, () => {
    const on = (t: 'FTR' | 'CRU' | 'INF') => TERRAINS.filter((x) => canStand(t, x))
    expect([on('FTR'), on('CRU'), on('INF')]).toEqual([[...TERRAINS], ['sea'], ['clear', 'forest', 'hills', 'mountains', 'city']])
    const s = battle({ terrain: 'sea', units: [{ id: 'ftr', side: 'attacker', type: 'FTR', at: 'w' }, { id: 'd', side: 'defender', type: 'CRU' }] })
    expect(engine.pending(s)!.options.fields.map((f) => f.id)).toEqual(['send:ftr'])
  })
})
