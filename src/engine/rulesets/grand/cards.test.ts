import { describe, expect, it } from 'vitest'
import { RuleError } from '../../core/types.ts'
import { grand, type GrandChoice, type GrandDecision, type GrandEvent, type GrandState } from './index.ts'
import { formatEvent } from './describe.ts'
import { sideModifiers } from './modifiers.ts'
import { battle, eventsOf, passChoice, passDecisions, playOut, unit, type ScenarioSpec } from './testkit.ts'

const SEED = '000_65abfdd3be31f0b0.txt'

const pass = (_s: GrandState, d: GrandDecision): GrandChoice => passChoice(d)
const nines = (n = 200): number[] => new Array<number>(n).fill(9)
const play = (s: GrandState, side: 'attacker' | 'defender', cards: string[]) => grand.decide(s, side, { kind: 'cards', play: cards })
/** Event kinds in order, for checking what happens before what. */
const trail = (events: GrandEvent[], kinds: GrandEvent['t'][]) =>
  events.filter((e) => kinds.includes(e.t)).map((e) => ('unit' in e ? `${e.t}:${e.unit}` : e.t))

const INF = (attackerCards: string[] = [], defenderCards: string[] = []): ScenarioSpec => ({
  attacker: { units: [{ id: 'a1', type: 'inf-div' }], cards: attackerCards },
  defender: { units: [{ id: 'd1', type: 'inf-div' }], cards: defenderCards },
})

describe(`${SEED} §C Card Round`, () => {
  it('§C the attacker plays his cards first, then the defender; then the rounds begin', () => {
    const s0 = battle(INF(['leaflets'], ['leaflets']), nines())
    expect(s0.phase).toBe('cards')
    expect(grand.pending(s0)).toMatchObject({ side: 'attacker', kind: 'cards', options: ['leaflets'] })
    expect(grand.pending(s0)!.prompt).toMatch(/in the Cards round/)
    expect(() => play(s0, 'defender', [])).toThrow(RuleError)
    const s1 = play(s0, 'attacker', []).state
    expect(s1.phase).toBe('cards')
    expect(grand.pending(s1)).toMatchObject({ side: 'defender', kind: 'cards', options: ['leaflets'] })
    const s2 = play(s1, 'defender', []).state
    expect(s2.phase).toBe('battle')
    expect(grand.pending(s2)).toBeNull()
    // Passing is never forced to play: both hands are intact.
    expect(s2.sides.attacker.hand).toEqual(['leaflets'])
    expect(s2.sides.defender.hand).toEqual(['leaflets'])
  })

  it('§C a side without any playable card is not asked', () => {
    const s0 = battle(INF(['halt-order', 'ambush'], ['leaflets']), nines())
    expect(grand.pending(s0)).toMatchObject({ side: 'defender', kind: 'cards' })
    const none = battle(INF(['halt-order'], ['surprise-attack']), nines())
    expect(none.phase).toBe('battle')
    expect(grand.pending(none)).toBeNull()
  })

  it('§C only playable cards are offered: who may play them and their requirements', () => {
    const spec: ScenarioSpec = {
      attacker: {
        units: [{ id: 'a1', type: 'inf-div' }],
        cards: ['halt-order', 'ambush', 'barrage', 'tank-hunters', 'sappers', 'leaflets', 'leaflets', 'surprise-attack', 'withdrawal'],
      },
      defender: {
        units: [{ id: 'd1', type: 'inf-div' }, { id: 'd2', type: 'arty-rgt' }, { id: 'd3', type: 'at-bn' }],
        cards: ['surprise-attack', 'barrage', 'sandstorm', 'tank-hunters', 'halt-order', 'ambush'],
      },
    }
    const s0 = battle(spec, nines())
    // halt-order and ambush are the defender's; barrage needs own artillery, tank-hunters own anti-tank,
    // sappers an enemy minefield; the second Leaflet Drop is offered once.
    expect(grand.pending(s0)!.options).toEqual(['leaflets', 'surprise-attack', 'withdrawal'])
    const s1 = play(s0, 'attacker', []).state
    // surprise-attack is the attacker's; sandstorm needs enemy aircraft.
    expect(grand.pending(s1)).toMatchObject({ side: 'defender', options: ['barrage', 'tank-hunters', 'halt-order', 'ambush'] })
  })

  it('§C playing a card moves it from the hand to the played cards, with a card event', () => {
    const s0 = battle(INF(['leaflets', 'rousing-address', 'leaflets']), nines())
    const { state, events } = play(s0, 'attacker', ['rousing-address', 'leaflets'])
    expect(state.sides.attacker.hand).toEqual(['leaflets'])
    expect(state.sides.attacker.played).toEqual(['rousing-address', 'leaflets'])
    expect(eventsOf(events, 'card')).toEqual([
      { t: 'card', side: 'attacker', card: 'rousing-address', name: 'Rousing Address', round: null },
      { t: 'card', side: 'attacker', card: 'leaflets', name: 'Leaflet Drop', round: null },
    ])
    expect(eventsOf(events, 'decision')[0]).toMatchObject({ side: 'attacker', kind: 'cards', choice: 'Rousing Address, Leaflet Drop' })
  })

  it('§C an unplayable card is refused with an error and nothing changes', () => {
    const s0 = battle(INF(['leaflets', 'barrage', 'halt-order']), nines())
    const before = JSON.stringify(s0)
    expect(() => play(s0, 'attacker', ['barrage'])).toThrow(RuleError)
    expect(() => play(s0, 'attacker', ['barrage'])).toThrow('cannot play "barrage" now; playable: leaflets')
    expect(() => play(s0, 'attacker', ['halt-order'])).toThrow(/cannot play "halt-order"/)
    // Not in the hand at all, or more copies than held.
    expect(() => play(s0, 'attacker', ['rousing-address'])).toThrow(RuleError)
    expect(() => play(s0, 'attacker', ['leaflets', 'leaflets'])).toThrow(RuleError)
    // A valid card listed with an invalid one: the whole choice is refused.
    expect(() => play(s0, 'attacker', ['leaflets', 'barrage'])).toThrow(RuleError)
    expect(JSON.stringify(s0)).toBe(before)
  })

  it('§C §B morale cards change Battle Morale at once, with a bm event', () => {
    const s0 = battle(INF(['rousing-address', 'leaflets']), nines())
    expect(s0.sides.attacker.bm).toBe(3)
    expect(s0.sides.defender.bm).toBe(3)
    const { state, events } = play(s0, 'attacker', ['rousing-address', 'leaflets'])
    expect(eventsOf(events, 'bm').map(({ side, from, to, reason }) => ({ side, from, to, reason }))).toEqual([
      { side: 'attacker', from: 3, to: 5, reason: 'cards played' },
      { side: 'defender', from: 3, to: 2, reason: 'cards played' },
    ])
    expect(state.sides.attacker.bmParts).toContainEqual({ source: 'Card: Rousing Address', value: 2 })
    expect(state.sides.defender.bmParts).toContainEqual({ source: 'Card: Leaflet Drop', value: -1 })
    // Still there once the rounds recompute Battle Morale.
    const main = grand.advance(state).state
    expect(main.bmHistory).toEqual([{ round: 'main', attacker: 5, defender: 2 }])
  })
})

describe(`${SEED} §J cards that cancel the battle`, () => {
  it('§J Orderly Withdrawal by the attacker cancels the battle: no winner, the attacker goes home', () => {
    const s0 = battle(INF(['withdrawal'], ['leaflets']), nines())
    const { state, events } = play(s0, 'attacker', ['withdrawal'])
    expect(state.phase).toBe('over')
    expect(state.result).toMatchObject({ winner: null, cancelled: true, breakthrough: null })
    expect(state.result!.retreat).toEqual({ side: 'attacker', moves: [{ unit: 'a1', to: 'west' }] })
    expect(eventsOf(events, 'end')[0]).toMatchObject({ winner: null })
    expect(eventsOf(events, 'retreat')[0]).toMatchObject({ side: 'attacker', unit: 'a1', to: 'west', reason: 'battle cancelled' })
    // The defender is no longer asked, and no round is fought.
    expect(grand.pending(state)).toBeNull()
    expect(state.roundsFought).toBe(0)
    expect(() => grand.advance(state)).toThrow(RuleError)
  })

  it('§J Orderly Withdrawal by the defender: the defender retreats', () => {
    const s1 = play(battle(INF(['leaflets'], ['withdrawal']), nines()), 'attacker', ['leaflets']).state
    const { state } = play(s1, 'defender', ['withdrawal'])
    expect(state.result).toMatchObject({ winner: null, cancelled: true })
    expect(state.result!.retreat).toEqual({ side: 'defender', moves: [{ unit: 'd1', to: 'east' }] })
    expect(unit(state, 'a1').movedTo).toBeNull()
  })

  it('§J Halt Order by the defender: the battle is cancelled and the attacker retreats', () => {
    const { state } = play(battle(INF([], ['halt-order']), nines()), 'defender', ['halt-order'])
    expect(state.result).toMatchObject({ winner: null, cancelled: true })
    expect(state.result!.reason).toMatch(/Red retreats/)
    expect(state.result!.retreat).toEqual({ side: 'attacker', moves: [{ unit: 'a1', to: 'west' }] })
    expect(unit(state, 'd1').movedTo).toBeNull()
  })
})

/** a1 fires first; its CavUnits hit kills the 1-SP mechanized brigade d1; d2 survives. */
const SURPRISE = (defenderMorale = 0, cards = ['surprise-attack']): ScenarioSpec => ({
  attacker: { units: [{ id: 'a1', type: 'arm-bde' }], cards },
  defender: { units: [{ id: 'd1', type: 'mech-bde', damage: 2 }, { id: 'd2', type: 'inf-bde' }], scenarioMorale: defenderMorale },
})

describe(`${SEED} §J non-simultaneous fire (Surprise Attack) and §K's reminder`, () => {
  it('§J without the card fire is simultaneous: the doomed unit still fires', () => {
    const { events } = grand.advance(battle(SURPRISE(0, []), [0, 9, 9]))
    expect(eventsOf(events, 'shot').map((e) => e.unit)).toEqual(['a1', 'd1', 'd2'])
    expect(trail(events, ['shot', 'hits'])).toEqual(['shot:a1', 'shot:d1', 'shot:d2', 'hits:d1'])
  })

  it('§J Surprise Attack: the attacker hits first, the defender answers with its survivors only', () => {
    const s0 = play(battle(SURPRISE(), [0, 9]), 'attacker', ['surprise-attack']).state
    const { state, events } = grand.advance(s0)
    expect(trail(events, ['shot', 'hits', 'eliminated'])).toEqual(['shot:a1', 'hits:d1', 'eliminated:d1', 'shot:d2'])
    expect(state.dice.rolled).toBe(2)
    expect(state.phase).toBe('battle')
  })

  it('§J Surprise Attack holds in Main and Next 1 only; Next 2 is simultaneous again', () => {
    // Main: a1 kills d1 (0), d2 misses (9). Next 1: a1 hits d2 (0), d2 misses (9).
    // Next 2: a1 hits d2 (0), d2 hits back (0; an OtherUnits hit on a lone CavUnit is halved away), d2 passes its panic test (0).
    const s0 = play(battle(SURPRISE(), [0, 9, 0, 9, 0, 0, 0]), 'attacker', ['surprise-attack']).state
    const main = grand.advance(s0).state
    const next1 = grand.advance(passDecisions(main))
    expect(next1.state.round).toBe('next1')
    expect(trail(next1.events, ['shot', 'hits'])).toEqual(['shot:a1', 'hits:d2', 'shot:d2'])
    const next2 = grand.advance(passDecisions(next1.state))
    expect(next2.state.round).toBe('next2')
    expect(trail(next2.events, ['shot', 'hits', 'panic', 'wasted'])).toEqual(['shot:a1', 'shot:d2', 'hits:d2', 'panic:d2', 'wasted'])
  })

  it('§J (D39) the enemy answers with the modifiers the first volley left it: armor superiority lost with a tank no longer counts', () => {
    // a1's CavUnits hit (0) kills d1, one of two 1-SP armoured brigades: 2 armor against none becomes 1.
    // d2 answers with defense 3, −1 at 1 SP and no superiority any more: 2, so its 3 misses.
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'mech-bde' }], cards: ['surprise-attack'] },
      defender: { units: [{ id: 'd1', type: 'arm-bde', damage: 2 }, { id: 'd2', type: 'arm-bde', damage: 2 }] },
    }
    const s0 = play(battle(spec, [0, 3]), 'attacker', ['surprise-attack']).state
    const SUP = { source: 'Armor superiority', value: 1 }
    expect(sideModifiers(s0, 'defender', 'main')).toEqual([SUP])
    const { state, events } = grand.advance(s0)
    expect(trail(events, ['modifiers', 'shot', 'hits', 'eliminated'])).toEqual(['modifiers', 'shot:a1', 'hits:d1', 'eliminated:d1', 'modifiers', 'shot:d2'])
    expect(eventsOf(events, 'shot')[1]).toMatchObject({ side: 'defender', unit: 'd2', die: 3, value: 2, hit: false })
    // The log says what the answer is fired with: superiority at the start of the round, none after the volley.
    const mods = eventsOf(events, 'modifiers')
    expect(mods).toEqual([
      { t: 'modifiers', side: 'defender', round: 'main', parts: [SUP] },
      { t: 'modifiers', side: 'defender', round: 'main', parts: [], answer: true },
    ])
    expect(formatEvent(state, mods[1]!)).toBe('Blue modifiers for its answer: none')
    expect(unit(state, 'a1').strength).toBe(3)
    expect(state.dice.rolled).toBe(2)
  })

  it('§K (D28) demoralized by the first volley, the enemy does not fire and tests at once (passes: battle goes on)', () => {
    // Defender BM 4 - 3 = 1; after d1 is destroyed: mean 3, -1, -3 = -1. Limit 2 x 3 - 1 = 5.
    const s0 = play(battle(SURPRISE(-3), [0, 5]), 'attacker', ['surprise-attack']).state
    const { state, events } = grand.advance(s0)
    expect(eventsOf(events, 'shot').filter((e) => e.side === 'defender')).toEqual([])
    expect(eventsOf(events, 'rout-test')).toEqual([{ t: 'rout-test', side: 'defender', die: 5, limit: 5, routed: false }])
    expect(trail(events, ['eliminated', 'rout-test'])).toEqual(['eliminated:d1', 'rout-test'])
    expect(state.dice.rolled).toBe(2)
    expect(state.phase).toBe('battle')
    expect(grand.pending(state)).toMatchObject({ kind: 'retreat', side: 'attacker' })
  })

  it('§K (D28) demoralized by the first volley and failing the test, the enemy routs without firing', () => {
    const s0 = play(battle(SURPRISE(-3), [0, 6]), 'attacker', ['surprise-attack']).state
    const { state, events } = grand.advance(s0)
    expect(eventsOf(events, 'shot').filter((e) => e.side === 'defender')).toEqual([])
    expect(eventsOf(events, 'rout-test')).toEqual([{ t: 'rout-test', side: 'defender', die: 6, limit: 5, routed: true }])
    expect(eventsOf(events, 'routed')).toEqual([{ t: 'routed', side: 'defender', units: ['d2'] }])
    expect(state.pursuer).toBe('attacker')
  })

  it('§K (D28, §B) heavy losses from the first volley count before the enemy may fire back', () => {
    // d1 (3 SP, BM 3 - 3 = 0) loses 2 of 3 SP to a1's first volley (0, 0) and passes its panic test (0):
    // that is a round with heavy losses (2 x 2 > 3), so its BM is already -1 and it may not fire back.
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'arm-div' }], cards: ['surprise-attack'] },
      defender: { units: [{ id: 'd1', type: 'inf-bde' }], scenarioMorale: -3 },
    }
    const s0 = play(battle(spec, [0, 0, 0, 9, 9]), 'attacker', ['surprise-attack']).state
    const { state, events } = grand.advance(s0)
    expect(eventsOf(events, 'heavy-losses')).toEqual([{ t: 'heavy-losses', side: 'defender', lost: 2, present: 3 }])
    expect(unit(state, 'd1')).toMatchObject({ strength: 1, panicked: false })
    expect(eventsOf(events, 'shot').filter((e) => e.side === 'defender')).toEqual([])
    expect(eventsOf(events, 'rout-test')).toEqual([{ t: 'rout-test', side: 'defender', die: 9, limit: 5, routed: true }])
    expect(state.dice.rolled).toBe(4)
  })
})

describe(`${SEED} §C (D3) the Ambush card`, () => {
  it('§C (D3) Ambush adds an Ambush round before Main where only the defender fires', () => {
    const s0 = play(battle(INF([], ['ambush']), [0, 9, 9, 9, 9, 9]), 'defender', ['ambush']).state
    const amb = grand.advance(s0)
    expect(eventsOf(amb.events, 'round')).toEqual([{ t: 'round', round: 'ambush', name: 'Ambush', number: 1 }])
    expect(eventsOf(amb.events, 'skip').map((e) => e.round)).toEqual(['artillery', 'air', 'mines', 'recon'])
    expect(eventsOf(amb.events, 'shot').map((e) => `${e.side}:${e.unit}`)).toEqual(['defender:d1', 'defender:d1'])
    expect(eventsOf(amb.events, 'hits')).toEqual([{ t: 'hits', side: 'attacker', unit: 'a1', hits: 1, strength: 5, from: 'other' }])
    // No retreat before Main, even after the Ambush round.
    expect(grand.pending(amb.state)).toBeNull()
    const main = grand.advance(amb.state)
    expect(eventsOf(main.events, 'round')[0]).toMatchObject({ round: 'main', number: 2 })
    expect(eventsOf(main.events, 'shot').map((e) => e.side)).toEqual(['attacker', 'attacker', 'defender', 'defender'])
  })

  it('§C (D3) without the card there is no Ambush round', () => {
    const { events } = grand.advance(play(battle(INF([], ['ambush']), nines()), 'defender', []).state)
    expect(eventsOf(events, 'skip').find((e) => e.round === 'ambush')!.reason).toBe('no Ambush card played')
    expect(eventsOf(events, 'round')[0]!.round).toBe('main')
  })
})

/** a2 is an artillery regiment: it fires in Artillery Preparation. */
const GUNS = (cards: string[]): ScenarioSpec => ({
  attacker: { units: [{ id: 'a1', type: 'inf-div' }, { id: 'a2', type: 'arty-rgt' }], cards },
  defender: { units: [{ id: 'd1', type: 'inf-div' }] },
})

describe(`${SEED} §C (D27) round-start cards`, () => {
  it('§C (D27) Barrage kept in the Cards round is offered again at the start of Artillery Preparation', () => {
    const s0 = battle(GUNS(['barrage', 'leaflets']), nines())
    expect(grand.pending(s0)!.options).toEqual(['barrage', 'leaflets'])
    const s1 = play(s0, 'attacker', []).state
    expect(s1.phase).toBe('battle')
    const d = grand.pending(s1)!
    expect(d).toMatchObject({ side: 'attacker', kind: 'cards', options: ['barrage'] })
    expect(d.prompt).toMatch(/at the start of Artillery Preparation/)
    expect(() => grand.advance(s1)).toThrow(RuleError)
    const { state, events } = play(s1, 'attacker', ['barrage'])
    expect(eventsOf(events, 'card')).toEqual([{ t: 'card', side: 'attacker', card: 'barrage', name: 'Creeping Barrage', round: 'artillery' }])
    const art = grand.advance(state)
    expect(eventsOf(art.events, 'round')[0]!.round).toBe('artillery')
    expect(eventsOf(art.events, 'shot')).toEqual([{ t: 'shot', side: 'attacker', unit: 'a2', die: 9, value: 4, hit: false, reroll: false }])
    expect(eventsOf(art.events, 'modifiers')).toContainEqual({ t: 'modifiers', side: 'attacker', round: 'artillery', parts: [{ source: 'Card: Creeping Barrage', value: 1 }] })
  })

  it('§C (D27) declining Barrage at the round start: the artillery fires unmodified', () => {
    const s1 = play(battle(GUNS(['barrage']), nines()), 'attacker', []).state
    const s2 = play(s1, 'attacker', []).state
    const art = grand.advance(s2)
    expect(eventsOf(art.events, 'shot')[0]!.value).toBe(3)
    expect(s2.sides.attacker.hand).toEqual(['barrage'])
  })

  it('§C (D27) Barrage played in the Cards round is not offered again at the round start', () => {
    const s1 = play(battle(GUNS(['barrage']), nines()), 'attacker', ['barrage']).state
    expect(grand.pending(s1)).toBeNull()
    const art = grand.advance(s1)
    expect(eventsOf(art.events, 'shot')[0]!.value).toBe(4)
  })

  it('§C (D27) without own artillery Barrage is never offered, neither in Cards nor at a round start', () => {
    const s0 = battle(INF(['barrage']), nines())
    expect(s0.phase).toBe('battle')
    const { events } = playOut(s0, (_s, d) => {
      if (d.kind === 'cards') throw new Error(`unexpected cards decision ${JSON.stringify(d.options)}`)
      return passChoice(d)
    })
    expect(eventsOf(events, 'card')).toEqual([])
  })
})

describe(`${SEED} §C cards after the battle`, () => {
  it('§C one-time cards are spent; reusable ones return to the hand at the end of the battle', () => {
    const s0 = battle(INF(['rousing-address', 'leaflets', 'supply-crisis'], ['dig-in', 'rearguard']), nines())
    const s1 = play(s0, 'attacker', ['rousing-address', 'leaflets']).state
    const s2 = play(s1, 'defender', ['dig-in']).state
    expect(s2.sides.attacker.hand).toEqual(['supply-crisis'])
    expect(s2.sides.defender.hand).toEqual(['rearguard'])
    const { state } = playOut(s2, pass)
    expect(state.phase).toBe('over')
    expect([...state.sides.attacker.hand].sort()).toEqual(['leaflets', 'supply-crisis'])
    expect([...state.sides.defender.hand].sort()).toEqual(['dig-in', 'rearguard'])
    expect(state.sides.attacker.played).toEqual(['rousing-address', 'leaflets'])
  })

  it('§J a cancelling card is spent, and reusable cards played before it still come back', () => {
    const s1 = play(battle(INF(['leaflets'], ['halt-order']), nines()), 'attacker', ['leaflets']).state
    const { state } = play(s1, 'defender', ['halt-order'])
    expect(state.sides.attacker.hand).toEqual(['leaflets'])
    expect(state.sides.defender.hand).toEqual([])
    expect(state.sides.defender.played).toEqual(['halt-order'])
  })
})
