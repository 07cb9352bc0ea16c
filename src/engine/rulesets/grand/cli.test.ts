import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sim } from '../../../cli/simTestkit.ts'
import { parseArgs } from '../../../cli/args.ts'


/** The grand battle on the command line (moved from src/cli/sim.test.ts and args.test.ts, which keep what holds for every rule system). */
describe('npm run sim, grand battles', () => {
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
    // Rounds in the grand battle's own count: the Battle Morale rounds fought.
    expect(j.rounds).toBe(j.final.bmHistory.length)
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

  it('a bad grand scenario file: one line on stderr naming the field, exit code 2', () => {
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
    // Every rule system's walkthroughs, in the order of their files; the grand battle's are these four.
    expect(reports.map((x) => x.id).filter((id) => id.startsWith('grand-'))).toEqual([
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

  it('--ruleset grand takes the battle builder\'s battle by counts: an unknown unit type is named on one line, exit code 2', () => {
    const argv = ['--ruleset', 'grand', '--attack', 'a=1', '--defend', 'b=1', '--odds']
    expect(parseArgs(argv)).toMatchObject({ ruleset: 'grand', attack: 'a=1', defend: 'b=1', odds: true })
    const r = sim(...argv)
    expect(r.code).toBe(2)
    expect(r.err.trim().split('\n')).toHaveLength(1)
    expect(r.err).toContain('--attack: unknown unit type "a"; known: inf-div')
  })
})
