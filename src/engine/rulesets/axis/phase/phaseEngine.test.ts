import { describe, expect, it } from 'vitest'
import { sim } from '../../../../cli/simTestkit.ts'
import type { Choice } from '../../../core/ruleset.ts'
import { engine } from '../engine.ts'
import { odds } from '../odds.ts'
import { PHASE_SCENARIOS } from '../scenarios.ts'
import type { PhaseEvent } from './events.ts'
import { builtInPhase, defaults, rawPhase, stepUntil } from './phaseTestkit.ts'
import { unitsAt } from './rules.ts'
import { simulatePhase } from './simulate.ts'
import type { PhaseState } from './state.ts'

/**
 * A combat phase (seed 003 §5.6) behind the axis engine's one door: the
 * scenario kind, the registry's calls, the fast path the odds and the AI
 * use, the AI for either side, the view, and `npm run sim`.
 */
const SEED = '003_e76c4a8044852cfa.txt §5.6'
const sedan = PHASE_SCENARIOS[0] as Record<string, unknown>

function parse(raw: unknown) {
  return engine.parseScenario(raw)
}

type AnyState = Parameters<typeof engine.view>[0]

function playEngine(raw: unknown, seed: string, choose: (s: AnyState, d: NonNullable<ReturnType<typeof engine.pending>>) => Choice) {
  const parsed = parse(raw)
  if (!parsed.ok) throw new Error(parsed.errors.join('; '))
  let s = engine.setup(parsed.value, seed)
  const events: PhaseEvent[] = []
  for (let i = 0; i < 5000 && s.phase !== 'over'; i++) {
    const d = engine.pending(s)
    const step = d ? engine.decide(s, d.side, choose(s, d)) : engine.advance(s)
    s = step.state
    events.push(...(step.events as PhaseEvent[]))
  }
  return { s: s as PhaseState, events }
}

describe(`${SEED}: the phase scenario kind`, () => {
  it('the built-in phases parse; a phase that lost its "kind" is refused naming kind', () => {
    for (const raw of PHASE_SCENARIOS) expect(parse(raw).ok).toBe(true)
    const { kind: _k, ...noKind } = sedan
    const r = parse(noKind)
    expect(r.ok).toBe(false)
    expect(r.ok ? '' : r.errors[0]).toMatch(/^kind: /)
    const wrong = parse({ ...sedan, kind: 'turn' })
    expect(wrong.ok ? [] : wrong.errors).toContainEqual(expect.stringMatching(/^kind: /))
  })

  it('refuses what the phase cannot hold, naming the field: a land unit attacking a far area, a defender attacking, ships, a one-way border', () => {
    const spec = {
      areas: { a: { owner: 'attacker' as const, to: ['b'] }, b: { owner: 'defender' as const, to: ['c'] }, c: { owner: 'defender' as const, to: [] } },
      attacker: ['armor@a>c'],
      defender: ['infantry@b'],
    }
    const far = parse(rawPhase(spec))
    expect(far.ok ? [] : far.errors).toContainEqual('attacker.units[0].attacks: "c" is not adjacent to "a"')
    const def = parse(rawPhase({ ...spec, attacker: ['armor@a>b'], defender: ['infantry@c>b'] }))
    expect(def.ok ? [] : def.errors).toContainEqual(expect.stringMatching(/^defender\.units\[0\]\.attacks: /))
    const ship = parse(rawPhase({ ...spec, attacker: ['armor@a>b', 'destroyer@a>b'] }))
    expect(ship.ok ? [] : ship.errors).toContainEqual(expect.stringMatching(/^attacker\.units\[1\]\.type: a combat phase has no ships/))
    const raw = rawPhase({ ...spec, attacker: ['armor@a>b'] }) as { areas: { neighbours: string[] }[] }
    raw.areas[2]!.neighbours = ['a']
    const oneWay = parse(raw)
    expect(oneWay.ok ? [] : oneWay.errors).toContainEqual('areas[1].neighbours[1]: "c" does not list "b" back')
  })
})

describe(`${SEED}: the phase behind the engine's door`, () => {
  it('plays to the end by the defaults: every battle opened and closed in order, the breakthrough battles after the normal ones, a result', () => {
    const { s, events } = playEngine(sedan, '1', (st, d) => engine.policies.default(st, d))
    expect(s.phase).toBe('over')
    expect(s.result?.reason).toMatch(/took \d of \d areas attacked/)
    const opened = events.filter((e): e is Extract<PhaseEvent, { t: 'battle-open' }> => e.t === 'battle-open')
    const closed = events.filter((e) => e.t === 'battle-closed')
    expect(closed.length).toBe(opened.length)
    const stages = opened.map((e) => e.stage)
    expect(stages).toEqual([...stages].sort((a, b) => (a === b ? 0 : a === 'normal' ? -1 : 1)))
    expect(stages).toContain('breakthrough')
    // Every event has a line in the log.
    for (const e of events) expect(engine.describe(s, e)).not.toMatch(/undefined/)
  })

  it('the same seed and answers give the same phase; the fast path (odds, AI) ends where stepping ends', () => {
    for (const seed of ['1', '2', 'x']) {
      const a = playEngine(sedan, seed, (st, d) => engine.policies.default(st, d))
      const b = playEngine(sedan, seed, (st, d) => engine.policies.default(st, d))
      expect(b.events).toEqual(a.events)
      const fast = simulatePhase(builtInPhase('axis-phase-sedan', seed))
      expect(fast.records).toEqual(a.s.records)
      expect(fast.units).toEqual(a.s.units)
      expect(fast.areas).toEqual(a.s.areas)
      expect(fast.dice).toEqual(a.s.dice)
    }
  })

  it('the view: the area map between battles (counters in their areas, the list as a place field), the battle window during one', () => {
    const p = stepUntil(builtInPhase('axis-phase-sedan', 'v'), defaults, (q) => q.phase === 'list').p
    const v = engine.view(p)
    expect(v.board.kind).toBe('map')
    expect(v.counters.find((c) => c.id === 'ger-arm-1')).toMatchObject({ zone: 'map', at: 'holland' })
    expect(v.map!.places.find((x) => x.id === 'holland')!.marks).toContain('taken (empty)')
    expect(v.map!.arrows).toContainEqual(expect.objectContaining({ from: 'w-germany', to: 'belgium', side: 'attacker', label: `attack: ${p.units.filter((u) => u.attacks === 'belgium').length} units` }))
    expect(v.pending?.form.fields[0]).toMatchObject({ type: 'place', id: 'area', default: 'belgium' })
    const inBattle = engine.view(engine.decide(p, 'attacker', { kind: 'next-battle', answer: { area: 'belgium' } }).state)
    expect(inBattle.board.kind).toBe('zones')
    expect(inBattle.title).toMatch(/battle 1: Belgium$/)
    const declare = stepUntil(p, defaults, (q) => q.phase === 'declare').p
    const dv = engine.view(declare)
    expect(dv.pending).toMatchObject({ side: 'attacker', kind: 'breakthrough' })
    expect(dv.map!.focus).toEqual([declare.groups[0]])
  })

  for (const level of ['easy', 'normal'] as const) {
    it(`the ${level} AI plays a whole phase for either side, a reason for every decision`, () => {
      const reasons: string[] = []
      const { s, events } = playEngine(PHASE_SCENARIOS[1], 'ai', (st, d) => {
        const c = engine.ai(st, d, level)
        expect(c.reason, d.kind).toBeTruthy()
        reasons.push(c.reason!)
        return c
      })
      expect(s.phase).toBe('over')
      const own = events.filter((e): e is Extract<PhaseEvent, { t: 'phase-decision' }> => e.t === 'phase-decision')
      expect(own.length).toBeGreaterThan(0)
      for (const e of own) expect(e.reason).toMatch(new RegExp(`^${level}: `))
      expect(events.some((e) => e.t === 'decision' && e.side === 'defender')).toBe(true)
    })
  }

  it('the odds: between battles whole phases sampled, during one the battle\'s own; the measure follows', () => {
    const p = stepUntil(builtInPhase('axis-phase-sedan', 'o'), defaults, (q) => q.phase === 'list').p
    expect(odds.exact(p, 1e6)).toBeNull()
    const o = odds.sample(odds.prepare(p), 'o', 0, 40)
    expect(o.attacker + o.defender + o.draw).toBe(40)
    expect(engine.measure(p)).toMatchObject({ name: 'units on the map' })
    const inBattle = engine.decide(p, 'attacker', { kind: 'next-battle', answer: { area: 'lorraine' } }).state as PhaseState
    const now = { attacker: p.units.filter((u) => u.attacks === 'lorraine').length, defender: unitsAt(p, 'lorraine', 'defender').length }
    expect(now.attacker).toBeGreaterThan(0)
    expect(engine.measure(inBattle)).toMatchObject({ name: 'units left in this battle', now })
    const ob = odds.sample(odds.prepare(inBattle), 'o', 0, 40)
    expect(ob.attacker + ob.defender + ob.draw).toBe(40)
  })
})

describe(`${SEED}: npm run sim plays a phase headless`, () => {
  it('--json prints every battle in order with its result, and the map at the end', () => {
    const r = sim('axis-phase-smolensk', '--seed', '3', '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out) as { winner: string; rounds: number; events: PhaseEvent[]; final: PhaseState }
    const closed = j.events.filter((e): e is Extract<PhaseEvent, { t: 'battle-closed' }> => e.t === 'battle-closed')
    expect(closed.map((e) => e.area)).toEqual(j.final.records.filter((x) => !x.empty).map((x) => x.area))
    for (const e of closed) expect(e.reason).toBeTruthy()
    expect(j.rounds).toBe(j.final.records.length)
    expect(j.final.areas.map((a) => a.owner)).toContain('attacker')
    expect(j.winner).toBe(j.final.result!.winner)
  })
})
