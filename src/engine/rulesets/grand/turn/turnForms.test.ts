import { describe, expect, it } from 'vitest'
import { RuleError } from '../../../core/types.ts'
import { battleLine, fromTurnChoice, toTurnChoice, toTurnForm } from './forms.ts'
import { turnPending, type TurnChoice, type TurnDecision } from './steps.ts'
import { SEED_FILE, turnOf, twoBattleMap, type TurnSpec } from './turnTestkit.ts'

/**
 * The turn's questions as forms (section A: the Battles List, a place on the
 * map; section N: the air cards, a hand) and the answers back: what a player
 * reads on the list, and what a caller may send.
 */

function front(): TurnSpec {
  return {
    ...twoBattleMap(),
    attacker: {
      units: [
        { id: 'rommel-pz', type: 'arm-div', region: 'b1', from: 'w' },
        { id: 'ariete', type: 'inf-bde', region: 'b1', from: 'w' },
        { id: 'brescia', type: 'inf-bde', region: 'b2', from: 'w' },
      ],
      supply: ['w'],
      cards: ['fighter-aces', 'low-approach'],
    },
    defender: {
      units: [
        { id: 'kings', type: 'inf-bde', region: 'b1' },
        { id: 'gordons', type: 'inf-bde', region: 'b2', damage: 1 },
        { id: 'guns', type: 'at-bn', region: 'b2' },
      ],
      supply: ['s'],
    },
  }
}

const listFrom = (d: TurnDecision) => {
  const f = toTurnForm(turnOf(front()), d).options.fields[0]!
  if (f.type !== 'place') throw new Error(`not a place field: ${f.type}`)
  return f
}

describe(`${SEED_FILE} §A the Battles List as a form`, () => {
  it('§A each battle reads its units and strength points per side, "unit" for one and "units" for more', () => {
    const t = turnOf(front())
    expect(battleLine(t, 'b1')).toBe('2 units (9 SP) against 1 unit (3 SP)')
    expect(battleLine(t, 'b2')).toBe('1 unit (3 SP) against 2 units (4 SP)')
    expect(battleLine(t, 's')).toBe('0 units (0 SP) against 0 units (0 SP)')
  })

  it('§A the list field: its label, each battle\'s line and the names on both sides, the launch button', () => {
    const t = turnOf(front())
    const form = toTurnForm(t, turnPending(t)!)
    expect(form.options.submit).toBe('Launch battle ▶')
    const f = form.options.fields[0]!
    expect(f).toMatchObject({ type: 'place', id: 'region', label: 'Battles List', targets: 'places', default: 'b1' })
    expect(f.type === 'place' && f.choices).toEqual([
      { value: 'b1', label: '1. B1: 2 units (9 SP) against 1 unit (3 SP)', title: 'Attacking: Armoured Division, Infantry Brigade. Defending: Infantry Brigade.' },
      { value: 'b2', label: '2. B2: 1 unit (3 SP) against 2 units (4 SP)', title: 'Attacking: Infantry Brigade. Defending: Infantry Brigade, Anti-tank Battalion.' },
    ])
  })

  it('§L a battle a breakthrough made says where the breakthrough came from', () => {
    const d: TurnDecision = { side: 'attacker', kind: 'next-battle', prompt: 'p', options: [{ region: 'b2', origin: 'b1' }, { region: 'b1', origin: null }] }
    expect(listFrom(d).choices.map((c) => c.title)).toEqual([
      'Attacking: Infantry Brigade. Defending: Infantry Brigade, Anti-tank Battalion, made by the breakthrough from B1.',
      'Attacking: Armoured Division, Infantry Brigade. Defending: Infantry Brigade.',
    ])
  })

  it('§N the air cards as a hand under their own label', () => {
    const t = turnOf(front())
    const d: TurnDecision = { side: 'attacker', kind: 'air-cards', prompt: 'p', options: ['fighter-aces', 'low-approach'] }
    const form = toTurnForm(t, d)
    expect(form.options.fields[0]).toMatchObject({ type: 'several', id: 'play', label: 'Air cards to play', choices: [{ value: 'fighter-aces', label: 'Fighter Aces' }, { value: 'low-approach', label: 'Low-Level Approach' }] })
  })
})

describe(`${SEED_FILE} §A §N the turn's answers`, () => {
  it('§N air cards: no list is playing none; a list that is not one is refused, naming the field', () => {
    expect(fromTurnChoice({ kind: 'air-cards', answer: {} })).toStrictEqual({ kind: 'air-cards', play: [] })
    expect(fromTurnChoice({ kind: 'air-cards', answer: { play: ['fighter-aces'] } })).toStrictEqual({ kind: 'air-cards', play: ['fighter-aces'] })
    expect(() => fromTurnChoice({ kind: 'air-cards', answer: { play: 'fighter-aces' } })).toThrow(new RuleError('play: expected a list'))
  })

  it('§A next battle: the region must be a string; a kind the turn does not ask is refused by name', () => {
    expect(fromTurnChoice({ kind: 'next-battle', answer: { region: 'b2' } })).toStrictEqual({ kind: 'next-battle', region: 'b2' })
    expect(() => fromTurnChoice({ kind: 'next-battle', answer: { region: ['b2'] } })).toThrow(new RuleError('region: expected the region of a battle on the list'))
    expect(() => fromTurnChoice({ kind: 'cards', answer: { region: 'b2' } })).toThrow(new RuleError('no decision of kind "cards" between the battles of a turn'))
  })

  it('the reason for the log goes both ways, and is absent when there is none', () => {
    expect(fromTurnChoice({ kind: 'air-cards', answer: { play: [] }, reason: 'keep them' })).toStrictEqual({ kind: 'air-cards', play: [], reason: 'keep them' })
    expect(fromTurnChoice({ kind: 'next-battle', answer: { region: 'b1' }, reason: 'nearest' })).toStrictEqual({ kind: 'next-battle', region: 'b1', reason: 'nearest' })
    expect(toTurnChoice({ kind: 'next-battle', region: 'b1', reason: 'nearest' })).toStrictEqual({ kind: 'next-battle', answer: { region: 'b1' }, reason: 'nearest' })
    expect(toTurnChoice({ kind: 'next-battle', region: 'b1' })).toStrictEqual({ kind: 'next-battle', answer: { region: 'b1' } })
    expect(toTurnChoice({ kind: 'air-cards', play: ['fighter-aces'], reason: 'aces' })).toStrictEqual({ kind: 'air-cards', answer: { play: ['fighter-aces'] }, reason: 'aces' })
  })

  it('an answer is a copy: changing the choice afterwards does not change it', () => {
    const c: TurnChoice = { kind: 'air-cards', play: ['fighter-aces'] }
    const answer = toTurnChoice(c)
    if (c.kind === 'air-cards') c.play.push('low-approach')
    expect(answer).toStrictEqual({ kind: 'air-cards', answer: { play: ['fighter-aces'] } })
  })
})
