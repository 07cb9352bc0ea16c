import { endStateLoop, kernelLoop } from '../../core/benchLoop.ts'
import { axisBuilder } from './builder.ts'
import type { FormDecision } from '../../core/form.ts'
import { randomFormPolicy } from '../../core/randomPolicy.ts'
import type { Choice, Policy, RulesetEngine } from '../../core/ruleset.ts'
import type { Parsed } from '../../core/types.ts'
import { advance } from './advance.ts'
import { chooseAxis } from './ai.ts'
import { commandLineOdds } from './commandLineOdds.ts'
import { decide, pending, type AxisDecision } from './decisions.ts'
import { formatEvent } from './describe.ts'
import type { AxisEvent } from './events.ts'
import { solveAxisLand } from './exact.ts'
import { axisWinner } from './kernel.ts'
import { parseAxisScenario, type AxisScenario } from './scenario.ts'
import { PHASE_SCENARIOS, SCENARIOS, WALKTHROUGHS } from './scenarios.ts'
import { buildState } from './setup.ts'
import { answerSetup, defaultChoice, simulateAxis } from './simulate.ts'
import type { AxisState } from './state.ts'
import { view } from './view.ts'
import { axisFuzz } from './invariants.ts'
import { unitsLeft } from './work.ts'
import { phaseAiChoice } from './phase/ai.ts'
import { formatPhaseEvent } from './phase/describe.ts'
import type { PhaseEvent } from './phase/events.ts'
import { battleLive, phaseMeasure } from './phase/odds.ts'
import { nextBattleNumber, recordLabel } from './phase/rules.ts'
import { PHASE_ONLY_UNIT_FIELDS, parsePhaseScenario, type PhaseScenario } from './phase/scenario.ts'
import { startPhase } from './phase/setup.ts'
import { DEFAULT_PHASE_POLICY, simulatePhase } from './phase/simulate.ts'
import { isPhaseState, type PhaseState } from './phase/state.ts'
import { advancePhase, decidePhase, phasePending, type PhaseKind } from './phase/steps.ts'
import { phaseView } from './phase/view.ts'

/**
 * The axis rule system has two kinds of scenario behind one door: a battle
 * (seed 003 §5.1–§5.7) and a combat phase on the area map (`"kind":
 * "phase"`: several battles, then Breakthrough Combat, §5.6). A phase plays
 * its battles through the battle engine, so every method below hands an
 * open battle to the battle's own code.
 */
type AnyScenario = AxisScenario | PhaseScenario
type AnyState = AxisState | PhaseState

const isPhaseScenario = (sc: AnyScenario): sc is PhaseScenario => 'kind' in sc && sc.kind === 'phase'
/** A battle has no "kind": a file that has one is a phase, and the phase's schema names what is wrong with it. */
const hasKind = (input: unknown): boolean => typeof input === 'object' && input !== null && 'kind' in input
/** Units standing in areas ("at", "attacks") belong to a phase: such a file without a kind lost its "kind". */
function lostPhaseKind(input: unknown): boolean {
  if (typeof input !== 'object' || input === null || 'kind' in input) return false
  const units = (side: unknown): unknown[] => (typeof side === 'object' && side !== null && Array.isArray((side as { units?: unknown }).units) ? (side as { units: unknown[] }).units : [])
  const all = [...units((input as { attacker?: unknown }).attacker), ...units((input as { defender?: unknown }).defender)]
  return all.some((u) => typeof u === 'object' && u !== null && PHASE_ONLY_UNIT_FIELDS.some((f) => f in u))
}

function parseAnyScenario(input: unknown): Parsed<AnyScenario> {
  if (hasKind(input)) return parsePhaseScenario(input)
  const parsed = parseAxisScenario(input)
  if (parsed.ok || !lostPhaseKind(input)) return parsed
  return { ok: false, errors: ['kind: required ("phase"): the file\'s units stand in areas ("at"), as a combat phase\'s do', ...parsed.errors] }
}

/** A battle's question, or a phase's: the phase's own questions go to the phase's AI, its battles' to the battle's. */
function phaseAi(p: PhaseState, d: FormDecision, level: 'easy' | 'normal' | 'hard'): Choice {
  if (p.battle) {
    const { choice, reason } = chooseAxis({ ...p.battle, dice: p.dice }, d as AxisDecision, level)
    return { ...choice, reason }
  }
  return phaseAiChoice(p, d as FormDecision<PhaseKind>, level)
}

function defaultAny(s: AnyState, d: FormDecision): Choice {
  if (!isPhaseState(s)) return defaultChoice(s, d as AxisDecision)
  return s.battle ? defaultChoice(s.battle, d as AxisDecision) : DEFAULT_PHASE_POLICY.phase(s, d as FormDecision<PhaseKind>)
}

/** The seed's exact land solver on battles of growing size (13, 40 and 80 units a side): the bench's extra lines. */
function solverTimings(): string[] {
  const lines = ['Axis exact land solver (seed 003), land battles of growing size, one core']
  for (const n of [10, 30, 60]) {
    solveAxisLand({ infantry: n }, { infantry: n })
    const t0 = performance.now()
    const r = solveAxisLand({ infantry: n, armor: Math.floor(n / 3) }, { infantry: n, artillery: Math.floor(n / 3) })
    const ms = performance.now() - t0
    lines.push(`  ${String(n).padStart(3)} infantry + ${Math.floor(n / 3)} armor against ${n} infantry + ${Math.floor(n / 3)} artillery  ${ms.toFixed(1).padStart(7)} ms  (attacker ${(r.attackerWins * 100).toFixed(1)}%)`)
  }
  return lines
}

/** Axis & Allies battles with the air, artillery and fortification rules of seed 003, behind the registry's door. */
export const engine: RulesetEngine<AnyScenario, AnyState, AxisEvent | PhaseEvent> = {
  id: 'axis',
  title: 'Axis & Allies with AirCap and TacAir',
  parseScenario: parseAnyScenario,
  setup: (sc, seed) => (isPhaseScenario(sc) ? startPhase(sc, seed) : buildState(sc, seed)),
  scenarioCard: (sc) => {
    if (isPhaseScenario(sc)) {
      const targets = new Set(sc.attacker.units.flatMap((u) => (u.attacks ? [u.attacks] : [])))
      return {
        sides: { attacker: sc.attacker.name, defender: sc.defender.name },
        line: `A combat phase: ${targets.size} area${targets.size === 1 ? '' : 's'} attacked, then Breakthrough Combat`,
        description: sc.description,
      }
    }
    return {
      sides: { attacker: sc.attacker.name, defender: sc.defender.name },
      line: `${sc.attacker.units.length} against ${sc.defender.units.length} units`,
      description: sc.description,
    }
  },
  // No launch or retreat answers: a human's open question (a retreat too) blocks the Launch button.
  pending: (s) => (isPhaseState(s) ? (s.battle ? pending(s.battle) : phasePending(s)) : pending(s)),
  decide: (s, side, choice) => (isPhaseState(s) ? decidePhase(s, side, choice) : decide(s, side, choice)),
  advance: (s) => (isPhaseState(s) ? advancePhase(s) : advance(s)),
  view: (s) => (isPhaseState(s) ? phaseView(s) : view(s)),
  describe: (s, e) => (isPhaseState(s) ? formatPhaseEvent(s, e) : formatEvent(s, e as AxisEvent)),
  // A phase's "rounds" are its battles: each closed one moves the count (the summary's trace takes a point there).
  roundsFought: (s) => (isPhaseState(s) ? s.records.length : s.round),
  // Inside a phase's battle, a save is described by that battle and its round.
  positionLabel: (s) => (isPhaseState(s) && s.battle ? `Battle ${nextBattleNumber(s)}: ${s.battle.area.name}, ${s.battle.phase === 'over' ? 'over' : s.battle.round > 0 ? `round ${s.battle.round} fought` : 'not begun'}` : null),
  // A phase's bar is that battle's while a battle is fought: the whole phase's figure is the map's.
  wholeOdds: (s) => !isPhaseState(s) || !battleLive(s),
  roundLabel: (s) => {
    if (isPhaseState(s)) {
      const r = s.records.at(-1)
      return r ? recordLabel(s, r) : null
    }
    return s.round > 0 ? `Round ${s.round}` : null
  },
  policies: {
    default: defaultAny as Policy<AnyState>,
    random: (seed) => randomFormPolicy<AnyState>(seed, (s, side, c) => (isPhaseState(s) ? decidePhase(s, side, c, false) : decide(s, side, c)), defaultAny as Policy<AnyState>),
  },
  ai(s, d, level) {
    if (isPhaseState(s)) return phaseAi(s, d, level)
    const { choice, reason } = chooseAxis(s, d as AxisDecision, level)
    return { ...choice, reason }
  },
  simulate: (s) => (isPhaseState(s) ? simulatePhase(s, DEFAULT_PHASE_POLICY) : simulateAxis(s)),
  measure(s) {
    if (isPhaseState(s)) return phaseMeasure(s)
    // As the odds count it: with the setup questions at their defaults (supporting fighters join).
    const t = answerSetup(s)
    return { unit: 'units', name: 'units left', now: { attacker: unitsLeft(t, 'attacker'), defender: unitsLeft(t, 'defender') } }
  },
  // The pool always asks the land solver: it declines at once where its model does not hold (between a phase's battles: no solver).
  exactWorthTrying: (s) => !isPhaseState(s) || battleLive(s),
  scenarios: [...SCENARIOS, ...PHASE_SCENARIOS],
  builder: axisBuilder,
  walkthroughs: WALKTHROUGHS,
  commandLineOdds,
  /**
   * The kernel from the first round with the default answers (the headline),
   * and simulateAxis to the whole end state; then the exact land solver's
   * timings.
   */
  bench(sc, seeds) {
    if (isPhaseScenario(sc)) {
      // A phase has no kernel of its own: both loops play whole phases (the battles on simulateAxis).
      const base = startPhase(sc, 'bench')
      const phase = (p: PhaseState) => simulatePhase(p, DEFAULT_PHASE_POLICY)
      return { dieSides: 6, kernel: endStateLoop(seeds, base, phase), endState: endStateLoop(seeds, base, phase) }
    }
    const base = buildState(sc, 'bench')
    const start = answerSetup(base)
    // As the odds run it: the winner and the units each side has left.
    const left = new Int32Array(2)
    return {
      dieSides: 6,
      kernel: kernelLoop(seeds, (dice) => axisWinner(start, dice, left)),
      endState: endStateLoop(seeds, base, (s) => simulateAxis(s)),
      extra: solverTimings,
    }
  },
  benchAi: false,
  fuzz: axisFuzz,
}
