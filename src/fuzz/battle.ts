import type { BaseScenario, BaseState, FuzzKit, Policy, RulesetEngine } from '../engine/core/ruleset.ts'
import { seedDice } from '../engine/core/seedDice.ts'
import { recordingRng, replayRng } from './choices.ts'
import { checkEnd, checkView } from './invariants.ts'

/**
 * One fuzzed battle, at one of three depths (the fraction of each is the
 * runner's, run.ts):
 *
 * - `fast`: the rule system's fast path (its kernel) with random decisions
 *   where it has one (FuzzKit.simulateRandom), else simulate() with the
 *   defaults; the end state's invariants.
 * - `stepped`: the full engine, pending/decide/advance with policies.random,
 *   every state's invariants after every step, the view's (each counter in
 *   one place, the gauge the sum of its parts), every die in the log, and the
 *   fast path with the same decisions ending in the same state.
 * - `deep`: stepped, and the same seed again giving the same log and state,
 *   a state saved to JSON halfway and reloaded playing on identically, the
 *   default fast path agreeing with the stepped engine, and every state left
 *   as it was handed to a step (the engine is pure).
 */
export type Depth = 'fast' | 'stepped' | 'deep'

export interface BattleSpec {
  scenario: BaseScenario
  seed: string
  policySeed: string
  /**
   * The numbers the random decisions draw, when given (fast-check shrinks
   * them: fewer and smaller numbers, each form's first answers); else drawn
   * from policySeed and recorded.
   */
  decisions?: readonly number[]
  depth: Depth
  /** The sides' names, written out of the coverage's end reasons and round labels so that scenarios share them. */
  names?: readonly string[]
  /**
   * The scenario's first state on another seed: a fast battle starts from it
   * with its own seed and dice instead of a setup (a setup costs up to a
   * quarter of a fast battle). Deep battles check that a setup differs by
   * seed in nothing else.
   */
  base?: BaseState
}

export interface BattleOutcome {
  /** Broken invariants, in words (the first few). */
  problems: string[]
  /** What threw, if anything did: the battle stopped there. */
  exception: string | null
  /** "category:label" for the coverage report. */
  coverage: string[]
  /** The numbers the decisions drew (the spec's, or those drawn from its policySeed): with the scenario, what replays the battle. */
  decisions: number[]
}

/** A fresh generator for a battle's decisions, and the numbers it has drawn so far. */
function decisionRng(spec: Pick<BattleSpec, 'policySeed' | 'decisions'>): { rng: () => number; drawn: number[] } {
  if (spec.decisions) {
    const rng = replayRng(spec.decisions)
    const drawn = spec.decisions.slice()
    return { rng, drawn }
  }
  const r = recordingRng(spec.policySeed)
  return { rng: r.rng, drawn: r.choices }
}

const MAX_STEPS = 20_000
/** A battle's report keeps this many problems; one is enough to fail it. */
const KEEP = 5

interface Stepped {
  state: BaseState
  events: { t: string }[]
  decisions: string[]
  rounds: string[]
  /** Every state after every step (deep only: the save/reload check picks one). */
  states: BaseState[] | null
  problems: string[]
}

/** Steps a battle through the full engine to its end, checking each state on the way when asked. */
export function playStepped(engine: RulesetEngine, kit: FuzzKit | undefined, start: BaseState, policy: Policy, check: boolean, keep = false, problems: string[] = []): Stepped {
  let s = start
  const events: { t: string }[] = []
  const decisions: string[] = []
  const rounds: string[] = []
  const states = keep ? [start] : null
  // Deep: each state as it was handed to a step, to find a step that changed it afterwards.
  const texts = keep ? [JSON.stringify(start)] : null
  const unchanged = () => {
    for (let i = 0; i < states!.length; i++) if (JSON.stringify(states![i]) !== texts![i]) return [`step ${i + 1} changed the state it was given`]
    return []
  }
  for (let k = 0; k < MAX_STEPS; k++) {
    const d = engine.pending(s)
    if (d) {
      decisions.push(d.kind)
      const r = engine.decide(s, d.side, policy(s, d))
      s = r.state
      for (const e of r.events) events.push(e)
    } else if (s.phase === 'over') {
      if (texts) problems.push(...unchanged())
      return { state: s, events, decisions, rounds, states, problems }
    } else {
      const r = engine.advance(s)
      s = r.state
      for (const e of r.events) events.push(e)
      const label = engine.roundLabel(s)
      if (label !== null) rounds.push(label)
    }
    states?.push(s)
    texts?.push(JSON.stringify(s))
    // The rule system's invariants after every step; the walk over every number (the map's too) only at the end, where a NaN would still be.
    if (check && kit && problems.length < KEEP) for (const p of kit.check(s)) problems.push(`step ${k + 1}: ${p}`)
    // Deep: the window's gauges after every step too (their parts during a decision), not only at the end.
    if (check && keep && problems.length < KEEP) for (const p of checkView(engine, kit, s, false)) problems.push(`step ${k + 1}: ${p}`)
  }
  throw new Error(`not over after ${MAX_STEPS} steps`)
}

/** The fast path with random decisions drawn from `rng` where the rule system has one, else with the defaults. */
export function playFast(engine: RulesetEngine, kit: FuzzKit | undefined, start: BaseState, rng: () => number): BaseState {
  return kit?.simulateRandom ? kit.simulateRandom(start, rng) : engine.simulate(start)
}

const rolled = (s: BaseState) => s.dice.rolled

/**
 * An end reason or round label as a kind: without the sides' names and the
 * figures, so that "Blue wins: Blue 3, Yellow 1" and "French wins: French 2,
 * Coalition 0" count as one.
 */
export function reasonKind(reason: string, names: readonly string[] = []): string {
  let r = reason
  // Longest first, so that a name containing another is replaced whole.
  for (const n of [...names].sort((a, b) => b.length - a.length)) if (n) r = r.split(n).join('<side>')
  return r.replace(/\d+(\.\d+)?/g, 'N')
}

function endCoverage(s: BaseState, names: readonly string[] = []): string[] {
  return s.result ? [`end:${reasonKind(s.result.reason, names)}`, `winner:${s.result.winner ?? 'none'}`] : []
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Where two JSON texts first differ, with a little context either side, for the report. */
export function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `at character ${i}: …${a.slice(Math.max(0, i - 60), i + 60)}… against …${b.slice(Math.max(0, i - 60), i + 60)}…`
}

export function playBattle(engine: RulesetEngine, spec: BattleSpec): BattleOutcome {
  const kit = engine.fuzz as FuzzKit | undefined
  const problems: string[] = []
  const coverage: string[] = []
  const draws = decisionRng(spec)
  try {
    if (spec.depth === 'fast') {
      const start = spec.base ? { ...spec.base, seed: spec.seed, dice: seedDice(spec.seed) } : engine.setup(spec.scenario, spec.seed)
      const end = playFast(engine, kit, start, draws.rng)
      problems.push(...checkEnd(engine, kit, end))
      coverage.push(...endCoverage(end, spec.names))
      return { problems: problems.slice(0, KEEP), exception: null, coverage, decisions: draws.drawn }
    }
    const start = engine.setup(spec.scenario, spec.seed)
    const startText = spec.depth === 'deep' ? JSON.stringify(start) : ''
    const deep = spec.depth === 'deep'
    if (deep && spec.base && JSON.stringify({ ...spec.base, seed: spec.seed, dice: seedDice(spec.seed) }) !== startText) {
      problems.push('a setup differs by seed in more than its seed and dice: the fast battles cannot start from one first state')
    }
    // The steps' problems go straight into the report, and each check below one at a time: what was found stays if a later step or check throws.
    const run = playStepped(engine, kit, start, engine.policies.random(draws.rng), true, deep, problems)
    const end = run.state
    problems.push(...checkEnd(engine, kit, end))
    problems.push(...checkView(engine, kit, end))
    if (kit) {
      const shown = kit.diceShown(run.events)
      const n = rolled(end) - rolled(start)
      if (shown !== n) problems.push(`${n} dice rolled, ${shown} in the log`)
    }
    if (kit?.simulateRandom) {
      const fast = kit.simulateRandom(start, decisionRng({ policySeed: spec.policySeed, decisions: draws.drawn }).rng)
      const a = JSON.stringify(fast)
      const b = JSON.stringify(end)
      if (a !== b) problems.push(`the fast path with the same decisions ends elsewhere than the stepped engine ${firstDifference(a, b)}`)
    }
    coverage.push(...endCoverage(end, spec.names))
    for (const e of new Set(run.events.map((e) => e.t))) coverage.push(`event:${e}`)
    for (const d of new Set(run.decisions)) coverage.push(`decision:${d}`)
    for (const r of new Set(run.rounds.map((x) => reasonKind(x, spec.names)))) coverage.push(`round:${r}`)
    if (kit?.coverage) coverage.push(...new Set(kit.coverage(end, run.events)))
    if (deep) problems.push(...deepChecks(engine, kit, spec, start, run, startText, draws.drawn))
  } catch (e) {
    return { problems: problems.slice(0, KEEP), exception: e instanceof Error ? `${e.message}\n${e.stack?.split('\n').slice(1, 6).join('\n') ?? ''}` : String(e), coverage, decisions: draws.drawn }
  }
  return { problems: problems.slice(0, KEEP), exception: null, coverage, decisions: draws.drawn }
}

function deepChecks(engine: RulesetEngine, kit: FuzzKit | undefined, spec: BattleSpec, start: BaseState, run: Stepped, startText: string, drawn: readonly number[]): string[] {
  const out: string[] = []
  // The same seed and decisions again, from a fresh setup: the same log, byte for byte.
  const again = playStepped(engine, kit, engine.setup(spec.scenario, spec.seed), engine.policies.random(replayRng(drawn)), false)
  if (!same(again.events, run.events)) out.push(`the same seed gave another log ${firstDifference(JSON.stringify(run.events), JSON.stringify(again.events))}`)
  else if (!same(again.state, run.state)) out.push('the same seed gave another end state')
  // Saved to JSON halfway and reloaded: it plays on as the original does.
  const states = run.states!
  const mid = states[states.length >> 1]!
  const restored = JSON.parse(JSON.stringify(mid)) as BaseState
  const rest = `${spec.policySeed}/rest`
  const original = playStepped(engine, kit, mid, engine.policies.random(rest), false)
  const reloaded = playStepped(engine, kit, restored, engine.policies.random(rest), false)
  if (!same(original.events, reloaded.events) || !same(original.state, reloaded.state)) {
    out.push(`a state saved at step ${states.length >> 1} and reloaded plays on differently ${firstDifference(JSON.stringify(original.events), JSON.stringify(reloaded.events))}`)
  }
  // The default fast path (the odds' and the CLI's) against stepping with the default policy.
  const stepped = playStepped(engine, kit, start, engine.policies.default, false).state
  const fast = engine.simulate(start)
  const a = JSON.stringify(fast)
  const b = JSON.stringify(stepped)
  if (a !== b) out.push(`simulate() ends elsewhere than the stepped engine with the default policy ${firstDifference(a, b)}`)
  // Nothing above may have changed the first state (every step returns a new one).
  if (JSON.stringify(start) !== startText) out.push('playing the battle changed its first state')
  return out
}
