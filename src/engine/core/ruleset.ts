import type { BuilderKit } from './builder.ts'
import type { DiceState } from './dice.ts'
import type { FormAnswer, FormDecision } from './form.ts'
import type { BattleResult, Parsed, Side, Step } from './types.ts'
import type { BattleView } from './view.ts'

/**
 * What a rule system provides, in three parts loaded apart: the engine (rules,
 * words, policies, AI: the page, the CLI and the AI worker), the odds (what an
 * odds worker runs, without the scenario schema) and, optionally, UI parts
 * (React, see src/ui/rulesetUi.ts). The registry holds one manifest per rule
 * system; nothing outside a rule system's folder knows its types.
 */

/** What every battle state has, whatever its rule system. */
/** What a random policy draws from: a seed, or a generator of numbers in [0, 1). */
export type PolicySeed = string | (() => number)

export interface BaseState {
  ruleset: string
  scenarioId: string
  seed: string
  /** The seeded generator every die comes from. */
  dice: DiceState
  /** 'over' once a result stands; the other phases are the rule system's. */
  phase: string
  result: BattleResult | null
}

/** What every scenario has. */
export interface BaseScenario {
  id: string
  ruleset: string
  name: string
}

/** An answer to a decision's form; `kind` repeats the decision's (or a standing order's) kind. */
export interface Choice {
  kind: string
  answer: FormAnswer
  /** Why, in one line, for the log (the AI's and the policies' reasons). */
  reason?: string
}

/**
 * A decision-taker. Declared as a method so that a rule system's policy over
 * its own state stands in the registry as a policy over any state (the
 * registry only ever hands a rule system states it made).
 */
export type Policy<St = BaseState> = { policy(state: St, decision: FormDecision): Choice }['policy']
export type AiLevel = 'easy' | 'normal' | 'hard'
export const AI_LEVELS: readonly AiLevel[] = ['easy', 'normal', 'hard']

/** Tally of battles by winner. */
export interface Tally {
  attacker: number
  defender: number
  draw: number
  runs: number
}

/**
 * Battles by winner and by what each side had left at their end:
 * `left[side][k]` battles ended with k of the rule system's measure
 * (RulesetEngine.measure) left to that side. An array may run past its last
 * non-zero entry; an amount past its end had no battle.
 */
export interface Outcomes extends Tally {
  left: Record<Side, number[]>
}

/** The exact chances to win, and each side's chance of each amount left (left[side][k]; each side's array sums to 1). */
export interface ExactOutcomes {
  attacker: number
  defender: number
  draw: number
  /** How it was found, in words, for the tooltip. */
  detail: string
  left: Record<Side, number[]>
}

/**
 * What the odds count of each side besides the winner: a whole amount a side
 * has ("strength points", "units"), the same one the odds kit reports for a
 * finished battle. `now` is each side's amount in the state measured, so a
 * side's expected loss is now − E[left].
 */
export interface Measure {
  /** Short, for figures ("SP"). */
  unit: string
  /** In words ("strength points"). */
  name: string
  now: Record<Side, number>
}

/** The figures one benchmark loop reports (see src/cli/benchEngine.ts). */
export interface BenchLoop {
  /** Plays battle i with dice seeded seeds[i] to its end and returns the dice it rolled. */
  play(i: number): number
}

export interface RulesetEngine<Sc extends BaseScenario = BaseScenario, St extends BaseState = BaseState, Ev extends { t: string } = { t: string }> {
  id: string
  /** Shown on the start screen and in the window's title. */
  title: string
  parseScenario(input: unknown): Parsed<Sc>
  setup(scenario: Sc, seed: string): St
  /** What the start screen says of a scenario: the two sides' names, one line of figures (not the sides again), its description, and its date where it has one. */
  scenarioCard(scenario: Sc): { sides: Record<Side, string>; line: string; description: string; date?: string }
  /** The decision under way, as a form; null when the battle can advance or is over. */
  pending(state: St): FormDecision | null
  /** Answers the pending decision (or a standing order); a refused answer throws RuleError. */
  decide(state: St, side: Side, choice: Choice): Step<St, Ev>
  /** Exactly one round: one click of the window. */
  advance(state: St): Step<St, Ev>
  /** Everything the battle window draws, nothing it computes. */
  view(state: St): BattleView
  /** One log line for an event, in the words of the rule system. */
  describe(state: St, event: Ev): string
  /** Rounds fought so far, in the rule system's own count. */
  roundsFought(state: St): number
  /** The round last fought, in words, for the summary's trace ("Main"); null before the first. */
  roundLabel(state: St): string | null
  /**
   * Whether the odds of this position are the whole battle's: false where the
   * bar shows a part of it, as a combat turn's while one of its battles is
   * fought. The summary's trace starts at the last such position before the
   * first die, so that it starts at the figure the bar gave the whole.
   * Absent: every position.
   */
  wholeOdds?(state: St): boolean
  /**
   * Where the battle stands, in words, for a saved battle's description
   * ("Battle 3: Agedabia, Next 3 fought"), where the round count alone would
   * name another place (a combat turn inside one of its battles). Absent or
   * null: "Round n (label) fought".
   */
  positionLabel?(state: St): string | null
  policies: {
    /** The book's default answers: the CLI's policy and the baseline of the odds. */
    default: Policy<St>
    /**
     * Every decision at random from its own seeded generator: the AI's
     * baseline, the fuzzer's driver. Given a generator instead of a seed, it
     * draws from that one (the fuzzer's recorded choices, which fast-check
     * shrinks towards each form's first answer).
     */
    random(seed: PolicySeed): Policy<St>
  }
  /**
   * What the answer being composed would do, shown before it is sent (the
   * attack under declaration: each side's total with its parts, the exact
   * chances of its outcomes, the supporting units). Null when it says nothing.
   */
  preview?(state: St, choice: Choice): Preview | null
  /**
   * The position the forecast weighs while a side's answer is composed but not
   * sent (cards staged, seed 000's card round): the answer applied as the rules
   * apply it. Null when it cannot be sent as it stands, or when sending it would
   * roll a die (the forecast would then tell what the battle's own dice hold).
   * Absent where composing an answer has nothing to weigh before it is sent.
   */
  staged?(state: St, side: Side, choice: Choice): St | null
  /** The AI's answer at a level, with its reason. Deterministic. */
  ai(state: St, decision: FormDecision, level: AiLevel): Choice
  /** Plays to the end with the default policy, on the fastest path the rule system has. */
  simulate(state: St): St
  /**
   * What the forecast counts (Measure): each side's amount now. For a
   * finished battle it is the amount the odds kit reports for a battle that
   * ended in that state.
   */
  measure(state: St): Measure
  /**
   * Cheap test, on the page: is the exact solver worth a worker's try from
   * this state? When false every worker samples at once.
   */
  exactWorthTrying(state: St): boolean
  /** The built-in scenarios (JSON as shipped, in the start screen's order). */
  scenarios: readonly unknown[]
  /** The rulebook walkthroughs (JSON as shipped), with their file names under assets/walkthroughs for messages. */
  walkthroughs: readonly { file: string; raw: unknown }[]
  /**
   * The CLI's odds of a battle given on the command line (`--ruleset ID
   * --attack … --defend … [--drm N] --odds`): the JSON report and the same in
   * one line of words, or an Error whose message names the bad argument.
   * `extra` holds the further options (drm). Absent where the rule system has none.
   */
  commandLineOdds?(args: { attack: string; defend: string; seed: string; extra: Record<string, string> }): { report: object; text: string }
  /** The battle builder's parts: a catalogue, conditions and what the rules forbid (src/engine/core/builder.ts). Absent: no builder. */
  builder?: BuilderKit
  /**
   * The summary's account beyond the measure, from the battle's events: what
   * each side owed and how it paid (korea's loss points, VP by source). Absent:
   * the measure and the units lost say it all.
   */
  account?(events: readonly Ev[]): Record<Side, { label: string; value: number }[]>
  /** Benchmark loops for a scenario: the fast kernel (headline) and the full engine to the end state. */
  bench?(scenario: Sc, seeds: readonly string[]): { dieSides: number; kernel: BenchLoop; endState: BenchLoop; extra?: () => string[] }
  /** What the fuzzer (src/fuzz/, `npm run fuzz`) checks and plays beyond what every rule system shares; absent: the generic checks alone. */
  fuzz?: FuzzKit<St, Ev>
  /** The rule system's AI is measured against random and easy by the bench (on every scenario, or those the function accepts). */
  benchAi?: boolean | { accepts(scenario: Sc): boolean }['accepts']
}

/**
 * A rule system's part of the fuzzer (src/fuzz/): its own invariants, how
 * many dice its log shows, what its coverage report names, and where it has
 * them a random scenario generator and a fast path that takes random
 * decisions. Pure, like the rest of the engine: the fuzzer supplies the seeds.
 */
export interface FuzzKit<St extends BaseState = BaseState, Ev extends { t: string } = { t: string }> {
  /** The rule system's broken invariants in this state (at any moment of a battle), in words; empty when all hold. */
  check(state: St): string[]
  /** How many dice these events show: the fuzzer holds it to the dice the generator rolled meanwhile. */
  diceShown(events: readonly Ev[]): number
  /** The window's gauge is the sum of its parts (Battle Morale): the fuzzer checks the view's gauge against its parts. */
  gaugeIsSum?: boolean
  /** What a battle reached beyond event types and decision kinds ("card:air-strike"): "category:label" strings. */
  coverage?(state: St, events: readonly Ev[]): string[]
  /** Coverage labels the rule system has, so that the report can name those no battle reached (every card, every round). */
  known?(): string[]
  /** A random valid scenario as raw JSON (validated like a file); `rng` returns [0, 1), and a smaller number chooses less. */
  randomScenario?(rng: () => number, id: string): unknown
  /** To the end on the fastest path, deciding as policies.random(seed) does: the same end state as stepping with it. */
  simulateRandom?(state: St, seed: PolicySeed): St
}

/** The window's look at an answer before it is sent. */
export interface Preview {
  /** Replaces each side's gauge while the answer is composed (the attack's totals, with their parts). */
  gauges?: Record<Side, { label: string; title: string; value: number; parts: { source: string; value: number }[]; rules?: string }>
  /** Exact chances of what the answer leads to, shown in place of the odds bar. */
  outcomes?: { title: string; items: { label: string; p: number; side: Side | null }[] }
  /** Counters to mark (supports of both sides). */
  marked?: string[]
  /** Counters the answer has chosen (an attacker and its defender): a small red square on each. */
  chosen?: string[]
  /** Counters that would lend support to what the answer chose: a small green square on each. */
  supports?: string[]
}

/** What an odds worker runs for a rule system: loaded apart from the engine, so that a cold worker starts fast. */
export interface OddsKit<St extends BaseState = BaseState> {
  /** The exact chances to win and of each amount left, or null when the solver declines (too large, or not its kind of battle). */
  exact(state: St, maxPaths: number): ExactOutcomes | null
  /** Once per job: the state sampling plays from (cards dropped, setup answered …). */
  prepare(state: St): unknown
  /** Battles `from` … `from + count − 1` of a stream from a prepared state, by winner and by amount left (src/odds/sampling.ts tallyStream). */
  sample(prepared: unknown, stream: string, from: number, count: number): Outcomes
}

/** A registry entry: what is known without loading anything, and how to load each part. */
export interface RulesetManifest {
  id: string
  title: string
  engine(): Promise<{ engine: RulesetEngine }>
  odds(): Promise<{ odds: OddsKit }>
  /** Where it stands among the rule systems (start screen, lists): lowest first. */
  order: number
  /** Kept off the start screen (a test fixture): reachable by a deep link only. */
  hidden?: boolean
  /** Its tile on the start screen: one line for a newcomer and the short battle *Quick start* opens (its picture is drawn from its scenarios' largest map). */
  tile?: { line: string; quickStart: string }
  /**
   * The ids of its built-in scenarios, known without loading the engine: a deep
   * link loads only the rule system it names (registry.test.ts holds this list to the engine's).
   */
  scenarioIds: readonly string[]
  /**
   * Its rule documents (docs/rules/, Markdown: each rule → code → test and the
   * project's decisions), loaded only when the window's rules reference opens.
   */
  rules?(): Promise<RuleDoc[]>
  /**
   * Its rules written for players (how a battle flows, what every gauge, box,
   * counter value and modifier means, each section citing its rule text, the
   * house readings marked): what the window's rules reference opens. The
   * developers' documents (`rules`) stay in docs/.
   */
  playerRules?(): Promise<RuleDoc[]>
  /** A word of its own rules the reference's filter suggests ("panic", "TacAir"). */
  rulesExample?: string
  /**
   * Its own tests play other rule systems too (the catalogue, saves, the
   * walkthrough runner): `npm run mutate` then loads every engine for them,
   * not only this one.
   */
  testsPlayOthers?: boolean
}

/** One rule document: its path in the repository and its Markdown. */
export interface RuleDoc {
  file: string
  text: string
}

export type { BattleResult, FormAnswer, FormDecision, Side }
