import { describe, expect, it } from 'vitest'
import type { ShotEvent } from '../../engine/core/view.ts'
import { engineOf, manifestOf, oddsOf, rulesetIds } from '../../engine/rulesets/registry.ts'
import { EXACT_PATH_BUDGET } from '../../odds/oddsPool.ts'
import { luckPercentiles, pointFigure, resultChances, traceStream, type TraceFigure, type TracePoint } from '../../odds/trace.ts'
import { computeTrace, inPagePort } from '../../odds/traceJob.ts'
import { builtInScenarios } from '../../scenarios/load.ts'
import { allEvents, currentState, type Session } from '../../store/session.ts'
import { playedSession } from './summaryTestkit.ts'
import { tracePoints } from './tracePoints.ts'

/**
 * The summary's chance-to-win trace and luck, for every rule system through
 * its own engine and odds kit: the positions are those just before each
 * round, the figures the kit's (exact, or a fixed stream of sampled battles),
 * the same in one thread and spread over workers, and a battle the attacker
 * wins round after round climbs to 100%.
 */

const RUNS = 200
const firstOf = (id: string) => builtInScenarios().find((s) => s.ruleset === id)!

async function figuresOf(session: Session, runs = RUNS): Promise<{ points: TracePoint[]; figures: TraceFigure[] }> {
  const engine = engineOf(session.scenario.ruleset)
  const kit = await oddsOf(session.scenario.ruleset)
  const points = tracePoints(session, engine)
  return { points, figures: points.map((p) => pointFigure(kit, p, { tryExact: engine.exactWorthTrying(p.state), maxPaths: EXACT_PATH_BUDGET, runs })) }
}

describe.each(rulesetIds())('the trace of a %s battle', (id) => {
  const sc = firstOf(id)
  const engine = engineOf(id)

  it('the start (before the first die), the position just before each round fought in the rule system\'s count, named by it, then the end', () => {
    const session = playedSession(sc, 'trace', false)
    const points = tracePoints(session, engine)
    const ends = points.at(-1)!
    expect(ends).toEqual({ label: 'End', final: true, state: currentState(session) })
    // Each action is a gesture here: the position before a round is the one recorded before it.
    const states = [session.initial, ...session.gestures.map((g) => g.state)]
    const rounds = session.gestures.flatMap((g, i) => (g.actions[0]!.type === 'advance' && engine.roundsFought(g.state) !== engine.roundsFought(states[i]!) ? [{ before: states[i]!, after: g.state }] : []))
    expect(rounds.length, 'rounds fought').toBeGreaterThan(0)
    const firstDie = states.findIndex((st, i) => i > 0 && st.dice.rolled !== states[i - 1]!.dice.rolled)
    const start = states[firstDie - 1]!
    const inner = points.slice(0, -1)
    // Nothing was left to chance before the first position; the first die comes right after it.
    expect(inner[0]!.state).toBe(start)
    expect(inner[0]!.state.dice.rolled).toBe(session.initial.dice.rolled)
    const roundPoints = start === rounds[0]!.before ? inner : inner.slice(1)
    if (start !== rounds[0]!.before) expect(inner[0]!.label).toBe(engine.roundLabel(start) ?? 'Start')
    expect(roundPoints.map((p) => p.state)).toEqual(rounds.map((r) => r.before))
    roundPoints.forEach((p, i) => {
      expect(p.state).toBe(rounds[i]!.before)
      expect(p.final).toBe(false)
      expect(p.label).toBe(engine.roundLabel(rounds[i]!.after))
      // One point per round: its label differs from the next one's.
      if (i > 0) expect(p.label).not.toBe(roundPoints[i - 1]!.label)
    })
  })

  it('decisions sent in the same gesture as the round are replayed: the same positions as when sent apart', () => {
    const apart = tracePoints(playedSession(sc, 'trace', false), engine)
    const bundled = playedSession(sc, 'trace', true)
    expect(bundled.gestures.some((g) => g.actions.length > 1 && g.actions.at(-1)!.type === 'advance'), 'a gesture with decisions and a round').toBe(true)
    expect(tracePoints(bundled, engine)).toEqual(apart)
  })

  it('the figures: the odds kit at each position, the result at the end; the same spread over workers', async () => {
    const session = playedSession(sc, 'trace', false)
    const kit = await oddsOf(id)
    const { points, figures } = await figuresOf(session)
    figures.forEach((f, i) => {
      const p = points[i]!
      expect(f.attacker + f.defender + f.draw).toBeCloseTo(1, 12)
      if (f.method === 'exact') {
        const { attacker, defender, draw } = kit.exact(p.state, EXACT_PATH_BUDGET)!
        expect([f.attacker, f.defender, f.draw]).toEqual([attacker, defender, draw])
      }
      if (f.method === 'sampling') {
        const t = kit.sample(kit.prepare(p.state), traceStream(p.state), 0, RUNS)
        expect([f.attacker * RUNS, f.defender * RUNS, f.draw * RUNS].map(Math.round)).toEqual([t.attacker, t.defender, t.draw])
      }
    })
    expect(figures.at(-1)).toMatchObject({ ...resultChances(currentState(session).result), method: 'result', final: true })
    // Four workers in batches of 37 battles, answering in whatever order: the same figures.
    const job = computeTrace([inPagePort(), inPagePort(), inPagePort(), inPagePort()], points, {
      runs: RUNS,
      batch: 37,
      maxPaths: EXACT_PATH_BUDGET,
      tryExact: (s) => engine.exactWorthTrying(s),
    })
    expect(await job.promise).toEqual(figures)
  })

  it('luck is read from the first figure and the result, and stays within 0–100', async () => {
    const session = playedSession(sc, 'luck', false)
    const { figures } = await figuresOf(session)
    const luck = luckPercentiles(figures[0]!, currentState(session).result)
    expect(luck.attacker + luck.defender).toBeCloseTo(100, 10)
    expect(luck.attacker).toBeGreaterThanOrEqual(0)
    expect(luck.attacker).toBeLessThanOrEqual(100)
  })
})

describe('a battle one side wins round after round', () => {
  // The hidden test fixture: the smallest battle, whose every die is a shot and whose odds are exact.
  const fixture = rulesetIds().find((id) => manifestOf(id).hidden)!
  const sc = firstOf(fixture)

  /** The first seed (in a fixed order) whose battle has every shot of `winner` hit and every shot of the other side miss. */
  function sweep(winner: 'attacker' | 'defender'): Session {
    for (let i = 0; i < 2000; i++) {
      const session = playedSession(sc, `sweep-${i}`, false)
      const shots = allEvents(session).filter((e): e is ShotEvent => e.t === 'shot')
      if (shots.length && shots.every((s) => s.hit === (s.side === winner)) && currentState(session).result?.winner === winner) return session
    }
    throw new Error(`no battle where the ${winner} wins every round`)
  }

  it('the attacker hitting every round and never hit: a rising trace, ending at 100%, luck above the 50th', async () => {
    const session = sweep('attacker')
    const { figures } = await figuresOf(session)
    expect(figures.length).toBeGreaterThan(2)
    for (let i = 1; i < figures.length; i++) expect(figures[i]!.attacker, `after ${figures[i - 1]!.label}`).toBeGreaterThan(figures[i - 1]!.attacker)
    expect(figures[0]!.attacker).toBeGreaterThan(0)
    expect(figures[0]!.attacker).toBeLessThan(1)
    expect(figures.at(-1)).toMatchObject({ attacker: 1, defender: 0, method: 'result' })
    const luck = luckPercentiles(figures[0]!, currentState(session).result)
    // Won from p: every other outcome was worse, half of its own p counts.
    expect(luck.attacker).toBeCloseTo(100 * (1 - figures[0]!.attacker / 2), 10)
    expect(luck.attacker).toBeGreaterThan(50)
    expect(luck.defender).toBeLessThan(50)
  })

  it('the defender sweeping: a falling trace, ending at 0%', async () => {
    const { figures } = await figuresOf(sweep('defender'))
    for (let i = 1; i < figures.length; i++) expect(figures[i]!.attacker).toBeLessThan(figures[i - 1]!.attacker)
    expect(figures.at(-1)).toMatchObject({ attacker: 0, defender: 1 })
  })
})

describe('issue 27, defect 2: a combat turn\'s trace starts at the figure the bar gave the whole turn', () => {
  it.each(['grand-turn-breakthrough', 'axis-phase-sedan'])('%s: the start is a position at the map (the whole\'s odds), not one inside its first battle', async (id) => {
    const sc = builtInScenarios().find((s) => s.id === id)!
    const engine = engineOf(sc.ruleset)
    const session = playedSession(sc, 'whole', false)
    const points = tracePoints(session, engine)
    expect(engine.wholeOdds!(points[0]!.state)).toBe(true)
    // Every position before it is at the map too: the trace starts at the last one before the first die.
    const kit = await oddsOf(sc.ruleset)
    const start = pointFigure(kit, points[0]!, { tryExact: engine.exactWorthTrying(points[0]!.state), maxPaths: EXACT_PATH_BUDGET, runs: RUNS })
    // The whole's chance: neither side certain before a die is rolled.
    expect(start.attacker).toBeGreaterThan(0.02)
    expect(start.attacker).toBeLessThan(0.98)
  })
})
