import { describe, expect, it } from 'vitest'
import { fastSeedDice } from '../../core/fastAlea.ts'
import { RuleError } from '../../core/types.ts'
import { engine } from './engine.ts'
import { exactWorthTrying } from './exact.ts'
import { fromChoice } from './forms.ts'
import { grand } from './index.ts'
import { parseGrandScenario } from './scenario.ts'
import { TURN_SCENARIOS } from './scenarios.ts'
import { battle, passDecisions, playOut, rawScenario, type ScenarioSpec } from './testkit.ts'
import { turnMeasure } from './turn/measure.ts'
import type { TurnScenario } from './turn/scenario.ts'
import type { TurnState } from './turn/state.ts'
import { SEED_FILE as SEED } from './turn/turnTestkit.ts'

/**
 * The grand engine's one door (engine.ts) for its two kinds of scenario: a
 * battle (seed 000 sections B–K) and a combat turn on a region map ("kind":
 * "turn", sections A, L, M, N). Each call must reach the right kind's code:
 * the parse and its refusals, the scenario card, the round label, the
 * policies' refusal, the staged cards, the measure, the exact solver's gate
 * and the bench.
 */
type AnyState = Parameters<typeof engine.view>[0]

function parsed(raw: unknown) {
  const r = engine.parseScenario(raw)
  if (!r.ok) throw new Error(r.errors.join('; '))
  return r.value
}

/** Steps with the default policy until `stop` holds or the state is over. */
function stepTo(s: AnyState, stop: (s: AnyState) => boolean = () => false): AnyState {
  for (let i = 0; i < 500 && !s.result && !stop(s); i++) {
    const d = engine.pending(s)
    s = (d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)).state
  }
  return s
}

const ONE_EACH: ScenarioSpec = { attacker: { units: [{ id: 'a1', type: 'inf-div' }] }, defender: { units: [{ id: 'd1', type: 'inf-div' }] } }
const HINT = 'kind: required ("turn"): the file has a turn\'s connections or air moves'
const battleErrors = (raw: unknown) => {
  const r = parseGrandScenario(raw)
  return r.ok ? [] : r.errors
}

describe(`${SEED} (turn) the parse: "kind": "turn" is a turn, anything else a battle`, () => {
  const battleRaw = rawScenario(ONE_EACH)
  const air = TURN_SCENARIOS[2] as Record<string, unknown>

  it('a battle file parses as a battle; what is not an object is refused as the battle\'s schema says, without a hint', () => {
    expect(engine.parseScenario(battleRaw)).toEqual(parseGrandScenario(battleRaw))
    expect(engine.parseScenario(battleRaw).ok).toBe(true)
    for (const odd of [null, undefined, 'grand', 7]) {
      const r = engine.parseScenario(odd)
      expect(r).toEqual(parseGrandScenario(odd))
      expect(r.ok).toBe(false)
      expect(r.ok ? [] : r.errors[0]).not.toBe(HINT)
    }
    expect(engine.parseScenario(null)).toEqual({ ok: false, errors: ['(top level): Invalid input: expected object, received null'] })
  })

  it('a turn file that lost its "kind" (it has connections or air moves) is told so first, then what the battle schema finds', () => {
    const { kind: _kind, ...noKind } = air
    expect(engine.parseScenario(noKind)).toEqual({ ok: false, errors: [HINT, ...battleErrors(noKind)] })
    // Either field alone is enough.
    const { airMoves: _air, ...connectionsOnly } = noKind
    expect(engine.parseScenario(connectionsOnly)).toEqual({ ok: false, errors: [HINT, ...battleErrors(connectionsOnly)] })
    expect(engine.parseScenario({ ...battleRaw, connections: [] })).toEqual({ ok: false, errors: [HINT, '(top level): Unrecognized key: "connections"'] })
    expect(engine.parseScenario({ ...battleRaw, airMoves: [] })).toEqual({ ok: false, errors: [HINT, '(top level): Unrecognized key: "airMoves"'] })
  })

  it('a file with a "kind" other than "turn", or without turn fields, gets the battle schema\'s errors alone', () => {
    const battleKind = { ...battleRaw, kind: 'battle', connections: [] }
    expect(engine.parseScenario(battleKind)).toEqual({ ok: false, errors: battleErrors(battleKind) })
    expect(battleErrors(battleKind)).not.toContain(HINT)
    // An empty key is not "kind".
    const stray = { ...battleRaw, '': 'stray', connections: [] }
    expect(engine.parseScenario(stray)).toEqual({ ok: false, errors: [HINT, ...battleErrors(stray)] })
    const bad = { ...battleRaw, name: undefined }
    expect(engine.parseScenario(bad)).toEqual({ ok: false, errors: ['name: required (string)'] })
  })

  it('"kind": "turn" is parsed as a turn', () => {
    expect(engine.parseScenario(air)).toMatchObject({ ok: true, value: { kind: 'turn', id: 'grand-turn-air' } })
  })
})

describe(`${SEED} (turn) the scenario card`, () => {
  const turn = parsed(TURN_SCENARIOS[2]) as TurnScenario

  it('a turn: its date, the sides, the regions and the air moves counted, one or several, none left out', () => {
    expect(engine.scenarioCard(turn)).toEqual({
      sides: { attacker: 'Panzerarmee Afrika', defender: 'Eighth Army' },
      date: '1942-06',
      line: 'A combat turn on a map of 6 regions, 1 air move',
      description: turn.description,
    })
    const two = { ...turn, date: undefined, airMoves: [turn.airMoves[0]!, turn.airMoves[0]!] }
    expect(engine.scenarioCard(two)).toMatchObject({ line: 'A combat turn on a map of 6 regions, 2 air moves' })
    expect(engine.scenarioCard(two).date).toBeUndefined()
    const none = { ...turn, airMoves: [] }
    expect(engine.scenarioCard(none).line).toBe('A combat turn on a map of 6 regions')
  })

  it('a battle: its date, the sides and the units counted', () => {
    const sc = parsed({ ...rawScenario(ONE_EACH), description: 'Two divisions.' })
    expect(engine.scenarioCard(sc)).toEqual({ sides: { attacker: 'Red', defender: 'Blue' }, line: '1 against 1 units', description: 'Two divisions.' })
    expect(engine.scenarioCard({ ...sc, date: '1941-11' })).toMatchObject({ date: '1941-11', line: '1 against 1 units' })
  })
})

describe(`${SEED} (turn) the registry's calls reach the turn's code, and its open battle's`, () => {
  const sc = parsed(TURN_SCENARIOS[2])
  const start = engine.setup(sc, 'x') as TurnState
  const list = stepTo(start, (s) => engine.pending(s)?.kind === 'next-battle') as TurnState
  const inCards = stepTo(list, (s) => engine.pending(s)?.kind === 'cards') as TurnState
  const afterOne = stepTo(inCards, (s) => (s as TurnState).records.length === 1 && engine.pending(s)?.kind === 'next-battle') as TurnState
  const small = stepTo(afterOne, (s) => (s as TurnState).battle?.phase === 'battle' && engine.exactWorthTrying(s)) as TurnState
  const over = stepTo(small) as TurnState

  it('§A a turn\'s rounds are its battles: none before the first closes, then "Battle n: region" of the last one', () => {
    expect([engine.roundsFought(list), engine.roundLabel(list)]).toEqual([0, null])
    expect(afterOne.records.length).toBe(1)
    expect([engine.roundsFought(afterOne), engine.roundLabel(afterOne)]).toEqual([1, 'Battle 1: Acroma'])
    // Four battles: Acroma, Knightsbridge, Acroma again and El Adem (breakthroughs' new battles): the last one names it.
    expect(over.records.map((r) => [r.n, r.region])).toEqual([[1, 'acroma'], [2, 'knightsbridge'], [3, 'acroma'], [4, 'el-adem']])
    expect([engine.roundsFought(over), engine.roundLabel(over)]).toEqual([4, 'Battle 4: El Adem'])
  })

  it('a battle\'s rounds: none before the first round, then its name', () => {
    const s = battle(ONE_EACH, new Array<number>(20).fill(9))
    expect([engine.roundsFought(s), engine.roundLabel(s)]).toEqual([0, null])
    const main = grand.advance(s).state
    expect([engine.roundsFought(main), engine.roundLabel(main)]).toEqual([1, 'Main'])
  })

  it('the policies and the AI refuse a state with no question pending (a RuleError, not a crash)', () => {
    const refusal = (f: () => unknown) => {
      try {
        f()
      } catch (e) {
        return [e instanceof RuleError, (e as Error).message]
      }
      return null
    }
    const ended = playOut(battle(ONE_EACH)).state
    const noQuestion = { kind: 'cards', side: 'attacker' } as unknown as Parameters<typeof engine.ai>[1]
    expect(refusal(() => engine.policies.default(ended, noQuestion))).toEqual([true, 'no decision is pending'])
    expect(refusal(() => engine.policies.random('r')(ended, noQuestion))).toEqual([true, 'no decision is pending'])
    expect(refusal(() => engine.ai(ended, noQuestion, 'easy'))).toEqual([true, 'no decision is pending'])
    expect(engine.pending(over)).toBeNull()
    expect(refusal(() => engine.policies.default(over, noQuestion))).toEqual([true, 'no decision is pending'])
    expect(refusal(() => engine.policies.random('r')(over, noQuestion))).toEqual([true, 'no decision is pending'])
    expect(refusal(() => engine.ai(over, noQuestion, 'easy'))).toEqual([true, 'no decision is pending'])
  })

  it('(Turn) the measure: strength on the map between battles, in the open battle while it is fought; the exact solver only while a battle is live', () => {
    expect(engine.measure(list)).toEqual({ unit: 'SP', name: 'strength points on the map', now: { attacker: 17, defender: 23 } })
    expect(engine.measure(inCards)).toEqual({ unit: 'SP', name: 'strength points in this battle', now: { attacker: 5, defender: 5 } })
    expect(engine.measure(small)).toEqual(turnMeasure(small))
    expect(small.battle!.phase).toBe('battle')
    expect([engine.exactWorthTrying(list), engine.exactWorthTrying(inCards), engine.exactWorthTrying(small), engine.exactWorthTrying(over)]).toEqual([false, false, true, false])
  })

  it('§B staged cards: in the open battle the cards are put down without a die; at the map, or for another question, nothing is staged', () => {
    expect(engine.pending(inCards)).toMatchObject({ kind: 'cards', side: 'attacker' })
    const choice = { kind: 'cards', answer: { play: [] } }
    const staged = engine.staged!(inCards, 'attacker', choice) as TurnState
    const next = grand.decide(inCards.battle!, 'attacker', { kind: 'cards', play: [] }).state
    expect(staged).toEqual({ ...inCards, battle: next, dice: next.dice })
    expect(engine.pending(staged)).toMatchObject({ kind: 'cards', side: 'defender' })
    expect(engine.staged!(list, 'attacker', choice)).toBeNull()
    expect(engine.staged!(inCards, 'attacker', { kind: 'retreat', answer: { retreat: 'none' } })).toBeNull()
  })
})

describe(`${SEED} §B staged cards in a battle`, () => {
  const spec: ScenarioSpec = { ...ONE_EACH, defender: { units: ONE_EACH.defender.units, cards: ['rearguard', 'leaflets'] } }

  it('the cards a side puts down, as deciding would leave the battle; a card it does not hold is refused (nothing staged)', () => {
    const s = battle(spec)
    expect(grand.pending(s)).toMatchObject({ kind: 'cards', side: 'defender' })
    const staged = engine.staged!(s, 'defender', { kind: 'cards', answer: { play: ['rearguard'] } })
    expect(staged).toEqual(grand.decide(s, 'defender', { kind: 'cards', play: ['rearguard'] }).state)
    expect(staged!.sides.defender.played).toEqual(['rearguard'])
    expect(engine.staged!(s, 'defender', { kind: 'cards', answer: { play: ['ambush'] } })).toBeNull()
    expect(engine.staged!(s, 'defender', { kind: 'retreat', answer: { retreat: 'none' } })).toBeNull()
  })

  it('§I (D26) another question, even one the side may answer now (a retreat before Next 1), is never staged', () => {
    const main = grand.advance(passDecisions(battle(ONE_EACH, new Array<number>(20).fill(9)))).state
    expect(grand.pending(main)).toMatchObject({ kind: 'retreat', side: 'attacker' })
    const stay = { kind: 'retreat', answer: { retreat: 'stay' } }
    expect(grand.decide(main, 'attacker', fromChoice(stay)).state.dice.rolled).toBe(main.dice.rolled)
    expect(engine.staged!(main, 'attacker', stay)).toBeNull()
  })
})

describe(`${SEED} Forecast: a battle's measure is the strength points of its land combat units alive (docs/rules/grand.md, Forecast)`, () => {
  it('on the field or fled count; the dead, support units, air units and the other side\'s do not', () => {
    const s = battle({
      attacker: { units: [{ id: 'a1', type: 'inf-div', damage: 1 }, { id: 'a2', type: 'arty-rgt' }, { id: 'a3', type: 'ftr-grp' }, { id: 'a4', type: 'inf-bde' }] },
      defender: { units: [{ id: 'd1', type: 'arm-bde' }, { id: 'd2', type: 'aa-bn' }, { id: 'd3', type: 'mech-bde' }] },
    })
    expect(engine.measure(s)).toEqual({ unit: 'SP', name: 'strength points', now: { attacker: 8, defender: 6 } })
    // As the engine leaves them: a unit lost has no strength left, one fled keeps its own.
    const units = s.units.map((u) =>
      u.id === 'a4' ? { ...u, place: 'losses' as const, strength: 0 } : u.id === 'd3' ? { ...u, place: 'routs' as const } : u,
    )
    expect(engine.measure({ ...s, units })).toEqual({ unit: 'SP', name: 'strength points', now: { attacker: 5, defender: 6 } })
    expect(engine.exactWorthTrying(s)).toBe(exactWorthTrying(s))
  })
})

describe(`${SEED} the bench`, () => {
  it('a battle: the kernel and the end state on the seeds\' dice, d10s; the AI benched', () => {
    const sc = parsed(rawScenario(ONE_EACH))
    const b = engine.bench!(sc, ['s0', 's1'])
    expect(Object.keys(b).sort()).toEqual(['dieSides', 'endState', 'kernel'])
    expect(b.dieSides).toBe(10)
    for (const [i, seed] of ['s0', 's1'].entries()) {
      expect(b.kernel.play(i)).toBeGreaterThan(0)
      // From the battle set up once, on the seed's dice.
      expect(b.endState.play(i)).toBe(engine.simulate({ ...engine.setup(sc, 'bench'), dice: fastSeedDice(seed) }).dice.rolled)
    }
    expect(typeof engine.benchAi === 'function' && engine.benchAi(sc)).toBe(true)
  })

  it('a turn: both loops play whole turns, the dice a turn rolls from each seed; the AI not benched', () => {
    const sc = parsed(TURN_SCENARIOS[0])
    const b = engine.bench!(sc, ['s0', 's1'])
    expect(b.dieSides).toBe(10)
    for (const [i, seed] of ['s0', 's1'].entries()) {
      const rolled = engine.simulate(engine.setup(sc, seed)).dice.rolled
      expect(rolled).toBeGreaterThan(0)
      expect([b.kernel.play(i), b.endState.play(i)]).toEqual([rolled, rolled])
    }
    expect(typeof engine.benchAi === 'function' && !engine.benchAi(sc)).toBe(true)
  })
})
