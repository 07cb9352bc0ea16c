import seedrandom from 'seedrandom'
import { describe, expect, it } from 'vitest'
import { defaultChoice } from './policies.ts'
import { randomPolicy } from './policies.ts'
import { grandScenarios } from './scenarios.ts'
import { seedDice } from '../../core/seedDice.ts'
import { FastAlea } from '../../core/fastAlea.ts'
import { grand, simulate, type GrandState } from './index.ts'
import { winnerPassing } from './kernel.ts'
import { randomScenario } from './randomScenario.ts'
import type { GrandScenario } from './scenario.ts'
import { passChoice, playOut, type Policy } from './testkit.ts'

/**
 * The fast path (simulate: the typed-array kernel for the fire rounds) against
 * stepping decide/advance one call at a time: the same end state, byte for
 * byte — winner, every unit's strength and place, Battle Morale and its
 * history, the result, and the dice (their state and how many were rolled).
 */

function scenarioFor(i: number): GrandScenario {
  const parsed = grand.parseScenario(randomScenario(seedrandom.alea(`kernel-scenario-${i}`), `kernel-${i}`))
  if (!parsed.ok) throw new Error(parsed.errors.join('; '))
  return parsed.value
}

function same(start: GrandState, policy: () => Policy, label: string): void {
  const slow = playOut(start, policy(), 400).state
  const fast = simulate(start, policy())
  if (JSON.stringify(fast) !== JSON.stringify(slow)) {
    expect(fast, label).toEqual(slow)
    throw new Error(`${label}: same values, different key order`)
  }
}

/** A state a few steps into the battle, to start the fast path mid-way. */
function midway(start: GrandState, steps: number, policy: Policy): GrandState {
  let s = start
  for (let k = 0; k < steps && !(s.phase === 'over' && !grand.pending(s)); k++) {
    const d = grand.pending(s)
    s = (d ? grand.decide(s, d.side, policy(s, d)) : grand.advance(s)).state
  }
  return s
}

describe('kernel: simulate ends exactly where decide/advance end', () => {
  it('3,000 random scenarios, random decisions (cards, retreats, breakthroughs)', () => {
    for (let i = 0; i < 3000; i++) {
      const sc = scenarioFor(i)
      same(grand.setup(sc, `k-${i}`), () => randomPolicy(`kp-${i}`), `random scenario ${i}`)
    }
  })

  it('1,000 random scenarios with the default policy and with every decision passed', () => {
    for (let i = 0; i < 1000; i++) {
      const sc = scenarioFor(10_000 + i)
      same(grand.setup(sc, `kd-${i}`), () => defaultChoice, `default ${i}`)
      same(grand.setup(sc, `kn-${i}`), () => (_s, d) => passChoice(d), `pass ${i}`)
    }
  })

  it('500 random scenarios started mid-battle (after 1 to 6 steps)', () => {
    for (let i = 0; i < 500; i++) {
      const sc = scenarioFor(20_000 + i)
      const start = midway(grand.setup(sc, `km-${i}`), 1 + (i % 6), randomPolicy(`kw-${i}`))
      same(start, () => randomPolicy(`kq-${i}`), `midway ${i}`)
    }
  })

  it('every built-in scenario, 40 seeds each, default, random and passing policies', () => {
    for (const sc of grandScenarios()) {
      for (let seed = 0; seed < 40; seed++) {
        const start = grand.setup(sc, `builtin-${seed}`)
        same(start, () => defaultChoice, `${sc.id} default #${seed}`)
        same(start, () => randomPolicy(`b-${seed}`), `${sc.id} random #${seed}`)
        same(start, () => (_s, d) => passChoice(d), `${sc.id} pass #${seed}`)
      }
    }
  })

  it('states that share their units share one compiled kernel, and battles do not leak into each other', () => {
    const sc = grandScenarios()[1]!
    const base = grand.setup(sc, 'shared')
    const a1 = simulate({ ...base, dice: grand.setup(sc, 'x1').dice }, defaultChoice)
    simulate({ ...base, dice: grand.setup(sc, 'x2').dice }, defaultChoice)
    const a2 = simulate({ ...base, dice: grand.setup(sc, 'x1').dice }, defaultChoice)
    expect(JSON.stringify(a2)).toBe(JSON.stringify(a1))
    expect(JSON.stringify(a1)).toBe(JSON.stringify(playOut({ ...base, dice: grand.setup(sc, 'x1').dice }).state))
  })
})

describe('kernel: the winner alone, every decision passed (the odds’ loop)', () => {
  it('gives simulate’s winner for random and built-in battles, from the start and mid-battle', () => {
    const starts: GrandState[] = []
    for (let i = 0; i < 600; i++) {
      const s = grand.setup(scenarioFor(30_000 + i), `w-${i}`)
      starts.push(s, midway(s, 1 + (i % 5), randomPolicy(`ww-${i}`)))
    }
    for (const sc of grandScenarios()) starts.push(grand.setup(sc, 'w'), midway(grand.setup(sc, 'w'), 3, defaultChoice))
    const dice = new FastAlea(seedDice('x'))
    for (const [j, s] of starts.entries()) {
      for (let r = 0; r < 5; r++) {
        const seed = `w#${j}#${r}`
        const want = simulate({ ...s, dice: seedDice(seed) }, (_s, d) => passChoice(d)).result?.winner ?? null
        dice.seed(seed)
        // The same state object each time, as the odds pass it: the kernel reloads it from its snapshot.
        expect(winnerPassing(s, dice), `${j}/${r}`).toBe(want)
      }
    }
  })
})
