import { describe, expect, it } from 'vitest'
import { fastSeedDice } from '../../core/fastAlea.ts'
import { widest } from '../../../odds/interval.ts'
import { addAt, addOutcomes, emptyOutcomes } from '../../../odds/outcomes.ts'
import { landScenario } from './countsScenario.ts'
import { solveAxisLand } from './exact.ts'
import { exactFromState, sampleFromState } from './oddsSampling.ts'
import { findAxis } from './scenarios.ts'
import { axis, battle, defaultChoice, many, simulateAxis, type AxisState } from './testkit.ts'
import { unitsLeft } from './work.ts'

const setupOf = (id: string): AxisState => {
  const sc = findAxis(id)
  if (!sc) throw new Error(id)
  return axis.setup(sc, 'odds')
}

/** Plays default answers until the state is between rounds, after at least one round. */
function afterRound(s: AxisState): AxisState {
  for (let i = 0; i < 50; i++) {
    const d = axis.pending(s)
    if (d) s = axis.decide(s, d.side, { kind: d.kind, answer: Object.fromEntries(d.options.fields.map((f) => [f.id, f.default])) } as never).state
    else s = axis.advance(s).state
    if (s.result || (s.round >= 1 && s.next === null && s.ask === null && !axis.pending(s))) return s
  }
  throw new Error('no round ended')
}

describe('003_e76c4a8044852cfa.txt odds of the battle window', () => {
  it('land units only, between rounds: exact, and equal to the solver on the same counts', () => {
    const s = axis.setup(landScenario({ infantry: 3, armor: 2 }, { infantry: 4 }), 'x')
    const e = exactFromState({ ...s, phase: 'battle' })!
    const r = solveAxisLand({ infantry: 3, armor: 2 }, { infantry: 4 })
    expect(e).toEqual({ attacker: r.attackerWins, defender: r.defenderWins, draw: r.draws, left: { attacker: r.attackerLeft, defender: r.defenderLeft } })
  })

  it('at a retreat question between rounds the bar is still exact: the odds of staying', () => {
    let s = axis.setup(landScenario({ infantry: 3, armor: 1 }, { infantry: 3 }), 'ask')
    for (let i = 0; i < 40 && !(axis.pending(s)?.kind === 'retreat') && !s.result; i++) {
      const d = axis.pending(s)
      s = d ? axis.decide(s, d.side, { kind: d.kind, answer: Object.fromEntries(d.options.fields.map((f) => [f.id, f.default])) } as never).state : axis.advance(s).state
    }
    expect(axis.pending(s)?.kind).toBe('retreat')
    const e = exactFromState(s)
    expect(e).not.toBeNull()
    const left = (side: 'attacker' | 'defender', type: string) => s.units.filter((u) => u.side === side && u.place === 'field' && u.type === type).length
    const r = solveAxisLand({ infantry: left('attacker', 'infantry'), armor: left('attacker', 'armor') }, { infantry: left('defender', 'infantry') })
    expect(e!.attacker).toBeCloseTo(r.attackerWins, 12)
  })

  it('planes, fortifications or a step under way: no exact answer, the window samples', () => {
    expect(exactFromState(setupOf('axis-air-land-example'))).toBeNull()
    expect(exactFromState({ ...setupOf('axis-reims'), phase: 'battle' })).toBeNull()
  })

  it('after a round of a land battle, the exact figure agrees with sampling the engine from that state (99.9% interval)', () => {
    const s = afterRound(axis.setup(landScenario({ infantry: 4, artillery: 1, armor: 1 }, { infantry: 5 }), 'mid'))
    expect(s.result).toBeNull()
    const e = exactFromState(s)!
    const t = sampleFromState(s, 'check', 0, 4000)
    const z = 3.29
    const cells: [number, number][] = [
      [e.attacker, t.attacker],
      [e.defender, t.defender],
    ]
    // And each number of units left to each side: the exact chance of it against its share of the battles.
    for (const side of ['attacker', 'defender'] as const) {
      for (let k = 0; k < Math.max(e.left[side].length, t.left[side].length); k++) cells.push([e.left[side][k] ?? 0, t.left[side][k] ?? 0])
    }
    expect(cells.length).toBeGreaterThan(10)
    for (const [p, c] of cells) {
      expect(Math.abs(c / t.runs - p)).toBeLessThanOrEqual(z * Math.sqrt((p * (1 - p)) / t.runs) + 1e-9)
    }
  })

  it('units gone in an earlier retreat stay alive: the exact units left count them, as the kernel does (99.9% interval)', () => {
    let s = battle({ attacker: [...many('ai', 'infantry', 3), ...many('af', 'fighter', 2)], defender: many('di', 'infantry', 3) }, undefined, 'flown')
    for (let i = 0; i < 40 && (s.phase === 'setup' || s.round < 1 || s.next !== null); i++) {
      const d = axis.pending(s)
      s = d ? axis.decide(s, d.side, defaultChoice(s, d)).state : axis.advance(s).state
    }
    expect(s.phase).toBe('battle')
    // The attacker's fighters flew home after round 1 (retreat.ts applyRetreat 'air:west'): land units alone fight on.
    const flown = { ...s, units: s.units.map((u) => (u.side === 'attacker' && u.domain === 'air' && u.place === 'field' ? { ...u, place: 'away' as const, movedTo: 'west' } : u)) }
    const planes = flown.units.filter((u) => u.side === 'attacker' && u.place === 'away').length
    expect(planes).toBeGreaterThan(0)
    const e = exactFromState(flown)!
    expect(e).not.toBeNull()
    expect(e.left.attacker.slice(0, planes).every((p) => p === 0)).toBe(true)
    const n = 20_000
    const t = sampleFromState(flown, 'flown', 0, n)
    for (const side of ['attacker', 'defender'] as const) {
      for (let k = 0; k < Math.max(e.left[side].length, t.left[side].length); k++) {
        const p = e.left[side][k] ?? 0
        expect(Math.abs((t.left[side][k] ?? 0) / n - p), `${side} ${k}`).toBeLessThanOrEqual(3.29 * Math.sqrt((p * (1 - p)) / n) + 1e-9)
      }
    }
  })

  it('sampling is reproducible by range, any split of a stream adds up to it, and its half-width shrinks with runs', () => {
    const s = setupOf('axis-air-land-example')
    const a = sampleFromState(s, 'x', 0, 300)
    expect(sampleFromState(s, 'x', 0, 300)).toEqual(a)
    // Split between two workers, the stream gives the same tally (and amounts left) as one worker.
    const joined = emptyOutcomes()
    for (const half of [sampleFromState(s, 'x', 0, 120), sampleFromState(s, 'x', 120, 180)]) addOutcomes(joined, half)
    expect(joined).toEqual(a)
    const rest = sampleFromState(s, 'x', 300, 900)
    const more = { attacker: a.attacker + rest.attacker, defender: a.defender + rest.defender, draw: a.draw + rest.draw, runs: 1200 }
    expect(widest(more)).toBeLessThan(widest(a))
  })

  it('mid-step (a question open in Land Combat) sampling plays the engine on, battle i with the dice seeded `${stream}#${i}`', () => {
    let s = axis.setup(landScenario({ infantry: 4, armor: 2 }, { infantry: 3, artillery: 2 }), 'mid-step')
    for (let i = 0; i < 40 && !(axis.pending(s)?.kind === 'casualties'); i++) {
      const d = axis.pending(s)
      s = d ? axis.decide(s, d.side, { kind: d.kind, answer: Object.fromEntries(d.options.fields.map((f) => [f.id, f.default])) } as never).state : axis.advance(s).state
    }
    expect(axis.pending(s)?.kind).toBe('casualties')
    const want = { ...emptyOutcomes(), runs: 200 }
    for (let i = 0; i < 200; i++) {
      const end = simulateAxis({ ...s, dice: fastSeedDice(`m#${i}`) })
      const w = end.result?.winner ?? null
      if (w === 'attacker') want.attacker++
      else if (w === 'defender') want.defender++
      else want.draw++
      addAt(want.left.attacker, unitsLeft(end, 'attacker'))
      addAt(want.left.defender, unitsLeft(end, 'defender'))
    }
    expect(sampleFromState(s, 'm', 0, 200)).toEqual(want)
  })

  it('a finished battle is certain', () => {
    const s = setupOf('axis-reims')
    expect(exactFromState({ ...s, result: { winner: 'defender', reason: 'x', conquered: false, breakthrough: null } as AxisState['result'] })).toEqual({
      attacker: 0,
      defender: 1,
      draw: 0,
      // All the chance on what the state has left: axis-reims's units before any shot.
      left: { attacker: [...new Array<number>(unitsLeft(s, 'attacker')).fill(0), 1], defender: [...new Array<number>(unitsLeft(s, 'defender')).fill(0), 1] },
    })
  })
})
