import { describe, expect, it } from 'vitest'
import { defaultAnswer } from '../../core/form.ts'
import { engine } from './engine.ts'
import { firegroupsScenarios } from './scenarios.ts'
import { battle, run, scripted, SEED } from './testkit.ts'

describe(`${SEED}: the window's view`, () => {
  it('the square\'s units in three columns a side, one per fire group, group 2 nearest the front, beside the map of the squares around, where every unit stands on its square', () => {
    const s = battle({ units: [{ id: 'art', side: 'attacker', type: 'ART' }, { id: 'cav', side: 'attacker', type: 'CAV' }, { id: 'inf', side: 'attacker', type: 'INF' }, { id: 'far', side: 'attacker', type: 'ART', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const v = engine.view(s)
    expect(v.board.kind === 'zones' && v.board.columns.map((c) => c.label)).toEqual(['Group 1', 'Group 3', 'Group 2'])
    expect(v.board.kind === 'zones' && v.board.map).toBe('beside')
    const zone = (id: string) => v.counters.find((c) => c.id === id)!.zone
    expect([zone('art'), zone('cav'), zone('inf'), zone('far')]).toEqual(['group-1', 'group-2', 'group-3', 'around'])
    expect(v.counters.map((c) => c.at)).toEqual(['c', 'c', 'c', 'w', 'c'])
  })

  it('§2 (F8) on the map: an ordered flight dashed over the squares it crosses, the AA gun\'s reach around it, then the flight flown and the passing shot as an arrow from the gun', () => {
    let s = battle({ units: [{ id: 'ftr', side: 'attacker', type: 'FTR', at: 'w3', enters: [[1, 1]] }, { id: 'aa', side: 'defender', type: 'AAG', at: 'n' }, { id: 'd', side: 'defender', type: 'INF' }] })
    // Before the orders the gun's reach is drawn (the enemy has an aircraft): its square and the eight around.
    expect(engine.view(s).map!.areas).toEqual([{ outline: [[-0.5, -1.5], [2.5, -1.5], [2.5, 1.5], [-0.5, 1.5]], side: 'defender', label: 'AA reach' }])
    // Both sides give their default orders (the fighter's planned phase 1).
    for (let d = engine.pending(s); d; d = engine.pending(s)) s = engine.decide(s, d.side, { kind: d.kind, answer: defaultAnswer(d.options) }).state
    const planned = engine.view(s).map!.routes!
    // From w3 (column −2) over w2 and w to the square (column 1), row 1: ordered for phase 1, so dashed.
    expect(planned).toEqual([{ points: [[-2, 1], [-1, 1], [0, 1], [1, 1]], side: 'attacker', label: '1 in phase 1', planned: true }])
    // The gun's passing shot misses (a roll of 100): the fighter flies on into the square.
    s = run(scripted(s, [99]), 1).s
    const m = engine.view(s).map!
    expect(m.routes).toEqual([{ points: [[-2, 1], [-1, 1], [0, 1], [1, 1]], side: 'attacker', label: 'ftr flew in', planned: false }])
    expect(m.arrows).toEqual([{ from: 'n', to: 'c', side: 'defender', label: 'miss' }])
  })

  it('each counter shows its chance to hit and experience, an endurance gauge of shots left; the next group in the centre; ranged shots as lines', () => {
    let s = battle({ terrain: 'hills', units: [{ id: 'inf', side: 'attacker', type: 'INF', exp: 2 }, { id: 'art', side: 'attacker', type: 'ART', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }, { id: 'd2', side: 'defender', type: 'INF', at: 'e' }] })
    let v = engine.view(s)
    const inf = v.counters.find((c) => c.id === 'inf')!
    // 30 − 10 (hills, the defender's cover) + 10 (veteran) = 30.
    expect(inf.strip.parts.map((p) => p.text)).toEqual(['30%', 'E2'])
    expect([inf.strength, inf.maxStrength]).toEqual([4, 4])
    expect(inf.hitChance!.text[0]).toBe('at soft land units: 30 − 10 (target in hills) + 10 (veteran (experience 2)) = 30%')
    s = run(s, 1).s
    v = engine.view(s)
    expect(v.round.next).toBe('Group 3 fires')
    expect(v.launch).toBe('Group 3 fires')
    s = run(s, 2).s
    v = engine.view(s)
    expect(v.aims!.some((a) => a.from === 'art')).toBe(true)
    expect(v.counters.find((c) => c.id === 'inf')!.strength).toBe(3)
  })

  it('production centres with their build steps and damage; the phase of the turn and the units due to arrive', () => {
    const sc = firegroupsScenarios().find((x) => x.id === 'firegroups-bombing')!
    const s = engine.setup(sc, 'view')
    const v = engine.view(s)
    expect(v.location.terrain).toBe('city; production centre 6/6 build steps, damage 0')
    expect(v.counters.find((c) => c.id === 'centre:essenburg')).toMatchObject({ icon: 'factory', strength: 6, maxStrength: 6, side: 'defender' })
    expect(v.round.next).toBe('Turn 1, phase 1: movement')
    const after = engine.decide(s, 'attacker', engine.policies.default(s, engine.pending(s)!)).state
    // The attacker's orders stay hidden while the defender gives its own, then show as due.
    expect(engine.view(after).sides.attacker.gauge.parts.some((p) => p.source.startsWith('Due'))).toBe(false)
    const both = engine.decide(after, 'defender', engine.policies.default(after, engine.pending(after)!)).state
    expect(engine.view(both).sides.attacker.gauge.parts.filter((p) => p.source.startsWith('Due in phase 1'))).toHaveLength(6)
  })
})

describe(`${SEED}: shots drawn as lines`, () => {
  it('a unit destroyed by the click just played stays on the field, struck through, until the next click, so the line of the shot that hit it has an end; it is in the Losses box already', () => {
    let s = battle({ units: [{ id: 'art', side: 'attacker', type: 'ART', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }, { id: 'd2', side: 'defender', type: 'INF' }] })
    s = run(scripted(s, [0, 0, 99]), 1).s
    const v = engine.view(s)
    expect(v.aims).toEqual([{ from: 'art', to: 'd', hit: true }])
    expect(v.counters.find((c) => c.id === 'd')).toMatchObject({ place: 'field', zone: 'group-3', strip: { parts: [{ text: 'lost' }] } })
    expect(v.sides.defender.losses.map((c) => c.id)).toEqual(['d'])
    expect(engine.view(run(s, 1).s).counters.some((c) => c.id === 'd')).toBe(false)
  })
})
