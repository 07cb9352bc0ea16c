import { scriptDice, ScriptExhausted, type DiceState } from '../engine/core/dice.ts'
import { seedDice } from '../engine/core/seedDice.ts'
import type { BattleView } from '../engine/core/view.ts'
import { engineOf, isRulesetId, type AnyScenario, type BattleChoice, type BattleEvent, type BattleState } from '../engine/rulesets/registry.ts'
import { checkExpectations } from './expect.ts'
import { stepActions, type Walkthrough } from './schema.ts'

/**
 * Replays a walkthrough through its ruleset (the one registry every part of
 * the app uses, through the core interface and its describe) exactly as a battle is played:
 * the rules run as always, only the dice are the book's. All steps' dice make
 * one script, put in the state right after setup; after each step exactly
 * that step's dice must have been rolled and its expectations must hold, or
 * the replay stops with an error that names the step.
 */

export interface StepRecord {
  /** 1-based, as the window shows it. */
  step: number
  events: BattleEvent[]
  log: string[]
  rolled: number
}

export interface Position {
  /** Steps done: 0 is the scenario's setup. */
  step: number
  state: BattleState
  view: BattleView
  records: StepRecord[]
  /** The first thing that went wrong on the way, naming its step. */
  error: string | null
}

export interface WalkthroughReport {
  id: string
  steps: number
  ok: boolean
  error?: string
}

/** The position after `upTo` steps, replayed from the start (so Back is exact). */
export function positionAt(w: Walkthrough, upTo: number = w.steps.length): Position {
  if (!isRulesetId(w.ruleset)) throw new Error(`walkthrough ${w.id}: no ruleset "${w.ruleset}"`)
  const rs = engineOf(w.ruleset)
  const last = Math.max(0, Math.min(upTo, w.steps.length))
  // The scenario was validated by this ruleset's parser when the walkthrough was loaded.
  let state: BattleState = { ...rs.setup(w.scenario as AnyScenario, `walkthrough:${w.id}`), dice: scriptDice(w.steps.flatMap((s) => s.dice)) }
  const records: StepRecord[] = []
  let used = 0
  let error: string | null = null
  let done = 0
  for (let i = 0; i < last && !error; i++) {
    const step = w.steps[i]!
    const n = i + 1
    const events: BattleEvent[] = []
    try {
      for (const a of stepActions(step)) {
        const r = a === 'advance' ? rs.advance(state) : rs.decide(state, a.decide.side, a.decide.choice as BattleChoice)
        state = r.state
        events.push(...r.events)
      }
    } catch (e) {
      if (e instanceof ScriptExhausted) error = `step ${n}: ran out of dice (the step scripts ${step.dice.length} and rolled more)`
      else error = `step ${n}: ${(e as Error).message}`
    }
    const dice = state.dice
    const rolled = dice.kind === 'script' ? dice.next - used : 0
    used += rolled
    const log = events.map((e) => rs.describe(state, e))
    records.push({ step: n, events, log, rolled })
    done = n
    if (error) break
    if (dice.kind !== 'script') error = `step ${n}: the state lost its scripted dice`
    else if (rolled < step.dice.length) {
      const left = step.dice.length - rolled
      error = `step ${n}: the script has ${left} ${left === 1 ? 'die' : 'dice'} left over (rolled ${rolled} of ${step.dice.length})`
    } else if (rolled > step.dice.length) error = `step ${n}: ran out of dice (rolled ${rolled}, the step scripts ${step.dice.length})`
    else {
      const failures = checkExpectations(step.expect, rs.view(state), log)
      if (failures.length) error = `step ${n}: ${failures.join('; ')}`
    }
  }
  return { step: done, state, view: rs.view(state), records, error }
}

/** Replays every step and checks it: what `npm run sim -- --walkthroughs` prints per walkthrough. */
export function runWalkthrough(w: Walkthrough): WalkthroughReport {
  const p = positionAt(w)
  return p.error ? { id: w.id, steps: w.steps.length, ok: false, error: p.error } : { id: w.id, steps: w.steps.length, ok: true }
}

/**
 * "Play on from here": the position with a fresh seeded generator in place of
 * the script, so that normal play goes on from the book's position.
 */
export function handOver<S extends { dice: DiceState }>(state: S, seed: string): S {
  const out = { ...state, dice: seedDice(seed) }
  if ('seed' in out && typeof out.seed === 'string') (out as { seed: string }).seed = seed
  return out
}
