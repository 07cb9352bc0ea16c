import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import { attack, battle, endPhase, ofType, SEED, type TestBattle } from './testkit.ts'
import type { NapState } from './state.ts'

/** Blue a (2,3), 8 points, against Yellow d (2,2), 1 point: 8–1. */
const crushing: TestBattle = {
  units: [
    { id: 'a', side: 'attacker', at: [2, 3], strength: 8 },
    { id: 'd', side: 'defender', at: [2, 2], strength: 1 },
  ],
}

describe(`${SEED} The record of an attack: losses, and the moves the board animates`, () => {
  it('N27 a side the result costs nothing has no loss line; the attacker\'s advance is recorded as an advance (N6)', () => {
    // 8–1, die 1: attacker 0, defender 3*: d eliminated, a advances into (2,2).
    const r = attack(battle(crushing, [0]), 'a', 'd')
    expect(ofType(r.events, 'result')[0]).toMatchObject({ attackerLoss: 0, defenderLoss: 3 })
    expect(ofType(r.events, 'loss')).toEqual([{ t: 'loss', unit: 'd', points: 3, left: 0 }])
    expect(r.state.last).toEqual({ attacker: 'a', defender: 'd', supports: [], moves: [{ unit: 'a', side: 'attacker', from: '2-3', to: '2-2', kind: 'advance' }] })
  })

  it('N9 an eliminated enemy exerts no zone of control: the unit beside its empty hex still supports', () => {
    // Blue a (2,3) attacks d (2,2); Blue b (3,2) is next to d, and next to (4,2) where Yellow e stood before it was eliminated.
    const s = battle({
      units: [
        { id: 'a', side: 'attacker', at: [2, 3], strength: 2 },
        { id: 'b', side: 'attacker', at: [3, 2], strength: 2 },
        { id: 'd', side: 'defender', at: [2, 2], strength: 2 },
        { id: 'e', side: 'defender', at: [4, 2], strength: 2 },
      ],
    }, [0])
    const gone: NapState = { ...s, units: s.units.map((u) => (u.id === 'e' ? { ...u, place: 'losses' as const } : u)) }
    const r = attack(gone, 'a', 'd')
    const totals = ofType(r.events, 'totals')[0]!
    expect([totals.attack, totals.attackParts.map((p) => p.unit)]).toEqual([4, ['a', 'b']])
    // The record names the supports (the board lights them with the two who fought).
    expect(r.state.last?.supports).toEqual(['b'])
  })

  it('the last phase ended: no counter is lit as able to attack or be attacked', () => {
    const s = endPhase(battle({ ...crushing, phases: 1 }))
    expect(s.ended).toBe(true)
    const v = engine.view(s)
    expect(v.counters.map((c) => [c.id, c.active, c.targetable])).toEqual([
      ['a', false, false],
      ['d', false, false],
    ])
  })

  it('the last phase over for want of attacks: the units still in contact are not lit either, though the phase\'s marks are gone', () => {
    // 4 against 4, die 2: each loses 1 and passes its morale test (1s); a has attacked and d was attacked, so no attack is left and the battle ends.
    let s = attack(battle({ phases: 1, units: [{ id: 'a', side: 'attacker', at: [2, 3], strength: 4 }, { id: 'd', side: 'defender', at: [2, 2], strength: 4 }] }, [1, 0, 0, 0]), 'a', 'd').state
    while (s.phase !== 'over' && !engine.pending(s)) s = engine.advance(s).state
    expect([s.phase, s.ended]).toEqual(['over', false])
    expect(s.units.map((u) => [u.id, u.place, u.at, u.attacked, u.defended])).toEqual([
      ['a', 'field', '2-3', false, false],
      ['d', 'field', '2-2', false, false],
    ])
    expect(engine.view(s).counters.map((c) => [c.id, c.active, c.targetable])).toEqual([
      ['a', false, false],
      ['d', false, false],
    ])
  })
})
