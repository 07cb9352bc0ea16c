import { describe, expect, it } from 'vitest'
import { RuleError } from '../../../core/types.ts'
import { advance as battleAdvance } from '../advance.ts'
import { parseGrandScenario } from '../scenario.ts'
import { startState } from '../battleStart.ts'
import { battleScenario } from './battle.ts'
import { contestedRegions } from './mapRules.ts'
import { toTurnForm } from './forms.ts'
import { advanceTurn, decideTurn, turnPending } from './steps.ts'
import { eventsOfTurn, nines, play, question, SEED_FILE, turnOf, unitOf, type TurnSpec } from './turnTestkit.ts'

/**
 * Section A on the turn's map: stacks of two sides in one region make a
 * battle; the Battles List holds every battle the active side initiated; the
 * player picks the next one, none may be skipped; each is resolved at once,
 * one at a time, in its own battle (the battle engine, on the turn's dice).
 */

/** Three regions with both sides, one with the defender alone, one with the attacker alone. */
function front(): TurnSpec {
  return {
    regions: [
      { id: 'w', owner: 'attacker' },
      { id: 'b1', owner: 'defender' },
      { id: 'b2', owner: 'defender' },
      { id: 'b3', owner: 'neutral' },
      { id: 'quiet', owner: 'defender' },
      { id: 'rear', owner: 'attacker' },
      { id: 's', owner: 'defender' },
    ],
    connections: [
      ['w', 'b1'],
      ['w', 'b2'],
      ['w', 'b3'],
      ['w', 'quiet'],
      ['w', 'rear'],
      ['b1', 's'],
      ['b2', 's'],
      ['b3', 's'],
    ],
    attacker: {
      units: [
        { id: 'a1', type: 'inf-bde', region: 'b1', from: 'w' },
        { id: 'a2', type: 'inf-bde', region: 'b2', from: 'w' },
        { id: 'a3', type: 'inf-bde', region: 'b3', from: 'w' },
        { id: 'ar', type: 'inf-bde', region: 'rear' },
      ],
      supply: ['w'],
    },
    defender: {
      units: [
        { id: 'd1', type: 'inf-bde', region: 'b1' },
        { id: 'd2', type: 'inf-bde', region: 'b2' },
        { id: 'd3', type: 'inf-bde', region: 'b3' },
        { id: 'dq', type: 'inf-bde', region: 'quiet' },
      ],
      supply: ['s'],
    },
  }
}

describe(`${SEED_FILE} §A the Battles List`, () => {
  it('§A stacks of two sides in one region make a battle; a region of one side alone makes none', () => {
    const t = turnOf(front())
    expect(contestedRegions(t)).toEqual(['b1', 'b2', 'b3'])
  })

  it('§A when the Battle Phase opens, the list holds every battle the active side initiated, each a place to click on the map, the next one by the arrow button', () => {
    const t = turnOf(front())
    expect(t.phase).toBe('list')
    const d = turnPending(t)!
    expect(d).toMatchObject({ side: 'attacker', kind: 'next-battle' })
    const form = toTurnForm(t, d)
    const field = form.options.fields[0]!
    expect(field).toMatchObject({ type: 'place', targets: 'places', default: 'b1' })
    expect(field.type === 'place' && field.choices.map((c) => c.value)).toEqual(['b1', 'b2', 'b3'])
    expect(field.type === 'place' && field.choices[0]!.label).toBe('1. B1: 1 unit (3 SP) against 1 unit (3 SP)')
    // Not possible to skip: no "none" answer, and an answer off the list is refused.
    expect(field.type === 'place' && field.none).toBeUndefined()
    expect(() => decideTurn(t, 'attacker', { kind: 'next-battle', region: 'quiet' })).toThrow(RuleError)
  })

  it('§A the player chooses the order: the battle picked is resolved at once, the others wait on the list; the turn ends only once every one is resolved', () => {
    const { state, events } = play(turnOf(front(), nines()), { order: ['b3', 'b1', 'b2'], retreats: 'defender' })
    expect(eventsOfTurn(events, 'battle-open').map((e) => [e.region, e.left])).toEqual([
      ['b3', 2],
      ['b1', 1],
      ['b2', 0],
    ])
    expect(state.records.map((r) => r.region)).toEqual(['b3', 'b1', 'b2'])
    expect(state.list).toEqual([])
    expect(state.phase).toBe('over')
  })

  it('§A one battle at a time: while a battle is open its questions are the battle\'s own and the turn asks nothing; advancing it is advancing the battle', () => {
    let t = decideTurn(turnOf(front(), nines()), 'attacker', { kind: 'next-battle', region: 'b2' }).state
    expect(t.battle!.region.id).toBe('b2')
    expect(turnPending(t)).toBeNull()
    expect(() => decideTurn(t, 'attacker', { kind: 'next-battle', region: 'b1' })).toThrow(RuleError)
    // The same round as the battle engine's own on the same battle and dice.
    const own = battleAdvance(t.battle!)
    const step = advanceTurn(t)
    expect(step.events).toEqual(own.events)
    expect(step.state.battle).toEqual(own.state)
    t = step.state
    expect(t.dice).toEqual(t.battle!.dice)
  })

  it('§A each battle is a grand battle built from the map: its region, the stacks there with where attackers came from, the hands, and every region with what the turn knows of it', () => {
    const t = turnOf(front())
    const sc = battleScenario(t, 'b1')
    expect(parseGrandScenario(sc)).toMatchObject({ ok: true })
    expect(sc.location).toEqual({ region: 'b1', crossing: 'none', fortified: false })
    expect(sc.attacker.units.map((u) => [u.id, u.from])).toEqual([['a1', 'w']])
    expect(sc.defender.units.map((u) => u.id)).toEqual(['d1'])
    const regions = Object.fromEntries(sc.regions.map((r) => [r.id, r]))
    // "a region which is the site of a yet unresolved battle": the other battles of the list, computed, not set by hand.
    expect(['b2', 'b3', 'b1', 'quiet'].map((id) => regions[id]!.battle)).toEqual([true, true, false, false])
    expect(regions.rear!.occupiedBy).toBe('attacker')
    expect(regions.quiet!.occupiedBy).toBe('defender')
    expect(startState(sc, 'x', t.dice).region.id).toBe('b1')
  })

  it('§A (D44) the defender\'s crossing bonus: the widest crossing an attacking land unit came over', () => {
    const spec = front()
    spec.regions.push({ id: 'w2', owner: 'attacker' })
    spec.connections = spec.connections.map((c) => (c[0] === 'w' && c[1] === 'b1' ? ['w', 'b1', 'river'] : c))
    spec.connections.push(['w2', 'b1', 'strait'])
    expect(battleScenario(turnOf(spec), 'b1').location.crossing).toBe('river')
    // Whatever the order of the units: the strait's crossers first, the river's after.
    spec.attacker.units.unshift({ id: 'a9', type: 'inf-bde', region: 'b1', from: 'w2' })
    expect(battleScenario(turnOf(spec), 'b1').location.crossing).toBe('strait')
  })

  it('§A cards impacting battles are played in each battle: its hand is the side\'s battle cards; one-time cards leave the turn\'s hand, reusable ones come back', () => {
    const spec = front()
    spec.attacker.cards = ['rousing-address', 'leaflets', 'fighter-aces']
    const { state } = play(turnOf(spec, nines()), { retreats: 'defender', cards: { attacker: ['rousing-address', 'leaflets'] } }, (t) => t.records.length === 1)
    expect(state.records[0]!.sides.attacker.cards).toEqual(['rousing-address', 'leaflets'])
    expect(state.sides.attacker.hand.sort()).toEqual(['fighter-aces', 'leaflets'])
    expect(state.sides.attacker.played).toEqual(['rousing-address', 'leaflets'])
    const next = play(state, {}, (t) => t.battle !== null).state
    expect(next.battle!.sides.attacker.hand).toEqual(['leaflets'])
  })

  it('§A the window\'s questions: the list is the attacker\'s, a battle\'s are the battle\'s; the turn\'s dice pass into the battle and back', () => {
    const t = turnOf(front(), nines())
    const open = decideTurn(t, 'attacker', { kind: 'next-battle', region: 'b1' }).state
    expect(open.battle!.dice).toEqual(t.dice)
    const closed = play(open, { retreats: 'defender' }, (s) => s.battle === null).state
    expect(closed.dice.rolled).toBeGreaterThan(t.dice.rolled)
    expect(question(closed)!.kind).toBe('next-battle')
    expect(unitOf(closed, 'a1').region).toBe('b1')
  })
})
