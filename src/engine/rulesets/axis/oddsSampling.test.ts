import { describe, expect, it } from 'vitest'
import { fastSeedDice } from '../../core/fastAlea.ts'
import { widest } from '../../../odds/interval.ts'
import { landScenario } from './countsScenario.ts'
import { solveAxisLand } from './exact.ts'
import { exactFromState, sampleFromState } from './oddsSampling.ts'
import { findAxis } from './scenarios.ts'
import { axis, simulateAxis, type AxisState } from './testkit.ts'

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
    expect(e).toEqual({ attacker: r.attackerWins, defender: r.defenderWins, draw: r.draws })
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
    for (const [p, c] of [
      [e.attacker, t.attacker],
      [e.defender, t.defender],
    ] as const) {
      expect(Math.abs(c / t.runs - p)).toBeLessThanOrEqual(z * Math.sqrt((p * (1 - p)) / t.runs) + 1e-9)
    }
  })

  it('sampling is reproducible by range, any split of a stream adds up to it, and its half-width shrinks with runs', () => {
    const s = setupOf('axis-air-land-example')
    const a = sampleFromState(s, 'x', 0, 300)
    expect(sampleFromState(s, 'x', 0, 300)).toEqual(a)
    // Split between two workers, the stream gives the same tally as one worker.
    const halves = [sampleFromState(s, 'x', 0, 120), sampleFromState(s, 'x', 120, 180)]
    expect({ attacker: halves[0]!.attacker + halves[1]!.attacker, defender: halves[0]!.defender + halves[1]!.defender, draw: halves[0]!.draw + halves[1]!.draw, runs: 300 }).toEqual(a)
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
    const want = { attacker: 0, defender: 0, draw: 0, runs: 200 }
    for (let i = 0; i < 200; i++) {
      const w = simulateAxis({ ...s, dice: fastSeedDice(`m#${i}`) }).result?.winner ?? null
      if (w === 'attacker') want.attacker++
      else if (w === 'defender') want.defender++
      else want.draw++
    }
    expect(sampleFromState(s, 'm', 0, 200)).toEqual(want)
  })

  it('a finished battle is certain', () => {
    const s = setupOf('axis-reims')
    expect(exactFromState({ ...s, result: { winner: 'defender', reason: 'x', conquered: false, breakthrough: null } as AxisState['result'] })).toEqual({
      attacker: 0,
      defender: 1,
      draw: 0,
    })
  })
})
