import { describe, expect, it } from 'vitest'
import { scriptDice } from '../../../core/dice.ts'
import { phaseMeasure } from './odds.ts'
import { asked, defaults, newPhase, stepUntil, type PhaseSpec } from './phaseTestkit.ts'
import type { PhaseState } from './state.ts'
import { advancePhase, decidePhase } from './steps.ts'

/**
 * What every step of a combat phase (seed 003_e76c4a8044852cfa.txt §5.6,
 * docs/rules/axis.md P1–P10) owes its caller, whatever the rule it plays: the
 * state it was given left as it was (the engine contract of
 * docs/architecture.md: the AI and the odds play on from the same state),
 * no events where nobody reads them, and the forecast's measure.
 */
const SEED = '003_e76c4a8044852cfa.txt §5.6'

/** B entered empty; from B a breakthrough into X (held) or Z (empty); C attacked from A and held by two infantry. */
const PHASE: PhaseSpec = {
  areas: {
    a: { owner: 'attacker', to: ['b', 'c'] },
    b: { owner: 'defender', to: ['x', 'z'] },
    c: { owner: 'defender', to: [] },
    x: { owner: 'defender', to: [] },
    z: { owner: 'defender', to: [] },
  },
  attacker: ['armor@a>b', 'armor@a>b', 'infantry@a>c'],
  defender: ['infantry@c', 'infantry@c', 'infantry@x'],
}

/** C: the infantry misses, both defenders hit; X: the armor hits, the infantry misses. */
const FACES = [5, 0, 0, 0, 5]

describe(`${SEED}: what a step owes its caller`, () => {
  it('every step (combat moves, a battle\'s, a battle closed, a breakthrough declared into a held area) leaves the state it was given as it was', () => {
    let p: PhaseState = { ...newPhase(PHASE), dice: scriptDice(FACES) }
    let steps = 0
    while (p.phase !== 'over') {
      const before = structuredClone(p)
      const d = asked(p)
      // One armor breaks into X, the held area (a battle added to the list); then no more.
      const first = p.breakouts.length === 0
      const choice = d && !p.battle && d.kind === 'breakthrough' ? { kind: 'breakthrough', answer: { area: first ? 'x' : 'none', units: [first ? 'a-1' : 'a-2'] } } : d && defaults(p, d)
      const next = d ? decidePhase(p, d.side, choice!) : advancePhase(p)
      expect(p).toEqual(before)
      p = next.state
      steps++
    }
    expect(steps).toBeGreaterThan(5)
    expect(p.records.map((r) => [r.area, r.stage, r.conquered])).toEqual([
      ['b', 'normal', true],
      ['c', 'normal', false],
      ['x', 'breakthrough', true],
    ])
  })

  it('a simulated phase (events off) steps the same and returns no events', () => {
    const p = newPhase(PHASE)
    const on = advancePhase(p)
    const off = advancePhase(p, false)
    expect(off.events).toEqual([])
    expect(off.state).toEqual(on.state)
    const choice = { kind: 'next-battle', answer: { area: 'c' }, reason: 'r' }
    const offDecided = decidePhase(on.state, 'attacker', choice, false)
    expect(offDecided.events).toEqual([])
    expect(offDecided.state).toEqual(decidePhase(on.state, 'attacker', choice).state)
  })
})

describe(`${SEED} P10: the forecast's measure between battles is each side's units on the map`, () => {
  it('counts the units on the map, not the lost; a battle over and not yet closed counts as its end leaves the map', () => {
    let p: PhaseState = { ...advancePhase(newPhase(PHASE)).state, dice: scriptDice(FACES) }
    const measure = (attacker: number, defender: number) => ({ unit: 'units', name: 'units on the map', now: { attacker, defender } })
    expect(phaseMeasure(p)).toEqual(measure(3, 3))
    // C's battle: the attacker's infantry is lost; measured once the battle is over, before and after it is closed.
    p = decidePhase(p, 'attacker', { kind: 'next-battle', answer: { area: 'c' } }).state
    p = stepUntil(p, defaults, (q) => q.battle?.phase === 'over').p
    expect(p.battle).not.toBeNull()
    expect(phaseMeasure(p)).toEqual(measure(2, 3))
    p = advancePhase(p).state
    expect(p.battle).toBeNull()
    expect(phaseMeasure(p)).toEqual(measure(2, 3))
  })
})
