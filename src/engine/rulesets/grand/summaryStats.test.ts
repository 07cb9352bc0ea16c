import { describe, expect, it } from 'vitest'
import { grand } from './index.ts'
import { battle, passDecisions, playOut } from './testkit.ts'
import { exactOdds } from './exact.ts'
import { luckPercentiles, outcomeScore, winTrace } from './summaryStats.ts'

const spec = { attacker: { units: [{ id: 'a', type: 'arm-bde' }] }, defender: { units: [{ id: 'd', type: 'inf-bde' }] } }

describe('summary: win-probability trace and luck', () => {
  it('the trace starts from the odds of the opening position and ends on the result', () => {
    const start = passDecisions(battle(spec, undefined, 'trace'))
    const end = playOut(start).state
    const trace = winTrace([{ round: 'start', state: start }, { round: 'end', state: end }], 200)
    expect(trace[0]!.attacker).toBeCloseTo(exactOdds(start, 1e6)!.attacker, 12)
    expect(trace[0]!.method).toBe('exact')
    expect(trace[1]!.attacker).toBe(end.result!.winner === 'attacker' ? 1 : 0)
  })

  it('luck is a percentile; a side that crushed the enemy without loss is at the top, the other at the bottom', () => {
    const start = passDecisions(battle(spec, undefined, 'luck'))
    // The best case for the attacker: the defender wiped out, the attacker untouched.
    const best = structuredClone(start)
    for (const u of best.units) if (u.side === 'defender') Object.assign(u, { strength: 0, place: 'losses' })
    expect(outcomeScore(start, best, 'attacker')).toBe(1)
    const luck = luckPercentiles(start, best, 300)
    expect(luck.attacker).toBeGreaterThan(50)
    expect(luck.defender).toBeLessThan(50)
    expect(luck.attacker + luck.defender).toBeCloseTo(100, 6)
  })

  it('an actual battle lands somewhere in between, the same way each time', () => {
    const start = passDecisions(battle(spec, undefined, 'mid'))
    const end = playOut(start).state
    const a = luckPercentiles(start, end, 200)
    expect(a).toEqual(luckPercentiles(start, end, 200))
    for (const v of Object.values(a)) {
      expect(v).toBeGreaterThanOrEqual(0)
      expect(v).toBeLessThanOrEqual(100)
    }
    expect(grand.result(end)).not.toBeNull()
  })
})
