import { describe, expect, it } from 'vitest'
import everyRound from '../../../../assets/walkthroughs/grand-every-round.json' with { type: 'json' }
import { findWalkthrough, builtInWalkthroughs } from '../../../walkthroughs/catalogue.ts'
import { handOver, positionAt, runWalkthrough } from '../../../walkthroughs/runner.ts'
import { parseWalkthrough, parseWalkthroughText, type Walkthrough } from '../../../walkthroughs/schema.ts'
import { advance } from './advance.ts'
import { decide, pending } from './decisions.ts'
import type { GrandState } from './state.ts'

/**
 * The grand battle's walkthroughs: what each shows, and the runner's and the
 * schema's exact messages on them (moved from src/walkthroughs/*.test.ts,
 * which keep what holds for every rule system).
 */

/** A copy of a built-in walkthrough to break on purpose. */
function copyOf(id: string): Walkthrough {
  return structuredClone(findWalkthrough(id)!)
}

describe('the grand walkthroughs', () => {
  it('has every grand example the issue lists', () => {
    expect(builtInWalkthroughs().filter((w) => w.ruleset === 'grand').map((w) => w.id).sort()).toEqual([
      'grand-armor-superiority',
      'grand-every-round',
      'grand-heavy-losses',
      'grand-loss-allocation',
    ])
  })

  it('heavy losses: the 9 SP / 5 lost example costs exactly 1 BM, and exactly half lost costs nothing', () => {
    const w = findWalkthrough('grand-heavy-losses')!
    const main = positionAt(w, 2)
    expect(main.records[1]!.log).toContain('Blue heavy losses: 5 of 9 SP (−1 BM)')
    expect(main.view.sides.defender.gauge.value).toBe(positionAt(w, 1).view.sides.defender.gauge.value - 1)
    expect(positionAt(w, 3).records[2]!.log.some((l) => l.includes('heavy losses'))).toBe(false)
  })

  it('every round: each round type is fought once, with a panic, a rout and a pursuit', () => {
    const log = positionAt(findWalkthrough('grand-every-round')!).records.flatMap((r) => r.log)
    for (const round of ['Artillery Preparation', 'Air Support', 'Mines', 'Recon', 'Ambush', 'Main', 'Next 1', 'Pursuit']) {
      expect(log.filter((l) => l.startsWith(`— ${round} (round`)), round).toHaveLength(1)
    }
    expect(log.some((l) => l.includes('Blue plays Ambush'))).toBe(true)
    expect(log.some((l) => /panic test: .* panics and leaves the field/.test(l))).toBe(true)
    expect(log.some((l) => /rout test: .* routs$/.test(l))).toBe(true)
    expect(log.some((l) => l === 'Red pursues: armored or mechanized units may pursue')).toBe(true)
  })
})

describe('walkthrough runner on the grand examples', () => {
  it('a wrong expectation fails the walkthrough, naming the step, the path, what it is and what was expected', () => {
    const w = copyOf('grand-heavy-losses')
    w.steps[1]!.expect['sides.defender.gauge.value'] = 3
    expect(runWalkthrough(w)).toEqual({ id: w.id, steps: 3, ok: false, error: 'step 2: sides.defender.gauge.value is 2, expected 3' })
  })

  it('a log line that is not there fails the step', () => {
    const w = copyOf('grand-heavy-losses')
    w.steps[2]!.expect['log contains'] = 'Blue heavy losses'
    expect(runWalkthrough(w).error).toBe('step 3: the log has no line with "Blue heavy losses"')
  })

  it('a script that runs short is an error naming the step', () => {
    const w = copyOf('grand-heavy-losses')
    w.steps[1]!.dice = w.steps[1]!.dice.slice(0, -2)
    // The step takes the next step's first dice: it rolled more than it scripts.
    expect(runWalkthrough(w).error).toBe('step 2: ran out of dice (rolled 11, the step scripts 9)')
    const last = copyOf('grand-heavy-losses')
    last.steps[2]!.dice.pop()
    expect(runWalkthrough(last).error).toBe('step 3: ran out of dice (the step scripts 9 and rolled more)')
  })

  it('a script with dice to spare is an error naming the step', () => {
    const w = copyOf('grand-heavy-losses')
    w.steps[2]!.dice.push(4, 4)
    expect(runWalkthrough(w).error).toBe('step 3: the script has 2 dice left over (rolled 10 of 12)')
  })

  it('a face the die does not have, or a refused decision, names the step', () => {
    const w = copyOf('grand-heavy-losses')
    w.steps[1]!.dice[0] = 10
    expect(runWalkthrough(w).error).toBe('step 2: scripted die 1 is 10, outside 0..9')
    const refused = copyOf('grand-heavy-losses')
    refused.steps[2]!.action = 'advance'
    expect(runWalkthrough(refused).error).toMatch(/^step 3: waiting for the attacker to decide retreat/)
  })

  it('a failing step stops the replay there: the position is the one the error is about', () => {
    const w = copyOf('grand-every-round')
    w.steps[3]!.expect = { over: true }
    const p = positionAt(w)
    expect(p.step).toBe(4)
    expect(p.records).toHaveLength(4)
    expect(p.error).toBe('step 4: over is false, expected true')
  })

  it('positionAt replays from the start: going back to a step gives the very state first reached there', () => {
    const w = findWalkthrough('grand-every-round')!
    const forward: unknown[] = []
    for (let k = 0; k <= w.steps.length; k++) forward.push(positionAt(w, k).state)
    for (let k = w.steps.length; k >= 0; k--) expect(positionAt(w, k).state).toEqual(forward[k])
    expect(positionAt(w, 0).records).toEqual([])
    expect(positionAt(w, 99).step).toBe(w.steps.length)
  })

  it('play on from here: a seeded generator replaces the script and the battle goes on by the normal rules', () => {
    const w = findWalkthrough('grand-heavy-losses')!
    const at = positionAt(w, 2).state as GrandState
    const next = handOver(at, 'fresh-seed')
    expect(next.dice.kind).toBe('alea')
    expect(next.seed).toBe('fresh-seed')
    expect(next.units).toEqual(at.units)
    // The script is spent here; the seeded dice play the battle to its end, the same way each time.
    const end = playOn(next)
    expect(end.phase).toBe('over')
    expect(playOn(handOver(at, 'fresh-seed'))).toEqual(end)
  })
})

/** Plays to the end: no cards, nobody retreats, no breakthrough. */
function playOn(state: GrandState): GrandState {
  let s = state
  for (let i = 0; i < 40 && (s.phase !== 'over' || pending(s)); i++) {
    const d = pending(s)
    if (!d) s = advance(s).state
    else if (d.kind === 'retreat') s = decide(s, d.side, { kind: 'retreat', retreat: false }).state
    else if (d.kind === 'cards') s = decide(s, d.side, { kind: 'cards', play: [] }).state
    else s = decide(s, d.side, { kind: 'breakthrough', region: null }).state
  }
  return s
}

/** A raw copy of a built-in file, to break one field at a time. */
const raw = () => structuredClone(everyRound) as unknown as Record<string, unknown> & { steps: Record<string, unknown>[]; scenario: Record<string, unknown> }

const errorsOf = (input: unknown) => {
  const p = parseWalkthrough(input)
  return p.ok ? [] : p.errors
}

describe('grand-every-round.json is validated on load, each error naming its field', () => {
  it('a built-in file is valid; its scenario comes back validated by its ruleset', () => {
    const p = parseWalkthrough(raw())
    expect(p.ok).toBe(true)
    if (p.ok) expect((p.value.scenario as { attacker: { scenarioMorale: number } }).attacker.scenarioMorale).toBe(0)
  })

  it('structure: missing and wrong fields by path', () => {
    const w = raw()
    delete w.steps[2]!.narration
    w.steps[3]!.dice = [1, -1]
    ;(w.steps[4]!.quote as Record<string, unknown>).seed = 'rules.txt'
    expect(errorsOf(w)).toEqual([
      'steps[2].narration: required (string)',
      'steps[3].dice[1]: Too small: expected number to be >=0',
      'steps[4].quote.seed: expected a seed file name like 000_65abfdd3be31f0b0.txt',
    ])
  })

  it('an action that is neither "none", "advance", a decision nor a list of them', () => {
    const w = raw()
    w.steps[2]!.action = 'fire'
    expect(errorsOf(w)[0]).toMatch(/^steps\[2\]\.action: /)
  })

  it('an unknown ruleset', () => {
    expect(errorsOf({ ...raw(), ruleset: 'no-such-rules' })).toEqual([expect.stringMatching(/^ruleset: unknown ruleset "no-such-rules"; known: grand\b/)])
  })

  it("the scenario is checked by its ruleset's own parser, its fields under scenario.", () => {
    const w = raw()
    ;(w.scenario.attacker as { units: unknown[] }).units = []
    expect(errorsOf(w)).toEqual(['scenario.attacker.units: a side needs at least one unit'])
  })

  it('a highlight that names no counter nor window element; dice on a step that does nothing', () => {
    const w = raw()
    w.steps[2]!.highlight = ['a-arty', 'gauge.attacker', 'a-artillery']
    w.steps[0]!.dice = [3]
    expect(errorsOf(w)).toEqual([
      'steps[0].dice: a step without an action rolls no dice',
      expect.stringMatching(/^steps\[2\]\.highlight\[2\]: "a-artillery" is neither a counter of the scenario nor one of gauge\.attacker/),
    ])
  })

  it('text that is not JSON', () => {
    expect(parseWalkthroughText('{"id": ')).toEqual({ ok: false, errors: [expect.stringMatching(/^\(file\): not valid JSON/)] })
  })
})
