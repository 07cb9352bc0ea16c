import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { widest } from '../odds/interval.ts'

// The CLI contract later checks rely on: run it as a user would (through tsx).
function sim(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/sim.ts', ...args], { encoding: 'utf8' })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

describe('npm run sim', () => {
  it('--list prints the built-in ids, one per line', () => {
    const r = sim('--list')
    expect(r.code).toBe(0)
    expect(r.out.trim().split('\n')).toContain('skirmish')
  })

  it('one battle as JSON: scenario, seed, winner, rounds, events, final; the same seed gives the same output', () => {
    const a = sim('skirmish', '--seed', 'cli-1', '--json')
    expect(a.code).toBe(0)
    const j = JSON.parse(a.out)
    expect(Object.keys(j)).toEqual(['scenario', 'seed', 'winner', 'rounds', 'events', 'final'])
    expect(j.scenario).toBe('skirmish')
    expect(j.seed).toBe('cli-1')
    expect(['attacker', 'defender', null]).toContain(j.winner)
    expect(j.events.at(-1).t === 'end' || j.events.some((e: { t: string }) => e.t === 'end')).toBe(true)
    expect(sim('skirmish', '--seed', 'cli-1', '--json').out).toBe(a.out)
  })

  it('N battles as JSON: counts that add up', () => {
    const r = sim('skirmish', '--runs', '50', '--seed', 's', '--json')
    expect(r.code).toBe(0)
    const j = JSON.parse(r.out)
    expect(j).toMatchObject({ scenario: 'skirmish', runs: 50, seed: 's' })
    expect(j.attackerWins + j.defenderWins + j.draws).toBe(50)
    expect(j.meanRounds).toBeGreaterThan(0)
    expect(j.msPerBattle).toBeGreaterThan(0)
  })

  it('a bad argument or scenario: one line on stderr and exit code 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'))
    const bad = join(dir, 'bad.json')
    writeFileSync(bad, JSON.stringify({ ruleset: 'grand', id: 'bad' }))
    for (const r of [sim('no-such-scenario'), sim('skirmish', '--runs', 'many'), sim(bad), sim(join(dir, 'missing.json'))]) {
      expect(r.code).toBe(2)
      expect(r.out).toBe('')
      expect(r.err.trim().split('\n')).toHaveLength(1)
    }
    expect(sim(bad).err).toMatch(/attacker: required/)
  })

  it('--walkthroughs --json replays every built-in walkthrough: [{id, steps, ok}], exit code 0', () => {
    const r = sim('--walkthroughs', '--json')
    expect(r.code).toBe(0)
    const reports = JSON.parse(r.out) as { id: string; steps: number; ok: boolean }[]
    expect(reports.map((x) => x.id)).toEqual([
      'axis-air-land',
      'axis-frankfurt-calais',
      'axis-munchen',
      'axis-reims',
      'grand-armor-superiority',
      'grand-every-round',
      'grand-heavy-losses',
      'grand-loss-allocation',
    ])
    for (const x of reports) expect(x).toEqual({ id: x.id, steps: expect.any(Number), ok: true })
  })

  it('--walkthroughs: a walkthrough whose expectation fails gives ok false with the error, exit code 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-wt-'))
    const w = JSON.parse(readFileSync('assets/walkthroughs/grand-heavy-losses.json', 'utf8'))
    w.steps[1].expect['sides.defender.gauge.value'] = 3
    const file = join(dir, 'wrong.json')
    writeFileSync(file, JSON.stringify(w))
    const r = sim('--walkthroughs', file, '--json')
    expect(r.code).toBe(1)
    expect(JSON.parse(r.out)).toEqual([{ id: 'grand-heavy-losses', steps: 3, ok: false, error: 'step 2: sides.defender.gauge.value is 2, expected 3' }])
  })

  it('--walkthroughs: a bad walkthrough file is one line on stderr naming the file and the field, exit code 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-wt-'))
    const w = JSON.parse(readFileSync('assets/walkthroughs/grand-heavy-losses.json', 'utf8'))
    delete w.steps[0].quote.section
    const file = join(dir, 'bad.json')
    writeFileSync(file, JSON.stringify(w))
    const r = sim('--walkthroughs', file)
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err.trim().split('\n')).toHaveLength(1)
    expect(r.err).toContain('bad.json: steps[0].quote.section: required (string)')
  })

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
  })
})
