import { describe, expect, it } from 'vitest'
import { sim } from '../../../cli/simTestkit.ts'
import { parseArgs, UsageError } from '../../../cli/args.ts'
import { widest } from '../../../odds/interval.ts'


/** Axis battles on the command line, --odds by unit counts above all (moved from src/cli/sim.test.ts and args.test.ts). */
describe('sim CLI arguments, axis', () => {
  it('seed 003 odds: --ruleset axis --attack … --defend … --odds, no scenario', () => {
    expect(parseArgs(['--ruleset', 'axis', '--attack', 'infantry=3,armor=2', '--defend', 'infantry=4', '--odds', '--json'])).toMatchObject({
      ruleset: 'axis',
      attack: 'infantry=3,armor=2',
      defend: 'infantry=4',
      odds: true,
      json: true,
      scenario: null,
    })
  })

  it.each([
    [['--ruleset', 'axis', '--attack', 'infantry=1', '--odds'], /needs both --attack and --defend/],
    [['--ruleset', 'axis', '--attack', 'infantry=1', '--defend', 'infantry=1'], /asked with --odds/],
    [['skirmish', '--ruleset', 'axis', '--attack', 'infantry=1', '--defend', 'infantry=1', '--odds'], /takes no scenario/],
  ])('refuses %j with a message that names the problem', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError)
    expect(() => parseArgs(argv)).toThrow(message)
  })
})

describe('npm run sim, axis', () => {
  it('003_e76c4a8044852cfa.txt --odds: a land battle is solved exactly; 1 infantry against 1 matches the closed form', () => {
    const r = sim('--ruleset', 'axis', '--attack', 'infantry=1', '--defend', 'infantry=1', '--odds', '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    expect(Object.keys(j)).toEqual(['attackerWins', 'defenderWins', 'draws', 'method', 'ms'])
    expect(j.method).toBe('exact')
    // Per round the attacker hits on a 1 (1/6), the defender on 1–2 (2/6); rounds where nobody hits repeat.
    // Given that something happens (16/36): attacker only 4/16, defender only 10/16, both 2/16.
    expect(j.attackerWins).toBeCloseTo(4 / 16, 12)
    expect(j.defenderWins).toBeCloseTo(10 / 16, 12)
    expect(j.draws).toBeCloseTo(2 / 16, 12)
  })

  it('003_e76c4a8044852cfa.txt --odds: with planes it samples to ±0.5 points and says so', () => {
    const r = sim('--ruleset', 'axis', '--attack', 'infantry=2,fighter=1', '--defend', 'infantry=2', '--odds', '--json', '--seed', 'o')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    expect(j.method).toBe('sampling')
    expect(j.halfWidth).toBeLessThanOrEqual(0.005)
    expect(j.battles).toBeGreaterThanOrEqual(1000)
    // The stopping rule held: the widest interval, from the figures themselves, is within ±0.5 points.
    const count = (p: number) => Math.round(p * j.battles)
    expect(widest({ attacker: count(j.attackerWins), defender: count(j.defenderWins), draw: count(j.draws), runs: j.battles })).toBeCloseTo(j.halfWidth, 12)
    expect(sim('--ruleset', 'axis', '--attack', 'infantry=2,fighter=1', '--defend', 'infantry=2', '--odds', '--json', '--seed', 'o').out.replace(/"ms":[\d.]+/, '')).toBe(
      r.out.replace(/"ms":[\d.]+/, ''),
    )
  })

  it('--odds in words: the three chances, the method, the battles and the interval when sampled', () => {
    const exact = sim('--ruleset', 'axis', '--attack', 'infantry=1', '--defend', 'infantry=1', '--odds')
    expect(exact.code).toBe(0)
    expect(exact.out).toMatch(/^attacker 25\.00%, defender 62\.50%, both destroyed 12\.50% \(exact, [\d.]+ ms\)\n$/)
    const sampled = sim('--ruleset', 'axis', '--attack', 'infantry=2,fighter=1', '--defend', 'infantry=2', '--odds', '--seed', 'o')
    expect(sampled.out).toMatch(/^attacker [\d.]+%, defender [\d.]+%, both destroyed [\d.]+% \(sampling, \d+ battles, ±0\.\d\d points, [\d.]+ ms\)\n$/)
  })

  it('003 --odds: ships fight in a sea zone; ships with land units, or no units at all, are one line on stderr, exit code 2', () => {
    const sea = sim('--ruleset', 'axis', '--attack', 'battleship=1', '--defend', 'transport=1', '--odds', '--json', '--seed', 's')
    expect(sea.code).toBe(0)
    // A battleship (attack 4) against a lone transport (defense 1): the attacker wins nearly always.
    expect(JSON.parse(sea.out).attackerWins).toBeGreaterThan(0.7)
    for (const [attack, defend, why] of [
      ['battleship=1', 'infantry=2', 'land units and ships cannot fight in one battle'],
      ['fighter=0', 'infantry=0', 'no units on either side'],
    ]) {
      const r = sim('--ruleset', 'axis', '--attack', attack!, '--defend', defend!, '--odds')
      expect(r.code).toBe(2)
      expect(r.err.trim().split('\n')).toHaveLength(1)
      expect(r.err).toContain(why)
      expect(r.err).toMatch(/^sim: --attack\/--defend: /)
    }
  })

  it('--odds: an unknown unit type is one line on stderr naming it, exit code 2', () => {
    const r = sim('--ruleset', 'axis', '--attack', 'tank=3', '--defend', 'infantry=4', '--odds')
    expect(r.code).toBe(2)
    expect(r.err.trim()).toBe('sim: --attack: unknown unit type "tank"; known: infantry, artillery, armor, aa-gun, fighter, bomber, transport, submarine, destroyer, cruiser, carrier, battleship')
  })

  it('an axis scenario plays to the end with its log, like a grand one', () => {
    const r = sim('axis-reims', '--seed', 'cli', '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    expect(j.scenario).toBe('axis-reims')
    expect(j.events.at(-1).t).toBe('end')
    expect(j.rounds).toBeGreaterThan(0)
    // Rounds in the axis count: the state's round.
    expect(j.rounds).toBe(j.final.round)
  })
})
