import { describe, expect, it } from 'vitest'
import { BranchingDice } from '../../../odds/branchingDice.ts'
import { shoot } from './fire.ts'
import { answer, axis, battle, dice, eventsOf, many, unit } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

describe(`${SEED} X1 one to-hit die per shot (fire.ts shoot)`, () => {
  it('X1 a unit of value 0 (a transport attacking) rolls no die and never hits; a shot unaimed has no target in its event', () => {
    const s = battle({ naval: true, attacker: [{ id: 't', type: 'transport' }, { id: 'ad', type: 'destroyer' }], defender: [{ id: 'dd', type: 'destroyer' }] }, dice(6, 6))
    const r = axis.advance(s)
    expect(eventsOf(r.events, 'shot')).toStrictEqual([
      { t: 'shot', side: 'attacker', unit: 'ad', die: 6, value: 3, hit: false },
      { t: 'shot', side: 'defender', unit: 'dd', die: 6, value: 3, hit: false },
    ])
    expect(eventsOf(r.events, 'hits')).toEqual([])
    expect(unit(r.state, 'dd').place).toBe('field')
    expect(r.state.dice).toMatchObject({ rolled: 2 })
  })

  it('X1 a hit at or under the value: the die tells the odds\' branching dice its threshold, so a shot at 3 hits on half the paths', () => {
    const s = battle({ attacker: [{ id: 'a', type: 'armor' }], defender: [{ id: 'd', type: 'infantry' }] })
    const dice = new BranchingDice()
    const paths: [boolean, number][] = []
    do {
      dice.rewind()
      const hit = shoot({ s, dice, ev: null }, unit(s, 'a'), 3)
      paths.push([hit, dice.prob])
    } while (dice.next())
    expect(paths).toEqual([
      [true, 0.5],
      [false, 0.5],
    ])
  })
})

describe(`${SEED} §5.2 aimed hits on fortified infantry (§5.7.3, §5.7.4; X8)`, () => {
  const spec = (bombers: { id: string; type: string; from?: string }[]) => ({
    fortification: 'maginot' as const,
    attacker: [...bombers, { id: 'gi', type: 'infantry' }],
    defender: [{ id: 'f1', type: 'infantry' }],
  })

  it('§5.7.3 TacAir hitting fortified infantry across the line flips it: it answers, and is still there after Air Combat', () => {
    // b hits f1; f1 answers b and misses; gi misses in land combat.
    const r = axis.advance(battle(spec([{ id: 'b', type: 'bomber' }]), dice(1, 6, 6)))
    expect(eventsOf(r.events, 'flip')).toStrictEqual([{ t: 'flip', side: 'defender', unit: 'f1' }])
    expect(unit(r.state, 'f1')).toMatchObject({ place: 'field', halfHits: 1, doomed: false })
    expect(eventsOf(r.events, 'casualty')).toEqual([])
    expect(eventsOf(r.events, 'shot').map((e) => [e.unit, e.target, e.value, e.hit])).toEqual([
      ['b', 'f1', 4, true],
      ['f1', 'b', 1, false],
      ['gi', undefined, 1, false],
    ])
  })

  it('§5.7.3 a second hit on a flipped unit removes it at the end of Air Combat (X8); a destroyed unit is no longer marked', () => {
    // b1 and b2 both hit f1: flipped, then marked; f1 answers b1 (asked: two hitters) and misses.
    let r = axis.advance(battle(spec(many('b', 'bomber', 2)), dice(1, 1, 6, 6)))
    expect(eventsOf(r.events, 'flip')).toEqual([{ t: 'flip', side: 'defender', unit: 'f1' }])
    expect(axis.pending(r.state)).toMatchObject({ side: 'defender', kind: 'aim' })
    r = axis.advance(answer(r.state, { f1: 'b1' }).state)
    expect(eventsOf(r.events, 'casualty')).toEqual([{ t: 'casualty', side: 'defender', unit: 'f1', reason: 'hit in air combat' }])
    expect(unit(r.state, 'f1')).toMatchObject({ place: 'losses', halfHits: 1, doomed: false })
  })

  it('§5.7.4 a plane attacking from an area not adjacent to the line hits fortified infantry as normal: no flip, removed at the end of Air Combat', () => {
    const r = axis.advance(battle(spec([{ id: 'b', type: 'bomber', from: 'north' }]), dice(1, 6)))
    expect(eventsOf(r.events, 'flip')).toEqual([])
    expect(eventsOf(r.events, 'casualty')).toEqual([{ t: 'casualty', side: 'defender', unit: 'f1', reason: 'hit in air combat' }])
    expect(unit(r.state, 'f1')).toMatchObject({ place: 'losses', halfHits: 0, doomed: false })
  })

  it('§5.5 a unit lost in land combat is not left marked as hit by aimed fire', () => {
    const r = axis.advance(battle({ attacker: [{ id: 'a', type: 'armor' }], defender: many('d', 'infantry', 2) }, dice(1, 6, 6)))
    expect(unit(r.state, 'd1')).toMatchObject({ place: 'losses', doomed: false })
  })
})
