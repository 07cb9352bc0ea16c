import { describe, expect, it } from 'vitest'
import { seedDice } from '../../core/seedDice.ts'
import { combatChance } from './fire.ts'
import { battle, run, SEED, shots, unit, type TestUnit } from './testkit.ts'
import { TO_HIT_FLOOR } from './units.ts'

describe(`${SEED} §1 ToHit percentages`, () => {
  it(`${SEED} §1 ToHit modified by terrain: the defender's land units dug into hills are 10 harder to hit, the attacker's in the same square are not, aircraft never`, () => {
    const s = battle({ terrain: 'hills', units: [{ id: 'a-inf', side: 'attacker', type: 'INF' }, { id: 'd-inf', side: 'defender', type: 'INF' }, { id: 'd-ftr', side: 'defender', type: 'FTR' }, { id: 'a-aag', side: 'attacker', type: 'AAG' }] })
    expect(combatChance(s, unit(s, 'a-inf'), unit(s, 'd-inf'))!.chance).toBe(20)
    expect(combatChance(s, unit(s, 'd-inf'), unit(s, 'a-inf'))!.chance).toBe(30)
    expect(combatChance(s, unit(s, 'a-aag'), unit(s, 'd-ftr'))!.chance).toBe(45)
    const city = battle({ terrain: 'city', units: [{ id: 'a-inf', side: 'attacker', type: 'INF' }, { id: 'd-inf', side: 'defender', type: 'INF' }] })
    expect(combatChance(city, unit(city, 'a-inf'), unit(city, 'd-inf'))!.mods).toEqual([{ source: 'Target in city', value: -15 }])
  })

  it(`${SEED} §1 ToHit modified by experience: green −10, trained 0, veteran +10, elite +20`, () => {
    const units: TestUnit[] = [0, 1, 2, 3].map((exp) => ({ id: `a-${exp}`, side: 'attacker', type: 'ART', exp }))
    const s = battle({ units: [...units, { id: 'd', side: 'defender', type: 'INF', exp: 1 }] })
    expect([0, 1, 2, 3].map((exp) => combatChance(s, unit(s, `a-${exp}`), unit(s, 'd'))!.chance)).toEqual([30, 40, 50, 60])
  })

  it(`${SEED} §1 "a minimum of 5% ToHit regardless of modifiers": green infantry at armour in mountains (15 − 20 − 10) fires at 5%`, () => {
    const s = battle({ terrain: 'mountains', units: [{ id: 'green', side: 'attacker', type: 'INF', exp: 0 }, { id: 'd-arm', side: 'defender', type: 'ARM' }] })
    const c = combatChance(s, unit(s, 'green'), unit(s, 'd-arm'))!
    expect(c).toMatchObject({ base: 15, chance: TO_HIT_FLOOR, floored: true })
    expect(c.mods.reduce((a, m) => a + m.value, c.base)).toBe(-15)
    expect(shots(run(s, 2).events).find((x) => x.unit === 'green')).toMatchObject({ value: 5 })
  })

  it(`${SEED} §1 the 5% floor, measured: 20,000 shots of a unit whose modifiers go to −15% hit 5% of the time, within the 99.9% interval`, () => {
    const start = battle({ terrain: 'mountains', units: [{ id: 'green', side: 'attacker', type: 'INF', exp: 0 }, { id: 'd-arm', side: 'defender', type: 'ARM', exp: 0 }] })
    const n = 20_000
    let hits = 0
    for (let i = 0; i < n; i++) {
      const shot = shots(run({ ...start, dice: seedDice(`floor-${i}`) }, 2).events).find((x) => x.unit === 'green')!
      expect(shot.value).toBe(5)
      if (shot.hit) hits++
    }
    const p = 0.05
    const half = 3.29 * Math.sqrt((p * (1 - p)) / n)
    expect(Math.abs(hits / n - p)).toBeLessThan(half)
  })
})
