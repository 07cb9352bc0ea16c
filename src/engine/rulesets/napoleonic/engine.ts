import { randomFormPolicy } from '../../core/randomPolicy.ts'
import { napoleonicBuilder } from './builder.ts'
import type { RulesetEngine } from '../../core/ruleset.ts'
import { napoleonicBench } from './bench.ts'
import { advance } from './advance.ts'
import { chooseAttack } from './ai.ts'
import { commandLineOdds } from './commandLineOdds.ts'
import { decide, defaultChoice, pending } from './decisions.ts'
import { describe } from './describe.ts'
import type { NapEvent } from './events.ts'
import { phaseLabel } from './phases.ts'
import { preview } from './preview.ts'
import { parseNapoleonicScenario, type NapScenario } from './scenario.ts'
import { SCENARIOS, WALKTHROUGHS } from './scenarios.ts'
import { buildState } from './setup.ts'
import { simulateNapoleonic } from './simulate.ts'
import type { NapState } from './state.ts'
import { view } from './view.ts'
import { napoleonicFuzz } from './invariants.ts'
import { strengthLeft } from './work.ts'

/** Has the battle begun: an attack declared or a phase ended. */
const begun = (s: NapState) => s.phaseNo > 1 || s.attacks > 0 || s.ended || s.phase === 'over'

/** Napoleonic combat phases on a hex map (seed 004), behind the registry's door. */
export const engine: RulesetEngine<NapScenario, NapState, NapEvent> = {
  id: 'napoleonic',
  title: 'Napoleonic combat on a hex map',
  parseScenario: parseNapoleonicScenario,
  setup: buildState,
  scenarioCard: (sc) => ({
    sides: { attacker: sc.attacker.name, defender: sc.defender.name },
    line: `${sc.attacker.units.length} against ${sc.defender.units.length} units · ${sc.phases} combat phase${sc.phases === 1 ? '' : 's'}, ${sc[sc.first].name} first`,
    description: sc.description,
  }),
  pending,
  decide,
  advance,
  view,
  describe,
  roundsFought: (s) => (begun(s) ? s.phaseNo : 0),
  roundLabel: (s) => (begun(s) ? phaseLabel(s) : null),
  policies: {
    default: (s) => defaultChoice(s),
    random: (seed) => randomFormPolicy(seed, decide, (s) => defaultChoice(s)),
  },
  preview,
  ai: (s, d, level) => chooseAttack(s, d, level),
  simulate: simulateNapoleonic,
  // Strength points on the field (docs/rules/napoleonic.md, Forecast).
  measure: (s) => ({ unit: 'SP', name: 'strength points', now: { attacker: strengthLeft(s, 'attacker'), defender: strengthLeft(s, 'defender') } }),
  // The solver gives up at once past its budget; it is worth a try only near the end.
  exactWorthTrying: (s) => s.phase === 'over' || s.phases - s.phaseNo <= 1,
  scenarios: SCENARIOS,
  builder: napoleonicBuilder,
  walkthroughs: WALKTHROUGHS,
  bench: napoleonicBench,
  benchAi: true,
  commandLineOdds,
  fuzz: napoleonicFuzz,
}
