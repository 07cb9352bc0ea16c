import { defaultAnswer } from '../../core/form.ts'
import { koreaBuilder } from './builder.ts'
import { randomFormPolicy } from '../../core/randomPolicy.ts'
import type { Choice, RulesetEngine } from '../../core/ruleset.ts'
import { advance } from './advance.ts'
import { chooseKorea, defaultWhy } from './ai.ts'
import { koreaBench } from './bench.ts'
import { decide, pending, roundTitle } from './decisions.ts'
import { describe } from './describe.ts'
import type { KoreaEvent } from './events.ts'
import { account } from './account.ts'
import { preview } from './preview.ts'
import { parseKoreaScenario, type KoreaScenario } from './scenario.ts'
import { SCENARIOS } from './scenarios.ts'
import { buildState } from './setup.ts'
import { simulateKorea, vpLeft } from './simulate.ts'
import type { KoreaState } from './state.ts'
import { koreaFuzz } from './invariants.ts'
import { view } from './view.ts'

const KIND = { meeting: ['Meeting Engagement', 'Meeting Engagements'], prepared: ['Prepared Attack', 'Prepared Attacks'] } as const

/** "2 Prepared Attacks", "1 Prepared Attack, 1 Meeting Engagement": the turn's combats by kind, in the order they first come. */
function combatsLine(sc: KoreaScenario): string {
  const kinds = [...new Set(sc.combats.map((c) => c.kind))]
  return kinds.map((k) => {
    const n = sc.combats.filter((c) => c.kind === k).length
    return `${n} ${KIND[k][n === 1 ? 0 : 1]}`
  }).join(', ')
}

/** Korean-war operational combat (seed 001), behind the registry's door. */
export const engine: RulesetEngine<KoreaScenario, KoreaState, KoreaEvent> = {
  id: 'korea',
  title: 'Korean War operational combat',
  parseScenario: parseKoreaScenario,
  setup: buildState,
  scenarioCard: (sc) => ({
    sides: { attacker: sc.attacker.name, defender: sc.defender.name },
    line: `${sc.attacker.units.length} against ${sc.defender.units.length} units · ${combatsLine(sc)} · ${sc.attacker.vp} VP against ${sc.defender.vp}`,
    description: sc.description,
  }),
  pending,
  decide,
  advance,
  view,
  describe,
  roundsFought: (s) => s.fought,
  roundLabel: (s) => (s.lastRoll ? roundTitle(s, s.lastRoll.combat) : null),
  policies: {
    default: (_s, d): Choice => ({ kind: d.kind, answer: defaultAnswer(d.options), reason: `default: ${defaultWhy(d.kind)}` }),
    random: (seed) => randomFormPolicy<KoreaState>(seed, decide, (_s, d) => ({ kind: d.kind, answer: defaultAnswer(d.options), reason: 'random: no legal draw, the default' })),
  },
  preview,
  ai: (s, d, level) => chooseKorea(s, d, level),
  simulate: simulateKorea,
  // Victory points (docs/rules/korea.md, Forecast).
  account,
  measure: (s) => ({ unit: 'VP', name: 'victory points', now: { attacker: vpLeft(s, 'attacker'), defender: vpLeft(s, 'defender') } }),
  // Each combat has a dozen outcomes at most and the turn a few combats: worth a try whenever.
  exactWorthTrying: () => true,
  scenarios: SCENARIOS,
  builder: koreaBuilder,
  walkthroughs: [],
  bench: koreaBench,
  benchAi: true,
  fuzz: koreaFuzz,
}
