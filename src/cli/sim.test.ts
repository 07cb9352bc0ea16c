import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sim } from './simTestkit.ts'
import { engineOf, manifestOf, rulesetIds, type RulesetId } from '../engine/rulesets/registry.ts'
import { builtInScenarios } from '../scenarios/load.ts'
import { EXACT_PATH_BUDGET } from '../odds/oddsPool.ts'
import { builtInWalkthroughs } from '../walkthroughs/catalogue.ts'

// Run as vite builds it (simTestkit.ts); the --list test runs it through tsx, as npm run sim does.
function simThroughTsx(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/sim.ts', ...args], { encoding: 'utf8' })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

/**
 * What the CLI does for every rule system, tried on each one's first
 * scenario and walkthrough; the rule systems' own cases (their scenarios'
 * outcomes, --odds) are in their folders' cli.test.ts.
 */
const firstScenarios = rulesetIds().flatMap((id) => {
  const first = builtInScenarios().find((s) => s.ruleset === id)
  return first ? [{ id, scenario: first.id }] : []
})

describe('npm run sim', () => {
  it('--list (through tsx, as npm run sim runs it) prints the built-in ids, one per line, in the catalogue\'s order, hidden rule systems left out', () => {
    const r = simThroughTsx('--list')
    expect(r.code).toBe(0)
    expect(r.out.trim().split('\n')).toEqual(builtInScenarios().filter((s) => !manifestOf(s.ruleset as never).hidden).map((s) => s.id))
  })

  for (const { id, scenario } of firstScenarios) {
    it(`one battle as JSON (${id}: ${scenario}): scenario, seed, winner, rounds, events, final; the same seed gives the same output`, () => {
      const a = sim(scenario, '--seed', 'cli-1', '--json')
      expect(a.code).toBe(0)
      const j = JSON.parse(a.out)
      expect(Object.keys(j)).toEqual(['scenario', 'seed', 'winner', 'rounds', 'events', 'final'])
      expect(j.scenario).toBe(scenario)
      expect(j.seed).toBe('cli-1')
      expect(['attacker', 'defender', null]).toContain(j.winner)
      expect(j.events.at(-1).t === 'end' || j.events.some((e: { t: string }) => e.t === 'end')).toBe(true)
      expect(j.rounds).toBe(engineOf(id).roundsFought(j.final))
      expect(sim(scenario, '--seed', 'cli-1', '--json').out).toBe(a.out)
    })

    it(`one battle in words (${id}: ${scenario}): the name and seed, then the engine's line for each event`, () => {
      const r = sim(scenario, '--seed', 'cli-1')
      expect(r.code).toBe(0)
      const j = JSON.parse(sim(scenario, '--seed', 'cli-1', '--json').out)
      const engine = engineOf(id)
      const lines = (j.events as { t: string }[]).map((e) => engine.describe(j.final, e))
      expect(r.out).toBe(`${builtInScenarios().find((s) => s.id === scenario)!.name} (seed cli-1)\n${lines.join('\n')}\n`)
    })

    it(`N battles as JSON (${id}: ${scenario}): counts that add up`, () => {
      const r = sim(scenario, '--runs', '50', '--seed', 's', '--json')
      expect(r.code).toBe(0)
      const j = JSON.parse(r.out)
      expect(j).toMatchObject({ scenario, runs: 50, seed: 's' })
      expect(j.attackerWins + j.defenderWins + j.draws).toBe(50)
      expect(j.meanRounds).toBeGreaterThan(0)
      expect(j.msPerBattle).toBeGreaterThan(0)
    })
  }

  it('<scenario> --odds --json (through tsx): a scenario\'s odds from its first state, the three chances adding to 1', async () => {
    // A scenario the exact solver takes, so that the run is short: the first one found.
    let found: { scenario: string; ruleset: string } | null = null
    for (const { id, scenario } of firstScenarios) {
      const sc = builtInScenarios().find((s) => s.id === scenario)!
      const engine = engineOf(id)
      const state = engine.setup(sc, 'odds')
      if (engine.exactWorthTrying(state) && (await manifestOf(id as RulesetId).odds()).odds.exact(state, EXACT_PATH_BUDGET)) {
        found = { scenario, ruleset: id }
        break
      }
    }
    expect(found, 'a rule system whose solver takes its first scenario').not.toBeNull()
    const r = simThroughTsx(found!.scenario, '--odds', '--json')
    expect(r.code).toBe(0)
    const o = JSON.parse(r.out) as { scenario: string; ruleset: string; attackerWins: number; defenderWins: number; draws: number; method: string }
    expect(o).toMatchObject({ ...found, method: 'exact' })
    expect(o.attackerWins + o.defenderWins + o.draws).toBeCloseTo(1, 9)
  })

  it('a bad argument or scenario: one line on stderr and exit code 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'))
    const { scenario } = firstScenarios[0]!
    for (const rs of rulesetIds()) {
      const bad = join(dir, `bad-${rs}.json`)
      writeFileSync(bad, JSON.stringify({ ruleset: rs, id: 'bad' }))
      const own = engineOf(rs).parseScenario({ ruleset: rs, id: 'bad' })
      expect(own.ok).toBe(false)
      const r = sim(bad)
      expect(r.code).toBe(2)
      expect(r.out).toBe('')
      if (!own.ok) expect(r.err).toBe(`sim: ${bad}: ${own.errors.join('; ')}\n`)
    }
    const unknown = join(dir, 'unknown.json')
    writeFileSync(unknown, JSON.stringify({ ruleset: 'chess', id: 'bad' }))
    for (const r of [sim('no-such-scenario'), sim(scenario, '--runs', 'many'), sim(unknown), sim(join(dir, 'missing.json'))]) {
      expect(r.code).toBe(2)
      expect(r.out).toBe('')
      expect(r.err.trim().split('\n')).toHaveLength(1)
    }
    expect(sim(unknown).err).toBe(`sim: ${unknown}: ruleset: expected one of ${rulesetIds().join(', ')}, got "chess"\n`)
  })

  it('--ruleset of a rule system that takes no battle on the command line: one line naming it, exit code 2', () => {
    const without = rulesetIds().filter((id) => !engineOf(id).commandLineOdds && !engineOf(id).builder)
    for (const id of [...without, 'chess']) {
      const r = sim('--ruleset', id, '--attack', 'a=1', '--defend', 'b=1', '--odds')
      expect(r.code).toBe(2)
      expect(r.out).toBe('')
      expect(r.err.trim().split('\n')).toHaveLength(1)
      expect(r.err).toContain(`not "${id}"`)
    }
  })

  it('--walkthroughs --json replays every built-in walkthrough: [{id, steps, ok}], exit code 0', () => {
    const r = sim('--walkthroughs', '--json')
    expect(r.code).toBe(0)
    const reports = JSON.parse(r.out) as { id: string; steps: number; ok: boolean }[]
    const files = readdirSync('assets/walkthroughs').filter((f) => f.endsWith('.json')).sort()
    expect(reports.map((x) => `${x.id}.json`)).toEqual(files)
    expect(reports.map((x) => x.id).sort()).toEqual(builtInWalkthroughs().map((w) => w.id).sort())
    for (const x of reports) expect(x).toEqual({ id: x.id, steps: expect.any(Number), ok: true })
  })

  it('--walkthroughs: a walkthrough whose expectation fails gives ok false with the error, exit code 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-wt-'))
    const w = builtInWalkthroughs()[0]!
    const raw = JSON.parse(readFileSync(`assets/walkthroughs/${w.id}.json`, 'utf8'))
    raw.steps[0].expect['no.such.path'] = 3
    const file = join(dir, 'wrong.json')
    writeFileSync(file, JSON.stringify(raw))
    const r = sim('--walkthroughs', file, '--json')
    expect(r.code).toBe(1)
    expect(JSON.parse(r.out)).toEqual([{ id: w.id, steps: w.steps.length, ok: false, error: 'step 1: no.such.path is nothing, expected 3' }])
  })

  it('--walkthroughs: a bad walkthrough file is one line on stderr naming the file and the field, exit code 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-wt-'))
    const w = builtInWalkthroughs()[0]!
    const raw = JSON.parse(readFileSync(`assets/walkthroughs/${w.id}.json`, 'utf8'))
    delete raw.steps[0].quote.section
    const file = join(dir, 'bad.json')
    writeFileSync(file, JSON.stringify(raw))
    const r = sim('--walkthroughs', file)
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err.trim().split('\n')).toHaveLength(1)
    expect(r.err).toContain('bad.json: steps[0].quote.section: required (string)')
  })
})
