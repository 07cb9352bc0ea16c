import seedrandom from 'seedrandom'
import { describe, expect, it } from 'vitest'
import { randomPolicy } from './policies.ts'
import { grand, simulate, type GrandState } from './index.ts'
import { randomScenario } from './randomScenario.ts'
import type { GrandScenario } from './scenario.ts'
import { playOut } from './testkit.ts'

const SEED = '000_65abfdd3be31f0b0.txt'
const BATTLES = 10_000

function scenarioFor(i: number): GrandScenario {
  const raw = randomScenario(seedrandom.alea(`scenario-${i}`), `random-${i}`)
  const parsed = grand.parseScenario(raw)
  if (!parsed.ok) throw new Error(`generated scenario ${i} is invalid: ${parsed.errors.join('; ')}`)
  return parsed.value
}

function findNaN(x: unknown, path = 'state'): string | null {
  if (typeof x === 'number') return Number.isFinite(x) ? null : path
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const p = findNaN(x[i], `${path}[${i}]`)
      if (p) return p
    }
  } else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      const p = findNaN(v, `${path}.${k}`)
      if (p) return p
    }
  }
  return null
}

function checkEnd(s: GrandState, i: number): void {
  if (s.phase !== 'over' || !s.result) throw new Error(`battle ${i} not over`)
  const bad = findNaN(s)
  if (bad) throw new Error(`battle ${i}: non-finite number at ${bad}`)
  for (const u of s.units) {
    // Exactly one place, and the place agrees with the strength.
    if (!['field', 'losses', 'routs'].includes(u.place)) throw new Error(`battle ${i}: ${u.id} in "${u.place}"`)
    if ((u.place === 'losses') !== (u.strength === 0)) throw new Error(`battle ${i}: ${u.id} in ${u.place} with strength ${u.strength}`)
    if (u.strength < 0 || u.strength > u.maxStrength) throw new Error(`battle ${i}: ${u.id} strength ${u.strength}`)
  }
  if (s.roundsFought > 8) throw new Error(`battle ${i}: ${s.roundsFought} rounds`)
}

describe(`${SEED} property: random valid scenarios`, () => {
  it(`plays ${BATTLES} random battles with random decisions: no exception, no NaN, every unit in one place`, () => {
    const winners = { attacker: 0, defender: 0, none: 0 }
    for (let i = 0; i < BATTLES; i++) {
      const end = simulate(grand.setup(scenarioFor(i), `battle-${i}`), randomPolicy(`policy-${i}`))
      checkEnd(end, i)
      winners[end.result!.winner ?? 'none']++
    }
    // The generator must reach every outcome, or the property proves little.
    expect(winners.attacker).toBeGreaterThan(BATTLES / 10)
    expect(winners.defender).toBeGreaterThan(BATTLES / 10)
    expect(winners.none).toBeGreaterThan(0)
  })

  it('the same scenario, seed and decisions give the same log, byte for byte; the fast path ends in the same state', () => {
    for (let i = 0; i < 300; i++) {
      const sc = scenarioFor(i)
      const a = playOut(grand.setup(sc, `det-${i}`), randomPolicy(`p-${i}`))
      const b = playOut(grand.setup(sc, `det-${i}`), randomPolicy(`p-${i}`))
      expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events))
      expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state))
      const fast = simulate(grand.setup(sc, `det-${i}`), randomPolicy(`p-${i}`))
      expect(JSON.stringify(fast)).toBe(JSON.stringify(a.state))
    }
  })

  it('a state saved as JSON and restored mid-battle plays on exactly as the original', () => {
    for (let i = 0; i < 100; i++) {
      const sc = scenarioFor(i)
      let s = grand.setup(sc, `save-${i}`)
      const policy = randomPolicy(`q-${i}`)
      // Step a few times, then round-trip through JSON.
      for (let k = 0; k < 4 && !(s.phase === 'over' && !grand.pending(s)); k++) {
        const d = grand.pending(s)
        s = (d ? grand.decide(s, d.side, policy(s, d)) : grand.advance(s)).state
      }
      const restored = JSON.parse(JSON.stringify(s)) as GrandState
      const p1 = randomPolicy(`r-${i}`)
      const p2 = randomPolicy(`r-${i}`)
      expect(JSON.stringify(playOut(restored, p2).events)).toBe(JSON.stringify(playOut(s, p1).events))
    }
  })
})
