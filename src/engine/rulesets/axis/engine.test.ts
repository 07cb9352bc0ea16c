import seedrandom from 'seedrandom'
import { describe, expect, it } from 'vitest'
import { randomAnswer } from '../../core/form.ts'
import { chooseAxis } from './ai.ts'
import { landScenario } from './countsScenario.ts'
import type { RulesetEngine } from '../../core/ruleset.ts'
import { engine as anyEngine } from './engine.ts'
import type { AxisEvent } from './events.ts'
import type { AxisScenario } from './scenario.ts'
import { solveAxisLand } from './exact.ts'
import { manifest } from './manifest.ts'
import { odds } from './odds.ts'
import { axisScenarios, findAxis } from './scenarios.ts'
import { axis, defaultChoice, type AxisState } from './testkit.ts'

/** These are battles' tests: the engine in a battle's own types (a combat phase's are in phase/). */
const engine = anyEngine as unknown as RulesetEngine<AxisScenario, AxisState, AxisEvent>

function play(s: AxisState, policy: (s: AxisState, d: NonNullable<ReturnType<typeof engine.pending>>) => ReturnType<typeof engine.policies.default>) {
  for (let i = 0; i < 3000 && s.phase !== 'over'; i++) {
    const d = engine.pending(s)
    s = d ? engine.decide(s, d.side, policy(s, d)).state : engine.advance(s).state
  }
  return s
}

describe('the axis rule system behind the registry', () => {
  it('the manifest names the engine and loads both parts', async () => {
    expect([manifest.id, manifest.title]).toEqual([engine.id, engine.title])
    expect((await manifest.engine()).engine).toBe(engine)
    expect((await manifest.odds()).odds).toBe(odds)
  })

  it('ships the nine scenarios and four walkthroughs in the catalogue order', () => {
    expect(axisScenarios().map((s) => s.id)).toEqual([
      'axis-air-land-example',
      'axis-reims',
      'axis-munchen',
      'axis-frankfurt-calais',
      'axis-normandy-landing',
      'axis-north-sea',
      'axis-ukraine-support',
      'axis-channel-aircap',
      'axis-gibraltar',
    ])
    expect(engine.walkthroughs.map((w) => w.file)).toEqual(['axis-air-land.json', 'axis-reims.json', 'axis-munchen.json', 'axis-frankfurt-calais.json'])
    const sc = findAxis('axis-reims')!
    expect(engine.scenarioCard(sc)).toEqual({
      sides: { attacker: sc.attacker.name, defender: sc.defender.name },
      line: `${sc.attacker.units.length} against ${sc.defender.units.length} units`,
      description: sc.description,
    })
  })

  it('counts rounds and names the last one fought', () => {
    const s = axis.setup(landScenario({ infantry: 2 }, { infantry: 2 }), 'r')
    expect([engine.roundsFought(s), engine.roundLabel(s)]).toEqual([0, null])
    const t = engine.advance(s).state
    expect([engine.roundsFought(t), engine.roundLabel(t)]).toEqual([1, 'Round 1'])
  })

  it('the random policy: a form answer drawn from one alea generator, kept when the rules accept it', () => {
    for (const sc of axisScenarios()) {
      const start = engine.setup(sc, 'random')
      const a = play(start, engine.policies.random('x'))
      expect(play(start, engine.policies.random('x'))).toEqual(a)
      expect(a.result).not.toBeNull()
    }
    // Step by step it is the documented algorithm.
    const rng = seedrandom.alea('y')
    const policy = engine.policies.random('y')
    let s = engine.setup(findAxis('axis-air-land-example')!, 'random')
    for (let i = 0; i < 200 && s.phase !== 'over'; i++) {
      const d = engine.pending(s)
      if (!d) {
        s = engine.advance(s).state
        continue
      }
      let want = defaultChoice(s, d as never) as ReturnType<typeof engine.policies.default>
      for (let k = 0; k < 20; k++) {
        const c = { kind: d.kind, answer: randomAnswer(d.options, rng), reason: 'random' }
        try {
          engine.decide(s, d.side, c)
          want = c
          break
        } catch {
          continue
        }
      }
      const got = policy(s, d)
      expect(got).toEqual(want)
      s = engine.decide(s, d.side, got).state
    }
  })

  it('the AI folds its reason into the choice; the default policy takes the form defaults', () => {
    let s = axis.setup(landScenario({ infantry: 2 }, { infantry: 4 }), 'why')
    while (!engine.pending(s)) s = engine.advance(s).state
    const d = engine.pending(s)!
    const { choice, reason } = chooseAxis(s, d as never, 'normal')
    expect(engine.ai(s, d, 'normal')).toEqual({ ...choice, reason })
    expect(engine.policies.default(s, d)).toEqual({ kind: 'retreat', answer: { retreat: 'none' }, reason: 'default' })
  })

  it('simulate plays to the end with the defaults; the exact solver is always worth a try', () => {
    const s = engine.setup(findAxis('axis-reims')!, 'sim')
    expect(engine.simulate(s).phase).toBe('over')
    expect(engine.exactWorthTrying(s)).toBe(true)
  })

  it("the command line's odds: exact for land units, errors as the CLI prints them", () => {
    const out = engine.commandLineOdds!({ attack: 'infantry=3,armor=2', defend: 'infantry=4', seed: 'odds', extra: {} })
    const r = out.report as { method: string; attackerWins: number }
    expect(r.method).toBe('exact')
    expect(out.text).toMatch(/^attacker \d+\.\d\d%, defender \d+\.\d\d%, both destroyed \d+\.\d\d% \(exact, /)
    expect(() => engine.commandLineOdds!({ attack: 'infantry=1', defend: 'infantry=1', seed: 'odds', extra: { drm: '1' } })).toThrow('--drm is not an option of an axis battle by counts')
    expect(r.attackerWins).toBe(solveAxisLand({ infantry: 3, armor: 2 }, { infantry: 4 }).attackerWins)
    expect(() => engine.commandLineOdds!({ attack: 'tank=2', defend: 'infantry=1', seed: 'odds', extra: {} })).toThrow('--attack: unknown unit type "tank"; known: infantry, artillery, armor, aa-gun, fighter, bomber, transport, submarine, destroyer, cruiser, carrier, battleship')
    expect(() => engine.commandLineOdds!({ attack: 'infantry=1', defend: '', seed: 'odds', extra: {} })).toThrow('--defend is empty; expected e.g. "infantry=3,armor=2"')
    expect(() => engine.commandLineOdds!({ attack: 'infantry=1', defend: 'destroyer=1', seed: 'odds', extra: {} })).toThrow(
      '--attack/--defend: land units and ships cannot fight in one battle by counts; write an amphibious scenario file instead',
    )
    expect(() => engine.commandLineOdds!({ attack: 'destroyer=0', defend: 'infantry=0', seed: 'odds', extra: {} })).toThrow('--attack/--defend: no units on either side')
  })

  it('the bench: the kernel and simulateAxis roll the same dice battle by battle; the solver timings as lines', () => {
    const seeds = ['b#0', 'b#1', 'b#2']
    const b = engine.bench!(findAxis('axis-air-land-example')!, seeds)
    expect(b.dieSides).toBe(6)
    for (let i = 0; i < seeds.length; i++) {
      expect(b.kernel.play(i)).toBeGreaterThan(0)
      expect(b.kernel.play(i)).toBe(b.endState.play(i))
    }
    const before = performance.now()
    const lines = b.extra!()
    const took = performance.now() - before
    expect(lines[0]).toBe('Axis exact land solver (seed 003), land battles of growing size, one core')
    // The attacker's chance is the solver's (seed 003 §5.5, X1 values: armor attacks at 3, artillery and infantry defend at 2).
    expect(lines.slice(1).map((l) => l.replace(/ +\d+\.\d ms /, ' T ms '))).toEqual([
      '   10 infantry + 3 armor against 10 infantry + 3 artillery T ms  (attacker 25.3%)',
      '   30 infantry + 10 armor against 30 infantry + 10 artillery T ms  (attacker 14.7%)',
      '   60 infantry + 20 armor against 60 infantry + 20 artillery T ms  (attacker 7.0%)',
    ])
    // Each time is the solve's own, within the call's.
    for (const l of lines.slice(1)) expect(Number(l.match(/(\d+\.\d) ms/)![1])).toBeLessThanOrEqual(took + 0.05)
    expect(engine.benchAi).toBe(false)
  })
})
