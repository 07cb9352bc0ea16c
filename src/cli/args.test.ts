import { describe, expect, it } from 'vitest'
import { engineOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { parseArgs, UsageError } from './args.ts'

/** The rule systems that take a battle on the command line (--odds), and those that do not. */
const withOdds = rulesetIds().filter((id) => engineOf(id).commandLineOdds || engineOf(id).builder)
const withoutOdds = rulesetIds().filter((id) => !engineOf(id).commandLineOdds && !engineOf(id).builder)

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
      extra: {},
      attack: null,
      defend: null,
      odds: false,
      conditions: null,
    })
  })

  it('--ruleset ID --attack … --defend … --odds, no scenario, for each rule system that takes a battle on the command line', () => {
    for (const id of withOdds) {
      expect(parseArgs(['--ruleset', id, '--attack', 'a=3,b=2', '--defend', 'a=4', '--odds', '--json'])).toMatchObject({
        ruleset: id,
        attack: 'a=3,b=2',
        defend: 'a=4',
        odds: true,
        json: true,
        scenario: null,
      })
    }
  })

  it('the usage names the rule systems that take a battle on the command line, from the registry', () => {
    expect(() => parseArgs(['--help'])).toThrow(`--ruleset ${withOdds.join('|')} --attack … --defend … [--conditions name=value,…] [--drm N] --odds [--json]`)
  })

  it('--walkthroughs takes no scenario; the files after it, if any, are walkthroughs', () => {
    expect(parseArgs(['--walkthroughs', '--json'])).toMatchObject({ walkthroughs: true, json: true, scenario: null, walkthroughFiles: [] })
    expect(parseArgs(['a.json', '--walkthroughs', 'b.json']).walkthroughFiles).toEqual(['a.json', 'b.json'])
    expect(() => parseArgs(['--walkthroughs', '--seed', '1'])).toThrow(/no --seed or --runs/)
  })

  it('<scenario> --odds: the odds of any rule system\'s scenario, with --seed and --json', () => {
    expect(parseArgs(['sidi-rezegh', '--odds', '--json', '--seed', 's'])).toMatchObject({ scenario: 'sidi-rezegh', odds: true, json: true, seed: 's', ruleset: null, runs: null })
    expect(parseArgs(['my-battle.json', '--odds'])).toMatchObject({ scenario: 'my-battle.json', odds: true, json: false })
  })

  it('--list needs no scenario', () => {
    expect(parseArgs(['--list']).list).toBe(true)
  })

  const known = withOdds.join(' or ')
  const cases: [string[], RegExp | string][] = [
    [[], /no scenario given/],
    [['x', '--runs', '0'], /--runs must be a whole number/],
    [['x', '--runs', '2.5'], /--runs must be a whole number/],
    [['x', '--seed'], /--seed needs a value/],
    [['x', '--frobnicate'], /unknown option "--frobnicate"/],
    [['x', 'y'], /one scenario at a time/],
    [['--ruleset', 'chess', '--attack', 'a=1', '--defend', 'b=1', '--odds'], `for --ruleset ${known}, not "chess"`],
    [['--attack', 'a=1', '--defend', 'b=1', '--odds'], `battles by unit counts are for --ruleset ${known} (any scenario's odds: <scenario> --odds); usage:`],
    [['x', '--odds', '--runs', '5'], /--odds plays until the chances are known: no --runs or --list/],
    [['x', 'y', '--odds'], /one scenario at a time: got "x" and "y"/],
    ...withoutOdds.map((id): [string[], string] => [['--ruleset', id, '--attack', 'a=1', '--defend', 'b=1', '--odds'], `for --ruleset ${known}, not "${id}"`]),
    ...withOdds.flatMap((id): [string[], RegExp | string][] => [
      [['--ruleset', id, '--attack', 'a=1', '--odds'], `--ruleset ${id} needs both --attack and --defend`],
      [['--ruleset', id, '--attack', 'a=1', '--defend', 'a=1'], /asked with --odds/],
      [['x', '--ruleset', id, '--attack', 'a=1', '--defend', 'a=1', '--odds'], /takes no scenario/],
    ]),
  ]
  it.each(cases)('refuses %j with a message that names the problem', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError)
    expect(() => parseArgs(argv)).toThrow(message)
  })
})

describe('further options of a battle given on the command line', () => {
  it('--drm N is passed to the rule system as extra.drm, and is asked with the battle options only', () => {
    const withOdds = rulesetIds().filter((id) => engineOf(id).commandLineOdds)
    if (!withOdds.length) return
    expect(parseArgs(['--ruleset', withOdds[0]!, '--attack', '4', '--defend', '2', '--drm', '-1', '--odds']).extra).toEqual({ drm: '-1' })
    expect(() => parseArgs(['some-scenario', '--drm', '1'])).toThrow(/--ruleset/)
    expect(() => parseArgs(['--ruleset', withOdds[0]!, '--attack', '4', '--defend', '2', '--odds', '--drm'])).toThrow('--drm needs a value')
  })

  it('--conditions name=value,… is kept as written for the builder, and is asked with the battle options only', () => {
    expect(parseArgs(['--ruleset', withOdds[0]!, '--attack', 'a=1', '--defend', 'b=1', '--conditions', 'terrain=hills', '--odds']).conditions).toBe('terrain=hills')
    expect(() => parseArgs(['some-scenario', '--odds', '--conditions', 'terrain=hills'])).toThrow(/--ruleset/)
    expect(() => parseArgs(['--ruleset', withOdds[0]!, '--attack', 'a=1', '--defend', 'b=1', '--odds', '--conditions'])).toThrow('--conditions needs a value')
  })
})
