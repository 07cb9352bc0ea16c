import { describe, expect, it } from 'vitest'
import { seedDice } from '../../../core/seedDice.ts'
import type { BaseState, Choice, RulesetEngine } from '../../../core/ruleset.ts'
import { engine as grandEngine } from '../engine.ts'
import { odds } from '../odds.ts'
import { sampleBattles } from '../sampling.ts'
import { parseGrandScenario } from '../scenario.ts'
import { TURN_SCENARIOS, findGrand } from '../scenarios.ts'
import { withoutCards } from '../withoutCards.ts'
import { battleScenario } from './battle.ts'
import type { TurnEvent } from './events.ts'
import { spOnMap } from './mapRules.ts'
import { settled } from './measure.ts'
import type { TurnScenario } from './scenario.ts'
import type { TurnState } from './state.ts'
import { SEED_FILE } from './turnTestkit.ts'

/**
 * The turn behind the rule system's one door (RulesetEngine): everything
 * generic — the store, replays, the CLI, the odds and AI workers — plays a
 * turn through the same methods as a battle. Same scenario, seed and
 * decisions give the same log; the fast path ends where the stepped one does.
 */

// As the registry hands it out: any state in, any state out.
const engine = grandEngine as unknown as RulesetEngine

const turns = TURN_SCENARIOS.map((raw) => {
  const p = engine.parseScenario(raw)
  if (!p.ok) throw new Error(p.errors.join('; '))
  return p.value as TurnScenario
})
const byId = (id: string) => turns.find((t) => t.id === id)!

function playThrough(state: BaseState, policy = engine.policies.default): { state: TurnState; events: TurnEvent[] } {
  let s = state
  const events: TurnEvent[] = []
  for (let i = 0; i < 3000; i++) {
    const d = engine.pending(s)
    if (!d && s.result) return { state: s as TurnState, events }
    const step = d ? engine.decide(s, d.side, policy(s, d)) : engine.advance(s)
    s = step.state
    events.push(...(step.events as TurnEvent[]))
  }
  throw new Error('turn not over')
}

describe(`${SEED_FILE} the turn through the engine`, () => {
  it('a turn scenario parses as kind "turn"; a battle scenario, with or without kind "battle", as before; errors name the field', () => {
    expect(turns.map((t) => t.kind)).toEqual(['turn', 'turn', 'turn'])
    const skirmish = findGrand('skirmish')!
    expect(engine.parseScenario({ ...skirmish, kind: 'battle' })).toMatchObject({ ok: true })
    expect(engine.parseScenario({ ...skirmish, kind: 'campaign' })).toMatchObject({ ok: false, errors: [expect.stringMatching(/^kind: /)] })
    const bad = structuredClone(TURN_SCENARIOS[0]) as { connections: { between: string[] }[]; airMoves?: unknown[] }
    bad.connections[0]!.between[1] = 'atlantis'
    expect(engine.parseScenario(bad)).toEqual({ ok: false, errors: ['connections[0].between[1]: no region "atlantis"'] })
    const air = structuredClone(byId('grand-turn-air')) as unknown as { airMoves: { units: string[]; path: string[] }[] }
    air.airMoves[0]!.path = ['gazala', 'tobruk']
    expect(engine.parseScenario(air)).toEqual({ ok: false, errors: ['airMoves[0].path[1]: "tobruk" is not connected to "gazala"'] })
  })

  it('§A the same scenario, seed and decisions give the same log, byte for byte; a turn saved as JSON mid-way plays on identically', () => {
    for (const sc of turns) {
      const a = playThrough(engine.setup(sc, 'same'), engine.policies.random('r'))
      const b = playThrough(engine.setup(sc, 'same'), engine.policies.random('r'))
      expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events))
      let s: BaseState = engine.setup(sc, 'json')
      for (let i = 0; i < 12; i++) {
        const d = engine.pending(s)
        s = (d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)).state
      }
      const saved = JSON.parse(JSON.stringify(s)) as BaseState
      expect(JSON.stringify(playThrough(saved).events)).toBe(JSON.stringify(playThrough(s).events))
    }
  })

  it('one seeded generator drives the whole turn: each battle opens on the turn\'s dice, every step keeps them one, and the turn goes on from where the battle left them', () => {
    let s = engine.setup(byId('grand-turn-air'), 'one') as TurnState
    let opened = 0
    for (let i = 0; i < 3000 && !s.result; i++) {
      const before = s
      const d = engine.pending(s)
      s = (d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)).state as TurnState
      if (s.battle) expect(s.battle.dice).toEqual(s.dice)
      if (!before.battle && s.battle) {
        opened++
        expect(s.dice).toEqual(before.dice)
      }
      if (before.battle && !s.battle) expect(s.dice).toEqual(before.battle.dice)
      expect(s.dice.rolled).toBeGreaterThanOrEqual(before.dice.rolled)
    }
    expect(opened).toBeGreaterThanOrEqual(2)
  })

  it('a caller\'s dice drive the open battle too (the odds and the AI put theirs in `dice`): other dice, other ends; the same dice, the stepped end', () => {
    let s = engine.setup(byId('grand-turn-trap'), 'caller') as TurnState
    s = engine.decide(s, 'attacker', { kind: 'next-battle', answer: { region: 'belhamed' } }).state as TurnState
    const ends = new Set<string>()
    for (let i = 0; i < 8; i++) {
      const mine = { ...s, dice: seedDice(`mine${i}`) }
      const end = JSON.stringify(engine.simulate(mine))
      expect(end).toBe(JSON.stringify(playThrough(mine).state))
      ends.add(end)
    }
    expect(ends.size).toBeGreaterThan(1)
  })

  it('simulate() (battles on the kernel) ends a turn where stepping it with the default policy does, 15 seeds of each built-in', () => {
    for (const sc of turns) {
      for (let i = 0; i < 15; i++) {
        const start = engine.setup(sc, `sim${i}`)
        expect(JSON.stringify(engine.simulate(start)), `${sc.id} ${i}`).toBe(JSON.stringify(playThrough(start).state))
      }
    }
  })

  it('every battle a built-in turn opens is a valid battle scenario of its own (the battle schema accepts it)', () => {
    for (const sc of turns) {
      for (let i = 0; i < 10; i++) {
        let s: BaseState = engine.setup(sc, `valid${i}`)
        for (let k = 0; k < 3000 && !s.result; k++) {
          const t = s as TurnState
          if (t.phase === 'list') for (const e of t.list) expect(parseGrandScenario(battleScenario(t, e.region))).toMatchObject({ ok: true })
          const d = engine.pending(s)
          s = (d ? engine.decide(s, d.side, engine.policies.random(`v${i}`)(s, d)) : engine.advance(s)).state
        }
      }
    }
  })

  it('the window\'s view: the region map with every stack at its region and the Battles List beside it; the open battle in its own window; its end back on the map', () => {
    let s = engine.setup(byId('grand-turn-breakthrough'), 'view')
    let v = engine.view(s)
    expect(v.board).toEqual({ kind: 'map' })
    expect(v.map!.grid).toBe('regions')
    expect(v.counters.find((c) => c.id === 'stg1')!.at).toBe('msus')
    expect(v.launch).toBe('Launch air movement')
    s = engine.advance(s).state
    v = engine.view(s)
    expect(v.pending!.form.fields[0]).toMatchObject({ type: 'place', id: 'region', targets: 'places' })
    expect(v.map!.places.find((p) => p.id === 'antelat')!.marks).toContain('battle 1')
    s = engine.decide(s, 'attacker', { kind: 'next-battle', answer: { region: 'antelat' } }).state
    v = engine.view(s)
    expect(v.board.kind).toBe('zones')
    expect(v.over).toBe(false)
    expect(v.oddsNote).toBe('this battle, without cards')
    for (let i = 0; i < 200 && (s as TurnState).battle?.phase !== 'over'; i++) {
      const d = engine.pending(s)
      s = (d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)).state
    }
    v = engine.view(s)
    expect(v.board.kind).toBe('map')
    expect(v.over).toBe(false)
    expect(v.map!.focus).toEqual(['antelat'])
  })

  it('§B odds: while a battle is fought the bar is that battle\'s (without cards); at the map, whole turns by the default policy, each side\'s strength on the map at the end', () => {
    let s = engine.setup(byId('grand-turn-trap'), 'odds') as TurnState
    const atMap = odds.sample(odds.prepare(s), 'stream', 0, 40)
    expect(atMap.runs).toBe(40)
    expect(odds.exact(s, 1e5)).toBeNull()
    // A turn of the stream is what simulate plays on that stream's dice.
    const one = odds.sample(odds.prepare(s), 'check', 3, 1)
    const end = engine.simulate({ ...s, dice: seedDice('check#3') }) as TurnState
    expect(one[end.result!.winner!]).toBe(1)
    expect(one.left.attacker.indexOf(1)).toBe(spOnMap(end, 'attacker'))
    expect(engine.measure(s).now).toEqual({ attacker: spOnMap(s, 'attacker'), defender: spOnMap(s, 'defender') })
    s = engine.decide(s, 'attacker', { kind: 'next-battle', answer: { region: 'belhamed' } }).state as TurnState
    expect(odds.sample(odds.prepare(s), 'b', 0, 200)).toEqual(sampleBattles(withoutCards(s.battle!), 'b', 0, 200))
    expect(engine.measure(s).name).toBe('strength points in this battle')
  })

  it('§A the AI orders the Battles List with a reason: easy by the list, normal and hard by simulated turns (the trap: the Trigh before Belhamed)', () => {
    const s = engine.setup(byId('grand-turn-trap'), 'ai')
    const d = engine.pending(s)!
    expect(engine.ai(s, d, 'easy')).toMatchObject({ answer: { region: 'belhamed' }, reason: expect.stringMatching(/^easy: Belhamed/) })
    for (const level of ['normal', 'hard'] as const) {
      const c = engine.ai(s, d, level)
      expect(c.answer).toEqual({ region: 'trigh-capuzzo' })
      expect(c.reason).toMatch(new RegExp(`^${level}: Trigh Capuzzo → Belhamed: \\+`))
    }
  })

  it('the AI plays a whole turn for either side: every question, the turn\'s and its battles\', answered', () => {
    for (const sc of turns) {
      for (const ai of ['attacker', 'defender'] as const) {
        const policy = (st: BaseState, d: Parameters<typeof engine.ai>[1]): Choice => (d.side === ai ? engine.ai(st, d, 'normal') : engine.policies.default(st, d))
        const { state } = playThrough(engine.setup(sc, `ai-${ai}`), policy)
        expect(state.phase).toBe('over')
        expect(state.result!.reason).not.toBe('')
      }
    }
  }, 60_000)

  it('measure at the end of a battle counts the map as that battle leaves it (the loser\'s losses in its retreat included)', () => {
    let s = engine.setup(byId('grand-turn-breakthrough'), 'measure') as TurnState
    s = engine.advance(s).state as TurnState
    s = engine.decide(s, 'attacker', { kind: 'next-battle', answer: { region: 'antelat' } }).state as TurnState
    for (let i = 0; i < 200 && s.battle?.phase !== 'over'; i++) {
      const d = engine.pending(s)
      s = (d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)).state as TurnState
    }
    const after = settled(s)
    expect(engine.measure(s).now).toEqual({ attacker: spOnMap(after, 'attacker'), defender: spOnMap(after, 'defender') })
    expect(after.battle).toBeNull()
  })
})
