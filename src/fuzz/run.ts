import type { BaseScenario, BaseState, FuzzKit, RulesetEngine } from '../engine/core/ruleset.ts'
import { playBattle, type BattleOutcome, type BattleSpec, type Depth } from './battle.ts'
import { recordingRng } from './choices.ts'

/**
 * The fuzzer's loop over one rule system's battles `from` … `from + count − 1`.
 * Battle i is known by its index alone (scenario, seeds, depth), so a run
 * split over workers gives the same battles as one thread, and a failure is
 * replayed from its index.
 */
export interface FuzzOptions {
  from: number
  count: number
  /** Every n-th battle is stepped through the full engine (the rest go the fast path). */
  steppedEvery: number
  /** Every n-th battle is stepped and checked deep (determinism, save/reload, default fast path); a multiple of steppedEvery. */
  deepEvery: number
}

export const DEFAULT_OPTIONS = { steppedEvery: 10, deepEvery: 200 } as const

export interface FailureReport {
  ruleset: string
  battle: number
  scenario: string
  seed: string
  policySeed: string
  depth: Depth
  problems: string[]
  exception: string | null
  /** A random scenario's choices (choices.ts): what the shrinker starts from. */
  choices?: number[]
  /** The numbers the battle's random decisions drew: the shrinker starts from them too. */
  decisions: number[]
  /** The random scenario as generated (raw JSON, a scenario file). */
  raw?: unknown
}

export interface FuzzFigures {
  battles: number
  exceptions: number
  invariantFailures: number
  ms: number
  byDepth: Record<Depth, number>
  /** Battles that reached each "category:label". */
  coverage: Record<string, number>
  /** The first few failures, with what replays them. */
  failures: FailureReport[]
}

const KEEP_FAILURES = 10
/** Each random scenario is played with this many seeds (its validation costs more than a battle). */
const SEEDS_PER_RANDOM = 16

export function emptyFigures(): FuzzFigures {
  return { battles: 0, exceptions: 0, invariantFailures: 0, ms: 0, byDepth: { fast: 0, stepped: 0, deep: 0 }, coverage: {}, failures: [] }
}

export function addFigures(into: FuzzFigures, f: FuzzFigures): void {
  into.battles += f.battles
  into.exceptions += f.exceptions
  into.invariantFailures += f.invariantFailures
  into.ms += f.ms
  for (const d of Object.keys(f.byDepth) as Depth[]) into.byDepth[d] += f.byDepth[d]
  for (const [k, n] of Object.entries(f.coverage)) into.coverage[k] = (into.coverage[k] ?? 0) + n
  for (const x of f.failures) if (into.failures.length < KEEP_FAILURES) into.failures.push(x)
}

/**
 * Battle i's depth. Battles go in pairs (2k on a built-in scenario, 2k + 1 on
 * a random one, where there are random ones) and a pair shares its depth:
 * counted on i itself, every stepped and deep battle (multiples of even
 * numbers) fell on a built-in scenario, and no random one was ever stepped.
 */
export function depthOf(i: number, o: Pick<FuzzOptions, 'steppedEvery' | 'deepEvery'>): Depth {
  const k = i >> 1
  return k % o.deepEvery === 0 ? 'deep' : k % o.steppedEvery === 0 ? 'stepped' : 'fast'
}

/** The scenarios a rule system's battles are drawn from: its built-in ones, and every other battle a random one where it has a generator. */
export class ScenarioSource {
  private readonly builtIn: BaseScenario[]
  private last: { j: number; scenario: BaseScenario; choices: number[]; raw: unknown } | null = null

  constructor(protected readonly engine: RulesetEngine) {
    this.builtIn = engine.scenarios.map((raw) => {
      const p = engine.parseScenario(raw)
      if (!p.ok) throw new Error(`built-in scenario ${(raw as { id?: string }).id}: ${p.errors.join('; ')}`)
      return p.value
    })
  }

  get hasRandom(): boolean {
    return (this.engine.fuzz as FuzzKit | undefined)?.randomScenario !== undefined
  }

  /** Battle i's scenario; random ones also with their choices and raw JSON. */
  scenarioOf(i: number): { scenario: BaseScenario; choices?: number[]; raw?: unknown } {
    // Spread by a hash of the pair (Fibonacci hashing, its top bits): taken in turn, every stepped pair (a multiple of 10) fell on the same one of five scenarios.
    if (!this.hasRandom || i % 2 === 0) return { scenario: this.builtIn[Math.floor(((Math.imul(i >> 1, 0x9e3779b1) >>> 0) / 2 ** 32) * this.builtIn.length)]! }
    const j = Math.floor(i / (2 * SEEDS_PER_RANDOM))
    if (this.last?.j !== j) {
      const { rng, choices } = recordingRng(`fuzz-scenario/${this.engine.id}/${j}`)
      const raw = (this.engine.fuzz as FuzzKit).randomScenario!(rng, `random-${j}`)
      const p = this.engine.parseScenario(raw)
      if (!p.ok) throw new Error(`random scenario ${j} of ${this.engine.id} is invalid: ${p.errors.join('; ')}`)
      this.last = { j, scenario: p.value, choices, raw }
    }
    return this.last
  }
}

/**
 * Every battle on a random scenario of its own (`prefix/i` seeds its
 * generator): a kit's coverage test buys the most variety with its budget of
 * battles this way.
 */
export class FreshRandomSource extends ScenarioSource {
  constructor(engine: RulesetEngine, private readonly prefix: string) {
    super(engine)
  }

  override scenarioOf(i: number): { scenario: BaseScenario; choices: number[]; raw: unknown } {
    const { rng, choices } = recordingRng(`${this.prefix}/${i}`)
    const raw = (this.engine.fuzz as FuzzKit).randomScenario!(rng, `random-${i}`)
    const p = this.engine.parseScenario(raw)
    if (!p.ok) throw new Error(`random scenario ${i} of ${this.engine.id} is invalid: ${p.errors.join('; ')}`)
    return { scenario: p.value, choices, raw }
  }
}

const known = new WeakMap<BaseScenario, { names: string[]; base: BaseState }>()

/** Battle i of a scenario: its seeds, its depth, its sides' names for the coverage and the first state fast battles start from. */
export function specOf(engine: RulesetEngine, i: number, scenario: BaseScenario, o: Pick<FuzzOptions, 'steppedEvery' | 'deepEvery'>): BattleSpec {
  let k = known.get(scenario)
  if (!k) {
    const card = engine.scenarioCard(scenario)
    k = { names: [card.sides.attacker, card.sides.defender], base: engine.setup(scenario, 'fuzz-base') }
    known.set(scenario, k)
  }
  return { scenario, seed: `fuzz/${i}`, policySeed: `fuzz-policy/${i}`, depth: depthOf(i, o), names: k.names, base: k.base }
}

/** Plays a rule system's battles and counts what went wrong and what was reached. */
export function fuzzRuleset(engine: RulesetEngine, o: FuzzOptions, source = new ScenarioSource(engine)): FuzzFigures {
  const f = emptyFigures()
  const t0 = performance.now()
  for (let i = o.from; i < o.from + o.count; i++) {
    let got: ReturnType<ScenarioSource['scenarioOf']>
    let out: BattleOutcome
    let spec: BattleSpec | null = null
    try {
      got = source.scenarioOf(i)
      spec = specOf(engine, i, got.scenario, o)
      out = playBattle(engine, spec)
    } catch (e) {
      got = { scenario: { id: '?', ruleset: engine.id, name: '?' } }
      out = { problems: [], exception: e instanceof Error ? e.message : String(e), coverage: [], decisions: [] }
    }
    f.battles++
    f.byDepth[spec?.depth ?? 'fast']++
    if (out.exception) f.exceptions++
    else if (out.problems.length) f.invariantFailures++
    for (const c of out.coverage) f.coverage[c] = (f.coverage[c] ?? 0) + 1
    if ((out.exception || out.problems.length) && f.failures.length < KEEP_FAILURES) {
      f.failures.push({
        ruleset: engine.id,
        battle: i,
        scenario: got.scenario.id,
        seed: `fuzz/${i}`,
        policySeed: `fuzz-policy/${i}`,
        depth: spec?.depth ?? 'fast',
        problems: out.problems,
        exception: out.exception,
        decisions: out.decisions.slice(),
        ...(got.choices ? { choices: got.choices.slice(), raw: got.raw } : {}),
      })
    }
  }
  f.ms = performance.now() - t0
  return f
}
