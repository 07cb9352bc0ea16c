import { describe, expect, it } from 'vitest'
import type { Choice } from '../../core/ruleset.ts'
import { engine } from './engine.ts'
import { rawPhase, type PhaseSpec } from './phase/phaseTestkit.ts'
import type { PhaseState } from './phase/state.ts'
import { parseAxisScenario } from './scenario.ts'
import { battle, rawScenario } from './testkit.ts'

/**
 * The axis engine's one door (engine.ts) for its two kinds of scenario:
 * a battle (seed 003 §5.1–§5.7) and a combat phase ("kind": "phase", §5.6
 * Breakthrough Combat on the map, decisions P1–P12 of docs/rules/axis.md).
 * Each call must reach the right kind's code: the parse and its refusals,
 * the scenario card, the round label, the policies and the AI, the measure,
 * the exact solver's gate and the bench.
 */
const SEED = '003_e76c4a8044852cfa.txt'

type AnyState = Parameters<typeof engine.view>[0]

/** Areas A (the attacker's), B and C (the defender's, one infantry each); two armor and a fighter attack. */
const TWO: PhaseSpec = {
  areas: { a: { owner: 'attacker', to: ['b', 'c'] }, b: { owner: 'defender', to: ['c'] }, c: { owner: 'defender', to: [] } },
  attacker: ['armor@a>b', 'armor@a>c', 'fighter@a>b'],
  defender: ['infantry@b', 'infantry@c'],
}

function parsed(raw: unknown) {
  const r = engine.parseScenario(raw)
  if (!r.ok) throw new Error(r.errors.join('; '))
  return r.value
}

/** Steps with the default policy until `stop` holds or the state is over. */
function stepTo(s: AnyState, stop: (s: AnyState) => boolean = () => false): AnyState {
  for (let i = 0; i < 500 && s.phase !== 'over' && !stop(s); i++) {
    const d = engine.pending(s)
    s = (d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)).state
  }
  return s
}

const asPhase = (s: AnyState) => s as PhaseState

describe(`${SEED} §5.6 (phase) the parse: a file with a "kind" is a phase, one without a battle`, () => {
  const battleRaw = rawScenario({ attacker: [{ id: 'a1', type: 'infantry' }], defender: [{ id: 'd1', type: 'infantry' }] })
  const noKind = (() => {
    const { kind: _kind, ...rest } = rawPhase(TWO)
    return rest
  })()
  const HINT = 'kind: required ("phase"): the file\'s units stand in areas ("at"), as a combat phase\'s do'
  const battleErrors = (raw: unknown) => {
    const r = parseAxisScenario(raw)
    return r.ok ? [] : r.errors
  }

  it('a battle file parses as a battle; what is not an object is refused as the battle\'s schema says', () => {
    expect(engine.parseScenario(battleRaw)).toEqual(parseAxisScenario(battleRaw))
    expect(engine.parseScenario(battleRaw).ok).toBe(true)
    expect(engine.parseScenario(null)).toEqual({ ok: false, errors: ['(top level): Invalid input: expected object, received null'] })
    expect(engine.parseScenario('axis')).toEqual({ ok: false, errors: ['(top level): Invalid input: expected object, received string'] })
  })

  it('a phase file that lost its "kind" (units "at" areas) is told so first, then what the battle schema finds', () => {
    expect(engine.parseScenario(noKind)).toEqual({ ok: false, errors: [HINT, ...battleErrors(noKind)] })
    // Another key, even an empty one, does not hide it.
    const stray = { ...noKind, '': 'stray' }
    expect(engine.parseScenario(stray)).toEqual({ ok: false, errors: [HINT, ...battleErrors(stray)] })
    // One unit standing "at" an area is enough, the other side's units as a battle's, or none.
    const one = { ...battleRaw, name: undefined, defender: { ...(battleRaw.defender as object), units: [{ id: 'd1', type: 'infantry', at: 'field' }] } }
    expect(engine.parseScenario(one)).toEqual({ ok: false, errors: [HINT, ...battleErrors(one)] })
    const homeless = { ...one, attacker: null }
    expect(engine.parseScenario(homeless)).toEqual({ ok: false, errors: [HINT, ...battleErrors(homeless)] })
    const { attacker: _a, ...noAttacker } = one as Record<string, unknown>
    expect(engine.parseScenario(noAttacker)).toEqual({ ok: false, errors: [HINT, ...battleErrors(noAttacker)] })
  })

  it('a battle file with errors and no unit in an area gets the battle schema\'s errors alone', () => {
    const bad = { ...battleRaw, name: undefined }
    expect(engine.parseScenario(bad)).toEqual({ ok: false, errors: ['name: required (string)'] })
    const odd = { ...bad, attacker: { ...(battleRaw.attacker as object), units: [null, 3, 'infantry', { id: 'a1', type: 'infantry' }] } }
    expect(engine.parseScenario(odd)).toEqual({ ok: false, errors: battleErrors(odd) })
    expect(battleErrors(odd)[0]).not.toBe(HINT)
  })
})

describe(`${SEED} §5.6 (phase) the scenario card`, () => {
  it('counts the areas attacked, one or several; units that stay home attack none', () => {
    expect(engine.scenarioCard(parsed(rawPhase(TWO)))).toEqual({
      sides: { attacker: 'Axis', defender: 'Allies' },
      line: 'A combat phase: 2 areas attacked, then Breakthrough Combat',
      description: '',
    })
    const one = rawPhase({ areas: { a: { owner: 'attacker', to: ['b'] }, b: { owner: 'defender', to: [] } }, attacker: ['armor@a>b', 'infantry@a'], defender: ['infantry@b'] })
    expect(engine.scenarioCard(parsed({ ...one, description: 'One area.' }))).toEqual({
      sides: { attacker: 'Axis', defender: 'Allies' },
      line: 'A combat phase: 1 area attacked, then Breakthrough Combat',
      description: 'One area.',
    })
  })
})

describe(`${SEED} §5.6 (phase) the registry's calls reach the phase's code, and its open battle's`, () => {
  const sc = parsed(rawPhase(TWO))
  const start = engine.setup(sc, 'x')
  const list = stepTo(start, (s) => engine.pending(s)?.kind === 'next-battle')
  const inBattle = engine.decide(list, 'attacker', engine.policies.default(list, engine.pending(list)!)).state
  const afterOne = stepTo(inBattle, (s) => asPhase(s).records.length === 1)

  it('a phase\'s rounds are its battles: none before the first closes, then "Battle n: area" of the last one', () => {
    expect([engine.roundsFought(list), engine.roundLabel(list)]).toEqual([0, null])
    expect(asPhase(afterOne).records.length).toBe(1)
    expect([engine.roundsFought(afterOne), engine.roundLabel(afterOne)]).toEqual([1, 'Battle 1: B'])
  })

  it('P11 the default policy: the phase\'s question by the phase\'s defaults, its battle\'s by the battle\'s', () => {
    const d = engine.pending(list)!
    expect(engine.policies.default(list, d)).toEqual({ kind: 'next-battle', answer: { area: 'b' }, reason: 'default policy: the first battle on the list' })
    const b = engine.pending(inBattle)!
    expect(engine.policies.default(inBattle, b)).toEqual({ kind: 'assign', answer: { 'a-3': 'tacair' }, reason: 'default' })
  })

  it('P12 the AI: the phase\'s question by the phase\'s AI, its battle\'s by the battle\'s, a reason folded in', () => {
    expect(engine.ai(list, engine.pending(list)!, 'easy')).toEqual({ kind: 'next-battle', answer: { area: 'b' }, reason: "easy: the list's order" })
    expect(engine.ai(inBattle, engine.pending(inBattle)!, 'easy')).toEqual({
      kind: 'assign',
      answer: { 'a-3': 'tacair' },
      reason: 'easy: AirCap when there are enemy planes to fight, else TacAir',
    } satisfies Choice)
    // §5.6 a retreat in the phase's battle, weighed on that battle's units: the armor and fighter against the infantry left.
    const held = parsed(rawPhase({ ...TWO, defender: ['infantry@b', 'infantry@b', 'infantry@b', 'infantry@c'] }))
    const asked = stepTo(engine.setup(held, 'y'), (s) => engine.pending(s)?.kind === 'retreat')
    expect(engine.ai(asked, engine.pending(asked)!, 'easy')).toEqual({ kind: 'retreat', answer: { retreat: 'none' }, reason: 'easy: stay (15 against 3 in cost)' })
  })

  it('P10 the measure: units on the map between battles, units left in the open battle; the exact solver only while a battle is live', () => {
    expect(engine.measure(list)).toEqual({ unit: 'units', name: 'units on the map', now: { attacker: 3, defender: 2 } })
    expect(engine.measure(inBattle)).toEqual({ unit: 'units', name: 'units left in this battle', now: { attacker: 2, defender: 1 } })
    expect([engine.exactWorthTrying(list), engine.exactWorthTrying(inBattle), engine.exactWorthTrying(afterOne)]).toEqual([false, true, false])
  })

  it('the bench plays whole phases in both loops: the dice a phase rolls from each seed, no solver timings', () => {
    const b = engine.bench!(sc, ['s0', 's1'])
    expect(Object.keys(b).sort()).toEqual(['dieSides', 'endState', 'kernel'])
    expect(b.dieSides).toBe(6)
    for (const [i, seed] of ['s0', 's1'].entries()) {
      const rolled = (stepTo(engine.setup(sc, seed)) as PhaseState).dice.rolled
      expect([b.kernel.play(i), b.endState.play(i)]).toEqual([rolled, rolled])
    }
  })
})

describe(`${SEED} Forecast: a battle's measure is its units left, with the setup questions at their defaults`, () => {
  it('§5.1 a supporting fighter counts, as it joins by default; the exact solver is always worth a try in a battle', () => {
    const s = battle({
      attacker: [{ id: 'ai', type: 'infantry' }, { id: 'af', type: 'fighter' }],
      defender: [{ id: 'di', type: 'infantry' }, { id: 'ds', type: 'fighter', from: 'east', support: true }],
    })
    expect(engine.pending(s)?.kind).toBe('support')
    expect(engine.measure(s)).toEqual({ unit: 'units', name: 'units left', now: { attacker: 2, defender: 2 } })
    const stayed = engine.decide(s, 'defender', { kind: 'support', answer: { ds: 'stay' } }).state
    expect(engine.measure(stayed)).toEqual({ unit: 'units', name: 'units left', now: { attacker: 2, defender: 1 } })
    expect(engine.exactWorthTrying(s)).toBe(true)
  })
})
