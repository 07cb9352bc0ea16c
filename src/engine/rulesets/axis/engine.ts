import { endStateLoop, kernelLoop } from '../../core/benchLoop.ts'
import { randomFormPolicy } from '../../core/randomPolicy.ts'
import type { Policy, RulesetEngine } from '../../core/ruleset.ts'
import { advance } from './advance.ts'
import { chooseAxis } from './ai.ts'
import { commandLineOdds } from './commandLineOdds.ts'
import { decide, pending, type AxisDecision } from './decisions.ts'
import { formatEvent } from './describe.ts'
import type { AxisEvent } from './events.ts'
import { solveAxisLand } from './exact.ts'
import { axisWinner } from './kernel.ts'
import { parseAxisScenario, type AxisScenario } from './scenario.ts'
import { SCENARIOS, WALKTHROUGHS } from './scenarios.ts'
import { buildState } from './setup.ts'
import { answerSetup, defaultChoice, simulateAxis } from './simulate.ts'
import type { AxisState } from './state.ts'
import { view } from './view.ts'
import { unitsLeft } from './work.ts'

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
export const engine: RulesetEngine<AxisScenario, AxisState, AxisEvent> = {
  id: 'axis',
  title: 'Axis & Allies with AirCap and TacAir',
  parseScenario: parseAxisScenario,
  setup: buildState,
  scenarioCard: (sc) => ({
    sides: { attacker: sc.attacker.name, defender: sc.defender.name },
    line: `${sc.attacker.name} attacks ${sc.defender.name} · ${sc.attacker.units.length} against ${sc.defender.units.length} units`,
    description: sc.description,
  }),
  // No launch or retreat answers: a human's open question (a retreat too) blocks the Launch button.
  pending,
  decide,
  advance,
  view,
  describe: formatEvent,
  roundsFought: (s) => s.round,
  roundLabel: (s) => (s.round > 0 ? `Round ${s.round}` : null),
  policies: {
    default: defaultChoice as Policy<AxisState>,
    random: (seed) => randomFormPolicy(seed, decide, defaultChoice as Policy<AxisState>),
  },
  ai(s, d, level) {
    const { choice, reason } = chooseAxis(s, d as AxisDecision, level)
    return { ...choice, reason }
  },
  simulate: (s) => simulateAxis(s),
  measure(s) {
    // As the odds count it: with the setup questions at their defaults (supporting fighters join).
    const t = answerSetup(s)
    return { unit: 'units', name: 'units left', now: { attacker: unitsLeft(t, 'attacker'), defender: unitsLeft(t, 'defender') } }
  },
  // The pool always asks the land solver: it declines at once where its model does not hold.
  exactWorthTrying: () => true,
  scenarios: SCENARIOS,
  walkthroughs: WALKTHROUGHS,
  commandLineOdds,
  /**
   * The kernel from the first round with the default answers (the headline),
   * and simulateAxis to the whole end state; then the exact land solver's
   * timings.
   */
  bench(sc, seeds) {
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
}
