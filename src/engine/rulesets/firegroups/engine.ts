import { randomFormPolicy } from '../../core/randomPolicy.ts'
import { firegroupsBuilder } from './builder.ts'
import type { RulesetEngine } from '../../core/ruleset.ts'
import { advance } from './advance.ts'
import { chooseFor } from './ai.ts'
import { decide, pending, type FgDecision } from './decisions.ts'
import { describe } from './describe.ts'
import type { FgEvent } from './events.ts'
import { defaultChoice } from './policy.ts'
import { parseFiregroupsScenario, type FgScenario } from './scenario.ts'
import { SCENARIOS } from './scenarios.ts'
import { buildState } from './setup.ts'
import { simulateFiregroups } from './simulate.ts'
import { firegroupsBench } from './bench.ts'
import type { FgState } from './state.ts'
import { view } from './view.ts'
import { firegroupsFuzz } from './invariants.ts'
import { unitsAlive } from './work.ts'

const asDecision = (s: FgState) => pending(s) as FgDecision

/** Fire groups of a play-by-mail strategy game (seed 002), behind the registry's door. */
export const engine: RulesetEngine<FgScenario, FgState, FgEvent> = {
  id: 'firegroups',
  title: 'Fire groups on a square grid',
  parseScenario: parseFiregroupsScenario,
  setup: buildState,
  scenarioCard: (sc) => ({
    sides: { attacker: sc.attacker.name, defender: sc.defender.name },
    line: `${sc.attacker.units.length} against ${sc.defender.units.length} units · ${sc.turns} turn${sc.turns === 1 ? '' : 's'} of 3 phases · ${sc.goal.kind === 'bomb' ? 'bombing campaign' : 'fight for the square'}`,
    description: sc.description,
  }),
  pending,
  decide,
  advance,
  view,
  describe,
  // A round is a click that fired: a group, the ranged fire, or a movement that drew shots (docs/rules/firegroups.md, Forecast).
  roundsFought: (s) => s.volleys,
  roundLabel: (s) => (s.volleys ? s.last : null),
  policies: {
    default: (s) => defaultChoice(asDecision(s)),
    random: (seed) => randomFormPolicy(seed, decide, (s) => defaultChoice(asDecision(s))),
  },
  ai: (s, d, level) => chooseFor(s, d as FgDecision, level),
  simulate: simulateFiregroups,
  // Units alive, wherever they stand (docs/rules/firegroups.md, Forecast).
  measure: (s) => ({ unit: 'units', name: 'units alive', now: { attacker: unitsAlive(s, 'attacker'), defender: unitsAlive(s, 'defender') } }),
  // Every shot branches two ways and every target draw as many as there are targets: only a few units are worth walking.
  exactWorthTrying: (s) => s.phase === 'over' || s.units.filter((u) => u.alive).length <= 6,
  scenarios: SCENARIOS,
  builder: firegroupsBuilder,
  walkthroughs: [],
  bench: firegroupsBench,
  benchAi: true,
  fuzz: firegroupsFuzz,
}
