import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import { battle, run, scripted, SEED, shots, unit } from './testkit.ts'

describe(`${SEED} §2 ranged combat`, () => {
  it(`${SEED} §2 ranged fire: artillery with no enemy in its square fires into the adjacent square at its unmodified ToHit, and pays no endurance`, () => {
    // Veteran artillery at a defender dug into mountains: 40 − 20 + 10 = 30 in combat; the ranged shot is the table's 40.
    const s = battle({ terrain: 'mountains', units: [{ id: 'art', side: 'attacker', type: 'ART', at: 'w', exp: 2 }, { id: 'd-inf', side: 'defender', type: 'INF' }] })
    const { s: after, events } = run(s, 1)
    const shot = shots(events)
    expect(shot).toHaveLength(1)
    expect(shot[0]).toMatchObject({ unit: 'art', target: 'd-inf', fire: 'ranged', value: 40 })
    expect(shot[0]!.endurance).toBeUndefined()
    expect(unit(after, 'art').endurance).toBe(unit(s, 'art').endurance)
  })

  it(`${SEED} §2 a battleship reaches units adjacent to it, not two squares away; an AA gun only aircraft`, () => {
    // 'far' stands in w2, two squares from the contested square.
    const s = battle({ around: { e: 'sea' }, units: [{ id: 'bat', side: 'attacker', type: 'BAT', at: 'e' }, { id: 'aag', side: 'attacker', type: 'AAG', at: 'w' }, { id: 'far', side: 'attacker', type: 'ART', at: 'w2' }, { id: 'd-inf', side: 'defender', type: 'INF' }] })
    const fired = shots(run(s, 1).events).map((x) => x.unit)
    expect(fired).toEqual(['bat'])
  })

  it(`${SEED} §2 ranged fire comes after the groups, only from units that did not fire in step 1: a gun in the square fights, the one next door fires at range`, () => {
    let s = battle({ units: [{ id: 'art-in', side: 'attacker', type: 'ART' }, { id: 'art-out', side: 'attacker', type: 'ART', at: 'w' }, { id: 'd-1', side: 'defender', type: 'INF' }, { id: 'd-2', side: 'defender', type: 'INF' }] })
    s = scripted(s, [0, 99, 0, 99, 0, 99, 0, 99, 0, 99])
    const labels: string[] = []
    const kinds: string[] = []
    for (let i = 0; i < 4 && !s.result; i++) {
      labels.push(engine.view(s).round.next!)
      const r = run(s, 1)
      kinds.push(...shots(r.events).map((x) => `${x.unit}:${x.fire}`))
      s = r.s
    }
    expect(labels.slice(0, 4)).toEqual(['Turn 1, phase 1: movement', 'Group 1 fires', 'Group 3 fires', 'Ranged fire'])
    expect(kinds).toEqual(['art-in:combat', 'd-1:combat', 'd-2:combat', 'art-out:ranged'])
  })

  it(`${SEED} §2 "Ranged combat does not pin": the target square does not fight, and the gun that fired moves on into it in the next phase`, () => {
    const s = battle({ units: [{ id: 'art', side: 'attacker', type: 'ART', at: 'w', enters: [[1, 2]] }, { id: 'd-inf', side: 'defender', type: 'INF' }] })
    const { s: after, events } = run(scripted(s, [99, 99, 99, 99]), 2)
    expect(events.filter((e) => e.t === 'combat')).toHaveLength(1)
    expect(events.find((e) => e.t === 'enter')).toMatchObject({ unit: 'art', from: 'w' })
    expect(shots(events)[0]).toMatchObject({ unit: 'art', fire: 'ranged' })
    expect(unit(after, 'art').at).toBe('c')
  })

  it(`${SEED} §2 the AA gun and the fighter: one shot at half its ToHit when the fighter gets one square away, then, the fighter flying on, a new combat at its full ToHit`, () => {
    const s = battle({ turns: 1, units: [{ id: 'ftr', side: 'attacker', type: 'FTR', at: 'w3', enters: [[1, 1]] }, { id: 'aag', side: 'defender', type: 'AAG' }] })
    const { events } = run(scripted(s, [99, 99, 99]), 3)
    const fired = shots(events)
    expect(fired.map((x) => [x.unit, x.fire, x.value])).toEqual([
      ['aag', 'passing', 22],
      ['aag', 'combat', 45],
      ['ftr', 'combat', 20],
    ])
    const order = events.map((e) => e.t)
    expect(order.indexOf('shot')).toBeLessThan(order.indexOf('enter'))
    expect(fired[0]!.endurance).toBeUndefined()
  })

  it(`${SEED} §2 a passing shot that hits brings the aircraft down before it arrives`, () => {
    const s = battle({ units: [{ id: 'ftr', side: 'attacker', type: 'FTR', at: 'w3', enters: [[1, 1]] }, { id: 'aag', side: 'defender', type: 'AAG' }] })
    const { s: after, events } = run(scripted(s, [0]), 1)
    expect(events.map((e) => e.t)).toContain('destroyed')
    expect(events.some((e) => e.t === 'enter')).toBe(false)
    expect(unit(after, 'ftr').alive).toBe(false)
  })

  it(`${SEED} §2 "a single shot at the Fighter (at reduced ToHit%)": a gun next door passes its one shot, takes no ranged shot at the fighter that flew in this phase, and later fires at it at range at the reduced ToHit only (F8)`, () => {
    // The gun in n is within one square of w, the last square the fighter crosses; infantry holds c, so the fighter fights there.
    const s = battle({ turns: 1, units: [{ id: 'ftr', side: 'attacker', type: 'FTR', at: 'w3', enters: [[1, 1]] }, { id: 'aag', side: 'defender', type: 'AAG', at: 'n' }, { id: 'd-inf', side: 'defender', type: 'INF' }] })
    const { events } = run(scripted(s, new Array<number>(40).fill(99)), 8)
    const byGun = shots(events).filter((x) => x.unit === 'aag')
    expect(byGun.map((x) => [x.fire, x.value])).toEqual([
      ['passing', 22],
      ['ranged', 22],
      ['ranged', 22],
    ])
    // The passing shot in phase 1, the ranged ones in phases 2 and 3: none in phase 1's ranged fire.
    const phases = events.filter((e) => e.t === 'phase' || (e.t === 'shot' && (e as { unit: string }).unit === 'aag')).map((e) => (e.t === 'phase' ? `p${(e as { phase: number }).phase}` : (e as { fire: string }).fire))
    expect(phases).toEqual(['p1', 'passing', 'p2', 'ranged', 'p3', 'ranged'])
  })

  it(`${SEED} §2 a fighter that starts next to the gun's square still draws the gun's passing shot as it flies in (F8)`, () => {
    const s = battle({ turns: 1, units: [{ id: 'ftr', side: 'attacker', type: 'FTR', at: 'w', enters: [[1, 1]] }, { id: 'aag', side: 'defender', type: 'AAG' }] })
    const { events } = run(scripted(s, [99, 99, 99]), 1)
    expect(shots(events).map((x) => [x.unit, x.fire, x.value])[0]).toEqual(['aag', 'passing', 22])
    const order = events.map((e) => e.t)
    expect(order.indexOf('shot')).toBeLessThan(order.indexOf('enter'))
  })
})
