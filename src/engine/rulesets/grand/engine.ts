import { endStateLoop, kernelLoop } from '../../core/benchLoop.ts'
import type { Choice, Policy, RulesetEngine } from '../../core/ruleset.ts'
import { RuleError } from '../../core/types.ts'
import { advance } from './advance.ts'
import { aiChoice } from './ai.ts'
import { decide, pending, type GrandDecision } from './decisions.ts'
import { formatEvent } from './describe.ts'
import type { GrandEvent } from './events.ts'
import { exactWorthTrying } from './exact.ts'
import { fromChoice, toChoice, toForm } from './forms.ts'
import { winnerPassing } from './kernel.ts'
import { defaultChoice, randomPolicy } from './policies.ts'
import { ROUND_NAMES } from './rounds.ts'
import { parseGrandScenario, type GrandScenario } from './scenario.ts'
import { SCENARIOS, WALKTHROUGHS } from './scenarios.ts'
import { buildState } from './setup.ts'
import { simulate } from './simulate.ts'
import type { GrandState } from './state.ts'
import { strengthLeft } from './strength.ts'
import { view } from './view.ts'
import { withoutCards } from './withoutCards.ts'

/** The decision the form stands for, in the engine's own terms: the policies and the AI reason on it. */
function ownDecision(s: GrandState): GrandDecision {
  const d = pending(s)
  if (!d) throw new RuleError('no decision is pending')
  return d
}

/** The grand battle with Battle Morale (seed 000) behind the registry's door. */
export const engine: RulesetEngine<GrandScenario, GrandState, GrandEvent> = {
  id: 'grand',
  title: 'Grand battle with Battle Morale',
  parseScenario: parseGrandScenario,
  setup: buildState,
  scenarioCard: (sc) => ({
    sides: { attacker: sc.attacker.name, defender: sc.defender.name },
    line: `${sc.date ? `${sc.date} · ` : ''}${sc.attacker.name} attacks ${sc.defender.name} · ${sc.attacker.units.length} against ${sc.defender.units.length} units`,
    description: sc.description,
  }),
  pending: (s) => {
    const d = pending(s)
    return d && toForm(s, d)
  },
  decide: (s, side, choice) => decide(s, side, fromChoice(choice)),
  advance,
  view,
  describe: formatEvent,
  roundsFought: (s) => s.bmHistory.length,
  roundLabel: (s) => (s.round ? ROUND_NAMES[s.round] : null),
  policies: {
    default: (s) => toChoice(defaultChoice(s, ownDecision(s))),
    random(seed: string): Policy<GrandState> {
      const p = randomPolicy(seed)
      return (s) => toChoice(p(s, ownDecision(s)))
    },
  },
  ai: (s, _d, level): Choice => toChoice(aiChoice(s, ownDecision(s), level)),
  // Only the cards (section B: the odds bar leaves them out; the forecast shows what those put down are worth).
  staged(s, side, choice) {
    if (choice.kind !== 'cards') return null
    try {
      const next = decide(s, side, fromChoice(choice)).state
      return next.dice.rolled === s.dice.rolled ? next : null
    } catch (e) {
      if (e instanceof RuleError) return null
      throw e
    }
  },
  simulate: (s) => simulate(s, defaultChoice),
  // Strength points of land combat units alive, on the field or fled (docs/rules/grand.md, Forecast).
  measure: (s) => ({ unit: 'SP', name: 'strength points', now: { attacker: strengthLeft(s, 'attacker'), defender: strengthLeft(s, 'defender') } }),
  exactWorthTrying,
  scenarios: SCENARIOS,
  walkthroughs: WALKTHROUGHS,
  /**
   * The kernel from the first state with every decision passed (the headline),
   * and simulate() with the default policy to the whole end state. Both seed
   * one generator per battle, as the engine must.
   */
  bench(sc, seeds) {
    const base = buildState(sc, 'bench')
    const free = withoutCards(base)
    // As the odds run it: the winner and the strength each side has left.
    const left = new Int32Array(2)
    return {
      dieSides: 10,
      kernel: kernelLoop(seeds, (dice) => winnerPassing(free, dice, left)),
      endState: endStateLoop(seeds, base, (s) => simulate(s, defaultChoice)),
    }
  },
  benchAi: true,
}
