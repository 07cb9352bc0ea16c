/**
 * The axis battles' built-in scenarios and walkthroughs, bundled as JSON so
 * that the browser, the CLI and the tests read the same files: the seed's
 * worked examples first, then the other battles; the walkthroughs in the
 * order of the seed's sections.
 */
import airLandExample from '../../../../assets/scenarios/axis-air-land-example.json' with { type: 'json' }
import reims from '../../../../assets/scenarios/axis-reims.json' with { type: 'json' }
import munchen from '../../../../assets/scenarios/axis-munchen.json' with { type: 'json' }
import frankfurtCalais from '../../../../assets/scenarios/axis-frankfurt-calais.json' with { type: 'json' }
import normandyLanding from '../../../../assets/scenarios/axis-normandy-landing.json' with { type: 'json' }
import northSea from '../../../../assets/scenarios/axis-north-sea.json' with { type: 'json' }
import ukraineSupport from '../../../../assets/scenarios/axis-ukraine-support.json' with { type: 'json' }
import channelAircap from '../../../../assets/scenarios/axis-channel-aircap.json' with { type: 'json' }
import gibraltar from '../../../../assets/scenarios/axis-gibraltar.json' with { type: 'json' }
import phaseSedan from '../../../../assets/scenarios/axis-phase-sedan.json' with { type: 'json' }
import phaseSmolensk from '../../../../assets/scenarios/axis-phase-smolensk.json' with { type: 'json' }
import airLand from '../../../../assets/walkthroughs/axis-air-land.json' with { type: 'json' }
import reimsWalkthrough from '../../../../assets/walkthroughs/axis-reims.json' with { type: 'json' }
import munchenWalkthrough from '../../../../assets/walkthroughs/axis-munchen.json' with { type: 'json' }
import frankfurtCalaisWalkthrough from '../../../../assets/walkthroughs/axis-frankfurt-calais.json' with { type: 'json' }
import { parseAxisScenario, type AxisScenario } from './scenario.ts'
import { parsePhaseScenario, type PhaseScenario } from './phase/scenario.ts'

export const SCENARIOS: readonly unknown[] = [airLandExample, reims, munchen, frankfurtCalais, normandyLanding, northSea, ukraineSupport, channelAircap, gibraltar]

/** Combat phases (`"kind": "phase"`): several battles, then Breakthrough Combat (§5.6); parsed by phase/scenario.ts. */
export const PHASE_SCENARIOS: readonly unknown[] = [phaseSedan, phaseSmolensk]

export const WALKTHROUGHS: readonly { file: string; raw: unknown }[] = [
  { file: 'axis-air-land.json', raw: airLand },
  { file: 'axis-reims.json', raw: reimsWalkthrough },
  { file: 'axis-munchen.json', raw: munchenWalkthrough },
  { file: 'axis-frankfurt-calais.json', raw: frankfurtCalaisWalkthrough },
]

let cache: AxisScenario[] | null = null

/** The built-in scenarios, validated once; a broken built-in is a bug and throws. */
export function axisScenarios(): AxisScenario[] {
  cache ??= SCENARIOS.map((raw) => {
    const p = parseAxisScenario(raw)
    if (!p.ok) throw new Error(`built-in scenario ${(raw as { id?: string }).id}: ${p.errors.join('; ')}`)
    return p.value
  })
  return cache
}

export function findAxis(id: string): AxisScenario | undefined {
  return axisScenarios().find((s) => s.id === id)
}

let phaseCache: PhaseScenario[] | null = null

/** The built-in combat phases, validated once. */
export function findPhase(id: string): PhaseScenario | undefined {
  phaseCache ??= PHASE_SCENARIOS.map((raw) => {
    const p = parsePhaseScenario(raw)
    if (!p.ok) throw new Error(`built-in scenario ${(raw as { id?: string }).id}: ${p.errors.join('; ')}`)
    return p.value
  })
  return phaseCache.find((s) => s.id === id)
}
