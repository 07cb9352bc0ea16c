import { describe, expect, it } from 'vitest'
import { parseArgs, UsageError } from './args.ts'

describe('sim CLI arguments', () => {
  it('reads a scenario with --seed, --runs and --json', () => {
    expect(parseArgs(['sidi-barrani', '--runs', '10', '--seed', 'abc', '--json'])).toEqual({
      list: false,
      scenario: 'sidi-barrani',
      seed: 'abc',
      runs: 10,
      json: true,
      walkthroughs: false,
      walkthroughFiles: [],
      ruleset: null,
      attack: null,
      defend: null,
      odds: false,
    })
  })

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

  it('--walkthroughs takes no scenario; the files after it, if any, are walkthroughs', () => {
    expect(parseArgs(['--walkthroughs', '--json'])).toMatchObject({ walkthroughs: true, json: true, scenario: null, walkthroughFiles: [] })
    expect(parseArgs(['a.json', '--walkthroughs', 'b.json']).walkthroughFiles).toEqual(['a.json', 'b.json'])
    expect(() => parseArgs(['--walkthroughs', '--seed', '1'])).toThrow(/no --seed or --runs/)
  })

  it('--list needs no scenario', () => {
    expect(parseArgs(['--list']).list).toBe(true)
  })

  it.each([
    [[], /no scenario given/],
    [['x', '--runs', '0'], /--runs must be a whole number/],
    [['x', '--runs', '2.5'], /--runs must be a whole number/],
    [['x', '--seed'], /--seed needs a value/],
    [['x', '--frobnicate'], /unknown option "--frobnicate"/],
    [['x', 'y'], /one scenario at a time/],
    [['--ruleset', 'grand', '--attack', 'a=1', '--defend', 'b=1', '--odds'], /for --ruleset axis, not "grand"/],
    [['--ruleset', 'axis', '--attack', 'infantry=1', '--odds'], /needs both --attack and --defend/],
    [['--ruleset', 'axis', '--attack', 'infantry=1', '--defend', 'infantry=1'], /asked with --odds/],
    [['skirmish', '--ruleset', 'axis', '--attack', 'infantry=1', '--defend', 'infantry=1', '--odds'], /takes no scenario/],
  ])('refuses %j with a message that names the problem', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError)
    expect(() => parseArgs(argv)).toThrow(message)
  })
})
