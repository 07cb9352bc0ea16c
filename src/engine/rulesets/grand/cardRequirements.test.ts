import { describe, expect, it } from 'vitest'
import { CARD_BY_ID } from './cards.ts'
import { MAX_ROUNDS } from './rounds.ts'
import { isPlayable, planNext, skipReason } from './sequence.ts'
import type { GrandState } from './state.ts'
import { battle, playCards, unit, type SideSpec } from './testkit.ts'

/**
 * Section C: a card is played only when its side has what it needs (our
 * cards' requirements, docs/rules/grand.md "Cards"), the Ambush round takes
 * place only when someone can spring it, and nothing is queued once no round
 * is left.
 */

const SEED = '000_65abfdd3be31f0b0.txt'

const card = (id: string) => CARD_BY_ID.get(id)!
const of = (attacker: SideSpec['units'], defender: SideSpec['units']): GrandState => battle({ attacker: { units: attacker }, defender: { units: defender } })

describe(`${SEED} §C card requirements`, () => {
  it('§C Air Strike needs an own plane able to attack land targets: not a fighter, not a land unit', () => {
    expect(isPlayable(of([{ id: 'a1', type: 'inf-bde' }, { id: 'a2', type: 'fb-grp' }], [{ id: 'd1', type: 'inf-bde' }]), 'attacker', card('air-strike'), null)).toBe(true)
    expect(isPlayable(of([{ id: 'a1', type: 'inf-bde' }, { id: 'a2', type: 'ftr-grp' }], [{ id: 'd1', type: 'inf-bde' }]), 'attacker', card('air-strike'), null)).toBe(false)
    expect(isPlayable(of([{ id: 'a1', type: 'arm-bde' }, { id: 'a2', type: 'arty-rgt' }], [{ id: 'd1', type: 'inf-bde' }]), 'attacker', card('air-strike'), null)).toBe(false)
  })

  it('§C Sandstorm needs enemy aircraft: for the defender the enemy is the attacker, and the other way round', () => {
    const attackerFlies = of([{ id: 'a1', type: 'inf-bde' }, { id: 'a2', type: 'ftr-grp' }], [{ id: 'd1', type: 'inf-bde' }])
    expect(isPlayable(attackerFlies, 'defender', card('sandstorm'), null)).toBe(true)
    expect(isPlayable(attackerFlies, 'attacker', card('sandstorm'), null)).toBe(false)
    const defenderFlies = of([{ id: 'a1', type: 'inf-bde' }], [{ id: 'd1', type: 'inf-bde' }, { id: 'd2', type: 'bmb-grp' }])
    expect(isPlayable(defenderFlies, 'attacker', card('sandstorm'), null)).toBe(true)
    expect(isPlayable(defenderFlies, 'defender', card('sandstorm'), null)).toBe(false)
  })

  it('§C a requirement counts only units on the field: a plane already lost does not allow Air Strike', () => {
    const s = of([{ id: 'a1', type: 'inf-bde' }, { id: 'a2', type: 'fb-grp' }], [{ id: 'd1', type: 'inf-bde' }])
    unit(s, 'a2').place = 'losses'
    unit(s, 'a2').strength = 0
    expect(isPlayable(s, 'attacker', card('air-strike'), null)).toBe(false)
  })
})

describe(`${SEED} §C the Ambush round and the end of the rounds`, () => {
  it('§C (D3) an Ambush card played but no unit of the ambusher left able to fire: the round is skipped, and says why', () => {
    const s = playCards(battle({ attacker: { units: [{ id: 'a1', type: 'inf-bde' }] }, defender: { units: [{ id: 'd1', type: 'inf-bde' }], cards: ['ambush'] } }), { defender: ['ambush'] })
    expect(skipReason(s, 'ambush')).toBeNull()
    unit(s, 'd1').place = 'losses'
    unit(s, 'd1').strength = 0
    expect(skipReason(s, 'ambush')).toBe('no unit able to spring the ambush')
  })

  it('§C once every round is fought nothing more is asked, not even the cards a side still holds', () => {
    const s = battle({ attacker: { units: [{ id: 'a1', type: 'inf-bde' }], cards: ['rousing-address'] }, defender: { units: [{ id: 'd1', type: 'inf-bde' }], cards: ['dig-in'] } })
    s.phase = 'battle'
    s.round = 'next3'
    s.roundsFought = MAX_ROUNDS
    planNext(s)
    expect(s.queue).toEqual([])
  })
})
